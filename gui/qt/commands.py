"""Undo commands. The document is an immutable value, so one command type covers every edit:
remember the value before and after, and swap."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from gui.model.document import BoardDocument

if TYPE_CHECKING:
    from gui.qt.document import DocumentController


class ReplaceDocumentCommand(QUndoCommand):
    def __init__(
        self, controller: DocumentController, before: BoardDocument, after: BoardDocument, text: str
    ) -> None:
        super().__init__(text)
        self._controller = controller
        self._before = before
        self._after = after

    def redo(self) -> None:
        self._controller.apply(self._after)

    def undo(self) -> None:
        self._controller.apply(self._before)
