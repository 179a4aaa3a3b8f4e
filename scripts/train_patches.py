"""Train the die-patch model (vision.patches) and write resources/patches_knn.npz.

Examples are dice rendered by the project's own die renderer (synth.die), so that every
face has examples however rare it is in the photos, and the grey die patches of the labelled
photos: each photo is read by the pipeline
with the mark classifier alone, lined up with its label (the grid's rotation or reflection that
agrees best), and each die is turned upright at the rotation where its mark best matches its
labelled face; jittered copies add neighbours. ``--exclude-groups`` leaves boards out for
held-out scoring (bench/read_eval.py --kfold does so per fold).

    .venv/bin/python scripts/train_patches.py --photos ../shared/photos [--seed 7]

Reproducible: every random choice comes from ``--seed``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from knn_model import fit_knn  # noqa: E402

from solver.faces import FACES  # noqa: E402
from synth.die import BLUE_LOOK, ORANGE_LOOK, render_die  # noqa: E402
from vision.classifier import MODEL_FILE  # noqa: E402
from vision.orient import upright_turn  # noqa: E402
from vision.patches import PATCH_MODEL_FILE, PATCH_SIDE, die_patch  # noqa: E402

PCA_DIMS = 64
JITTERED_COPIES = 2
RENDERED_PER_FACE = 40
_GAP = 0.12  # of a die's side: the spacing of dice in a tray, as the lattice's pitch includes it


def training_patches(
    photos: Path,
    exclude_groups: set[int],
    model_path: Path | None,
    seed: int,
    skip_files: set[str] | None = None,
) -> tuple[list[np.ndarray], list[str]]:
    """Rendered dice of every face, then the photos' dice (see photo_patches)."""
    pictures, labels = rendered_patches(RENDERED_PER_FACE, seed)
    real, real_labels = photo_patches(photos, exclude_groups, model_path, seed, skip_files)
    return pictures + real, labels + real_labels


def rendered_patches(per_face: int, seed: int) -> tuple[list[np.ndarray], list[str]]:
    """Upright dice of each face from the project's renderer, on a tray-dark ground, shrunk,
    blurred and noisy as photographed, cut out as the reader cuts them."""
    rng = np.random.default_rng(seed)
    pictures: list[np.ndarray] = []
    labels: list[str] = []
    for face in FACES:
        for _ in range(per_face):
            pictures.append(_rendered_patch(face, rng))
            labels.append(face)
    return pictures, labels


def _rendered_patch(face: str, rng: np.random.Generator) -> np.ndarray:
    side = 64
    look = ORANGE_LOOK if rng.random() < 0.6 else BLUE_LOOK
    image, alpha = render_die(face, side, look, rng=rng)
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY).astype(np.float32)
    canvas = np.full((2 * side, 2 * side), rng.uniform(40, 160), np.float32)
    top = side // 2
    region = canvas[top : top + side, top : top + side]
    region[:] = region * (1 - alpha) + gray * alpha
    # Photo damage: a slight turn and shear, the die's few pixels in a photo, then blur and noise.
    matrix = cv2.getRotationMatrix2D((side, side), rng.normal(0, 5), rng.uniform(0.92, 1.08))
    matrix[0, 1] += rng.normal(0, 0.06)
    canvas = cv2.warpAffine(canvas, matrix, canvas.shape[::-1], borderMode=cv2.BORDER_REPLICATE)
    small = int(rng.uniform(32, 96))
    canvas = cv2.resize(cv2.resize(canvas, (small, small), interpolation=cv2.INTER_AREA),
                        canvas.shape[::-1], interpolation=cv2.INTER_LINEAR)  # fmt: skip
    canvas = cv2.GaussianBlur(canvas, (0, 0), rng.uniform(0.5, 4.0))
    canvas += rng.normal(0, rng.uniform(1, 6), canvas.shape)
    gray8 = np.clip(canvas, 0, 255).astype(np.uint8)
    centre = side + rng.normal(0, 1.5)
    return die_patch(gray8, centre, side + rng.normal(0, 1.5), side * (1 + _GAP))


def photo_patches(
    photos: Path,
    exclude_groups: set[int],
    model_path: Path | None,
    seed: int,
    skip_files: set[str] | None = None,
) -> tuple[list[np.ndarray], list[str]]:
    """Upright die patches from the labelled photos, with jittered copies."""
    from labelled_dice import labelled_dice
    from read_by_marks import read_patches

    rng = np.random.default_rng(seed)
    pictures: list[np.ndarray] = []
    labels: list[str] = []
    read = lambda path: read_patches(path, model_path=model_path)  # noqa: E731
    for patch, label, face_scores in labelled_dice(photos, exclude_groups, read, skip_files):
        if label not in face_scores.rotations:
            continue
        turn = upright_turn(face_scores.rotations[label])
        upright = np.ascontiguousarray(np.rot90(patch, turn))
        pictures.append(upright)
        labels.append(label)
        for _ in range(JITTERED_COPIES):
            pictures.append(jitter(upright, rng))
            labels.append(label)
    return pictures, labels


def jitter(patch: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A patch slightly turned, scaled, shifted and, half the time, softened: the same die placed
    a little differently by the lattice, or photographed less sharply."""
    centre = (PATCH_SIDE / 2 + rng.normal(0, 1.5), PATCH_SIDE / 2 + rng.normal(0, 1.5))
    matrix = cv2.getRotationMatrix2D(centre, rng.normal(0, 5), rng.uniform(0.92, 1.08))
    moved = cv2.warpAffine(patch, matrix, (PATCH_SIDE, PATCH_SIDE), flags=cv2.INTER_LINEAR)
    if rng.random() < 0.5:
        moved = cv2.GaussianBlur(moved, (0, 0), rng.uniform(0.5, 1.5))
    top = max(float(np.percentile(moved, 98)), 1.0)  # the darkest ink is 255 again
    return (np.clip(moved.astype(np.float32) / top, 0.0, 1.0) * 255).astype(np.uint8)


def fit(pictures: list[np.ndarray], labels: list[str], output: Path) -> None:
    """HOG, a PCA basis and the projected examples, in vision.classifier's model format."""
    fit_knn(pictures, labels, output, dims=PCA_DIMS, basis_sample=6000)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--photos", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--exclude-groups", default="", help="comma-separated board_group ids")
    parser.add_argument(
        "--marks", type=Path, default=ROOT / "resources" / MODEL_FILE, help="mark model to read by"
    )
    parser.add_argument("--output", type=Path, default=ROOT / "resources" / PATCH_MODEL_FILE)
    args = parser.parse_args()
    excluded = {int(g) for g in args.exclude_groups.split(",") if g}
    pictures, labels = training_patches(args.photos, excluded, args.marks, args.seed)
    fit(pictures, labels, args.output)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
