"""The plane of the dice's tops in a photo, fitted through the centres of the dice the reader
found, so the cells drawn over the photo sit on the dice.

The reader gives each die an outline: a square of the lattice's pitch around where it found
the die's top, in the perspective of the board's outline. That outline hugs the pale dice, and
on an angled photo it takes in the sides of the dice nearest the camera, so its perspective is
not the tops': cells drawn in it lean and stretch, and the near row's dice hang below their
cells (issue 20). The dice's centres lie in the plane of their tops, so a projective map
fitted through them gives that plane: each die is drawn as a cell of that plane, centred on
the die that was read. Plain Python: a 3x3 map fitted by least squares on 16 to 36 points.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Point = tuple[float, float]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

# A die further than this from its place in the fitted plane (in cells) means the reading is no
# lattice the plane explains: its own outlines are drawn instead.
MAX_MISFIT = 0.35


def _solve(rows: list[list[float]], values: list[float]) -> list[float] | None:
    """``rows @ x = values`` for a square system, by Gaussian elimination with partial
    pivoting; None when it is (nearly) singular."""
    size = len(rows)
    augmented = [[*row, value] for row, value in zip(rows, values, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(augmented[r][column]))
        if abs(augmented[pivot][column]) < 1e-12:
            return None
        augmented[column], augmented[pivot] = augmented[pivot], augmented[column]
        for r in range(column + 1, size):
            factor = augmented[r][column] / augmented[column][column]
            for c in range(column, size + 1):
                augmented[r][c] -= factor * augmented[column][c]
    solution = [0.0] * size
    for r in range(size - 1, -1, -1):
        known = sum(augmented[r][c] * solution[c] for c in range(r + 1, size))
        solution[r] = (augmented[r][size] - known) / augmented[r][r]
    return solution


def _inverse(m: Matrix) -> Matrix | None:
    (a, b, c), (d, e, f), (g, h, i) = m
    cofactors = (
        (e * i - f * h, c * h - b * i, b * f - c * e),
        (f * g - d * i, a * i - c * g, c * d - a * f),
        (d * h - e * g, b * g - a * h, a * e - b * d),
    )
    determinant = a * cofactors[0][0] + b * cofactors[1][0] + c * cofactors[2][0]
    if abs(determinant) < 1e-12:
        return None
    return _matrix(lambda r, k: cofactors[r][k] / determinant)


def _matrix(entry: Callable[[int, int], float]) -> Matrix:
    def row(r: int) -> tuple[float, float, float]:
        return (entry(r, 0), entry(r, 1), entry(r, 2))

    return (row(0), row(1), row(2))


def _product(a: Matrix, b: Matrix) -> Matrix:
    return _matrix(lambda r, k: sum(a[r][j] * b[j][k] for j in range(3)))


def _apply(m: Matrix, point: Point) -> Point:
    x, y = point
    w = m[2][0] * x + m[2][1] * y + m[2][2]
    return ((m[0][0] * x + m[0][1] * y + m[0][2]) / w, (m[1][0] * x + m[1][1] * y + m[1][2]) / w)


@dataclass(frozen=True)
class DicePlane:
    """A projective map between the board's grid (each die a unit square, the top-left die's
    top-left corner at 0, 0) and photo pixels: the plane of the dice's tops."""

    to_photo_matrix: Matrix
    to_grid_matrix: Matrix

    def to_photo(self, point: Point) -> Point:
        return _apply(self.to_photo_matrix, point)

    def to_grid(self, point: Point) -> Point:
        return _apply(self.to_grid_matrix, point)


def fit_plane(places: Sequence[Point], centres: Sequence[Point]) -> DicePlane | None:
    """The projective map taking each grid place to its photo centre, by least squares; None
    for fewer than four points or a degenerate fit. The photo points are centred and scaled
    first, so the equations stay well conditioned on a 12-megapixel photo."""
    if len(places) != len(centres) or len(places) < 4:
        return None
    mx = sum(x for x, _ in centres) / len(centres)
    my = sum(y for _, y in centres) / len(centres)
    scale = sum(math.hypot(x - mx, y - my) for x, y in centres) / len(centres) or 1.0
    # Each pair (x, y) -> (u, v) gives two rows of A h = b, with h the map's first 8 entries
    # (the ninth fixed at 1); the normal equations A^T A h = A^T b give the least squares h.
    normal = [[0.0] * 8 for _ in range(8)]
    right = [0.0] * 8
    for (x, y), (pu, pv) in zip(places, centres, strict=True):
        u, v = (pu - mx) / scale, (pv - my) / scale
        for row, value in (
            ([x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y], u),
            ([0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y], v),
        ):
            for i in range(8):
                right[i] += row[i] * value
                for j in range(8):
                    normal[i][j] += row[i] * row[j]
    h = _solve(normal, right)
    if h is None:
        return None
    fitted: Matrix = ((h[0], h[1], h[2]), (h[3], h[4], h[5]), (h[6], h[7], 1.0))
    unscale: Matrix = ((scale, 0.0, mx), (0.0, scale, my), (0.0, 0.0, 1.0))  # undoes the centring
    to_photo = _product(unscale, fitted)
    to_grid = _inverse(to_photo)
    if to_grid is None:
        return None
    return DicePlane(to_photo, to_grid)


def cell_in_plane(plane: DicePlane, centre: Point) -> tuple[Point, Point, Point, Point]:
    """The unit cell of the plane around ``centre`` (a die's centre in the photo), corners
    clockwise from the top-left."""
    gx, gy = plane.to_grid(centre)
    return (
        plane.to_photo((gx - 0.5, gy - 0.5)),
        plane.to_photo((gx + 0.5, gy - 0.5)),
        plane.to_photo((gx + 0.5, gy + 0.5)),
        plane.to_photo((gx - 0.5, gy + 0.5)),
    )


def misfit(plane: DicePlane, places: Sequence[Point], centres: Sequence[Point]) -> float:
    """How far, in cells, the die furthest from its place in the plane is."""
    return max(
        math.dist(plane.to_grid(centre), place)
        for place, centre in zip(places, centres, strict=True)
    )
