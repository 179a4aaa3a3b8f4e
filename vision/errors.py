"""Errors the photo reader raises. Each message is meant for the player, not for a developer."""

from __future__ import annotations

from solver.explained import Explained


class VisionError(Explained):
    """A photo could not be read. ``str(error)`` is a human message, in English; its ``reason``
    and ``values`` let the app say it in the player's language (solver.explained)."""


class NotAnImageError(VisionError):
    """The file is empty, truncated or not an image at all."""


class UnsupportedFormatError(VisionError):
    """An image format we do not read (HEIC, for example)."""


class ImageTooLargeError(VisionError):
    """Dimensions beyond the pixel cap (a guard against decompression bombs)."""


class NoBoardError(VisionError):
    """The image holds no Boggle board we can find."""


class ReadCancelled(VisionError):
    """The caller asked the reader to stop."""


class VideoError(VisionError):
    """The file is missing, damaged or not a video we can decode."""
