"""Find the board in a screenshot of a digital Boggle game: a flat, upright, regular grid of
equal tiles.

A screenshot has no perspective, no blur and no noise to speak of: each tile's face is a region
of (nearly) one colour, or a smooth shading, bounded by a sharp edge. So the flat pixels are
found (a small colour gradient), and their connected regions are the tile faces (the letters
are holes in them), the page around, the bars and the buttons. The board is the largest set of
square regions of one size that sit on a square lattice of N x N with equal gaps: buttons,
the word being typed and a list of words found do not make one. A photo of dice does not
either: its die tops are neither flat, nor equal, nor lined up to a pixel.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

# The board sizes a digital game shows (the dice sets' sides).
BOARD_SIZES = (6, 5, 4)
# A pixel is flat when no channel changes by more than this (grey levels) across its 3x3
# neighbourhood: a tile's shading or a JPEG's ripples stay under it, a tile's edge does not.
# A dark theme's grey tiles on a grey plate differ by less: the lower cut is tried next.
_FLAT = (10, 5)
# The smallest tile face worth reading, in pixels of its side.
_MIN_SIDE = 14
# Tiles of one board are the same size to this share of their side, and sit on their
# lattice's points to this share of the pitch. A JPEG's blocks may shave a strip off a tile's
# face (a seam across it of a few grey levels), hence the slack.
_SAME_SIZE = 0.15
_ON_POINT = 0.12
# A tile's flat face fills at least this share of its box: a large letter's strokes (with the
# blurred band round them) take the rest.
_FILLED = 0.2
# Tiles whose face a big letter cuts in two (an X) or a seam shaves too much are not found as
# squares: up to this many per row of the board may be missing from the lattice.
_MISSING_PER_ROW = 0.5


Box = tuple[int, int, int, int]  # x, y, width, height


@dataclass(frozen=True)
class TileGrid:
    """An N x N board of tiles found in a screenshot."""

    size: int
    centres: tuple[tuple[float, float], ...]  # row-major: the lattice's points, in pixels
    side: int  # pixels across a tile's flat face
    pitch: float  # pixels from one tile to the next
    flat: np.ndarray  # uint8 0/1: the image's flat pixels, as the grid was found on them

    @property
    def boxes(self) -> tuple[Box, ...]:
        """Row-major: each tile's face, a square of ``side`` on its lattice point."""
        height, width = self.flat.shape
        boxes = []
        for cx, cy in self.centres:
            x = min(max(round(cx - self.side / 2), 0), width - self.side)
            y = min(max(round(cy - self.side / 2), 0), height - self.side)
            boxes.append((x, y, self.side, self.side))
        return tuple(boxes)


def find_tile_grid(image: np.ndarray) -> TileGrid | None:
    """The board of a screenshot (BGR uint8), or None when ``image`` shows no flat, upright,
    regular grid of 4x4 to 6x6 equal tiles."""
    kernel = np.ones((3, 3), np.uint8)
    # A 3x3 mean first: it halves a JPEG's ripples, and keeps a tile's edge a clear step.
    smooth = cv2.blur(image, (3, 3))
    blue, green, red = cv2.split(cv2.morphologyEx(smooth, cv2.MORPH_GRADIENT, kernel))
    gradient = cv2.max(cv2.max(blue, green), red)  # numpy's max over channels is 20x slower
    for cut in _FLAT:
        grid = _grid_of_flat_regions((gradient <= cut).astype(np.uint8))
        if grid is not None:
            return grid
    return None


def _grid_of_flat_regions(flat: np.ndarray) -> TileGrid | None:
    """Of the connected regions of ``flat`` (0/1), the N x N board of equal square ones."""
    _count, _labels, stats, _centroids = cv2.connectedComponentsWithStats(flat, connectivity=4)
    x, y, w, h, area = (stats[:, i] for i in range(5))
    square = (
        (w >= _MIN_SIDE) & (h >= _MIN_SIDE)
        & (np.abs(w - h) <= np.maximum(2, _SAME_SIZE * np.maximum(w, h)))
        & (area >= _FILLED * w * h)
    )  # fmt: skip
    square[0] = False  # label 0 is the pixels that are not flat
    candidates = np.flatnonzero(square)
    if len(candidates) < min(BOARD_SIZES) ** 2:
        return None
    tried: set[int] = set()
    # Largest first: a board's tiles are the largest squares that come as N x N.
    long_side = np.maximum(w, h)
    for seed in sorted(candidates, key=lambda label: -int(long_side[label])):
        side = int(long_side[seed])
        if side in tried:
            continue
        tried.update(range(side - 1, side + 2))
        same = candidates[np.abs(long_side[candidates] - side) <= max(2, _SAME_SIZE * side)]
        if len(same) < min(BOARD_SIZES) ** 2:
            continue
        centres = np.stack([x[same] + w[same] / 2, y[same] + h[same] / 2], axis=1)
        found = _lattice(centres, float(side))
        if found is not None:
            size, pitch, points = found
            face = int(np.median(long_side[same]))
            return TileGrid(size, tuple(points), face, pitch, flat)
    return None


def _lattice(
    centres: np.ndarray, side: float
) -> tuple[int, float, list[tuple[float, float]]] | None:
    """The largest N x N square lattice (N in BOARD_SIZES) with equal gaps, among the centres of
    regions of one size, with a region on nearly every point: (N, pitch, the points row-major);
    None if there is none."""
    columns = _lines(centres[:, 0], side)
    rows = _lines(centres[:, 1], side)
    for size in BOARD_SIZES:
        # Of the lattices this size, the one with a region on the most points: one shifted a
        # column onto something that is not a tile would miss a column of the board.
        best: tuple[int, float, list[tuple[float, float]]] | None = None
        fewest = int(_MISSING_PER_ROW * size) + 1
        for xs in _runs(columns, size, side):
            for ys in _runs(rows, size, side):
                pitch_x = (xs[-1] - xs[0]) / (size - 1)
                pitch_y = (ys[-1] - ys[0]) / (size - 1)
                if abs(pitch_x - pitch_y) > _ON_POINT * pitch_x:
                    continue  # not a square lattice
                points = [(x, y) for y in ys for x in xs]
                missing = sum(not _near(centres, point, pitch_x) for point in points)
                if missing < fewest and not _extends(centres, xs, ys, pitch_x):
                    best, fewest = (size, float(pitch_x), points), missing
        if best is not None:
            return best
    return None


def _lines(values: np.ndarray, side: float) -> list[float]:
    """The distinct positions among ``values`` (centres closer than a quarter tile merge)."""
    ordered = np.sort(values)
    groups: list[list[float]] = []
    for value in ordered:
        if groups and value - groups[-1][-1] < 0.25 * side:
            groups[-1].append(float(value))
        else:
            groups.append([float(value)])
    return [float(np.mean(group)) for group in groups]


def _runs(lines: list[float], size: int, side: float) -> list[list[float]]:
    """Runs of ``size`` positions among ``lines`` evenly spaced by at least a tile."""
    runs = []
    for start in range(len(lines)):
        for second in range(start + 1, len(lines)):
            pitch = lines[second] - lines[start]
            if pitch < side or pitch > 1.6 * side:
                continue
            run = [lines[start]]
            for step in range(1, size):
                target = lines[start] + step * pitch
                nearest = min(lines, key=lambda line, t=target: abs(line - t))
                if abs(nearest - target) > _ON_POINT * pitch:
                    break
                run.append(nearest)
            if len(run) == size:
                runs.append(run)
    return runs


def _near(centres: np.ndarray, point: tuple[float, float], pitch: float) -> bool:
    """Whether a region's centre sits on ``point`` of a lattice of ``pitch``."""
    distance = np.hypot(centres[:, 0] - point[0], centres[:, 1] - point[1])
    return bool(distance.min() <= _ON_POINT * pitch)


def _extends(centres: np.ndarray, xs: list[float], ys: list[float], pitch: float) -> bool:
    """Whether the lattice goes on past an edge (half a row or column more of tiles, or more):
    then it is part of something bigger, a keyboard, a calendar, or a board whose last row
    and column did not all pass for tiles."""

    def half_filled(points: list[tuple[float, float]]) -> bool:
        return sum(_near(centres, point, pitch) for point in points) >= len(points) / 2

    return any(
        half_filled(points)
        for points in (
            [(xs[0] - pitch, y) for y in ys],
            [(xs[-1] + pitch, y) for y in ys],
            [(x, ys[0] - pitch) for x in xs],
            [(x, ys[-1] + pitch) for x in xs],
        )
    )
