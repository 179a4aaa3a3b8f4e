"""The screenshot renderer: seeded, with each tile where it says and every style drawable."""

from __future__ import annotations

import numpy as np
import pytest

from solver import Board
from synth.screenshot import SCREEN_FONTS, SCREEN_STYLES, render_screenshot, screen_font


def test_the_screenshot_renderer_is_seeded():
    board = Board.parse("QUITE/ABCD/EFGH/JKLM")
    first = render_screenshot(board, 3, style="tanglet")
    again = render_screenshot(board, 3, style="tanglet")
    assert np.array_equal(first.image, again.image) and first.tiles == again.tiles
    assert not np.array_equal(first.image, render_screenshot(board, 4, style="tanglet").image)
    with pytest.raises(ValueError, match="unknown screenshot style"):
        render_screenshot(board, 3, style="scrabble")


@pytest.mark.parametrize("style", SCREEN_STYLES)
def test_tiles_lie_inside_the_phone_screen(style: str):
    board = Board.parse("ABCDE/FGHIJ/KLMNO/PRSTU/VWXYZ")
    shot = render_screenshot(board, 9, style=style)
    height, width = shot.image.shape[:2]
    assert height > width  # a phone held upright
    assert len(shot.tiles) == 25 and shot.style == style and shot.font in SCREEN_FONTS
    for x, y, side, other in shot.tiles:
        assert side == other
        assert 0 <= x <= width - side and 0 <= y <= height - side


def test_every_screen_font_is_on_this_machine():
    for name in SCREEN_FONTS:
        assert screen_font(name).glyph("Q").contours
