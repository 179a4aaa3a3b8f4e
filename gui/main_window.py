"""The main window: board on the left, words on the right; wires the pieces together."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QGuiApplication, QImage
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gui.banner import Banner
from gui.board_entry import BoardEntryDialog, grid_text
from gui.board_model import BoardDocument, Cell, document_from_reading
from gui.board_view import BoardView
from gui.camera import CameraError, CameraSource, QtCameraSource
from gui.document import DocumentController
from gui.face_picker import FacePicker, face_caption, pop_up_face_menu
from gui.photo_input import FILE_FILTER, accepts_mime, source_from_mime, store_image
from gui.photo_opener import PhotoOpener
from gui.photo_reading import BoardReader, PhotoRead, default_reader, describe_failure
from gui.read_progress import ReadProgress
from gui.settings import AppSettings
from gui.solving import (
    BUNDLED,
    SolveSession,
    dictionary_label,
    system_words_available,
)
from gui.window_actions import build_actions, build_menus, build_toolbar, fill_recent_menu
from gui.word_panel import WordPanel
from gui.words_presenter import WordsPresenter
from gui.workers import Task
from solver import Board, BoardError, roll

_SIZE_DICE = {4: "classic", 5: "big", 6: "superbig"}


class MainWindow(QMainWindow):
    reading_finished = Signal(bool)  # True when the photo was read

    def __init__(
        self,
        settings: AppSettings,
        reader: BoardReader = default_reader,
        camera: CameraSource | None = None,
        snapshot_dir: Path | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__()
        self.setWindowTitle("Boggle Lens")
        self.setAcceptDrops(True)
        self.settings = settings
        self.opener = PhotoOpener(reader, self)
        self._camera = camera or QtCameraSource()
        self._snapshot_dir = snapshot_dir
        self._rng = rng or random.Random()

        restored = settings.document
        self.controller = DocumentController(restored or BoardDocument(roll("classic", self._rng)))
        self.session = SolveSession(self)
        self.view = BoardView()
        self.picker = FacePicker()
        self.banner = Banner()
        self.words = WordPanel(system_words_available())
        self.size_combo = QComboBox()
        for side in (4, 5, 6):
            self.size_combo.addItem(f"{side} x {side}", side)
        self.size_combo.setToolTip("Grid size")
        self.actions = build_actions(
            self,
            self.controller.undo_stack.createUndoAction(self, "&Undo"),
            self.controller.undo_stack.createRedoAction(self, "&Redo"),
        )
        build_menus(self, self.actions)
        build_toolbar(self, self.actions)
        self._build_layout()
        self._build_status_bar()
        self._refresh_recent_menu()
        self.presenter = WordsPresenter(
            self.session,
            self.words,
            self.view,
            settings,
            self.banner,
            self.dictionary_label,
            lambda: self.controller.document.board,
            self,
        )
        self._connect()
        self._on_controller_changed()
        if restored is not None and restored.photo is not None:
            self.opener.load_pixels(restored.photo)
        QTimer.singleShot(0, self._start_background_work)

    # -- layout ------------------------------------------------------------------------------

    def _build_layout(self) -> None:
        tools = QHBoxLayout()
        tools.addWidget(self.picker, 1)
        tools.addWidget(QLabel("Grid"))
        tools.addWidget(self.size_combo)
        board_side = QWidget()
        column = QVBoxLayout(board_side)
        column.setContentsMargins(6, 6, 6, 6)
        column.addWidget(self.banner)
        column.addWidget(self.view, 1)
        column.addLayout(tools)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(board_side)
        self.splitter.addWidget(self.words)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([640, 380])
        self.setCentralWidget(self.splitter)
        if self.settings.geometry is not None:
            self.restoreGeometry(self.settings.geometry)
        else:
            self.resize(1100, 720)
        if self.settings.splitter_state is not None:
            self.splitter.restoreState(self.settings.splitter_state)

    def _build_status_bar(self) -> None:
        self.progress = ReadProgress()
        self.cancel_button = self.progress.cancel_button
        self.dictionary_label = QLabel("Dictionary: loading…")
        self.dictionary_label.setObjectName("dictionaryLabel")
        self.statusBar().addPermanentWidget(self.progress)
        self.statusBar().addPermanentWidget(self.dictionary_label)

    def _connect(self) -> None:
        actions = self.actions
        actions.open_file.triggered.connect(self._on_open_triggered)
        actions.paste.triggered.connect(self._on_paste_triggered)
        actions.camera.triggered.connect(self._on_camera_triggered)
        actions.type_board.triggered.connect(lambda: self.enter_board_by_hand())
        actions.roll.triggered.connect(self._on_roll_triggered)
        for name, action in actions.roll_sets.items():
            action.triggered.connect(lambda _checked=False, n=name: self.roll_board(n))
        actions.show_photo.toggled.connect(self.view.set_photo_mode)
        actions.show_letters.toggled.connect(self.view.set_letters_on_photo)
        actions.next_uncertain.triggered.connect(self._on_next_uncertain_triggered)
        actions.next_path.triggered.connect(lambda: self.presenter.step_path(1))
        actions.previous_path.triggered.connect(lambda: self.presenter.step_path(-1))
        actions.quit.triggered.connect(self.close)
        actions.about.triggered.connect(self._on_about_triggered)
        self.controller.changed.connect(self._on_controller_changed)
        self.session.loading.connect(
            lambda key: self.dictionary_label.setText(
                f"Dictionary: loading {dictionary_label(key)}…"
            )
        )
        self.view.face_typed.connect(self._on_view_face_typed)
        self.view.selection_changed.connect(self._on_view_selection_changed)
        self.view.picker_requested.connect(self._on_view_picker_requested)
        self.picker.face_chosen.connect(self._on_picker_face_chosen)
        self.size_combo.activated.connect(self._on_size_combo_activated)
        self.cancel_button.clicked.connect(self.cancel_reading)
        self.opener.progress.connect(self.progress.show_stage)
        self.opener.read.connect(self._on_opener_read)
        self.opener.failed.connect(self._on_opener_failed)
        self.opener.stopped.connect(self._on_opener_stopped)
        self.opener.pixels_loaded.connect(self._on_opener_pixels_loaded)

    def _start_background_work(self) -> None:
        self.view.setFocus()  # ready for arrow keys and letters straight away
        usable, reason = self._camera.availability()
        self.actions.camera.setEnabled(usable)
        if not usable:
            self.actions.camera.setToolTip(f"Camera unavailable: {reason}")
            self.actions.camera.setStatusTip(f"Camera unavailable: {reason}")
        if self.session.lexicon is None and not self.session.is_loading:
            self.choose_dictionary(self.settings.dictionary or BUNDLED)

    # -- the document ------------------------------------------------------------------------

    @property
    def document(self) -> BoardDocument:
        return self.controller.document

    def _on_controller_changed(self) -> None:
        document = self.document
        self.view.set_document(document, self.controller.photo_image())
        self.actions.show_photo.setEnabled(
            document.has_photo_overlay and self.controller.photo_image() is not None
        )
        self.actions.next_uncertain.setEnabled(bool(document.uncertain_cells()))
        self.size_combo.setCurrentIndex(max(self.size_combo.findData(document.board.rows), 0))
        self.session.set_board(document.board)
        self.settings.document = document
        if document.digest is not None and document.has_photo_overlay:
            self.settings.set_corrections(document.digest, document.corrections())
        title = document.photo.name if document.photo is not None else "rolled or typed board"
        self.setWindowTitle(f"Boggle Lens — {title}")

    def _on_view_face_typed(self, cell: Cell, face: str) -> None:
        self.controller.set_face(cell, face)

    def _on_view_selection_changed(self, cell: Cell | None) -> None:
        self.picker.set_enabled_for_selection(cell is not None)
        if cell is not None:
            self.statusBar().showMessage(self.document.describe_die(cell))
        else:
            self.statusBar().clearMessage()

    def _on_view_picker_requested(self, cell: Cell, position: QPoint) -> None:
        face = pop_up_face_menu(self, position)
        if face is not None:
            self.controller.set_face(cell, face)

    def _on_picker_face_chosen(self, face: str) -> None:
        cell = self.view.selected
        if cell is None:
            self.statusBar().showMessage("Select a die first, then choose its face.", 4000)
            return
        self.controller.set_face(cell, face)
        self.statusBar().showMessage(
            f"Die {cell[0] + 1},{cell[1] + 1} set to {face_caption(face)}", 3000
        )
        self.view.setFocus()

    def _on_size_combo_activated(self, index: int) -> None:
        self.controller.resize(int(self.size_combo.itemData(index)))

    def _on_next_uncertain_triggered(self) -> None:
        cell = self.document.next_uncertain(self.view.selected)
        if cell is None:
            self.statusBar().showMessage("No uncertain dice left.", 3000)
            return
        self.view.select(cell)
        self.view.setFocus()

    def roll_board(self, dice_set: str) -> None:
        board = roll(dice_set, self._rng)
        self.controller.replace(BoardDocument(board), f"Roll a {dice_set} board")
        self.banner.hide()

    def _on_roll_triggered(self) -> None:
        self.roll_board(_SIZE_DICE.get(self.document.board.rows, "classic"))

    def enter_board_by_hand(self, text: str | None = None, message: str = "") -> None:
        dialog = BoardEntryDialog(
            grid_text(self.document.board) if text is None else text, message, self
        )
        if dialog.exec() == BoardEntryDialog.DialogCode.Accepted and dialog.board is not None:
            self.controller.replace(BoardDocument(dialog.board), "Type a board")
            self.banner.hide()

    # -- photos ------------------------------------------------------------------------------

    def open_photo(self, path: Path | str) -> Task:
        """Read a photo off the GUI thread; the board appears when the reading is done."""
        path = Path(path)
        self.banner.show_message(f"Reading <b>{path.name}</b>…", "info")
        self.progress.show_stage("reading the photo", 0.0)
        return self.opener.open(path)

    def cancel_reading(self, quiet: bool = False) -> None:
        if self.opener.cancel() and not quiet:
            self.banner.hide()
            self.statusBar().showMessage("Reading cancelled; the board is as it was.", 4000)
        self.progress.hide()

    def _on_opener_read(self, result: PhotoRead) -> None:
        self.progress.hide()
        self.controller.remember_photo(result.digest, result.image)
        corrections = self.settings.corrections(result.digest)
        document = document_from_reading(result.path, result.digest, result.reading, corrections)
        self.controller.replace(document, f"Read {result.path.name}")
        self._remember_recent(result.path)
        self.actions.show_photo.setEnabled(True)
        self.actions.show_photo.setChecked(True)
        self._announce_reading(document, len(corrections))
        self.reading_finished.emit(True)

    def _announce_reading(self, document: BoardDocument, reapplied: int) -> None:
        uncertain = len(document.uncertain_cells())
        notes = []
        if reapplied:
            notes.append(f"your {reapplied} earlier correction(s) were reapplied")
        if uncertain:
            dice = "1 die looks" if uncertain == 1 else f"{uncertain} dice look"
            notes.append(f"{dice} uncertain (marked <b>?</b>): press F3 to visit them")
        if notes:
            self.banner.show_message("Read the board; " + "; ".join(notes) + ".", "info")
        else:
            self.banner.hide()
            self.statusBar().showMessage("Board read. Click any die to correct it.", 5000)

    def _on_opener_failed(self, error: Exception) -> None:
        self.progress.hide()
        notice = describe_failure(error)
        action = (
            ("Type the board", lambda: self.enter_board_by_hand(""))
            if notice.offer_manual_entry
            else None
        )
        self.banner.show_message(notice.text, notice.level, action)
        self.reading_finished.emit(False)

    def _on_opener_stopped(self) -> None:
        self.progress.hide()
        self.banner.hide()

    def _on_opener_pixels_loaded(self, path: Path, digest: str, image: QImage) -> None:
        document = self.document
        if document.photo != path or document.digest is None:
            return
        if digest != document.digest:  # the file was replaced since: its dice are elsewhere
            self.controller.apply(BoardDocument(document.board))
            self.statusBar().showMessage(f"{path.name} has changed; showing the board only.", 6000)
            return
        self.controller.remember_photo(digest, image)
        self._on_controller_changed()

    def _remember_recent(self, path: Path) -> None:
        self.settings.add_recent_file(str(path))
        self._refresh_recent_menu()

    def _refresh_recent_menu(self) -> None:
        fill_recent_menu(
            self.actions.recent_menu,
            self.settings.recent_files,
            self.open_photo,
            self._on_clear_recent_triggered,
        )

    def _on_clear_recent_triggered(self) -> None:
        self.settings.clear_recent_files()
        self._refresh_recent_menu()

    def _on_open_triggered(self) -> None:
        start_dir = (
            str(Path(self.settings.recent_files[0]).parent) if self.settings.recent_files else ""
        )
        path, _ = QFileDialog.getOpenFileName(
            self, "Open a photo of a board", start_dir, FILE_FILTER
        )
        if path:
            self.open_photo(path)

    def _snapshots(self) -> Path:
        if self._snapshot_dir is None:
            import platformdirs

            self._snapshot_dir = Path(platformdirs.user_data_dir("boggle-lens")) / "snapshots"
        return self._snapshot_dir

    def open_image(self, image: QImage, origin: str) -> None:
        try:
            path = store_image(image, self._snapshots())
        except OSError as error:
            self.banner.show_message(f"Could not keep the {origin} image: {error}", "error")
            return
        self.open_photo(path)

    def _on_paste_triggered(self) -> None:
        mime = QGuiApplication.clipboard().mimeData()
        source = source_from_mime(mime) if mime is not None else None
        if source is None:
            self.statusBar().showMessage("The clipboard holds no image, file or board.", 4000)
        elif source.path is not None:
            self.open_photo(source.path)
        elif source.image is not None:
            self.open_image(source.image, "pasted")
        elif source.text is not None:
            try:
                board = Board.parse(source.text)
            except BoardError as error:
                self.banner.show_message(f"The pasted text is not a board: {error}", "warning")
                return
            self.controller.replace(BoardDocument(board), "Paste a board")

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if accepts_mime(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        source = source_from_mime(event.mimeData())
        if source is not None and source.path is not None:
            self.open_photo(source.path)
        elif source is not None and source.image is not None:
            self.open_image(source.image, "dropped")
        else:
            return
        event.acceptProposedAction()

    def _on_camera_triggered(self) -> None:
        try:
            image = self._camera.capture(self)
        except CameraError as error:
            self.banner.show_message(f"Camera problem: {error}", "error")
            return
        if image is not None and not image.isNull():
            self.open_image(image, "camera")

    # -- words -----------------------------------------------------------------------------

    def choose_dictionary(self, key: str) -> None:
        self.presenter.choose_dictionary(key)

    def select_word(self, word: str) -> bool:
        return self.presenter.select_word(word)

    # -- shutting down -----------------------------------------------------------------------

    def _on_about_triggered(self) -> None:
        QMessageBox.about(
            self,
            "About Boggle Lens",
            "<b>Boggle Lens</b><br>Photograph a Boggle board, fix any misread dice, and see "
            "every word with its path.<br>Word list: ENABLE (public domain).",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel_reading(quiet=True)
        self.settings.geometry = self.saveGeometry()
        self.settings.splitter_state = self.splitter.saveState()
        self.settings.document = self.document
        self.settings.sync()
        super().closeEvent(event)
