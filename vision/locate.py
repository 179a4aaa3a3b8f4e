"""Find the board in a photo: the tray (a vivid plastic frame holding pale dice) and its dice.

The tray is the most saturated large region of the photo (failing any, a dark one: a black
tray); the dice are the pale, unsaturated pixels it encloses, judged against the whole photo
and again against the light near them (vision.lighting), for dice in a shadow. The board
outline is a quadrilateral fitted to the hull of those dice, so it hugs the dice and not the
tray's rim.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision.errors import NoBoardError
from vision.lighting import nearby_brightest, white_balanced
from vision.params import PARAMS
from vision.trays import (
    TrayOutline,
    coloured_trays,
    dark_trays,
    mask_hull,
    outline_points,
    pale_within,
)

_LOCATE = PARAMS.locate
_DIE_MIN_VALUE = PARAMS.trays.die_min_value
_APART = 1.8  # times the typical blob's area: the largest blob that is still one die


@dataclass(frozen=True)
class BoardLocation:
    quad: np.ndarray  # (4, 2) float32, clockwise from the top-left, processing-image pixels
    # "tray" (found through the coloured tray), "dark tray" (a black or grey one) or "dice"
    # (the pale dice alone)
    method: str
    tray_hue: float  # mean hue of the tray on OpenCV's 0..180 scale
    dice_mask: np.ndarray  # uint8 0/1: the pale die pixels inside the tray


def locate_board(image: np.ndarray) -> BoardLocation:
    """The most likely outline of the dice area in ``image`` (BGR). Raises ``NoBoardError``."""
    return locate_candidates(image)[0]


def draw_location(image: np.ndarray, location: BoardLocation) -> np.ndarray:
    """For the debug view: ``image`` with the dice found tinted green and the outline in red."""
    picture = image.copy()
    inner = location.dice_mask
    picture[inner > 0] = (picture[inner > 0] * 0.5 + np.array([0, 128, 0])).astype(np.uint8)
    cv2.polylines(picture, [location.quad.astype(np.int32)], True, (0, 0, 255), 2)
    return picture


def locate_candidates(image: np.ndarray) -> list[BoardLocation]:
    """Possible board outlines, most likely first. Raises ``NoBoardError``.

    In order (the counts are vision.params's): up to ``outlines - 1`` tray outlines
    (vision.trays) with the dice judged against the whole photo; up to ``shaded_outlines``
    more with the dice judged against the light near them; the best dark outline, if coloured
    ones came first; the outline of the pale dice alone; and that of the dice that stand apart,
    one die's size each. The reader takes the first that reads convincingly, so later outlines
    cost time only on photos the earlier ones do not explain."""
    hsv = cv2.cvtColor(white_balanced(image), cv2.COLOR_BGR2HSV)
    hue, sat, val = cv2.split(hsv)
    # Dice are the brightest unsaturated things in view; judge "bright" against this photo.
    bright = max(_DIE_MIN_VALUE, _LOCATE.die_brightness * float(np.percentile(val, 99)))
    coloured = coloured_trays(hue, sat, val, bright)
    dark = dark_trays(sat, val, bright)
    # A black or grey tray is dark, whatever its hue; but shadows and dark tables are dark too,
    # and on a blurred photo an outline of theirs can out-read a coloured tray's. So dark
    # outlines come first only when no coloured one holds the dice.
    locations = _distinct_locations(hue, coloured or dark, _LOCATE.outlines - 1)
    # A shadow across the tray dims some of the dice below that: judged against the dice
    # nearby instead, they count. Pale tray rims and table count more readily too, so these
    # outlines come after those judged against the whole photo.
    nearby = np.maximum(
        _DIE_MIN_VALUE, np.minimum(bright, _LOCATE.die_brightness * nearby_brightest(val))
    )
    shaded = coloured_trays(hue, sat, val, nearby) or dark_trays(sat, val, nearby)
    locations += _distinct_locations(hue, shaded, _LOCATE.shaded_outlines, locations)
    if coloured:
        # In a dim photo a dark blue tray is nearly black, its colour showing only in pieces.
        locations += _distinct_locations(hue, dark, 1, locations)
    # Dice without a tray (or in a tray we do not see as one): the pale die faces themselves.
    everywhere = np.ones_like(sat)
    pale = pale_within(sat, val, bright, everywhere)
    # Then the same from the dice that stand apart as blobs of a die's size only: a pale streak
    # of table run into the board's edge (or a tray's colour run out to the photo's edge) makes
    # the outlines above swallow it, while most dice still show as separate squares.
    for apart in (False, True):
        dice = _location(pale, everywhere, hue, everywhere, method="dice", apart=apart)
        if dice is not None and not any(same_place(dice, seen) for seen in locations):
            locations.append(dice)
    if not locations:
        raise NoBoardError("no Boggle board found", reason="photo.no_board")
    return locations


def _distinct_locations(
    hue: np.ndarray,
    found: list[TrayOutline],
    limit: int,
    seen: list[BoardLocation] | None = None,
) -> list[BoardLocation]:
    """Board locations for the outlines ``found``, in order, at most ``limit``, none in the
    same place as another or as one ``seen``."""
    seen = list(seen or [])
    locations: list[BoardLocation] = []
    for outline in found:
        if len(locations) == limit:
            break
        location = _location(outline.inner, outline.region, hue, outline.tray, outline.method)
        if location is None or any(same_place(location, other) for other in seen):
            continue
        locations.append(location)
        seen.append(location)
    return locations


def _location(
    inner: np.ndarray,
    region: np.ndarray,
    hue: np.ndarray,
    tray: np.ndarray,
    method: str = "tray",
    apart: bool = False,
) -> BoardLocation | None:
    inner = _die_like_parts(cv2.morphologyEx(inner, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8)),
                            region, apart)  # fmt: skip
    if np.count_nonzero(inner) < 50:
        return None
    quad = order_corners(quad_from_hull(mask_hull(inner)))
    return BoardLocation(quad, method, float(np.mean(hue[tray > 0])), inner)


def same_place(a: BoardLocation, b: BoardLocation) -> bool:
    """Whether two outlines are about the same: no corner 5% of the board's width apart."""
    return float(np.abs(a.quad - b.quad).max()) < 0.05 * float(np.ptp(b.quad[:, 0]) + 1)


def _die_like_parts(pale: np.ndarray, tray: np.ndarray, apart: bool = False) -> np.ndarray:
    """Keep the pale blobs that look like dice: similar in size to the typical blob, not thin
    (the tray's handle, a reflection), and not big patches of background running into the
    tray's edge. ``apart``: only blobs of about one die's size (no dice run together)."""
    count, labels, stats, centroids = cv2.connectedComponentsWithStats(pale)
    areas = stats[1:, cv2.CC_STAT_AREA].astype(float)
    sizeable = areas[areas >= 0.0005 * pale.size]
    if len(sizeable) == 0:
        return pale
    typical = float(np.median(sizeable))
    edge = tray - cv2.erode(tray, np.ones((5, 5), np.uint8))
    keep = np.zeros(count, bool)
    for label in range(1, count):
        area = float(stats[label, cv2.CC_STAT_AREA])
        if area < 0.15 * typical or (apart and not 0.5 * typical <= area <= _APART * typical):
            continue
        # Within the blob's box: a whole-image mask per blob costs more than the rest of the
        # stage on a photo with many specks.
        left, top, width, height = stats[label, :4]
        box = np.s_[top : top + height, left : left + width]
        blob = labels[box] == label
        points = outline_points(blob)
        solidity = area / max(cv2.contourArea(cv2.convexHull(points)), 1.0)
        if area < 2 * typical:
            (_, _), (rw, rh), _ = cv2.minAreaRect(points)
            if area < 1.2 * typical and max(rw, rh) > 6.0 * max(1.0, min(rw, rh)):
                continue  # a thin streak (the tray's handle, a reflection), not a die
            if apart and max(rw, rh) > 2.0 * max(1.0, min(rw, rh)):
                continue  # not square: a die with a streak run into it
            if solidity < 0.45:
                continue  # a crescent of glare or a rim, not a die face
        elif np.any(edge[box][blob]) and solidity < 0.75:
            continue  # background seen through or beside the tray, not a row of dice
        if area >= _LOCATE.patch_area * typical and _marks_inside(blob, typical) == 0:
            continue  # a pale patch of table or wall the size of several dice, with no letter
        keep[label] = True
    # Dice stand together: keep the group of blobs that touch or nearly touch (by less than
    # a die's side), largest by area; a pale thing further off is something else. Small
    # specks can still bridge a gap, so blobs far from the group's middle go too.
    keep = _largest_group(keep, stats, max(1.0, _LOCATE.die_reach * float(np.sqrt(typical))))
    for _ in range(2):
        kept = np.flatnonzero(keep)
        if len(kept) < 4:
            break
        middle = np.median(centroids[kept], axis=0)
        distance = np.linalg.norm(centroids[kept] - middle, axis=1)
        typical_distance = max(float(np.median(distance)), 1.0)
        keep[kept[distance > 2.5 * typical_distance]] = False
    return keep[labels].astype(np.uint8)


def _largest_group(keep: np.ndarray, stats: np.ndarray, reach: float) -> np.ndarray:
    """Of the kept blobs, the group (linked by gaps between their boxes under ``reach``) with
    the largest area."""
    kept = np.flatnonzero(keep)
    if len(kept) < 2:
        return keep
    left = stats[kept, cv2.CC_STAT_LEFT].astype(float)
    top = stats[kept, cv2.CC_STAT_TOP].astype(float)
    right = left + stats[kept, cv2.CC_STAT_WIDTH]
    bottom = top + stats[kept, cv2.CC_STAT_HEIGHT]
    gap_x = np.maximum(left[:, None], left[None, :]) - np.minimum(right[:, None], right[None, :])
    gap_y = np.maximum(top[:, None], top[None, :]) - np.minimum(bottom[:, None], bottom[None, :])
    linked = np.hypot(np.maximum(gap_x, 0), np.maximum(gap_y, 0)) < reach
    group = -np.ones(len(kept), int)
    for seed in range(len(kept)):
        if group[seed] >= 0:
            continue
        group[seed], frontier = seed, [seed]
        while frontier:
            members = np.flatnonzero(linked[frontier].any(axis=0) & (group < 0))
            group[members] = seed
            frontier = list(members)
    areas = stats[kept, cv2.CC_STAT_AREA].astype(float)
    largest = max(set(group.tolist()), key=lambda g: float(areas[group == g].sum()))
    chosen = keep.copy()
    chosen[kept[group != largest]] = False
    return chosen


def _marks_inside(blob: np.ndarray, typical: float) -> int:
    """How many holes of mark size the blob has: dice that run together into one blob keep
    their letters as holes, a patch of table or wall has none."""
    contours, hierarchy = cv2.findContours(
        blob.astype(np.uint8), cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE
    )
    if hierarchy is None:
        return 0
    return sum(
        1
        for contour, (_, _, _, parent) in zip(contours, hierarchy[0], strict=True)
        if parent >= 0 and cv2.contourArea(contour) >= 0.01 * typical
    )


def quad_from_hull(hull: np.ndarray) -> np.ndarray:
    """The four-sided polygon that encloses a convex hull with the least added area.

    Starting from the hull's outline, the edge whose removal (extending its two neighbours to
    meet) adds the least area is dropped until four edges remain. Unlike a plain polygon
    simplification this never cuts a corner off the dice, and it keeps rounded corners from
    pulling the sides inwards."""
    points = cv2.approxPolyDP(hull, 0.004 * cv2.arcLength(hull, True), True).reshape(-1, 2)
    polygon = [p.astype(np.float64) for p in points]
    while len(polygon) > 4:
        best: tuple[float, int, np.ndarray] | None = None
        count = len(polygon)
        for i in range(count):
            # Edge i runs polygon[i] -> polygon[i+1]; replace it by the meeting point of the
            # edges before and after it.
            a0, a1 = polygon[i - 1], polygon[i]
            b0, b1 = polygon[(i + 1) % count], polygon[(i + 2) % count]
            meet = _intersection(a0, a1, b0, b1)
            if meet is None:
                continue
            added = abs(_cross(a1 - meet, polygon[(i + 1) % count] - meet)) / 2
            if best is None or added < best[0]:
                best = (added, i, meet)
        if best is None:
            break
        _, i, meet = best
        polygon[i] = meet
        del polygon[(i + 1) % count]
    if len(polygon) != 4:
        return cv2.boxPoints(cv2.minAreaRect(hull)).astype(np.float32)
    return np.array(polygon, np.float32)


def _cross(u: np.ndarray, v: np.ndarray) -> float:
    return float(u[0] * v[1] - u[1] * v[0])


def _intersection(
    a0: np.ndarray, a1: np.ndarray, b0: np.ndarray, b1: np.ndarray
) -> np.ndarray | None:
    """Where line a0-a1 meets line b0-b1 beyond a1 and before b0; None if they do not."""
    da, db = a1 - a0, b1 - b0
    denominator = _cross(da, db)
    if abs(denominator) < 1e-9:
        return None
    t = _cross(b0 - a0, db) / denominator
    u = _cross(b0 - a0, da) / denominator
    if t < 1.0 or u > 0.0:
        return None  # the lines meet behind the edges: removing this edge is not possible
    return a0 + t * da


def order_corners(quad: np.ndarray) -> np.ndarray:
    """Corners clockwise (in image coordinates, y down) starting from the top-left one."""
    centre = quad.mean(axis=0)
    angles = np.arctan2(quad[:, 1] - centre[1], quad[:, 0] - centre[0])
    ordered = quad[np.argsort(angles)]
    return np.roll(ordered, -int(np.argmin(ordered.sum(axis=1))), axis=0).astype(np.float32)
