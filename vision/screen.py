"""Read a screenshot of a digital Boggle board: a flat, upright grid of tiles with typeset
letters (Boggle With Friends, Wordament, Lexica, Tanglet, or this app's own rendered board).

``read_board`` asks this first. It finds the tiles (vision.screen_grid), cuts each tile's
letter (vision.screen_marks) and reads it upright against typeset letters
(vision.screen_letters). A photo almost never shows a flat grid of equal tiles; when a
top-down photo of a tray does, its dice are turned and printed in a die's own letters, which
match typeset upright letters poorly, and the photo reader takes it instead.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solver import BLANK
from vision.glyphs import Glyph, draw_marks
from vision.recognise import faces_for_size
from vision.result import BoardReading, DieReading, Quad
from vision.screen_grid import TileGrid, find_tile_grid
from vision.screen_letters import LetterGuess, load_letter_model, read_letters
from vision.screen_marks import tile_marks
from vision.trace import Trace

# A screenshot's letters match typeset letters closely: on the rendered screenshots (seeds
# 0-49) the board's mean correlation is 0.96 or more and no tile's is under 0.92, while a
# top-down photo of turned dice that passes for a tile grid has a mean of 0.83, and the blank
# die of a 6x6 set, its shading cut as a mark, about 0.6.
_TYPESET = 0.9
_EVERY_TILE = 0.8


@dataclass(frozen=True)
class ScreenRead:
    grid: TileGrid
    marks: tuple[Glyph, ...]
    guesses: tuple[LetterGuess, ...]


def read_screen(image: np.ndarray) -> ScreenRead | None:
    """The board of a screenshot (BGR uint8), or None when ``image`` is not one."""
    grid = find_tile_grid(image)
    if grid is None:
        return None
    marks = tile_marks(image, grid)
    faces = faces_for_size(grid.size)
    if any(mark.picture is None for mark in marks) and BLANK not in faces:
        return None  # every tile of a board this size has a letter
    pictures = [mark.picture for mark in marks if mark.picture is not None]
    letters = iter(read_letters(pictures, load_letter_model(), faces))
    blank = LetterGuess(BLANK, 1.0, (), 1.0)
    guesses = tuple(blank if mark.picture is None else next(letters) for mark in marks)
    likeness = np.array([guess.likeness for guess in guesses])
    if likeness.mean() < _TYPESET or likeness.min() < _EVERY_TILE:
        return None
    return ScreenRead(grid, tuple(marks), guesses)


def screen_board_reading(
    read: ScreenRead, scale: float, image_size: tuple[int, int], trace: Trace
) -> BoardReading:
    """``read`` as the reader's result, in the pixels of the original image (the screenshot
    was read at ``scale`` of them; ``image_size`` is its width and height), with the times
    and (when ``trace`` asks for them) the cut-out letters of ``trace``."""
    trace.picture("marks", lambda: draw_marks(list(read.marks), read.grid.size))

    def quad(x: float, y: float, width: float, height: float) -> Quad:
        corners = [(x, y), (x + width, y), (x + width, y + height), (x, y + height)]
        return tuple((round(cx / scale, 1), round(cy / scale, 1)) for cx, cy in corners)  # type: ignore[return-value]

    size = read.grid.size
    dice = tuple(
        DieReading(
            row=index // size,
            col=index % size,
            face=guess.face,
            confidence=round(guess.probability, 4),
            alternatives=tuple((face, round(p, 4)) for face, p in guess.alternatives),
            rotation=0,
            outline=quad(*box),
        )
        for index, (guess, box) in enumerate(zip(read.guesses, read.grid.boxes, strict=True))
    )
    xs = [x for x, _, _, _ in read.grid.boxes] + [x + w for x, _, w, _ in read.grid.boxes]
    ys = [y for _, y, _, _ in read.grid.boxes] + [y + h for _, y, _, h in read.grid.boxes]
    outline = quad(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    return BoardReading(
        size, size, dice, outline, image_size, dict(trace.seconds), dict(trace.pictures)
    )
