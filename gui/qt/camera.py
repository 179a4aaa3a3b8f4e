"""The cameras the live scanner can use, behind a small interface tests can replace.

Asking Qt Multimedia for cameras loads its backend (30-300 ms here), so nothing here is asked
before the window is on screen; QtMultimedia itself is imported only when asked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from gui.model.translation import translate

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QCameraDevice

    from gui.qt.live_feeds import Feed

Resolution = tuple[int, int]  # width, height


@dataclass(frozen=True)
class CameraChoice:
    id: str  # the system's name for it, kept in the settings
    name: str  # for the player
    resolutions: tuple[Resolution, ...]  # largest first; empty when the camera does not say


class CameraSource(Protocol):
    def availability(self) -> tuple[bool, str]:
        """(usable, reason when not)."""
        ...

    def cameras(self) -> list[CameraChoice]:
        """The cameras connected now, the system's default first."""
        ...

    def open(self, camera_id: str, resolution: Resolution | None, parent: QObject) -> Feed:
        """A feed of the camera's frames (not started). Raises KeyError for a camera that is
        not connected."""
        ...


def _system_devices() -> list[QCameraDevice]:
    from PySide6.QtMultimedia import QMediaDevices

    devices = list(QMediaDevices.videoInputs())
    default = QMediaDevices.defaultVideoInput()
    # The default first, so a first scan uses the camera the system prefers.
    return sorted(devices, key=lambda device: device.id() != default.id())


class QtCameraSource:
    """The real cameras, through QtMultimedia. ``devices`` lists them (tests pass their own)."""

    def __init__(self, devices: Callable[[], list[QCameraDevice]] | None = None) -> None:
        self._devices = devices or _system_devices

    def availability(self) -> tuple[bool, str]:
        try:
            import PySide6.QtMultimedia  # noqa: F401
        except ImportError as error:  # PySide6-Addons missing or its libraries broken
            return False, translate(
                "Camera", "Camera support is not installed (QtMultimedia: {error})"
            ).format(error=error)
        try:
            cameras = self._devices()
        except RuntimeError as error:
            return False, translate("Camera", "No camera backend is available ({error})").format(
                error=error
            )
        if not cameras:
            return False, translate("Camera", "No camera found on this computer")
        return True, ""

    def cameras(self) -> list[CameraChoice]:
        return [_choice(device) for device in self._devices()]

    def open(self, camera_id: str, resolution: Resolution | None, parent: QObject) -> Feed:
        from PySide6.QtCore import QSize

        from gui.qt.live_feeds import CameraFeed

        for device in self._devices():
            if _device_id(device) == camera_id:
                size = QSize(*resolution) if resolution is not None else None
                return CameraFeed(device, size, parent)
        raise KeyError(camera_id)


def _device_id(device: QCameraDevice) -> str:
    return bytes(device.id().data()).decode("utf-8", "replace")


def _choice(device: QCameraDevice) -> CameraChoice:
    sizes = {(f.resolution().width(), f.resolution().height()) for f in device.videoFormats()}
    ordered = sorted(sizes, key=lambda size: size[0] * size[1], reverse=True)
    return CameraChoice(_device_id(device), device.description(), tuple(ordered))
