"""The learned die-face recogniser: a small convolutional network, run by OpenCV's dnn module.

The network (trained by ``scripts/train_net.py``, shipped in ``resources/``) reads each die's
grey patch normalised for light (``net_patch``: how much darker than the paper around it each
pixel is, the darkest ink at 255) and scores every (face, rotation) pair at once, and "no die
here" besides (a patch of text, a chess board, a table, or a point between two dice): one
softmax over ``(len(classes) + 1) * 4`` outputs. A face's probability is the sum over its four
rotations, and the die's turn is the likeliest rotation of the chosen face. The temperature
fitted on held-out dice is folded into the last layer, so the probabilities are calibrated.

Two networks are shipped (``NETWORKS``): the English one, over the English faces, and one over
every face a board may hold (solver.faces.FACES: the English faces, then Ñ), for editions that
print a face the English dice lack. Each file's classes are fixed here, in code, rather than
stored in the file: cv2.dnn shows no ONNX metadata, and reading it would take the onnx package
(kept out of the reader) or a protobuf parser of our own. The order is pinned by solver.faces
(the English faces first, the others after), and loading checks the file's output size against
its class list, so a file trained on other faces is a clear FaceModelError.

No PyTorch at run time: cv2.dnn reads the ONNX file. All dice of a board go through in one
forward pass.
"""

from __future__ import annotations

import threading
from collections.abc import Collection
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path

import cv2
import numpy as np

from solver.faces import ENGLISH_FACES, FACES
from vision.errors import VisionError
from vision.lattice import Lattice
from vision.onnx_file import read_onnx

NET_FILE = "face_net.onnx"
# The English network's classes in its output order: the English faces (A-Z without Q, Qu, the
# two-letter faces, the blank); each stands four times, at 0, 90, 180 and 270 degrees.
FACE_CLASSES: tuple[str, ...] = tuple(ENGLISH_FACES)
# The network over every face, for editions with faces the English network lacks (Ñ).
ALL_FACES_NET_FILE = "face_net_all.onnx"
# Every shipped network file and its classes, in output order; the English one first, as the
# reader takes the first that knows every face of the game's edition (vision.recognise).
NETWORKS: dict[str, tuple[str, ...]] = {
    NET_FILE: FACE_CLASSES,
    ALL_FACES_NET_FILE: tuple(FACES),
}
# The photos' labels and the trainer's data index their faces by the English order, which every
# network's classes begin with.
assert all(classes[: len(FACE_CLASSES)] == FACE_CLASSES for classes in NETWORKS.values())
ROTATIONS = (0, 90, 180, 270)
# The input: a NET_SIDE square covering NET_INNER of the die pitch around its centre.
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
    return inked(patch[None])[0]


_PAPER = cv2.getStructuringElement(
    cv2.MORPH_ELLIPSE, (max(3, int(NET_SIDE * _PAPER_FILTER) | 1),) * 2
)


def inked(patches: np.ndarray) -> np.ndarray:
    """(n, NET_SIDE, NET_SIDE) grey float32 patches as the network reads them, uint8: how much
    darker than the paper around it each pixel is, scaled so that the darkest ink is 255."""
    paper = np.stack([cv2.dilate(patch, _PAPER) for patch in patches])
    ink = paper - patches
    # The scale comes from the middle of the patch, where the mark is: the dark gaps between
    # dice at its edges must not set it. A high percentile rather than the maximum: one dark
    # speck must not set it either.
    middle = ink[:, _MIDDLE:-_MIDDLE, _MIDDLE:-_MIDDLE].reshape(len(patches), -1)
    top = np.maximum(np.percentile(middle, 98, axis=1), _MIN_CONTRAST)
    return (np.clip(ink / top[:, None, None], 0.0, 1.0) * 255).astype(np.uint8)


def net_patches(gray: np.ndarray, lattice: Lattice) -> list[np.ndarray]:
    """The network's input for each die of ``lattice``, row-major."""
    return [
        net_patch(gray, float(cx), float(cy), float(pitch))
        for (cx, cy), pitch in zip(lattice.centres, lattice.pitch, strict=True)
    ]


@dataclass(frozen=True)
class FaceNet:
    """A loaded network and the faces it scores (``classes``, in output order; after them,
    "no die here", at index ``not_a_die``), shared by every reader in the process. OpenCV's
    ``Net`` keeps its input between ``setInput`` and ``forward``, so one forward pass runs at a
    time (the app can read a photo and a camera's frames at once)."""

    net: cv2.dnn.Net
    classes: tuple[str, ...] = FACE_CLASSES
    _lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)

    @property
    def not_a_die(self) -> int:
        """The index of "no die here" among the network's groups: after every face."""
        return len(self.classes)

    @property
    def groups(self) -> int:
        """The faces and "no die here": the network's outputs are these at each rotation."""
        return len(self.classes) + 1

    def probabilities(self, patches: list[np.ndarray]) -> np.ndarray:
        """(N, classes + 1, rotations) calibrated probabilities for N patches (the last group
        is ``not_a_die``), in one forward pass that also reads each patch turned by a quarter,
        a half and three quarters: the mean of the four readings (each turned back) is steadier
        than any one."""
        count = len(patches)
        if not count:
            return np.zeros((0, self.groups, len(ROTATIONS)), np.float32)
        upright = np.stack(patches)
        # np.rot90 turns counter-clockwise: a die standing at rotation r then stands at r - k.
        views = np.concatenate([np.rot90(upright, k, axes=(1, 2)) for k in range(4)])
        probs = self._forward(views).reshape(4, count, self.groups, 4)
        # View k's rotation index j is the die's (j + k) mod 4: roll it back into place.
        turned_back = [np.roll(probs[k], k, axis=2) for k in range(4)]
        return np.mean(turned_back, axis=0).astype(np.float32)

    def upright_probabilities(self, patches: list[np.ndarray]) -> np.ndarray:
        """(N, classes + 1) probabilities of each face (its rotations summed) from the upright
        view alone: a quarter of the work of ``probabilities``, for ranking many looks."""
        if not patches:
            return np.zeros((0, self.groups), np.float32)
        probs = self._forward(np.stack(patches)).reshape(len(patches), self.groups, 4)
        return probs.sum(axis=2).astype(np.float32)

    def _forward(self, views: np.ndarray) -> np.ndarray:
        """Softmax probabilities, (N, outputs), for N uint8 patches."""
        with self._lock:
            self.net.setInput(views.astype(np.float32)[:, None] / 255.0)
            logits = self.net.forward().reshape(len(views), -1).astype(np.float64)
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        return exp / exp.sum(axis=1, keepdims=True)


def load_net(path: Path | None = None, classes: tuple[str, ...] = FACE_CLASSES) -> FaceNet:
    """The bundled English network from ``resources/``, or the one at ``path`` trained on
    ``classes`` (in its output order), loaded once."""
    if path is not None:
        return _load(Path(path), str(path), tuple(classes))
    return _bundled(NET_FILE)


def net_for_faces(faces: Collection[str]) -> FaceNet:
    """The first shipped network (``NETWORKS``) with a class for every one of ``faces``: the
    English network for the English editions' faces, loaded once. FaceModelError when none
    has (a face added to solver.faces and no network trained on it)."""
    for file, classes in NETWORKS.items():
        if set(faces) <= set(classes):
            return _bundled(file)
    unknown = sorted(set(faces) - set(NETWORKS[ALL_FACES_NET_FILE]))
    raise FaceModelError(
        f"no face model knows the faces {', '.join(unknown)}; run scripts/train_net.py --faces all"
    )


@lru_cache(maxsize=len(NETWORKS))
def _bundled(file: str) -> FaceNet:
    resource = resources.files("resources").joinpath(file)
    with resources.as_file(resource) as local:
        return _load(Path(local), f"resources/{file}", NETWORKS[file])


@lru_cache(maxsize=4)
def _load(path: Path, name: str, classes: tuple[str, ...]) -> FaceNet:
    fix = "reinstall Boggle Lens or run scripts/train_net.py"
    missing = FaceModelError(
        f"the face model {name} is missing; {fix}", reason="model.missing", file=name
    )
    damaged = FaceModelError(
        f"the face model {name} is damaged; {fix}", reason="model.damaged", file=name
    )
    model = FaceNet(read_onnx(path, missing, damaged), tuple(classes))
    try:  # a file that loads but does not run on a patch (its four views) is damaged too
        outputs = model._forward(np.zeros((4, NET_SIDE, NET_SIDE), np.uint8)).shape[1]
    except (cv2.error, ValueError) as error:
        raise damaged from error
    if outputs != model.groups * len(ROTATIONS):
        raise FaceModelError(
            f"the face model {name} does not fit its {len(classes)} faces: it has {outputs}"
            f" outputs where they need {model.groups * len(ROTATIONS)} (each face and"
            f' "no die here" at {len(ROTATIONS)} turns); {fix}',
            reason="model.damaged",  # to the player, a model that does not fit is damaged
            file=name,
        )
    return model
