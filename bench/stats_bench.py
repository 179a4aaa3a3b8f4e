"""Board statistics benchmark: the scoring-only fast path against the full solver, per board,
and ``boggle-lens stats`` end to end. Prints its figures.

The baseline is ``solve`` (paths, word objects, sorting) on the same boards in the same run, in
passes that alternate with the fast path so that a spell of load on the shared machine falls
on both. Times per board are medians; the end-to-end run is timed as a whole (median of --runs),
with the word search in use (the native core where it is built) and, with --pure-python, again
with the pure-Python search (BOGGLE_LENS_PURE_PYTHON=1) as its baseline, checking that both
print the same statistics.

Usage: python bench/stats_bench.py [--boards N] [--rounds N] [--cli-boards N] [--jobs J] [--runs N]
                                   [--pure-python]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.solve_bench import machine, time_alternately  # noqa: E402
from solver import Lexicon, board_tally, native, roll, solve  # noqa: E402
from solver import stats as board_stats  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=2000, help="boards per dice set")
    parser.add_argument("--rounds", type=int, default=3, help="timed passes over the boards")
    parser.add_argument("--cli-boards", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--runs", type=int, default=1, help="end-to-end runs")
    parser.add_argument(
        "--pure-python", action="store_true", help="time the end-to-end run in pure Python too"
    )
    args = parser.parse_args()
    print(f"machine: {machine()}")
    print(f"word search in use: {native.core_in_use()}")
    print("load average at start (1, 5, 15 min): {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))

    lexicon = Lexicon.default()
    rng = random.Random(2026)
    print(f"\nper board, {args.boards} boards x {args.rounds} passes, median (p90):")
    print(f"  {'dice set':<10} {'solve':>14} {'fast score':>14} {'speed-up':>9} {'chunk':>9}")
    for dice in ("new", "classic", "big", "superbig"):
        boards = [roll(dice, rng) for _ in range(args.boards)]
        for board in boards[:100]:
            full = solve(board, lexicon)
            assert board_tally(board, lexicon) == (full.word_count, full.total_score), board.text
        full_times, fast_times = time_alternately(
            lambda b: solve(b, lexicon), lambda b: board_tally(b, lexicon), boards, args.rounds
        )
        full_med, fast_med = statistics.median(full_times), statistics.median(fast_times)
        full_p90 = statistics.quantiles(full_times, n=10)[-1]
        fast_p90 = statistics.quantiles(fast_times, n=10)[-1]
        # A whole chunk as the command runs it: rolling, the fast path and the tallies.
        started = time.perf_counter()
        board_stats.roll_chunk(dice, None, None, 0, 0, args.boards)
        chunk = (time.perf_counter() - started) / args.boards
        print(
            f"  {dice:<10} {full_med * 1e6:5.0f} us ({full_p90 * 1e6:4.0f}) "
            f"{fast_med * 1e6:5.0f} us ({fast_p90 * 1e6:4.0f}) {full_med / fast_med:8.2f}x "
            f"{chunk * 1e6:6.0f} us"
        )

    command = [sys.executable, "-m", "boggle_lens", "stats", "--format", "json"]
    command += ["--boards", str(args.cli_boards), "--jobs", str(args.jobs)]
    target = "60 s (1,000,000 boards" if args.cli_boards >= 1_000_000 else "10 s (100,000 boards"
    print(f"\nend to end: {' '.join(command[1:])}")
    searches = {"in use": {}, "pure Python": {native.PURE_PYTHON_ENV: "1"}}
    printed: dict[str, dict] = {}
    for name, extra in searches.items():
        if name == "pure Python" and not args.pure_python:
            continue
        print("  load average before: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
        walls = []
        for _ in range(args.runs):
            started = time.perf_counter()
            done = subprocess.run(
                command, cwd=ROOT, check=True, capture_output=True, env={**os.environ, **extra}
            )
            walls.append(time.perf_counter() - started)
        # The statistics, less the run's own duration.
        printed[name] = {k: v for k, v in json.loads(done.stdout).items() if k != "seconds"}
        print(
            f"  {name:<12} wall time, median of {args.runs}: {statistics.median(walls):.1f} s"
            f"   target <= {target}, --jobs {args.jobs})"
        )
        print("  load average after: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    if len(printed) == 2:
        same = printed["in use"] == printed["pure Python"]
        print(f"  the same statistics from both searches: {'yes' if same else 'NO'}")


if __name__ == "__main__":
    main()
