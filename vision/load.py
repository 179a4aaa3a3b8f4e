"""Load a photo from a path, bytes or an array into a BGR uint8 image, refusing bad input clearly.

The pixel cap is checked on the header before anything is decoded, so a decompression bomb
costs a few microseconds rather than gigabytes.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from vision.errors import (
    ImageTooLargeError,
    NotAnImageError,
    UnsupportedFormatError,
)
from vision.heif import decode_heif, heif_size
from vision.params import PARAMS

# Pixels a dark photo is averaged over before its brightest are judged (expose).
_GRAIN = 5
_HEIF_BRANDS = {
    b"heic": "HEIC", b"heix": "HEIC", b"hevc": "HEIC", b"hevx": "HEIC", b"heim": "HEIC",
    b"heis": "HEIC", b"hevm": "HEIC", b"hevs": "HEIC", b"mif1": "HEIF", b"msf1": "HEIF",
    b"avif": "AVIF", b"avis": "AVIF",
}  # fmt: skip


@dataclass(frozen=True)
class LoadedImage:
    image: np.ndarray  # BGR uint8, EXIF orientation already applied
    original_size: tuple[int, int]  # width, height of the decoded image before any rotation
    source_format: str  # "JPEG", "PNG", "WebP", "BMP", "TIFF", "GIF", "HEIC", "HEIF" or "array"
    exif_rotation: int = 0  # degrees clockwise applied from the EXIF orientation tag
    exif_mirrored: bool = False  # the EXIF orientation also asked for a mirror image


def load_image(
    source: str | Path | bytes | bytearray | np.ndarray, *, max_pixels: int = PARAMS.load.max_pixels
) -> LoadedImage:
    """Decode ``source`` into a BGR uint8 image.

    Raises ``NotAnImageError`` (missing, empty, damaged or non-image data),
    ``UnsupportedFormatError`` (AVIF and other formats we cannot decode) or
    ``ImageTooLargeError`` (more than ``max_pixels`` pixels).
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
    _check_pixels(*size, max_pixels)
    if kind == "JPEG" and not _jpeg_is_complete(data):
        raise NotAnImageError(f"{name} is truncated or damaged", reason="image.damaged", name=name)

    buffer = np.frombuffer(data, np.uint8)
    decoded = cv2.imdecode(buffer, cv2.IMREAD_UNCHANGED | cv2.IMREAD_IGNORE_ORIENTATION)
    if decoded is None or decoded.size == 0:
        raise NotAnImageError(f"{name} is truncated or damaged", reason="image.damaged", name=name)
    if decoded.ndim == 4:  # multi-frame formats (GIF): keep the first frame
        decoded = decoded[0]
    image = _normalise(decoded, name)
    height, width = image.shape[:2]
    _check_pixels(width, height, max_pixels)

    orientation = jpeg_exif_orientation(data) if kind == "JPEG" else 1
    image, rotation, mirrored = apply_exif_orientation(image, orientation)
    return LoadedImage(np.ascontiguousarray(image), (width, height), kind, rotation, mirrored)


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


def sniff_format(data: bytes) -> str | None:
    """Name the format from the leading magic bytes, or None when nothing matches."""
    head = data[:64]
    if head.startswith(b"\xff\xd8\xff"):
        return "JPEG"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "PNG"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "WebP"
    if head.startswith(b"BM") and len(head) >= 26:
        return "BMP"
    if head[:4] in (b"II*\x00", b"MM\x00*"):
        return "TIFF"
    if head[:6] in (b"GIF87a", b"GIF89a"):
        return "GIF"
    if head[4:8] == b"ftyp":
        brand = head[8:12]
        if brand in _HEIF_BRANDS:
            return _HEIF_BRANDS[brand]
        compatible = head[16:64]
        for offset in range(0, len(compatible) - 3, 4):
            if compatible[offset : offset + 4] in _HEIF_BRANDS:
                return _HEIF_BRANDS[compatible[offset : offset + 4]]
        return None
    if head.startswith(b"\xff\x0a") or head.startswith(b"\x00\x00\x00\x0cJXL "):
        return "JPEG XL"
    if head.startswith(b"\x00\x00\x00\x0cjP  ") or head.startswith(b"\xff\x4f\xff\x51"):
        return "JPEG 2000"
    if head.startswith(b"8BPS"):
        return "PSD"
    if head.startswith(b"%PDF"):
        return "PDF"
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if text.startswith(b"<svg") or (text.startswith(b"<?xml") and b"<svg" in data[:4096].lower()):
        return "SVG"
    return None


def header_size(kind: str, data: bytes) -> tuple[int, int] | None:
    """(width, height) from the file header without decoding pixels; None when the header is
    damaged. TIFF and GIF headers are read too; an unreadable TIFF IFD yields None."""
    try:
        if kind == "PNG":
            if data[12:16] != b"IHDR":
                return None
            return struct.unpack(">II", data[16:24])
        if kind == "JPEG":
            return _jpeg_size(data)
        if kind == "BMP":
            (header_bytes,) = struct.unpack("<I", data[14:18])
            if header_bytes == 12:
                return struct.unpack("<HH", data[18:22])
            width, height = struct.unpack("<ii", data[18:26])
            return width, abs(height)
        if kind == "WebP":
            return _webp_size(data)
        if kind == "GIF":
            return struct.unpack("<HH", data[6:10])
        if kind == "TIFF":
            return _tiff_size(data)
    except struct.error:
        return None
    return None


def _jpeg_size(data: bytes) -> tuple[int, int] | None:
    pos = 2
    while pos + 4 <= len(data):
        if data[pos] != 0xFF:
            return None
        marker = data[pos + 1]
        if marker == 0xFF:  # fill byte
            pos += 1
            continue
        if marker in (0x01, *range(0xD0, 0xD8)):  # markers without a length
            pos += 2
            continue
        (length,) = struct.unpack(">H", data[pos + 2 : pos + 4])
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", data[pos + 5 : pos + 9])
            return width, height
        if marker in (0xDA, 0xD9):  # scan or end before any frame header
            return None
        pos += 2 + length
    return None


def _webp_size(data: bytes) -> tuple[int, int] | None:
    chunk = data[12:16]
    if chunk == b"VP8 ":
        if data[23:26] != b"\x9d\x01\x2a":
            return None
        width, height = struct.unpack("<HH", data[26:30])
        return width & 0x3FFF, height & 0x3FFF
    if chunk == b"VP8L":
        if data[20] != 0x2F:
            return None
        (bits,) = struct.unpack("<I", data[21:25])
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    if chunk == b"VP8X":
        width = int.from_bytes(data[24:27], "little") + 1
        height = int.from_bytes(data[27:30], "little") + 1
        return width, height
    return None


def _tiff_size(data: bytes) -> tuple[int, int] | None:
    order = "<" if data[:2] == b"II" else ">"
    (ifd,) = struct.unpack(order + "I", data[4:8])
    (count,) = struct.unpack(order + "H", data[ifd : ifd + 2])
    found: dict[int, int] = {}
    for index in range(count):
        entry = data[ifd + 2 + 12 * index : ifd + 14 + 12 * index]
        tag, kind = struct.unpack(order + "HH", entry[:4])
        if tag in (256, 257):
            fmt = "H" if kind == 3 else "I"
            (found[tag],) = struct.unpack(order + fmt, entry[8 : 8 + struct.calcsize(fmt)])
    if 256 in found and 257 in found:
        return found[256], found[257]
    return None


def _jpeg_is_complete(data: bytes) -> bool:
    """A JPEG whose main scan never reaches the EOI marker was cut short. Entropy-coded data
    stuffs every 0xFF byte, so an FFD9 after the first scan can only be the real end marker."""
    scan = _first_scan_offset(data)
    return scan is not None and data.find(b"\xff\xd9", scan) != -1


def _first_scan_offset(data: bytes) -> int | None:
    pos = 2
    while pos + 4 <= len(data):
        if data[pos] != 0xFF:
            return None
        marker = data[pos + 1]
        if marker == 0xFF:
            pos += 1
            continue
        if marker in (0x01, *range(0xD0, 0xD8)):
            pos += 2
            continue
        if marker == 0xDA:
            return pos
        (length,) = struct.unpack(">H", data[pos + 2 : pos + 4])
        pos += 2 + length
    return None


def jpeg_exif_orientation(data: bytes) -> int:
    """The EXIF orientation tag (1-8) of a JPEG, 1 when absent or unreadable."""
    pos = 2
    try:
        while pos + 4 <= len(data) and data[pos] == 0xFF:
            marker = data[pos + 1]
            if marker in (0xDA, 0xD9):
                return 1
            (length,) = struct.unpack(">H", data[pos + 2 : pos + 4])
            segment = data[pos + 4 : pos + 2 + length]
            if marker == 0xE1 and segment.startswith(b"Exif\x00\x00"):
                return _tiff_orientation(segment[6:])
            pos += 2 + length
    except struct.error:
        return 1
    return 1


def _tiff_orientation(tiff: bytes) -> int:
    if tiff[:2] not in (b"II", b"MM"):
        return 1
    order = "<" if tiff[:2] == b"II" else ">"
    (ifd,) = struct.unpack(order + "I", tiff[4:8])
    (count,) = struct.unpack(order + "H", tiff[ifd : ifd + 2])
    for index in range(count):
        entry = tiff[ifd + 2 + 12 * index : ifd + 14 + 12 * index]
        tag, _kind, _n, value = struct.unpack(order + "HHIH", entry[:10])
        if tag == 0x0112:
            return value if 1 <= value <= 8 else 1
    return 1


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
