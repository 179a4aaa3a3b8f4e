"""Fit and save a nearest-neighbour model in vision.classifier's format: what both trainers do
once they have their pictures (marks or grey die patches) and labels."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from solver.faces import FACES
from vision.classifier import hog_features, shape_features


def fit_knn(
    pictures: list[np.ndarray],
    labels: list[str],
    output: Path,
    *,
    dims: int,
    basis_sample: int,
    shape_weight: float = 0.0,
) -> None:
    """HOG features, a PCA basis of ``dims`` components (fitted on about ``basis_sample`` of
    them, evenly spaced), and every example projected onto it; with ``shape_weight`` the
    outline features (vision.classifier.shape_features) are appended, so weighted."""
    features = hog_features(pictures)
    mean = features.mean(axis=0)
    centred = features - mean
    _, _, vt = np.linalg.svd(centred[:: max(1, len(centred) // basis_sample)], full_matrices=False)
    basis = vt[:dims]
    examples = centred @ basis.T
    if shape_weight > 0:
        examples = np.hstack([examples, shape_weight * shape_features(pictures)])
    faces = tuple(FACES)
    index = {f: i for i, f in enumerate(faces)}
    np.savez_compressed(
        output,
        mean=mean.astype(np.float32),
        basis=basis.astype(np.float32),
        examples=examples.astype(np.float16),
        shape_weight=np.float32(shape_weight),
        labels=np.array([index[label] for label in labels], np.int16),
        faces=np.array(faces),
    )
    print(f"wrote {output} with {len(labels)} examples ({output.stat().st_size // 1024} KiB)")
