"""The live preview's board finder on rendered 720p frames: where the board is, how sharp,
whether it is whole, and nothing on a bare table."""

from __future__ import annotations

import random

import cv2
import numpy as np
import pytest

from solver import roll
from synth import render_board
from synth.background import BACKGROUNDS, render_background
from vision import LiveOutline, find_outline

FRAME = (1280, 720)


@pytest.fixture(scope="module")
def photo():
    return render_board(roll("classic", random.Random(3)), 3, size=FRAME, tilt=12, spin=8,
                        fill=0.75, offset=(0.0, 0.0))  # fmt: skip


def _motion_blur(image: np.ndarray, length: int) -> np.ndarray:
    kernel = np.zeros((length, length), np.float32)
    kernel[length // 2, :] = 1.0 / length
    return cv2.filter2D(image, -1, kernel)


def test_finds_the_board_where_it_is(photo):
    outline = find_outline(photo.image)
    assert isinstance(outline, LiveOutline)
    assert outline.frame_size == FRAME
    assert outline.whole and outline.dice_per_side == 4
    error = np.abs(np.array(outline.quad) - np.array(photo.board_outline)).max()
    assert error < 0.05 * outline.diagonal
    assert outline.sharpness > 0.5


def test_a_motion_blurred_frame_is_less_sharp(photo):
    sharp = find_outline(photo.image)
    blurred = find_outline(_motion_blur(photo.image, 11))
    assert sharp is not None and blurred is not None
    assert blurred.sharpness < 0.6 * sharp.sharpness
    assert sharp.sharp and not blurred.sharp


@pytest.mark.parametrize("background", BACKGROUNDS)
def test_a_bare_table_shows_no_board(background):
    for seed in range(3):
        table = render_background(background, FRAME, np.random.default_rng(seed))
        assert find_outline(np.clip(table, 0, 255).astype(np.uint8)) is None


def test_a_board_running_off_the_frame_is_not_whole():
    board = roll("classic", random.Random(4))
    photo = render_board(board, 4, size=FRAME, tilt=5, spin=0, fill=0.7, offset=(0, 0))
    shifted = np.roll(photo.image, 500, axis=1)  # the board's right part wraps off the edge
    shifted[:, :500] = shifted[:, 500:501]
    outline = find_outline(shifted)
    assert outline is None or not outline.whole


def test_movement_and_steadiness(photo):
    outline = find_outline(photo.image)
    assert outline is not None
    assert outline.movement(outline) == 0.0
    nudged = LiveOutline(tuple((x + 5.0, y) for x, y in outline.quad), outline.frame_size,  # type: ignore[arg-type]
                         outline.sharpness, 4, True, outline.method)  # fmt: skip
    assert outline.steady_with(nudged, tolerance=0.02)
    far = LiveOutline(tuple((x + 60.0, y) for x, y in outline.quad), outline.frame_size,  # type: ignore[arg-type]
                      outline.sharpness, 4, True, outline.method)  # fmt: skip
    assert not outline.steady_with(far)
    # Corners listed from another one (the board seen across the 45-degree turn) still match.
    relabelled = LiveOutline(outline.quad[1:] + outline.quad[:1], outline.frame_size,  # type: ignore[arg-type]
                             outline.sharpness, 4, True, outline.method)  # fmt: skip
    assert outline.movement(relabelled) == 0.0


def test_gray_frames_and_junk_give_an_answer_not_an_error(photo):
    gray = find_outline(cv2.cvtColor(photo.image, cv2.COLOR_BGR2GRAY))
    assert gray is None or isinstance(gray, LiveOutline)  # a tray's colour is half its finding
    assert find_outline(np.zeros((0, 0, 3), np.uint8)) is None
    assert find_outline(np.zeros(10, np.float64)) is None
