"""Searching for the highest-scoring board of a size: simulated annealing or hill-climbing with
restarts, over any letters or over the boards a real dice set can show.

Both kinds of board are one state: an assignment of dice to positions plus the face each die
shows. A free board is dice that carry every letter (A-Z, with Qu for Q), so "swap two dice" and
"turn one die" are the moves in both modes. The search is deterministic given its seed and an
evaluation budget; a time budget and a stop flag end it early, and a progress callback hears the
best so far. One search runs in one process: ``run_searches`` runs several with derived seeds.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from functools import partial

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


class _State:
    """Which die sits at each position and which face each die shows."""

    def __init__(self, dice: Sequence[Sequence[str]], rng: random.Random) -> None:
        self.dice = dice
        self.order = list(range(len(dice)))
        rng.shuffle(self.order)
        self.up = [rng.randrange(len(die)) for die in dice]

    def faces(self) -> list[str]:
        return [self.dice[die][self.up[die]] for die in self.order]

    def mutate(self, rng: random.Random) -> Callable[[], None]:
        """Make one random move and return what undoes it."""
        if rng.random() < 0.5:
            a, b = rng.sample(range(len(self.order)), 2)
            return self.swap(a, b)
        die = rng.randrange(len(self.dice))
        return self.turn(die, rng.randrange(1, len(self.dice[die])))

    def kick(self, rng: random.Random) -> None:
        """One random move of a kick: mostly as ``mutate``, sometimes a slide of a whole row or
        column, which turns a peak into its shifted neighbour in one go."""
        if rng.random() < _SLIDE_SHARE:
            lines = self.lines()
            self.slide(rng.choice(lines), rng.random() < 0.5)
        else:
            self.mutate(rng)

    def lines(self) -> list[tuple[int, ...]]:
        """The positions of each row and each column, in order."""
        side = math.isqrt(len(self.order))
        rows = [tuple(range(r * side, (r + 1) * side)) for r in range(side)]
        return rows + [tuple(range(c, side * side, side)) for c in range(side)]

    def slide(self, line: Sequence[int], forward: bool) -> Callable[[], None]:
        """Move every die of a line one place along it, the last to the first place (or back);
        returns what undoes it."""
        order = self.order
        dice = [order[p] for p in line]
        moved = dice[-1:] + dice[:-1] if forward else dice[1:] + dice[:1]
        for position, die in zip(line, moved, strict=True):
            order[position] = die

        def undo_slide() -> None:
            for position, die in zip(line, dice, strict=True):
                order[position] = die

        return undo_slide

    def swap(self, a: int, b: int) -> Callable[[], None]:
        """Swap the dice at two positions; returns what undoes it."""
        order = self.order
        order[a], order[b] = order[b], order[a]

        def undo_swap() -> None:
            order[a], order[b] = order[b], order[a]

        return undo_swap

    def turn(self, die: int, by: int) -> Callable[[], None]:
        """Turn a die ``by`` faces on; returns what undoes it."""
        before = self.up[die]
        self.up[die] = (before + by) % len(self.dice[die])

        def undo_turn() -> None:
            self.up[die] = before

        return undo_turn

    def snapshot(self) -> tuple[list[int], list[int]]:
        return list(self.order), list(self.up)

    def restore(self, snapshot: tuple[list[int], list[int]]) -> None:
        self.order[:], self.up[:] = snapshot

    def every_move(self) -> list[Callable[[], Callable[[], None]]]:
        """Every single move from any state: each die to each of its other faces, each swap."""
        count = len(self.order)
        turns = [
            partial(self.turn, die, by)
            for die in range(len(self.dice))
            for by in range(1, len(self.dice[die]))
        ]
        swaps = [partial(self.swap, a, b) for a in range(count) for b in range(a + 1, count)]
        return turns + swaps


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


# Each search is a generator: it yields a board's faces and is sent back that board's score.
_Steps = Generator[list[str], int, None]

# Annealing: the temperature falls from _HOT by a factor e every _COOLING steps; once it is cold
# and nothing has improved for _PATIENCE steps, the search starts again from a fresh board.
_HOT = 100.0
_COOLING = 4_000.0
_COLD = 0.5
_PATIENCE = 3_000


def _anneal(dice: Sequence[Sequence[str]], rng: random.Random) -> _Steps:
    while True:
        state = _State(dice, rng)
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


def _hill_climb(dice: Sequence[Sequence[str]], rng: random.Random) -> _Steps:
    while True:
        state = _State(dice, rng)
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


def _polish(state: _State, current: int) -> Generator[list[str], int, int]:
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


def _mutate_some(state: _State, rng: random.Random) -> Callable[[], None]:
    """One move, then another with probability one half, and so on: mostly small steps, with
    the occasional bigger jump out of a local peak. Returns what undoes them all."""
    undos = [state.mutate(rng)]
    while rng.random() < 0.5:
        undos.append(state.mutate(rng))

    def undo_all() -> None:
        for undo in reversed(undos):
            undo()

    return undo_all


# Iterated local search: climb to a board no single move improves, then kick it with a few random
# moves and climb again; the new peak replaces the old when it scores at least as much (so the
# search walks across plateaus of equal peaks). A kick that finds nothing better makes the next
# one a move bigger, from _KICK_MIN to _KICK_MAX moves (variable neighbourhood search); a gain
# makes it small again. After _ROUNDS_PER_START rounds of kicks without a gain it starts again
# from a fresh random board.
_KICK_MIN = 2
_KICK_MAX = 8
_ROUNDS_PER_START = 4
_SLIDE_SHARE = 0.1


def _iterated(dice: Sequence[Sequence[str]], rng: random.Random) -> _Steps:
    while True:
        state = _State(dice, rng)
        current = yield state.faces()
        current = yield from _climb(state, current, rng)
        kept = state.snapshot()
        kick, rounds = _KICK_MIN, 0
        while rounds < _ROUNDS_PER_START:
            for _ in range(kick):
                state.kick(rng)
            score = yield state.faces()
            score = yield from _climb(state, score, rng)
            if score > current:
                kick, rounds = _KICK_MIN, 0
            elif kick < _KICK_MAX:
                kick += 1
            else:
                kick, rounds = _KICK_MIN, rounds + 1
            if score >= current:
                current, kept = score, state.snapshot()
            else:
                state.restore(kept)


def _climb(state: _State, current: int, rng: random.Random) -> Generator[list[str], int, int]:
    """Take the first single move that gains, from a shuffled list of them all, until a whole
    pass of the list gains nothing; moves that leave the faces as they are cost nothing."""
    moves = state.every_move()
    rng.shuffle(moves)
    faces = state.faces()
    since_gain = 0
    while since_gain < len(moves):
        for move in moves:
            undo = move()
            after = state.faces()
            if after == faces:
                undo()
                since_gain += 1
            else:
                score = yield after
                if score > current:
                    current, faces, since_gain = score, after, 0
                else:
                    undo()
                    since_gain += 1
            if since_gain >= len(moves):
                break
    return current


_METHOD_STEPS: dict[str, Callable[[Sequence[Sequence[str]], random.Random], _Steps]] = {
    ITERATED: _iterated,
    ANNEAL: _anneal,
    HILL_CLIMB: _hill_climb,
}
