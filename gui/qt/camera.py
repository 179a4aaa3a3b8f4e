"""Taking a photo with a camera: a viewfinder dialog behind a small interface tests can replace."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class CameraError(Exception):
    """The camera failed; ``str()`` is a message for the player."""


class CameraSource(Protocol):
    def availability(self) -> tuple[bool, str]:
        """(usable, reason when not)."""
        ...

    def capture(self, parent: QWidget) -> QImage | None:
        """Let the player take a picture; None when they cancel. Raises CameraError."""
        ...


class QtCameraSource:
    """The real camera through QtMultimedia."""

    def availability(self) -> tuple[bool, str]:
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except ImportError as error:  # PySide6-Addons missing or its libraries broken
            return False, f"Camera support is not installed (QtMultimedia: {error})"
        try:
            cameras = QMediaDevices.videoInputs()
        except RuntimeError as error:
            return False, f"No camera backend is available ({error})"
        if not cameras:
            return False, "No camera found on this computer"
        return True, ""

    def capture(self, parent: QWidget) -> QImage | None:
        usable, reason = self.availability()
        if not usable:
            raise CameraError(reason)
        dialog = CameraDialog(parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                if dialog.error:
                    raise CameraError(dialog.error)
                return None
            return dialog.image
        finally:
            dialog.shut_down()
            dialog.deleteLater()


class CameraDialog(QDialog):
    """Live viewfinder, a camera chooser and a capture button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtMultimedia import (
            QCamera,
            QImageCapture,
            QMediaCaptureSession,
            QMediaDevices,
        )
        from PySide6.QtMultimediaWidgets import QVideoWidget

        super().__init__(parent)
        self.setWindowTitle("Take a photo of the board")
        self.image: QImage | None = None
        self.error = ""
        self._devices = QMediaDevices.videoInputs()
        self._session = QMediaCaptureSession(self)
        self._capture = QImageCapture(self)
        self._session.setImageCapture(self._capture)
        self._viewfinder = QVideoWidget()
        self._viewfinder.setMinimumSize(640, 480)
        self._session.setVideoOutput(self._viewfinder)
        self._camera: QCamera | None = None
        self._camera_class = QCamera

        self._chooser = QComboBox()
        for device in self._devices:
            self._chooser.addItem(device.description())
        default = QMediaDevices.defaultVideoInput()
        for index, device in enumerate(self._devices):
            if device.id() == default.id():
                self._chooser.setCurrentIndex(index)
        self._status = QLabel("Hold the camera above the tray so the whole board is in view.")
        self._status.setWordWrap(True)
        self._shutter = QPushButton("Take photo")
        self._shutter.setDefault(True)
        cancel = QPushButton("Cancel")

        buttons = QHBoxLayout()
        buttons.addWidget(self._chooser, 1)
        buttons.addWidget(cancel)
        buttons.addWidget(self._shutter)
        layout = QVBoxLayout(self)
        layout.addWidget(self._viewfinder, 1)
        layout.addWidget(self._status)
        layout.addLayout(buttons)

        self._chooser.currentIndexChanged.connect(self._on_chooser_changed)
        self._shutter.clicked.connect(self._on_shutter_clicked)
        cancel.clicked.connect(self.reject)
        self._capture.imageCaptured.connect(self._on_capture_image_captured)
        self._capture.errorOccurred.connect(self._on_capture_error)
        self._capture.readyForCaptureChanged.connect(self._shutter.setEnabled)
        self._on_chooser_changed(self._chooser.currentIndex())
        self._shutter.setEnabled(self._capture.isReadyForCapture())
        if not self._devices:
            self._status.setText("No camera found on this computer.")

    def _on_chooser_changed(self, index: int) -> None:
        if self._camera is not None:
            self._camera.stop()
            self._camera.deleteLater()
        if not 0 <= index < len(self._devices):
            return
        self._camera = self._camera_class(self._devices[index], self)
        self._camera.errorOccurred.connect(self._on_camera_error)
        self._session.setCamera(self._camera)
        self._camera.start()

    def _on_shutter_clicked(self) -> None:
        self._status.setText("Taking the photo…")
        self._capture.capture()

    def _on_capture_image_captured(self, _request_id: int, image: QImage) -> None:
        self.image = image.copy()
        self.accept()

    def _on_capture_error(self, _request_id: int, _error: object, message: str) -> None:
        self._status.setText(
            f"<span style='color:#c62828'>Could not take the photo: {message}</span>"
        )

    def _on_camera_error(self, _error: object, message: str) -> None:
        self.error = f"The camera failed: {message}"
        self._status.setText(f"<span style='color:#c62828'>{self.error}</span>")
        self._shutter.setEnabled(False)

    def shut_down(self) -> None:
        if self._camera is not None:
            self._camera.stop()
