"""Where things go on the board, in scene units, with no Qt: each die's outline and centre,
the rendered tray, the part of a photo worth framing, and a word's path (its arrows, and the
corner of each die its step number takes).

Two geometries share this: dice found in a photo (scene units are the photo's pixels) and a
clean rendered tray. ``gui.qt.board_render`` and ``gui.qt.path_render`` only paint what this
module places.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from gui.model.dice_plane import MAX_MISFIT, DicePlane, cell_in_plane, fit_plane, misfit
from solver import Cell
from vision.result import BoardReading, Quad

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # left, top, width, height

BADGE_RADIUS = 0.15  # of a die's side
# The ? and tick marks sit at a die's top-right corner (corners run TL, TR, BR, BL). Step
# numbers prefer the top-left and arrows leave from the middle, so the top-right is the corner
# most often free; a path still paints above a mark wherever the two meet.
MARK_CORNER = 1
DIE_SIZE = 100.0
DIE_GAP = 14.0
TRAY_MARGIN = 22.0
# Framing: the board and this much of its size around it (more on a photo, whose tray and
# table give the dice their context).
PHOTO_MARGIN = 0.08
RENDERED_MARGIN = 0.06


def _sub(a: Point, b: Point) -> Point:
    return (a[0] - b[0], a[1] - b[1])


def _add(a: Point, b: Point) -> Point:
    return (a[0] + b[0], a[1] + b[1])


def _scaled(a: Point, factor: float) -> Point:
    return (a[0] * factor, a[1] * factor)


def unit(vector: Point) -> Point:
    length = math.hypot(*vector) or 1.0
    return (vector[0] / length, vector[1] / length)


@dataclass(frozen=True)
class DieGeometry:
    cell: Cell
    corners: Quad  # top-left, top-right, bottom-right, bottom-left
    centre: Point
    size: float  # side length in scene units
    angle: float  # degrees the board's rows are turned in the scene
    rounded: bool = False  # a rendered die with rounded corners (photo dice are quads)

    def bounds(self) -> Rect:
        xs = [x for x, _ in self.corners]
        ys = [y for _, y in self.corners]
        return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def corner_centre(self, corner: int, radius: float) -> Point:
        """Where a round badge of ``radius`` sits in a corner, just inside the die."""
        point = self.corners[corner]
        inward = _sub(self.centre, point)
        length = math.hypot(*inward) or 1.0
        return _add(point, _scaled(inward, radius * 1.3 / length))


def _quad_centre(quad: Quad) -> Point:
    return (sum(x for x, _ in quad) / 4, sum(y for _, y in quad) / 4)


def dice_plane(reading: BoardReading) -> DicePlane | None:
    """The plane of the dice's tops, through the centres of the dice read (see
    ``gui.model.dice_plane``); None when the dice read do not form a lattice it explains."""
    places = [(die.col + 0.5, die.row + 0.5) for die in reading.dice]
    centres = [_quad_centre(die.outline) for die in reading.dice]
    plane = fit_plane(places, centres)
    if plane is None or misfit(plane, places, centres) > MAX_MISFIT:
        return None
    return plane


def dice_from_reading(reading: BoardReading) -> list[DieGeometry]:
    """Each die read in a photo as drawn over it: the cell of the dice's plane centred on the
    die, so the cells sit on the dice even on an angled photo; the reader's own outlines when
    no plane fits."""
    plane = dice_plane(reading)
    dice = []
    for die in reading.dice:
        centre = _quad_centre(die.outline)
        corners = die.outline if plane is None else cell_in_plane(plane, centre)
        (x0, y0), (x1, y1), _, (x3, y3) = corners
        width = math.hypot(x1 - x0, y1 - y0)
        height = math.hypot(x3 - x0, y3 - y0)
        angle = math.degrees(math.atan2(y1 - y0, x1 - x0))
        dice.append(DieGeometry((die.row, die.col), corners, centre, (width + height) / 2, angle))
    return dice


def board_outline(reading: BoardReading) -> Quad:
    """The board's outline as drawn over the photo: round the cells of the dice's plane, so it
    frames the dice drawn; the reader's outline when no plane fits."""
    plane = dice_plane(reading)
    if plane is None:
        return reading.board_outline
    rows, cols = reading.rows, reading.cols
    return (
        plane.to_photo((0.0, 0.0)),
        plane.to_photo((float(cols), 0.0)),
        plane.to_photo((float(cols), float(rows))),
        plane.to_photo((0.0, float(rows))),
    )


def rendered_dice(rows: int, cols: int) -> list[DieGeometry]:
    dice = []
    step = DIE_SIZE + DIE_GAP
    for r in range(rows):
        for c in range(cols):
            left, top = TRAY_MARGIN + c * step, TRAY_MARGIN + r * step
            right, bottom = left + DIE_SIZE, top + DIE_SIZE
            corners = ((left, top), (right, top), (right, bottom), (left, bottom))
            centre = (left + DIE_SIZE / 2, top + DIE_SIZE / 2)
            dice.append(DieGeometry((r, c), corners, centre, DIE_SIZE, 0.0, rounded=True))
    return dice


def tray_rect(rows: int, cols: int) -> Rect:
    step = DIE_SIZE + DIE_GAP
    return (
        0.0,
        0.0,
        cols * step - DIE_GAP + 2 * TRAY_MARGIN,
        rows * step - DIE_GAP + 2 * TRAY_MARGIN,
    )


def _united(a: Rect | None, b: Rect) -> Rect:
    if a is None:
        return b
    left, top = min(a[0], b[0]), min(a[1], b[1])
    right, bottom = max(a[0] + a[2], b[0] + b[2]), max(a[1] + a[3], b[1] + b[3])
    return (left, top, right - left, bottom - top)


def _grown(rect: Rect, fraction: float) -> Rect:
    margin = max(rect[2], rect[3]) * fraction
    return (rect[0] - margin, rect[1] - margin, rect[2] + 2 * margin, rect[3] + 2 * margin)


def focus_rect(dice: Sequence[DieGeometry], reading: BoardReading | None = None) -> Rect:
    """What to fit on screen: the dice and a margin; on a photo (``reading`` given) the board's
    outline too, kept inside the picture rather than the whole (maybe huge) photo."""
    bounds: Rect | None = None
    for die in dice:
        bounds = _united(bounds, die.bounds())
    if reading is None:
        return _grown(bounds or (0.0, 0.0, 0.0, 0.0), RENDERED_MARGIN)
    outline = board_outline(reading)
    xs = [x for x, _ in outline]
    ys = [y for _, y in outline]
    bounds = _united(bounds, (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    left, top, width, height = _grown(bounds, PHOTO_MARGIN)
    image_width, image_height = reading.image_size
    right, bottom = min(left + width, image_width), min(top + height, image_height)
    left, top = max(left, 0.0), max(top, 0.0)
    if right <= left or bottom <= top:
        return (0.0, 0.0, 0.0, 0.0)
    return (left, top, right - left, bottom - top)


# -- a word's path ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Arrow:
    """An arrow in the gap between two dice of a path, clear of both letters."""

    start: Cell
    end: Cell
    tail: Point
    shaft_end: Point  # the shaft stops inside the head, so its round cap does not poke out
    head: tuple[Point, Point, Point]  # tip, then the two back corners


def arrow_between(start: DieGeometry, end: DieGeometry) -> Arrow:
    size = min(start.size, end.size)
    delta = _sub(end.centre, start.centre)
    length = math.hypot(*delta) or 1.0
    direction = (delta[0] / length, delta[1] / length)
    clearance = min(size * 0.3, length * 0.3)
    tail = _add(start.centre, _scaled(direction, clearance))
    tip = _sub(end.centre, _scaled(direction, clearance))
    head_size = size * 0.16
    shaft_end = _sub(tip, _scaled(_scaled(direction, head_size), 0.7))
    normal = (-direction[1], direction[0])
    base = _sub(tip, _scaled(direction, head_size))
    side = _scaled(normal, head_size * 0.55)
    return Arrow(start.cell, end.cell, tail, shaft_end, (tip, _add(base, side), _sub(base, side)))


def path_arrows(steps: Sequence[DieGeometry]) -> list[Arrow]:
    return [arrow_between(start, end) for start, end in itertools.pairwise(steps)]


def step_corners(steps: Sequence[DieGeometry], marked: Collection[Cell] = ()) -> list[int]:
    """The corner of each die on a path for its step number (see ``_free_corner``)."""
    corners: list[int] = []
    taken: list[Point] = []
    for index, die in enumerate(steps):
        neighbours = [steps[i] for i in (index - 1, index + 1) if 0 <= i < len(steps)]
        corner = _free_corner(die, neighbours, taken, die.cell in marked)
        corners.append(corner)
        taken.append(die.corner_centre(corner, die.size * BADGE_RADIUS))
    return corners


def _free_corner(
    die: DieGeometry, neighbours: Sequence[DieGeometry], taken: Sequence[Point], marked: bool
) -> int:
    """The corner of a die for its step number: away from the arrows into and out of it, from
    numbers already placed and from the die's own ? or tick mark (top-right); the top-left
    when several are equally clear, so numbers sit in the same place."""
    arrows = [unit(_sub(other.centre, die.centre)) for other in neighbours]
    radius = die.size * BADGE_RADIUS

    def crowding(corner: int) -> float:
        towards = unit(_sub(die.corners[corner], die.centre))
        score = max((towards[0] * a[0] + towards[1] * a[1] for a in arrows), default=-1.0)
        centre = die.corner_centre(corner, radius)
        if any(math.hypot(*_sub(centre, other)) < radius * 2.6 for other in taken):
            score += 2.0
        if marked and corner == MARK_CORNER:
            score += 4.0
        return score

    return min(range(4), key=lambda corner: (round(crowding(corner), 3), corner))
