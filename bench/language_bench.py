"""Language dictionaries: how long each list takes to compile the first time, and to load from
the cache after; the baseline, measured in the same run, is English's ENABLE.

Each figure is a fresh process (the app's first use is one), on an empty private cache for the
compile and on the filled cache for the load. Languages whose system list is missing are
reported as such (install wfrench, wngerman).

Usage: python bench/language_bench.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solver.languages import LANGUAGES  # noqa: E402

_LOAD = (
    "import sys, time\n"
    "from solver.languages import LANGUAGES\n"
    "started = time.perf_counter()\n"
    "lexicon = LANGUAGES[sys.argv[1]].lexicon()\n"
    "print(time.perf_counter() - started, len(lexicon))\n"
)


def timed_load(code: str, cache: Path) -> tuple[float, int]:
    """Seconds spent in ``Language.lexicon()`` in a fresh process, and the word count."""
    result = subprocess.run(
        [sys.executable, "-c", _LOAD, code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "BOGGLE_LENS_CACHE_DIR": str(cache)},
        check=True,
    )
    seconds, words = result.stdout.split()
    return float(seconds), int(words)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    runs = parser.parse_args().runs
    print(f"{'language':<10}{'words':>9}{'compile s':>11}{'cached s':>10}")
    for code, language in LANGUAGES.items():
        path = language.words.system_path
        if path is not None and not path.is_file():
            print(f"{code:<10}  not installed (apt-get install {language.words.package})")
            continue
        compiles, loads = [], []
        for _ in range(runs):
            with tempfile.TemporaryDirectory() as folder:
                seconds, words = timed_load(code, Path(folder))
                compiles.append(seconds)
                loads.append(timed_load(code, Path(folder))[0])
        label = f"{code} (baseline)" if code == "en" else code
        print(
            f"{label:<10}{words:>9,}{statistics.median(compiles):>11.2f}"
            f"{statistics.median(loads):>10.2f}"
        )
    print(f"(median of {runs} run(s) each, {time.strftime('%Y-%m-%d')})")


if __name__ == "__main__":
    main()
