"""Stage 3 of the reader: the block of dice squared up.

The four corners the finder gives (or the player's) are mapped onto a square of ``size`` dice
of PITCH pixels each, with a margin of MARGIN dice all round: the corners are a few per cent off
at times, and a die at the edge must still be whole in the square for the centring stage to
find it (vision.centres). The square is grey: the face network reads grey patches.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision.cut import PITCH
from vision.result import Quad

MARGIN = 0.5  # dice of margin around the block of dice


@dataclass(frozen=True)
class SquaredBoard:
    """The block of dice squared up, and the way back to the photo."""

    image: np.ndarray  # grey uint8, side = (size + 2 * MARGIN) * PITCH
    size: int  # dice per side
    to_photo: np.ndarray  # 3x3 homography: squared-up pixels -> the photo's pixels

    def nodes(self) -> np.ndarray:
        """(size * size, 2) float32: the even grid's die centres, row-major, (x, y)."""
        steps = (np.arange(self.size, dtype=np.float32) + 0.5 + MARGIN) * PITCH
        return np.stack(np.meshgrid(steps, steps), axis=-1).reshape(-1, 2)

    def in_photo(self, points: np.ndarray) -> np.ndarray:
        """``points`` (n, 2) on the squared-up board, in the photo's pixels."""
        return cv2.perspectiveTransform(np.float64(points)[None], self.to_photo)[0]


def square_up(grey: np.ndarray, corners: Quad, size: int) -> SquaredBoard:
    """The board of ``size`` x ``size`` dice inside ``corners`` (clockwise, in ``grey``'s
    pixels) squared up. A photo far bigger than the square is shrunk first, as a warp samples
    rather than averages."""
    side = round((size + 2 * MARGIN) * PITCH)
    low, high = MARGIN * PITCH, (size + MARGIN) * PITCH
    target = np.float32([[low, low], [high, low], [high, high], [low, high]])
    points = np.float32(corners)
    area = abs(cv2.contourArea(points))
    shrink = min(1.0, 2 * size * PITCH / max(np.sqrt(area), 1.0))
    source = grey
    if shrink < 0.5:
        source = cv2.resize(grey, None, fx=shrink, fy=shrink, interpolation=cv2.INTER_AREA)
        points = points * np.float32(shrink)
    matrix = cv2.getPerspectiveTransform(points, target)
    image = cv2.warpPerspective(
        source, matrix, (side, side), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE
    )
    back = np.linalg.inv(matrix)
    if shrink < 0.5:
        back = np.diag([1 / shrink, 1 / shrink, 1.0]) @ back
    return SquaredBoard(image=image, size=size, to_photo=back)
