"""Board statistics in the app: roll a dice set's boards in the seeded chunks of
``solver.stats`` (the chunks ``boggle-lens stats`` rolls, so the same seed gives the same
figures), keep what has come back, and say how good the board on screen is among them.

The rolling runs on a Qt worker (``roll_plan``); this model numbers each run, and a chunk that
belongs to a run since replaced or cancelled is dropped here. Cancelling keeps the chunks that
came back before it, as a partial result.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from gui.model.error_text import explain_unexpected
from gui.model.events import Signal
from gui.model.statistics_figures import BoardRating, rate
from gui.model.translation import translate
from gui.model.words import AUTO_RULES
from solver import Board, Lexicon, board_score, edition_for_size
from solver.stats import ChunkStats, chunk_plan, merge, roll_chunk, rules_of

DEFAULT_BOARDS = 2000
DEFAULT_SEED = 0


@dataclass(frozen=True)
class StatisticsPlan:
    """What a run rolls: a dice set's boards, scored by a rules choice and a word list."""

    dice: str
    rules_choice: str | None  # None: the rules of the dice set's size, as ``stats`` does
    dictionary: str  # the app's dictionary key, naming the word list the boards are scored by
    boards: int = DEFAULT_BOARDS
    seed: int = DEFAULT_SEED

    @property
    def rules_name(self) -> str:
        return rules_of(self.dice, self.rules_choice).name

    def measures_like(self, other: StatisticsPlan) -> bool:
        """Whether two runs score the same kind of boards the same way (any size or seed)."""
        return (self.dice, self.rules_choice, self.dictionary) == (
            other.dice,
            other.rules_choice,
            other.dictionary,
        )


def dice_for_board(board: Board) -> str:
    """The dice set a board is measured against: its size's edition (4x4: the new dice)."""
    return edition_for_size(max(board.rows, board.cols)).dice.name


def plan_for(
    board: Board,
    rules_name: str,
    dictionary: str,
    boards: int = DEFAULT_BOARDS,
    seed: int = DEFAULT_SEED,
    dice: str | None = None,
) -> StatisticsPlan:
    """A run for the app's current board, rules choice ("auto" or a name) and word list."""
    return StatisticsPlan(
        dice or dice_for_board(board),
        None if rules_name == AUTO_RULES else rules_name,
        dictionary,
        boards,
        seed,
    )


def roll_plan(
    plan: StatisticsPlan,
    lexicon: Lexicon,
    deliver: Callable[[ChunkStats], None],
    cancelled: Callable[[], bool] = lambda: False,
) -> int:
    """Roll the plan's chunks in order, handing each over as it is done; stop between chunks
    once ``cancelled`` says so. Returns the boards rolled. Runs on a worker thread."""
    rolled = 0
    for index, count in chunk_plan(plan.boards):
        if cancelled():
            break
        deliver(roll_chunk(plan.dice, plan.rules_choice, None, plan.seed, index, count, lexicon))
        rolled += count
    return rolled


def score_on(board: Board, lexicon: Lexicon, plan: StatisticsPlan) -> int:
    """A board's score by the rules the plan's boards were scored by."""
    return board_score(board, lexicon, rules_of(plan.dice, plan.rules_choice))


@dataclass(frozen=True)
class Distribution:
    """What a run's boards held: every chunk that came back, summed, and whether that is the
    whole plan or what came back before it was stopped."""

    plan: StatisticsPlan
    total: ChunkStats
    seconds: float

    @property
    def complete(self) -> bool:
        return self.total.boards >= self.plan.boards

    def rate(self, score: int) -> BoardRating:
        return rate(self.total.scores, score, self.plan.dice)


class StatisticsModel:
    run_wanted = Signal(object, int)  # StatisticsPlan, request: roll it and hand chunks back
    run_cancelled = Signal(int)  # request: stop rolling
    started = Signal(object)  # StatisticsPlan
    progressed = Signal(int, int)  # boards back so far, boards planned
    finished = Signal(object)  # Distribution: the whole plan, or the part back before Cancel
    failed = Signal(str)  # why the run stopped, in the player's words
    rated = Signal(object)  # BoardRating of the board asked about
    rating_dropped = Signal()  # the run that would have answered stopped before any board

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._requests = 0
        self._current: int | None = None
        self._plan: StatisticsPlan | None = None
        self._chunks: list[ChunkStats] = []
        self._started_at = 0.0
        self._distribution: Distribution | None = None
        self._to_rate: tuple[Board, Lexicon] | None = None  # asked while its run was rolling

    @property
    def running(self) -> bool:
        return self._current is not None

    @property
    def plan(self) -> StatisticsPlan | None:
        """The plan of the run under way, or else of the last one."""
        return self._plan

    @property
    def distribution(self) -> Distribution | None:
        """The last run's result: whole, or partial when it was cancelled."""
        return self._distribution

    def snapshot(self) -> Distribution | None:
        """The run under way as far as it has come (to draw while it rolls); else the last
        result."""
        if self._current is None or self._plan is None or not self._chunks:
            return self._distribution
        return Distribution(self._plan, merge(self._chunks), self._clock() - self._started_at)

    @property
    def boards_back(self) -> int:
        return sum(chunk.boards for chunk in self._chunks)

    def start(self, plan: StatisticsPlan) -> int:
        """Ask for ``plan`` to be rolled; a run under way is cancelled (and dropped)."""
        if plan.boards < 1:
            raise ValueError("a run needs at least one board")
        self._stop_current()
        self._drop_question()  # a question about another run's boards is not this run's
        self._requests += 1
        self._current, self._plan, self._chunks = self._requests, plan, []
        self._started_at = self._clock()
        self.started.emit(plan)
        self.run_wanted.emit(plan, self._requests)
        return self._requests

    def chunk_done(self, request: int, chunk: ChunkStats) -> None:
        """A chunk came back from the worker; one of a stopped run is dropped."""
        if request != self._current or self._plan is None:
            return
        self._chunks.append(chunk)
        back = self.boards_back
        self.progressed.emit(back, self._plan.boards)
        if back >= self._plan.boards:
            self._current = None
            self._finish()

    def run_failed(self, request: int, error: Exception) -> None:
        if request != self._current:
            return
        self._current = None
        self._to_rate = None  # the failure is the answer
        self.failed.emit(
            translate("Statistics", "The statistics run stopped: {error}").format(
                error=explain_unexpected(error)
            )
        )

    def cancel(self) -> Distribution | None:
        """Stop the run under way. What came back so far is kept as the (partial) result."""
        if self._current is None:
            return None
        self._stop_current()
        if self._chunks:
            self._finish()
        else:
            self._drop_question()
        return self._distribution if self._chunks else None

    def _drop_question(self) -> None:
        if self._to_rate is not None:
            self._to_rate = None
            self.rating_dropped.emit()

    def _stop_current(self) -> None:
        if self._current is not None:
            request, self._current = self._current, None
            self.run_cancelled.emit(request)

    def _finish(self) -> None:
        assert self._plan is not None
        seconds = self._clock() - self._started_at
        self._distribution = Distribution(self._plan, merge(self._chunks), seconds)
        self.finished.emit(self._distribution)
        if self._to_rate is not None:
            board, lexicon = self._to_rate
            self._to_rate = None
            self.rate_board(board, lexicon, self._distribution.plan)

    # -- how good is this board? ---------------------------------------------------------------

    def rate_board(self, board: Board, lexicon: Lexicon, plan: StatisticsPlan) -> int | None:
        """Say (``rated``) where ``board`` stands among ``plan``'s kind of boards: from the last
        run's figures when they measure the same kind, else after a run of ``plan``. Returns
        the run's request when one had to start."""
        self._to_rate = None  # this question replaces any earlier one still waiting
        done = self._distribution
        if done is not None and done.plan.measures_like(plan) and not self.running:
            self.rated.emit(done.rate(score_on(board, lexicon, done.plan)))
            return None
        if self.running and self._plan is not None and self._plan.measures_like(plan):
            self._to_rate = (board, lexicon)
            return self._current  # the answer comes when this run is done
        request = self.start(plan)
        self._to_rate = (board, lexicon)
        return request
