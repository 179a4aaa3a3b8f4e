"""The live preview's board finder: where the board is in a camera frame and how sharp it looks,
fast enough to run on every frame a camera hands over (see bench/frames_bench.py).

It is the photo reader's locate stage (vision.locate) on the frame shrunk to a few hundred
pixels, plus a sharpness measure of the board area and the grid size the outline's rows of
dice beat to. Nothing is read: reading the dice takes several times as long (on a 720p frame,
a few tenths of a second against a few hundredths; bench/frames_bench.py).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

import cv2
import numpy as np

from vision.errors import NoBoardError, VisionError
from vision.grid import periodicity_scores
from vision.load import downscale, load_image
from vision.locate import BoardLocation, locate_candidates
from vision.params import PARAMS
from vision.result import Quad

_LIVE = PARAMS.live
_PERIODICITY_SIDE = 120  # the dice mask squared up this wide: a 6x6 board's gaps stay 3+ px


@dataclass(frozen=True)
class LiveOutline:
    """The board as the live preview sees it in one frame."""

    quad: Quad  # frame pixels, clockwise from the top-left corner as the frame shows it
    frame_size: tuple[int, int]  # width, height of the frame
    # 0..1: how crisp the board looks (0.5 at PARAMS.live.sharpness_half), judged on the board
    # alone at a fixed size, so neither the table nor the camera's distance sways it.
    sharpness: float
    dice_per_side: int  # the grid size the outline's rows of dice beat to: 4, 5 or 6
    whole: bool  # the outline stays clear of the frame's edges: the board is not cut off
    method: str  # as vision.locate.BoardLocation.method: "tray", "dark tray" or "dice"

    @property
    def sharp(self) -> bool:
        """Sharp enough to capture (``PARAMS.live.sharp``)."""
        return self.sharpness >= _LIVE.sharp

    @property
    def diagonal(self) -> float:
        """The longer diagonal of the outline, in frame pixels."""
        (ax, ay), (bx, by), (cx, cy), (dx, dy) = self.quad
        return max(math.hypot(cx - ax, cy - ay), math.hypot(dx - bx, dy - by))

    def movement(self, other: LiveOutline) -> float:
        """How far the board moved between ``other`` and this outline: the largest corner
        shift as a share of the board's diagonal (the corners matched whatever their order,
        so a board seen across the 45-degree turn, whose top-left corner changes, still
        matches). 0 when still; 0.02 is a tenth of a die on a 4x4 board."""
        ours, theirs = np.array(self.quad), np.array(other.quad)
        shift = min(
            float(np.linalg.norm(ours - np.roll(theirs, turn, axis=0), axis=1).max())
            for turn in range(4)
        )
        return shift / max(self.diagonal, 1.0)

    def steady_with(self, other: LiveOutline, tolerance: float = 0.02) -> bool:
        """Whether the board held still between ``other`` and this outline."""
        return self.movement(other) <= tolerance


def find_outline(frame: np.ndarray) -> LiveOutline | None:
    """The board in ``frame`` (a BGR or gray uint8 camera frame), or None when none shows.

    Only the most likely of the locator's outlines is given: the preview draws one."""
    try:
        image = load_image(frame).image
    except VisionError:
        return None
    return outline_at(image, _LIVE.outline_side)


def outline_at(image: np.ndarray, side: int) -> LiveOutline | None:
    """``find_outline`` on ``image`` (BGR uint8) shrunk to ``side`` pixels on its longest side."""
    found = located(image, side)
    return found[0] if found is not None and found[1] else None


def located(image: np.ndarray, side: int) -> tuple[LiveOutline, bool] | None:
    """The likeliest outline in ``image`` (BGR uint8) shrunk to ``side`` pixels, and whether
    it looks like a board: the first of the locator's outlines that does, or failing any,
    its first (vision.frames ranks frames by it, and lets the full reader decide)."""
    small, scale = downscale(image, side)
    try:
        candidates = locate_candidates(small)
    except NoBoardError:
        return None
    # The locator offers an outline for any pale patch; a board shows letters in its dice.
    location = next((c for c in candidates if _board_like(c, small.shape)), None)
    board_like = location is not None
    location = location or candidates[0]
    height, width = image.shape[:2]
    corners = location.quad / scale
    margin = _LIVE.edge_margin * min(width, height)
    whole = bool(
        (corners[:, 0] >= margin).all()
        and (corners[:, 1] >= margin).all()
        and (corners[:, 0] <= width - 1 - margin).all()
        and (corners[:, 1] <= height - 1 - margin).all()
    )
    points = [(float(x), float(y)) for x, y in corners]
    outline = LiveOutline(
        quad=(points[0], points[1], points[2], points[3]),
        frame_size=(width, height),
        sharpness=board_sharpness(image, corners),
        dice_per_side=_dice_per_side(location),
        whole=whole,
        method=location.method,
    )
    return outline, board_like


def board_sharpness(image: np.ndarray, quad: np.ndarray) -> float:
    """0..1: how crisp the board inside ``quad`` (frame pixels) looks.

    The variance of the second difference (edges: letters, die sides) over the variance of
    brightness (contrast: a dim or washed-out frame has weaker edges without being blurred),
    both inside the board, on the board shrunk to a fixed width, in the direction it is
    weakest. Squashed as raw / (raw + half)."""
    height, width = image.shape[:2]
    left, top = np.floor(quad.min(axis=0)).astype(int)
    right, bottom = np.ceil(quad.max(axis=0)).astype(int)
    left, top = max(left, 0), max(top, 0)
    right, bottom = min(right, width), min(bottom, height)
    if right - left < 8 or bottom - top < 8:
        return 0.0
    crop = image[top:bottom, left:right]
    gray = cv2.cvtColor(crop, cv2.COLOR_BGR2GRAY) if crop.ndim == 3 else crop
    shrink = min(1.0, _LIVE.sharpness_side / max(right - left, bottom - top))
    if shrink < 1.0:
        size = (max(8, round(gray.shape[1] * shrink)), max(8, round(gray.shape[0] * shrink)))
        gray = cv2.resize(gray, size, interpolation=cv2.INTER_AREA)
    mask = np.zeros(gray.shape, np.uint8)
    shape = np.array([gray.shape[1] / (right - left), gray.shape[0] / (bottom - top)])
    cv2.fillConvexPoly(mask, np.rint((quad - (left, top)) * shape).astype(np.int32), 1)
    # Off the mask's rim: the Laplacian of the board's edge against the table is not the board.
    inside = cv2.erode(mask, np.ones((5, 5), np.uint8)) > 0
    return _sharpness(gray, inside)


def frame_sharpness(image: np.ndarray) -> float:
    """0..1: how crisp the whole frame (BGR uint8) looks, as ``board_sharpness`` measures it,
    on the frame shrunk to ``PARAMS.live.sharpness_side`` pixels. Between frames of one scene
    it tells the blurred from the sharp for a fraction of the cost of finding the board."""
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY) if image.ndim == 3 else image
    small, _ = downscale(gray, _LIVE.sharpness_side)
    return _sharpness(small, np.ones(small.shape, bool))


def _sharpness(gray: np.ndarray, inside: np.ndarray) -> float:
    """The sharpness of the ``inside`` pixels of ``gray``, squashed into 0..1."""
    if np.count_nonzero(inside) < 64:
        return 0.0
    level = gray.astype(np.float32)
    contrast = float(level[inside].var())
    if contrast < 1.0:
        return 0.0  # a flat patch: nothing to be sharp
    # A motion blur smears one direction only, and the Laplacian, which sums directions,
    # barely notices: take the weakest direction's second difference instead.
    raw = (
        min(float(cv2.filter2D(level, cv2.CV_32F, kernel)[inside].var()) for kernel in _DIRECTIONS)
        / contrast
    )
    return raw / (raw + _LIVE.sharpness_half)


# Second differences along x, y and the two diagonals.
_DIRECTIONS = (
    np.float32([[0, 0, 0], [1, -2, 1], [0, 0, 0]]),
    np.float32([[0, 1, 0], [0, -2, 0], [0, 1, 0]]),
    np.float32([[1, 0, 0], [0, -2, 0], [0, 0, 1]]),
    np.float32([[0, 0, 1], [0, -2, 0], [1, 0, 0]]),
)


def _board_like(location: BoardLocation, shape: tuple[int, ...]) -> bool:
    """Whether an outline the locator offers shows a board: letters in its dice, and not the
    whole frame (the locator's last resort, the pale part of anything, takes in the frame
    when the light is even; a board filling the frame shows no edge to steady on anyway)."""
    frame_area = float(shape[0] * shape[1])
    if cv2.contourArea(location.quad.astype(np.float32)) > _WHOLE_FRAME * frame_area:
        return False
    return letters_in(location.dice_mask) >= _LIVE.min_letters


_WHOLE_FRAME = 0.9


def letters_in(dice_mask: np.ndarray) -> int:
    """How many dice of the pale dice mask show a letter: dark holes of a letter's size (a
    fiftieth of the typical pale blob's area or more: specks of noise are smaller), counting
    at most ``_LETTERS_PER_BLOB`` in one pale blob. Dice standing close run into one blob, but
    a pale table with dark blotches is one blob with many holes."""
    mask = dice_mask.astype(np.uint8)
    _, _, stats, _ = cv2.connectedComponentsWithStats(mask)
    areas = stats[1:, cv2.CC_STAT_AREA]
    sizeable = areas[areas >= 0.0003 * mask.size]
    if len(sizeable) == 0:
        return 0
    least = 0.02 * float(np.median(sizeable))
    contours, hierarchy = cv2.findContours(mask, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE)
    if hierarchy is None:
        return 0
    holes = Counter(
        parent
        for contour, (_, _, _, parent) in zip(contours, hierarchy[0], strict=True)
        if parent >= 0 and cv2.contourArea(contour) >= least
    )
    return sum(min(found, _LETTERS_PER_BLOB) for found in holes.values())


_LETTERS_PER_BLOB = 3


def _dice_per_side(location: BoardLocation) -> int:
    """The grid size the dice mask inside the outline beats to most strongly."""
    side = _PERIODICITY_SIDE
    square = np.float32([[0, 0], [side, 0], [side, side], [0, side]])
    to_square = cv2.getPerspectiveTransform(location.quad.astype(np.float32), square)
    pale = cv2.warpPerspective(location.dice_mask.astype(np.float32), to_square, (side, side))
    scores = periodicity_scores(pale)
    return max(scores, key=lambda n: scores[n])
