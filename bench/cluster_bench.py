"""``boggle-lens stats`` on a Dask cluster against the local run: the same boards and seed, end
to end, and whether the two outputs are the same.

The cluster is a scheduler and ``--workers`` one-thread worker processes on 127.0.0.1, started
as the README starts them (the tests' helper); the baseline, in the same run, is the local run
with ``--jobs`` equal to the workers. Runs alternate (local, cluster, local, ...) so that a spell
of load on a shared machine falls on both. Needs the cluster extra.

Usage: python bench/cluster_bench.py [--boards N] [--seed S] [--workers W] [--runs N]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "boggle_lens"))

from bench.solve_bench import machine  # noqa: E402


def timed_stats(arguments: list[str]) -> tuple[float, dict]:
    """Seconds from launch to exit, and the JSON output less its own ``seconds``."""
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "boggle_lens", "stats", "--format", "json", *arguments],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        raise SystemExit(f"boggle-lens stats {' '.join(arguments)} failed: {result.stderr}")
    record = json.loads(result.stdout)
    del record["seconds"]
    return seconds, record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    try:
        from dask_testing import local_cluster
    except ImportError:
        raise SystemExit("needs the cluster extra: pip install -e '.[cluster]'") from None
    print(f"machine: {machine()}")
    print("load average at start (1, 5, 15 min): {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    common = ["--boards", str(args.boards), "--seed", str(args.seed)]
    local_times: list[float] = []
    cluster_times: list[float] = []
    with tempfile.TemporaryDirectory() as folder, local_cluster(Path(folder), args.workers) as cl:
        outputs = []
        for _ in range(args.runs):
            seconds, local = timed_stats([*common, "--jobs", str(args.workers)])
            local_times.append(seconds)
            seconds, remote = timed_stats([*common, "--cluster", cl.address])
            cluster_times.append(seconds)
            outputs.append(local == remote)
    print(f"stats --boards {args.boards} --seed {args.seed}, launch to exit, {args.runs} runs:")
    for name, times in (
        (f"local, --jobs {args.workers} (baseline)", local_times),
        (f"--cluster, {args.workers} workers on 127.0.0.1", cluster_times),
    ):
        print(
            f"  {name:<36} median {statistics.median(times):5.2f} s "
            f"(fastest {min(times):.2f}, slowest {max(times):.2f})"
        )
    print(f"  the same output (all but seconds) in every run: {all(outputs)}")
    print("load average at end (1, 5, 15 min): {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
