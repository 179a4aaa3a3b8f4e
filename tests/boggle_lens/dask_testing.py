"""A real Dask cluster on 127.0.0.1 for the ``--cluster`` tests: ``dask scheduler`` and
``dask worker`` processes started as the README starts them, each worker a plain process
(no nanny) so that killing it really loses it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cli_testing import REPO

START_SECONDS = 60  # a watchdog for a start-up on a loaded machine, not a speed check


@dataclass
class LocalCluster:
    address: str
    scheduler: subprocess.Popen[bytes]
    workers: list[subprocess.Popen[bytes]] = field(default_factory=list)


def _dask(arguments: list[str], log: Path) -> subprocess.Popen[bytes]:
    # The workers import this tree's solver, the one under test, not an installed copy.
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    with log.open("wb") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "dask", *arguments],
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=REPO,
            env=env,
        )


@contextmanager
def local_cluster(folder: Path, workers: int = 2) -> Iterator[LocalCluster]:
    """A scheduler and ``workers`` one-thread workers on 127.0.0.1, all stopped after."""
    from distributed import Client

    scheduler_file = folder / "scheduler.json"
    scheduler = _dask(
        ["scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard"]
        + ["--scheduler-file", str(scheduler_file)]
        # Should the test process die without stopping them, the cluster ends itself: the
        # scheduler once idle, the workers once their scheduler is gone.
        + ["--idle-timeout", "120"],
        folder / "scheduler.log",
    )
    cluster = LocalCluster("", scheduler)
    try:
        deadline = time.monotonic() + START_SECONDS
        while not scheduler_file.exists():
            assert scheduler.poll() is None, (folder / "scheduler.log").read_text()
            assert time.monotonic() < deadline, "the scheduler did not start"
            time.sleep(0.05)
        time.sleep(0.1)  # the file may be half written for a moment
        cluster.address = json.loads(scheduler_file.read_text())["address"]
        for number in range(workers):
            cluster.workers.append(
                _dask(
                    ["worker", cluster.address, "--host", "127.0.0.1", "--nthreads", "1"]
                    + ["--name", f"worker-{number}", "--no-nanny", "--no-dashboard"]
                    + ["--local-directory", str(folder), "--death-timeout", "10"],
                    folder / f"worker-{number}.log",
                )
            )
        with Client(cluster.address, timeout=START_SECONDS) as client:
            client.wait_for_workers(workers, timeout=START_SECONDS)
        yield cluster
    finally:
        for process in [*cluster.workers, scheduler]:
            with suppress(ProcessLookupError):
                process.terminate()
        for process in [*cluster.workers, scheduler]:
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def tasks_done(client: Any, prefix: str) -> int:
    """How many tasks whose keys start ``prefix-NUMBER`` the scheduler has seen finish, since
    it started (Dask groups keys by the words before the first number)."""

    def count(dask_scheduler: Any) -> int:
        found = dask_scheduler.task_prefixes.get(prefix)
        return 0 if found is None else found.state_counts["memory"]

    return client.run_on_scheduler(count)
