"""The state a best-board search moves: which die sits at each position and which face each
die shows, with the moves between states (turn a die, swap two dice, slide a row or column) and
what undoes each. A free board's dice carry every letter, so the same moves serve both modes.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Generator, Sequence
from functools import partial

# Each search is a generator: it yields a board's faces and is sent back that board's score.
Steps = Generator[list[str], int, None]


class BoardState:
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
