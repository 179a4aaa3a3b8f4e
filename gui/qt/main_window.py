"""The main window: board on the left, words on the right. It builds the widgets over an
``AppModel`` and shows the model's events; what the player does goes to the model."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QImage, QPaintEvent
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

from gui.model.app import AppModel
from gui.model.dictionaries import BUNDLED, SYSTEM, dictionary_label
from gui.model.document import BoardDocument
from gui.model.reading import Notice, Offer, ReadingState
from gui.model.round_timer import Clock
from gui.model.table_link import TableOpener
from gui.model.translation import told
from gui.model.wording import APP_NAME, about_text, dictionary_caption
from gui.qt.background import BackgroundWork
from gui.qt.banner import Banner
from gui.qt.board_editing import BoardEditor
from gui.qt.board_view import BoardView
from gui.qt.camera import CameraSource, QtCameraSource
from gui.qt.edition_menu import EditionMenu
from gui.qt.face_picker import FacePicker
from gui.qt.language import LanguageChoice
from gui.qt.photo_input import accepts_mime
from gui.qt.photo_reading import BoardReader, default_reader
from gui.qt.photo_sources import PhotoSources
from gui.qt.read_progress import ReadProgress
from gui.qt.round_actions import RoundActions
from gui.qt.settings import AppSettings
from gui.qt.statistics_actions import StatisticsActions
from gui.qt.table_actions import Addresses, TableActions
from gui.qt.undo import UndoActions, undo_stack_for
from gui.qt.window_actions import build_actions, build_menus, build_toolbar
from gui.qt.window_language import remake_other_windows, retranslate_main_window
from gui.qt.word_panel import WordPanel
from gui.qt.workers import Task
from solver import FoundWord, WordPath

if TYPE_CHECKING:
    from gui.qt.history_window import HistoryWindow
    from gui.qt.round_window import RoundWindow


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
        self.setAcceptDrops(True)
        self.settings = settings
        self._camera = camera or QtCameraSource()
        self._camera_checked = False
        self.model = AppModel(settings, settings.document, rng)
        self.round_window: RoundWindow | None = None
        self.round_clock: Clock | None = None  # tests drive the round's time by hand
        self.history_window: HistoryWindow | None = None
        self.undo_stack = undo_stack_for(self.model, self)
        self.view = BoardView()
        self.picker = FacePicker()
        self.banner = Banner()
        self.words = WordPanel(self.model)
        self.size_combo = QComboBox()
        for side in (4, 5, 6):
            self.size_combo.addItem(f"{side} x {side}", side)
        self.undo_actions = UndoActions(self.undo_stack, self)
        self.actions = build_actions(self, self.undo_actions.undo, self.undo_actions.redo)
        self.menus = build_menus(self, self.actions)
        self.edition_menu = EditionMenu(self, self.model)
        self.menus.toolbar = build_toolbar(self, self.actions)
        self.languages = LanguageChoice(self.actions.languages, settings)
        self._build_layout()
        self._build_status_bar()
        self.editor = BoardEditor(self, self.model)
        self.photos = PhotoSources(self, self.model, self._camera, snapshot_dir)
        self.background = BackgroundWork(self.model, reader, self)
        self.statistics = StatisticsActions(self)
        self.table = TableActions(self)
        self.rounds = RoundActions(self)
        self._connect()
        self.retranslate()
        self.model.refresh()
        self.model.recall()
        restored = self.model.document
        if restored.photo is not None:
            self.background.load_pixels(restored.photo)
        QTimer.singleShot(0, self, self._start_background_work)

    # -- layout ------------------------------------------------------------------------------

    def _build_layout(self) -> None:
        tools = QHBoxLayout()
        tools.addWidget(self.picker, 1)
        self.grid_label = QLabel()
        tools.addWidget(self.grid_label)
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
        self.dictionary_label = QLabel()
        self.dictionary_label.setObjectName("dictionaryLabel")
        self.statusBar().addPermanentWidget(self.progress)
        self.statusBar().addPermanentWidget(self.dictionary_label)

    def _connect(self) -> None:
        actions, model, words = self.actions, self.model, self.model.words
        actions.show_photo.toggled.connect(self.view.set_photo_mode)
        actions.show_letters.toggled.connect(self.view.set_letters_on_photo)
        actions.zoom_in.triggered.connect(self.view.zoom_in)
        actions.zoom_out.triggered.connect(self.view.zoom_out)
        actions.fit.triggered.connect(self.view.fit_to_window)
        actions.next_corner.triggered.connect(self.view.corners.pick_next)
        self.view.outline_moved.connect(model.outline.move)
        actions.next_path.triggered.connect(lambda: words.step_path(1))
        actions.previous_path.triggered.connect(lambda: words.step_path(-1))
        actions.quit.triggered.connect(self.close)
        actions.about.triggered.connect(self._on_about_triggered)
        actions.play_round.triggered.connect(self.open_round)
        actions.history.triggered.connect(self.open_history)
        self.cancel_button.clicked.connect(self._on_cancel_button_clicked)
        self.words.word_selected.connect(self._on_words_word_selected)
        model.document_changed.connect(self._on_model_document_changed)
        model.notice.connect(self._on_model_notice)
        model.status.connect(self._on_model_status)
        model.photo_view_wanted.connect(self._on_model_photo_view_wanted)
        model.reading_finished.connect(self._on_model_reading_finished)
        model.reading.state_changed.connect(self._on_reading_state_changed)
        model.reading.progress.connect(self.progress.show_stage)
        words.path_changed.connect(self._on_words_path_changed)
        words.dictionary_loading.connect(self._on_words_dictionary_loading)
        words.dictionary_progress.connect(self._on_words_dictionary_progress)
        words.dictionary_changed.connect(self._on_words_dictionary_changed)
        words.dictionary_failed.connect(self._on_words_dictionary_failed)

    def _start_background_work(self) -> None:
        self.view.setFocus()  # ready for arrow keys and letters straight away
        words = self.model.words
        if words.lexicon is None and not words.is_loading:
            self.choose_dictionary(self.settings.dictionary or BUNDLED)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._camera_checked:
            # Asking Qt Multimedia for cameras loads its backend: 30-300 ms here, more on a
            # cold start. Ask once the first frame is on screen, so the window is not held
            # back by it. Until then the action stays enabled; taking a photo checks again.
            self._camera_checked = True
            QTimer.singleShot(0, self, self._check_camera)

    def _check_camera(self) -> None:
        usable, reason = self._camera.availability()
        self.actions.camera.setEnabled(usable)
        if not usable:
            tip = self.tr("Camera unavailable: {reason}").format(reason=reason)
            self.actions.camera.setToolTip(tip)
            self.actions.camera.setStatusTip(tip)

    # -- the model's events ------------------------------------------------------------------

    @property
    def document(self) -> BoardDocument:
        return self.model.document

    def _on_model_document_changed(self, document: BoardDocument) -> None:
        image = self.model.photo_image()
        assert image is None or isinstance(image, QImage)  # the pixels the workers decoded
        self.view.set_document(document, image)
        self.actions.show_photo.setEnabled(document.has_photo_to_show and image is not None)
        self.actions.next_uncertain.setEnabled(bool(document.uncertain_cells()))
        self.actions.next_corner.setEnabled(document.outline is not None)
        self.size_combo.setCurrentIndex(max(self.size_combo.findData(document.board.rows), 0))
        # The title names the document; Qt adds the application's display name (set once, at
        # start-up) in the platform's form. The file path gives macOS its proxy icon.
        self.setWindowFilePath(str(document.photo) if document.photo is not None else "")
        self.setWindowTitle(self.model.title)

    def _on_model_notice(self, notice: Notice | None) -> None:
        if notice is None:
            self.banner.hide()
            return
        doing = {
            Offer.TYPE_BOARD: lambda: self.editor.enter_board_by_hand(""),
            Offer.OPEN_AGAIN: self.model.open_recalled_photo,
            Offer.MOVE_CORNERS: self.move_corners,
            Offer.RETAKE: self.take_photo_again,
        }
        buttons = [(told(lambda offer=offer: offer.label), doing[offer]) for offer in notice.offers]
        first = buttons[0] if buttons else None
        self.banner.show_message(notice.text, notice.level, first, buttons[1:])

    def move_corners(self) -> None:
        """The banner's "Move the corners": the photo in view, the first corner picked for
        the arrow keys, and how to go on in the status line."""
        self.actions.show_photo.setChecked(True)
        self.view.setFocus()
        if self.view.corners.picked is None:
            self.view.corners.pick_next()
        self.statusBar().showMessage(
            self.tr(
                "Drag a corner onto the board's corner, or move the orange one with the arrow "
                "keys (Shift: larger steps) and press F4 for the next"
            ),
            10000,
        )

    def take_photo_again(self) -> None:
        """The banner's "Take the photo again": the camera when there is one, else a file."""
        retake = self.actions.camera if self.actions.camera.isEnabled() else self.actions.open_file
        retake.trigger()

    def _on_model_photo_view_wanted(self, photo: bool) -> None:
        self.actions.show_photo.setChecked(photo)

    def _on_model_reading_finished(self, read: bool) -> None:
        self.reading_finished.emit(read)

    def _on_model_status(self, text: str, timeout_ms: int) -> None:
        if text:
            self.statusBar().showMessage(text, timeout_ms)
        else:
            self.statusBar().clearMessage()

    def _on_reading_state_changed(self, state: ReadingState) -> None:
        if state is ReadingState.READING:
            self.progress.show_stage(self.tr("reading the photo"), 0.0)
        else:
            self.progress.hide()

    def _on_words_path_changed(self, path: WordPath, _index: int, _count: int) -> None:
        self.view.set_marks_subdued(self.model.marks_subdued)
        self.view.set_path(path)

    def _on_words_word_selected(self, found: FoundWord | None) -> None:
        # A photo with no board found has no dice to draw a path on: show the typed board.
        if found is not None and self.view.showing_photo and self.document.has_unread_photo:
            self.actions.show_photo.setChecked(False)

    def _on_words_dictionary_loading(self, key: str) -> None:
        self.dictionary_label.setText(
            self.tr("Dictionary: loading {name}…").format(name=dictionary_label(key))
        )

    def _on_words_dictionary_progress(self, key: str, fraction: float) -> None:
        self.dictionary_label.setText(
            self.tr("Dictionary: compiling {name} for its first use… {percent}%").format(
                name=dictionary_label(key), percent=round(100 * fraction)
            )
        )

    def _on_words_dictionary_changed(self, key: str, name: str) -> None:
        self.show_dictionary_caption(key, name)

    def show_dictionary_caption(self, key: str, name: str) -> None:
        lexicon = self.model.words.lexicon
        self.dictionary_label.setText(
            dictionary_caption(name, lexicon.word_count if lexicon is not None else None)
        )
        # The bundled and system lists by their names in the app's language; a file by its path.
        known = key in (BUNDLED, SYSTEM) or not key
        tip = (
            lexicon.source
            if lexicon is not None and not known
            else dictionary_label(key or BUNDLED)
        )
        self.dictionary_label.setToolTip(tip)

    def _on_words_dictionary_failed(self, _key: str, text: str) -> None:
        self.banner.show_message(text, "error")

    # -- what the player asks for ------------------------------------------------------------

    def open_photo(self, path: Path | str) -> Task:
        """Read a photo off the GUI thread; the board appears when the reading is done."""
        return self.background.read_task(self.model.open_photo(Path(path)))

    def cancel_reading(self, quiet: bool = False) -> None:
        self.model.cancel_reading(quiet)

    def _on_cancel_button_clicked(self) -> None:
        self.cancel_reading()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if accepts_mime(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        if self.photos.drop(event.mimeData()):
            event.acceptProposedAction()

    def choose_dictionary(self, key: str) -> None:
        self.model.choose_dictionary(key)

    def select_word(self, word: str) -> bool:
        return self.words.select_word(word.strip().lower())

    # -- a game round and the history (gui.qt.round_actions) -------------------------------

    def open_round(self) -> RoundWindow | None:
        """Show the round window: the round under way, or a new one on the board on screen."""
        return self.rounds.open_round()

    def open_history(self) -> HistoryWindow | None:
        """Board > History; None, and the banner says why, when it cannot be opened."""
        return self.rounds.open_history()

    def show_round_path(self, word: str, path: WordPath | None, flash: bool) -> None:
        """A round's word on the main board: briefly (a word just typed) or until the next."""
        self.rounds.show_round_path(word, path, flash)

    # -- phones at the table -----------------------------------------------------------------

    def set_table_opener(
        self, opener: TableOpener | None, addresses: Addresses | None = None
    ) -> None:
        """How Board > Phones at the table opens a table (the command line knows; without one
        the entry is hidden), and the addresses it may listen on, the likeliest first."""
        self.table.set_opener(opener, addresses)

    # -- the app's language ------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            remake_other_windows(self)
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every word of this window in the app's language, over the same model: called once
        built, and again when the player picks another language (nothing else is redone)."""
        retranslate_main_window(self)

    # -- shutting down -----------------------------------------------------------------------

    def _on_about_triggered(self) -> None:
        QMessageBox.about(self, self.tr("About {app}").format(app=APP_NAME), about_text())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel_reading(quiet=True)
        self.editor.close_board_entry()  # not modal, so it could outlive the window
        if self.round_window is not None:
            self.round_window.close()
        if self.history_window is not None:
            self.history_window.close()
        self.statistics.close()
        self.table.close()
        self.model.close_history()
        self.settings.geometry = self.saveGeometry()
        self.settings.splitter_state = self.splitter.saveState()
        self.settings.document = self.model.document_to_keep
        self.settings.sync()
        super().closeEvent(event)
