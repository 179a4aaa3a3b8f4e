"""Where the board's pieces go, without Qt: dice, framing, and a word's path."""

from __future__ import annotations

import itertools
import math

from gui.model.geometry import (
    BADGE_RADIUS,
    DIE_GAP,
    DIE_SIZE,
    MARK_CORNER,
    TRAY_MARGIN,
    dice_from_reading,
    focus_rect,
    path_arrows,
    rendered_dice,
    step_corners,
    tray_rect,
)


def test_rendered_dice_sit_in_a_grid_inside_the_tray():
    dice = rendered_dice(4, 4)
    assert [die.cell for die in dice[:5]] == [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)]
    first, last = dice[0], dice[-1]
    assert first.corners[0] == (TRAY_MARGIN, TRAY_MARGIN)
    assert first.centre == (TRAY_MARGIN + DIE_SIZE / 2, TRAY_MARGIN + DIE_SIZE / 2)
    _, _, width, height = tray_rect(4, 4)
    assert last.corners[2] == (width - TRAY_MARGIN, height - TRAY_MARGIN)
    assert dice[1].corners[0][0] - first.corners[1][0] == DIE_GAP


def test_photo_dice_follow_their_outlines(misread):
    dice = dice_from_reading(misread)
    assert len(dice) == 16
    for die, read in zip(dice, misread.dice, strict=True):
        assert die.corners == read.outline
        assert abs(die.angle) < 20  # the synthetic photo is turned by a few degrees


def test_framing_keeps_a_margin_and_stays_inside_the_photo(misread):
    left, top, width, height = focus_rect(rendered_dice(4, 4))
    assert left < TRAY_MARGIN and top < TRAY_MARGIN
    left, top, width, height = focus_rect(dice_from_reading(misread), misread)
    image_width, image_height = misread.image_size
    assert left >= 0 and top >= 0
    assert left + width <= image_width and top + height <= image_height


def test_arrows_stop_short_of_the_letters():
    dice = rendered_dice(4, 4)
    steps = [dice[0], dice[1], dice[5]]
    arrows = path_arrows(steps)
    assert [(arrow.start, arrow.end) for arrow in arrows] == [((0, 0), (0, 1)), ((0, 1), (1, 1))]
    first = arrows[0]
    assert first.tail[0] > dice[0].centre[0] + DIE_SIZE * 0.25
    assert first.head[0][0] < dice[1].centre[0] - DIE_SIZE * 0.25


def test_step_numbers_keep_clear_of_arrows_and_marks():
    dice = rendered_dice(4, 4)
    row = [dice[0], dice[1], dice[2]]  # left to right: arrows leave right and enter left
    corners = step_corners(row)
    assert corners[0] == 0  # the first die: top-left, the arrow leaves to the right
    radius = DIE_SIZE * BADGE_RADIUS
    centres = [die.corner_centre(c, radius) for die, c in zip(row, corners, strict=True)]
    for a, b in itertools.pairwise(centres):
        assert math.dist(a, b) > radius * 2  # numbers never touch
    assert step_corners([dice[5]], marked={(1, 1)}) != [MARK_CORNER]
