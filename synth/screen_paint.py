"""Painting for the screenshot renderer (synth.screenshot): anti-aliased shapes blended into a
float BGR canvas, text in a TrueType font, and what a game shows around its board (the score
bar with the timer, the word being typed, buttons and the words found)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from synth.font import TrueTypeFont, text_mask

Colour = tuple[int, int, int]  # BGR


@dataclass(frozen=True)
class Look:
    """How a game draws its page, tiles and letters."""

    page: tuple[Colour, Colour]  # top and bottom of the page's gradient
    panel: Colour | None  # a plate behind the tiles
    tile: tuple[Colour, Colour]  # top and bottom of each tile's fill
    lit: Colour  # the fill of the tiles of the word being typed
    ink: Colour
    ui: Colour  # text and bars around the board
    corner: float  # of the tile side
    gap: float  # of the tile side
    raised: float  # a darker edge under each tile (of the side); 0 for none
    outline: int  # px of a darker outline round each tile; 0 for none
    shadow: bool  # a soft drop shadow under each tile
    points: str  # where each tile shows its points: "", "top-left" or "bottom-right"
    typed_as_tiles: bool  # the word being typed is set as small tiles
    cap: float  # letter cap height, of the tile side


WORDS = ("QUEST", "TRAIN", "STONE", "LEARN", "PLATE", "GRIND", "MOTHS", "WORDS", "ZEBRA")


def gradient(width: int, height: int, top: Colour, bottom: Colour) -> np.ndarray:
    share = np.linspace(0.0, 1.0, height, dtype=np.float32)[:, None, None]
    column = (1 - share) * np.float32(top) + share * np.float32(bottom)
    return np.repeat(column, width, axis=1)


@cache
def rounded(width: int, height: int, corner: float) -> np.ndarray:
    """Anti-aliased coverage (0..1) of a rounded rectangle; ``corner`` of the shorter side."""
    radius = corner * min(width, height)
    xs = np.abs(np.arange(width, dtype=np.float32) + 0.5 - width / 2)[None, :]
    ys = np.abs(np.arange(height, dtype=np.float32) + 0.5 - height / 2)[:, None]
    qx, qy = xs - (width / 2 - radius), ys - (height / 2 - radius)
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0)) + np.minimum(np.maximum(qx, qy), 0)
    alpha = np.clip(0.5 - (outside - radius), 0, 1).astype(np.float32)
    alpha.setflags(write=False)
    return alpha


def paint(
    canvas: np.ndarray, alpha: np.ndarray, x: int, y: int, colour: Colour | np.ndarray
) -> None:
    """Blend ``colour`` (a BGR triple, or a picture of alpha's size) into ``canvas`` through
    ``alpha`` with its top-left at (x, y), clipped to the canvas."""
    height, width = canvas.shape[:2]
    x0, y0, x1, y1 = (
        max(x, 0),
        max(y, 0),
        min(x + alpha.shape[1], width),
        min(y + alpha.shape[0], height),
    )
    if x0 >= x1 or y0 >= y1:
        return
    part = alpha[y0 - y : y1 - y, x0 - x : x1 - x, None]
    paint = np.float32(colour)
    if paint.ndim == 3:
        paint = paint[y0 - y : y1 - y, x0 - x : x1 - x]
    region = canvas[y0:y1, x0:x1]
    region[:] = region * (1 - part) + paint * part


def text(
    canvas: np.ndarray,
    text: str,
    x: int,
    y: int,
    cap: float,
    colour: Colour,
    font: TrueTypeFont,
    centred: bool = False,
) -> None:
    ink = text_mask(text, cap, font)
    paint(canvas, ink, x - ink.shape[1] // 2 if centred else x, y, colour)


def score_bar(canvas: np.ndarray, look: Look, font: TrueTypeFont, rng: np.random.Generator) -> None:
    width = canvas.shape[1]
    bar = int(0.16 * width)
    shade = tuple(int(c * 0.75) for c in look.page[0])
    paint(canvas, np.ones((bar, width), np.float32), 0, int(0.02 * width), shade)  # type: ignore[arg-type]
    cap = 0.045 * width
    text(
        canvas,
        f"Score {int(rng.integers(0, 400))}",
        int(0.05 * width),
        int(0.07 * width),
        cap,
        look.ui,
        font,
    )
    seconds = int(rng.integers(0, 180))
    text(
        canvas,
        f"{seconds // 60}:{seconds % 60:02d}",
        int(0.8 * width),
        int(0.07 * width),
        cap,
        look.ui,
        font,
    )


def typed_word(
    canvas: np.ndarray, word: str, y: int, look: Look, ui_font: TrueTypeFont, font: TrueTypeFont
) -> None:
    width = canvas.shape[1]
    if not look.typed_as_tiles:
        text(canvas, word, width // 2, y, 0.05 * width, look.ui, ui_font, centred=True)
        return
    side = int(0.085 * width)
    left = (width - len(word) * int(side * 1.1)) // 2
    for index, letter in enumerate(word):
        x = left + index * int(side * 1.1)
        paint(canvas, rounded(side, side, 0.15), x, y, look.lit)
        ink = text_mask(letter, 0.5 * side, font)
        paint(canvas, ink, x + (side - ink.shape[1]) // 2, y + (side - ink.shape[0]) // 2, look.ink)


def buttons(
    canvas: np.ndarray, y: int, look: Look, font: TrueTypeFont, rng: np.random.Generator
) -> None:
    width = canvas.shape[1]
    labels = ("Shuffle", "Submit", "Pause")[: int(rng.integers(2, 4))]
    button_w, button_h = int(0.26 * width), int(0.1 * width)
    step = width // (len(labels) + 1)
    for index, label in enumerate(labels):
        cx = step * (index + 1)
        paint(canvas, rounded(button_w, button_h, 0.4), cx - button_w // 2, y, look.tile[1])
        text(canvas, label, cx, y + int(0.032 * width), 0.035 * width, look.ink, font, centred=True)
    for line in range(int(rng.integers(0, 4))):
        word = WORDS[int(rng.integers(len(WORDS)))].lower()
        text(
            canvas,
            word,
            int(0.08 * width),
            y + button_h + int((0.06 + 0.07 * line) * width),
            0.035 * width,
            look.ui,
            font,
        )
