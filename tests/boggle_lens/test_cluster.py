"""``stats --cluster`` and ``best --cluster`` through the real command line, against a real Dask
cluster on 127.0.0.1 (a scheduler and two worker processes, as the README starts them)."""

from __future__ import annotations

import importlib.util
import json
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_testing import REPO, boggle_lens

needs_dask = pytest.mark.skipif(
    importlib.util.find_spec("distributed") is None,
    reason="the cluster extra is not installed (pip install -e '.[cluster]'; make test does)",
)

WATCHDOG = 120  # seconds: a hang fails the test, a slow machine does not


def _without_seconds(stdout: str) -> dict:
    record = json.loads(stdout)
    del record["seconds"]
    return record


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@needs_dask
def test_stats_on_a_cluster_is_the_local_run_even_when_a_worker_dies_mid_run(
    tmp_path: Path,
) -> None:
    from dask_testing import local_cluster
    from distributed import Client

    # 240 chunks of 500 boards, some 0.02 s each with the native search (0.1 s in Python): the
    # worker is killed at its first chunk, and the other has seconds of chunks left to do, its
    # lost one among them.
    arguments = ["stats", "--boards", "120000", "--seed", "13", "--format", "json"]
    local = boggle_lens(*arguments, "--jobs", "2")
    assert local.returncode == 0, local.stderr
    with local_cluster(tmp_path) as cluster, Client(cluster.address) as watcher:
        run = subprocess.Popen(
            [sys.executable, "-m", "boggle_lens", *arguments, "--cluster", cluster.address],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=REPO,
        )
        victim_address = next(
            address
            for address, worker in watcher.scheduler_info()["workers"].items()
            if worker["name"] == "worker-0"
        )
        deadline = time.monotonic() + WATCHDOG
        # Kill the worker while it is rolling one of the run's chunks: that chunk is lost with it.
        while not any(
            str(key).startswith("boggle-lens-stats")
            for key in watcher.processing().get(victim_address, ())
        ):
            assert run.poll() is None, run.communicate()
            assert time.monotonic() < deadline, "the run never reached the worker"
            time.sleep(0.02)
        cluster.workers[0].send_signal(signal.SIGKILL)
        assert run.poll() is None  # mid-run: the chunks left are many
        out, err = run.communicate(timeout=WATCHDOG)
    assert cluster.workers[0].wait() == -signal.SIGKILL
    assert run.returncode == 0, err
    assert "Traceback" not in err
    assert "a worker left the cluster (1 left); the chunks it held are done again" in err
    record = _without_seconds(out)
    assert record["boards"] == 120000
    assert record == _without_seconds(local.stdout)


@pytest.fixture(scope="module")
def cluster_address(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A scheduler and two workers for the tests that kill none of them."""
    from dask_testing import local_cluster

    with local_cluster(tmp_path_factory.mktemp("cluster")) as cluster:
        yield cluster.address


@needs_dask
def test_best_on_a_cluster_is_the_local_run_with_its_progress(cluster_address: str) -> None:
    arguments = ["best", "--evaluations", "400", "--seed", "21", "--jobs", "3"]
    local = boggle_lens(*arguments, "--format", "json")
    assert local.returncode == 0, local.stderr
    remote = boggle_lens(*arguments, "--format", "json", "--cluster", cluster_address)
    text = boggle_lens(*arguments, "--cluster", cluster_address)
    assert remote.returncode == 0, remote.stderr
    record = _without_seconds(remote.stdout)
    assert record["evaluated"] == 3 * 400
    assert record == _without_seconds(local.stdout)
    # The progress line as the local run draws it, from the workers' reports.
    assert remote.stderr.startswith("best so far: ")
    assert f"{record['score']} points" in text.stdout
    assert "best from job seed 210" in text.stdout  # job j searches with seed 21 * 1000 + j


@needs_dask
@pytest.mark.parametrize(
    ("command", "partial"),
    [
        (["stats", "--boards", "10000000"], "boggle-lens: stopped after "),
        (["best", "--seconds", "50", "--jobs", "2", "--format", "json"], "best so far: "),
    ],
)
def test_ctrl_c_stops_the_cluster_run_with_what_it_has(
    cluster_address: str, command: list[str], partial: str
) -> None:
    from dask_testing import tasks_done
    from distributed import Client

    from boggle_lens.cluster import MIN_WINDOW

    prefix = f"boggle-lens-{command[0]}"
    with Client(cluster_address) as watcher:
        done_before = tasks_done(watcher, prefix)
        run = subprocess.Popen(
            [sys.executable, "-m", "boggle_lens", *command, "--cluster", cluster_address],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=REPO,
        )
        # Under way on the workers; for stats, more chunks done than the first window of them,
        # so the run has had some back (it sends one more only as it gets one back). A search's
        # job is done only when it stops.
        deadline = time.monotonic() + WATCHDOG
        while not any(watcher.processing().values()) or (
            command[0] == "stats" and tasks_done(watcher, prefix) - done_before <= MIN_WINDOW
        ):
            assert run.poll() is None, run.communicate()
            assert time.monotonic() < deadline, "the run never got under way"
            time.sleep(0.05)
        run.send_signal(signal.SIGINT)
        # Stopped by Ctrl+C, long before its 50 s or ten million boards: the watchdog is a
        # bound, not a speed check.
        out, err = run.communicate(timeout=WATCHDOG)
        assert run.returncode == 130, err
        assert "Traceback" not in err and partial in err
        assert out  # the result over the work done
        while any(watcher.processing().values()):  # and nothing of the run left working
            assert time.monotonic() < deadline, "the cluster kept working"
            time.sleep(0.05)


# Ctrl+C while the client's event loop is busy, so the call it interrupts has not yet begun there:
# Dask's cancel of that call fails in the loop (distributed 2026.8), which logged a traceback.
_INTERRUPTED_CALL = """
import os, signal, threading, time
from boggle_lens.cluster import _distributed
_distributed()
from distributed.utils import LoopRunner, sync
runner = LoopRunner(asynchronous=False)
runner.start()
busy = threading.Event()
def hold_the_loop():
    busy.set()
    time.sleep(0.5)
runner.loop.add_callback(hold_the_loop)
busy.wait()
threading.Timer(0.1, os.kill, (os.getpid(), signal.SIGINT)).start()
async def call():
    return 1
try:
    sync(runner.loop, call)
except KeyboardInterrupt:
    print("interrupted")
time.sleep(0.8)  # the loop runs the cancel
runner.stop()
"""


@needs_dask
def test_ctrl_c_before_a_cluster_call_begins_prints_no_traceback() -> None:
    run = subprocess.run(
        [sys.executable, "-c", _INTERRUPTED_CALL],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=WATCHDOG,
    )
    assert run.stdout == "interrupted\n", run.stderr
    assert "Traceback" not in run.stderr, run.stderr


@needs_dask
def test_a_cluster_left_without_workers_is_a_one_line_error_not_a_hang(tmp_path: Path) -> None:
    from dask_testing import local_cluster
    from distributed import Client

    # The real command line, with the wait for a worker cut from 30 s to 2 s.
    probe = (
        "import sys\n"
        "import boggle_lens.cluster\n"
        "boggle_lens.cluster.NO_WORKER_SECONDS = 2\n"
        "from boggle_lens.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    with local_cluster(tmp_path, workers=1) as cluster, Client(cluster.address) as watcher:
        run = subprocess.Popen(
            [sys.executable, "-c", probe, "stats", "--boards", "1000000"]
            + ["--cluster", cluster.address],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=REPO,
        )
        deadline = time.monotonic() + WATCHDOG
        while not any(watcher.processing().values()):
            assert run.poll() is None, run.communicate()
            assert time.monotonic() < deadline, "the run never reached the worker"
            time.sleep(0.05)
        cluster.workers[0].send_signal(signal.SIGKILL)
        out, err = run.communicate(timeout=WATCHDOG)
    assert run.returncode == 2
    assert err.splitlines() == [
        "boggle-lens: a worker left the cluster (0 left); waiting up to 2 s for one to join",
        f"boggle-lens: error: the Dask scheduler at {cluster.address} has had no worker for 2 s; "
        f"start one with: dask worker {cluster.address}",
    ]
    assert out == ""


@needs_dask
def test_an_unreachable_scheduler_is_a_one_line_error() -> None:
    address = f"tcp://127.0.0.1:{_free_port()}"
    result = boggle_lens("stats", "--boards", "100", "--cluster", address)
    assert result.returncode == 2
    assert result.stderr.startswith(
        f"boggle-lens: error: cannot reach a Dask scheduler at {address} within 5 s"
    )
    assert len(result.stderr.splitlines()) == 1
    assert result.stdout == ""


@needs_dask
def test_an_address_that_is_no_scheduler_address_says_what_one_looks_like() -> None:
    result = boggle_lens("best", "--evaluations", "10", "--cluster", "http://127.0.0.1:8786")
    assert result.returncode == 2
    assert "is not a Dask scheduler's address, such as tcp://HOST:8786" in result.stderr
    assert len(result.stderr.splitlines()) == 1


@pytest.mark.parametrize("command", [["stats", "--boards", "10"], ["best", "--evaluations", "5"]])
def test_without_the_extra_cluster_says_what_to_install(command: list[str]) -> None:
    # As on a machine without the extra: importing distributed fails.
    probe = (
        "import sys\n"
        "sys.modules['distributed'] = None\n"
        "from boggle_lens.cli import main\n"
        f"sys.exit(main({[*command, '--cluster', 'tcp://127.0.0.1:8786']!r}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, cwd=REPO
    )
    assert result.returncode == 2
    assert result.stderr == (
        "boggle-lens: error: --cluster needs the cluster extra: "
        "pip install 'boggle-lens[cluster]'\n"
    )


def test_the_local_runs_never_import_dask() -> None:
    probe = (
        "import sys\n"
        "from boggle_lens.cli import main\n"
        "main(['stats', '--boards', '20', '--jobs', '1', '--format', 'json'])\n"
        "main(['best', '--evaluations', '20', '--format', 'json'])\n"
        "print('LOADED', sorted(m for m in ('dask', 'distributed') if m in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "LOADED []"
