"""Screenshots of digital Boggle boards, as a phone shows them, with exact ground truth.

Four looks after the apps players use: ``friends`` (Boggle With Friends: white tiles with a
raised edge on a blue gradient, the word's tiles lit yellow), ``wordament`` (square orange or
teal tiles, white letters, each tile's points in its corner, on black), ``lexica`` (grey tiles
with a thin outline on a light or dark page, sometimes a point value) and ``tanglet`` (rounded
tiles shaded top to bottom with a drop shadow on a warm page). Around the board: a score bar
with the timer, the word being typed (the friends look sets it as small tiles), buttons and a
list of words found. Fonts are the TrueType fonts this machine has (``SCREEN_FONTS``); the
phone's aspect ratio, the tile colours, corners, gaps and sizes vary with the seed, and some
screenshots are scaled down and saved as JPEG as a messaging app would. Same board + seed →
same screenshot.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import cv2
import numpy as np

from solver import BLANK, Board, roll
from synth.font import FontUnavailableError, TrueTypeFont, text_mask
from synth.screen_paint import WORDS, Look, buttons, gradient, paint, rounded, score_bar, typed_word

SCREEN_STYLES = ("friends", "wordament", "lexica", "tanglet")
_FONT_DIRS = (
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts/truetype/liberation"),
)
# Upright faces in the sans, serif and mono families the apps use (no italics, no hairlines).
SCREEN_FONTS = (
    "DejaVuSans-Bold", "DejaVuSans", "DejaVuSansCondensed-Bold", "DejaVuSansMono-Bold",
    "DejaVuSerif-Bold", "LiberationSans-Bold", "LiberationSans-Regular",
    "LiberationSansNarrow-Bold", "LiberationSerif-Bold", "LiberationMono-Bold",
)  # fmt: skip
_PHONES = ((1080, 1920), (1080, 2340), (750, 1334), (720, 1280), (1170, 2532), (828, 1792))
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

Colour = tuple[int, int, int]  # BGR
Box = tuple[int, int, int, int]  # x, y, width, height


@dataclass(frozen=True)
class SynthScreenshot:
    image: np.ndarray  # BGR uint8
    board: Board  # the faces, all upright
    style: str
    font: str  # the file name (no suffix) of the tiles' font
    tiles: tuple[Box, ...]  # row-major tile boxes in the image's pixels


def render_screenshot(
    board: Board, seed: int, *, style: str | None = None, font: str | None = None
) -> SynthScreenshot:
    """A phone screenshot of ``board`` (4x4 or 5x5) in ``style`` (one of ``SCREEN_STYLES``;
    the seed's turn in them when None) set in ``font`` (one of ``SCREEN_FONTS``, by the seed when
    None)."""
    if style is None:
        style = SCREEN_STYLES[seed % len(SCREEN_STYLES)]
    if style not in SCREEN_STYLES:
        raise ValueError(f"unknown screenshot style {style!r}; choose from {SCREEN_STYLES}")
    rng = np.random.default_rng([seed, SCREEN_STYLES.index(style)])
    font = font or SCREEN_FONTS[int(rng.integers(len(SCREEN_FONTS)))]
    look = _look(style, rng)
    width, height = _PHONES[int(rng.integers(len(_PHONES)))]
    canvas = gradient(width, height, *look.page)
    typeface = screen_font(font)
    ui_font = screen_font("DejaVuSans-Bold")

    # The board: a square block of tiles, most of the phone's width, in its upper half.
    size = board.rows
    board_side = rng.uniform(0.8, 0.96) * width
    side = int(board_side / (size + (size - 1) * look.gap))
    pitch = side * (1 + look.gap)
    board_side = side + (size - 1) * pitch
    left = (width - board_side) / 2
    top_of_board = rng.uniform(0.24, 0.36) * height
    if look.panel is not None:
        pad = int(0.5 * (pitch - side) + 0.04 * side)
        plate = rounded(int(board_side) + 2 * pad, int(board_side) + 2 * pad, 0.03)
        paint(canvas, plate, int(left) - pad, int(top_of_board) - pad, look.panel)
    word = WORDS[int(rng.integers(len(WORDS)))]
    lit = set(map(int, rng.choice(size * size, size=int(rng.integers(0, 5)), replace=False)))
    tiles: list[Box] = []
    for index, face in enumerate(board.faces):
        row, col = divmod(index, size)
        x = round(left + col * pitch)
        y = round(top_of_board + row * pitch)
        fill = (look.lit, look.lit) if index in lit else look.tile
        _tile(canvas, x, y, side, look, fill)
        # A lit tile as pale as the letters prints them in the page's dark colour instead.
        ink = look.page[1] if _alike(fill[0], look.ink) else look.ink
        _letter(canvas, face, x, y, side, look, typeface, ink)
        if look.points and face != BLANK:
            _points(canvas, face, x, y, side, look, typeface)
        tiles.append((x, y, side, side))

    score_bar(canvas, look, ui_font, rng)
    typed_word(canvas, word, int(top_of_board - 0.12 * width), look, ui_font, typeface)
    buttons(canvas, int(top_of_board + board_side + 0.05 * width), look, ui_font, rng)
    image = np.clip(np.rint(canvas), 0, 255).astype(np.uint8)
    image, tiles = _shared(image, tiles, rng)
    return SynthScreenshot(image, board, style, font, tuple(tiles))


def random_screen_board(seed: int, size: int | None = None) -> Board:
    """A board for screenshot ``seed``: 4x4 or 5x5, rolled from the real dice half the time and
    otherwise any letters (so rare ones such as J, X, Z and Qu turn up often)."""
    rng = random.Random(seed * 7919 + 1)
    size = size or rng.choice((4, 5))
    if rng.random() < 0.5:
        return roll("big" if size == 5 else rng.choice(("classic", "new")), rng)
    faces = ["Qu" if c == "Q" else c for c in (rng.choice(_LETTERS) for _ in range(size * size))]
    return Board(tuple(tuple(faces[r * size : (r + 1) * size]) for r in range(size)))


@cache
def screen_font(name: str) -> TrueTypeFont:
    for folder in _FONT_DIRS:
        path = folder / f"{name}.ttf"
        if path.is_file():
            return TrueTypeFont(path)
    raise FontUnavailableError(
        f"font {name} not found (install fonts-dejavu-core, fonts-liberation)"
    )


def _look(style: str, rng: np.random.Generator) -> Look:
    def jitter(colour: Colour, spread: int = 14) -> Colour:
        return tuple(int(np.clip(c + rng.integers(-spread, spread + 1), 0, 255)) for c in colour)  # type: ignore[return-value]

    if style == "friends":
        tile = jitter((246, 248, 250), 6)
        return Look(
            page=(jitter((190, 120, 40)), jitter((120, 60, 20))), panel=None,
            tile=(tile, tile), lit=jitter((70, 205, 255), 10), ink=jitter((90, 45, 25), 20),
            ui=(255, 255, 255), corner=rng.uniform(0.1, 0.22), gap=rng.uniform(0.07, 0.14),
            raised=rng.uniform(0.04, 0.08), outline=0, shadow=False, points="",
            typed_as_tiles=True, cap=rng.uniform(0.48, 0.58),
        )  # fmt: skip
    if style == "wordament":
        tile = jitter((0, 140, 240)) if rng.random() < 0.6 else jitter((150, 140, 0))
        return Look(
            page=(jitter((20, 20, 20), 10), jitter((10, 10, 10), 8)), panel=None,
            tile=(tile, tile), lit=(250, 250, 250) if rng.random() < 0.5 else jitter((0, 90, 190)),
            ink=(255, 255, 255), ui=(235, 235, 235), corner=0.0, gap=rng.uniform(0.03, 0.08),
            raised=0.0, outline=0, shadow=False, points="top-left", typed_as_tiles=False,
            cap=rng.uniform(0.4, 0.5),
        )  # fmt: skip
    if style == "lexica":
        dark = rng.random() < 0.4
        tile = jitter((70, 70, 72), 8) if dark else jitter((228, 228, 226), 8)
        points = "bottom-right" if rng.random() < 0.5 else ""
        return Look(
            page=((34, 32, 30), (30, 28, 26)) if dark else ((250, 250, 250), (242, 242, 242)),
            panel=jitter((50, 50, 50), 6) if dark else jitter((205, 205, 205), 8),
            tile=(tile, tile), lit=jitter((120, 200, 120) if not dark else (60, 120, 60), 10),
            ink=(240, 240, 240) if dark else (20, 20, 20),
            ui=(200, 200, 200) if dark else (60, 60, 60),
            corner=rng.uniform(0.0, 0.1), gap=rng.uniform(0.03, 0.07), raised=0.0,
            outline=int(rng.integers(0, 3)), shadow=False,
            points=points, typed_as_tiles=False,
            # With points in a corner the letter stays clear of them, as the apps lay it out.
            cap=rng.uniform(0.42, 0.5) if points else rng.uniform(0.45, 0.6),
        )  # fmt: skip
    top = jitter((200, 232, 245), 8)
    return Look(
        page=(jitter((120, 170, 205)), jitter((70, 110, 150))), panel=None,
        tile=(top, tuple(max(0, c - int(rng.integers(25, 45))) for c in top)),  # type: ignore[arg-type]
        lit=jitter((150, 220, 150), 10), ink=jitter((30, 30, 30), 10), ui=(40, 40, 40),
        corner=rng.uniform(0.18, 0.3), gap=rng.uniform(0.08, 0.16), raised=0.0, outline=1,
        shadow=True, points="", typed_as_tiles=False, cap=rng.uniform(0.45, 0.55),
    )  # fmt: skip


def _tile(
    canvas: np.ndarray, x: int, y: int, side: int, look: Look, fill: tuple[Colour, Colour]
) -> None:
    shape = rounded(side, side, look.corner)
    if look.shadow:
        blurred = cv2.GaussianBlur(shape, (0, 0), side * 0.04)
        paint(canvas, 0.45 * blurred, x + side // 25, y + side // 18, (0, 0, 0))
    if look.raised > 0:
        edge = tuple(int(c * 0.72) for c in fill[1])
        paint(canvas, shape, x, y + round(look.raised * side), edge)  # type: ignore[arg-type]
    if look.outline:
        rim = tuple(int(c * 0.6) for c in fill[1])
        paint(canvas, shape, x, y, rim)  # type: ignore[arg-type]
        inner = rounded(side - 2 * look.outline, side - 2 * look.outline, look.corner)
        paint(
            canvas,
            inner,
            x + look.outline,
            y + look.outline,
            gradient(side - 2 * look.outline, side - 2 * look.outline, *fill),
        )
    else:
        paint(canvas, shape, x, y, gradient(side, side, *fill))


def _alike(first: Colour, second: Colour) -> bool:
    return max(abs(a - b) for a, b in zip(first, second, strict=True)) < 60


def _letter(
    canvas: np.ndarray,
    face: str,
    x: int,
    y: int,
    side: int,
    look: Look,
    font: TrueTypeFont,
    ink_colour: Colour,
) -> None:
    if face == BLANK:
        return
    cap = look.cap * side * (0.8 if len(face) > 1 else 1.0)
    ink = text_mask(face, cap, font)
    if ink.shape[1] > 0.8 * side:
        ink = text_mask(face, cap * 0.8 * side / ink.shape[1], font)
    # Capitals sit centred on the tile; a lower-case u beside Q keeps the capital's baseline.
    top = y + (side - text_mask(face[0], cap, font).shape[0]) // 2
    paint(canvas, ink, x + (side - ink.shape[1]) // 2, top, ink_colour)


# Each face's points as a word game prints them on its tile.
_POINTS = {
    **dict.fromkeys("AEIOULNRST", "1"), **dict.fromkeys("DG", "2"), **dict.fromkeys("BCMP", "3"),
    **dict.fromkeys("FHVWY", "4"), "K": "5", "J": "8", "X": "8", "Qu": "10", "Z": "10",
}  # fmt: skip


def _points(
    canvas: np.ndarray, face: str, x: int, y: int, side: int, look: Look, font: TrueTypeFont
) -> None:
    digits = text_mask(_POINTS.get(face, "1"), 0.13 * side, font)
    margin = int(0.08 * side)
    if look.points == "top-left":
        paint(canvas, digits, x + margin, y + margin, look.ink)
    else:
        paint(
            canvas,
            digits,
            x + side - margin - digits.shape[1],
            y + side - margin - digits.shape[0],
            look.ink,
        )


def _shared(
    image: np.ndarray, tiles: list[Box], rng: np.random.Generator
) -> tuple[np.ndarray, list[Box]]:
    """Some screenshots reach us scaled down and saved as JPEG by a messaging app."""
    if rng.random() < 0.3:
        scale = rng.uniform(0.5, 0.9)
        height, width = image.shape[:2]
        image = cv2.resize(
            image, (int(width * scale), int(height * scale)), interpolation=cv2.INTER_AREA
        )
        tiles = [tuple(round(v * scale) for v in box) for box in tiles]  # type: ignore[misc]
    if rng.random() < 0.3:
        quality = int(rng.integers(60, 95))
        ok, encoded = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, quality])
        if ok:
            image = cv2.imdecode(encoded, cv2.IMREAD_COLOR)
    return image, tiles
