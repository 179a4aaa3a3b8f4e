"""Iterated local search for the best board, the default search of ``solver.best_board``.

Measured against the annealing it replaced as the default (bench/best_bench.py, figures in the
README): on 4x4 and 5x5 it reaches higher scores sooner, because each climb ends on a true peak
(no single move gains) and the kicks explore around the best peak instead of cooling from a
random board each time."""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence

from solver.best_state import BoardState, Steps

# Climb to a board no single move improves, then kick it with a few random
# moves and climb again; the new peak replaces the old when it scores at least as much (so the
# search walks across plateaus of equal peaks). A kick that finds nothing better makes the next
# one a move bigger, from _KICK_MIN to _KICK_MAX moves (variable neighbourhood search); a gain
# makes it small again. After _ROUNDS_PER_START rounds of kicks without a gain it starts again
# from a fresh random board.
_KICK_MIN = 2
_KICK_MAX = 8
_ROUNDS_PER_START = 4
_SLIDE_SHARE = 0.1


def iterated_steps(dice: Sequence[Sequence[str]], rng: random.Random) -> Steps:
    while True:
        state = BoardState(dice, rng)
        current = yield state.faces()
        current = yield from _climb(state, current, rng)
        kept = state.snapshot()
        kick, rounds = _KICK_MIN, 0
        while rounds < _ROUNDS_PER_START:
            _kick(state, kick, rng)
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


def _climb(state: BoardState, current: int, rng: random.Random) -> Generator[list[str], int, int]:
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


def _kick(state: BoardState, size: int, rng: random.Random) -> None:
    """A kick of ``size`` random moves (turns and swaps, as ``mutate``), or now and then one
    slide of a whole row or column alone, which turns a peak into its shifted neighbour: the 4x4
    peak of 3,601 points is a slide and one letter away from the best board's 3,623, and a slide
    mixed with other moves rarely climbs there."""
    if rng.random() < _SLIDE_SHARE:
        state.slide(rng.choice(state.lines()), rng.random() < 0.5)
        return
    for _ in range(size):
        state.mutate(rng)
