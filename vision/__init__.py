"""Read a Boggle board from a photo. OpenCV and numpy; never Qt."""

from vision.errors import (
    ImageTooLargeError,
    NoBoardError,
    NotAnImageError,
    ReadCancelled,
    UnsupportedFormatError,
    VisionError,
)
from vision.net import FaceModelError
from vision.reading import LOW_CONFIDENCE, read_board
from vision.result import BoardReading, DieReading, Quad

__all__ = [
    "LOW_CONFIDENCE",
    "BoardReading",
    "DieReading",
    "FaceModelError",
    "ImageTooLargeError",
    "NoBoardError",
    "NotAnImageError",
    "Quad",
    "ReadCancelled",
    "UnsupportedFormatError",
    "VisionError",
    "read_board",
]
