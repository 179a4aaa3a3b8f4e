"""Trays of any colour: a black tray is found by its darkness, as a coloured one by its hue."""

from __future__ import annotations

import random

import pytest

from solver import roll
from vision.reading import read_board

CASES = [("classic", 4, seed) for seed in (1, 2, 3)] + [("big", 5, 0), ("superbig", 6, 0)]


@pytest.mark.parametrize(("dice", "size", "seed"), CASES)
def test_a_black_tray_on_a_white_table(dice, size, seed):
    # The white table is as pale as the dice, so without the tray the dice do not stand out:
    # before dark trays were looked for, all three 4x4 boards here were "no Boggle board found".
    from synth import render_board

    photo = render_board(roll(dice, random.Random(seed)), seed, style="black", background="white")
    reading = read_board(photo.image)
    assert reading.rows == size
    right = sum(die.face == photo.board.grid[die.row][die.col] for die in reading.dice)
    assert right >= size * size - 1


def test_a_pale_table_run_into_the_board_and_a_band_of_the_trays_colour():
    # A sheet of paper over the left column's edge and a band of colour joined to the tray's
    # corner: the tray's outlines and the pale dice's outline swallow them (this read as 5x5,
    # all 36 dice wrong), while the dice that stand apart as squares still outline the board.
    import cv2
    import numpy as np

    from synth import render_board

    seed = 5
    photo = render_board(roll("superbig", random.Random(seed)), seed, style="blue", spin=0,
                         tilt=5, fill=0.6, offset=(0.0, 0.0))  # fmt: skip
    image = photo.image.copy()
    width = image.shape[1]
    tray = np.array(photo.tray_outline, np.float32)
    board = np.array(photo.board_outline, np.float32)
    band = [[0, 0], [width, 0], [width, 40], tray[0] + 10, [0, 60]]
    cv2.fillPoly(image, [np.int32(band)], (90, 40, 60))
    top, bottom = board[0], board[3]
    paper = [[0, top[1] + 40], top + [6, 40], bottom + [6, -40], [0, bottom[1] - 40]]
    cv2.fillPoly(image, [np.int32(paper)], (225, 228, 230))
    reading = read_board(image)
    assert reading.rows == 6
    right = sum(die.face == photo.board.grid[die.row][die.col] for die in reading.dice)
    assert right >= 34
