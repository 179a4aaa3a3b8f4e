"""Rasterise letters from a TrueType font with OpenCV alone.

This OpenCV build has no ``cv2.freetype`` and Hershey stroke fonts look nothing like Boggle dice,
so this reads glyph outlines (``cmap`` format 4, ``loca``, ``glyf``) straight from a .ttf file,
flattens the quadratic curves and fills them with ``cv2.fillPoly`` at 4x, then area-averages down
for anti-aliased edges.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import cv2
import numpy as np

FONT_CANDIDATES = (
    Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    Path("/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"),
    Path("/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf"),
)
_SUPERSAMPLE = 4
_CURVE_STEPS = 6
_LAST_CODE = 0xFF  # the character map read stops after Latin-1

Contour = np.ndarray  # (n, 2) float64 points in font units, y up


class FontUnavailableError(RuntimeError):
    """No usable TrueType font was found."""


@dataclass(frozen=True)
class GlyphOutline:
    contours: tuple[Contour, ...]
    bounds: tuple[float, float, float, float]  # x_min, y_min, x_max, y_max in font units
    advance: int


class TrueTypeFont:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._data = path.read_bytes()
        self._tables = self._table_directory()
        head = self._tables[b"head"]
        (self.units_per_em,) = struct.unpack(">H", self._data[head + 18 : head + 20])
        (self._long_loca,) = struct.unpack(">h", self._data[head + 50 : head + 52])
        hhea = self._tables[b"hhea"]
        (self._metrics_count,) = struct.unpack(">H", self._data[hhea + 34 : hhea + 36])
        self._cmap = self._read_cmap()
        self._cache: dict[str, GlyphOutline] = {}

    def _table_directory(self) -> dict[bytes, int]:
        (count,) = struct.unpack(">H", self._data[4:6])
        tables = {}
        for index in range(count):
            record = self._data[12 + 16 * index : 28 + 16 * index]
            tables[record[:4]] = struct.unpack(">I", record[8:12])[0]
        missing = {b"head", b"hhea", b"hmtx", b"cmap", b"loca", b"glyf"} - tables.keys()
        if missing:
            raise FontUnavailableError(f"{self.path} is not a TrueType outline font")
        return tables

    def _read_cmap(self) -> dict[int, int]:
        data, cmap = self._data, self._tables[b"cmap"]
        (count,) = struct.unpack(">H", data[cmap + 2 : cmap + 4])
        for index in range(count):
            platform, encoding, offset = struct.unpack(
                ">HHI", data[cmap + 4 + 8 * index : cmap + 12 + 8 * index]
            )
            sub = cmap + offset
            if (platform, encoding) in ((3, 1), (0, 3)) and data[sub : sub + 2] == b"\x00\x04":
                return self._cmap_format4(sub)
        raise FontUnavailableError(f"{self.path} has no Unicode character map")

    def _cmap_format4(self, sub: int) -> dict[int, int]:
        data = self._data
        (segments,) = struct.unpack(">H", data[sub + 6 : sub + 8])
        segments //= 2
        ends = struct.unpack(f">{segments}H", data[sub + 14 : sub + 14 + 2 * segments])
        base = sub + 16 + 2 * segments
        starts = struct.unpack(f">{segments}H", data[base : base + 2 * segments])
        deltas = struct.unpack(f">{segments}h", data[base + 2 * segments : base + 4 * segments])
        range_base = base + 4 * segments
        ranges = struct.unpack(f">{segments}H", data[range_base : range_base + 2 * segments])
        mapping = {}
        for seg, (start, end) in enumerate(zip(starts, ends, strict=True)):
            # Boggle faces need ASCII and the Latin-1 letters other editions print (the
            # Spanish Ñ, U+00D1).
            if start > _LAST_CODE:
                continue
            for code in range(start, min(end, _LAST_CODE) + 1):
                if ranges[seg] == 0:
                    glyph = (code + deltas[seg]) & 0xFFFF
                else:
                    at = range_base + 2 * seg + ranges[seg] + 2 * (code - start)
                    (glyph,) = struct.unpack(">H", data[at : at + 2])
                    glyph = (glyph + deltas[seg]) & 0xFFFF if glyph else 0
                mapping[code] = glyph
        return mapping

    def glyph(self, char: str) -> GlyphOutline:
        if char not in self._cache:
            index = self._cmap.get(ord(char), 0)
            contours = self._outline(index)
            points = np.vstack(contours) if contours else np.zeros((1, 2))
            bounds = (*points.min(axis=0), *points.max(axis=0))
            self._cache[char] = GlyphOutline(tuple(contours), bounds, self._advance(index))
        return self._cache[char]

    def _advance(self, index: int) -> int:
        hmtx = self._tables[b"hmtx"]
        at = hmtx + 4 * min(index, self._metrics_count - 1)
        return struct.unpack(">H", self._data[at : at + 2])[0]

    def _glyph_span(self, index: int) -> tuple[int, int]:
        loca = self._tables[b"loca"]
        if self._long_loca:
            start, end = struct.unpack(">II", self._data[loca + 4 * index : loca + 4 * index + 8])
        else:
            start, end = struct.unpack(">HH", self._data[loca + 2 * index : loca + 2 * index + 4])
            start, end = start * 2, end * 2
        glyf = self._tables[b"glyf"]
        return glyf + start, glyf + end

    def _outline(self, index: int) -> list[Contour]:
        start, end = self._glyph_span(index)
        if end <= start:
            return []
        data = self._data
        (contour_count,) = struct.unpack(">h", data[start : start + 2])
        if contour_count < 0:
            return self._composite(start + 10)
        ends = struct.unpack(
            f">{contour_count}H", data[start + 10 : start + 10 + 2 * contour_count]
        )
        pos = start + 10 + 2 * contour_count
        (instruction_bytes,) = struct.unpack(">H", data[pos : pos + 2])
        pos += 2 + instruction_bytes
        total = ends[-1] + 1 if ends else 0
        flags: list[int] = []
        while len(flags) < total:
            flag = data[pos]
            pos += 1
            repeat = 0
            if flag & 8:
                repeat = data[pos]
                pos += 1
            flags.extend([flag] * (repeat + 1))
        xs, pos = _coordinates(data, pos, flags, short_bit=2, same_bit=16)
        ys, pos = _coordinates(data, pos, flags, short_bit=4, same_bit=32)
        contours = []
        first = 0
        for last in ends:
            on_curve = [bool(f & 1) for f in flags[first : last + 1]]
            points = list(zip(xs[first : last + 1], ys[first : last + 1], strict=True))
            contours.append(_flatten(points, on_curve))
            first = last + 1
        return contours

    def _composite(self, pos: int) -> list[Contour]:
        data, contours = self._data, []
        while True:
            flags, index = struct.unpack(">HH", data[pos : pos + 4])
            pos += 4
            if flags & 1:
                dx, dy = struct.unpack(">hh", data[pos : pos + 4])
                pos += 4
            else:
                dx, dy = struct.unpack(">bb", data[pos : pos + 2])
                pos += 2
            pos += 2 if flags & 8 else 4 if flags & 0x40 else 8 if flags & 0x80 else 0
            offset = np.array([dx, dy], float) if flags & 2 else np.zeros(2)
            contours.extend(c + offset for c in self._outline(index))
            if not flags & 0x20:
                return contours


def _coordinates(
    data: bytes, pos: int, flags: list[int], short_bit: int, same_bit: int
) -> tuple[list[int], int]:
    values, value = [], 0
    for flag in flags:
        if flag & short_bit:
            delta = data[pos]
            pos += 1
            value += delta if flag & same_bit else -delta
        elif not flag & same_bit:
            value += struct.unpack(">h", data[pos : pos + 2])[0]
            pos += 2
        values.append(value)
    return values, pos


def _flatten(points: list[tuple[int, int]], on_curve: list[bool]) -> Contour:
    """Quadratic B-spline contour → polyline. Two off-curve points in a row imply an on-curve
    point halfway between them."""
    expanded: list[tuple[float, float, bool]] = []
    count = len(points)
    for i in range(count):
        x, y = points[i]
        expanded.append((x, y, on_curve[i]))
        nx, ny = points[(i + 1) % count]
        if not on_curve[i] and not on_curve[(i + 1) % count]:
            expanded.append(((x + nx) / 2, (y + ny) / 2, True))
    start = next((i for i, p in enumerate(expanded) if p[2]), None)
    if start is None:
        return np.array([(x, y) for x, y, _ in expanded], float)
    expanded = expanded[start:] + expanded[:start]
    out = [expanded[0][:2]]
    steps = np.linspace(0, 1, _CURVE_STEPS + 1)[1:, None]
    i = 0
    while i < len(expanded):
        current = np.array(expanded[i][:2])
        following = expanded[(i + 1) % len(expanded)]
        if following[2]:
            out.append(following[:2])
            i += 1
            continue
        control = np.array(following[:2])
        end = np.array(expanded[(i + 2) % len(expanded)][:2])
        curve = (1 - steps) ** 2 * current + 2 * (1 - steps) * steps * control + steps**2 * end
        out.extend(map(tuple, curve))
        i += 2
    return np.array(out, float)


@cache
def default_font() -> TrueTypeFont:
    for path in FONT_CANDIDATES:
        if path.is_file():
            return TrueTypeFont(path)
    raise FontUnavailableError(
        "no bold sans TrueType font found (install fonts-dejavu-core or fonts-liberation)"
    )


def text_mask(text: str, cap_height_px: float, font: TrueTypeFont | None = None) -> np.ndarray:
    """A float32 coverage mask (0..1) of ``text`` set on one line, cropped to its ink plus a
    one-pixel margin. ``cap_height_px`` is the height of a capital letter in pixels."""
    font = font or default_font()
    cap = font.glyph("H").bounds[3]
    scale = cap_height_px / cap * _SUPERSAMPLE
    pen, shapes = 0.0, []
    for char in text:
        glyph = font.glyph(char)
        shapes.extend(c + (pen, 0.0) for c in glyph.contours)
        pen += glyph.advance
    if not shapes:
        return np.zeros((1, 1), np.float32)
    points = np.vstack(shapes)
    x_min, y_min = points.min(axis=0)
    x_max, y_max = points.max(axis=0)
    pad = _SUPERSAMPLE
    width = int(np.ceil((x_max - x_min) * scale)) + 2 * pad
    height = int(np.ceil((y_max - y_min) * scale)) + 2 * pad
    width += -width % _SUPERSAMPLE
    height += -height % _SUPERSAMPLE
    canvas = np.zeros((height, width), np.uint8)
    polygons = []
    for contour in shapes:
        px = (contour[:, 0] - x_min) * scale + pad
        py = (y_max - contour[:, 1]) * scale + pad  # font y points up, image y points down
        polygons.append(np.rint(np.stack([px, py], axis=1) * 16).astype(np.int32))
    # fillPoly over all contours at once fills by parity, which cuts the counters of O, A, B...
    cv2.fillPoly(canvas, polygons, 255, cv2.LINE_8, shift=4)
    small = cv2.resize(
        canvas, (width // _SUPERSAMPLE, height // _SUPERSAMPLE), interpolation=cv2.INTER_AREA
    )
    return small.astype(np.float32) / 255.0
