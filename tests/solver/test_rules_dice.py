from __future__ import annotations

import random

import pytest

from solver import DICE_SETS, Rules, RulesError, edition_for_size, roll
from solver.rules import BIG, CLASSIC, SUPERBIG


@pytest.mark.parametrize(
    ("rules", "table"),
    [
        (CLASSIC, {2: 0, 3: 1, 4: 1, 5: 2, 6: 3, 7: 5, 8: 11, 12: 11}),
        (BIG, {3: 0, 4: 1, 5: 2, 6: 3, 7: 5, 8: 11, 9: 11, 15: 11}),
        (SUPERBIG, {3: 0, 4: 1, 5: 2, 6: 3, 7: 5, 8: 11, 9: 18, 10: 20, 14: 28}),
    ],
)
def test_points_by_length(rules: Rules, table: dict[int, int]) -> None:
    assert {length: rules.score(length) for length in table} == table


def test_rules_follow_board_size_and_names() -> None:
    assert edition_for_size(4).rules is CLASSIC
    assert edition_for_size(5).rules is BIG
    assert edition_for_size(6).rules is SUPERBIG
    assert Rules.named("Big") is BIG
    with pytest.raises(RulesError, match="unknown rules 'huge'"):
        Rules.named("huge")


def test_dice_sets_are_the_published_ones() -> None:
    sizes = {name: (s.side, len(s.dice)) for name, s in DICE_SETS.items()}
    assert sizes == {"classic": (4, 16), "new": (4, 16), "big": (5, 25), "superbig": (6, 36)}
    assert all(len(die) == 6 for s in DICE_SETS.values() for die in s.dice)
    superbig = DICE_SETS["superbig"].dice
    assert ("An", "Er", "He", "In", "Qu", "Th") in superbig
    assert ("E", "I", "O", "*", "*", "*") in superbig
    assert ("H", "I", "M", "N", "U", "Qu") in DICE_SETS["new"].dice


@pytest.mark.parametrize("name", list(DICE_SETS))
def test_roll_uses_each_die_once(name: str) -> None:
    board = roll(name, random.Random(5))
    dice = DICE_SETS[name].dice
    assert (board.rows, board.cols) == (DICE_SETS[name].side,) * 2
    assert _each_face_from_its_own_die(board.faces, dice)
    assert roll(name, random.Random(5)) == board


def _each_face_from_its_own_die(faces: tuple[str, ...], dice: tuple[tuple[str, ...], ...]) -> bool:
    """A perfect matching of faces to dice (augmenting paths), so no die is used twice."""
    owner: dict[int, int] = {}

    def place(face_index: int, seen: set[int]) -> bool:
        for die_index, die in enumerate(dice):
            if faces[face_index] in die and die_index not in seen:
                seen.add(die_index)
                if die_index not in owner or place(owner[die_index], seen):
                    owner[die_index] = face_index
                    return True
        return False

    return all(place(i, set()) for i in range(len(faces)))
