"""Editions: each board size is played with one dice set and one set of rules."""

from __future__ import annotations

import pytest

import solver
from solver import DICE_SETS, EDITIONS, Board, Rules, edition_for_size
from solver.rules import BIG, CLASSIC, SUPERBIG
from solver.search import rules_for


def test_every_edition_rolls_its_own_size() -> None:
    assert set(EDITIONS) == set(DICE_SETS)
    for name, edition in EDITIONS.items():
        assert edition.name == name
        assert edition.dice is DICE_SETS[name]
        assert edition.dice.side == edition.side


def test_the_classic_and_new_4x4_sets_share_the_classic_rules() -> None:
    assert EDITIONS["classic"].rules is EDITIONS["new"].rules is CLASSIC
    assert EDITIONS["big"].rules is BIG
    assert EDITIONS["superbig"].rules is SUPERBIG


@pytest.mark.parametrize(
    ("side", "name"),
    [(1, "new"), (2, "new"), (3, "new"), (4, "new"), (5, "big"), (6, "superbig")]
    + [(side, "superbig") for side in range(7, 13)],
)
def test_a_board_size_is_played_as_one_edition(side: int, name: str) -> None:
    assert edition_for_size(side) is EDITIONS[name]


@pytest.mark.parametrize(
    ("text", "rules"),
    [("cat", CLASSIC), ("ab/cd", CLASSIC), ("a/b/c/d/e", BIG), ("abcde/fghij", BIG)]
    + [("abcdef/ghijkl", SUPERBIG), ("abcdefg", SUPERBIG)],
)
def test_without_rules_a_board_plays_by_its_longer_side(text: str, rules: Rules) -> None:
    board = Board.parse(text)
    assert rules_for(board, None) is rules
    assert rules_for(board, BIG) is BIG  # rules asked for always win


def test_the_vocabulary_is_exported_from_the_package() -> None:
    assert solver.BLANK == "*"
    assert solver.QU == "Qu"
    assert solver.BLANK in solver.FACES and solver.QU in solver.FACES
    assert solver.Edition is type(EDITIONS["new"])
