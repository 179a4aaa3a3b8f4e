"""Held-out models for the photo eval: for each fold, the mark classifier and the grey-patch
model retrained without that fold's board groups (scripts/train_classifier.py and
scripts/train_patches.py), and put in place of the bundled models while the fold is read.

Training a fold reads its photos with the reader, which takes minutes on a small machine, so
the models are kept in build/eval-folds under a key made of everything they depend on: the
code of vision/, synth/ and the trainers (its syntax, not its docstrings or comments:
bench/source_key.py), the manifest, the photos' sizes and the fold. Any change to those trains
afresh.
"""

from __future__ import annotations

import hashlib
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bench.source_key import source_key

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / "build" / "eval-folds"
_SOURCES = ("vision", "synth", "scripts", "bench/scoring.py", "bench/eval_folds.py")


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


def fold_models(
    photos: Path, held: set[int], test: list[dict], folder: Path | None = None
) -> tuple[Path, Path, bool]:
    """This fold's mark and patch models, from the cache or trained now (then cached), and
    whether they came from the cache. With ``folder``, the models are kept there instead,
    whatever the code: two versions of the reader can then be scored with the same models."""
    folder = folder or CACHE / _fold_key(photos, held, test)
    models = folder / "fold.npz", folder / "patches.npz"
    if all(path.exists() for path in models):
        return *models, True
    building = folder.with_name(folder.name + ".partial")
    shutil.rmtree(building, ignore_errors=True)
    building.mkdir(parents=True)
    train_fold(photos, held, test, building)
    shutil.rmtree(folder, ignore_errors=True)
    building.rename(folder)
    return *models, False


def _fold_key(photos: Path, held: set[int], test: list[dict]) -> str:
    digest = hashlib.sha256()
    for source in _SOURCES:
        path = ROOT / source
        for file in sorted(path.rglob("*.py")) if path.is_dir() else [path]:
            digest.update(str(file.relative_to(ROOT)).encode() + source_key(file))
    digest.update((photos / "manifest.json").read_bytes())
    for file in sorted(p for p in photos.rglob("*") if p.is_file()):
        digest.update(f"{file.relative_to(photos)} {file.stat().st_size}".encode())
    digest.update(repr((sorted(held), sorted(e["file"] for e in test))).encode())
    return digest.hexdigest()[:16]


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
