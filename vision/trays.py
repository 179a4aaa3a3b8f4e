"""Where the tray may be: regions of a tray's colour (or, for a black tray, dark ones) that
enclose pixels pale enough to be dice, each scored by how well it holds them."""

from __future__ import annotations

from typing import NamedTuple

import cv2
import numpy as np

from vision.params import PARAMS

_TRAY = PARAMS.trays


class TrayOutline(NamedTuple):
    """A region that may be the tray."""

    score: float  # how well it holds the dice: higher is likelier
    region: np.ndarray  # uint8 0/1, the outline filled
    tray: np.ndarray  # uint8 0/1, the tray pixels it was drawn from
    inner: np.ndarray  # uint8 0/1, the pale pixels inside it
    method: str  # as BoardLocation.method


def coloured_trays(
    hue: np.ndarray, sat: np.ndarray, val: np.ndarray, bright: float | np.ndarray
) -> list[TrayOutline]:
    """Outlines of saturated regions of one hue family holding pixels paler than ``bright``,
    best first (see _holding_dice)."""
    otsu, _ = cv2.threshold(sat, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    # Near black, saturation is noise; but a navy tray in dim light (gamma 1.8) sits at values of
    # 8 to 20 and still shows its colour clearly: at 20 three 6x6 boards of the labelled photos
    # read as 4x4 under the eval's dim condition, at 8 none (held out, as taken unchanged).
    saturated = (sat > max(_TRAY.min_tray_saturation, otsu)) & (val > 8)
    coloured = [_in_bands(hue, bands) & saturated for bands in _TRAY.hue_bands]
    return _holding_dice(coloured, sat, val, bright, "tray")


def dark_trays(sat: np.ndarray, val: np.ndarray, bright: float | np.ndarray) -> list[TrayOutline]:
    """Outlines of dark regions holding pixels paler than ``bright``, best first."""
    dark_pixels = val < _TRAY.dark_tray * float(np.percentile(val, 99))
    return _holding_dice([dark_pixels], sat, val, bright, "dark tray")


def _holding_dice(
    trays: list[np.ndarray],
    sat: np.ndarray,
    val: np.ndarray,
    bright: float | np.ndarray,
    method: str,
) -> list[TrayOutline]:
    """Each outline drawn from the tray pixel masks that encloses enough pale pixels to be
    dice, best first."""
    area = sat.shape[0] * sat.shape[1]
    found = []
    kernel = np.ones((3, 3), np.uint8)
    for tray_pixels in trays:
        mask = cv2.morphologyEx(tray_pixels.astype(np.uint8), cv2.MORPH_OPEN, kernel)
        for shape, tray in _tray_shapes(mask, area):
            region = np.zeros_like(mask)
            cv2.drawContours(region, [shape], -1, 1, -1)
            inner = pale_within(sat, val, bright, region)
            inner_area = float(np.count_nonzero(inner))
            if inner_area < _TRAY.min_dice_fraction * area:
                continue
            # Dice fill most of a tray; a coloured background that happens to enclose the
            # board holds the same dice in a far larger area: weigh by the pale fraction.
            score = inner_area * inner_area / float(np.count_nonzero(region))
            found.append(TrayOutline(score, region, tray, inner, method))
    return sorted(found, key=lambda outline: -outline.score)


def _in_bands(hue: np.ndarray, bands: tuple[tuple[int, int], ...]) -> np.ndarray:
    in_band = np.zeros(hue.shape, bool)
    for low, high in bands:
        in_band |= (hue >= low) & (hue < high)
    return in_band


def _tray_shapes(mask: np.ndarray, area: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """Outlines that may hold the dice, each with the tray pixels it came from: each sizeable
    connected piece of tray (its outline, and its hull when the rim shows only in pieces), and
    all the pieces together (dividers and rim split apart by dice)."""
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask)
    pieces = [
        label
        for label in range(1, count)
        if stats[label, cv2.CC_STAT_AREA] >= 0.2 * _TRAY.min_tray_fraction * area
    ]
    shapes: list[tuple[np.ndarray, np.ndarray]] = []
    for label in pieces:
        if stats[label, cv2.CC_STAT_AREA] < _TRAY.min_tray_fraction * area:
            continue
        component = (labels == label).astype(np.uint8)
        contours, _ = cv2.findContours(component, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        outline = max(contours, key=cv2.contourArea)
        shapes += [(outline, component), (cv2.convexHull(outline), component)]
    if len(pieces) > 1:
        together = np.isin(labels, pieces).astype(np.uint8)
        shapes.append((mask_hull(together), together))
    return shapes


def pale_within(
    sat: np.ndarray, val: np.ndarray, bright: float | np.ndarray, region: np.ndarray
) -> np.ndarray:
    """Die pixels inside a tray region: bright, and less saturated than the tray. Coloured
    light off the tray tints the dice, so the saturation cut comes from this region's own
    histogram (dice and tray are its two modes), within sane bounds."""
    inside = sat[region > 0]
    if inside.size == 0:
        return np.zeros_like(region)
    split, _ = cv2.threshold(inside.reshape(-1, 1), 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    limit = float(np.clip(split, _TRAY.die_max_saturation, _TRAY.die_max_saturation_tinted))
    return ((sat < limit) & (val > bright) & (region > 0)).astype(np.uint8)


def outline_points(mask: np.ndarray) -> np.ndarray:
    """The pixels on the outer outlines of a 0/1 mask: they have the same convex hull area and
    least-area rectangle as all its pixels, at a fraction of the points."""
    contours, _ = cv2.findContours(mask.astype(np.uint8), cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    return np.vstack(contours)


def mask_hull(mask: np.ndarray) -> np.ndarray:
    """The convex hull of a 0/1 mask's pixels, starting from its rightmost (then lowest)
    corner: the polygon fitted to it (quad_from_hull) depends on where the hull starts."""
    hull = cv2.convexHull(outline_points(mask))
    start = int(np.lexsort((hull[:, 0, 1], hull[:, 0, 0]))[-1])
    return np.roll(hull, -start, axis=0)
