""" "Find a great board": the best-board search of ``boggle-lens best``, run for as long as the
player chose, with the best so far reported, and the board found loaded as an undoable edit.

The search runs on a Qt worker (``run_search``); this model numbers each search, and drops what
a cancelled or replaced search still reports. "Stop" ends a search early and keeps its best
board; "Cancel" drops it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from gui.model.app import AppModel
from gui.model.document import BoardDocument
from gui.model.edition import dice_for_size
from gui.model.error_text import explain_unexpected
from gui.model.events import Signal
from gui.model.translation import number, told, translate
from gui.model.wording import rule_name
from solver import Lexicon, edition_for_size
from solver.best_board import Budget, SearchResult
from solver.best_jobs import run_searches
from solver.dice import dice_set
from solver.languages import DEFAULT_LANGUAGE

DEFAULT_SECONDS = 30
SIZES = (4, 5)  # as ``boggle-lens best``: a 6x6 search is too slow to get far in seconds
_REPORT_EVERY = 0.1  # seconds between progress reports while the best stays the same


@dataclass(frozen=True)
class SearchPlan:
    side: int
    dice: str | None  # only boards this set's dice can show; None: any letter on any die
    seconds: float
    seed: int


@dataclass(frozen=True)
class SearchProgress:
    score: int  # the best board's so far
    board: str  # its faces row by row, no separators
    evaluated: int  # boards scored so far
    seconds: float  # since the search began


def dice_for_side(side: int, language: str = DEFAULT_LANGUAGE) -> str | None:
    """The dice set of that size a search keeps to by default: the game language's edition's
    own (English: the published set of that size)."""
    if side not in SIZES:
        return None
    return dice_for_size(language, side) or edition_for_size(side).dice.name


def run_search(
    plan: SearchPlan,
    lexicon: Lexicon,
    report: Callable[[SearchProgress], None],
    should_stop: Callable[[], bool] = lambda: False,
    clock: Callable[[], float] = time.monotonic,
) -> SearchResult:
    """One search (``solver.best_jobs``, one job, in this thread) for the plan's seconds or
    until ``should_stop``; reports the best so far at most ten times a second, and at once
    when it improves. Runs on a worker thread."""
    if plan.side not in SIZES:
        raise ValueError(f"the search makes 4x4 and 5x5 boards, not {plan.side}x{plan.side}")
    started = clock()
    last = {"at": float("-inf"), "score": -1}

    def progress(score: int, board: str, evaluated: int) -> None:
        now = clock()
        if score > last["score"] or now - last["at"] >= _REPORT_EVERY:
            last["at"], last["score"] = now, score
            report(SearchProgress(score, board, evaluated, now - started))

    dice = dice_set(plan.dice) if plan.dice else None
    budget = Budget(plan.seconds, None, should_stop)
    return run_searches(plan.side, lexicon, plan.seed, 1, budget, dice=dice, progress=progress).best


class GreatBoardSearch:
    search_wanted = Signal(object, int)  # SearchPlan, request: run it and report back
    stop_wanted = Signal(int)  # request: end early, keeping the best so far
    search_cancelled = Signal(int)  # request: stop and drop it
    progressed = Signal(object)  # SearchProgress
    found = Signal(object)  # SearchResult: the search is over
    failed = Signal(str)

    def __init__(self) -> None:
        self._requests = 0
        self._current: int | None = None
        self.plan: SearchPlan | None = None
        self.best: SearchProgress | None = None

    @property
    def running(self) -> bool:
        return self._current is not None

    def start(self, plan: SearchPlan) -> int:
        if plan.seconds <= 0:
            raise ValueError("a search needs some time")
        self.cancel()
        self._requests += 1
        self._current, self.plan, self.best = self._requests, plan, None
        self.search_wanted.emit(plan, self._requests)
        return self._requests

    def stop(self) -> None:
        """End the search now; its best board so far is the result."""
        if self._current is not None:
            self.stop_wanted.emit(self._current)

    def cancel(self) -> None:
        """End the search and drop whatever it found."""
        if self._current is not None:
            request, self._current = self._current, None
            self.search_cancelled.emit(request)

    def report(self, request: int, progress: SearchProgress) -> None:
        if request == self._current:
            self.best = progress
            self.progressed.emit(progress)

    def finish(self, request: int, result: SearchResult) -> None:
        if request == self._current:
            self._current = None
            self.found.emit(result)

    def search_failed(self, request: int, error: Exception) -> None:
        if request == self._current:
            self._current = None
            self.failed.emit(
                translate("GreatBoard", "The search stopped: {error}").format(
                    error=explain_unexpected(error)
                )
            )


def load_found(app: AppModel, result: SearchResult) -> None:
    """Put the board found on screen as an edit (undoable where the app records edits, like a
    roll), which solves it."""
    app.replace_document(
        BoardDocument(result.board),
        told(
            lambda: translate("GreatBoard", "Load a great board ({score} points)").format(
                score=number(result.score)
            )
        ),
    )
    app.notice.emit(None)
    rows = "/".join("".join(row) for row in result.board.grid)
    app.status.emit(
        translate(
            "GreatBoard",
            "Loaded a great board: {rows}, {score} points by the {rules} rules of its size.",
        ).format(
            rows=rows,
            score=number(result.score),
            rules=rule_name(edition_for_size(result.board.rows).rules.name),
        ),
        8000,
    )
