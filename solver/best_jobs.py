"""Several independent board searches at once, one per process, keeping the best.

Job ``j`` of a run with seed ``s`` searches with seed ``s * 1000 + j``: each job is repeatable on
its own, so a larger run (more jobs, or jobs on other machines under Ray or Dask) is the same
per-job function called with more seeds.
"""

from __future__ import annotations

import multiprocessing
import queue
import signal
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from solver.best_board import (
    DEFAULT_METHOD,
    Budget,
    Progress,
    SearchResult,
    common_faces,
    search_best,
)
from solver.dice import DiceSet
from solver.lexicon import Lexicon

_SEEDS_PER_RUN = 1000


def job_seed(seed: int, job: int) -> int:
    return seed * _SEEDS_PER_RUN + job


@dataclass(frozen=True)
class RunResult:
    best: SearchResult  # the best job's board; ties go to the lowest job number
    evaluated: int  # by all the jobs together
    seconds: float


def run_searches(
    side: int,
    lexicon: Lexicon,
    seed: int,
    jobs: int,
    budget: Budget,
    *,
    dice: DiceSet | None = None,
    method: str = DEFAULT_METHOD,
    progress: Progress | None = None,
) -> RunResult:
    """Run ``jobs`` searches and keep the best. One job runs in this process; more run in child
    processes that stop when ``budget.should_stop`` says so, reporting what they found."""
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    if jobs == 1:
        result = search_best(
            side, lexicon, job_seed(seed, 0), budget, dice=dice, method=method, progress=progress
        )
        return RunResult(result, result.evaluated, result.seconds)
    return _run_in_processes(side, lexicon, seed, jobs, budget, dice, method, progress)


def _run_in_processes(
    side: int,
    lexicon: Lexicon,
    seed: int,
    jobs: int,
    budget: Budget,
    dice: DiceSet | None,
    method: str,
    progress: Progress | None,
) -> RunResult:
    # fork shares the loaded lexicon with the children instead of pickling it to each one.
    method_name = "fork" if sys.platform.startswith("linux") else "spawn"
    context = multiprocessing.get_context(method_name)
    if method_name == "fork" and dice is None:
        common_faces(lexicon)  # worked out once here, and inherited by every child
    messages: Any = context.Queue()
    stop = context.Event()
    child_budget = Budget(budget.seconds, budget.evaluations, None)
    workers = [
        context.Process(
            target=_job,
            args=(
                side,
                lexicon,
                job_seed(seed, job),
                child_budget,
                dice,
                method,
                job,
                messages,
                stop,
            ),
            daemon=True,
        )
        for job in range(jobs)
    ]
    for worker in workers:
        worker.start()
    latest: dict[int, tuple[int, str, int]] = {}
    results: dict[int, SearchResult] = {}
    try:
        while len(results) < jobs:
            if budget.should_stop is not None and budget.should_stop():
                stop.set()
            try:
                message = messages.get(timeout=0.1)
            except queue.Empty:
                if not any(worker.is_alive() for worker in workers) and messages.empty():
                    raise RuntimeError("a search process ended without a result") from None
                continue
            kind, job, payload = message
            if kind == "done":
                results[job] = payload
                latest[job] = (payload.score, payload.faces_text, payload.evaluated)
            else:
                latest[job] = payload
            if progress is not None:
                score, text, _ = max(latest.values(), key=lambda item: item[0])
                progress(score, text, sum(item[2] for item in latest.values()))
    finally:
        stop.set()
        for worker in workers:
            worker.join(timeout=5)
    return combine(results.values())


def combine(results: Iterable[SearchResult]) -> RunResult:
    """The run's result from its jobs' results, wherever they ran: the best board (ties to the
    lowest job seed), every job's evaluations, and the longest job's seconds."""
    done = list(results)
    best = max(done, key=lambda r: (r.score, -r.seed))
    return RunResult(best, sum(r.evaluated for r in done), max(r.seconds for r in done))


def _job(
    side: int,
    lexicon: Lexicon,
    seed: int,
    budget: Budget,
    dice: DiceSet | None,
    method: str,
    job: int,
    messages: Any,
    stop: Any,
) -> None:
    # Ctrl+C reaches every process of the terminal's group: the parent decides when to stop.
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def report(score: int, text: str, evaluated: int) -> None:
        messages.put(("progress", job, (score, text, evaluated)))

    should_stop: Callable[[], bool] = stop.is_set
    result = search_best(
        side,
        lexicon,
        seed,
        Budget(budget.seconds, budget.evaluations, should_stop),
        dice=dice,
        method=method,
        progress=report,
    )
    messages.put(("done", job, result))
