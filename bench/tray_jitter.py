"""How much slack the player's outline has: each labelled photo that reads right is read again
inside its own outline with every corner moved at random by up to ``--jitter`` (4%) of the
outline's size, and the share that reads the same board is printed (issue 47's target: 95%).

    nice -n 10 .venv/bin/python bench/tray_jitter.py [--jitter 0.04] [--tries 1] [--seed 47]
        [--limit N] [--photos DIR]

A photo "reads right" as bench/read_eval.py scores it (every labelled die, under the best of
the 8 rotations and reflections, M~W and N~Z on the Roboflow photos). The outline moved is
the reading's own ``board_outline``; its size is the square root of its area, and each corner
moves by a uniform offset in a disc of ``jitter`` times that radius (seeded per photo and
try, so two runs move the same corners). "The same board" is the same faces, die for die, as
the reading inside the reader's own outline. The baseline, in the same run: the photos read
again inside their own outline unmoved (what ``tray=`` costs with no error at all), and the
seconds of each kind of read.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
import zlib
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.eval_tables import Tally, score_photo  # noqa: E402

PHOTOS = ROOT / ".." / "shared" / "photos"


def moved(outline: np.ndarray, jitter: float, rng: np.random.Generator) -> np.ndarray:
    """``outline`` with each corner moved by up to ``jitter`` of its size, in any direction."""
    size = float(np.sqrt(abs(cv2.contourArea(np.float32(outline)))))
    angles = rng.uniform(0.0, 2.0 * np.pi, 4)
    reach = jitter * size * np.sqrt(rng.uniform(0.0, 1.0, 4))  # uniform over the disc
    return outline + np.stack([np.cos(angles), np.sin(angles)], axis=1) * reach[:, None]


def _reads_right(entry: dict, reading: object) -> bool:
    tally = Tally()
    score_photo(tally, entry, reading, 0.0)  # type: ignore[arg-type]
    return tally.boards_right == 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jitter", type=float, default=0.04)
    parser.add_argument("--tries", type=int, default=1, help="moved outlines per photo")
    parser.add_argument("--seed", type=int, default=47)
    parser.add_argument("--limit", type=int, help="only the first N photos (a quick look)")
    parser.add_argument("--photos", type=Path, default=PHOTOS)
    parser.add_argument("--progress", action="store_true", help="a line per photo on stderr")
    args = parser.parse_args()
    if not (args.photos / "manifest.json").exists():
        print(f"skipped: {args.photos} not found")
        return 0
    from vision import VisionError, read_board

    entries = json.loads((args.photos / "manifest.json").read_text())["photos"][: args.limit]
    read = right = same_unmoved = same_moved = moved_reads = 0
    seconds = {"found": 0.0, "unmoved": 0.0, "moved": 0.0}
    misses: list[str] = []
    for entry in entries:
        image = cv2.imread(str(args.photos / entry["file"]))
        start = time.perf_counter()
        try:
            found = read_board(image)
        except VisionError:
            continue
        seconds["found"] += time.perf_counter() - start
        read += 1
        if not _reads_right(entry, found):
            continue
        right += 1
        outline = np.array(found.board_outline, np.float64)
        start = time.perf_counter()
        same_unmoved += read_board(image, tray=outline.tolist()).grid == found.grid
        seconds["unmoved"] += time.perf_counter() - start
        for attempt in range(args.tries):
            rng = np.random.default_rng([args.seed, zlib.crc32(entry["file"].encode()), attempt])
            tray = moved(outline, args.jitter, rng)
            start = time.perf_counter()
            try:
                same = read_board(image, tray=tray.tolist()).grid == found.grid
            except VisionError:
                same = False
            seconds["moved"] += time.perf_counter() - start
            moved_reads += 1
            same_moved += same
            if not same:
                misses.append(f"{entry['file']} (try {attempt})")
        if args.progress:
            print(f"  {read} read, {right} right, {same_moved}/{moved_reads} moved the same",
                  file=sys.stderr, flush=True)  # fmt: skip
    print(f"machine: {platform.machine()}, {platform.node()}; {time.strftime('%Y-%m-%d %H:%M')}")
    print(f"photos: {len(entries)}; read right inside the reader's own outline: {right}")
    if right == 0:
        return 1
    print(f"inside that outline given back unmoved: {same_unmoved}/{right} the same board")
    share = same_moved / moved_reads
    print(
        f"each corner moved up to {args.jitter:.0%} of the outline's size: "
        f"{same_moved}/{moved_reads} the same board = {share:.1%}"
    )
    print(
        "seconds a read, found / unmoved / moved: "
        f"{seconds['found'] / max(read, 1):.2f} / {seconds['unmoved'] / right:.2f} / "
        f"{seconds['moved'] / moved_reads:.2f}"
    )
    for miss in misses:
        print(f"  not the same: {miss}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
