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
from vision.params import PARAMS

PATCH_MODEL_FILE = "patches_knn.npz"
# Side of the patch picture: the format the bundled die model was trained on.
PATCH_SIDE = 48
_PATCH = PARAMS.patches


def die_patch(gray: np.ndarray, cx: float, cy: float, pitch: float) -> np.ndarray:
    """The die centred at (cx, cy) of a squared-up board (grayscale), PATCH_SIDE square: how
    much darker than the face around it each pixel is, scaled so that the darkest ink is 255."""
    scale = PATCH_SIDE / (_PATCH.inner * pitch)
    matrix = np.float32(
        [[scale, 0, PATCH_SIDE / 2 - scale * cx], [0, scale, PATCH_SIDE / 2 - scale * cy]]
    )
    patch = cv2.warpAffine(
        gray, matrix, (PATCH_SIDE, PATCH_SIDE), flags=cv2.INTER_AREA,
        borderMode=cv2.BORDER_REPLICATE,
    ).astype(np.float32)  # fmt: skip
    side = max(3, int(PATCH_SIDE * _PATCH.paper_filter) | 1)
    paper = cv2.dilate(patch, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (side, side)))
    ink = paper - patch
    # A high percentile rather than the maximum: one dark speck must not set the scale.
    top = max(float(np.percentile(ink, 98)), _PATCH.min_contrast)
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
