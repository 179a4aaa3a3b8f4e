"""Photo reader benchmark: seconds per photo, every labelled photo read one at a time in a warm
process, by this tree's reader and by another commit's (the baseline), in the same run.

What is timed: ``vision.read_board`` on the decoded image, in a worker process that has loaded
the reader and read two throwaway images first (the sample photo and the smeared board below),
so loading the models is not timed; the decoding (``vision.load.load_image`` of the file) is
timed apart and shown as its own column, not in the figures. Each reader runs in a worker of
its own (bench/reader_timing.py), the baseline's from a ``git worktree`` of REV, so it imports
that commit's vision/ and models. Per photo, the two workers read in turn, never both at once,
the first of them alternating from photo to photo, so the machine's noise falls on both alike.

Photo sets, each with the median, 90th and 95th percentiles and the slowest seconds, the five
slowest photos per reader, and how many photos the two readers read differently:
- the labelled photos in ../shared/photos (its README) as taken: 207 at 416 x 416 pixels and
  4 at up to 2112 pixels;
- 12 MP photos: each of them (or a seeded choice of ``--phone N``) scaled up to 4000 x 3000
  (cubic, whatever its shape) and saved as a JPEG of quality 92, the size a phone camera takes;
- the earlier figures: the sample photo in resources/ and a 416-pixel rendered board smeared
  along a line, read again with the smear undone (vision.deblur), medians of ``--runs`` reads.

Held out (the default): a player's photo is always new to the models, and a model that has
seen a photo reads it surely and stops early. So each labelled photo is read with the models
of its fold (5 folds by board group, bench/eval_folds.py): the face network, the board finder
and the mark models trained without its board (bench/fold_resources.py), laid over each
reader's own resources, the baseline's too. They come from the caches of bench/net_eval.py,
bench/finder_folds.py and bench/eval_folds.py, or are trained first (the train extra,
``sh setup.sh train``; a quarter of an hour a fold on two cores). The earlier images are read
with the first fold's models.
``--models shipped`` times the shipped models instead, which were trained on these photos.

Usage: python bench/read_bench.py [--photos DIR] [--limit N] [--files LIST] [--phone N]
    [--baseline REV|none] [--runs N] [--models held-out|shipped] [--folds K]
    [--fold-models DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator
from contextlib import ExitStack, contextmanager
from datetime import datetime
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import fold_resources  # noqa: E402
from bench.eval_folds import fold_split  # noqa: E402
from bench.reader_timing import Read, Summary, Worker, slowest, summarise, table  # noqa: E402

PHOTOS = ROOT / ".." / "shared" / "photos"
PHONE_SIZE = (4000, 3000)
SEED = 36  # which photos --phone N takes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--photos", type=Path, default=PHOTOS, help="the labelled photos")
    parser.add_argument("--limit", type=int, help="only the first N photos")
    parser.add_argument(
        "--files", type=Path, help="only the photos named in this file, one per line (a slow set)"
    )
    parser.add_argument("--phone", type=int, help="12 MP photos to time (default: every photo)")
    parser.add_argument("--baseline", default="HEAD", help="the commit to compare with, or none")
    parser.add_argument("--runs", type=int, default=5, help="reads of each earlier image")
    parser.add_argument(
        "--models", choices=("held-out", "shipped"), default="held-out",
        help="each photo read by its fold's models (default), or by the shipped ones",
    )  # fmt: skip
    parser.add_argument("--folds", type=int, default=5, help="held out: folds by board group")
    parser.add_argument(
        "--fold-models", type=Path, help="held out: keep (or reuse) each fold's mark models here"
    )
    args = parser.parse_args(argv)
    if not (args.photos / "manifest.json").is_file():
        print(f"no labelled photos at {args.photos} (see the README): nothing to time")
        return 0
    manifest = json.loads((args.photos / "manifest.json").read_text())["photos"]
    entries = manifest[: args.limit]
    if args.files is not None:
        named = set(args.files.read_text().split())
        entries = [entry for entry in entries if entry["file"] in named]
    phone = {entry["file"] for entry in entries}
    if args.phone is not None and args.phone < len(entries):
        chosen = set(random.Random(SEED).sample(range(len(entries)), args.phone))
        phone = {entry["file"] for i, entry in enumerate(entries) if i in chosen}
    baseline = None if args.baseline.lower() == "none" else args.baseline
    if baseline is not None and _git("rev-parse", "--verify", baseline + "^{commit}") is None:
        if _git("rev-parse", "--git-dir") is not None:
            print(f"--baseline {baseline}: no such commit")
            return 2
        print("not a git checkout: no baseline to compare with")
        baseline = None
    try:
        groups = photo_groups(args, manifest, entries)
    except ImportError as missing:
        print(
            f"the held-out models are not all cached and training them takes {missing.name}"
            " (sh setup.sh train); or time the shipped models: --models shipped"
        )
        return 2
    started = time.perf_counter()
    with ExitStack() as stack:
        scratch = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="read-bench-")))
        header(baseline, args.models)
        readers = [("this tree", ROOT)]
        if baseline is not None:
            readers.append(
                (baseline[:10], stack.enter_context(worktree(baseline, scratch / "tree")))
            )
        names = [name for name, _tree in readers]
        earlier = earlier_images(scratch)
        sizes: dict[str, str] = {}  # a photo's own size, for the 12 MP set's slowest
        sets: dict[str, tuple[list[str], list[list[Read]]]] = {
            title: ([], [[] for _ in readers]) for title in ("as taken", "12 MP")
        }
        for index, (label, models, group) in enumerate(groups):
            with ExitStack() as fold:
                workers = [
                    fold.enter_context(Worker(tree, _overlay(tree, models, scratch / f"{k}")))
                    for k, (_name, tree) in enumerate(readers)
                ]
                if index == 0:
                    for name, worker in zip(names, workers, strict=True):
                        print(f"{name}: vision from {worker.hello['vision']}")
                        print(f"{'':<{len(name)}}  models from {worker.hello['resources']}")
                warm_up(workers, names, earlier, loud=index == 0)
                if index == 0:
                    print(f"\nthe earlier images, read with {label}:")
                    time_earlier(workers, names, earlier, args.runs)
                chosen = [e for e in group if e["file"] in phone]
                as_taken = [(e["file"], args.photos / e["file"]) for e in group]
                read_into(sets["as taken"], workers, group, as_taken, f"as taken, {label}")
                phones = phone_photos(chosen, args.photos, scratch, sizes)
                read_into(sets["12 MP"], workers, chosen, phones, f"12 MP, {label}")
        rows, details = [], []
        for title, (files, reads) in sets.items():
            if not files:
                continue  # --phone 0, or --files naming none of them
            shown = [Path(file).name + (sizes.get(file, "") if title == "12 MP" else "")
                     for file in files]  # fmt: skip
            details += set_details(f"{title} photos", names, shown, reads, rows)
        print("\nseconds of read_board per photo, decoding apart (its median: decode)")
        print(table(rows))
        print("\n".join(details))
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"\nload average at the end: {load}; the run took {time.perf_counter() - started:.0f} s")
    return 0


def photo_groups(
    args: argparse.Namespace, manifest: list[dict], entries: list[dict]
) -> list[tuple[str, dict[str, Path] | None, list[dict]]]:
    """The photos in groups that are read with the same models: (what the models are, the
    models by their resources' names or None for the shipped ones, the photos' entries). Held
    out, a group per fold of the whole manifest (bench/eval_folds.py), so a photo's fold does
    not hang on --limit or --files; its models are trained now where they are not cached."""
    if args.models == "shipped":
        return [("the shipped models", None, entries)]
    chosen = {entry["file"] for entry in entries}
    groups = []
    for fold, (held, test) in enumerate(fold_split(manifest, args.folds), 1):
        group = [entry for entry in test if entry["file"] in chosen]
        if not group:
            continue
        keep = None if args.fold_models is None else args.fold_models / f"fold{fold}of{args.folds}"
        models = fold_resources.held_out_models(args.photos, held, test, keep)
        groups.append((f"fold {fold} of {args.folds}'s models", models, group))
    return groups


def _overlay(tree: Path, models: dict[str, Path] | None, folder: Path) -> Path | None:
    """Where ``tree``'s worker finds ``models`` (None: its own, the shipped ones)."""
    return None if models is None else fold_resources.overlay(tree, models, folder)


def read_into(
    into: tuple[list[str], list[list[Read]]],
    workers: list[Worker],
    group: list[dict],
    photos: Iterable[tuple[str, Path]],
    title: str,
) -> None:
    """``group``'s photos read by every worker, added to a set's files and reads."""
    files, reads = into
    for reader, more in enumerate(time_set(workers, photos, title, len(group))):
        reads[reader] += more
    files += [entry["file"] for entry in group]


def warm_up(
    workers: list[Worker], names: list[str], earlier: list[tuple[str, Path]], loud: bool
) -> None:
    """Throwaway reads: they load the models and whatever the slow paths load."""
    for name, worker in zip(names, workers, strict=True):
        first = worker.read(earlier[0][1]).seconds or 0.0
        worker.read(earlier[1][1])
        if loud:
            print(f"first read (loads the models), {name}: {first:.3f} s")


def set_details(
    label: str,
    names: list[str],
    files: list[str],
    reads: list[list[Read]],
    rows: list[tuple[str, str, Summary, float]],
) -> list[str]:
    """One photo set's rows of the table, appended to ``rows``; its lines below the table."""
    details = []
    for name, worker_reads in zip(names, reads, strict=True):
        seconds = [r.seconds for r in worker_reads if r.seconds is not None]
        decode = statistics.median(r.decode for r in worker_reads) if worker_reads else 0.0
        rows.append((label, name, summarise(seconds), decode))
        nothing = sum(r.text is None for r in worker_reads)
        details.append(f"5 slowest, {label}, {name} (read nothing on {nothing}):")
        details.append(slowest(files, worker_reads))
    if len(reads) == 2:
        differ = sum(a.outcome != b.outcome for a, b in zip(*reads, strict=True))
        details.append(f"{label}: read differently by the two readers: {differ} of {len(files)}")
    return details


def header(baseline: str | None, models: str) -> None:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"read_bench {datetime.now():%Y-%m-%d %H:%M}: {cores} cores, {platform.platform()},"
        f" Python {platform.python_version()}, OpenCV {cv2.__version__}, load average {load}"
    )
    changed = _git("status", "--porcelain", "--", "vision", "resources") or ""
    # The reader is vision/ and its models; a change elsewhere does not change the reader.
    state = (
        "vision/ and resources/ differ from HEAD: "
        + ", ".join(" ".join(line.split()) for line in changed.splitlines()[:6])
        if changed
        else "vision/ and resources/ as committed"
    )
    commit = _git("log", "-1", "--format=%h %s", "HEAD")
    print(f"this tree: {commit} ({state})" if commit else "this tree: not a git checkout")
    if baseline is None:
        print("baseline: none")
    else:
        print(f"baseline {baseline}: {_git('log', '-1', '--format=%h %s', baseline)}")
    if models == "shipped":
        print(
            "note: the shipped models were trained on these photos, so these timings may be"
            " optimistic (see the docstring)"
        )
    else:
        print("held out: each photo read by the models of its fold, which never saw its board")


def _git(*arguments: str) -> str | None:
    """git's answer, or None where it fails or there is no git at all (a copy of the tree on a
    bare machine): the bench then runs without a baseline and says so."""
    try:
        done = subprocess.run(["git", "-C", str(ROOT), *arguments], capture_output=True, text=True)
    except FileNotFoundError:
        return None
    return done.stdout.strip() if done.returncode == 0 else None


@contextmanager
def worktree(rev: str, path: Path) -> Iterator[Path]:
    """A checkout of ``rev`` at ``path``, removed at the end whatever happens."""
    try:
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(path), rev],
            check=True,
            capture_output=True,
        )
        yield path
    finally:
        _git("worktree", "remove", "--force", str(path))
        _git("worktree", "prune")


def earlier_images(scratch: Path) -> list[tuple[str, Path]]:
    """The images of the earlier bench: the sample photo and the smeared rendered board."""
    from solver import roll
    from synth import render_board
    from vision.deblur import motion_kernel

    photo = render_board(roll("classic", random.Random(3)), 3, size=(416, 416))
    smeared = scratch / "smeared.jpg"
    _write_jpeg(smeared, cv2.filter2D(photo.image, -1, motion_kernel(12.0, 30.0)))
    return [
        ("sample photo (416 px)", ROOT / "resources" / "samples" / "sample_4x4.jpg"),
        ("smeared board (416 px, read again unsmeared)", smeared),
    ]


def time_earlier(
    workers: list[Worker], names: list[str], images: list[tuple[str, Path]], runs: int
) -> None:
    for title, path in images:
        times: list[list[float]] = [[] for _ in workers]
        for run in range(runs):
            for i in _order(len(workers), run):
                times[i].append(workers[i].read(path).seconds or 0.0)
        figures = ", ".join(
            f"{name} {statistics.median(t):.3f}" for name, t in zip(names, times, strict=True)
        )
        print(f"{title}, median of {runs}: {figures} s")


def phone_photos(
    entries: list[dict], photos: Path, scratch: Path, sizes: dict[str, str]
) -> Iterator[tuple[str, Path]]:
    """Each photo as a 12 MP phone JPEG, written when its turn comes and deleted after; each
    photo's own size goes to ``sizes``."""
    from vision.load import load_image

    for entry in entries:
        image = load_image(photos / entry["file"]).image
        sizes[entry["file"]] = f" (from {image.shape[1]}x{image.shape[0]})"
        path = scratch / "phone.jpg"
        _write_jpeg(path, cv2.resize(image, PHONE_SIZE, interpolation=cv2.INTER_CUBIC))
        try:
            yield entry["file"], path
        finally:
            path.unlink(missing_ok=True)


def time_set(
    workers: list[Worker], photos: Iterable[tuple[str, Path]], title: str, total: int
) -> list[list[Read]]:
    """Every photo read by every worker in turn; per worker, its reads in the photos' order."""
    reads: list[list[Read]] = [[] for _ in workers]
    start = time.perf_counter()
    for done, (_name, path) in enumerate(photos):
        for i in _order(len(workers), done):
            reads[i].append(workers[i].read(path))
        if (done + 1) % 25 == 0 or done + 1 == total:
            print(
                f"  {title}: {done + 1}/{total} read in {time.perf_counter() - start:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    return reads


def _order(count: int, turn: int) -> list[int]:
    """Which worker reads first alternates, so neither always reads after the other."""
    return list(range(count)) if turn % 2 == 0 else list(reversed(range(count)))


def _write_jpeg(path: Path, image: np.ndarray) -> None:
    ok, encoded = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, 92])
    if not ok:
        raise SystemExit("could not encode a benchmark photo")
    path.write_bytes(encoded.tobytes())


if __name__ == "__main__":
    # A kill ends the bench as Ctrl+C does, through its clean-up: the workers are stopped and
    # the baseline's worktree removed.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    raise SystemExit(main())
