"""A player's style by word length, and the sentence of advice drawn from it."""

from __future__ import annotations

from dataclasses import dataclass

from gui.model.style import LengthRow, advice, boards_played, style_rows
from solver import LengthTally


@dataclass(frozen=True)
class Word:
    word: str
    status: str
    points: int


@dataclass(frozen=True)
class Player:
    name: str
    words: tuple[Word, ...]


@dataclass(frozen=True)
class Scored:
    players: tuple[Player, ...]
    board_by_length: dict[int, LengthTally]


FIRST = Scored(
    (
        Player("Ann", (Word("cat", "counted", 1), Word("rope", "cancelled", 1),
                       Word("zzz", "not-on-board", 0), Word("cat", "duplicate", 1))),
        Player("Bob", (Word("rope", "cancelled", 1),)),
    ),
    {3: LengthTally(10, 10), 4: LengthTally(8, 8), 6: LengthTally(3, 9), 9: LengthTally(1, 11)},
)  # fmt: skip
SECOND = Scored(
    (Player("Ann", (Word("carpets", "counted", 5), Word("mint", "counted", 1))),),
    {4: LengthTally(5, 5), 7: LengthTally(2, 10), 8: LengthTally(1, 11)},
)
WITHOUT_ANN = Scored((Player("Bob", ()),), {3: LengthTally(50, 50)})


def test_found_against_held_by_length_over_the_rounds_played() -> None:
    rows = style_rows([FIRST, SECOND, WITHOUT_ANN], "Ann")
    assert rows == [
        LengthRow(3, 1, 1, 10, 10),
        LengthRow(4, 2, 2, 13, 13),
        LengthRow(6, 0, 0, 3, 9),
        LengthRow(7, 1, 5, 2, 10),
        LengthRow(8, 0, 0, 2, 22),  # 8 and 9 letters together
    ]
    assert [row.label for row in rows] == ["3", "4", "6", "7", "8+"]
    assert rows[-1].missed_points == 22


def test_the_advice_names_where_the_points_were_left() -> None:
    rounds = [FIRST, SECOND]
    assert boards_played(rounds, "Ann") == 2
    sentence = advice(style_rows(rounds, "Ann"), "Ann", boards_played(rounds, "Ann"))
    assert sentence.startswith("Ann found 12% of the points on the boards;")  # 8 of 64
    assert "8+-letter words (0 of 2 found, 22 points missed)" in sentence
    assert sentence.endswith("worth looking for: try adding endings like -ing, -er, -s.")
    short = advice([LengthRow(3, 0, 0, 40, 40), LengthRow(4, 1, 1, 5, 5)], "Bob", 2)
    assert "sweep the short words" in short
    middle = advice([LengthRow(3, 9, 9, 10, 10), LengthRow(5, 0, 0, 9, 18)], "Bob", 2)
    assert "grow 5-letter words" in middle
    assert "no finished rounds" in advice([], "Cy", 0)
    # One point missed, in the singular.
    one = advice([LengthRow(3, 9, 9, 10, 10), LengthRow(5, 1, 2, 9, 10)], "Bob", 1)
    assert "5-letter words (1 of 9 found, 8 points missed)" in one
    single = advice([LengthRow(3, 1, 1, 2, 2), LengthRow(4, 1, 1, 1, 2)], "Bob", 1)
    assert "4-letter words (1 of 1 found, 1 point missed)" in single


def test_after_one_board_the_advice_speaks_of_that_board() -> None:
    assert boards_played([FIRST], "Ann") == 1
    sentence = advice(style_rows([FIRST], "Ann"), "Ann", boards_played([FIRST], "Ann"))
    assert "of the points on the board;" in sentence and "boards" not in sentence
