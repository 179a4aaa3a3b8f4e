"""Getting photos in: open, recent files, paste, drop and camera; then reading them."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QMimeData, QObject, Signal
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QFileDialog, QMainWindow

from gui.model.document import BLANK, BoardDocument, document_from_reading
from gui.qt.banner import Banner
from gui.qt.board_editing import BoardEditor
from gui.qt.camera import CameraError, CameraSource
from gui.qt.document import DocumentController
from gui.qt.photo_input import FILE_FILTER, source_from_mime, store_image
from gui.qt.photo_opener import PhotoOpener
from gui.qt.photo_reading import PhotoRead, PhotoReadError, describe_failure
from gui.qt.read_progress import ReadProgress
from gui.qt.settings import AppSettings
from gui.qt.window_actions import WindowActions, fill_recent_menu
from gui.qt.workers import Task
from solver import Board, BoardError


class PhotoController(QObject):
    reading_finished = Signal(bool)  # True when the photo was read

    def __init__(
        self,
        window: QMainWindow,
        settings: AppSettings,
        controller: DocumentController,
        opener: PhotoOpener,
        editor: BoardEditor,
        banner: Banner,
        progress: ReadProgress,
        actions: WindowActions,
        camera: CameraSource,
        snapshot_dir: Path | None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._controller = controller
        self._opener = opener
        self._editor = editor
        self._banner = banner
        self._progress = progress
        self._actions = actions
        self._camera = camera
        self._snapshot_dir = snapshot_dir
        actions.open_file.triggered.connect(self._on_open_file_triggered)
        actions.paste.triggered.connect(self._on_paste_triggered)
        actions.camera.triggered.connect(self._on_camera_triggered)
        progress.cancel_button.clicked.connect(self._on_cancel_button_clicked)
        opener.progress.connect(progress.show_stage)
        opener.read.connect(self._on_opener_read)
        opener.failed.connect(self._on_opener_failed)
        opener.stopped.connect(self._on_opener_stopped)
        opener.pixels_loaded.connect(self._on_opener_pixels_loaded)
        self.refresh_recent_menu()

    def _status(self, text: str, timeout_ms: int) -> None:
        self._window.statusBar().showMessage(text, timeout_ms)

    # -- reading -----------------------------------------------------------------------------

    def open_photo(self, path: Path | str) -> Task:
        """Read a photo off the GUI thread; the board appears when the reading is done."""
        path = Path(path)
        self._banner.show_message(f"Reading <b>{html.escape(path.name)}</b>…", "info")
        self._progress.show_stage("reading the photo", 0.0)
        return self._opener.open(path)

    def cancel_reading(self, quiet: bool = False) -> None:
        if self._opener.cancel() and not quiet:
            self._banner.hide()
            self._status("Reading cancelled; the board is as it was.", 4000)
        self._progress.hide()

    def _on_cancel_button_clicked(self) -> None:
        self.cancel_reading()

    def _on_opener_read(self, result: PhotoRead) -> None:
        self._progress.hide()
        self._controller.remember_photo(result.digest, result.image)
        corrections = self._settings.corrections(result.digest)
        document = document_from_reading(result.path, result.digest, result.reading, corrections)
        self._controller.replace(document, f"Read {result.path.name}")
        self._remember_recent(result.path)
        self._actions.show_photo.setEnabled(True)
        self._actions.show_photo.setChecked(True)
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
            self._banner.show_message("Read the board; " + "; ".join(notes) + ".", "info")
        else:
            self._banner.hide()
            self._status("Board read. Click any die to correct it.", 5000)

    def _on_opener_failed(self, error: Exception) -> None:
        self._progress.hide()
        notice = describe_failure(error)
        if notice.offer_manual_entry:
            self._keep_unread_photo(error)
        action = (
            ("Type the board", lambda: self._editor.enter_board_by_hand(""))
            if notice.offer_manual_entry
            else None
        )
        self._banner.show_message(notice.text, notice.level, action)
        self.reading_finished.emit(False)

    def _keep_unread_photo(self, error: Exception) -> None:
        """Show a photo the reader found no board in, so the player can type the dice while
        looking at it. Its board starts blank: the board on screen before is not its board
        (and Undo brings it back)."""
        if not isinstance(error, PhotoReadError) or error.image is None or error.digest is None:
            return
        self._controller.remember_photo(error.digest, error.image)
        side = self._controller.document.board.rows
        blank = Board(tuple((BLANK,) * side for _ in range(side)))
        document = BoardDocument(blank, error.path, error.digest)
        self._controller.replace(document, f"Open {error.path.name} (no board found)")
        self._remember_recent(error.path)
        self._actions.show_photo.setChecked(True)

    def _on_opener_stopped(self) -> None:
        self._progress.hide()
        self._banner.hide()

    def _on_opener_pixels_loaded(self, path: Path, digest: str, image: QImage) -> None:
        document = self._controller.document
        if document.photo != path or document.digest is None:
            return
        if digest != document.digest:  # the file was replaced since: its dice are elsewhere
            self._controller.apply(BoardDocument(document.board))
            self._status(f"{path.name} has changed; showing the board only.", 6000)
            return
        self._controller.show_photo(digest, image)

    # -- recent files ------------------------------------------------------------------------

    def _remember_recent(self, path: Path) -> None:
        self._settings.add_recent_file(str(path))
        self.refresh_recent_menu()

    def refresh_recent_menu(self) -> None:
        fill_recent_menu(
            self._actions.recent_menu,
            self._settings.recent_files,
            self.open_photo,
            self._on_clear_recent_triggered,
        )

    def _on_clear_recent_triggered(self) -> None:
        self._settings.clear_recent_files()
        self.refresh_recent_menu()

    # -- where photos come from --------------------------------------------------------------

    def _on_open_file_triggered(self) -> None:
        recent = self._settings.recent_files
        start_dir = str(Path(recent[0]).parent) if recent else ""
        path, _ = QFileDialog.getOpenFileName(
            self._window, "Open a photo of a board", start_dir, FILE_FILTER
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
            self._banner.show_message(f"Could not keep the {origin} image: {error}", "error")
            return
        self.open_photo(path)

    def _on_paste_triggered(self) -> None:
        mime = QGuiApplication.clipboard().mimeData()
        source = source_from_mime(mime) if mime is not None else None
        if source is None:
            self._status("The clipboard holds no image, file or board.", 4000)
        elif source.path is not None:
            self.open_photo(source.path)
        elif source.image is not None:
            self.open_image(source.image, "pasted")
        elif source.text is not None:
            try:
                board = Board.parse(source.text)
            except BoardError as error:
                self._banner.show_message(f"The pasted text is not a board: {error}", "warning")
                return
            self._editor.set_board(board, "Paste a board")

    def drop(self, mime: QMimeData) -> bool:
        """Open a dropped file or image; False when the drop holds neither."""
        source = source_from_mime(mime)
        if source is not None and source.path is not None:
            self.open_photo(source.path)
        elif source is not None and source.image is not None:
            self.open_image(source.image, "dropped")
        else:
            return False
        return True

    def _on_camera_triggered(self) -> None:
        try:
            image = self._camera.capture(self._window)
        except CameraError as error:
            self._banner.show_message(f"Camera problem: {error}", "error")
            return
        if image is not None and not image.isNull():
            self.open_image(image, "camera")
