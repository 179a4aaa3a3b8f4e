"""Find the board in a photo: the tray (a vivid plastic frame holding white dice) and the dice in it.

The tray is the most saturated large region of the photo; the dice are the pale, unsaturated
pixels it encloses. The board outline is a quadrilateral fitted to the hull of those dice, so
it hugs the dice and not the tray's rim.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision.errors import NoBoardError

# Hue bands (OpenCV's 0..180 scale) a tray may have: red/orange/yellow, green, blue/purple.
_HUE_BANDS: tuple[tuple[tuple[int, int], ...], ...] = (
    ((0, 32), (160, 181)),
    ((32, 90),),
    ((90, 160),),
)
_MIN_TRAY_SATURATION = 80
_DIE_MAX_SATURATION = 75
_DIE_MIN_VALUE = 95
_MIN_TRAY_FRACTION = 0.01  # of the photo's area
_MIN_DICE_FRACTION = 0.004


@dataclass(frozen=True)
class BoardLocation:
    quad: np.ndarray  # (4, 2) float32, clockwise from the top-left, processing-image pixels
    method: str  # "tray" (found through the coloured tray)
    tray_hue: float  # mean hue of the tray on OpenCV's 0..180 scale
    dice_mask: np.ndarray  # uint8 0/1: the pale die pixels inside the tray
    debug: np.ndarray | None = None


def locate_board(image: np.ndarray, *, debug: bool = False) -> BoardLocation:
    """Return the outline of the dice area in ``image`` (BGR). Raises ``NoBoardError``."""
    hsv = cv2.cvtColor(image, cv2.COLOR_BGR2HSV)
    hue, sat, val = cv2.split(hsv)
    area = image.shape[0] * image.shape[1]
    # Dice are the brightest unsaturated things in view; judge "bright" against this photo.
    bright = max(_DIE_MIN_VALUE, 0.55 * float(np.percentile(val, 99)))
    pale = ((sat < _DIE_MAX_SATURATION) & (val > bright)).astype(np.uint8)
    otsu, _ = cv2.threshold(sat, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    saturated = (sat > max(_MIN_TRAY_SATURATION, otsu)) & (val > 20)
    kernel = np.ones((3, 3), np.uint8)

    best: tuple[float, np.ndarray, float] | None = None
    for bands in _HUE_BANDS:
        in_band = np.zeros(hue.shape, bool)
        for low, high in bands:
            in_band |= (hue >= low) & (hue < high)
        mask = cv2.morphologyEx((in_band & saturated).astype(np.uint8), cv2.MORPH_OPEN, kernel)
        count, labels, stats, _ = cv2.connectedComponentsWithStats(mask)
        for label in range(1, count):
            if stats[label, cv2.CC_STAT_AREA] < _MIN_TRAY_FRACTION * area:
                continue
            component = (labels == label).astype(np.uint8)
            contours, _ = cv2.findContours(component, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
            outline = max(contours, key=cv2.contourArea)
            # The tray's own outline keeps a busy background out; its hull still works when
            # the rim shows only in pieces (dark blue trays, glare).
            for shape in (outline, cv2.convexHull(outline)):
                filled = np.zeros_like(component)
                cv2.drawContours(filled, [shape], -1, 1, -1)
                inner = pale & filled
                inner_area = float(inner.sum())
                if inner_area < _MIN_DICE_FRACTION * area:
                    continue
                # Dice fill most of a tray; a coloured background that happens to enclose the
                # board holds the same dice in a far larger area: weigh by the pale fraction.
                score = inner_area * inner_area / float(filled.sum())
                if best is None or score > best[0]:
                    tray_hue = float(np.mean(hue[component > 0]))
                    best = (score, inner, tray_hue)
    if best is None:
        raise NoBoardError("no Boggle board found")
    _, inner, tray_hue = best
    inner = cv2.morphologyEx(inner, cv2.MORPH_OPEN, kernel)
    points = cv2.findNonZero(inner)
    if points is None or len(points) < 50:
        raise NoBoardError("no Boggle board found")
    hull = cv2.convexHull(points)
    quad = order_corners(quad_from_hull(hull))
    picture = None
    if debug:
        picture = image.copy()
        picture[inner > 0] = (picture[inner > 0] * 0.5 + np.array([0, 128, 0])).astype(np.uint8)
        cv2.polylines(picture, [quad.astype(np.int32)], True, (0, 0, 255), 2)
    return BoardLocation(quad, "tray", tray_hue, inner, picture)


def quad_from_hull(hull: np.ndarray) -> np.ndarray:
    """Four corners approximating a convex hull: the tightest polygon simplification that has
    exactly four vertices, or the minimum-area rectangle when none does."""
    perimeter = cv2.arcLength(hull, True)
    for fraction in np.linspace(0.01, 0.2, 40):
        approx = cv2.approxPolyDP(hull, float(fraction) * perimeter, True)
        if len(approx) == 4:
            return approx.reshape(4, 2).astype(np.float32)
        if len(approx) < 4:
            break
    return cv2.boxPoints(cv2.minAreaRect(hull)).astype(np.float32)


def order_corners(quad: np.ndarray) -> np.ndarray:
    """Corners clockwise (in image coordinates, y down) starting from the top-left one."""
    centre = quad.mean(axis=0)
    angles = np.arctan2(quad[:, 1] - centre[1], quad[:, 0] - centre[0])
    ordered = quad[np.argsort(angles)]
    return np.roll(ordered, -int(np.argmin(ordered.sum(axis=1))), axis=0).astype(np.float32)
