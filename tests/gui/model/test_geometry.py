"""Where the board's pieces go, without Qt: dice, framing, and a word's path."""

from __future__ import annotations

import itertools
import math
from dataclasses import replace

from gui.model.geometry import (
    BADGE_RADIUS,
    DIE_GAP,
    DIE_SIZE,
    MARK_CORNER,
    TRAY_MARGIN,
    board_outline,
    dice_from_reading,
    dice_plane,
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


def _centre(quad) -> tuple[float, float]:
    return (sum(x for x, _ in quad) / 4, sum(y for _, y in quad) / 4)


def _inside(point, quad) -> bool:
    """Whether ``point`` is inside the convex ``quad`` (corners clockwise on screen)."""
    signs = []
    for (ax, ay), (bx, by) in zip(quad, (*quad[1:], quad[0]), strict=True):
        signs.append((bx - ax) * (point[1] - ay) - (by - ay) * (point[0] - ax) > 0)
    return all(signs) or not any(signs)


def test_photo_dice_are_cells_of_the_dice_plane_centred_on_the_dice_read(misread, synth_photo):
    dice = dice_from_reading(misread)
    assert len(dice) == 16
    for die, read, top in zip(dice, misread.dice, synth_photo.die_outlines, strict=True):
        assert die.centre == _centre(read.outline)
        assert math.dist(_centre(die.corners), die.centre) < die.size * 0.02
        assert _inside(_centre(die.corners), read.outline) and _inside(die.centre, top)
        assert abs(die.angle) < 20  # the synthetic photo is turned by a few degrees
    # The cells tile the board: a die's right edge is its neighbour's left edge, nearly.
    by_cell = {die.cell: die for die in dice}
    for (row, col), die in by_cell.items():
        if col < 3:
            right = by_cell[(row, col + 1)]
            assert math.dist(die.corners[1], right.corners[0]) < die.size * 0.1
    outline = board_outline(misread)
    assert math.dist(outline[0], by_cell[(0, 0)].corners[0]) < dice[0].size * 0.1
    assert math.dist(outline[2], by_cell[(3, 3)].corners[2]) < dice[0].size * 0.1


def test_a_reading_that_is_no_lattice_keeps_its_own_outlines(misread):
    dice = list(misread.dice)
    dice[5], dice[10] = (
        replace(dice[5], outline=dice[10].outline),
        replace(dice[10], outline=dice[5].outline),
    )  # two dice swapped: no plane puts both in their places
    jumbled = replace(misread, dice=tuple(dice))
    assert dice_plane(jumbled) is None
    drawn = dice_from_reading(jumbled)
    assert [die.corners for die in drawn] == [read.outline for read in jumbled.dice]
    assert board_outline(jumbled) == jumbled.board_outline


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
