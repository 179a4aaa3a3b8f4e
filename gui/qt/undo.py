"""Undo for the model's edits. The document is an immutable value, so one command type covers
every edit: remember the value before and after, and have the model show one or the other."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack

from gui.model.app import AppModel
from gui.model.document import BoardDocument
from gui.model.translation import retell


class ReplaceDocumentCommand(QUndoCommand):
    def __init__(
        self, model: AppModel, before: BoardDocument, after: BoardDocument, text: str
    ) -> None:
        super().__init__(text)
        self.description = text  # words that can be said again (translation.told)
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


class UndoActions(QObject):
    """Edit > Undo and Redo over ``stack``, named after the edit they undo ("Undo Roll"), in
    the app's language: unlike ``createUndoAction``'s fixed prefix, ``retranslate`` renames
    them when the player changes the language."""

    def __init__(self, stack: QUndoStack, parent: QObject) -> None:
        super().__init__(parent)
        self._stack = stack
        # The stack goes with these actions, after them: a stack destroyed first announces its
        # emptying to actions whose names it can no longer give.
        stack.setParent(self)
        self.undo = QAction(parent)
        self.redo = QAction(parent)
        self.undo.triggered.connect(stack.undo)
        self.redo.triggered.connect(stack.redo)
        stack.indexChanged.connect(self.retranslate)
        self.retranslate()

    def retranslate(self) -> None:
        stack = self._stack
        for index in range(stack.count()):
            command = stack.command(index)
            if isinstance(command, ReplaceDocumentCommand):
                command.setText(retell(command.description))
        undo_text, redo_text = stack.undoText(), stack.redoText()
        self.undo.setText(
            self.tr("&Undo {edit}").format(edit=undo_text) if undo_text else self.tr("&Undo")
        )
        self.redo.setText(
            self.tr("&Redo {edit}").format(edit=redo_text) if redo_text else self.tr("&Redo")
        )
        # A toolbar button that changes width on every edit makes the toolbar jump.
        self.undo.setIconText(self.tr("Undo"))
        self.redo.setIconText(self.tr("Redo"))
        self.undo.setEnabled(stack.canUndo())
        self.redo.setEnabled(stack.canRedo())
