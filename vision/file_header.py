"""What a photo's file says of itself before any pixel is decoded: its format from the leading
bytes, its size from the header (so the loader can refuse a decompression bomb cheaply), whether
a JPEG was cut short, and its EXIF orientation."""

from __future__ import annotations

import struct
from collections.abc import Iterator

_HEIF_BRANDS = {
    b"heic": "HEIC", b"heix": "HEIC", b"hevc": "HEIC", b"hevx": "HEIC", b"heim": "HEIC",
    b"heis": "HEIC", b"hevm": "HEIC", b"hevs": "HEIC", b"mif1": "HEIF", b"msf1": "HEIF",
    b"avif": "AVIF", b"avis": "AVIF",
}  # fmt: skip


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


def _jpeg_markers(data: bytes) -> Iterator[tuple[int, int]]:
    """Each marker segment of a JPEG after its SOI, as (offset, marker), fill bytes and the
    markers without a length skipped; ends at bytes that are no marker."""
    pos = 2
    while pos + 4 <= len(data) and data[pos] == 0xFF:
        marker = data[pos + 1]
        if marker == 0xFF:  # fill byte
            pos += 1
            continue
        if marker in (0x01, *range(0xD0, 0xD8)):  # markers without a length
            pos += 2
            continue
        yield pos, marker
        (length,) = struct.unpack(">H", data[pos + 2 : pos + 4])
        pos += 2 + length


def _is_frame_header(marker: int) -> bool:
    """SOF0-SOF15; C4, C8 and CC share the range but are no frame header."""
    return 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC)


def _jpeg_size(data: bytes) -> tuple[int, int] | None:
    for pos, marker in _jpeg_markers(data):
        if _is_frame_header(marker):
            height, width = struct.unpack(">HH", data[pos + 5 : pos + 9])
            return width, height
        if marker in (0xDA, 0xD9):  # scan or end before any frame header
            return None
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
            if tag in found:  # a size given twice: decoders read the first, so no size is sure
                return None
            fmt = "H" if kind == 3 else "I"
            (found[tag],) = struct.unpack(order + fmt, entry[8 : 8 + struct.calcsize(fmt)])
    if 256 in found and 257 in found:
        return found[256], found[257]
    return None


def jpeg_is_progressive(data: bytes) -> bool:
    """True when the JPEG's frame header is a progressive one (SOF2, SOF6, SOF10, SOF14)."""
    for _pos, marker in _jpeg_markers(data):
        if _is_frame_header(marker):
            return marker in (0xC2, 0xC6, 0xCA, 0xCE)
        if marker in (0xDA, 0xD9):
            return False
    return False


def jpeg_is_complete(data: bytes) -> bool:
    """A JPEG whose main scan never reaches the EOI marker was cut short. Entropy-coded data
    stuffs every 0xFF byte, so an FFD9 after the first scan can only be the real end marker."""
    scan = _first_scan_offset(data)
    return scan is not None and data.find(b"\xff\xd9", scan) != -1


def _first_scan_offset(data: bytes) -> int | None:
    return next((pos for pos, marker in _jpeg_markers(data) if marker == 0xDA), None)


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
