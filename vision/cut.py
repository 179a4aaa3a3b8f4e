"""Stage 5 of the reader: each die cut out of the squared-up board as the face network reads
it (vision.net.net_patch: how much darker than the paper around it each pixel is, the darkest
ink at 255).

The squared-up board has PITCH pixels per die, and the network reads NET_INNER of a die in
NET_SIDE pixels: one to one. So a die's patch is a plain slice of the board at its centre
rounded to the pixel (half a pixel is an eightieth of a die), not a warp of its own: the same
pixels as net_patch there, four times quicker, which the centring stage needs as it looks at
each die at seventeen places (vision.centres).
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.net import NET_INNER, NET_SIDE, inked

PITCH = round(NET_SIDE / NET_INNER)  # pixels per die on the squared-up board: 40
assert PITCH * NET_INNER == NET_SIDE, "a die's patch must be a slice of the squared-up board"
_HALF = NET_SIDE // 2


def cut_dice(board: np.ndarray, points: np.ndarray) -> np.ndarray:
    """(n, NET_SIDE, NET_SIDE) uint8: the network's input for the die centred at each of
    ``points`` ((n, 2) x, y) on the squared-up ``board`` (grey uint8); beyond its edge the
    board's edge pixels repeat, as net_patch's."""
    if not len(points):
        return np.zeros((0, NET_SIDE, NET_SIDE), np.uint8)
    padded = cv2.copyMakeBorder(board, _HALF, _HALF, _HALF, _HALF, cv2.BORDER_REPLICATE)
    height, width = board.shape[:2]
    xs = np.clip(np.rint(points[:, 0]).astype(int), 0, width - 1) + _HALF
    ys = np.clip(np.rint(points[:, 1]).astype(int), 0, height - 1) + _HALF
    dice = np.stack(
        [padded[y - _HALF : y + _HALF, x - _HALF : x + _HALF] for x, y in zip(xs, ys, strict=True)]
    )
    return inked(dice.astype(np.float32))
