"""HEIC and HEIF photos (what iPhones take by default), decoded with libheif through pillow-heif.

libheif turns the picture upright itself (the container's rotation and mirror boxes, which is
where phones record how they were held), so no EXIF orientation is applied on top: that would
turn it twice.
"""

from __future__ import annotations

import io

import numpy as np

from vision.errors import NotAnImageError, UnsupportedFormatError


def heif_size(data: bytes) -> tuple[int, int]:
    """The upright width and height of a HEIF image, read from its header, not decoded."""
    return _open(data).size


def decode_heif(data: bytes) -> np.ndarray:
    """The primary image of a HEIF file as BGR uint8, upright."""
    heif = _open(data)
    try:
        rgb = np.asarray(heif)
    except (ValueError, RuntimeError) as error:  # libheif reports damage when it decodes
        raise NotAnImageError(
            f"the HEIC image is damaged ({error})", reason="heic.damaged"
        ) from None
    if rgb.ndim != 3 or rgb.shape[2] not in (3, 4):
        raise NotAnImageError(
            "the HEIC image has no colour picture in it", reason="heic.no_picture"
        )
    channels = rgb[:, :, 2::-1]  # RGB(A) -> BGR, alpha dropped: a photo has none that matters
    return np.ascontiguousarray(channels)


def _open(data: bytes):  # noqa: ANN202 - pillow_heif's HeifFile, imported lazily
    try:
        import pillow_heif
    except ImportError:
        raise UnsupportedFormatError(
            "HEIC images need the pillow-heif package: pip install pillow-heif",
            reason="heic.unsupported",
        ) from None
    try:
        return pillow_heif.open_heif(io.BytesIO(data), convert_hdr_to_8bit=True)
    except (ValueError, RuntimeError, OSError) as error:
        raise NotAnImageError(
            f"the HEIC image is truncated or damaged ({error})", reason="heic.damaged"
        ) from None
