"""The reader's models for one fold of the labelled photos, laid over a tree's ``resources``.

A photo is timed or scored held out when every model that reads it was trained without its
board: the face network (bench/net_eval.py), the board finder (bench/finder_folds.py) and the
mark models (bench/eval_folds.py) of its fold. The reader finds its models through
``importlib.resources`` in the ``resources`` package, so a worker of bench/reader_timing.py
that puts an overlay folder first on sys.path reads with the fold's models: the overlay holds a
``resources`` package whose files are links to the tree's own, but for the models of the fold.
A tree (an older commit) that lacks one of these files is given none: it reads as it did.
"""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The resources' file names of the models that are trained per fold.
FACE_NET = "face_net.onnx"
FINDER = "finder.onnx"
MARKS = "glyphs_knn.npz"
PATCH_MARKS = "patches_knn.npz"


def held_out_models(
    photos: Path, held: set[int], test: list[dict], keep: Path | None = None
) -> dict[str, Path]:
    """The fold's models by their resources' names: from the caches, or trained now (the face
    network and the finder take torch, the train extra; a quarter of an hour a fold on two
    cores).
    ``held`` are the fold's board groups, ``test`` its photos' entries; ``keep``: the mark
    models are kept there whatever the code (bench/read_eval.py --fold-models)."""
    from bench.eval_folds import fold_models
    from bench.finder_folds import fold_finder
    from bench.net_eval import fold_net

    groups, files = {g for g in held if g >= 0}, {e["file"] for e in test}
    marks, patch_marks, _cached = fold_models(photos, held, test, keep)
    return {
        FACE_NET: fold_net(photos, groups, files),
        FINDER: fold_finder(photos, groups, files),
        MARKS: marks,
        PATCH_MARKS: patch_marks,
    }


def overlay(tree: Path, models: dict[str, Path], folder: Path) -> Path:
    """A folder to put first on sys.path so that ``tree``'s reader loads ``models`` (by their
    resources' names) in place of its own: ``folder/resources`` links every entry of
    ``tree/resources`` but those, which are copies of ``models`` (a name the tree does not ship
    is left out). Returns ``folder``."""
    source = tree / "resources"
    target = folder / "resources"
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    for entry in source.iterdir():
        if entry.name in models or entry.name == "__pycache__":
            continue
        (target / entry.name).symlink_to(entry.resolve())
    for name, model in models.items():
        if (source / name).exists():
            shutil.copyfile(model, target / name)
    return folder
