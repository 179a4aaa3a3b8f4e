"""Teach the shipped mark classifier the faces of other editions that it has no examples of (the
Spanish Ñ: solver.faces.EXTRA_LETTER_FACES), without refitting it.

The faces are rendered as scripts/train_classifier.py renders every face (the same fonts, the
same photo-like damage), projected with the model's own HOG mean, PCA basis and outline weight,
and appended with their labels. Nothing the model held changes: the mean,
the basis and every example and label stay as they were, in the same order, so an English
board (which never allows Ñ: vision.recognise.faces_for_size) reads exactly as before.
Refitting the basis would move every English reading, and those are measured held out.

Rerunnable: the examples of the faces added are dropped first and rendered again, so the same
seed gives the same file.

Marks cut by the reader out of rendered boards (synth) were tried as examples too, and left
out: N has no synth-rendered examples, so Ñ's would match the synth renderer's N with its
underline better than N's own do, and rendered Spanish boards read their N as Ñ.

    .venv/bin/python scripts/add_faces.py [--per-face 160] [--seed 7] [--model PATH]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from train_classifier import fonts, render_face  # noqa: E402

from solver.faces import EXTRA_LETTER_FACES  # noqa: E402
from vision.classifier import MODEL_FILE, GlyphModel  # noqa: E402

_KEYS = ("mean", "basis", "examples", "labels", "faces", "shape_weight")


def rendered(face: str, count: int, rng: np.random.Generator) -> list[np.ndarray]:
    """``count`` marks of ``face``, each in the next of the trainer's fonts."""
    found = fonts()
    return [render_face(face, found[index % len(found)], rng) for index in range(count)]


def with_faces(
    stored: dict[str, np.ndarray],
    faces: tuple[str, ...],
    per_face: int,
    seed: int,
) -> dict[str, np.ndarray]:
    """The model's arrays (``stored``, as in the .npz) with ``per_face`` rendered examples of
    each of ``faces`` appended, after dropping any it already had of them."""
    names = [str(f) for f in stored["faces"]]
    added = [names.index(f) for f in faces if f in names]
    keep = ~np.isin(stored["labels"], added)
    examples, labels = stored["examples"][keep], stored["labels"][keep]
    model = GlyphModel(
        mean=stored["mean"].astype(np.float32),
        basis=stored["basis"].astype(np.float32),
        examples=examples.astype(np.float32),
        labels=labels.astype(np.int32),
        faces=tuple(names),
        shape_weight=float(stored["shape_weight"]),
    )
    rng = np.random.default_rng(seed)
    new_examples, new_labels = [examples], [labels]
    for face in faces:
        if face not in names:
            names.append(face)
        pictures = rendered(face, per_face, rng)
        new_examples.append(model.project(pictures).astype(examples.dtype))
        new_labels.append(np.full(len(pictures), names.index(face), labels.dtype))
    return {
        **stored,
        "examples": np.concatenate(new_examples),
        "labels": np.concatenate(new_labels),
        "faces": np.array(names),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-face", type=int, default=160)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--model", type=Path, default=ROOT / "resources" / MODEL_FILE)
    args = parser.parse_args()
    with np.load(args.model) as data:
        missing = set(_KEYS) - set(data.files)
        if missing:
            raise SystemExit(f"{args.model} is not a mark model: no {', '.join(sorted(missing))}")
        stored = {key: data[key] for key in data.files}
    updated = with_faces(stored, EXTRA_LETTER_FACES, args.per_face, args.seed)
    np.savez_compressed(args.model, **updated)
    names = [str(face) for face in updated["faces"]]
    counts = ", ".join(
        f"{face}: {np.count_nonzero(updated['labels'] == names.index(face))} examples"
        for face in EXTRA_LETTER_FACES
    )
    print(f"wrote {args.model} ({counts})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
