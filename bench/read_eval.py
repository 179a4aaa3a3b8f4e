"""Score the photo reader on the labelled photos in ../shared/photos (see its README).

    .venv/bin/python bench/read_eval.py [--limit N] [--only 4x4] [--kfold K] [--synthetic N]
        [--tesseract] [--readings FILE] [--recogniser net|marks|combined|all]

A predicted grid is compared with its label under all 8 rotations and reflections (the best
counts); null cells are skipped; on the Roboflow photos (parkuman__roggle) M~W and N~Z count as
equal, and the strict figure is printed as well (bench/scoring.py). ``--kfold K`` retrains the
recognisers K times, each time without one K-th of the board groups, and reads those boards with
it: held-out figures for a model that learns from these photos. ``--recogniser`` picks which
reader of the dice is scored (bench/net_eval.py; ``marks``, the app's default, unless asked;
``all``: each alone and combined).
``--tesseract`` then compares tesseract with the classifier on the same marks
(bench/tesseract_compare.py; optional, see there). ``--readings FILE`` writes each photo's grid
as a JSON line, to diff two versions of the reader exactly.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.scoring import LENIENT_SOURCE, Grid, align_to_label, same_face  # noqa: E402

PHOTOS = ROOT / ".." / "shared" / "photos"


@dataclass
class Tally:
    dice: int = 0
    right: int = 0
    right_strict: int = 0
    boards: int = 0
    boards_right: int = 0
    boards_right_strict: int = 0
    size_right: int = 0
    # Flagging is scored over the dice of boards read at the right size: a board that is not
    # read at all gets an error message, not a die to flag.
    flagged_wrong: int = 0
    wrong: int = 0
    flagged_right: int = 0
    pairs: list[tuple[float, bool]] = field(default_factory=list)  # (confidence, right) per die
    failures: int = 0
    seconds: list[float] = field(default_factory=list)
    stage_times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def line(self, name: str) -> str:
        def pct(a: int, b: int) -> str:
            return f"{100 * a / b:5.1f}%" if b else "   n/a"

        return (
            f"{name:>6} photos {self.boards:3d}  dice {pct(self.right, self.dice)}"
            f" ({self.right}/{self.dice})"
            f" (strict {pct(self.right_strict, self.dice)})"
            f"  boards {pct(self.boards_right, self.boards)}"
            f" (strict {pct(self.boards_right_strict, self.boards)})"
            f"  size {pct(self.size_right, self.boards)}"
            f"  flags wrong {pct(self.flagged_wrong, self.wrong)}"
            f" right {pct(self.flagged_right, self.right)}"
            f"  no-read {self.failures}"
        )


def score_photo(tally: Tally, entry: dict, reading: object | None, threshold: float) -> None:
    label: Grid = entry["grid"]
    lenient = entry["file"].startswith(LENIENT_SOURCE)
    cells = sum(face is not None for row in label for face in row)
    tally.boards += 1
    tally.dice += cells
    if reading is None or reading.rows != entry["rows"] or reading.cols != entry["cols"]:
        if reading is None:
            tally.failures += 1
        return
    tally.size_right += 1
    predicted = [list(row) for row in reading.grid]
    confidence = reading.confidence
    mapping = align_to_label(predicted, label, lenient=lenient)
    strict_map = align_to_label(predicted, label, lenient=False)
    strict_hits = sum(
        1 for (r, c), (lr, lc) in strict_map.items()
        if label[lr][lc] is not None and predicted[r][c] == label[lr][lc]
    )  # fmt: skip
    hits = 0
    for (r, c), (lr, lc) in mapping.items():
        if label[lr][lc] is None:
            continue
        ok = same_face(predicted[r][c], label[lr][lc], lenient)
        flagged = confidence[r][c] < threshold
        hits += ok
        tally.pairs.append((confidence[r][c], ok))
        if ok:
            tally.flagged_right += flagged
        else:
            tally.wrong += 1
            tally.flagged_wrong += flagged
    tally.right += hits
    tally.right_strict += strict_hits
    tally.boards_right += hits == cells
    tally.boards_right_strict += strict_hits == cells


def evaluate(
    entries: list[dict],
    photos: Path,
    verbose: bool,
    readings: TextIO | None = None,
    recogniser: object | None = None,
) -> dict[str, Tally]:
    """Read and score every photo; with ``readings``, write each photo's grid there as a JSON
    line (null when nothing was read), so that two versions of the reader can be diffed."""
    from vision import VisionError, read_board
    from vision.reading import LOW_CONFIDENCE

    tallies: dict[str, Tally] = defaultdict(Tally)
    for entry in entries:
        size = f"{entry['rows']}x{entry['cols']}"
        start = time.perf_counter()
        try:
            reading = read_board(str(photos / entry["file"]), recogniser=recogniser)
        except VisionError as error:
            reading = None
            if verbose:
                print(f"  {entry['file']}: {error}")
        elapsed = time.perf_counter() - start
        if readings is not None:
            grid = None if reading is None else [list(row) for row in reading.grid]
            readings.write(json.dumps({"photo": entry["file"], "grid": grid}) + "\n")
        for name in (size, "all"):
            score_photo(tallies[name], entry, reading, LOW_CONFIDENCE)
            tallies[name].seconds.append(elapsed)
        if reading is not None:
            for stage, seconds in reading.timings.items():
                tallies["all"].stage_times[stage].append(seconds)
            if verbose and reading.rows == entry["rows"]:
                print(f"  {entry['file']}: {reading.board.text}")
    return tallies


def report(tallies: dict[str, Tally]) -> None:
    from bench.net_eval import flag_rates
    from vision.reading import LOW_CONFIDENCE

    print(
        f"flags: share of wrong / right dice with confidence < LOW_CONFIDENCE ({LOW_CONFIDENCE}),"
        " over boards read at the right size"
    )
    for name in sorted(k for k in tallies if k != "all") + ["all"]:
        print(tallies[name].line(name))
    seconds = sorted(tallies["all"].seconds)
    if seconds:
        p90 = seconds[min(len(seconds) - 1, int(0.9 * len(seconds)))]
        print(f"seconds per photo: median {statistics.median(seconds):.3f}  p90 {p90:.3f}")
    stages = tallies["all"].stage_times
    if stages:
        print(
            "stage medians: "
            + "  ".join(f"{k} {statistics.median(v) * 1000:.0f} ms" for k, v in stages.items())
        )
    print(flag_rates(tallies["all"].pairs, (0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99)))


def select(entries: list[dict], only: str | None, limit: int | None) -> list[dict]:
    if only:
        entries = [e for e in entries if f"{e['rows']}x{e['cols']}" == only]
    return entries[:limit] if limit else entries


def kfold(
    entries: list[dict], photos: Path, folds: int, verbose: bool, names: tuple[str, ...]
) -> dict[str, dict[str, Tally]]:
    """Retrain without each fold's board groups; score that fold with the retrained
    recognisers ``names`` (bench/net_eval.py): per recogniser, the tallies."""
    from bench.net_eval import fold_recognisers

    groups = sorted({e.get("board_group") or -i - 1 for i, e in enumerate(entries)})
    combined: dict[str, dict[str, Tally]] = {name: defaultdict(Tally) for name in names}
    for fold in range(folds):
        held = {g for i, g in enumerate(groups) if i % folds == fold}
        test = [e for i, e in enumerate(entries) if (e.get("board_group") or -i - 1) in held]
        with (
            tempfile.TemporaryDirectory() as folder,
            fold_recognisers(photos, held, {e["file"] for e in test}, names, Path(folder)) as made,
        ):
            for name, recogniser in made.items():
                tallies = evaluate(test, photos, verbose, recogniser=recogniser)
                for size, tally in tallies.items():
                    merged = combined[name][size]
                    for key, value in vars(tally).items():
                        if key == "stage_times":
                            for stage, times in value.items():
                                merged.stage_times[stage].extend(times)
                        else:
                            setattr(merged, key, getattr(merged, key) + value)
        print(f"fold {fold + 1}/{folds}: {len(test)} photos held out")
    return combined


def main() -> int:
    parser = argparse.ArgumentParser(description="Score the photo reader on labelled photos.")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--only", choices=["4x4", "5x5", "6x6"], default=None)
    parser.add_argument("--kfold", type=int, default=0, help="held-out scoring with K folds")
    parser.add_argument("--synthetic", type=int, default=0, help="also score N rendered boards")
    parser.add_argument(
        "--tesseract", action="store_true", help="then compare tesseract with the classifier"
    )
    parser.add_argument("--model", type=Path, default=None, help="classifier file to score")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument(
        "--recogniser", choices=["net", "marks", "combined", "all"], default="marks",
        help="which reader of the dice to score (all: each alone and combined)",
    )  # fmt: skip
    parser.add_argument(
        "--readings", type=Path, default=None, help="write each photo's grid as JSON lines here"
    )
    args = parser.parse_args()
    print(
        f"machine: {os.cpu_count()} cpus, {platform.platform()}, python {platform.python_version()}"
    )
    if args.model is not None:
        import vision.classifier as classifier

        classifier._bundled = lambda: classifier._load(args.model)  # type: ignore[assignment]
    if args.synthetic:
        synthetic(args.synthetic)
    photos = PHOTOS.resolve()
    if not (photos / "manifest.json").exists():
        print("skipped: ../shared/photos not found")
        return 0
    entries = select(json.loads((photos / "manifest.json").read_text())["photos"], args.only,
                     args.limit)  # fmt: skip
    from bench.net_eval import RECOGNISERS, bundled_recognisers

    names = RECOGNISERS if args.recogniser == "all" else (args.recogniser,)
    if args.kfold:
        print(f"held-out: {args.kfold}-fold by board_group, models retrained per fold")
        for name, tallies in kfold(entries, photos, args.kfold, args.verbose, names).items():
            print(f"recogniser: {name}")
            report(tallies)
    else:
        if args.model is not None:
            print(f"model {args.model}")
        else:
            print("bundled models (their training saw these photos: see --kfold for held-out)")
        for name, recogniser in bundled_recognisers(names).items():
            print(f"recogniser: {name}")
            with args.readings.open("w") if args.readings else nullcontext() as readings:
                report(evaluate(entries, photos, args.verbose, readings, recogniser))
    if args.tesseract:
        from bench.tesseract_compare import compare_tesseract

        compare_tesseract(entries, photos)
    return 0


def synthetic(count: int) -> None:
    """Score on boards rendered by synth.board (the project's own images)."""
    try:
        from synth import render_board
    except ImportError:
        print("synthetic: the synth package (in the source tree, not the wheel) is not here")
        return
    import random

    from solver import roll
    from vision import VisionError, read_board

    right = dice = boards_right = size_right = 0
    seconds: list[float] = []
    for seed in range(count):
        dice_set = ("classic", "big", "superbig")[seed % 3]
        board = roll(dice_set, random.Random(seed))
        photo = render_board(board, seed)
        start = time.perf_counter()
        try:
            reading = read_board(photo.image)
        except VisionError:
            reading = None
        seconds.append(time.perf_counter() - start)
        dice += board.rows * board.cols
        if reading is None or reading.rows != board.rows:
            continue
        size_right += 1
        label: Grid = [list(row) for row in board.grid]
        predicted = [list(row) for row in reading.grid]
        mapping = align_to_label(predicted, label, lenient=False)
        hits = sum(predicted[r][c] == label[lr][lc] for (r, c), (lr, lc) in mapping.items())
        right += hits
        boards_right += hits == board.rows * board.cols
    print(
        f"synthetic: {count} boards  dice {100 * right / max(dice, 1):.1f}%"
        f"  boards {100 * boards_right / count:.1f}%  size {100 * size_right / count:.1f}%"
        f"  median {statistics.median(seconds):.3f} s"
    )


if __name__ == "__main__":
    raise SystemExit(main())
