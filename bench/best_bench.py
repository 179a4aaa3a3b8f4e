"""Best-board search benchmark: ``boggle-lens best`` end to end, per seed, the best score and
when the run first reached a target score, for the default search and a baseline method in the
same run.

Each run is the real command (``best --size S --seconds T --jobs J --seed N --method M``) in a
subprocess; its progress lines on stderr are stamped as they arrive. Off a terminal the command
writes a line when its best improves (at most five a second) and every 5 s otherwise, so a
reached-after time is late by at most 5 s. Runs go one after another (each takes J cores), the
baseline right after the new search for the same seed, so a spell of load falls on both. The
load average is printed before each run: the machine may be shared.

Usage: python bench/best_bench.py [--size4-seeds 0-4] [--size5-seeds 0,1] [--seconds4 60]
                                  [--seconds5 600] [--jobs 2] [--baseline anneal]
                                  [--baseline5-seeds 0]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.solve_bench import machine  # noqa: E402
from solver import native  # noqa: E402
from solver.best_board import DEFAULT_METHOD  # noqa: E402

# The best known scores with the bundled ENABLE and each size's rules: perslatgsineters (4x4,
# proven best by danvk's exhaustive search) and ligdrmanesietildsracsepes (5x5, the best danvk's
# hill-climbing found, which scores 10,406 with ENABLE2K).
TARGETS = {4: 3623, 5: 10248}
_PROGRESS = re.compile(r"best so far: (\d+) (\S+), (\d+) boards evaluated")
_RESULT = re.compile(r"^(\d+) boards evaluated in ([\d.]+) s")


@dataclass(frozen=True)
class Run:
    best: int
    board: str
    reached_after: float | None  # seconds until a progress line showed the target, if one did
    evaluated: int


def seeds(text: str) -> list[int]:
    """'0-4' or '0,2,5' or '' (none)."""
    found: list[int] = []
    for part in filter(None, text.split(",")):
        low, _, high = part.partition("-")
        found.extend(range(int(low), int(high or low) + 1))
    return found


def run_best(size: int, seed: int, seconds: float, jobs: int, method: str) -> Run:
    command = [sys.executable, "-m", "boggle_lens", "best", "--size", str(size)]
    command += ["--seconds", str(seconds), "--jobs", str(jobs), "--seed", str(seed)]
    command += ["--method", method]
    started = time.monotonic()
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    reached: list[float] = []

    def watch_progress() -> None:
        assert process.stderr is not None
        for line in process.stderr:
            match = _PROGRESS.search(line)
            if match and not reached and int(match.group(1)) >= TARGETS[size]:
                reached.append(time.monotonic() - started)

    watcher = threading.Thread(target=watch_progress, daemon=True)
    watcher.start()
    assert process.stdout is not None
    out = process.stdout.read()  # the result, once the search ends; stderr is the watcher's
    process.wait(timeout=60)
    watcher.join(timeout=10)
    if process.returncode != 0:
        raise SystemExit(f"best --size {size} --seed {seed} failed with {process.returncode}")
    lines = out.splitlines()
    board, points = lines[-2].split()[:2]  # "TEXT  SCORE points, ..."
    evaluated = next(int(m.group(1)) for line in lines if (m := _RESULT.match(line)))
    return Run(int(points), board.replace(",", ""), reached[0] if reached else None, evaluated)


def show(size: int, seed: int, method: str, run: Run) -> None:
    reached = "not reached" if run.reached_after is None else f"{run.reached_after:.0f} s"
    print(
        f"  {size}x{size} seed {seed:<2} {method:<10} best {run.best:>6}  "
        f"reached {TARGETS[size]} after {reached:>11}  {run.evaluated:>10} boards  {run.board}",
        flush=True,
    )


def load() -> str:
    return "load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size4-seeds", default="0-4")
    parser.add_argument("--size5-seeds", default="0,1")
    parser.add_argument("--seconds4", type=float, default=60)
    parser.add_argument("--seconds5", type=float, default=600)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--method", default=DEFAULT_METHOD)
    parser.add_argument("--baseline", default="anneal", help="the method to compare, or ''")
    parser.add_argument(
        "--baseline5-seeds", default="0", help="5x5 seeds to run the baseline for (ten minutes)"
    )
    args = parser.parse_args()
    print(f"machine: {machine()}")
    print(f"word search in use: {native.core_in_use()}")
    print(f"best --jobs {args.jobs}, targets {TARGETS}; {load()} (1, 5, 15 min) at start")
    plan = [(4, seed, args.seconds4) for seed in seeds(args.size4_seeds)]
    plan += [(5, seed, args.seconds5) for seed in seeds(args.size5_seeds)]
    baseline5 = set(seeds(args.baseline5_seeds))
    results: dict[tuple[int, str], list[Run]] = {}
    for size, seed, seconds in plan:
        methods = [args.method]
        if args.baseline and (size == 4 or seed in baseline5):
            methods.append(args.baseline)
        for method in methods:
            print(f"  ({load()}, {time.strftime('%H:%M:%S')})", flush=True)
            run = run_best(size, seed, seconds, args.jobs, method)
            results.setdefault((size, method), []).append(run)
            show(size, seed, method, run)
    print("\nsummary:")
    for (size, method), runs in results.items():
        hits = [run.reached_after for run in runs if run.reached_after is not None]
        seconds = args.seconds4 if size == 4 else args.seconds5
        print(
            f"  {size}x{size} {method:<10} reached {TARGETS[size]} within {seconds:g} s in "
            f"{len(hits)} of {len(runs)} seeds; best scores {[run.best for run in runs]}"
        )
    print(f"{load()} at the end")


if __name__ == "__main__":
    main()
