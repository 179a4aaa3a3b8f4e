"""The live scanner window: a camera or a video file, the board found live over the preview, and
the board captured on its own when it holds steady and reads sure (or with Capture).

Frames arrive on the GUI thread from the feed's video sink; each is shown, and offered to the
outline tracker, which looks at the newest one off the GUI thread and drops the rest. The rules
(steady, sure, when to read) are ``gui.model.live_scan.LiveScan``'s. Once captured, the letters
read are shown over the frame for a moment, then ``board_captured`` hands the capture on.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtMultimedia import QMediaDevices, QVideoFrame
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.model.live_scan import Capture, LiveScan, LiveScanSettings, LiveState, letters_caption
from gui.qt.camera import CameraChoice, CameraSource
from gui.qt.images import bgr_to_qimage
from gui.qt.live_feeds import Feed, VideoFeed
from gui.qt.live_view import LiveView
from gui.qt.live_work import (
    Finder,
    FoundOutline,
    FramesReader,
    FramesReading,
    OutlineTracker,
    find_board_outline,
    read_board_frames,
)
from gui.qt.photo_input import video_filter
from gui.qt.settings import AppSettings

# How long the letters read stay on the frame before the board goes to the main window.
SHOW_LETTERS_MS = 900


def resolution_of(text: object) -> tuple[int, int] | None:
    """(width, height) from a resolution item's "WxH"; None for the camera's own."""
    width, _, height = str(text or "").partition("x")
    return (int(width), int(height)) if width.isdigit() and height.isdigit() else None


class LiveScanner(QDialog):
    board_captured = Signal(object)  # Capture

    def __init__(
        self,
        settings: AppSettings,
        cameras: CameraSource,
        parent: QWidget | None = None,
        finder: Finder = find_board_outline,
        reader: FramesReader = read_board_frames,
        language: Callable[[], str | None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scan a board"))
        self.settings = settings
        self._cameras = cameras
        self.scan = LiveScan(LiveScanSettings(auto_capture=settings.live_auto_capture))
        self.view = LiveView()
        self.tracker = OutlineTracker(finder, self)
        self.reading = FramesReading(reader, self, language)
        self.feed: Feed | None = None
        self._camera_id: str | None = None
        self._device_watch: QObject | None = None
        self._capture: Capture | None = None  # captured, shown, not yet handed on
        # How long the latest outlines took (the bench reads them); a camera runs for hours.
        self.outline_seconds: deque[float] = deque(maxlen=1000)
        self._build()
        self._connect()
        self.resize(900, 640)

    def _build(self) -> None:
        self.status = QLabel(self.tr("Looking for the board…"))
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.camera_combo = QComboBox()
        self.camera_combo.setToolTip(self.tr("Which camera to scan with"))
        self.resolution_combo = QComboBox()
        self.resolution_combo.setToolTip(
            self.tr("The camera's resolution: more pixels read small dice")
        )
        self.video_button = QPushButton(self.tr("Open video…"))
        self.video_button.setToolTip(
            self.tr("Scan a video file instead (or drop one on the preview)")
        )
        self.auto_check = QCheckBox(self.tr("Capture on its own"))
        self.auto_check.setToolTip(
            self.tr("Capture as soon as the board holds still and every die reads")
        )
        self.auto_check.setChecked(self.scan.auto_capture)
        self.capture_button = QPushButton(self.tr("Capture"))
        self.capture_button.setToolTip(self.tr("Read the board from the frames seen so far, now"))
        self.capture_button.setEnabled(False)
        self.capture_button.setDefault(True)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        sources = QHBoxLayout()
        sources.addWidget(QLabel(self.tr("Camera")))
        sources.addWidget(self.camera_combo, 1)
        sources.addWidget(self.resolution_combo)
        sources.addWidget(self.video_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.auto_check)
        buttons.addStretch(1)
        buttons.addWidget(close)
        buttons.addWidget(self.capture_button)
        layout = QVBoxLayout(self)
        layout.addLayout(sources)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)

    def _connect(self) -> None:
        scan = self.scan
        scan.state_changed.connect(self._on_scan_state_changed)
        scan.outline_changed.connect(self._on_scan_outline_changed)
        scan.read_wanted.connect(self.reading.start)
        scan.captured.connect(self._on_scan_captured)
        self.tracker.found.connect(self._on_tracker_found)
        self.tracker.failed.connect(self._on_tracker_failed)
        self.reading.read.connect(scan.reading_done)
        self.reading.failed.connect(scan.reading_failed)
        self.capture_button.clicked.connect(self._on_capture_button_clicked)
        self.auto_check.toggled.connect(self._on_auto_check_toggled)
        self.video_button.clicked.connect(self._on_video_button_clicked)
        self.view.video_dropped.connect(self._on_view_video_dropped)
        self.camera_combo.activated.connect(self._on_camera_combo_activated)
        self.resolution_combo.activated.connect(self._on_resolution_combo_activated)

    # -- sources -----------------------------------------------------------------------------

    def scan_video(self, path: Path | str) -> None:
        self._camera_id = None
        self._fill_cameras(None)
        self._use(VideoFeed(Path(path), self))

    def scan_camera(self, camera_id: str | None = None) -> None:
        """Scan with ``camera_id``, or the camera last used, or the system's default."""
        cameras = self._cameras.cameras()
        ids = [camera.id for camera in cameras]
        wanted = camera_id or self.settings.live_camera
        chosen = wanted if wanted in ids else (ids[0] if ids else None)
        self._fill_cameras(chosen)
        if chosen is None:
            self._stop_feed()
            self.scan.source_failed(
                self.tr("No camera found on this computer: open a video instead.")
            )
            return
        self._watch_devices()
        resolution = resolution_of(self.resolution_combo.currentData())
        try:
            feed = self._cameras.open(chosen, resolution, self)
        except KeyError:
            self.scan.source_failed(self.tr("That camera is no longer connected."))
            return
        self._camera_id = chosen
        self.settings.live_camera = chosen
        self._use(feed)

    def _use(self, feed: Feed) -> None:
        self._stop_feed()
        self.tracker.reset()
        self.reading.cancel()
        self.view.clear()
        self.scan.restart()
        self.feed = feed
        self.setWindowTitle(self.tr("Scan a board: {name}").format(name=feed.name))
        feed.frame_arrived.connect(self._on_feed_frame_arrived)
        feed.ended.connect(self.scan.source_ended)
        feed.failed.connect(self.scan.source_failed)
        feed.start()

    def _stop_feed(self) -> None:
        feed, self.feed = self.feed, None
        if feed is not None:
            feed.stop()
            feed.frame_arrived.disconnect(self._on_feed_frame_arrived)
            feed.deleteLater()

    def _fill_cameras(self, chosen: str | None) -> list[CameraChoice]:
        cameras = self._cameras.cameras()
        self.camera_combo.clear()
        for camera in cameras:
            self.camera_combo.addItem(camera.name, camera.id)
        if not cameras:
            self.camera_combo.addItem(self.tr("No camera"), None)
        self.camera_combo.setEnabled(bool(cameras))
        index = self.camera_combo.findData(chosen) if chosen is not None else -1
        self.camera_combo.setCurrentIndex(max(index, 0) if cameras else 0)
        self._fill_resolutions(next((c for c in cameras if c.id == chosen), None))
        return cameras

    def _fill_resolutions(self, camera: CameraChoice | None) -> None:
        self.resolution_combo.clear()
        # Item data are "WxH" strings: a tuple is wrapped as an opaque object, which findData
        # compares by identity and never finds.
        self.resolution_combo.addItem(self.tr("Camera's own"), "")
        for width, height in camera.resolutions if camera is not None else ():
            self.resolution_combo.addItem(f"{width} x {height}", f"{width}x{height}")
        kept = self.settings.live_resolution
        index = self.resolution_combo.findData(f"{kept[0]}x{kept[1]}" if kept else "")
        self.resolution_combo.setCurrentIndex(max(index, 0))
        self.resolution_combo.setEnabled(camera is not None and bool(camera.resolutions))

    def _watch_devices(self) -> None:
        if self._device_watch is None:
            watch = QMediaDevices(self)
            watch.videoInputsChanged.connect(self._on_video_inputs_changed)
            self._device_watch = watch

    def _on_video_inputs_changed(self) -> None:
        ids = [camera.id for camera in self._fill_cameras(self._camera_id)]
        feed = self.feed
        if feed is not None and feed.is_camera and self._camera_id not in ids:
            feed.disconnected()

    def _on_camera_combo_activated(self, index: int) -> None:
        camera_id = self.camera_combo.itemData(index)
        if camera_id is not None:
            self.scan_camera(camera_id)

    def _on_resolution_combo_activated(self, index: int) -> None:
        self.settings.live_resolution = resolution_of(self.resolution_combo.itemData(index))
        if self._camera_id is not None:
            self.scan_camera(self._camera_id)

    def _on_video_button_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Scan a video of a board"), "", video_filter()
        )
        if path:
            self.scan_video(path)

    def _on_view_video_dropped(self, path: str) -> None:
        self.scan_video(path)

    # -- frames and outlines -----------------------------------------------------------------

    def _on_feed_frame_arrived(self, frame: QVideoFrame) -> None:
        if self.scan.finished:
            return
        image = frame.toImage()  # implicitly shared: the tracker's worker reads the same pixels
        if image.isNull():
            return
        self.view.set_frame(image)
        self.tracker.offer(image, time.monotonic())

    def _on_tracker_found(self, found: FoundOutline) -> None:
        self.outline_seconds.append(found.seconds)
        self.scan.frame_seen(found.time, found.frame, found.outline, found.sharpness, found.whole)

    def _on_tracker_failed(self, message: str) -> None:
        self._stop_feed()
        self.scan.source_failed(
            self.tr("Looking for the board failed: {message}").format(message=message)
        )

    def _on_scan_outline_changed(self, outline: object) -> None:
        self.view.set_outline(outline, self.scan.steady)  # type: ignore[arg-type]

    def _on_scan_state_changed(self, state: LiveState, message: str) -> None:
        self.status.setText(message)
        failed = state is LiveState.FAILED
        self.status.setStyleSheet("color: #c62828;" if failed else "")
        self.capture_button.setEnabled(self.scan.can_capture)
        if state in (LiveState.ENDED, LiveState.FAILED):
            self._stop_feed()

    def _on_capture_button_clicked(self) -> None:
        if not self.scan.capture():
            self.status.setText(self.tr("Nothing to capture yet: no frame has come in."))

    def _on_auto_check_toggled(self, on: bool) -> None:
        self.settings.live_auto_capture = on
        self.scan.set_auto_capture(on)

    def _on_scan_captured(self, capture: Capture) -> None:
        self._stop_feed()
        self.capture_button.setEnabled(False)
        self.view.show_reading(capture.reading, bgr_to_qimage(capture.frame))  # type: ignore[arg-type]
        self.status.setText(
            self.tr("Read: {letters}").format(letters=letters_caption(capture.reading))
        )
        self._capture = capture
        QTimer.singleShot(SHOW_LETTERS_MS, self, self._hand_over)

    def _hand_over(self) -> None:
        capture, self._capture = self._capture, None
        if capture is None:
            return  # closed while the letters were shown: the player changed their mind
        self.accept()
        self.board_captured.emit(capture)

    # -- closing -----------------------------------------------------------------------------

    def shut_down(self) -> None:
        """Stop the feed and let go of the work in flight (its answers are dropped)."""
        self._stop_feed()
        self.tracker.reset()
        self.reading.cancel()

    def done(self, result: int) -> None:
        self.shut_down()
        if result != QDialog.DialogCode.Accepted:
            self._capture = None
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shut_down()
        super().closeEvent(event)
