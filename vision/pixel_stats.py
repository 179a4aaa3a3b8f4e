"""The percentile and median of a grey image's pixels under a mask, exactly as numpy gives them.

``np.percentile(image[mask > 0], q)`` copies the pixels out, partitions them and spends some
80 microseconds in Python around it; the reader asks it twice for every cut mark
(vision.glyphs.soft_ink). For uint8 pixels a 256-bin histogram of the masked pixels (one
OpenCV call) gives any order statistic at once, and numpy's interpolation between the two
order statistics around the wanted rank is repeated here step for step (its "linear" method:
the rank (n - 1) * q / 100, and the lerp from the nearer side), so the figures are equal to
numpy's to the last bit (tests/vision/test_pixel_stats.py).
"""

from __future__ import annotations

import math

import cv2
import numpy as np


class MaskedPixels:
    """The uint8 pixels of ``image`` where ``mask`` (uint8, same shape) is not zero."""

    def __init__(self, image: np.ndarray, mask: np.ndarray) -> None:
        counts = cv2.calcHist([image], [0], mask, [256], [0, 256]).ravel()
        # Counts are float32, exact below 2**24 pixels: far more than a die crop holds.
        self._cumulative = np.cumsum(counts.astype(np.int64))
        self.size = int(self._cumulative[-1])

    def _ranked(self, rank: int) -> int:
        """The value of the ``rank``-th smallest pixel (0-based)."""
        return int(np.searchsorted(self._cumulative, rank, side="right"))

    def percentile(self, q: float) -> float:
        """``float(np.percentile(pixels, q))`` for at least one pixel."""
        if self.size == 0:
            raise ValueError("no pixels under the mask")
        virtual = (self.size - 1) * (q / 100)
        if virtual >= self.size - 1:
            return float(self._ranked(self.size - 1))
        previous = math.floor(virtual)
        gamma = virtual - previous
        below, above = self._ranked(previous), self._ranked(previous + 1)
        step = above - below
        # numpy's _lerp: from the lower value below the midpoint, from the upper one above it.
        if gamma >= 0.5:
            return above - step * (1 - gamma)
        return below + step * gamma

    def median(self) -> float:
        """``float(np.median(pixels))`` for at least one pixel."""
        if self.size == 0:
            raise ValueError("no pixels under the mask")
        half = self.size // 2
        if self.size % 2:
            return float(self._ranked(half))
        return (self._ranked(half - 1) + self._ranked(half)) / 2
