"""Square up the board and decide its grid: 4x4, 5x5 or 6x6 dice, and where each die sits.

The board outline is warped to a square. Rows and columns of dice show up as a periodic
pattern in how pale each column (and each row) of the square is: pale die faces alternate
with the darker gaps between dice. The grid size is the period with the strongest response.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision.locate import BoardLocation
from vision.params import PARAMS

WARP_SIZE = PARAMS.grid.warp_size  # side of the squared-up board, in pixels


@dataclass(frozen=True)
class BoardGrid:
    size: int  # dice per side
    warped: np.ndarray  # the board squared up, WARP_SIZE x WARP_SIZE BGR
    to_image: np.ndarray  # 3x3 homography from warped pixels to processing-image pixels
    scores: dict[int, float]  # periodicity score per candidate grid size

    @property
    def cell(self) -> float:
        return WARP_SIZE / self.size


def draw_grid(grid: BoardGrid) -> np.ndarray:
    """For the debug view: the squared-up board with its even grid of cells in red."""
    picture = grid.warped.copy()
    step = WARP_SIZE / grid.size
    for k in range(1, grid.size):
        at = round(k * step)
        cv2.line(picture, (at, 0), (at, WARP_SIZE), (0, 0, 255), 1)
        cv2.line(picture, (0, at), (WARP_SIZE, at), (0, 0, 255), 1)
    return picture


def find_grid(image: np.ndarray, location: BoardLocation, *, size: int | None = None) -> BoardGrid:
    """Warp the located board to a square and pick the grid size (or use ``size`` if given)."""
    square = np.float32([[0, 0], [WARP_SIZE, 0], [WARP_SIZE, WARP_SIZE], [0, WARP_SIZE]])
    to_square = cv2.getPerspectiveTransform(location.quad.astype(np.float32), square)
    warped = cv2.warpPerspective(
        image, to_square, (WARP_SIZE, WARP_SIZE), flags=cv2.INTER_LINEAR,
        borderMode=cv2.BORDER_REPLICATE,
    )  # fmt: skip
    pale = cv2.warpPerspective(
        location.dice_mask.astype(np.float32), to_square, (WARP_SIZE, WARP_SIZE),
        flags=cv2.INTER_LINEAR,
    )  # fmt: skip
    scores = periodicity_scores(pale)
    chosen = size if size is not None else max(scores, key=lambda n: scores[n])
    return BoardGrid(chosen, warped, np.linalg.inv(to_square), scores)


def periodicity_scores(pale: np.ndarray) -> dict[int, float]:
    """For each grid size n, the strength of the n-cycle across the board in the column and row
    profiles of the pale (die) mask (a square, WARP_SIZE wide in the reader), relative to the
    profiles' overall variation."""
    # Fill the letters so a die face reads as one pale block, leaving only the gaps dark: 15
    # px on the WARP_SIZE square, in proportion on another (the live finder's is smaller).
    side = pale.shape[1]
    reach = max(3, round(15 * side / WARP_SIZE) | 1)
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (reach, reach))
    filled = cv2.morphologyEx(pale, cv2.MORPH_CLOSE, kernel)
    positions = (np.arange(side) + 0.5) / side
    scores: dict[int, float] = {}
    profiles = [filled.mean(axis=0), filled.mean(axis=1)]
    for n in PARAMS.grid.sizes:
        wave = np.exp(-2j * np.pi * n * positions)
        total = 0.0
        for profile in profiles:
            centred = profile - profile.mean()
            norm = float(np.linalg.norm(centred)) + 1e-9
            total += float(abs(np.dot(centred, wave))) / norm
        scores[n] = total / len(profiles)
    return scores


def close_sizes(scores: dict[int, float]) -> list[int]:
    """The grid sizes worth reading: the strongest period, and any other nearly as strong."""
    top = max(scores.values())
    return sorted(
        (n for n in scores if scores[n] >= PARAMS.grid.close_size * top), key=lambda n: -scores[n]
    )
