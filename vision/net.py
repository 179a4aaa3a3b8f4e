"""The learned die-face recogniser: a small convolutional network, run by OpenCV's dnn module.

The network (trained by ``scripts/train_net.py``, shipped as ``resources/face_net.onnx``) reads
each die's grey patch normalised for light (``net_patch``: how much darker than the paper around
it each pixel is, the darkest ink at 255) and scores every (face, rotation) pair at once, and
"no die here" besides (a patch of text, a chess board, a table, or a point between two dice):
one softmax over ``(len(FACE_CLASSES) + 1) * 4`` classes. A face's probability is the sum over
its four rotations, and the die's turn is the likeliest rotation of the chosen face. The temperature
fitted on held-out dice is folded into the last layer, so the probabilities are calibrated.

No PyTorch at run time: cv2.dnn reads the ONNX file. All dice of a board go through in one
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

from solver.faces import ENGLISH_FACES
from vision.errors import VisionError
from vision.lattice import Lattice

NET_FILE = "face_net.onnx"
# The classes in the network's output order: the English faces (A-Z without Q, Qu, the
# two-letter faces, the blank); each stands four times, at 0, 90, 180 and 270 degrees. Faces of
# other editions (Ñ) are not among them until the network is trained on them.
FACE_CLASSES: tuple[str, ...] = tuple(ENGLISH_FACES)
ROTATIONS = (0, 90, 180, 270)
# After the faces, the network's last class: no die is centred on the patch. It is what keeps a
# page of text or a misplaced lattice from reading as a confident board.
NOT_A_DIE = len(FACE_CLASSES)
OUTPUT_GROUPS = len(FACE_CLASSES) + 1
# The network's input: a NET_SIDE square covering NET_INNER of the die pitch around its centre.
# More than the grey patch's 0.65 (vision.patches): the network learns to ignore the rounded
# edges and neighbours, and a lattice a little off still shows the whole mark.
NET_SIDE = 32
NET_INNER = 0.8
_PAPER_FILTER = 0.3  # of the side: wider than a stroke, so only the paper's shading stays
_MIN_CONTRAST = 4.0  # grey levels: below this the patch is left as faint as it is
_MIDDLE = round(NET_SIDE * 0.15)  # margin of the middle square that sets the ink's scale


class FaceModelError(VisionError):
    """The face recogniser's model file is missing or damaged."""


def net_patch(gray: np.ndarray, cx: float, cy: float, pitch: float) -> np.ndarray:
    """The die centred at (cx, cy) of a squared-up board (grayscale), NET_SIDE square: how much
    darker than the paper around it each pixel is, scaled so that the darkest ink is 255. Dim,
    washed-out or shadowed dice all come out alike."""
    scale = NET_SIDE / (NET_INNER * pitch)
    matrix = np.float32(
        [[scale, 0, NET_SIDE / 2 - scale * cx], [0, scale, NET_SIDE / 2 - scale * cy]]
    )
    patch = cv2.warpAffine(
        gray, matrix, (NET_SIDE, NET_SIDE), flags=cv2.INTER_AREA,
        borderMode=cv2.BORDER_REPLICATE,
    ).astype(np.float32)  # fmt: skip
    side = max(3, int(NET_SIDE * _PAPER_FILTER) | 1)
    paper = cv2.dilate(patch, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (side, side)))
    ink = paper - patch
    # The scale comes from the middle of the patch, where the mark is: the dark gaps between
    # dice at its edges must not set it. A high percentile rather than the maximum: one dark
    # speck must not set it either.
    middle = ink[_MIDDLE:-_MIDDLE, _MIDDLE:-_MIDDLE]
    top = max(float(np.percentile(middle, 98)), _MIN_CONTRAST)
    return (np.clip(ink / top, 0.0, 1.0) * 255).astype(np.uint8)


def net_patches(gray: np.ndarray, lattice: Lattice) -> list[np.ndarray]:
    """The network's input for each die of ``lattice``, row-major."""
    return [
        net_patch(gray, float(cx), float(cy), float(pitch))
        for (cx, cy), pitch in zip(lattice.centres, lattice.pitch, strict=True)
    ]


@dataclass(frozen=True)
class FaceNet:
    """The loaded network, shared by every reader in the process. OpenCV's ``Net`` keeps its
    input between ``setInput`` and ``forward``, so one forward pass runs at a time (the app can
    read a photo and a camera's frames at once)."""

    net: cv2.dnn.Net
    _lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)

    def probabilities(self, patches: list[np.ndarray]) -> np.ndarray:
        """(N, faces + 1, rotations) calibrated probabilities for N patches (the last "face" is
        NOT_A_DIE), in one forward pass
        that also reads each patch turned by a quarter, a half and three quarters: the mean of
        the four readings (each turned back) is steadier than any one."""
        count = len(patches)
        if not count:
            return np.zeros((0, OUTPUT_GROUPS, len(ROTATIONS)), np.float32)
        upright = np.stack(patches)
        # np.rot90 turns counter-clockwise: a die standing at rotation r then stands at r - k.
        views = np.concatenate([np.rot90(upright, k, axes=(1, 2)) for k in range(4)])
        probs = self._forward(views).reshape(4, count, OUTPUT_GROUPS, 4)
        # View k's rotation index j is the die's (j + k) mod 4: roll it back into place.
        turned_back = [np.roll(probs[k], k, axis=2) for k in range(4)]
        return np.mean(turned_back, axis=0).astype(np.float32)

    def upright_probabilities(self, patches: list[np.ndarray]) -> np.ndarray:
        """(N, faces + 1) probabilities of each face (its rotations summed) from the upright
        view alone: a quarter of the work of ``probabilities``, for ranking many looks."""
        if not patches:
            return np.zeros((0, OUTPUT_GROUPS), np.float32)
        probs = self._forward(np.stack(patches)).reshape(len(patches), OUTPUT_GROUPS, 4)
        return probs.sum(axis=2).astype(np.float32)

    def _forward(self, views: np.ndarray) -> np.ndarray:
        """Softmax probabilities, (N, classes), for N uint8 patches."""
        with self._lock:
            self.net.setInput(views.astype(np.float32)[:, None] / 255.0)
            logits = self.net.forward().reshape(len(views), -1).astype(np.float64)
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        return exp / exp.sum(axis=1, keepdims=True)


def load_net(path: Path | None = None) -> FaceNet:
    """The bundled network from ``resources/``, or the one at ``path``, loaded once."""
    if path is not None:
        return _load(Path(path), str(path))
    return _bundled()


@lru_cache(maxsize=1)
def _bundled() -> FaceNet:
    file = resources.files("resources").joinpath(NET_FILE)
    with resources.as_file(file) as local:
        return _load(Path(local), f"resources/{NET_FILE}")


@lru_cache(maxsize=4)
def _load(path: Path, name: str) -> FaceNet:
    if not path.is_file():
        raise FaceModelError(
            f"the face model {name} is missing; reinstall Boggle Lens or run scripts/train_net.py",
            reason="model.missing",
            file=name,
        )
    damaged = FaceModelError(
        f"the face model {name} is damaged; reinstall Boggle Lens or run scripts/train_net.py",
        reason="model.damaged",
        file=name,
    )
    try:
        net = cv2.dnn.readNetFromONNX(str(path))
    except cv2.error as error:
        raise damaged from error
    if net.empty():
        raise damaged
    net.setPreferableBackend(cv2.dnn.DNN_BACKEND_OPENCV)
    model = FaceNet(net)
    try:  # a file that loads but is not this network (another output size) is damaged too
        shape = model.probabilities([np.zeros((NET_SIDE, NET_SIDE), np.uint8)]).shape
    except (cv2.error, ValueError) as error:
        raise damaged from error
    if shape != (1, OUTPUT_GROUPS, len(ROTATIONS)):
        raise damaged
    return model
