"""Editions of the game: a board size tied to its dice set and its scoring rules."""

from __future__ import annotations

from dataclasses import dataclass

from solver.dice import DICE_SETS, DiceSet
from solver.rules import BIG, CLASSIC, SUPERBIG, Rules


@dataclass(frozen=True)
class Edition:
    name: str
    side: int
    dice: DiceSet
    rules: Rules


# The 1976 and 1987 4x4 sets play by the same rules; the newer set is the one sold today, so it is
# the one a 4x4 board is taken to be.
EDITIONS: dict[str, Edition] = {
    e.name: e
    for e in (
        Edition("classic", 4, DICE_SETS["classic"], CLASSIC),
        Edition("new", 4, DICE_SETS["new"], CLASSIC),
        Edition("big", 5, DICE_SETS["big"], BIG),
        Edition("superbig", 6, DICE_SETS["superbig"], SUPERBIG),
    )
}
_BY_SIDE: dict[int, Edition] = {4: EDITIONS["new"], 5: EDITIONS["big"], 6: EDITIONS["superbig"]}


def edition_for_size(side: int) -> Edition:
    """The edition a board of this side is played as: 4 → new (1987), 5 → big, 6 and up →
    superbig; smaller boards play by the 4x4 rules."""
    return _BY_SIDE[min(max(side, 4), 6)]
