"""Render the bundled sample photo and its ground truth from the project's own renderer.

    .venv/bin/python scripts/make_sample.py

Writes resources/samples/sample_4x4.jpg and sample_4x4.json. The seed is fixed, so running it
again gives the same files on the same library versions.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import cv2

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solver import roll  # noqa: E402
from synth import render_board  # noqa: E402

SEED = 2024
DICE_SET = "new"
SIZE = (1200, 900)
QUALITY = 88
OUT = ROOT / "resources" / "samples"


def main() -> int:
    board = roll(DICE_SET, random.Random(SEED))
    photo = render_board(board, SEED, style="orange", size=SIZE, tilt=24, spin=-12,
                         background="wood", fill=0.78, offset=(0.1, 0.2))  # fmt: skip
    OUT.mkdir(parents=True, exist_ok=True)
    ok, data = cv2.imencode(".jpg", photo.image, [cv2.IMWRITE_JPEG_QUALITY, QUALITY])
    if not ok:
        print("could not encode the sample photo", file=sys.stderr)
        return 1
    image_path = OUT / "sample_4x4.jpg"
    image_path.write_bytes(data.tobytes())
    truth = {
        "file": image_path.name,
        "source": f"scripts/make_sample.py: synth.render_board, dice set {DICE_SET!r}, seed {SEED}",
        "rows": board.rows,
        "cols": board.cols,
        "board": board.text,
        "grid": [list(row) for row in board.grid],
        "rotations": [list(row) for row in photo.rotations],
        "board_outline": [[round(x, 2), round(y, 2)] for x, y in photo.board_outline],
        "die_outlines": [[[round(x, 2), round(y, 2)] for x, y in q] for q in photo.die_outlines],
        "image_size": [SIZE[0], SIZE[1]],
    }
    # One key per line with compact values keeps the file short and easy to read in a diff.
    lines = [f" {json.dumps(key)}: {json.dumps(value)}" for key, value in truth.items()]
    (OUT / "sample_4x4.json").write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"{image_path} ({len(data) // 1024} KB): {board.text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
