"""Readings for the trainers (scripts/train_classifier.py, scripts/train_patches.py,
scripts/net_data.py) and the evals: every die's mark or grey patch with the face read and the
mark classifier's scores.

These read by the marks alone, so that training a model does not depend on a patch model
trained from an earlier one. Tooling outside the wheel, beside the trainers that use it; import
it as they import each other, with scripts/ on ``sys.path``.
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from vision.candidates import Candidate, best_board
from vision.classifier import FaceScores, GlyphModel, load_model
from vision.lattice import Lattice
from vision.load import expose, load_image, processing_size
from vision.locate import locate_candidates
from vision.patches import die_patches
from vision.reading import ImageSource
from vision.recognise import faces_for_size, mark_scores
from vision.recognisers import marks_recogniser


def read_glyphs(
    image: ImageSource, *, model_path: Path | None = None
) -> tuple[list[np.ndarray | None], list[list[str]], list[FaceScores | None]]:
    """Every die's raw mark, face and per-face scores (row-major), read by the marks alone."""
    chosen, model = _read_by_marks(image, model_path)
    found = iter(model.score_many([g.picture for g in chosen.glyphs if g.picture is not None]))
    scores = [next(found) if g.picture is not None else None for g in chosen.glyphs]
    return [g.picture for g in chosen.glyphs], chosen.faces(), scores


def read_patches(
    image: ImageSource, *, model_path: Path | None = None
) -> tuple[list[np.ndarray], list[list[str]], list[FaceScores | None]]:
    """Every die's grey patch (vision.patches), face and the mark classifier's scores of its
    cuts (row-major), read by the marks alone."""
    chosen, model = _read_by_marks(image, model_path)
    gray = cv2.cvtColor(chosen.grid.warped, cv2.COLOR_BGR2GRAY)
    scores = mark_scores(chosen.glyphs, model, faces_for_size(chosen.grid.size))
    return die_patches(gray, chosen.lattice), chosen.faces(), scores


def read_board_gray(
    image: ImageSource, *, model_path: Path | None = None
) -> tuple[np.ndarray, Lattice, list[list[str]], list[FaceScores | None]]:
    """The squared-up board (grayscale), where its dice sit, the faces read and the mark
    classifier's scores of each die's cuts (row-major), read by the marks alone: what the face
    network's trainer (scripts/train_net.py) cuts its dice from."""
    chosen, model = _read_by_marks(image, model_path)
    gray = cv2.cvtColor(chosen.grid.warped, cv2.COLOR_BGR2GRAY)
    scores = mark_scores(chosen.glyphs, model, faces_for_size(chosen.grid.size))
    return gray, chosen.lattice, chosen.faces(), scores


def _read_by_marks(image: ImageSource, model_path: Path | None) -> tuple[Candidate, GlyphModel]:
    small = expose(processing_size(load_image(image).image)[0])
    model = load_model(model_path)
    return best_board(small, locate_candidates(small), marks_recogniser(model)), model
