"""Train the die-mark classifier and write resources/glyphs_knn.npz.

Examples are the faces rendered in the bold sans fonts Debian ships (DejaVu, Liberation) by the
project's own TrueType rasteriser (synth.font, OpenCV only), with
the underline bar Boggle sets print under M, W, N and Z, distorted the way photos distort them
and kept as grey ink levels, as the reader cuts marks out of photos (vision.glyphs.soft_ink).
With ``--photos DIR`` the labelled photos add real marks too (read by the pipeline itself and
lined up with the labels); ``--exclude-groups`` leaves some boards out for held-out scoring.

    .venv/bin/python scripts/train_classifier.py [--photos ../shared/photos] [--seed 7]

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
from synth.die import rounded_square  # noqa: E402
from synth.font import TrueTypeFont, text_mask  # noqa: E402
from vision.classifier import MODEL_FILE  # noqa: E402
from vision.glyphs import normalise  # noqa: E402
from vision.orient import upright_turn  # noqa: E402

FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/truetype/liberation"))
FONT_NAMES = (
    "DejaVuSans-Bold.ttf", "DejaVuSansCondensed-Bold.ttf", "LiberationSans-Bold.ttf",
    "LiberationSansNarrow-Bold.ttf",
)  # fmt: skip
MARKED = {"M", "W", "N", "Z"}
PCA_DIMS = 48
JITTERED_COPIES = 2
SHAPE_WEIGHT = 0.5
CANVAS = 240


def fonts() -> list[TrueTypeFont]:
    found = [TrueTypeFont(d / n) for n in FONT_NAMES for d in FONT_DIRS if (d / n).exists()]
    if not found:
        raise SystemExit("no DejaVu or Liberation fonts found: apt-get install fonts-dejavu-core")
    return found


def render_face(face: str, font: TrueTypeFont, rng: np.random.Generator) -> np.ndarray:
    """A white-on-black mask of ``face`` as printed on a die, tightly cropped."""
    canvas = np.zeros((CANVAS, CANVAS), np.float32)
    if face == "*":
        side = int(rng.uniform(50, 80))
        alpha, _ = rounded_square(side, rng.uniform(0.03, 0.2))
        _paste(canvas, alpha, 80, 80)
        return distort((canvas * 255).astype(np.uint8), rng)
    cap = rng.uniform(56, 66)  # capital height in canvas pixels
    if len(face) == 2 and face != "Qu" and rng.random() < 0.5:
        # Some sets print the lowercase letter smaller: each letter set alone, sharing the
        # baseline (neither letter of An, Er, He, In, Th reaches below it).
        first = text_mask(face[0], cap, font)
        second = text_mask(face[1], cap * rng.uniform(0.75, 0.95), font)
        gap = int(rng.uniform(-2, 6))
        letters = np.zeros((first.shape[0], first.shape[1] + gap + second.shape[1]), np.float32)
        letters[:, : first.shape[1]] = first
        _paste(letters, second, first.shape[0] - second.shape[0], first.shape[1] + gap)
    else:
        letters = text_mask(face, cap, font)
    top, left = 60, (CANVAS - letters.shape[1]) // 2
    _paste(canvas, letters, top, left)
    if face in MARKED and rng.random() < 0.65:
        width = letters.shape[1]
        # The mark sits close under the letter; in a blurred photo it often runs into it.
        y = top + letters.shape[0] + int(rng.uniform(-1, 9))
        thick = int(rng.uniform(4, 9))
        if rng.random() < 0.5:
            x0, x1 = left + int(width * rng.uniform(0.1, 0.25)), left + int(width * 0.8)
            canvas[y : y + thick, x0:x1] = 1.0
        else:  # the dashed line of the blue sets
            x = left + width * 0.1
            dash = width * 0.18
            while x + dash <= left + width * 0.95:
                canvas[y : y + thick, int(x) : int(x + dash)] = 1.0
                x += dash * 1.6
    return distort((np.clip(canvas, 0, 1) * 255).astype(np.uint8), rng)


def _paste(canvas: np.ndarray, patch: np.ndarray, top: int, left: int) -> None:
    """Ink ``patch`` onto ``canvas`` (coverage adds up as the maximum), clipped to the canvas."""
    h = min(patch.shape[0], canvas.shape[0] - top)
    w = min(patch.shape[1], canvas.shape[1] - left)
    region = canvas[top : top + h, left : left + w]
    np.maximum(region, patch[:h, :w], out=region)


def distort(mask: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Photo-like damage: small tilt, shear, unequal stretch, blur and stroke width change."""
    angle = rng.normal(0, 5)
    scale_x, scale_y = rng.uniform(0.75, 1.25), rng.uniform(0.8, 1.2)
    shear = rng.normal(0, 0.08)
    centre = np.array([CANVAS / 2, CANVAS / 2])
    turn = cv2.getRotationMatrix2D(tuple(centre), angle, 1.0)[:, :2]
    linear = turn @ np.array([[scale_x, shear], [0, scale_y]])
    offset = centre - linear @ centre
    matrix = np.hstack([linear, offset[:, None]])
    warped = cv2.warpAffine(mask, matrix, (CANVAS, CANVAS), flags=cv2.INTER_LINEAR)
    small = int(rng.uniform(36, 90))  # render at the resolution a die has in a photo
    warped = cv2.resize(
        cv2.resize(warped, (small, small), interpolation=cv2.INTER_AREA),
        (CANVAS, CANVAS),
        interpolation=cv2.INTER_LINEAR,
    )
    warped = cv2.GaussianBlur(warped, (0, 0), rng.uniform(0.5, 3.0))
    binary = (warped > rng.uniform(90, 170)).astype(np.uint8) * 255
    points = cv2.findNonZero(binary)
    if points is None:
        return normalise(mask)
    x, y, w, h = cv2.boundingRect(points)
    return normalise(soft(warped, binary)[y : y + h, x : x + w])


def soft(picture: np.ndarray, binary: np.ndarray) -> np.ndarray:
    """Grey ink levels scaled as the reader scales a photo's (vision.glyphs.soft_ink): the
    mark's darkest fifth is full ink."""
    core = float(np.percentile(picture[binary > 0], 80))
    return (np.clip(picture.astype(np.float32) / max(core, 1.0), 0.0, 1.0) * 255).astype(np.uint8)


def rendered_examples(per_face: int, seed: int) -> tuple[list[np.ndarray], list[str]]:
    rng = np.random.default_rng(seed)
    faces = fonts()
    pictures: list[np.ndarray] = []
    labels: list[str] = []
    for face in FACES:
        for index in range(per_face):
            pictures.append(render_face(face, faces[index % len(faces)], rng))
            labels.append(face)
    return pictures, labels


def photo_examples(
    photos: Path, exclude_groups: set[int], model_path: Path, skip_files: set[str] | None = None
) -> tuple[list[np.ndarray], list[str]]:
    """Upright marks from the labelled photos, each lined up with its label by the current model
    (the grid transform and each die's rotation that agree best with the labels)."""
    from labelled_dice import labelled_dice
    from read_by_marks import read_glyphs

    rng = np.random.default_rng(11)
    pictures: list[np.ndarray] = []
    labels: list[str] = []
    read = lambda path: read_glyphs(path, model_path=model_path)  # noqa: E731
    for glyph, label, face_scores in labelled_dice(photos, exclude_groups, read, skip_files):
        # Turn the mark upright at the rotation where it best matches its labelled face.
        turn = upright_turn(face_scores.rotations.get(label, 0))
        upright = np.ascontiguousarray(np.rot90(glyph, turn))
        pictures.append(upright)
        labels.append(label)
        for _ in range(JITTERED_COPIES):
            pictures.append(jitter(upright, rng))
            labels.append(label)
    return pictures, labels


def jitter(picture: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A real mark slightly turned, sheared and stretched: more neighbours for the nearest-
    neighbour search from each labelled die."""
    centre = (picture.shape[1] / 2, picture.shape[0] / 2)
    turn = cv2.getRotationMatrix2D(centre, rng.normal(0, 6), rng.uniform(0.9, 1.1))
    turn[0, 1] += rng.normal(0, 0.08)
    moved = cv2.warpAffine(picture, turn, picture.shape[::-1], flags=cv2.INTER_LINEAR)
    # Thicker or thinner strokes and a softer focus, as in other photos of the same dice.
    moved = cv2.GaussianBlur(moved, (0, 0), rng.uniform(0.3, 1.2))
    level = rng.uniform(80, 175)
    binary = (moved > level).astype(np.uint8)
    points = cv2.findNonZero(binary)
    if points is None:
        return picture
    x, y, w, h = cv2.boundingRect(points)
    return normalise(soft(moved, binary)[y : y + h, x : x + w])


def fit(pictures: list[np.ndarray], labels: list[str], output: Path) -> None:
    fit_knn(pictures, labels, output, dims=PCA_DIMS, basis_sample=4000, shape_weight=SHAPE_WEIGHT)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-face", type=int, default=160)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--photos", type=Path, default=None)
    parser.add_argument("--exclude-groups", default="", help="comma-separated board_group ids")
    parser.add_argument("--output", type=Path, default=ROOT / "resources" / MODEL_FILE)
    args = parser.parse_args()
    pictures, labels = rendered_examples(args.per_face, args.seed)
    fit(pictures, labels, args.output)
    if args.photos is not None:
        excluded = {int(g) for g in args.exclude_groups.split(",") if g}
        real, real_labels = photo_examples(args.photos, excluded, args.output)
        print(f"{len(real)} marks from photos")
        fit(pictures + real, labels + real_labels, args.output)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
