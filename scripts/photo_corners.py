"""Write scripts/photo_corners.json: the block of dice's corners on the labelled photos, the
truth the board finder is tuned on (scripts/finder_photos.py, scripts/tune_finder.py).

The corners are the outlines of the reader of 2026-11-28 (commit 5a46b54, the outline search
that the learned finder replaces) on the photos it read right, every labelled die, taken from
``bench/finder_eval.py --json FILE``. All 200 were drawn on their photos and checked by eye: each
hugs the block of dice tops. Coordinates only: the photos themselves stay in ../shared.

    .venv/bin/python bench/finder_eval.py --json /tmp/finder.jsonl
    .venv/bin/python scripts/photo_corners.py /tmp/finder.jsonl
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

OUTPUT = Path(__file__).with_name("photo_corners.json")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("readings", type=Path, help="bench/finder_eval.py's --json output")
    args = parser.parse_args()
    rows = [json.loads(line) for line in args.readings.read_text().splitlines() if line.strip()]
    corners = {
        row["file"]: [[round(x, 2), round(y, 2)] for x, y in row["outline"]]
        for row in rows
        if row.get("right") and "outline" in row
    }
    about = (
        "The block of dice's corners (x, y in the photo's pixels, clockwise) on the labelled"
        " photos of ../shared/photos that the reader of 2026-11-28 (5a46b54) read right;"
        " checked by eye. Made by scripts/photo_corners.py."
    )
    lines = [f"  {json.dumps(file)}: {json.dumps(quad)}" for file, quad in corners.items()]
    body = ",\n".join(lines)
    OUTPUT.write_text(f'{{\n "about": {json.dumps(about)},\n "corners": {{\n{body}\n }}\n}}\n')
    print(f"wrote {OUTPUT} with {len(corners)} photos' corners")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
