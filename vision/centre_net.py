"""The die-centre network: where the nearest die's top is, seen from a point of the squared-up
board (vision.warp).

The even grid inside the finder's corners puts a die's centre a tenth of a die off at the
median and a third of a die off at worst (the labelled photos), and the face network reads a
part of a letter as surely as a letter, so its own sureness is a poor guide to the centre. This
network looks at CENTRE_SPAN dice around a point, the dice's edges and the gaps between them
included, and answers the offset from that point to the nearest die's centre, in dice. It is
trained (scripts/train_centre_net.py) on the labelled photos' dice and on rendered boards whose
centres are exact, looked at from up to REACH of a die away.

No PyTorch at run time: cv2.dnn reads the ONNX file. Every point of a board goes through in one
forward pass.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path

import cv2
import numpy as np

from vision.cut import PITCH
from vision.errors import VisionError
from vision.onnx_file import read_onnx

CENTRE_FILE = "centre_net.onnx"
CENTRE_SIDE = 32  # pixels across the network's input
CENTRE_SPAN = 1.6  # dice across it: the die, the gaps around it and a rim of its neighbours
REACH = 0.45  # of a die: the farthest a die's centre lies from the point it is looked at from
_FLAT = 1e-3  # grey levels: the least spread a crop is scaled by (a blank crop stays blank)


class CentreModelError(VisionError):
    """The die-centre network's model file is missing or damaged."""


def centre_crops(board: np.ndarray, points: np.ndarray) -> np.ndarray:
    """(n, CENTRE_SIDE, CENTRE_SIDE) float32: the network's input around each of ``points``
    ((n, 2) x, y) on the squared-up ``board`` (grey uint8), each crop's grey levels scaled to
    mean 0 and spread 1 (light, shade and contrast left out); beyond the board's edge its edge
    pixels repeat."""
    scale = CENTRE_SIDE / (CENTRE_SPAN * PITCH)
    crops = np.empty((len(points), CENTRE_SIDE, CENTRE_SIDE), np.float32)
    for index, (x, y) in enumerate(np.asarray(points, np.float64)):
        matrix = np.float64([[scale, 0, CENTRE_SIDE / 2 - scale * x],
                             [0, scale, CENTRE_SIDE / 2 - scale * y]])  # fmt: skip
        crops[index] = cv2.warpAffine(
            board, matrix, (CENTRE_SIDE, CENTRE_SIDE), flags=cv2.INTER_AREA,
            borderMode=cv2.BORDER_REPLICATE,
        )  # fmt: skip
    return standardised(crops)


def standardised(crops: np.ndarray) -> np.ndarray:
    """(n, side, side) float32 crops scaled each to mean 0 and spread 1."""
    crops = crops - crops.mean(axis=(1, 2), keepdims=True)
    return (crops / (crops.std(axis=(1, 2), keepdims=True) + _FLAT)).astype(np.float32)


@dataclass(frozen=True)
class CentreNet:
    """A loaded die-centre network, shared by every reader in the process; one forward pass
    runs at a time (OpenCV's ``Net`` keeps its input between ``setInput`` and ``forward``)."""

    net: cv2.dnn.Net
    _lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)

    def offsets(self, board: np.ndarray, points: np.ndarray) -> np.ndarray:
        """(n, 2) float32: from each of ``points`` on the squared-up ``board`` to the nearest
        die's centre, in dice."""
        if not len(points):
            return np.zeros((0, 2), np.float32)
        return self._forward(centre_crops(board, points))

    def _forward(self, crops: np.ndarray) -> np.ndarray:
        with self._lock:
            self.net.setInput(crops[:, None])
            return self.net.forward().reshape(len(crops), -1).astype(np.float32)


def load_centre_net(path: Path | None = None) -> CentreNet:
    """The bundled die-centre network (``resources/centre_net.onnx``), or the one at ``path``,
    loaded once. Raises CentreModelError when the file is missing or damaged."""
    if path is None:
        with resources.as_file(resources.files("resources").joinpath(CENTRE_FILE)) as local:
            return _load(Path(local), f"resources/{CENTRE_FILE}")
    return _load(Path(path), str(path))


@lru_cache(maxsize=4)
def _load(path: Path, name: str) -> CentreNet:
    fix = "reinstall Boggle Lens or run scripts/train_centre_net.py"
    missing = CentreModelError(
        f"the die-centre model {name} is missing; {fix}", reason="model.missing", file=name
    )
    damaged = CentreModelError(
        f"the die-centre model {name} is damaged; {fix}", reason="model.damaged", file=name
    )
    model = CentreNet(read_onnx(path, missing, damaged))
    try:  # a file that loads but does not answer an offset for a crop is damaged too
        answer = model._forward(np.zeros((1, CENTRE_SIDE, CENTRE_SIDE), np.float32))
    except cv2.error as error:
        raise damaged from error
    if answer.shape != (1, 2):
        raise damaged
    return model
