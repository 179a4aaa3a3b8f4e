"""Sensor noise on a photo: how much there is, and the photo calmed, for a second look.

A cheap sensor or a dim room adds grain that breaks the tray's edges and colour into specks,
and the locator then finds no outline at all. The grain is measured by Immerkaer's estimator
(the photo filtered by a kernel that cancels smooth shading and straight edges), with the median
instead of the mean of the response so that the dice's letters and the tray's rim do not count
as noise. The calmed photo is filtered edge-preservingly (bilateral), so edges stay where they
were and the grain goes.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.params import PARAMS

_LOOK = PARAMS.looks
# Zero on a plane of light and on a straight edge; on white noise of sigma s its response has
# the standard deviation 6 s.
_NOISE_KERNEL = np.float32([[1, -2, 1], [-2, 4, -2], [1, -2, 1]])
_MEDIAN_TO_SIGMA = 1.0 / (0.6745 * 6.0)  # a normal's median absolute value is 0.6745 sigma


def noise_sigma(image: np.ndarray) -> float:
    """The standard deviation of the grain on ``image`` (BGR or grey uint8), in grey levels of
    each channel (a sensor's grain is largely independent between channels, and averaging them
    into grey would hide some of it)."""
    if min(image.shape[:2]) < 3:
        return 0.0
    response = cv2.filter2D(image.astype(np.float32), -1, _NOISE_KERNEL)[1:-1, 1:-1]
    return float(np.median(np.abs(response))) * _MEDIAN_TO_SIGMA


def calmed(image: np.ndarray, sigma: float) -> np.ndarray:
    """``image`` (BGR uint8) with grain of standard deviation ``sigma`` smoothed away, its edges
    kept: neighbours that differ by much more than the grain are not averaged in."""
    return cv2.bilateralFilter(
        image, _LOOK.calm_diameter, max(_LOOK.calm_min_colour, _LOOK.calm_colour * sigma),
        _LOOK.calm_space,
    )  # fmt: skip
