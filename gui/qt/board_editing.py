"""Changing the board by hand: dice typed or picked, the grid size, rolls and typed boards."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QPoint
from PySide6.QtWidgets import QComboBox, QMainWindow

from gui.model.document import BoardDocument, Cell
from gui.qt.banner import Banner
from gui.qt.board_entry import BoardEntryDialog, grid_text
from gui.qt.board_view import BoardView
from gui.qt.document import DocumentController
from gui.qt.face_picker import FacePicker, face_caption, pop_up_face_menu
from gui.qt.window_actions import WindowActions
from solver import Board, roll

_SIZE_DICE = {4: "classic", 5: "big", 6: "superbig"}


class BoardEditor(QObject):
    def __init__(
        self,
        window: QMainWindow,
        controller: DocumentController,
        view: BoardView,
        picker: FacePicker,
        size_combo: QComboBox,
        banner: Banner,
        actions: WindowActions,
        rng: random.Random,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._view = view
        self._picker = picker
        self._size_combo = size_combo
        self._banner = banner
        self._actions = actions
        self._rng = rng
        self._entry: BoardEntryDialog | None = None  # the open "Type the board" dialog
        view.face_typed.connect(self._on_view_face_typed)
        view.selection_changed.connect(self._on_view_selection_changed)
        view.picker_requested.connect(self._on_view_picker_requested)
        picker.face_chosen.connect(self._on_picker_face_chosen)
        size_combo.activated.connect(self._on_size_combo_activated)
        actions.type_board.triggered.connect(self._on_type_board_triggered)
        actions.roll.triggered.connect(self._on_roll_triggered)
        for name, action in actions.roll_sets.items():
            action.triggered.connect(lambda _checked=False, n=name: self.roll_board(n))
        actions.next_uncertain.triggered.connect(self._on_next_uncertain_triggered)

    @property
    def _document(self) -> BoardDocument:
        return self._controller.document

    def _status(self, text: str, timeout_ms: int = 0) -> None:
        self._window.statusBar().showMessage(text, timeout_ms)

    # -- one die at a time -------------------------------------------------------------------

    def _on_view_face_typed(self, cell: Cell, face: str) -> None:
        self._controller.set_face(cell, face)

    def _on_view_selection_changed(self, cell: Cell | None) -> None:
        self._picker.set_enabled_for_selection(cell is not None)
        if cell is not None:
            self._status(self._document.describe_die(cell))
        else:
            self._window.statusBar().clearMessage()

    def _on_view_picker_requested(self, cell: Cell, position: QPoint) -> None:
        face = pop_up_face_menu(self._window, position)
        if face is not None:
            self._controller.set_face(cell, face)

    def _on_picker_face_chosen(self, face: str) -> None:
        cell = self._view.selected
        if cell is None:
            self._status("Select a die first, then choose its face.", 4000)
            return
        self._controller.set_face(cell, face)
        self._status(f"Die {cell[0] + 1},{cell[1] + 1} set to {face_caption(face)}", 3000)
        self._view.setFocus()

    def _on_next_uncertain_triggered(self) -> None:
        cell = self._document.next_uncertain(self._view.selected)
        if cell is None:
            self._status("No uncertain dice left.", 3000)
            return
        self._view.select(cell)
        self._view.setFocus()

    # -- the whole board ---------------------------------------------------------------------

    def _on_size_combo_activated(self, index: int) -> None:
        self._controller.resize(int(self._size_combo.itemData(index)))

    def roll_board(self, dice_set: str) -> None:
        board = roll(dice_set, self._rng)
        self._controller.replace(BoardDocument(board), f"Roll a {dice_set} board")
        self._banner.hide()

    def _on_roll_triggered(self) -> None:
        self.roll_board(_SIZE_DICE.get(self._document.board.rows, "classic"))

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
        dialog = BoardEntryDialog(
            grid_text(self._document.board) if text is None else text, message, self._window
        )
        dialog.setModal(False)
        dialog.accepted.connect(self._on_entry_accepted)
        dialog.finished.connect(self._on_entry_finished)
        if self._view.showing_photo:
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
            self.set_board(self._entry.board, "Type a board")
            self._banner.hide()

    def _on_entry_finished(self, _result: int) -> None:
        if self._entry is not None:
            self._entry.deleteLater()
            self._entry = None
        self._view.setFocus()

    def _place_beside_the_board(self, dialog: BoardEntryDialog) -> None:
        # The player reads the dice off the photo while typing: keep the dialog off the board.
        dialog.adjustSize()
        frame = self._window.frameGeometry()
        x = max(frame.left(), frame.right() - dialog.width() - 24)
        dialog.move(x, frame.top() + 80)

    def set_board(self, board: Board, description: str) -> None:
        """A board entered by hand. A typed grid the same shape as the photo's reading keeps the
        photo: what differs from the reading counts as corrections, as if typed die by die. A
        photo with no board found stays beside it: the photo in photo view, the typed board (the
        one with words and paths) in the rendered view. Any other typed board starts afresh."""
        document = self._document
        same_shape = (board.rows, board.cols) == (document.board.rows, document.board.cols)
        if document.has_photo_overlay and same_shape:
            self._controller.replace(document.with_board(board), description)
        elif document.has_unread_photo:
            self._controller.replace(document.with_board(board), description)
            self._actions.show_photo.setChecked(False)
            self._status("Showing the board you typed; Ctrl+P shows the photo.", 6000)
        else:
            self._controller.replace(BoardDocument(board), description)
