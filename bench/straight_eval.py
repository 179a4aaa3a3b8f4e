"""The reader to come (bench/straight_read.py) held out on the labelled photos: each photo read
with the finder, the face network and the die-centre network of its fold, which never saw its
board (5 folds by board group, as bench/read_eval.py --kfold), as taken and under the harsher
conditions. The fold's face network is trained by the straight path's recipe
(scripts/train_net.py STRAIGHT), or with ``--recipe shipped`` by the shipped networks'.

    .venv/bin/python bench/straight_eval.py [--folds 5] [--only 1,2] [--recipe shipped]
        [--conditions as-taken | all | dim,...]
        [--photos ../shared/photos] [--readings FILE]

Printed per condition: dice, whole boards and grid size right, the wrong and the right dice
flagged (below vision.reading.LOW_CONFIDENCE), boards read wrong with no die flagged, and the
seconds per photo (median, 95th percentile, slowest) with each stage's median. The fold models
are tuned or trained on first use and cached (bench/finder_folds.py, bench/net_eval.py,
bench/centre_folds.py).
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
import zlib
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.centre_folds import fold_centre_net  # noqa: E402
from bench.conditions import CONDITIONS, CONDITIONS_BY_NAME  # noqa: E402
from bench.eval_folds import fold_split  # noqa: E402
from bench.eval_tables import PhotoRead, Tally, score_photo  # noqa: E402
from bench.finder_folds import fold_finder  # noqa: E402
from bench.net_eval import fold_net  # noqa: E402
from bench.reader_timing import percentile  # noqa: E402
from bench.straight_read import read_straight  # noqa: E402

PHOTOS = ROOT.parent / "shared" / "photos"


def main() -> int:
    from vision.centre_net import load_centre_net
    from vision.finder import load_finder
    from vision.load import load_image
    from vision.net import load_net
    from vision.reading import LOW_CONFIDENCE

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--only", default="", help="read only these folds: 1,2,...")
    parser.add_argument("--conditions", default="as-taken", help="as-taken, all, or a list")
    parser.add_argument(
        "--recipe", choices=("straight", "shipped"), default="straight",
        help="the fold face networks' recipe: the straight path's, or the shipped networks'",
    )  # fmt: skip
    parser.add_argument("--photos", type=Path, default=PHOTOS)
    parser.add_argument("--readings", type=Path, help="write each photo's grid as JSON lines")
    args = parser.parse_args()
    if not (args.photos / "manifest.json").is_file():
        parser.error(f"{args.photos} holds no manifest.json")
    names = [n.strip() for n in args.conditions.split(",") if n.strip()]
    if names == ["all"]:  # as taken and the harsher conditions of bench/conditions.py
        names = [condition.name for condition in CONDITIONS]
    only = {int(k) for k in args.only.split(",") if k.strip()}
    unknown = [n for n in names if n not in CONDITIONS_BY_NAME]
    if unknown:
        parser.error(f"unknown conditions: {', '.join(unknown)}")
    entries = json.loads((args.photos / "manifest.json").read_text())["photos"]
    print(f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {platform.machine()}, {len(entries)} photos")
    tallies: dict[str, Tally] = defaultdict(Tally)
    stages: dict[str, list[float]] = defaultdict(list)
    unflagged_wrong: dict[str, int] = defaultdict(int)
    lines = []
    for fold, (held, test) in enumerate(fold_split(entries, args.folds), 1):
        if only and fold not in only:
            continue
        groups, files = {g for g in held if g >= 0}, {e["file"] for e in test}
        finder = load_finder(fold_finder(args.photos, groups, files))
        net = load_net(fold_net(args.photos, groups, files, straight=args.recipe == "straight"))
        centre_net = load_centre_net(fold_centre_net(args.photos, groups, files))
        for entry in test:
            photo = load_image(args.photos / entry["file"]).image
            for name in names:
                seed = zlib.crc32(Path(entry["file"]).name.encode())
                image = CONDITIONS_BY_NAME[name].apply(photo, seed)
                started = time.perf_counter()
                size, guesses, seconds = read_straight(image, net, finder, centre_net)
                elapsed = time.perf_counter() - started
                grid = [[guesses[r * size + c].face for c in range(size)] for r in range(size)]
                sure = [[round(guesses[r * size + c].confidence, 4) for c in range(size)]
                        for r in range(size)]  # fmt: skip
                reading = PhotoRead(size, size, grid, sure, seconds)
                tally = tallies[name]
                right_before = tally.boards_right
                score_photo(tally, entry, reading, LOW_CONFIDENCE)
                tally.seconds.append(elapsed)
                board_wrong = tally.boards_right == right_before
                any_flag = min(g.confidence for g in guesses) < LOW_CONFIDENCE
                if board_wrong and not any_flag:
                    unflagged_wrong[name] += 1
                for stage, value in seconds.items():
                    stages[f"{name}/{stage}"].append(value)
                lines.append({"photo": entry["file"], "condition": name, "grid": grid,
                              "confidence": sure, "seconds": round(elapsed, 4)})  # fmt: skip
        print(f"fold {fold}/{args.folds}: {len(test)} photos", flush=True)
    for name in names:
        tally = tallies[name]
        print(tally.line(name))
        times = sorted(tally.seconds)
        print(
            f"       boards wrong with no die flagged: {unflagged_wrong[name]};"
            f" seconds median {statistics.median(times):.3f} p90 {percentile(times, 90):.3f}"
            f" p95 {percentile(times, 95):.3f} slowest {times[-1]:.3f}; stage medians: "
            + ", ".join(
                f"{stage.split('/')[1]} {statistics.median(values):.3f}"
                for stage, values in stages.items()
                if stage.startswith(f"{name}/")
            )
        )
    if args.readings is not None:
        args.readings.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
