"""The grey die patch and how its distances join the mark classifier's."""

from __future__ import annotations

import cv2
import numpy as np

from vision.classifier import FaceScores
from vision.patches import PATCH_SIDE, die_patch
from vision.recognise import with_patch
from vision.synth_die import render_die


def _board_with_die(face: str, light: float) -> tuple[np.ndarray, float]:
    """A grey board with one rendered die at (100, 100), its pixels scaled by ``light``."""
    side = 80
    image, alpha = render_die(face, side)
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY).astype(np.float32)
    board = np.full((200, 200), 90.0, np.float32)
    top = 100 - side // 2
    region = board[top : top + side, top : top + side]
    region[:] = region * (1 - alpha) + gray * alpha
    return np.clip(board * light, 0, 255).astype(np.uint8), float(side)


def test_patch_keeps_the_letter_bright_on_a_dark_face():
    board, pitch = _board_with_die("T", 1.0)
    patch = die_patch(board, 100.0, 100.0, pitch)
    assert patch.shape == (PATCH_SIDE, PATCH_SIDE) and patch.dtype == np.uint8
    # The T's bar runs across the top of the patch, its stem down the middle column.
    middle = PATCH_SIDE // 2
    assert patch[:, middle - 2 : middle + 2].mean() > 3 * patch[:, :6].mean()


def test_patch_does_not_depend_on_the_light():
    bright, pitch = _board_with_die("E", 1.0)
    dim, _ = _board_with_die("E", 0.45)
    difference = np.abs(
        die_patch(bright, 100.0, 100.0, pitch).astype(int)
        - die_patch(dim, 100.0, 100.0, pitch).astype(int)
    )
    assert difference.mean() < 12


def test_patch_distances_can_overturn_a_close_mark_call():
    mark = FaceScores({"D": 0.42, "O": 0.40}, {"D": 90, "O": 0})
    patch = FaceScores({"D": 1.0, "O": 1.6}, {"D": 90, "O": 0})
    joined = with_patch(mark, patch)
    assert joined.ranked()[0][0] == "D"
    assert joined.rotations == mark.rotations  # the die's turn is still the mark's
