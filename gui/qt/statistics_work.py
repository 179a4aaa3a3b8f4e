"""The statistics run and the great-board search on Qt's thread pool. Each job reports back to
its model with the request's number (chunks as they are rolled, the best board so far); the
models drop what a cancelled or replaced job still sends.

Threads, not processes: a chunk of 500 boards is pure Python that holds the interpreter lock
for ~0.1 s at most in pieces of a few milliseconds (the interpreter hands the lock over every
5 ms), and the GUI thread gets its turn in between; a process would have to load the word list
again (a second or more) before its first board, and share nothing with the app's own.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject

from gui.model.great_board import GreatBoardSearch, SearchPlan, SearchProgress, run_search
from gui.model.statistics import StatisticsModel, StatisticsPlan, roll_plan
from gui.qt.workers import Task, TaskContext, reporting_task, start
from solver import Lexicon
from solver.best_board import SearchResult
from solver.stats import ChunkStats


class StatisticsWork(QObject):
    """Starts a worker for each run or search its models ask for."""

    def __init__(
        self,
        statistics: StatisticsModel,
        search: GreatBoardSearch,
        lexicon: Callable[[], Lexicon | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._statistics = statistics
        self._search = search
        self._lexicon = lexicon
        self._runs: dict[int, Task] = {}
        self._searches: dict[int, tuple[Task, threading.Event]] = {}
        statistics.run_wanted.connect(self._on_run_wanted)
        statistics.run_cancelled.connect(self._on_run_cancelled)
        search.search_wanted.connect(self._on_search_wanted)
        search.stop_wanted.connect(self._on_stop_wanted)
        search.search_cancelled.connect(self._on_search_cancelled)

    def _request(self) -> int:
        task = reporting_task(self.sender())
        return task.tag if task is not None and isinstance(task.tag, int) else -1

    def _needs_lexicon(self) -> Lexicon:
        lexicon = self._lexicon()
        if lexicon is None:
            raise RuntimeError("the dictionary has not loaded yet")
        return lexicon

    # -- the statistics run ----------------------------------------------------------------

    def _on_run_wanted(self, plan: StatisticsPlan, request: int) -> None:
        lexicon = self._lexicon()

        def roll(context: TaskContext) -> int:
            if lexicon is None:
                raise RuntimeError("the dictionary has not loaded yet")
            return roll_plan(plan, lexicon, context.deliver, context.cancelled)

        task = Task(roll, tag=request)
        task.signals.partial.connect(self._on_chunk)
        task.signals.failed.connect(self._on_run_failed)
        task.signals.finished.connect(self._on_run_finished)
        task.signals.cancelled.connect(self._on_run_finished)
        self._runs[request] = task
        start(task)

    def run_task(self, request: int) -> Task | None:
        return self._runs.get(request)

    def _on_run_cancelled(self, request: int) -> None:
        task = self._runs.pop(request, None)
        if task is not None:
            task.cancel()

    def _on_chunk(self, chunk: ChunkStats) -> None:
        self._statistics.chunk_done(self._request(), chunk)

    def _on_run_failed(self, error: Exception) -> None:
        request = self._request()
        self._runs.pop(request, None)
        self._statistics.run_failed(request, error)

    def _on_run_finished(self, _rolled: object = None) -> None:
        self._runs.pop(self._request(), None)

    # -- the great-board search --------------------------------------------------------------

    def _on_search_wanted(self, plan: SearchPlan, request: int) -> None:
        lexicon = self._lexicon()
        stop = threading.Event()

        def search(context: TaskContext) -> SearchResult:
            if lexicon is None:
                raise RuntimeError("the dictionary has not loaded yet")

            def should_stop() -> bool:
                return stop.is_set() or context.cancelled()

            return run_search(plan, lexicon, context.deliver, should_stop)

        task = Task(search, tag=request)
        task.signals.partial.connect(self._on_search_progress)
        task.signals.finished.connect(self._on_search_finished)
        task.signals.failed.connect(self._on_search_failed)
        self._searches[request] = (task, stop)
        start(task)

    def _on_stop_wanted(self, request: int) -> None:
        if request in self._searches:
            self._searches[request][1].set()

    def _on_search_cancelled(self, request: int) -> None:
        entry = self._searches.pop(request, None)
        if entry is not None:
            entry[0].cancel()

    def _on_search_progress(self, progress: SearchProgress) -> None:
        self._search.report(self._request(), progress)

    def _on_search_finished(self, result: SearchResult) -> None:
        request = self._request()
        self._searches.pop(request, None)
        self._search.finish(request, result)

    def _on_search_failed(self, error: Exception) -> None:
        request = self._request()
        self._searches.pop(request, None)
        self._search.search_failed(request, error)

    def cancel_all(self) -> None:
        """Stop every job (the app is closing): their results would have nowhere to go."""
        for task in self._runs.values():
            task.cancel()
        for task, _stop in self._searches.values():
            task.cancel()
