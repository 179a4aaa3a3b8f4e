"""Held-out models for the photo eval: for each fold, the mark classifier and the grey-patch
model retrained without that fold's board groups (scripts/train_classifier.py and
scripts/train_patches.py), and put in place of the bundled models while the fold is read."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def fold_split(entries: list[dict], folds: int) -> list[tuple[set[int], list[dict]]]:
    """For each fold, the board groups it holds out and its photos. A photo without a group is
    a group of its own (numbered below zero)."""
    group_of = [e.get("board_group") or -i - 1 for i, e in enumerate(entries)]
    groups = sorted(set(group_of))
    split = []
    for fold in range(folds):
        held = {g for i, g in enumerate(groups) if i % folds == fold}
        split.append((held, [e for e, g in zip(entries, group_of, strict=True) if g in held]))
    return split


def train_fold(photos: Path, held: set[int], test: list[dict], folder: Path) -> tuple[Path, Path]:
    """The mark and patch models trained on rendered marks and the photos outside ``held``
    (and outside ``test``), written in ``folder``."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import train_classifier as trainer
    import train_patches

    skip = {e["file"] for e in test}
    held_groups = {g for g in held if g >= 0}
    model = folder / "fold.npz"
    pictures, labels = trainer.rendered_examples(150, seed=7)
    trainer.fit(pictures, labels, model)
    real, real_labels = trainer.photo_examples(photos, held_groups, model, skip_files=skip)
    trainer.fit(pictures + real, labels + real_labels, model)
    # The patch model is trained on the same photos, read with this fold's marks model.
    patch_model = folder / "patches.npz"
    train_patches.fit(
        *train_patches.training_patches(photos, held_groups, model, seed=7, skip_files=skip),
        patch_model,
    )
    return model, patch_model


@contextmanager
def using_models(model: Path | None, patch_model: Path | None = None) -> Iterator[None]:
    """The reader uses these model files instead of the bundled ones (None: keep that one).
    Worker processes forked inside the block inherit them."""
    import vision.classifier as classifier
    import vision.patches as patches

    original, original_patches = classifier._bundled, patches._bundled
    if model is not None:
        loaded = classifier._load(model)
        classifier._bundled = lambda: loaded  # type: ignore[assignment]
    if patch_model is not None:
        loaded_patches = classifier._load(patch_model)
        patches._bundled = lambda: loaded_patches  # type: ignore[assignment]
    try:
        yield
    finally:
        classifier._bundled, patches._bundled = original, original_patches
