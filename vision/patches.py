"""A second recogniser that reads the die's grey patch itself rather than its thresholded mark.

On a blurred photo thresholding cuts marks that no longer show the letter (a T's bar runs into
an E, a D's hole closes into an O) while a person can still read the grey die top. The central
square of each die is contrast-normalised, not thresholded, and matched like the marks are
(vision.classifier: HOG, PCA, nearest examples in four rotations) against die patches from the
labelled photos, trained by ``scripts/train_patches.py``. vision.recognise adds its distances to
the mark classifier's.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import cv2
import numpy as np

from vision.classifier import GlyphModel, _load, bundled_model
from vision.lattice import Lattice

PATCH_MODEL_FILE = "patches_knn.npz"
PATCH_SIDE = 48
# Of the die pitch: the central square holds the mark; more of the die takes in its rounded
# edges and the neighbours' gaps, which vary more than the letter does (held out by board
# group, the grey patch alone read 84% of dice right at 1.0, 92% at 0.8, 94% at 0.65).
_INNER = 0.65
# The face around the ink, found by a max filter this wide (of the patch): wider than a stroke,
# so the letter drops out and only the paper's shading stays.
_PAPER_FILTER = 0.3
_MIN_CONTRAST = 4.0  # grey levels: below this the patch is left as faint as it is


def die_patch(gray: np.ndarray, cx: float, cy: float, pitch: float) -> np.ndarray:
    """The die centred at (cx, cy) of a squared-up board (grayscale), PATCH_SIDE square: how
    much darker than the face around it each pixel is, scaled so that the darkest ink is 255."""
    scale = PATCH_SIDE / (_INNER * pitch)
    matrix = np.float32(
        [[scale, 0, PATCH_SIDE / 2 - scale * cx], [0, scale, PATCH_SIDE / 2 - scale * cy]]
    )
    patch = cv2.warpAffine(
        gray, matrix, (PATCH_SIDE, PATCH_SIDE), flags=cv2.INTER_AREA,
        borderMode=cv2.BORDER_REPLICATE,
    ).astype(np.float32)  # fmt: skip
    side = max(3, int(PATCH_SIDE * _PAPER_FILTER) | 1)
    paper = cv2.dilate(patch, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (side, side)))
    ink = paper - patch
    # A high percentile rather than the maximum: one dark speck must not set the scale.
    top = max(float(np.percentile(ink, 98)), _MIN_CONTRAST)
    return (np.clip(ink / top, 0.0, 1.0) * 255).astype(np.uint8)


def die_patches(gray: np.ndarray, lattice: Lattice) -> list[np.ndarray]:
    """The patch of each die of ``lattice``, row-major."""
    return [
        die_patch(gray, float(cx), float(cy), float(pitch))
        for (cx, cy), pitch in zip(lattice.centres, lattice.pitch, strict=True)
    ]


def load_patch_model(path: Path | None = None) -> GlyphModel | None:
    """The bundled patch model from ``resources/``, or the one at ``path``; None when there is
    none bundled (the reader then goes by the marks alone)."""
    if path is not None:
        return _load(path)
    return _bundled()


@lru_cache(maxsize=1)
def _bundled() -> GlyphModel | None:
    return bundled_model(PATCH_MODEL_FILE, "die model", "train_patches.py")
