"""The board's outline as the player moves it: four corners over the photo, in its pixels, the
reader's order (clockwise from the top-left), as ``vision.read_board(tray=...)`` takes them.

Plain geometry, no Qt: where the corners may go (never crossing, never far off the photo, so
the reader always accepts what the handles allow), where a corner goes for a drag or a key,
the grid drawn inside the corners while they move, the outline put up over a photo where no
board was found, and when a reading looks lost enough to offer moving them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from gui.model.dice_plane import fit_plane
from vision.result import Point, Quad

# How far beyond the photo's edge a handle may go, as a share of its longer side: the reader
# refuses corners further off than a quarter (vision.given); a board cut by the frame's edge
# needs its corner a little outside.
OFF_PHOTO = 0.2
# The share of the shorter side the outline put up over a photo with no board found spans:
# the middle of the photo, a square, as most boards are.
DEFAULT_SHARE = 0.5
# The least side of an outline in photo pixels: closer corners would be one.
LEAST_SIDE = 12.0
# A reading with more than this share of its dice unsure is lost: the banner offers to move
# the corners, take the photo again or type the board.
LOST_SHARE = 0.5


def default_outline(width: int, height: int) -> Quad:
    """A square in the middle of a ``width`` x ``height`` photo, for the player to drag onto
    the board when none was found."""
    half = DEFAULT_SHARE * min(width, height) / 2
    cx, cy = width / 2, height / 2
    return ((cx - half, cy - half), (cx + half, cy - half), (cx + half, cy + half),
            (cx - half, cy + half))  # fmt: skip


def with_corner(quad: Quad, index: int, point: Point) -> Quad:
    corners = list(quad)
    corners[index] = point
    return (corners[0], corners[1], corners[2], corners[3])


def allowed(quad: Quad, image_size: tuple[int, int]) -> bool:
    """Whether the reader would take ``quad`` as an outline: convex, clockwise (the reader's
    order, so the handles keep their names), its sides apart and not far off the photo."""
    width, height = image_size
    margin = OFF_PHOTO * max(width, height)
    if not all(-margin <= x <= width + margin and -margin <= y <= height + margin for x, y in quad):
        return False
    for index in range(4):
        a, b, c = quad[index], quad[(index + 1) % 4], quad[(index + 2) % 4]
        if math.dist(a, b) < LEAST_SIDE:
            return False
        # Clockwise on screen (y down) turns right at every corner: a positive cross product.
        if (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) <= 0:
            return False
    return True


def moved(quad: Quad, index: int, point: Point, image_size: tuple[int, int]) -> Quad:
    """``quad`` with corner ``index`` at ``point``, if the reader would take that; else as it
    was (a handle stops rather than cross another side or leave the photo)."""
    candidate = with_corner(quad, index, point)
    return candidate if allowed(candidate, image_size) else quad


def nudged(quad: Quad, index: int, step: tuple[float, float], image_size: tuple[int, int]) -> Quad:
    """Corner ``index`` moved by ``step`` (photo pixels), as ``moved`` allows."""
    x, y = quad[index]
    return moved(quad, index, (x + step[0], y + step[1]), image_size)


def grid_lines(quad: Quad, rows: int, cols: int) -> list[tuple[Point, Point]]:
    """The lines of a ``rows`` x ``cols`` grid inside ``quad``, in its perspective: what the
    handles drag along with them before the board is read again."""
    unit = ((0.0, 0.0), (float(cols), 0.0), (float(cols), float(rows)), (0.0, float(rows)))
    plane = fit_plane(unit, quad)
    if plane is None:
        return []
    lines = [(plane.to_photo((c, 0.0)), plane.to_photo((c, float(rows)))) for c in range(cols + 1)]
    lines += [(plane.to_photo((0.0, r)), plane.to_photo((float(cols), r))) for r in range(rows + 1)]
    return lines


def is_lost(uncertain: int, dice: int) -> bool:
    """Whether a reading with ``uncertain`` of its ``dice`` unsure has likely lost the board
    (an outline in the wrong place reads most dice unsurely)."""
    return dice > 0 and uncertain > LOST_SHARE * dice


def same_quad(a: Sequence[Point] | None, b: Sequence[Point] | None, tolerance: float = 0.5) -> bool:
    if a is None or b is None:
        return a is b
    return all(math.dist(p, q) <= tolerance for p, q in zip(a, b, strict=True))
