"""Searching for the highest-scoring board of a size, over any letters or over the boards a real
dice set can show: iterated local search (solver/best_iterated.py, the default), or the earlier
simulated annealing or hill-climbing with restarts, kept as its baseline.

Both kinds of board are one state (solver/best_state.py): an assignment of dice to positions
plus the face each die shows. A free board is dice that carry every common letter (Qu for Q),
so "swap two dice" and "turn one die" are the moves in both modes. The search is deterministic
given its seed and an evaluation budget; a time budget and a stop flag end it early, and a
progress callback hears the best so far. One search runs in one process: ``run_searches`` runs
several with derived seeds.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass

from solver.best_iterated import iterated_steps
from solver.best_state import BoardState, Steps
from solver.board import Board
from solver.dice import DiceSet
from solver.editions import edition_for_size
from solver.faces import QU
from solver.lexicon import Lexicon
from solver.rules import Rules
from solver.search import board_score

ANNEAL, HILL_CLIMB, ITERATED = "anneal", "hill-climb", "iterated"
METHODS = (ITERATED, ANNEAL, HILL_CLIMB)
DEFAULT_METHOD = ITERATED

# Every letter, with Qu for Q: a bare Q starts no English word the board could use.
FREE_FACES: tuple[str, ...] = tuple(
    QU if letter == "Q" else letter for letter in map(chr, range(65, 91))
)

# The best board's score and text, and how many boards were evaluated so far.
Progress = Callable[[int, str, int], None]

_CACHE_LIMIT = 200_000  # about 40 MB of board texts and scores, then it starts afresh
_PROGRESS_EVERY = 500  # evaluations between progress calls when the best has not changed


def _score(board: Board, lexicon: Lexicon, rules: Rules) -> int:
    """A board's total score, by the scoring-only fast path (no paths, no word objects)."""
    return board_score(board, lexicon, rules)


@dataclass(frozen=True)
class SearchResult:
    board: Board
    score: int
    evaluated: int  # boards the search scored or looked up, its steps
    seconds: float
    seed: int

    @property
    def faces_text(self) -> str:
        """The faces row by row with no separators, as the progress reports show a board."""
        return _text([face for row in self.board.grid for face in row])


@dataclass(frozen=True)
class Budget:
    """When a search stops: after so many seconds or evaluations, whichever comes first, or when
    ``should_stop`` says so (another search asked it to). None means no limit of that kind."""

    seconds: float | None = None
    evaluations: int | None = None
    should_stop: Callable[[], bool] | None = None


# A letter that makes up less than this share of the word list's letters is left off the free
# dice (in ENABLE: J, Q, X, Z, W, K, V): it adds few words wherever it stands, and leaving it
# out makes each climb's sweep over every move a fifth shorter. (danvk's 5x5 hill-climbing left
# out six of them for the same reason.)
_RARE_SHARE = 0.01


# The last lexicon asked about and its common faces (a process searches with one lexicon).
_last_common: list[tuple[Lexicon, tuple[str, ...]]] = []


def common_faces(lexicon: Lexicon) -> tuple[str, ...]:
    """The free faces whose letter is common in the lexicon's words, or all of them for a
    lexicon too small to say. Kept per lexicon: listing ENABLE's words takes half a second."""
    if _last_common and _last_common[0][0] is lexicon:
        return _last_common[0][1]
    text = "".join(lexicon.words())
    found = FREE_FACES
    if len(text) >= 1000:
        share = {face: text.count(face[0].lower()) / len(text) for face in FREE_FACES}
        found = tuple(face for face in FREE_FACES if share[face] >= _RARE_SHARE)
    _last_common[:] = [(lexicon, found)]
    return found


class _ScoreCache:
    """Scores of boards already seen, by board text; cleared when full, which keeps it bounded
    without the cost of tracking recency on every lookup."""

    def __init__(self, lexicon: Lexicon, rules: Rules, limit: int = _CACHE_LIMIT) -> None:
        self._lexicon, self._rules, self._limit = lexicon, rules, limit
        self._scores: dict[str, int] = {}

    def score(self, side: int, faces: Sequence[str]) -> int:
        key = ",".join(faces)
        found = self._scores.get(key)
        if found is None:
            if len(self._scores) >= self._limit:
                self._scores.clear()
            grid = tuple(tuple(faces[r * side : (r + 1) * side]) for r in range(side))
            found = self._scores[key] = _score(Board(grid), self._lexicon, self._rules)
        return found


def board_dice(
    side: int, dice: DiceSet | None, lexicon: Lexicon | None = None
) -> tuple[tuple[str, ...], ...]:
    """The dice a search moves: the set's own, or dice that show any letter; with a lexicon,
    only the letters common in its words."""
    if dice is None:
        return (FREE_FACES if lexicon is None else common_faces(lexicon),) * (side * side)
    if dice.side != side:
        raise ValueError(
            f"the {dice.name} dice make {dice.side}x{dice.side} boards, not {side}x{side}"
        )
    return dice.dice


def search_best(
    side: int,
    lexicon: Lexicon,
    seed: int,
    budget: Budget,
    *,
    dice: DiceSet | None = None,
    method: str = DEFAULT_METHOD,
    progress: Progress | None = None,
) -> SearchResult:
    """The best board one search finds, by the rules of the size's edition."""
    if method not in METHODS:
        raise ValueError(f"unknown search method {method!r}; choose one of {', '.join(METHODS)}")
    rules = edition_for_size(side).rules
    cache = _ScoreCache(lexicon, rules)
    rng = random.Random(seed)
    # Only the iterated search leaves out the rare letters: the older ones stay as they were
    # measured, as its baseline.
    all_dice = board_dice(side, dice, lexicon if method == ITERATED else None)
    started = time.monotonic()
    deadline = None if budget.seconds is None else started + budget.seconds
    best_faces: list[str] = []
    best_score = -1
    evaluated = 0
    steps = _METHOD_STEPS[method](all_dice, rng)
    faces = next(steps)
    while True:
        score = cache.score(side, faces)
        evaluated += 1
        improved = score > best_score
        if improved:
            best_score, best_faces = score, faces
        if progress is not None and (improved or evaluated % _PROGRESS_EVERY == 0):
            progress(best_score, _text(best_faces), evaluated)
        if budget.evaluations is not None and evaluated >= budget.evaluations:
            break
        if evaluated % 64 == 0 and (
            (deadline is not None and time.monotonic() >= deadline)
            or (budget.should_stop is not None and budget.should_stop())
        ):
            break
        faces = steps.send(score)
    grid = tuple(tuple(best_faces[r * side : (r + 1) * side]) for r in range(side))
    return SearchResult(Board(grid), best_score, evaluated, time.monotonic() - started, seed)


def _text(faces: Sequence[str]) -> str:
    return "".join(faces)


# Annealing: the temperature falls from _HOT by a factor e every _COOLING steps; once it is cold
# and nothing has improved for _PATIENCE steps, the search starts again from a fresh board.
_HOT = 100.0
_COOLING = 4_000.0
_COLD = 0.5
_PATIENCE = 3_000


def _anneal(dice: Sequence[Sequence[str]], rng: random.Random) -> Steps:
    while True:
        state = BoardState(dice, rng)
        current = yield state.faces()
        step, since_better, best_here = 0, 0, current
        while True:
            step += 1
            temperature = _HOT * math.exp(-step / _COOLING)
            undo = _mutate_some(state, rng)
            score = yield state.faces()
            if score > best_here:
                best_here, since_better = score, 0
            else:
                since_better += 1
            delta = score - current
            if delta >= 0 or rng.random() < math.exp(delta / temperature):
                current = score
            else:
                undo()
            if temperature < _COLD and since_better > _PATIENCE:
                break
        yield from _polish(state, current)


# Hill-climbing takes any move that does not lose points (sideways moves cross plateaus), and
# starts again from a fresh board after _STUCK moves without a gain.
_STUCK = 2_000


def _hill_climb(dice: Sequence[Sequence[str]], rng: random.Random) -> Steps:
    while True:
        state = BoardState(dice, rng)
        current = yield state.faces()
        since_better = 0
        while since_better < _STUCK:
            undo = _mutate_some(state, rng)
            score = yield state.faces()
            if score >= current:
                since_better = 0 if score > current else since_better + 1
                current = score
            else:
                since_better += 1
                undo()
        yield from _polish(state, current)


def _polish(state: BoardState, current: int) -> Generator[list[str], int, int]:
    """Try every single move in turn, keeping each that gains, until a whole sweep gains
    nothing: random moves can miss the one letter change that a near-best board still needs."""
    improved = True
    while improved:
        improved = False
        for move in state.every_move():
            undo = move()
            score = yield state.faces()
            if score > current:
                current, improved = score, True
            else:
                undo()
    return current


def _mutate_some(state: BoardState, rng: random.Random) -> Callable[[], None]:
    """One move, then another with probability one half, and so on: mostly small steps, with
    the occasional bigger jump out of a local peak. Returns what undoes them all."""
    undos = [state.mutate(rng)]
    while rng.random() < 0.5:
        undos.append(state.mutate(rng))

    def undo_all() -> None:
        for undo in reversed(undos):
            undo()

    return undo_all


_METHOD_STEPS: dict[str, Callable[[Sequence[Sequence[str]], random.Random], Steps]] = {
    ITERATED: iterated_steps,
    ANNEAL: _anneal,
    HILL_CLIMB: _hill_climb,
}
