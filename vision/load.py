"""Load a photo from a path, bytes or an array into a BGR uint8 image, refusing bad input clearly.

The pixel cap is checked on the header before anything is decoded, so a decompression bomb
costs a few microseconds rather than gigabytes. A JPEG over the cap (a 108 or 200 MP phone
photo) is decoded at 1/2, 1/4 or 1/8 of its size by libjpeg's scaled decoding, which never
holds the full pixels.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from vision.errors import (
    ImageTooLargeError,
    NotAnImageError,
    UnsupportedFormatError,
)
from vision.file_header import (
    header_size,
    jpeg_exif_orientation,
    jpeg_is_complete,
    jpeg_is_progressive,
    sniff_format,
)
from vision.heif import decode_heif, heif_size
from vision.params import PARAMS

# Pixels a dark photo is averaged over before its brightest are judged (expose).
_GRAIN = 5


@dataclass(frozen=True)
class LoadedImage:
    image: np.ndarray  # BGR uint8, EXIF orientation already applied
    original_size: tuple[int, int]  # width, height of the decoded image before any rotation
    source_format: str  # "JPEG", "PNG", "WebP", "BMP", "TIFF", "GIF", "HEIC", "HEIF" or "array"
    exif_rotation: int = 0  # degrees clockwise applied from the EXIF orientation tag
    exif_mirrored: bool = False  # the EXIF orientation also asked for a mirror image
    reduction: int = 1  # a large JPEG is decoded at 1/2, 1/4 or 1/8 of its stored size


def load_image(
    source: str | Path | bytes | bytearray | np.ndarray, *, max_pixels: int = PARAMS.load.max_pixels
) -> LoadedImage:
    """Decode ``source`` into a BGR uint8 image.

    Raises ``NotAnImageError`` (missing, empty, damaged or non-image data),
    ``UnsupportedFormatError`` (AVIF and other formats we cannot decode) or
    ``ImageTooLargeError`` (more than ``max_pixels`` pixels, or for a baseline JPEG, more
    than it has at 1/8 of its size). A JPEG over ``max_pixels`` comes back reduced (see
    ``LoadedImage.reduction``).
    """
    if isinstance(source, np.ndarray):
        image = _normalise(source, "the image array")
        _check_pixels(image.shape[1], image.shape[0], max_pixels)
        return LoadedImage(image, (image.shape[1], image.shape[0]), "array")
    if isinstance(source, bytes | bytearray | memoryview):
        return _load_bytes(bytes(source), max_pixels, "the image data")
    if isinstance(source, str | Path):
        return _load_bytes(_read_file(Path(source)), max_pixels, "the file")
    raise TypeError(f"cannot load an image from a {type(source).__name__}")


def processing_size(image: np.ndarray) -> tuple[np.ndarray, float]:
    """``image`` at the size the reader works at: shrunk until its longest side is at most
    ``processing_side``, or enlarged until it is at least ``min_processing_side``; with the
    scale used (new size / old size)."""
    small, scale = downscale(image, PARAMS.reading.processing_side)
    longest = max(small.shape[:2])
    smallest = PARAMS.reading.min_processing_side
    if longest >= smallest:
        return small, scale
    factor = smallest / longest
    height, width = small.shape[:2]
    size = (round(width * factor), round(height * factor))
    return cv2.resize(small, size, interpolation=cv2.INTER_CUBIC), scale * factor


def downscale(image: np.ndarray, max_side: int) -> tuple[np.ndarray, float]:
    """Shrink ``image`` so its longer side is at most ``max_side``; return it with the scale used
    (new size / old size, 1.0 when nothing changed)."""
    if max_side <= 0:
        raise ValueError("max_side must be positive")
    height, width = image.shape[:2]
    longest = max(height, width)
    if longest <= max_side:
        return image, 1.0
    scale = max_side / longest
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    return cv2.resize(image, size, interpolation=cv2.INTER_AREA), scale


def expose(image: np.ndarray) -> np.ndarray:
    """``image`` (BGR uint8) brightened when it is very dark (the brightest pixels, which a
    board's pale dice should be, far below white): the tray and dice thresholds work on
    brightness, and an underexposed photo holds its board below all of them."""
    # Averaged over a few pixels first, so that a grainy sensor's brightest specks do not pass
    # for white dice; then every ninth pixel is plenty for a percentile.
    sample = cv2.blur(image, (_GRAIN, _GRAIN))[::3, ::3].max(axis=2)
    brightest = float(np.percentile(sample, 99.9)) if sample.size else 0.0
    if brightest >= PARAMS.load.dark_photo or brightest <= 0:
        return image
    gain = PARAMS.load.exposed_white / brightest
    return cv2.convertScaleAbs(image, alpha=gain)


def _read_file(path: Path) -> bytes:
    try:
        if path.is_dir():
            raise NotAnImageError(
                f"{path} is a folder, not an image file", reason="file.folder", path=str(path)
            )
        return path.read_bytes()
    except FileNotFoundError:
        raise NotAnImageError(
            f"file not found: {path}", reason="file.not_found", path=str(path)
        ) from None
    except PermissionError:
        raise NotAnImageError(
            f"cannot open {path}: permission denied", reason="file.denied", path=str(path)
        ) from None
    except OSError as error:
        problem = str(error.strerror or error)
        raise NotAnImageError(
            f"cannot read {path}: {problem}",
            reason="file.unreadable",
            path=str(path),
            problem=problem,
        ) from None


def _load_bytes(data: bytes, max_pixels: int, name: str) -> LoadedImage:
    if not data:
        raise NotAnImageError(
            f"{name} is empty: it is not an image", reason="image.empty", name=name
        )
    kind = sniff_format(data)
    if kind is None:
        raise NotAnImageError(
            f"{name} is not an image (not JPEG, PNG, HEIC, WebP, BMP or TIFF)",
            reason="image.unknown_format",
            name=name,
        )
    if kind in {"HEIC", "HEIF"}:
        _check_pixels(*heif_size(data), max_pixels)
        image = _normalise(decode_heif(data), name)
        height, width = image.shape[:2]
        return LoadedImage(image, (width, height), kind)
    if kind in {"AVIF", "JPEG XL", "JPEG 2000", "PSD", "PDF", "SVG"}:
        raise UnsupportedFormatError(
            f"{kind} images are not supported; export the photo as JPEG or PNG",
            reason="image.unsupported",
            kind=kind,
        )
    size = header_size(kind, data)
    if size is None:
        raise NotAnImageError(f"{name} is truncated or damaged", reason="image.damaged", name=name)
    reduction = _jpeg_reduction(size, data, max_pixels, name) if kind == "JPEG" else 1
    if reduction == 1:
        _check_pixels(*size, max_pixels)
    if kind == "JPEG" and not jpeg_is_complete(data):
        raise NotAnImageError(f"{name} is truncated or damaged", reason="image.damaged", name=name)

    buffer = np.frombuffer(data, np.uint8)
    flags = _REDUCED[reduction] if reduction > 1 else cv2.IMREAD_UNCHANGED
    decoded = cv2.imdecode(buffer, flags | cv2.IMREAD_IGNORE_ORIENTATION)
    if decoded is None or decoded.size == 0:
        raise NotAnImageError(f"{name} is truncated or damaged", reason="image.damaged", name=name)
    if decoded.ndim == 4:  # multi-frame formats (GIF): keep the first frame
        decoded = decoded[0]
    image = _normalise(decoded, name)
    height, width = image.shape[:2]
    _check_pixels(width, height, max_pixels)

    orientation = jpeg_exif_orientation(data) if kind == "JPEG" else 1
    image, rotation, mirrored = apply_exif_orientation(image, orientation)
    return LoadedImage(
        np.ascontiguousarray(image), (width, height), kind, rotation, mirrored, reduction
    )


# libjpeg's scaled decoding: the DCT is cut to 4 x 4, 2 x 2 or 1 x 1, so each 8 x 8 block
# decodes straight to its reduced pixels.
_REDUCED = {
    2: cv2.IMREAD_REDUCED_COLOR_2,
    4: cv2.IMREAD_REDUCED_COLOR_4,
    8: cv2.IMREAD_REDUCED_COLOR_8,
}


def _jpeg_reduction(size: tuple[int, int], data: bytes, max_pixels: int, name: str) -> int:
    """1 for a JPEG within ``max_pixels``; for a larger one, the least of 2, 4 and 8 that
    brings it within ``reduced_pixels``. Refused: one too large even at 1/8; a progressive
    one (its decoder holds every coefficient of the full image, whatever the scale); and one
    whose file is far too small for the pixels its header claims (a decompression bomb)."""
    width, height = size
    if width * height <= max_pixels:
        return 1
    if jpeg_is_progressive(data):
        _check_pixels(width, height, max_pixels)  # refused: no cheap way to decode it small
    _check_pixels(width, height, max_pixels * 64)  # what even 1/8 cannot bring within the cap
    if len(data) < width * height * PARAMS.load.min_jpeg_bytes_per_megapixel / 1e6:
        raise NotAnImageError(
            f"{name} claims {width} x {height} pixels in only {len(data) // 1024} KB: it is "
            "damaged, or a decompression bomb",
            reason="image.bomb",
            name=name,
            width=width,
            height=height,
            kilobytes=len(data) // 1024,
        )
    target = min(max_pixels, PARAMS.load.reduced_pixels)
    for factor in (2, 4):
        if -(-width // factor) * -(-height // factor) <= target:
            return factor
    return 8


def _check_pixels(width: int, height: int, max_pixels: int) -> None:
    if width <= 0 or height <= 0:
        raise NotAnImageError("the image has no pixels", reason="image.no_pixels")
    if width * height > max_pixels:
        raise ImageTooLargeError(
            f"the image is {width} x {height} pixels ({width * height / 1e6:.0f} megapixels); "
            f"the limit is {max_pixels / 1e6:.0f} megapixels",
            reason="image.too_large",
            width=width,
            height=height,
            megapixels=round(width * height / 1e6),
            limit=round(max_pixels / 1e6),
        )


def _normalise(image: np.ndarray, name: str) -> np.ndarray:
    """Any decoded layout (gray, BGRA, 16-bit, float) → 3-channel BGR uint8."""
    if image.ndim == 2:
        image = image[:, :, np.newaxis]
    if image.ndim != 3 or image.shape[2] not in (1, 2, 3, 4) or image.size == 0:
        raise NotAnImageError(
            f"{name} is not an image (array shape {image.shape})",
            reason="image.bad_shape",
            name=name,
        )
    image = _to_uint8(image, name)
    channels = image.shape[2]
    if channels in (2, 4):  # composite over white: transparent areas of a photo read as paper
        alpha = image[:, :, -1:].astype(np.float32) / 255.0
        colour = image[:, :, :-1].astype(np.float32)
        image = np.rint(colour * alpha + 255.0 * (1.0 - alpha)).astype(np.uint8)
        channels -= 1
    if channels == 1:
        image = cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
    return image


def _to_uint8(image: np.ndarray, name: str) -> np.ndarray:
    if image.dtype == np.uint8:
        return image
    if image.dtype == np.uint16:
        # 65535 / 257 == 255 exactly, so the full range maps onto the full range.
        return np.rint(image.astype(np.float32) / 257.0).astype(np.uint8)
    if image.dtype == np.int8:
        return (image.astype(np.int16) + 128).astype(np.uint8)
    if image.dtype == np.int16:
        return np.rint((image.astype(np.float32) + 32768.0) / 257.0).astype(np.uint8)
    if np.issubdtype(image.dtype, np.floating):
        data = np.nan_to_num(image.astype(np.float32))
        peak = float(data.max()) if data.size else 0.0
        scale = 255.0 if peak <= 1.0 else 1.0  # floats are usually 0..1, sometimes 0..255
        return np.clip(np.rint(data * scale), 0, 255).astype(np.uint8)
    raise NotAnImageError(
        f"{name} has an unsupported pixel type ({image.dtype})",
        reason="image.bad_pixels",
        name=name,
    )


def apply_exif_orientation(image: np.ndarray, orientation: int) -> tuple[np.ndarray, int, bool]:
    """Turn a stored image upright per EXIF ``orientation``; return it, the clockwise rotation
    applied and whether it was mirrored (the mirror is applied after the rotation)."""
    rotation, mirrored = {
        1: (0, False), 2: (0, True), 3: (180, False), 4: (180, True),
        5: (90, True), 6: (90, False), 7: (270, True), 8: (270, False),
    }.get(orientation, (0, False))  # fmt: skip
    codes = {90: cv2.ROTATE_90_CLOCKWISE, 180: cv2.ROTATE_180, 270: cv2.ROTATE_90_COUNTERCLOCKWISE}
    if rotation:
        image = cv2.rotate(image, codes[rotation])
    if mirrored:
        image = cv2.flip(image, 1)
    return image, rotation, mirrored
