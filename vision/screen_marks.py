"""Cut the letter out of each tile of a screenshot's board (vision.screen_grid).

A tile's face is one flat region; what it encloses is its print: the letter (or Qu), and in
some apps the tile's points in a corner. Ink is measured as the colour's distance from the
face's own colour, so dark letters on pale tiles and white letters on coloured ones read the
same. The letter is the largest print near the tile's centre with what stands beside it on the
same line (the u of Qu); a number in a corner is left out. The mark comes out in the format of
vision.glyphs: white ink on black, GLYPH_SIZE square, aspect ratio kept.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.glyphs import Glyph, normalise
from vision.screen_grid import TileGrid

# Of the print's own contrast: a pixel this far from the face's colour is ink.
_INK = 0.5
# A part of a tile's face cut off by its letter is at least this share of the tile, and of the
# face's colour to this many grey levels (a shaded tile changes by less across a part).
_FACE_PART = 0.02
_FACE_COLOUR = 30
# A second letter beside the first (the u of Qu) is at least this share of its area: a tile's
# points, printed small in a corner, are less.
_SECOND_LETTER = 0.15
# Beside the letter on its line: a part overlapping the letter's height over this share of its
# own, no farther off than this share of the tile.
_SAME_LINE = 0.7
_BESIDE = 0.2


def tile_marks(image: np.ndarray, grid: TileGrid) -> list[Glyph]:
    """The mark of each tile of ``grid`` in ``image`` (BGR uint8), row-major."""
    return [tile_mark(image, grid.flat, box) for box in grid.boxes]


def tile_mark(image: np.ndarray, flat: np.ndarray, box: tuple[int, int, int, int]) -> Glyph:
    """The mark on the tile whose face fills ``box`` of ``image``; ``flat`` (0/1) marks the
    image's flat pixels."""
    x, y, width, height = box
    centre = (x + width / 2, y + height / 2)
    crop = image[y : y + height, x : x + width].astype(np.float32)
    face = _face(crop, flat[y : y + height, x : x + width])
    if not face.any():
        return Glyph(None, 0.0, centre)
    colour = np.median(crop[face], axis=0)
    distance = np.abs(crop - colour).max(axis=2)
    enclosed = _enclosed(face)
    if not enclosed.any():
        return Glyph(None, 0.0, centre)
    strength = float(np.percentile(distance[enclosed], 90))
    if strength < 12:  # nothing printed that stands out from the face
        return Glyph(None, 0.0, centre)
    level = np.clip(distance / strength, 0.0, 1.0)
    level[~enclosed] = 0.0
    keep = _letter_parts((level > _INK).astype(np.uint8), width)
    if keep is None:
        return Glyph(None, 0.0, centre)
    near = cv2.dilate(keep, np.ones((5, 5), np.uint8)) > 0  # with its anti-aliased rim
    ink = np.where(near, level, 0.0)
    ys, xs = np.nonzero(keep)
    top, bottom, left, right = ys.min(), ys.max() + 1, xs.min(), xs.max() + 1
    picture = normalise((ink[top:bottom, left:right] * 255).astype(np.uint8))
    mark_centre = (x + (left + right) / 2, y + (top + bottom) / 2)
    return Glyph(picture, float(keep.sum()) / (width * height), mark_centre)


def _face(crop: np.ndarray, flat: np.ndarray) -> np.ndarray:
    """The tile's face in its box: the largest flat region, with the other sizeable flat
    regions of its colour (a big letter such as X may cut the face in two; the inside of a
    letter's stroke is flat too, but of the ink's colour)."""
    count, labels, stats, _ = cv2.connectedComponentsWithStats(flat, connectivity=4)
    if count <= 1:
        return np.zeros(flat.shape, bool)
    areas = stats[1:, cv2.CC_STAT_AREA]
    biggest = 1 + int(np.argmax(areas))
    colour = np.median(crop[labels == biggest], axis=0)
    parts = [biggest]
    for part in range(1, count):
        if part == biggest or areas[part - 1] < _FACE_PART * flat.size:
            continue
        if np.abs(np.median(crop[labels == part], axis=0) - colour).max() <= _FACE_COLOUR:
            parts.append(part)
    return np.isin(labels, parts)


def _enclosed(face: np.ndarray) -> np.ndarray:
    """Pixels inside the face's outline that are not face: its print. The outline is the face's
    convex hull, a tile being convex: a rounded corner and the page beyond stay out, while a
    number printed near the edge stays in even where its fringe cuts the face's rim."""
    contours, _ = cv2.findContours(
        face.astype(np.uint8), cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE
    )
    inside = np.zeros(face.shape, np.uint8)
    if contours:
        hull = cv2.convexHull(np.vstack(contours))
        cv2.fillConvexPoly(inside, hull, 1)
    # The hull's own border pixels are the face's edge, not print.
    inside = cv2.erode(inside, np.ones((3, 3), np.uint8))
    return (inside > 0) & ~face


def _letter_parts(ink: np.ndarray, side: int) -> np.ndarray | None:
    """The letter's blobs of a tile's ink (0/1): the largest near the centre, and those beside
    it on its line. None when there is no ink."""
    count, labels, stats, centroids = cv2.connectedComponentsWithStats(ink, connectivity=8)
    if count <= 1:
        return None
    height, width = ink.shape
    offsets = np.hypot(
        (centroids[1:, 0] - width / 2) / width, (centroids[1:, 1] - height / 2) / height
    )
    # Big and central: a corner's number is small and off to the side.
    weight = stats[1:, cv2.CC_STAT_AREA] * np.exp(-(offsets**2) / (2 * 0.25**2))
    main = 1 + int(np.argmax(weight))
    mx, my, mw, mh, marea = stats[main]
    keep = [main]
    for part in range(1, count):
        px, py, pw, ph, parea = stats[part]
        if part == main or parea < _SECOND_LETTER * marea:
            continue
        overlap = min(my + mh, py + ph) - max(my, py)
        gap = max(px - (mx + mw), mx - (px + pw), 0)
        if overlap >= _SAME_LINE * min(mh, ph) and gap <= _BESIDE * side:
            keep.append(part)
    return np.isin(labels, keep).astype(np.uint8)
