"""The learned board finder (vision.finder) on the labelled photos, beside today's reader.

    .venv/bin/python bench/finder_eval.py [--photos ../shared/photos] [--limit N]
        [--json FILE] [--overlays DIR] [--folds 5 | --folds 0]

The shipped finder is trained on synthetic renders (scripts/train_finder.py) and tuned on these
photos (scripts/tune_finder.py), so each photo is read by a finder tuned without its fold's
boards (5 folds by board group, bench/finder_folds.py; ``--folds 0``: the shipped one). Each
photo is read by today's reader (``vision.read_board``), whose outline of the dice is the
reference where it reads the board right (every labelled die, scored as the photos' README
says: bench/scoring.py), and by the finder, in the same process, one after the other.

Printed: the finder's corner error (the mean distance of its corners from the reader's, each
corner matched by the best turn of the quadrilateral, over the square root of the board's area)
on the photos read right; its grid size against the labels on every photo; its confidence; and
its seconds per photo (median, 95th percentile, slowest) beside the reader's locate stage (the
outline search) and whole reading. ``--overlays`` draws both outlines on each photo, into a folder
outside the repository (the photos must not be committed).
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.reader_timing import percentile  # noqa: E402
from bench.scoring import LENIENT_SOURCE, align_to_label, same_face  # noqa: E402
from vision import read_board  # noqa: E402
from vision.errors import VisionError  # noqa: E402
from vision.finder import Finder, find_board, load_finder  # noqa: E402


def corner_error(found: np.ndarray, reference: np.ndarray) -> float:
    """Mean corner distance over sqrt(area of ``reference``), at the best cyclic matching of the
    corners either way round (both quadrilaterals are clockwise, but each starts elsewhere)."""
    x, y = reference[:, 0], reference[:, 1]
    area = 0.5 * abs(float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))))
    best = math.inf
    for order in (found, found[::-1]):
        for shift in range(4):
            moved = np.roll(order, shift, axis=0)
            best = min(best, float(np.linalg.norm(moved - reference, axis=1).mean()))
    return best / math.sqrt(max(area, 1e-9))


def read_right(entry: dict, reading: object) -> bool:
    """Whether the reader read every labelled die of ``entry`` (bench/scoring.py's rules)."""
    if reading.rows != entry["rows"] or reading.cols != entry["cols"]:
        return False
    grid = [[""] * reading.cols for _ in range(reading.rows)]
    for die in reading.dice:
        grid[die.row][die.col] = die.face
    label = entry["grid"]
    lenient = entry["file"].startswith(LENIENT_SOURCE)
    mapping = align_to_label(grid, label, lenient=lenient)
    return all(
        label[lr][lc] is None or same_face(grid[r][c], label[lr][lc], lenient)
        for (r, c), (lr, lc) in mapping.items()
    )


def held_out_finders(photos: Path, folds: int) -> dict[str, Finder]:
    """Each photo's finder: the one tuned without its fold's board groups (bench/finder_folds.py:
    cached, or tuned now, minutes a fold)."""
    from bench.eval_folds import fold_split
    from bench.finder_folds import fold_finder

    entries = json.loads((photos / "manifest.json").read_text())["photos"]
    finders: dict[str, Finder] = {}
    for held, test in fold_split(entries, folds):
        files = {e["file"] for e in test}
        finder = load_finder(fold_finder(photos, {g for g in held if g >= 0}, files))
        finders.update(dict.fromkeys(files, finder))
    return finders


def evaluate(
    photos: Path,
    limit: int | None,
    overlays: Path | None,
    reader_cache: dict | None = None,
    finders: dict[str, Finder] | None = None,
) -> list[dict]:
    """Each photo read by the finder (its own from ``finders``, else the shipped one) and by
    today's reader (or its reading from ``reader_cache``: file -> what _read gave, from an
    earlier run's --json)."""
    finders = finders or {}
    entries = json.loads((photos / "manifest.json").read_text())["photos"][:limit]
    rows = []
    warm = cv2.imread(str(photos / entries[0]["file"]), cv2.IMREAD_COLOR) if entries else None
    if warm is not None:  # load both readers' networks before the clock starts
        find_board(warm, finders.get(entries[0]["file"]))
        if reader_cache is None:
            _read(warm, entries[0])
    for number, entry in enumerate(entries, 1):
        image = cv2.imread(str(photos / entry["file"]), cv2.IMREAD_COLOR)
        if image is None:
            print(f"skipped {entry['file']}: it does not decode")
            continue
        started = time.perf_counter()
        found = find_board(image, finders.get(entry["file"]))
        finder_seconds = time.perf_counter() - started
        row = {
            "file": entry["file"], "rows": entry["rows"], "finder_s": finder_seconds,
            "corners": [list(p) for p in found.corners], "grid": found.grid,
            "grid_p": found.grid_probability, "confidence": found.confidence,
            "network_grid": max(found.network_grid, key=lambda pair: pair[1])[0],
            "period_grid": max(found.period_grid, key=lambda pair: pair[1])[0],
        }  # fmt: skip
        known = (reader_cache or {}).get(entry["file"])
        row.update(known if known is not None else _read(image, entry))
        if "outline" in row:
            row["error_vs_reader"] = corner_error(np.array(found.corners), np.array(row["outline"]))
        rows.append(row)
        if overlays is not None:
            _overlay(image, row, overlays / f"{number:03d}.png")
        if number % 25 == 0:
            print(f"{number} of {len(entries)} photos")
    return rows


def _read(image: np.ndarray, entry: dict) -> dict:
    """Today's reader on one photo: its seconds, its locate stage's, its outline, and whether
    it read the board right."""
    started = time.perf_counter()
    try:
        reading = read_board(image)
    except VisionError as error:
        return {"reader_s": time.perf_counter() - started, "error": str(error), "right": False}
    return {
        "reader_s": time.perf_counter() - started,
        "locate_s": reading.timings.get("locate", float("nan")),
        "outline": np.array(reading.board_outline).tolist(),
        "right": read_right(entry, reading),
    }


def _overlay(image: np.ndarray, row: dict, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    picture = image.copy()
    width = max(1, round(max(image.shape[:2]) / 300))
    if "outline" in row:
        cv2.polylines(picture, [np.int32(row["outline"])], True, (0, 200, 0), width)
    cv2.polylines(picture, [np.int32(row["corners"])], True, (0, 0, 255), width)
    error = row.get("error_vs_reader", -1)
    text = f"{row['grid']}x{row['grid']} c{row['confidence']:.2f} e{error:.3f}"
    cv2.putText(picture, text, (5, 20), 0, 0.5, (255, 255, 0), 1)
    cv2.imwrite(str(path), picture)


def _times(values: list[float]) -> str:
    return f"{statistics.median(values):.3f} / {percentile(values, 95):.3f} / {max(values):.3f} s"


def report(rows: list[dict]) -> None:
    right = [r for r in rows if r["right"]]
    errors = sorted(r["error_vs_reader"] for r in right)
    print(f"\n{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {platform.machine()}, {len(rows)} photos")
    print(f"today's reader read {len(right)} of {len(rows)} boards right (its outline: the ref)")
    if errors:
        within = " ".join(
            f"<{limit:.0%} {sum(e < limit for e in errors) / len(errors):.1%}"
            for limit in (0.02, 0.03, 0.05, 0.10)
        )
        print(
            f"corner error / board size, on those: median {statistics.median(errors):.4f}, "
            f"mean {statistics.mean(errors):.4f}, p90 {percentile(errors, 90):.4f}, "
            f"worst {errors[-1]:.4f}; {within}"
        )
    wrong = sorted(r["error_vs_reader"] for r in rows if not r["right"] and "outline" in r)
    if wrong:
        print(
            f"on the {len(wrong)} read wrong (the reference doubtful): median "
            f"{statistics.median(wrong):.4f}, worst {wrong[-1]:.4f}"
        )
    for key, name in (("grid", "joined"), ("network_grid", "network"), ("period_grid", "period")):
        sizes = sum(r[key] == r["rows"] for r in rows)
        by_size = ", ".join(
            f"{n}x{n} {sum(r[key] == n for r in rows if r['rows'] == n)} of "
            f"{sum(r['rows'] == n for r in rows)}"
            for n in (4, 5, 6)
        )
        print(
            f"grid size right ({name}): {sizes} of {len(rows)} ({sizes / len(rows):.1%}): {by_size}"
        )
    confidences = [r["confidence"] for r in rows]
    print(
        f"finder confidence: median {statistics.median(confidences):.3f}, "
        f"lowest {min(confidences):.3f}, below 0.3: {sum(c < 0.3 for c in confidences)}"
    )
    print(f"finder, per photo (median / p95 / slowest): {_times([r['finder_s'] for r in rows])}")
    located = [r["locate_s"] for r in rows if "locate_s" in r]
    if located:
        print(f"reader's locate stage, same run:             {_times(located)}")
    print(f"reader, whole reading, same run:             {_times([r['reader_s'] for r in rows])}")


def synthetic(count: int) -> None:
    """The finder on ``count`` fresh renders (scripts/finder_data.py's recipe, a seed it is not
    trained on): corner error against the rendered truth, and each opinion's grid size."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from finder_data import NO_BOARD, example

    errors, sizes, empty = [], {"grid": 0, "network": 0, "period": 0}, []
    boards = 0
    for index in range(count):
        shown = example(_SYNTHETIC_SEED, index)
        found = find_board(shown.image)
        if shown.grid == NO_BOARD:
            empty.append(found.confidence)
            continue
        boards += 1
        errors.append(corner_error(np.array(found.corners), shown.corners))
        sizes["grid"] += found.grid == shown.grid
        for key, opinion in (("network", found.network_grid), ("period", found.period_grid)):
            sizes[key] += max(opinion, key=lambda pair: pair[1])[0] == shown.grid
    errors.sort()
    print(
        f"{count} fresh renders ({boards} boards), seed {_SYNTHETIC_SEED}, in the finder's square"
    )
    print(
        f"corner error / board size: median {statistics.median(errors):.4f}, "
        f"p90 {percentile(errors, 90):.4f}; <3% {np.mean(np.array(errors) < 0.03):.1%}, "
        f"<5% {np.mean(np.array(errors) < 0.05):.1%}"
    )
    print("grid size right: " + ", ".join(f"{k} {v / boards:.1%}" for k, v in sizes.items()))
    if empty:
        print(f"no board: confidence median {statistics.median(empty):.3f}, top {max(empty):.3f}")


_SYNTHETIC_SEED = 99  # the trainer's examples are seed 2


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--photos", type=Path, default=ROOT.parent / "shared" / "photos")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--json", type=Path, default=None, help="write each photo's figures")
    parser.add_argument("--overlays", type=Path, default=None, help="draw outlines here")
    parser.add_argument(
        "--reader-from", type=Path, default=None,
        help="take today's reader's readings from an earlier --json (to try finders quickly; "
        "its times are then that run's)",
    )  # fmt: skip
    parser.add_argument(
        "--folds", type=int, default=5,
        help="read each photo with the finder tuned without its fold (0: the shipped finder,"
        " which was tuned on every photo)",
    )  # fmt: skip
    parser.add_argument(
        "--synthetic", type=int, default=0,
        help="score this many fresh renders instead of the photos",
    )  # fmt: skip
    args = parser.parse_args()
    if args.synthetic:
        synthetic(args.synthetic)
        return 0
    if not (args.photos / "manifest.json").is_file():
        parser.error(f"{args.photos} holds no manifest.json")
    if args.overlays is not None and ROOT in args.overlays.resolve().parents:
        parser.error("--overlays must be outside the repository: the photos are not committed")
    cache = None
    if args.reader_from is not None:
        keys = ("reader_s", "locate_s", "outline", "right", "error")
        earlier = [json.loads(line) for line in args.reader_from.read_text().splitlines()]
        cache = {r["file"]: {k: r[k] for k in keys if k in r} for r in earlier}
    finders = held_out_finders(args.photos, args.folds) if args.folds else None
    print(
        f"held out: {args.folds} folds by board group, a finder tuned for each"
        if args.folds
        else "not held out: the shipped finder was tuned on these photos"
    )
    rows = evaluate(args.photos, args.limit, args.overlays, cache, finders)
    if not rows:
        parser.error("no photo decoded")
    report(rows)
    if args.json is not None:
        args.json.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
