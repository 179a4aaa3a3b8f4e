"""Changing the board by hand: the widgets' signals become the model's edits, and the
non-modal "Type the board" dialog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint

from gui.model.app import AppModel
from gui.model.edition import edition_faces
from gui.model.translation import told, translate
from gui.qt.board_entry import BoardEntryDialog, grid_text
from gui.qt.face_picker import pop_up_face_menu
from gui.qt.window_actions import show_roll_sets
from solver import Cell

if TYPE_CHECKING:
    from gui.qt.main_window import MainWindow


class BoardEditor(QObject):
    """Sends what the player does to the board (typed, picked or rolled dice, the grid size, a
    typed board) to the model."""

    def __init__(self, window: MainWindow, model: AppModel) -> None:
        super().__init__(window)
        self._window = window
        self._model = model
        self._entry: BoardEntryDialog | None = None  # the open "Type the board" dialog
        view, actions = window.view, window.actions
        view.face_typed.connect(self._on_view_face_typed)
        view.selection_changed.connect(self._on_view_selection_changed)
        view.picker_requested.connect(self._on_view_picker_requested)
        window.picker.face_chosen.connect(self._on_picker_face_chosen)
        model.document_changed.connect(self._on_model_document_changed)
        model.language_changed.connect(self._on_model_language_changed)
        self._on_model_language_changed(model.language)
        window.size_combo.activated.connect(self._on_size_combo_activated)
        actions.type_board.triggered.connect(self._on_type_board_triggered)
        actions.roll.triggered.connect(self._on_roll_triggered)
        for name, action in actions.roll_sets.items():
            action.triggered.connect(lambda _checked=False, n=name: model.roll(n))
        actions.next_uncertain.triggered.connect(self._on_next_uncertain_triggered)

    # -- one die at a time -------------------------------------------------------------------

    def _on_view_face_typed(self, cell: Cell, face: str) -> None:
        self._model.set_face(cell, face)

    def _on_view_selection_changed(self, cell: Cell | None) -> None:
        self._window.picker.set_enabled_for_selection(cell is not None)
        self._offer_likely_faces(cell)
        self._model.select_die(cell)

    def _on_model_document_changed(self, _document: object) -> None:
        # A fix changes which faces are worth offering: the one now shown drops out.
        self._offer_likely_faces(self._window.view.selected)

    def _offer_likely_faces(self, cell: Cell | None) -> None:
        likely = () if cell is None else self._model.document.likely_faces(cell)
        self._window.picker.set_likely_faces(likely)

    def _on_model_language_changed(self, code: str) -> None:
        self._window.picker.set_edition_faces(edition_faces(code))
        show_roll_sets(self._window.actions, code)

    def _on_view_picker_requested(self, cell: Cell, position: QPoint) -> None:
        likely = self._model.document.likely_faces(cell)
        edition = edition_faces(self._model.language)
        face = pop_up_face_menu(self._window, position, likely, edition)
        if face is not None:
            self._model.set_face(cell, face)

    def _on_picker_face_chosen(self, face: str) -> None:
        self._model.choose_face(self._window.view.selected, face)
        if self._window.view.selected is not None:
            self._window.view.setFocus()

    def _on_next_uncertain_triggered(self) -> None:
        view = self._window.view
        cell = self._model.next_uncertain(view.selected)
        if cell is not None:
            view.select(cell)
            view.setFocus()

    # -- the whole board ---------------------------------------------------------------------

    def _on_size_combo_activated(self, index: int) -> None:
        self._model.resize(int(self._window.size_combo.itemData(index)))

    def _on_roll_triggered(self) -> None:
        self._model.roll_same_size()

    def _on_type_board_triggered(self) -> None:
        self.enter_board_by_hand()

    def enter_board_by_hand(self, text: str | None = None, message: str = "") -> None:
        """Type a whole board; ``text`` prefills the grid (the current board when None).

        The dialog is not modal: the player zooms and pans the photo to read the dice while
        typing them. OK applies the grid as one undoable change; Cancel changes nothing. Asking
        again while it is open brings the same dialog forward with what was typed so far."""
        if self._entry is not None:
            self._entry.raise_()
            self._entry.activateWindow()
            return
        board = self._model.document.board
        dialog = BoardEntryDialog(grid_text(board) if text is None else text, message, self._window)
        dialog.setModal(False)
        dialog.accepted.connect(self._on_entry_accepted)
        dialog.finished.connect(self._on_entry_finished)
        if self._window.view.showing_photo:
            self._place_beside_the_board(dialog)
        self._entry = dialog
        dialog.show()
        dialog.editor.setFocus()

    @property
    def board_entry(self) -> BoardEntryDialog | None:
        return self._entry

    def close_board_entry(self) -> None:
        if self._entry is not None:
            self._entry.reject()

    def _on_entry_accepted(self) -> None:
        if self._entry is not None and self._entry.board is not None:
            self._model.enter_board(
                self._entry.board, told(lambda: translate("BoardEditing", "Type a board"))
            )
            self._window.banner.hide()

    def _on_entry_finished(self, _result: int) -> None:
        if self._entry is not None:
            self._entry.deleteLater()
            self._entry = None
        self._window.view.setFocus()

    def _place_beside_the_board(self, dialog: BoardEntryDialog) -> None:
        # The player reads the dice off the photo while typing: keep the dialog off the board.
        dialog.adjustSize()
        frame = self._window.frameGeometry()
        x = max(frame.left(), frame.right() - dialog.width() - 24)
        dialog.move(x, frame.top() + 80)
