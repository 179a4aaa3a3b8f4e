"""Score the photo reader on the labelled photos in ../shared/photos (see its README).

    .venv/bin/python bench/read_eval.py [--limit N] [--only 4x4] [--kfold K] [--jobs J]
        [--conditions all|harsher|NAME,...] [--confusion FILE] [--synthetic N] [--tesseract]
        [--readings FILE] [--recogniser default|marks|net|combined] [--lang CODE] [--photos DIR]

A predicted grid is compared with its label under all 8 rotations and reflections (the best
counts); null cells are skipped; on the Roboflow photos (parkuman__roggle) M~W and N~Z count as
equal, and the strict figure is printed as well (bench/scoring.py). ``--kfold K`` retrains the
classifier K times, each time without one K-th of the board groups, and reads those boards with
it: held-out figures for a model that learns from these photos. ``--conditions`` reads every
photo again under each named condition (bench/conditions.py: dim, washed out, blur, turned 30
degrees, half shadow, noise, scaled, JPEG), applied by the eval to the decoded photo, and prints
one table of them (``harsher``: as taken and each pushed further, bench/conditions.HARSHER);
``--confusion FILE`` writes the dice read wrong (label face -> face read) per
condition there. Seconds are those of ``read_board`` on the decoded (and conditioned) photo.
``--recogniser`` picks which reader of the dice is scored (bench/net_eval.readers: ``default``,
the app's own, ``marks``, ``net`` or ``combined``; held out, the network is trained per fold
too, cached by bench/net_eval.py). ``--tesseract`` then compares tesseract with the classifier
on the same marks (bench/tesseract_compare.py; optional, see there). ``--readings FILE`` writes
each photo's grid and confidences as a JSON line (with ``--kfold`` too), to diff two versions
of the reader exactly. ``--lang`` reads every photo in that game language (read_board's
``language``: its edition's faces, and its face network) and counts the dice read as a face the
English dice lack (Ñ), which no label has; the network is the language's with the default
reader only (``--recogniser net`` and ``combined`` read with the English one). ``--photos``
reads another folder than ../shared/photos.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import statistics
import sys
import time
import zlib
from collections import Counter, defaultdict
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import TextIO

import cv2

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.conditions import CONDITIONS, CONDITIONS_BY_NAME, HARSHER, Condition  # noqa: E402
from bench.eval_folds import fold_models, fold_split, using_models  # noqa: E402
from bench.eval_tables import (  # noqa: E402
    PhotoRead,
    Tally,
    condition_table,
    confusion_table,
    report,
    score_photo,
    write_confusion,
)
from bench.scoring import Grid, align_to_label  # noqa: E402
from solver.faces import ENGLISH_FACES  # noqa: E402

PHOTOS = ROOT / ".." / "shared" / "photos"
RECOGNISERS = ("default", "marks", "net", "combined")
# The readers of the dice that read_photo passes to read_board (recogniser, faces, glance;
# None, None, None: the app's default). Set before the worker processes fork, which inherit them.
Readers = tuple[object | None, object | None, object | None]
_readers: Readers = (None, None, None)
# The reading thread's processor seconds, kept beside the stage times (not a stage).
_PROCESSOR = "processor"
# The game language the photos are read in (--lang), inherited by the workers as _readers is.
_language: str | None = None
# Tallies per condition name, then per grid size ("4x4", ...) and "all".
Results = dict[str, dict[str, Tally]]


def read_photo(path: Path, condition: str) -> tuple[PhotoRead | None, float, str]:
    """Read one photo under one condition (the condition's seed follows the file name): the
    reading, the seconds ``read_board`` took, and the error message when it read nothing."""
    from vision import VisionError, read_board
    from vision.load import load_image

    photo = load_image(path).image
    photo = CONDITIONS_BY_NAME[condition].apply(photo, zlib.crc32(path.name.encode()))
    start, processor = time.perf_counter(), time.thread_time()
    try:
        reading = read_board(
            photo,
            recogniser=_readers[0],
            faces=_readers[1],  # type: ignore[arg-type]
            glance=_readers[2],  # type: ignore[arg-type]
            language=_language,
        )
    except VisionError as error:
        return None, time.perf_counter() - start, str(error)
    elapsed = time.perf_counter() - start
    return (
        PhotoRead(
            reading.rows,
            reading.cols,
            [list(row) for row in reading.grid],
            [list(row) for row in reading.confidence],
            dict(reading.timings) | {_PROCESSOR: time.thread_time() - processor},
        ),
        elapsed,
        "",
    )


def evaluate(
    entries: list[dict],
    photos: Path,
    conditions: list[Condition],
    *,
    jobs: int = 1,
    verbose: bool = False,
    readings: TextIO | None = None,
) -> Results:
    """Read and score every photo under every condition, in ``jobs`` processes; with
    ``readings``, write each photo's grid there as a JSON line (null when nothing was read),
    so that two versions of the reader can be diffed."""
    from vision.reading import LOW_CONFIDENCE

    tasks = [(photos / entry["file"], condition.name) for condition in conditions
             for entry in entries]  # fmt: skip
    if jobs > 1:
        # Forked workers inherit the models put in place for a fold (bench/eval_folds.py).
        # OpenCV's thread pool is not fork-safe: a worker forked while a pool thread of this
        # process held its lock waits for it for ever, at its first parallel call (seen once,
        # in warpAffine). With the pool's threads stopped first, no lock is held at the fork;
        # each worker then runs OpenCV on one thread, as ``jobs`` processes share the cores.
        threads = cv2.getNumThreads()
        cv2.setNumThreads(1)
        context = multiprocessing.get_context("fork")
        try:
            with ProcessPoolExecutor(jobs, mp_context=context) as pool:
                done = list(pool.map(read_photo, *zip(*tasks, strict=True), chunksize=2))
        finally:
            cv2.setNumThreads(threads)
    else:
        done = [read_photo(path, name) for path, name in tasks]
    results: Results = defaultdict(lambda: defaultdict(Tally))
    unlabelled_faces: Counter[str] = Counter()  # faces read that no label has (Ñ)
    for (_path, name), (reading, elapsed, error), entry in zip(
        tasks, done, entries * len(conditions), strict=True
    ):
        if verbose:
            text = error if reading is None else json.dumps(reading.grid)
            print(f"  [{name}] {entry['file']}: {text}")
        if readings is not None:
            line = {
                "photo": entry["file"],
                "grid": None if reading is None else reading.grid,
                "confidence": None if reading is None else reading.confidence,
                "seconds": round(elapsed, 4),
                "processor": None if reading is None else round(reading.timings[_PROCESSOR], 4),
                "stages": None if reading is None else {
                    stage: round(seconds, 4) for stage, seconds in reading.timings.items()
                    if stage != _PROCESSOR
                },
            }  # fmt: skip
            readings.write(json.dumps(line if name == "as-taken" else line | {"condition": name})
                           + "\n")  # fmt: skip
        tallies = results[name]
        for size in (f"{entry['rows']}x{entry['cols']}", "all"):
            score_photo(tallies[size], entry, reading, LOW_CONFIDENCE)
            tallies[size].seconds.append(elapsed)
        if reading is not None:
            unlabelled_faces.update(
                face for row in reading.grid for face in row if face not in ENGLISH_FACES
            )
            for stage, seconds in reading.timings.items():
                if stage != _PROCESSOR:
                    tallies["all"].stage_times[stage].append(seconds)
    if _language not in (None, "en"):
        counted = ", ".join(f"{face} {count}" for face, count in sorted(unlabelled_faces.items()))
        print(f"dice read as faces the English dice lack (no label has one): {counted or 'none'}")
    return results


def kfold(
    entries: list[dict], photos: Path, folds: int, conditions: list[Condition], jobs: int,
    verbose: bool, only_folds: set[int] | None = None, models_folder: Path | None = None,
    recogniser: str = "default", readings: TextIO | None = None, files: set[str] | None = None,
) -> Results:  # fmt: skip
    """Retrain without each fold's board groups; read that fold, under every condition, with
    the retrained models (each photo's reading written to ``readings`` as evaluate does); with
    ``files``, only the photos named there are read (each fold's models stay the same)."""
    combined: Results = defaultdict(lambda: defaultdict(Tally))
    for fold, (held, test) in enumerate(fold_split(entries, folds)):
        if only_folds and fold + 1 not in only_folds:
            continue
        start = time.perf_counter()
        keep = None if models_folder is None else models_folder / f"fold{fold + 1}of{folds}"
        model, patch_model, cached = fold_models(photos, held, test, keep)
        trained = time.perf_counter() - start
        with (
            using_models(model, patch_model),
            reading_with(fold_recogniser(recogniser, photos, held, test)),
        ):
            chosen = [entry for entry in test if files is None or entry["file"] in files]
            results = evaluate(
                chosen, photos, conditions, jobs=jobs, verbose=verbose, readings=readings
            )
        for name, tallies in results.items():
            for size, tally in tallies.items():
                combined[name][size].add(tally)
        print(
            f"fold {fold + 1}/{folds}: {len(test)} photos held out; models"
            f" {'from the cache' if cached else 'trained'} in {trained:.0f} s,"
            f" read in {time.perf_counter() - start - trained:.0f} s"
        )
    return combined


@contextmanager
def reading_with(readers: Readers) -> Iterator[None]:
    """read_photo reads with ``readers`` (recogniser, faces, glance) for the duration."""
    global _readers
    before, _readers = _readers, readers
    try:
        yield
    finally:
        _readers = before


def bundled_recogniser(name: str) -> Readers:
    """``name``'s readers with the bundled network and the marks models in place (any --model
    put there by using_models). The default is read_board's own (None, None, None), made inside
    each reading: its network (the faces' and the glance's) is the reading language's (--lang;
    vision.recognise.reading_net), the English one unless the edition has faces it lacks."""
    from bench.net_eval import readers

    return (None, None, None) if name == "default" else readers(name)


def fold_recogniser(name: str, photos: Path, held: set[int], test: list[dict]) -> Readers:
    """``name``'s readers for a fold: the marks models are those put in place by using_models;
    the network (the faces' and the glance's) is trained without the fold (or taken from
    bench/net_eval.py's cache)."""
    from bench.net_eval import fold_net, readers

    if name == "marks":
        return readers(name)
    return readers(name, fold_net(photos, {g for g in held if g >= 0}, {e["file"] for e in test}))


def show(
    results: Results, conditions: list[Condition], confusion: Path | None, heading: str
) -> None:
    """One condition: the full report. Several: each one's line, then the table of them all."""
    from vision.reading import LOW_CONFIDENCE

    if len(conditions) == 1:
        report(results[conditions[0].name], LOW_CONFIDENCE)
    else:
        for condition in conditions:
            print(results[condition.name]["all"].line(condition.name))
        seconds = [s for c in conditions for s in results[c.name]["all"].seconds]
        print(f"seconds per photo over all conditions: median {statistics.median(seconds):.3f}")
    rows = [(condition.description, results[condition.name]["all"]) for condition in conditions]
    print()
    print(condition_table(rows))
    from bench.net_eval import flag_rates

    first = results[conditions[0].name]["all"]
    print(f"\nflags ({conditions[0].description}): dice below each confidence threshold")
    print(flag_rates(first.confidences, (0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995)))
    named = [(condition.name, results[condition.name]["all"]) for condition in conditions]
    print("\nmost common errors (label -> read):")
    print(confusion_table(named, top=12))
    if confusion is not None:
        write_confusion(confusion, named, heading)
        print(f"confusion table written to {confusion}")


def labelled_photos(
    only: str | None, limit: int | None, folder: Path = PHOTOS
) -> tuple[Path, list[dict]] | None:
    """The labelled photos' folder and its manifest's entries (``select``-ed); None, after
    saying so, when the folder (../shared/photos) is absent."""
    photos = folder.resolve()
    if not (photos / "manifest.json").exists():
        print(f"skipped: {folder} not found")
        return None
    entries = json.loads((photos / "manifest.json").read_text())["photos"]
    return photos, select(entries, only, limit)


def select(entries: list[dict], only: str | None, limit: int | None) -> list[dict]:
    if only:
        entries = [e for e in entries if f"{e['rows']}x{e['cols']}" == only]
    return entries[:limit] if limit else entries


def chosen_files(listing: Path | None) -> set[str] | None:
    """The photo files named in ``listing`` (one per line, as in the manifest); None: all."""
    if listing is None:
        return None
    return {line.strip() for line in listing.read_text().splitlines() if line.strip()}


def chosen_conditions(text: str) -> list[Condition]:
    if text == "all":
        return list(CONDITIONS)
    if text == "harsher":
        return [CONDITIONS[0], *HARSHER]
    names = [name.strip() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in CONDITIONS_BY_NAME]
    if unknown or not names:
        raise SystemExit(
            f"unknown condition {', '.join(unknown) or '(none)'}: choose from all, harsher, "
            + ", ".join(CONDITIONS_BY_NAME)
        )
    return [CONDITIONS_BY_NAME[name] for name in names]


def main() -> int:
    parser = argparse.ArgumentParser(description="Score the photo reader on labelled photos.")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--only", choices=["4x4", "5x5", "6x6"], default=None)
    parser.add_argument("--kfold", type=int, default=0, help="held-out scoring with K folds")
    parser.add_argument(
        "--conditions", default="as-taken",
        help="all, or a comma-separated list of: " + ", ".join(CONDITIONS_BY_NAME),
    )  # fmt: skip
    parser.add_argument("--jobs", type=int, default=1, help="read in this many processes")
    parser.add_argument("--folds", default="", help="with --kfold: only these folds (1,2,...)")
    parser.add_argument(
        "--fold-models", type=Path, default=None,
        help="with --kfold: keep (or reuse) each fold's models in this folder, whatever the code",
    )  # fmt: skip
    parser.add_argument(
        "--confusion", type=Path, default=None, help="write the confusion table (Markdown) here"
    )
    parser.add_argument("--synthetic", type=int, default=0, help="also score N rendered boards")
    parser.add_argument(
        "--tesseract", action="store_true", help="then compare tesseract with the classifier"
    )
    parser.add_argument("--model", type=Path, default=None, help="classifier file to score")
    parser.add_argument(
        "--recogniser", choices=RECOGNISERS, default="default",
        help="which reader of the dice to score (default: the app's own)",
    )  # fmt: skip
    parser.add_argument(
        "--files", type=Path, default=None,
        help="read only the photos named in this file, one per line (folds stay as they are)",
    )  # fmt: skip
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--lang", default=None, help="the game language to read in (es, fr ...)")
    parser.add_argument("--photos", type=Path, default=PHOTOS, help="the labelled photos' folder")
    parser.add_argument(
        "--readings", type=Path, default=None, help="write each photo's grid as JSON lines here"
    )
    args = parser.parse_args()
    conditions = chosen_conditions(args.conditions)
    global _language
    _language = args.lang
    print(
        f"machine: {os.cpu_count()} cpus, {platform.platform()}, python {platform.python_version()}"
    )
    if args.synthetic:
        with using_models(args.model):
            synthetic(args.synthetic)
    labelled = labelled_photos(args.only, args.limit, args.photos)
    if labelled is None:
        return 0
    photos, entries = labelled
    start = time.perf_counter()
    if args.kfold:
        kept = f"kept in {args.fold_models}" if args.fold_models else "cached in build/eval-folds"
        heading = f"Held out: {args.kfold}-fold by board_group, models retrained per fold ({kept})."
        heading += f" Recogniser: {args.recogniser}."
        print(heading)
        folds = {int(f) for f in args.folds.split(",")} if args.folds else None
        with args.readings.open("w") if args.readings else nullcontext() as readings:
            results = kfold(entries, photos, args.kfold, conditions, args.jobs, args.verbose,
                            folds, args.fold_models, args.recogniser, readings,
                            chosen_files(args.files))  # fmt: skip
    else:
        heading = (
            f"Model {args.model}." if args.model is not None
            else "Bundled model (its training saw these photos: see --kfold for held-out figures)."
        )  # fmt: skip
        heading += f" Recogniser: {args.recogniser}."
        print(heading)
        with (
            args.readings.open("w") if args.readings else nullcontext() as readings,
            using_models(args.model),
            reading_with(bundled_recogniser(args.recogniser)),
        ):
            chosen = chosen_files(args.files)
            entries = [e for e in entries if chosen is None or e["file"] in chosen]
            results = evaluate(entries, photos, conditions, jobs=args.jobs,
                               verbose=args.verbose, readings=readings)  # fmt: skip
    show(results, conditions, args.confusion, heading)
    print(f"eval took {time.perf_counter() - start:.0f} s with {args.jobs} job(s)")
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
