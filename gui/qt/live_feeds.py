"""Where the live scanner's frames come from: a camera (``QCamera`` in a ``QMediaCaptureSession``)
or a video file (``QMediaPlayer``). Both deliver into a ``QVideoSink``, so the scanner has one
path for both; a file is played at its own frame rate, as a camera would deliver it.

Each feed says once that it stopped: ``ended`` (the video ran out) or ``failed`` (the camera
broke or the file will not decode), with a line for the player.
"""

from __future__ import annotations

from pathlib import Path

import cv2
from PySide6.QtCore import QObject, QSize, QUrl, Signal
from PySide6.QtMultimedia import (
    QCamera,
    QCameraDevice,
    QCameraFormat,
    QMediaCaptureSession,
    QMediaPlayer,
    QVideoFrame,
    QVideoSink,
)

from gui.model.translation import translate

# A video that stops this much before the length its header gives was cut short.
CUT_SHORT_SECONDS = 0.5


class Feed(QObject):
    """A source of video frames for the scanner."""

    frame_arrived = Signal(QVideoFrame)  # every valid frame, on the GUI thread
    ended = Signal(str)
    failed = Signal(str)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.sink = QVideoSink(self)
        self.sink.videoFrameChanged.connect(self._on_sink_video_frame_changed)
        self._stopped = False
        self.frames = 0

    @property
    def is_camera(self) -> bool:
        return False

    def start(self) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        self._stopped = True

    def _on_sink_video_frame_changed(self, frame: QVideoFrame) -> None:
        # A player sends an empty frame when it stops; frames after stop() are stale.
        if not self._stopped and frame.isValid():
            self.frames += 1
            self.frame_arrived.emit(frame)

    def _end(self, message: str) -> None:
        if not self._stopped:
            self.stop()
            self.ended.emit(message)

    def _fail(self, message: str) -> None:
        if not self._stopped:
            self.stop()
            self.failed.emit(message)

    def disconnected(self) -> None:
        """The system no longer lists this camera (unplugged)."""
        self._fail(translate("LiveFeeds", "{name} was disconnected.").format(name=self.name))


class VideoFeed(Feed):
    """A video file, played once at its own pace."""

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(path.name, parent)
        self.path = path
        self._player = QMediaPlayer(self)
        self._player.setVideoSink(self.sink)
        self._player.errorOccurred.connect(self._on_player_error_occurred)
        self._player.mediaStatusChanged.connect(self._on_player_media_status_changed)
        self._last_position_ms = 0

    def start(self) -> None:
        if not self.path.is_file():
            # QMediaPlayer says "Could not open file" for a missing one too; the player
            # deserves to know which.
            self._fail(
                translate("LiveFeeds", "There is no video file {path}.").format(path=self.path)
            )
            return
        self._player.setSource(QUrl.fromLocalFile(str(self.path)))
        self._player.play()

    def stop(self) -> None:
        super().stop()
        self._player.stop()

    def _on_sink_video_frame_changed(self, frame: QVideoFrame) -> None:
        if frame.isValid():
            self._last_position_ms = max(self._last_position_ms, self._player.position())
        super()._on_sink_video_frame_changed(frame)

    def _on_player_error_occurred(self, _error: QMediaPlayer.Error, text: str) -> None:
        why = text or translate("LiveFeeds", "the file is not a video")
        self._fail(
            translate("LiveFeeds", "Could not play {name}: {why}.").format(name=self.name, why=why)
        )

    def _on_player_media_status_changed(self, status: QMediaPlayer.MediaStatus) -> None:
        Status = QMediaPlayer.MediaStatus
        if status is Status.LoadedMedia and not self._player.hasVideo():
            self._fail(translate("LiveFeeds", "{name} has no video in it.").format(name=self.name))
        elif status is Status.InvalidMedia:
            why = self._player.errorString() or translate("LiveFeeds", "unknown")
            self._fail(
                translate("LiveFeeds", "Could not play {name}: {why}.").format(
                    name=self.name, why=why
                )
            )
        elif status is Status.EndOfMedia:
            self._end(self._ending())

    def _ending(self) -> str:
        if self.frames == 0:
            return translate(
                "LiveFeeds", "{name} ended before a single frame could be shown."
            ).format(name=self.name)
        # A cut-off AVI loses its index, and the player then guesses the length from what is
        # left; the header still says how many frames the file was written with.
        length = max(self._player.duration() / 1000, header_seconds(self.path))
        stopped = self._last_position_ms / 1000
        if length > 0 and stopped < length - CUT_SHORT_SECONDS:
            return translate(
                "LiveFeeds",
                "{name} stopped at {stopped} s of {length} s: the file seems cut short.",
            ).format(name=self.name, stopped=f"{stopped:.1f}", length=f"{length:.1f}")
        return translate("LiveFeeds", "{name} has ended.").format(name=self.name)


def header_seconds(path: Path) -> float:
    """How long the file's header says the video is (frames over frame rate); 0 when unknown."""
    capture = cv2.VideoCapture(str(path))
    try:
        frames = capture.get(cv2.CAP_PROP_FRAME_COUNT)
        rate = capture.get(cv2.CAP_PROP_FPS)
    finally:
        capture.release()
    return frames / rate if frames > 0 and rate > 0 else 0.0


class CameraFeed(Feed):
    """A camera, at the resolution asked for when it offers it."""

    def __init__(
        self, device: QCameraDevice, resolution: QSize | None, parent: QObject | None = None
    ) -> None:
        super().__init__(device.description() or translate("LiveFeeds", "the camera"), parent)
        self.device = device
        self._camera = QCamera(device, self)
        self._session = QMediaCaptureSession(self)
        self._session.setCamera(self._camera)
        self._session.setVideoSink(self.sink)
        self._camera.errorOccurred.connect(self._on_camera_error_occurred)
        chosen = camera_format(device, resolution)
        if chosen is not None:
            self._camera.setCameraFormat(chosen)

    @property
    def is_camera(self) -> bool:
        return True

    def start(self) -> None:
        self._camera.start()
        if self._camera.error() != QCamera.Error.NoError:  # some backends say so only here
            self._on_camera_error_occurred(self._camera.error(), self._camera.errorString())

    def stop(self) -> None:
        super().stop()
        self._camera.stop()

    def _on_camera_error_occurred(self, _error: QCamera.Error, text: str) -> None:
        why = text or translate("LiveFeeds", "it stopped responding")
        self._fail(translate("LiveFeeds", "The camera failed: {why}.").format(why=why))


def camera_format(device: QCameraDevice, resolution: QSize | None) -> QCameraFormat | None:
    """The device's format at ``resolution`` with the highest frame rate up to 30 (more only
    costs conversion time); None to leave the camera's default."""
    if resolution is None:
        return None
    fitting = [f for f in device.videoFormats() if f.resolution() == resolution]
    if not fitting:
        return None
    return max(fitting, key=lambda f: (min(f.maxFrameRate(), 30.0), -f.maxFrameRate()))
