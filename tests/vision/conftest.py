"""Shared set-up of the reader's tests."""

from __future__ import annotations

import random
from collections.abc import Callable

import cv2
import numpy as np
import pytest

from solver import roll
from vision.candidates import best_board
from vision.lattice import Lattice
from vision.locate import locate_board
from vision.reading import default_recogniser

SquaredUp = tuple[np.ndarray, Lattice, list[str]]


@pytest.fixture
def squared_up() -> Callable[..., SquaredUp]:
    """A rendered classic board as the reader squares it up, by seed: the grey board, the
    lattice of dice chosen on it, and the faces rolled, row-major. ``effects=False`` renders it
    without light, blur, noise or JPEG."""

    def board(seed: int, effects: bool = True) -> SquaredUp:
        from synth import render_board

        photo = render_board(
            roll("classic", random.Random(seed)), seed, tilt=5, spin=0, effects=effects
        )
        chosen = best_board(photo.image, [locate_board(photo.image)], default_recogniser())
        truth = [face for row in photo.board.grid for face in row]
        return cv2.cvtColor(chosen.grid.warped, cv2.COLOR_BGR2GRAY), chosen.lattice, truth

    return board


@pytest.fixture
def die_patch() -> Callable[[str, int], np.ndarray]:
    """``die_patch(face, rotation)``: the face network's input for one rendered die of
    ``face`` turned ``rotation`` degrees clockwise in a tray, cut as the reader cuts it
    (vision.net.net_patch). Drawn turned, not turned afterwards."""
    from synth.die import render_die
    from vision.net import net_patch

    cell = 96  # the die pitch, in pixels

    def patch(face: str, rotation: int) -> np.ndarray:
        tray = np.full((3 * cell, 3 * cell, 3), (60, 90, 200), np.uint8)
        side = round(cell * 0.86)
        tile, alpha = render_die(face, side, rotation=rotation)
        top = cell + (cell - side) // 2
        under = tray[top : top + side, top : top + side].astype(np.float32)
        mixed = tile * alpha[:, :, None] + under * (1 - alpha[:, :, None])
        tray[top : top + side, top : top + side] = np.rint(mixed).astype(np.uint8)
        gray = cv2.cvtColor(tray, cv2.COLOR_BGR2GRAY)
        return net_patch(gray, 1.5 * cell, 1.5 * cell, cell)

    return patch
