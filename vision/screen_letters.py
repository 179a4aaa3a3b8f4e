"""Read the upright printed letter of a screenshot's tile (its mark: vision.screen_marks).

Digital boards print their letters upright in a typeface, so a letter is matched as it
stands, never turned, against the letters of many typefaces (sans, serif, mono; bold and
regular) set by ``scripts/train_screen_letters.py`` into ``resources/screen_letters.npz``:
each mark is blurred, shrunk to FEATURE_SIDE square and compared by normalised correlation.
A die's probability per face is a softmax over its best correlation with each face.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import cv2
import numpy as np

from vision.errors import VisionError

LETTERS_FILE = "screen_letters.npz"
FEATURE_SIDE = 16
# The softmax's temperature, in units of correlation: a face 0.05 less alike is about e^-5
# (150 times) less likely. At 0.02, 8.8% of the dice of 120 rendered screenshots (seeds 1000 to
# 1029, every one read right) fell under the app's 0.98 flag threshold; at 0.01, 0.3% of 2,568
# (seeds 0 to 29, the tuning seeds). Which face wins does not change.
_TEMPERATURE = 0.01


@dataclass(frozen=True)
class LetterModel:
    templates: np.ndarray  # (N, FEATURE_SIDE**2) float32, zero mean, unit norm
    labels: np.ndarray  # (N,) index into faces
    faces: tuple[str, ...]


@dataclass(frozen=True)
class LetterGuess:
    face: str
    probability: float
    alternatives: tuple[tuple[str, float], ...]  # the next faces, likeliest first
    likeness: float  # the best correlation: near 1 for a typeface's letter, lower for others


def letter_features(pictures: list[np.ndarray]) -> np.ndarray:
    """The pictures (GLYPH_SIZE marks) blurred, shrunk, zero-mean and unit-norm: one row each."""
    if not pictures:
        return np.zeros((0, FEATURE_SIDE * FEATURE_SIDE), np.float32)
    rows = [
        cv2.resize(
            cv2.GaussianBlur(picture.astype(np.float32), (0, 0), 1.0),
            (FEATURE_SIDE, FEATURE_SIDE),
            interpolation=cv2.INTER_AREA,
        ).ravel()
        for picture in pictures
    ]
    features = np.stack(rows)
    features -= features.mean(axis=1, keepdims=True)
    features /= np.linalg.norm(features, axis=1, keepdims=True) + 1e-6
    return features


def read_letters(
    pictures: list[np.ndarray], model: LetterModel, faces: frozenset[str] | None = None,
    alternatives: int = 3,
) -> list[LetterGuess]:  # fmt: skip
    """The face of each upright mark, among ``faces`` (all the model's when None)."""
    if not pictures:
        return []
    alike = letter_features(pictures) @ model.templates.T
    names = [face for face in model.faces if faces is None or face in faces]
    columns = [model.faces.index(face) for face in names]
    best = np.stack([alike[:, model.labels == column].max(axis=1) for column in columns], axis=1)
    guesses = []
    for row in best:
        weights = np.exp((row - row.max()) / _TEMPERATURE)
        probabilities = weights / weights.sum()
        order = np.argsort(-probabilities)
        ranked = [(names[i], float(probabilities[i])) for i in order]
        guesses.append(
            LetterGuess(ranked[0][0], ranked[0][1], tuple(ranked[1 : 1 + alternatives]),
                        float(row.max()))
        )  # fmt: skip
    return guesses


def load_letter_model() -> LetterModel:
    """The bundled letter templates; a missing or damaged file raises VisionError."""
    return _bundled()


@lru_cache(maxsize=1)
def _bundled() -> LetterModel:
    file = resources.files("resources").joinpath(LETTERS_FILE)
    hint = "reinstall Boggle Lens or run scripts/train_screen_letters.py"
    if not file.is_file():
        raise VisionError(
            f"the screenshot letter model resources/{LETTERS_FILE} is missing; {hint}",
            reason="model.missing",
            file=f"resources/{LETTERS_FILE}",
        )
    try:
        with resources.as_file(file) as local, np.load(local) as data:
            templates = letter_features(list(data["pictures"]))
            return LetterModel(templates, data["labels"].astype(np.int32),
                               tuple(str(f) for f in data["faces"]))  # fmt: skip
    except (OSError, KeyError, ValueError) as error:
        raise VisionError(
            f"the screenshot letter model resources/{LETTERS_FILE} is damaged; {hint}",
            reason="model.damaged",
            file=f"resources/{LETTERS_FILE}",
        ) from error
