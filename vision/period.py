"""The grid size a block of dice repeats at: the finder's second opinion on the size, from the
photo's own pixels (vision.finder joins it with the network's)."""

from __future__ import annotations

import math

import cv2
import numpy as np

from vision.result import Quad

GRID_SIZES = (4, 5, 6)  # the grid sizes the finder tells apart, in its network's output order

_PERIOD_SIDE = 120  # the squared-up board's side for grid_by_period: a multiple of 4, 5 and 6


def grid_by_period(image: np.ndarray, corners: Quad) -> tuple[tuple[int, float], ...]:
    """How strongly the board inside ``corners`` repeats at each grid size of GRID_SIZES: the
    board squared up, its brightness summed along each axis, and the strength of each size's
    frequency and its double in those two profiles, as shares of the three. The dice are paler
    than the gaps between them (the frequency itself), and each carries its dark letter at its
    middle (its double: on 45 rendered boards the frequency alone took 5 of 15 4x4 boards for
    6x6 or 5x5, and with its double none). The photo's own pixels at full resolution, where the
    network sees a 6x6 board's dice a few pixels wide."""
    uniform = tuple((n, 1 / len(GRID_SIZES)) for n in GRID_SIZES)
    points = np.float32(corners)
    if cv2.contourArea(points) < 16:  # no board to square up: no opinion
        return uniform
    side = _PERIOD_SIDE
    # A warp samples, it does not average: shrink a big photo first, so the board is about
    # twice the square's side (and the warp is quick at 12 megapixels).
    shrink = min(1.0, 2 * side / math.sqrt(cv2.contourArea(points)))
    if shrink < 0.5:
        image = cv2.resize(image, None, fx=shrink, fy=shrink, interpolation=cv2.INTER_AREA)
        points = points * np.float32(shrink)
    if image.ndim == 2:
        grey = image
    else:
        to_grey = cv2.COLOR_BGRA2GRAY if image.shape[2] == 4 else cv2.COLOR_BGR2GRAY
        grey = cv2.cvtColor(image, to_grey)
    target = np.float32([[0, 0], [side, 0], [side, side], [0, side]])
    matrix = cv2.getPerspectiveTransform(points, target)
    square = cv2.warpPerspective(grey, matrix, (side, side), flags=cv2.INTER_LINEAR)
    square = square.astype(np.float32)
    strength = np.zeros(len(GRID_SIZES))
    for profile in (square.mean(axis=0), square.mean(axis=1)):
        spectrum = np.abs(np.fft.rfft(profile - profile.mean()))
        strength += np.array([spectrum[n] + spectrum[2 * n] for n in GRID_SIZES])
    if not np.isfinite(strength).all() or strength.sum() <= 0:
        return uniform
    shares = strength / float(strength.sum())
    return tuple((n, float(s)) for n, s in zip(GRID_SIZES, shares, strict=True))
