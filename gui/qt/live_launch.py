"""The main window's side of the live scanner: the camera and video actions open it, and a board
it captures goes to the model as a read photo does (``AppModel.photo_captured``), so the player
lands on the usual correction screen with the best frame as the photo."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import cv2
import numpy as np
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog

from gui.model.app import AppModel
from gui.model.live_scan import Capture
from gui.model.reading import PhotoRead
from gui.model.translation import translate
from gui.qt.camera import CameraSource
from gui.qt.photo_input import video_filter
from gui.qt.photo_reading import display_image

if TYPE_CHECKING:
    from gui.qt.live_scanner import LiveScanner
    from gui.qt.main_window import MainWindow

JPEG_QUALITY = 92


def store_frame(frame: np.ndarray, folder: Path) -> tuple[Path, str]:
    """Save a captured frame as a JPEG named by its content; returns the file and the hash of
    its bytes (what opening that file again hashes, so corrections find it)."""
    ok, encoded = cv2.imencode(".jpg", frame, [cv2.IMWRITE_JPEG_QUALITY, JPEG_QUALITY])
    if not ok:
        raise OSError("could not encode the captured frame")
    data = encoded.tobytes()
    digest = hashlib.sha256(data).hexdigest()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"scan-{digest[:16]}.jpg"
    if not path.is_file():
        path.write_bytes(data)
    return path, digest


class LiveScanning(QObject):
    """Opens the one scanner window on a camera or a video, and takes its capture."""

    def __init__(
        self,
        window: MainWindow,
        model: AppModel,
        cameras: CameraSource,
        snapshots: Callable[[], Path],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._model = model
        self._cameras = cameras
        self._snapshots = snapshots
        self.scanner: LiveScanner | None = None
        window.actions.camera.triggered.connect(self.scan_camera)
        window.actions.scan_video.triggered.connect(self.choose_video)

    def _open_scanner(self) -> LiveScanner:
        if self.scanner is None:
            # Qt Multimedia loads with the first scan, not with the window.
            from gui.qt.live_scanner import LiveScanner

            model = self._model
            scanner = LiveScanner(
                self._window.settings, self._cameras, self._window,
                language=lambda: model.language,
            )  # fmt: skip
            scanner.board_captured.connect(self._on_scanner_board_captured)
            scanner.finished.connect(self._on_scanner_finished)
            self.scanner = scanner
        self.scanner.show()
        self.scanner.raise_()
        self.scanner.activateWindow()
        return self.scanner

    def scan_camera(self) -> LiveScanner | None:
        usable, reason = self._cameras.availability()
        if not usable:
            self._window.banner.show_message(
                translate("LiveLaunch", "Camera unavailable: {reason}").format(reason=reason),
                "error",
            )
            return None
        scanner = self._open_scanner()
        scanner.scan_camera()
        return scanner

    def scan_video(self, path: Path | str) -> LiveScanner:
        scanner = self._open_scanner()
        scanner.scan_video(path)
        return scanner

    def choose_video(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._window,
            translate("LiveLaunch", "Scan a video of a board"),
            "",
            video_filter(),
        )
        if path:
            self.scan_video(path)

    def _on_scanner_finished(self, _result: int) -> None:
        scanner, self.scanner = self.scanner, None
        if scanner is not None:
            scanner.deleteLater()

    def _on_scanner_board_captured(self, capture: Capture) -> None:
        frame = capture.frame
        assert isinstance(frame, np.ndarray)
        try:
            path, digest = store_frame(frame, self._snapshots())
        except OSError as error:
            self._window.banner.show_message(
                translate("LiveLaunch", "Could not keep the captured frame: {error}").format(
                    error=error
                ),
                "error",
            )
            return
        self._model.photo_captured(PhotoRead(path, digest, display_image(frame), capture.reading))
