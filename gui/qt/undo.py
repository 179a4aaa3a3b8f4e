"""Undo for the model's edits. The document is an immutable value, so one command type covers
every edit: remember the value before and after, and have the model show one or the other."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from gui.model.app import AppModel
from gui.model.document import BoardDocument


class ReplaceDocumentCommand(QUndoCommand):
    def __init__(
        self, model: AppModel, before: BoardDocument, after: BoardDocument, text: str
    ) -> None:
        super().__init__(text)
        self._model = model
        self._before = before
        self._after = after

    def redo(self) -> None:
        self._model.apply(self._after)

    def undo(self) -> None:
        self._model.apply(self._before)


def undo_stack_for(model: AppModel, parent: QObject) -> QUndoStack:
    """An undo stack that records every edit of ``model`` (pushing a command applies it)."""
    stack = QUndoStack(parent)

    def record(before: BoardDocument, after: BoardDocument, text: str) -> None:
        stack.push(ReplaceDocumentCommand(model, before, after, text))

    model.set_recorder(record)
    return stack
