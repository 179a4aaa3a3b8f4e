"""``--cluster ADDRESS``: the seeded chunks of ``stats`` and the jobs of ``best`` on a Dask
distributed cluster instead of local processes.

Dask distributed rather than Ray: it is pure Python and installs from PyPI on any machine the app
runs on, ``dask scheduler`` and ``dask worker ADDRESS`` are the whole set-up of several machines,
and the scheduler already hands the tasks of a worker that dies to the others. The work sent is
the same pure functions the local run calls (``solver.stats.roll_chunk``,
``solver.best_board.search_best`` with ``solver.best_jobs.job_seed``), with plain arguments,
so a seed gives the same result on a cluster as on one machine.

``distributed`` is imported only inside the functions here, so the commands start without it and
it stays an optional extra; the functions that run on the workers import it there, where it is
installed.
"""

from __future__ import annotations

import queue
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from boggle_lens.errors import UsageError
from solver import stats as board_stats
from solver.best_board import Budget, Progress, SearchResult, search_best
from solver.best_jobs import RunResult, combine, job_seed
from solver.dice import dice_set

INSTALL_HINT = "--cluster needs the cluster extra: pip install 'boggle-lens[cluster]'"
CONNECT_SECONDS = 5.0  # an address nobody answers at fails after this, never hangs
NO_WORKER_SECONDS = 30.0  # how long a run waits with no worker at all before it gives up
_WATCH_EVERY = 1.0  # seconds between looks at the workers while a run waits
_STOP_CHECK_EVERY = 0.5  # seconds between a search's looks at the stop flag on the scheduler
# Task keys are PREFIX-NUMBER-RUN: Dask's dashboard and counts group tasks by the words before
# the first number, so every run's chunks (or jobs) show as one kind of task.
STATS_PREFIX, BEST_PREFIX = "boggle-lens-stats", "boggle-lens-best"
MIN_WINDOW = 16  # chunks in flight at least; a new one goes out only as a done one comes back
_REPORT_EVERY = 0.2  # seconds between a search's progress reports, as the local line redraws


class ClusterError(UsageError):
    """The cluster cannot do the run (unreachable, no workers, lost): a one-line message."""


def add_cluster_option(parser: Any) -> None:
    parser.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="run on a Dask scheduler, e.g. tcp://HOST:8786 (needs boggle-lens[cluster])",
    )


@contextmanager
def connected(address: str) -> Iterator[Any]:
    """A Dask client of the scheduler at ``address`` with at least one worker, closed after."""
    distributed = _distributed()
    try:
        # The default client of this process: distributed.wait looks for it.
        client = distributed.Client(address, timeout=CONNECT_SECONDS)
    except OSError as error:  # TimeoutError is an OSError
        raise ClusterError(
            f"cannot reach a Dask scheduler at {address} within {CONNECT_SECONDS:g} s "
            f"({_one_line(error)})"
        ) from None
    except (ValueError, TypeError) as error:
        raise ClusterError(
            f"{address!r} is not a Dask scheduler's address, such as tcp://HOST:8786 "
            f"({_one_line(error)})"
        ) from None
    try:
        try:
            client.wait_for_workers(1, timeout=NO_WORKER_SECONDS)
        except TimeoutError:
            raise ClusterError(_no_worker_message(address)) from None
        yield client
    finally:
        client.close(timeout=CONNECT_SECONDS)


def cluster_chunks(
    address: str,
    dice_set_name: str,
    rules_name: str | None,
    dict_spec: str | None,
    seed: int,
    boards: int,
) -> Iterator[board_stats.ChunkStats]:
    """Each chunk's stats as a worker finishes it (in any order), as ``run_chunks`` yields them
    locally: the same chunk plan and the same ``roll_chunk`` calls. A bounded window of chunks
    is in flight, so a run of millions of chunks does not flood the scheduler. Closing the
    iterator, or an interrupt while it waits, cancels the chunks not yet done."""
    plan = iter(board_stats.chunk_plan(boards))
    run = _run_token()
    with connected(address) as client:
        in_flight: set[Any] = set()
        watch = _WorkerWatch(client, address, "chunks")  # it has just seen a worker

        def submit_more() -> None:
            # Enough to keep every thread busy, however many workers join or leave.
            window = max(MIN_WINDOW, 4 * watch.threads)
            if len(in_flight) >= window:
                return
            for index, count in plan:
                in_flight.add(
                    client.submit(
                        board_stats.roll_chunk,
                        dice_set_name,
                        rules_name,
                        dict_spec,
                        seed,
                        index,
                        count,
                        key=f"{STATS_PREFIX}-{index}-{run}",
                        pure=False,
                    )
                )
                if len(in_flight) >= window:
                    return

        try:
            submit_more()
            while in_flight:
                for future in _finished(in_flight, watch, address):
                    in_flight.discard(future)
                    yield _result(future, address)
                submit_more()
        finally:
            client.cancel(list(in_flight))


def run_searches_on_cluster(
    address: str,
    side: int,
    dict_spec: str | None,
    seed: int,
    jobs: int,
    budget: Budget,
    *,
    dice_set_name: str | None,
    method: str,
    progress: Progress | None,
) -> RunResult:
    """``run_searches`` with each job on a worker: job ``j`` searches with ``job_seed(seed, j)``
    as it does locally, so the same seed and ``--evaluations`` give the same board. Progress
    comes back from the workers as the local jobs report it; ``budget.should_stop`` (Ctrl+C)
    asks every job to stop and return its best so far."""
    run = f"{BEST_PREFIX}-{_run_token()}"
    with connected(address) as client:
        stop = _distributed().Event(f"{run}-stop", client=client)
        reports: queue.SimpleQueue[Any] = queue.SimpleQueue()
        client.subscribe_topic(f"{run}-progress", reports.put)
        futures = {
            client.submit(
                search_job,
                side,
                dict_spec,
                job_seed(seed, job),
                budget.seconds,
                budget.evaluations,
                dice_set_name,
                method,
                job,
                run,
                key=f"{BEST_PREFIX}-{job}-{run}",
                pure=False,
            ): job
            for job in range(jobs)
        }
        latest: dict[int, tuple[int, str, int]] = {}
        results: dict[int, SearchResult] = {}
        stopping = False

        def show(job: int, state: tuple[int, str, int]) -> None:
            latest[job] = state
            if progress is not None:
                score, text, _ = max(latest.values(), key=lambda item: item[0])
                progress(score, text, sum(item[2] for item in latest.values()))

        try:
            pending = set(futures)
            watch = _WorkerWatch(client, address, "searches")
            while pending:
                if not stopping and budget.should_stop is not None and budget.should_stop():
                    stopping = True
                    stop.set()
                for future in _finished(pending, watch, address, wait_seconds=0.1):
                    pending.discard(future)
                    result = _result(future, address)
                    job = futures[future]
                    results[job] = result
                    show(job, (result.score, result.faces_text, result.evaluated))
                while not reports.empty():
                    _, (job, score, text, evaluated) = reports.get()
                    if job not in results:  # a late report must not undo the final count
                        show(job, (score, text, evaluated))
        finally:
            client.cancel(list(futures))
            client.unsubscribe_topic(f"{run}-progress")
    return combine(results[job] for job in sorted(results))


def search_job(
    side: int,
    dict_spec: str | None,
    seed: int,
    seconds: float | None,
    evaluations: int | None,
    dice_set_name: str | None,
    method: str,
    job: int,
    run: str,
) -> SearchResult:
    """One search, on a worker: the lexicon loaded once per worker process, progress sent to
    the run's topic at most five times a second, and the run's stop flag looked at twice a
    second (each look is a round trip to the scheduler)."""
    import distributed

    worker = distributed.get_worker()
    stop = distributed.Event(f"{run}-stop")
    last_report = last_check = 0.0
    stopped = False

    def report(score: int, text: str, evaluated: int) -> None:
        nonlocal last_report
        now = time.monotonic()
        if now - last_report >= _REPORT_EVERY:
            last_report = now
            worker.log_event(f"{run}-progress", [job, score, text, evaluated])

    def should_stop() -> bool:
        nonlocal last_check, stopped
        now = time.monotonic()
        if not stopped and now - last_check >= _STOP_CHECK_EVERY:
            last_check = now
            stopped = bool(stop.is_set())
        return stopped

    return search_best(
        side,
        board_stats.load_lexicon(dict_spec),
        seed,
        Budget(seconds, evaluations, should_stop),
        dice=dice_set(dice_set_name) if dice_set_name else None,
        method=method,
        progress=report,
    )


class _WorkerWatch:
    """Looks at the cluster's workers while a run waits: says when one leaves (its work is
    done again by the others), fails the run when none has been there for a while, and keeps
    count of their threads."""

    def __init__(self, client: Any, address: str, work: str) -> None:
        self._client, self._address, self._work = client, address, work
        threads = client.nthreads()
        self._workers, self.threads = len(threads), sum(threads.values())
        self._looked_at = time.monotonic()
        self._none_since: float | None = None

    def look(self) -> None:
        now = time.monotonic()
        if now - self._looked_at < _WATCH_EVERY:
            return
        self._looked_at = now
        threads = self._client.nthreads()
        workers, self.threads = len(threads), sum(threads.values())
        if workers < self._workers:
            after_bar = "\n" if sys.stderr.isatty() else ""  # a progress bar may be drawn
            then = (
                f"the {self._work} it held are done again by the others"
                if workers
                else f"waiting up to {NO_WORKER_SECONDS:g} s for one to join"
            )
            print(
                f"{after_bar}boggle-lens: a worker left the cluster ({workers} left); {then}",
                file=sys.stderr,
            )
        self._workers = workers
        if workers:
            self._none_since = None
        elif self._none_since is None:
            self._none_since = now
        elif now - self._none_since >= NO_WORKER_SECONDS:
            raise ClusterError(_no_worker_message(self._address))


def _finished(
    futures: set[Any], watch: _WorkerWatch, address: str, wait_seconds: float = 0.5
) -> Sequence[Any]:
    """The futures done within ``wait_seconds``, or none; looks at the workers meanwhile. A lost
    scheduler is a ClusterError."""
    import distributed

    try:
        watch.look()
        done, _ = distributed.wait(
            list(futures), timeout=wait_seconds, return_when="FIRST_COMPLETED"
        )
    except TimeoutError:
        return ()
    except distributed.client.FuturesCancelledError:
        raise ClusterError(f"lost the Dask scheduler at {address}") from None
    except OSError as error:
        raise ClusterError(f"lost the Dask scheduler at {address} ({_one_line(error)})") from None
    return list(done)


def _result(future: Any, address: str) -> Any:
    """A finished future's value. An error raised by the work itself (a bad word list) is raised
    as it is; a task that took down worker after worker is a ClusterError."""
    import distributed

    try:
        return future.result()
    except distributed.KilledWorker as error:
        raise ClusterError(
            f"the cluster at {address} gave up on a task: {_one_line(error)}"
        ) from None
    except distributed.client.FutureCancelledError:
        raise ClusterError(f"lost the Dask scheduler at {address}") from None
    except ImportError as error:  # the worker could not load the work it was sent
        raise ClusterError(
            f"a worker of {address} cannot run boggle-lens ({_one_line(error)}): install the "
            "same boggle-lens[cluster] on every worker"
        ) from None


def _distributed() -> Any:
    """The ``distributed`` package, or a ClusterError that says how to install it."""
    import logging  # here, not at the top: every command imports this module, few use it

    try:
        import distributed
    except ImportError:
        raise ClusterError(INSTALL_HINT) from None
    # Its client logs a lost connection with a traceback; the run says it in one line instead.
    # Its event loop (tornado's) logs a traceback of Dask's own when Ctrl+C comes just as a call
    # to the scheduler is being sent (a NameError in distributed.utils.sync's cancel): the run
    # stops cleanly all the same. Dask's logging set-up gives these loggers their own handler.
    for name in ("distributed", "tornado", *logging.root.manager.loggerDict):
        if name.split(".")[0] in ("distributed", "tornado"):
            logging.getLogger(name).setLevel(logging.CRITICAL)
    return distributed


def _run_token() -> str:
    """Tells one run's task keys, event and topic from another's on a shared scheduler."""
    import uuid  # here, not at the top: every command imports this module, few use it

    return uuid.uuid4().hex[:12]


def _no_worker_message(address: str) -> str:
    return (
        f"the Dask scheduler at {address} has had no worker for {NO_WORKER_SECONDS:g} s; "
        f"start one with: dask worker {address}"
    )


def _one_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__
