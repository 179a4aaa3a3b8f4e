"""Read a Boggle board from a photo. OpenCV and numpy; never Qt."""

from vision.errors import (
    ImageTooLargeError,
    NoBoardError,
    NotAnImageError,
    ReadCancelled,
    UnsupportedFormatError,
    VideoError,
    VisionError,
)
from vision.frames import read_frames
from vision.given import OutlineError
from vision.live import LiveOutline, find_outline
from vision.net import FaceModelError
from vision.reading import LOW_CONFIDENCE, read_board
from vision.result import BoardReading, DieReading, Quad

__all__ = [
    "LOW_CONFIDENCE",
    "BoardReading",
    "DieReading",
    "FaceModelError",
    "ImageTooLargeError",
    "LiveOutline",
    "NoBoardError",
    "NotAnImageError",
    "OutlineError",
    "Quad",
    "ReadCancelled",
    "UnsupportedFormatError",
    "VideoError",
    "VisionError",
    "find_outline",
    "read_board",
    "read_frames",
]
