"""Read one photo for the app: decode it for display, hash it, and hand it to the board reader.

Runs inside a worker thread, so it only touches thread-safe things (numpy, QImage, files).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtGui import QImage

from gui.board_model import photo_digest
from gui.images import bgr_to_qimage
from gui.workers import TaskContext
from vision.errors import VisionError
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

    def __init__(self, path: Path, image: QImage | None, error: Exception) -> None:
        super().__init__(str(error))
        self.path = path
        self.image = image
        self.error = error


def read_photo(path: Path, reader: BoardReader, context: TaskContext) -> PhotoRead:
    from vision.load import load_image

    image: QImage | None = None
    try:
        context.progress("opening the photo", 0.0)
        loaded = load_image(path)
        image = bgr_to_qimage(loaded.image)
        digest = photo_digest(path)
        reading = reader(loaded.image, progress=context.progress, cancelled=context.cancelled)
    except (VisionError, OSError) as error:
        raise PhotoReadError(path, image, error) from error
    return PhotoRead(path, digest, image, reading)


def load_photo_image(path: Path) -> QImage:
    """Decode a photo for display only (restoring a saved board needs no new reading)."""
    from vision.load import load_image

    return bgr_to_qimage(load_image(path).image)
