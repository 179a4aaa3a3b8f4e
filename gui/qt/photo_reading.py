"""Read one photo for the app: decode it for display, hash it, and hand it to the board reader.

Runs inside a worker thread, so it only touches thread-safe things (numpy, QImage, files).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import cv2
import numpy as np
from PySide6.QtGui import QImage

from gui.model.reading import PhotoRead, PhotoReadError, ReaderUnavailableError
from gui.model.translation import translate
from gui.qt.images import ORIGINAL_SIZE, bgr_to_qimage
from gui.qt.workers import TaskContext
from vision.errors import VisionError
from vision.result import BoardReading, Quad


class BoardReader(Protocol):
    """``vision.read_board``'s shape, so tests can swap in a fake."""

    def __call__(
        self,
        image: object,
        *,
        progress: Callable[[str, float], None] | None = ...,
        cancelled: Callable[[], bool] | None = ...,
        language: str | None = ...,
        tray: Quad | None = ...,
    ) -> BoardReading: ...


def default_reader(
    image: object,
    *,
    progress: Callable[[str, float], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    language: str | None = None,
    tray: Quad | None = None,
) -> BoardReading:
    try:
        from vision import read_board
    except ImportError:
        raise ReaderUnavailableError(
            translate(
                "PhotoReading",
                "The photo reader is not available in this build; type the board in instead.",
            )
        ) from None
    return read_board(image, progress=progress, cancelled=cancelled, language=language, tray=tray)


def load_photo(path: Path) -> tuple[str, np.ndarray]:
    """The photo's content hash and pixels, from one read of the file."""
    from vision.load import load_image

    try:
        data = path.read_bytes()
    except OSError:
        load_image(path)  # raises the loader's own error for a missing or unreadable file
        raise
    try:
        loaded = load_image(data)
    except VisionError as error:
        # The loader calls bytes "the image data"; the player gave a file, and is told so.
        message = str(error).replace("the image data", "the file", 1)
        raise type(error)(message, reason=error.reason, **error.values) from None
    return hashlib.sha256(data).hexdigest(), loaded.image


def read_photo(
    path: Path,
    reader: BoardReader,
    context: TaskContext,
    language: str | None = None,
    tray: Quad | None = None,
) -> PhotoRead:
    """Read the photo at ``path`` among the faces of ``language``'s dice (the game's language:
    gui.model.app.AppModel.language; None: English); inside the corners ``tray`` (photo
    pixels) when the player placed them, else where the reader finds the board."""
    image: QImage | None = None
    digest: str | None = None
    size: tuple[int, int] | None = None
    try:
        context.progress(translate("PhotoReading", "opening the photo"), 0.0)
        digest, pixels = load_photo(path)
        image = display_image(pixels)
        size = (pixels.shape[1], pixels.shape[0])
        # Only a tray given is passed on: a reader without the argument reads as before.
        inside = {} if tray is None else {"tray": tray}
        reading = reader(
            pixels,
            progress=context.progress,
            cancelled=context.cancelled,
            language=language,
            **inside,
        )
    except (VisionError, OSError) as error:
        raise PhotoReadError(path, image, error, digest, size) from error
    return PhotoRead(path, digest, image, reading)


def load_photo_image(path: Path) -> tuple[str, QImage]:
    """Hash and decode a photo for display only (restoring a saved board needs no reading)."""
    digest, pixels = load_photo(path)
    return digest, display_image(pixels)


# Photos are shown at most this many pixels wide or high: a 12 MP photo drawn at full size
# costs tens of milliseconds a repaint, and the screen shows far fewer pixels anyway. The
# view scales the picture back up so scene coordinates stay in the original's pixels.
DISPLAY_MAX_SIDE = 2400


def display_image(image: np.ndarray) -> QImage:
    height, width = image.shape[:2]
    factor = DISPLAY_MAX_SIDE / max(height, width)
    if factor < 1.0:
        size = (max(1, round(width * factor)), max(1, round(height * factor)))
        image = cv2.resize(image, size, interpolation=cv2.INTER_AREA)
    shown = bgr_to_qimage(image)
    # The original's size goes with it: the view draws it at that size (gui.qt.board_view).
    shown.setText(ORIGINAL_SIZE, f"{width},{height}")
    return shown
