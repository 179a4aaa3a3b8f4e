"""``read_board(image, tray=...)``: the player's outline read in place of the reader's own."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

from solver import roll
from vision import OutlineError, read_board
from vision.given import tray_corners


@pytest.fixture(scope="module")
def photo():
    from synth import render_board

    return render_board(roll("classic", random.Random(5)), 5, tilt=8, spin=-4)


SQUARE = [(100.0, 100.0), (300.0, 110.0), (290.0, 300.0), (95.0, 290.0)]


@pytest.mark.parametrize("start", range(4))
@pytest.mark.parametrize("backwards", [False, True])
def test_any_starting_corner_either_way_round_gives_the_readers_order(start, backwards):
    corners = SQUARE[::-1] if backwards else SQUARE
    corners = corners[start:] + corners[:start]
    assert tray_corners(corners, (400, 400)).tolist() == [list(c) for c in SQUARE]


@pytest.mark.parametrize(
    ("tray", "reason", "words"),
    [
        (SQUARE[:3], "tray.four_corners", "4 corners of X,Y each, not 3"),
        ([*SQUARE, (5.0, 5.0)], "tray.four_corners", "not 5"),
        ([(1, 2, 3), *SQUARE[1:]], "tray.not_numbers", "not two numbers"),
        ([(1e5, 100.0), *SQUARE[1:]], "tray.off_photo", "far off the photo"),
        ([(-150.0, 100.0), *SQUARE[1:]], "tray.off_photo", "-150,100"),
        ([(0, 0), (100, 100), (200, 200), (300, 300)], "tray.one_line", "on one line"),
        ([(0, 0), (300, 0), (310, 3), (10, 3)], "tray.one_line", "on one line"),
        ([SQUARE[0], SQUARE[2], SQUARE[1], SQUARE[3]], "tray.crossing", "cross"),
        ([(100, 100), (300, 100), (150, 150), (100, 300)], "tray.crossing", "fold in"),
        ([SQUARE[0], SQUARE[0], SQUARE[2], SQUARE[3]], "tray.same_corner", "on top of"),
        ([("x", 1), *SQUARE[1:]], "tray.not_numbers", "not two numbers"),
        ([(math.nan, 1), *SQUARE[1:]], "tray.not_finite", "finite"),
        ([(math.inf, 1), *SQUARE[1:]], "tray.not_finite", "finite"),
        ("not corners", "tray.four_corners", "4 corners"),
        (None, "tray.four_corners", "not 0"),
    ],
)
def test_a_tray_that_outlines_no_board_says_why(tray, reason, words):
    with pytest.raises(OutlineError) as raised:
        tray_corners(tray, (400, 400))
    assert raised.value.reason == reason
    assert words in str(raised.value)


def test_a_corner_just_beyond_the_edge_is_allowed():
    # A board cut by the frame's edge has its corner just outside the photo.
    assert tray_corners([(-20.0, -10.0), *SQUARE[1:]], (400, 400)).shape == (4, 2)


def test_read_inside_the_outline_given_any_way_round(photo):
    found = read_board(photo.image)
    assert found.board.text == photo.board.text
    corners = list(found.board_outline)
    given = read_board(photo.image, tray=[corners[2], corners[1], corners[0], corners[3]])
    assert given.board.text == photo.board.text
    assert np.allclose(given.board_outline, found.board_outline, atol=0.5)


def test_the_outline_given_is_the_one_read(photo):
    # Its bottom-right corner pulled into the board: the reader's own outline would read it
    # right, the one given cannot, and so the dice read differ and are flagged.
    corners = np.array(photo.board_outline, float)
    corners[2] -= 0.3 * np.ptp(corners[:, 0])
    wrong = read_board(photo.image, tray=corners.tolist())
    assert wrong.board.text != photo.board.text
    assert sum(die.confidence < 0.5 for die in wrong.dice) > len(wrong.dice) // 2
    assert np.allclose(wrong.board_outline[2], corners[2], atol=0.5)


def test_an_outline_off_the_photo_is_refused_before_reading(photo):
    with pytest.raises(OutlineError, match="far off the photo"):
        read_board(photo.image, tray=[(0, 0), (5000, 0), (5000, 5000), (0, 5000)])
