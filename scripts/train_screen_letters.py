"""Set the letter templates of the screenshot reader (vision.screen_letters) and write
resources/screen_letters.npz.

Each face a digital board shows (A to Z, Qu, and the two-letter faces of 5x5 and 6x6 boards)
is set in the upright typefaces listed below, at three sizes, and cut as the reader cuts a
tile's mark (vision.glyphs.normalise of the ink). Four of the screenshot renderer's typefaces
(synth.screenshot.SCREEN_FONTS) are left out, so bench/screen_eval.py measures letters in
typefaces the templates never saw as well.

    .venv/bin/python scripts/train_screen_letters.py [--out resources/screen_letters.npz]

Deterministic: there is nothing random in it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from synth.font import text_mask  # noqa: E402
from synth.screenshot import screen_font  # noqa: E402
from vision.glyphs import normalise  # noqa: E402
from vision.screen_letters import LETTERS_FILE  # noqa: E402

# Two-letter faces show on 5x5 and 6x6 boards (this app renders them, as do some games).
FACES = (*"ABCDEFGHIJKLMNOPRSTUVWXYZ", "Qu", "An", "Er", "He", "In", "Th")
# Typefaces the templates are set in; the eval's held-out ones are not among them.
TRAINING_FONTS = (
    "DejaVuSans-Bold", "DejaVuSans", "DejaVuSansCondensed", "DejaVuSansMono-Bold",
    "DejaVuSansMono", "DejaVuSerif-Bold", "DejaVuSerif", "DejaVuSerifCondensed-Bold",
    "LiberationSans-Bold", "LiberationSans-Regular", "LiberationSansNarrow-Regular",
    "LiberationSerif-Regular", "LiberationMono-Regular",
)  # fmt: skip
# Cap heights in pixels: a phone screenshot's tile letter at the reader's working size ranges
# over these; small type comes out blockier.
CAP_HEIGHTS = (18.0, 30.0, 56.0)


def letter_picture(face: str, cap: float, font_name: str) -> np.ndarray:
    """The mark the reader would cut of ``face`` set at ``cap`` pixels in ``font_name``."""
    coverage = text_mask(face, cap, screen_font(font_name))
    ys, xs = np.nonzero(coverage > 0.5)
    crop = coverage[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]
    return normalise((crop * 255).astype(np.uint8))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / LETTERS_FILE)
    args = parser.parse_args()
    pictures, labels = [], []
    for index, face in enumerate(FACES):
        for font in TRAINING_FONTS:
            for cap in CAP_HEIGHTS:
                pictures.append(letter_picture(face, cap * (0.8 if len(face) > 1 else 1), font))
                labels.append(index)
    np.savez_compressed(
        args.out, pictures=np.stack(pictures), labels=np.array(labels, np.int16),
        faces=np.array(FACES),
    )  # fmt: skip
    print(f"{len(pictures)} letters of {len(FACES)} faces in {len(TRAINING_FONTS)} typefaces"
          f" -> {args.out} ({args.out.stat().st_size / 1024:.0f} KB)")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
