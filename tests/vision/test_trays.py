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
