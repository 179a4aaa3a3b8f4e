"""A nearest-neighbour classifier for die marks, trained by ``scripts/train_classifier.py``.

Each normalised glyph picture is described by a HOG vector projected onto a PCA basis. A die is
read by trying the mark in all four rotations against every stored example: the closest
example gives the face and how far the die was turned.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import resources
from pathlib import Path

import numpy as np

from vision.errors import VisionError
from vision.glyphs import GLYPH_SIZE
from vision.params import PARAMS

MODEL_FILE = "glyphs_knn.npz"
ROTATIONS = (0, 90, 180, 270)
# HOG cells and orientation bins: the features the bundled models were trained on.
_CELL = 8
_BINS = 9


@dataclass(frozen=True)
class FaceScores:
    """For one die: the distance of the closest example of each face, and the rotation at which
    that example matched (degrees the die is turned clockwise in the photo)."""

    distances: dict[str, float]
    rotations: dict[str, int]

    def ranked(self) -> list[tuple[str, float]]:
        return sorted(self.distances.items(), key=lambda item: item[1])


@dataclass(frozen=True)
class GlyphModel:
    mean: np.ndarray  # (D,) HOG mean
    basis: np.ndarray  # (K, D) PCA basis
    examples: np.ndarray  # (N, K) projected training examples
    labels: np.ndarray  # (N,) index into faces
    faces: tuple[str, ...]
    shape_weight: float = 0.0  # weight of the outline features next to the HOG projection

    @cached_property
    def _face_spans(self) -> dict[str, tuple[int, int]]:
        return _spans(self.labels, self.faces)

    @cached_property
    def _squared_norms(self) -> np.ndarray:
        """Each example's squared length, for the distances of every board read."""
        return (self.examples**2).sum(axis=1)

    def project(self, pictures: list[np.ndarray]) -> np.ndarray:
        projected = (hog_features(pictures) - self.mean) @ self.basis.T
        if self.shape_weight <= 0:
            return projected
        return np.hstack([projected, self.shape_weight * shape_features(pictures)])

    def score(self, picture: np.ndarray) -> FaceScores:
        """Distances per face over the four rotations of ``picture``."""
        return self.score_many([picture])[0]

    def score_many(
        self, pictures: list[np.ndarray], faces: frozenset[str] | None = None
    ) -> list[FaceScores]:
        """Distances per face (only ``faces`` when given) for each picture."""
        turned = [np.rot90(p, -k // 90) for p in pictures for k in ROTATIONS]
        vectors = self.project([np.ascontiguousarray(t) for t in turned])
        # Squared distances via the dot-product expansion; one matrix product for the board.
        # The sums are made in place in the product's (rows x 17,800) array: a fresh array for
        # each step cost more than the product itself.
        squared = (2 * vectors) @ self.examples.T
        np.subtract((vectors**2).sum(axis=1)[:, None], squared, out=squared)
        squared += self._squared_norms[None, :]
        # The few closest are found by squared distance; only they need the square root.
        np.maximum(squared, 0.0, out=squared)
        spans = self._face_spans
        if faces is not None:
            spans = {face: span for face, span in spans.items() if face in faces}
        count = len(pictures)
        # Per face, for every picture and rotation at once: the mean of the few closest
        # examples (one odd example cannot decide alone), then the best rotation.
        face_distances = np.empty((count, len(spans)))
        face_turns = np.empty((count, len(spans)), int)
        for column, (start, stop) in enumerate(spans.values()):
            near = min(PARAMS.classifier.neighbours, stop - start)
            nearest = np.sqrt(np.partition(squared[:, start:stop], near - 1, axis=1)[:, :near])
            per_rotation = nearest.mean(axis=1).reshape(count, len(ROTATIONS))
            turn = per_rotation.argmin(axis=1)
            face_distances[:, column] = per_rotation[np.arange(count), turn]
            # The picture was turned by ROTATIONS[turn] clockwise to match an upright example,
            # so the die stood at the opposite turn in the photo.
            face_turns[:, column] = (360 - np.take(ROTATIONS, turn)) % 360
        names = list(spans)
        return [
            FaceScores(
                dict(zip(names, map(float, row_distances), strict=True)),
                dict(zip(names, map(int, row_turns), strict=True)),
            )
            for row_distances, row_turns in zip(face_distances, face_turns, strict=True)
        ]


def _spans(labels: np.ndarray, faces: tuple[str, ...]) -> dict[str, tuple[int, int]]:
    """Start and stop of each face's examples (the examples are stored sorted by face)."""
    spans = {}
    for index, face in enumerate(faces):
        where = np.flatnonzero(labels == index)
        if len(where):
            spans[face] = (int(where[0]), int(where[-1]) + 1)
    return spans


def shape_features(pictures: list[np.ndarray]) -> np.ndarray:
    """Aspect (log height/width of the ink's box) and ink coverage of the box: what HOG's
    normalised blocks blur away, e.g. an I against a thin-stroked E, an O against a D. For a
    batch of equally sized pictures, all at once."""
    if not pictures:
        return np.zeros((0, 2), np.float32)
    ink = np.stack(pictures) > 127
    count = np.count_nonzero(ink, axis=(1, 2))
    rows, columns = ink.any(axis=2), ink.any(axis=1)
    # The box's extent: from the first inked row (column) to the last.
    height = rows.shape[1] - rows[:, ::-1].argmax(axis=1) - rows.argmax(axis=1)
    width = columns.shape[1] - columns[:, ::-1].argmax(axis=1) - columns.argmax(axis=1)
    features = np.zeros((len(pictures), 2), np.float64)
    inked = count > 0
    height, width = height[inked], width[inked]
    features[inked, 0] = _log_aspects(max(ink.shape[1:]))[height, width]
    features[inked, 1] = count[inked] / (height * width)
    return features.astype(np.float32)


@lru_cache(maxsize=4)
def _log_aspects(side: int) -> np.ndarray:
    """[height, width]: ``float(np.log(height / width))`` for boxes up to ``side``, worked out
    one by one as the features were when the models were trained (numpy's log of a batch need
    not round every value as its log of one number does)."""
    table = np.zeros((side + 1, side + 1), np.float64)
    for height in range(1, side + 1):
        for width in range(1, side + 1):
            table[height, width] = float(np.log(height / width))
    table.setflags(write=False)
    return table


def hog_features(pictures: list[np.ndarray]) -> np.ndarray:
    """Histograms of oriented gradients (8 px cells, 9 unsigned bins, 2x2-cell blocks with L2
    normalisation), computed for a batch of equally sized square pictures at once (GLYPH_SIZE
    marks; the grey die patches of vision.patches are larger)."""
    side = pictures[0].shape[0] if pictures else GLYPH_SIZE
    cells = side // _CELL
    size = (cells - 1) ** 2 * 4 * _BINS
    if not pictures:
        return np.zeros((0, size), np.float32)
    stack = np.stack(pictures).astype(np.float32) / 255.0
    gx = np.zeros_like(stack)
    gy = np.zeros_like(stack)
    gx[:, :, 1:-1] = stack[:, :, 2:] - stack[:, :, :-2]
    gy[:, 1:-1, :] = stack[:, 2:, :] - stack[:, :-2, :]
    magnitude = np.hypot(gx, gy)
    angle = _unsigned(np.arctan2(gy, gx)) / np.pi * _BINS
    floor = np.floor(angle)
    low = floor.astype(np.int32)
    low[low >= _BINS] = 0  # an angle so near pi that it rounds up to it: bin 0, as % put it
    high = low + 1
    high[high == _BINS] = 0
    upper = angle - floor
    count = len(pictures)
    # Each pixel votes into its cell's two nearest bins; one bincount over flat bin indices
    # (quicker than np.add.at).
    base = _vote_base(side, count)
    total = count * cells * cells * _BINS
    hist = np.bincount(
        (base + low).ravel(), (magnitude * (1 - upper)).ravel(), minlength=total
    ) + np.bincount((base + high).ravel(), (magnitude * upper).ravel(), minlength=total)
    hist = hist.astype(np.float32).reshape(count, cells, cells, _BINS)
    blocks = np.concatenate(
        [hist[:, :-1, :-1], hist[:, :-1, 1:], hist[:, 1:, :-1], hist[:, 1:, 1:]], axis=3
    ).reshape(count, (cells - 1) ** 2, 4 * _BINS)
    blocks /= np.linalg.norm(blocks, axis=2, keepdims=True) + 1e-6
    return blocks.reshape(count, size)


def _unsigned(angle: np.ndarray) -> np.ndarray:
    """``angle % np.pi`` for the float32 angles of ``np.arctan2`` (-pi..pi), bit for bit, at a
    tenth of the cost: numpy's float32 remainder is a slow scalar loop. Below zero the
    remainder adds pi (pi as float32, as ``%`` rounds it) and -0.0 becomes 0.0; what that leaves
    outside 0..pi (pi itself; angles beyond -pi..pi) is left to ``%``."""
    pi = np.float32(np.pi)
    unsigned = np.where(angle < 0, angle + pi, angle) + np.float32(0.0)
    wrapped = (unsigned >= pi) | (unsigned < 0)
    if wrapped.any():
        unsigned[wrapped] = angle[wrapped] % np.pi
    return unsigned


# Per picture side, the flat histogram index of each pixel's cell (its first bin), for the
# largest batch so far: a smaller batch takes the leading pictures' rows. Built once rather
# than for every board.
_VOTE_BASES: dict[int, np.ndarray] = {}


def _vote_base(side: int, count: int) -> np.ndarray:
    """(count, side, side) int64: ((picture * cells + cell row) * cells + cell column) * bins."""
    base = _VOTE_BASES.get(side)
    if base is None or len(base) < count:
        cells = side // _CELL
        cell_y = (np.arange(side) // _CELL)[None, :, None]
        cell_x = (np.arange(side) // _CELL)[None, None, :]
        image = np.arange(max(count, 64))[:, None, None]
        base = ((image * cells + cell_y) * cells + cell_x) * _BINS
        base.setflags(write=False)  # shared by every batch
        _VOTE_BASES[side] = base
    return base[:count]


def load_model(path: Path | None = None) -> GlyphModel:
    """The bundled model from ``resources/``, or the one at ``path``."""
    if path is not None:
        return _load(path)
    return _bundled()


@lru_cache(maxsize=1)
def _bundled() -> GlyphModel:
    model = bundled_model(MODEL_FILE, "letter model", "train_classifier.py")
    if model is None:
        raise VisionError(
            f"the letter model resources/{MODEL_FILE} is missing; reinstall Boggle Lens or run"
            " scripts/train_classifier.py",
            reason="model.missing",
            file=f"resources/{MODEL_FILE}",
        )
    return model


def bundled_model(name: str, what: str, trainer: str) -> GlyphModel | None:
    """The model file ``name`` shipped in ``resources/``; None when it is not there. A damaged
    file raises VisionError naming ``what`` it is and the ``trainer`` script that makes it."""
    file = resources.files("resources").joinpath(name)
    if not file.is_file():
        return None
    try:
        with resources.as_file(file) as local:
            return _load(local)
    except (OSError, KeyError, ValueError) as error:
        raise VisionError(
            f"the {what} resources/{name} is damaged; reinstall Boggle Lens or run"
            f" scripts/{trainer}",
            reason="model.damaged",
            file=f"resources/{name}",
        ) from error


def _load(path: Path) -> GlyphModel:
    with np.load(path) as data:
        labels = data["labels"].astype(np.int32)
        order = np.argsort(labels, kind="stable")
        return GlyphModel(
            mean=data["mean"].astype(np.float32),
            basis=data["basis"].astype(np.float32),
            examples=data["examples"].astype(np.float32)[order],
            labels=labels[order],
            faces=tuple(str(f) for f in data["faces"]),
            shape_weight=float(data["shape_weight"]) if "shape_weight" in data else 0.0,
        )
