"""Read one photo for the app: decode it for display, hash it, and hand it to the board reader.

Runs inside a worker thread, so it only touches thread-safe things (numpy, QImage, files).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import cv2
import numpy as np
from PySide6.QtGui import QImage

from gui.model.document import photo_digest
from gui.qt.images import bgr_to_qimage
from gui.qt.workers import TaskContext
from vision.errors import NoBoardError, OcrUnavailableError, VisionError
from vision.result import BoardReading


class BoardReader(Protocol):
    """``vision.read_board``'s shape, so tests can swap in a fake."""

    def __call__(
        self,
        image: object,
        *,
        progress: Callable[[str, float], None] | None = ...,
        cancelled: Callable[[], bool] | None = ...,
    ) -> BoardReading: ...


class ReaderUnavailableError(VisionError):
    """The vision package has no ``read_board`` in this build."""


def default_reader(
    image: object,
    *,
    progress: Callable[[str, float], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> BoardReading:
    try:
        from vision import read_board
    except ImportError:
        raise ReaderUnavailableError(
            "The photo reader is not available in this build; type the board in instead."
        ) from None
    return read_board(image, progress=progress, cancelled=cancelled)


@dataclass(frozen=True)
class PhotoRead:
    path: Path
    digest: str
    image: QImage
    reading: BoardReading


class PhotoReadError(Exception):
    """Reading failed; carries the photo (when it decoded) so the app can still show it."""

    def __init__(
        self, path: Path, image: QImage | None, error: Exception, digest: str | None = None
    ) -> None:
        super().__init__(str(error))
        self.path = path
        self.image = image
        self.error = error
        self.digest = digest  # set with the image, so the photo can stay on screen


def read_photo(path: Path, reader: BoardReader, context: TaskContext) -> PhotoRead:
    from vision.load import load_image

    image: QImage | None = None
    digest: str | None = None
    try:
        context.progress("opening the photo", 0.0)
        loaded = load_image(path)
        digest = photo_digest(path)
        image = display_image(loaded.image)
        reading = reader(loaded.image, progress=context.progress, cancelled=context.cancelled)
    except (VisionError, OSError) as error:
        raise PhotoReadError(path, image, error, digest) from error
    return PhotoRead(path, digest, image, reading)


def load_photo_image(path: Path) -> QImage:
    """Decode a photo for display only (restoring a saved board needs no new reading)."""
    from vision.load import load_image

    return display_image(load_image(path).image)


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
    return bgr_to_qimage(image)


@dataclass(frozen=True)
class FailureNotice:
    text: str  # rich text for the banner
    level: str  # "warning" or "error"
    offer_manual_entry: bool


def describe_failure(error: Exception) -> FailureNotice:
    """What to tell the player when a photo could not be read, and what to offer instead."""
    cause = error.error if isinstance(error, PhotoReadError) else error
    # The notice is rich text: a file name or message with < or & in it must stay text.
    name = "the photo"
    if isinstance(error, PhotoReadError):
        name = f"<b>{html.escape(error.path.name)}</b>"
    reason = html.escape(str(cause))

    if isinstance(cause, OcrUnavailableError):
        return FailureNotice(
            f"Letters cannot be read: the tesseract OCR program is missing ({reason}). "
            "Install it with <code>sudo apt-get install tesseract-ocr</code>. "
            "You can still type the board.",
            "error",
            True,
        )
    if isinstance(cause, NoBoardError):
        detail = reason.rstrip(".")
        detail = "" if "no boggle board" in detail.lower() else f" ({detail})"
        return FailureNotice(
            f"No Boggle board found in {name}{detail}. Try a photo taken from above with the "
            "whole tray in view, or type the board.",
            "warning",
            True,
        )
    if isinstance(cause, VisionError | OSError):
        return FailureNotice(f"Could not open {name}: {reason}", "error", False)
    return FailureNotice(
        f"Reading {name} failed unexpectedly: {type(cause).__name__}: {reason}", "error", True
    )
