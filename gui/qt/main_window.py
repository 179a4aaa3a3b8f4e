"""The main window: board on the left, words on the right; wires the pieces together."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gui.model.document import BoardDocument
from gui.qt.banner import Banner
from gui.qt.board_editing import BoardEditor
from gui.qt.board_view import BoardView
from gui.qt.camera import CameraSource, QtCameraSource
from gui.qt.document import DocumentController
from gui.qt.face_picker import FacePicker
from gui.qt.photo_controller import PhotoController
from gui.qt.photo_input import accepts_mime
from gui.qt.photo_opener import PhotoOpener
from gui.qt.photo_reading import BoardReader, default_reader
from gui.qt.read_progress import ReadProgress
from gui.qt.settings import AppSettings
from gui.qt.solving import BUNDLED, SolveSession, dictionary_label, system_words_available
from gui.qt.window_actions import build_actions, build_menus, build_toolbar
from gui.qt.word_panel import WordPanel
from gui.qt.words_presenter import WordsPresenter
from gui.qt.workers import Task
from solver import FoundWord, roll


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
        self._camera = camera or QtCameraSource()
        self._camera_checked = False
        rng = rng or random.Random()

        restored = settings.document
        self.controller = DocumentController(restored or BoardDocument(roll("classic", rng)))
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
        self.editor = BoardEditor(
            self, self.controller, self.view, self.picker, self.size_combo, self.banner,
            self.actions, rng,
        )  # fmt: skip
        opener = PhotoOpener(reader, self)
        self.photos = PhotoController(
            self, settings, self.controller, opener, self.editor, self.banner, self.progress,
            self.actions, self._camera, snapshot_dir,
        )  # fmt: skip
        self._connect()
        self._on_controller_changed()
        if restored is not None and restored.photo is not None:
            opener.load_pixels(restored.photo)
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
        actions.show_photo.toggled.connect(self.view.set_photo_mode)
        actions.show_letters.toggled.connect(self.view.set_letters_on_photo)
        actions.zoom_in.triggered.connect(self.view.zoom_in)
        actions.zoom_out.triggered.connect(self.view.zoom_out)
        actions.fit.triggered.connect(self.view.fit_to_window)
        actions.next_path.triggered.connect(lambda: self.presenter.step_path(1))
        actions.previous_path.triggered.connect(lambda: self.presenter.step_path(-1))
        actions.quit.triggered.connect(self.close)
        actions.about.triggered.connect(self._on_about_triggered)
        self.controller.changed.connect(self._on_controller_changed)
        self.session.loading.connect(self._on_session_loading)
        self.words.word_selected.connect(self._on_words_word_selected)
        self.photos.reading_finished.connect(self.reading_finished)

    def _start_background_work(self) -> None:
        self.view.setFocus()  # ready for arrow keys and letters straight away
        if self.session.lexicon is None and not self.session.is_loading:
            self.choose_dictionary(self.settings.dictionary or BUNDLED)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._camera_checked:
            # Asking Qt Multimedia for cameras loads its backend: 30-300 ms here, more on a
            # cold start. Ask once the first frame is on screen, so the window is not held
            # back by it. Until then the action stays enabled; taking a photo checks again.
            self._camera_checked = True
            QTimer.singleShot(0, self._check_camera)

    def _check_camera(self) -> None:
        usable, reason = self._camera.availability()
        self.actions.camera.setEnabled(usable)
        if not usable:
            self.actions.camera.setToolTip(f"Camera unavailable: {reason}")
            self.actions.camera.setStatusTip(f"Camera unavailable: {reason}")

    # -- the document ------------------------------------------------------------------------

    @property
    def document(self) -> BoardDocument:
        return self.controller.document

    def _on_controller_changed(self) -> None:
        document = self.document
        image = self.controller.photo_image()
        self.view.set_document(document, image)
        self.actions.show_photo.setEnabled(
            (document.has_photo_overlay or document.has_unread_photo) and image is not None
        )
        self.actions.next_uncertain.setEnabled(bool(document.uncertain_cells()))
        self.size_combo.setCurrentIndex(max(self.size_combo.findData(document.board.rows), 0))
        self.session.set_board(document.board)
        self.settings.document = document
        if document.digest is not None and document.has_photo_overlay:
            self.settings.set_corrections(document.digest, document.corrections())
        title = document.photo.name if document.photo is not None else "rolled or typed board"
        self.setWindowTitle(f"Boggle Lens — {title}")

    def _on_words_word_selected(self, found: FoundWord | None) -> None:
        # A photo with no board found has no dice to draw a path on: show the typed board.
        if found is not None and self.view.showing_photo and self.document.has_unread_photo:
            self.actions.show_photo.setChecked(False)

    # -- photos (see PhotoController) --------------------------------------------------------

    def open_photo(self, path: Path | str) -> Task:
        return self.photos.open_photo(path)

    def cancel_reading(self, quiet: bool = False) -> None:
        self.photos.cancel_reading(quiet)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if accepts_mime(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        if self.photos.drop(event.mimeData()):
            event.acceptProposedAction()

    # -- words -----------------------------------------------------------------------------

    def _on_session_loading(self, key: str) -> None:
        self.dictionary_label.setText(f"Dictionary: loading {dictionary_label(key)}…")

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
        self.editor.close_board_entry()  # not modal, so it could outlive the window
        self.settings.geometry = self.saveGeometry()
        self.settings.splitter_state = self.splitter.saveState()
        self.settings.document = self.document
        self.settings.sync()
        super().closeEvent(event)
