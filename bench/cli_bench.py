"""Command-line start-up: how long ``boggle-lens solve`` and ``roll`` take from launch to exit.

Each command runs in a fresh interpreter with the ENABLE cache already built, so the figure is
the interpreter, the imports, loading the cached word graph and the work itself. Baselines from
the same run: a bare interpreter, and one that only imports the command line's parser.

Usage: python bench/cli_bench.py [--runs N] [--module boggle_lens] [--parser-module M]
(``--module`` names the package whose ``__main__`` is timed and ``--parser-module`` the module
that builds the parser, so an older tree's entry point, ``gui.cli`` for both, is timed the same
way.)
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BOARD = "Qu,A,R,T/E,S,I,N/D,O,L,E/S,T,A,R"


def seconds_to_exit(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--module", default="boggle_lens")
    parser.add_argument("--parser-module", default="boggle_lens.cli", help="the module to import")
    args = parser.parse_args()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    python = [sys.executable]
    cases = {
        "bare interpreter": [*python, "-c", "pass"],
        f"import {args.parser_module}": [*python, "-c", f"import {args.parser_module}"],
        "roll --seed 1": [*python, "-m", args.module, "roll", "--seed", "1"],
        "solve (4x4, ENABLE)": [*python, "-m", args.module, "solve", BOARD],
        "solve --format json": [*python, "-m", args.module, "solve", BOARD, "--format", "json"],
    }
    print(f"\ncommand-line start-up to exit, median of {args.runs} launches ({args.module}):")
    for name, command in cases.items():
        seconds_to_exit(command, env)  # warm the file cache and the word-graph cache
        times = [seconds_to_exit(command, env) for _ in range(args.runs)]
        print(
            f"  {name:<24} {statistics.median(times) * 1000:6.0f} ms "
            f"(slowest {max(times) * 1000:.0f} ms)"
        )


if __name__ == "__main__":
    main()
