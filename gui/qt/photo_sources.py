"""Where photos come from: Open, the recent files, paste and drop, which end in the model's
``open_photo`` (or, for pasted text, ``enter_text``); and the live scanner on a camera or a
video (``LiveScanning``), whose capture the model takes as a read photo."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QObject
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QFileDialog

from gui.model.app import AppModel
from gui.model.translation import translate
from gui.qt.camera import CameraSource
from gui.qt.live_launch import LiveScanning
from gui.qt.photo_input import file_filter, is_video, source_from_mime, store_image
from gui.qt.window_actions import fill_recent_menu

if TYPE_CHECKING:
    from gui.qt.main_window import MainWindow


class PhotoSources(QObject):
    def __init__(
        self,
        window: MainWindow,
        model: AppModel,
        camera: CameraSource,
        snapshot_dir: Path | None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._model = model
        self._snapshot_dir = snapshot_dir
        self.live = LiveScanning(window, model, camera, self._snapshots)
        actions = window.actions
        actions.open_file.triggered.connect(self._on_open_file_triggered)
        actions.paste.triggered.connect(self._on_paste_triggered)
        model.recent_changed.connect(self._on_model_recent_changed)
        self._on_model_recent_changed(model.memory.recent_files)

    def open_photo(self, path: Path | str) -> None:
        """Read a photo; a video goes to the live scanner instead."""
        if is_video(Path(path)):
            self.live.scan_video(path)
        else:
            self._model.open_photo(Path(path))

    def _error(self, text: str) -> None:
        self._window.banner.show_message(text, "error")

    # -- recent files ------------------------------------------------------------------------

    def refresh_recent(self) -> None:
        """The recent-files menu again (its "Clear the list", in the app's language)."""
        self._on_model_recent_changed(self._model.memory.recent_files)

    def _on_model_recent_changed(self, recent: list[str]) -> None:
        fill_recent_menu(
            self._window.actions.recent_menu, recent, self.open_photo, self._model.clear_recent
        )

    # -- where photos come from --------------------------------------------------------------

    def _on_open_file_triggered(self) -> None:
        recent = self._model.memory.recent_files
        start_dir = str(Path(recent[0]).parent) if recent else ""
        path, _ = QFileDialog.getOpenFileName(
            self._window,
            translate("PhotoSources", "Open a photo of a board"),
            start_dir,
            file_filter(),
        )
        if path:
            self.open_photo(path)

    def _snapshots(self) -> Path:
        if self._snapshot_dir is None:
            import platformdirs

            self._snapshot_dir = Path(platformdirs.user_data_dir("boggle-lens")) / "snapshots"
        return self._snapshot_dir

    def open_image(self, image: QImage, origin: str) -> None:
        """Keep ``image`` as a file and read it; ``origin`` is the message if it cannot be kept
        (with an ``{error}`` field)."""
        try:
            path = store_image(image, self._snapshots())
        except OSError as error:
            self._error(origin.format(error=error))
            return
        self.open_photo(path)

    def _on_paste_triggered(self) -> None:
        mime = QGuiApplication.clipboard().mimeData()
        source = source_from_mime(mime) if mime is not None else None
        if source is None:
            self._window.statusBar().showMessage(
                translate("PhotoSources", "The clipboard holds no image, file or board."), 4000
            )
        elif source.path is not None:
            self.open_photo(source.path)
        elif source.image is not None:
            self.open_image(
                source.image,
                translate("PhotoSources", "Could not keep the pasted image: {error}"),
            )
        elif source.text is not None:
            self._model.enter_text(source.text)

    def drop(self, mime: QMimeData) -> bool:
        """Open a dropped file or image; False when the drop holds neither."""
        source = source_from_mime(mime)
        if source is not None and source.path is not None:
            self.open_photo(source.path)
        elif source is not None and source.image is not None:
            self.open_image(
                source.image,
                translate("PhotoSources", "Could not keep the dropped image: {error}"),
            )
        else:
            return False
        return True
