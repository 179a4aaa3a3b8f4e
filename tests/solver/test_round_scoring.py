"""Scoring a round: the statuses and their order, cancellation, missed words, house rules."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import resources
from solver import (
    CANCELLED,
    COUNTED,
    DUPLICATE,
    NOT_IN_DICTIONARY,
    NOT_ON_BOARD,
    RULES,
    TOO_SHORT,
    Board,
    HouseRules,
    HouseRulesError,
    Lexicon,
    RoundResult,
    find_paths,
    load_house_rules,
    parse_house_rules,
    roll,
    score_round,
    solve,
)

EXAMPLE = Path(resources.__file__).parent / "house_rules_example.toml"
# Words no board here holds, too short, or not words at all: what players get wrong.
JUNK = ("zzz", "qi", "ax", "xylophone", "boggle", "aaaa", "")


# -- properties ----------------------------------------------------------------------------


@st.composite
def rounds(draw: st.DrawFn, lexicon: Lexicon) -> tuple[Board, list[tuple[str, list[str]]]]:
    """A rolled board and two to four players listing its words, junk and repeats."""
    dice = draw(st.sampled_from(("classic", "new", "big")))
    board = roll(dice, random.Random(draw(st.integers(0, 2**32))))
    pool = [item.word for item in solve(board, lexicon).words][:40] + list(JUNK)
    count = draw(st.integers(2, 4))
    players = []
    for number in range(count):
        words = draw(st.lists(st.sampled_from(pool), max_size=25))
        # Repeats, and the same word in another case with spaces round it.
        extra = draw(st.lists(st.sampled_from(words or pool), max_size=3))
        players.append((f"p{number}", words + [f"  {word.upper()} " for word in extra]))
    return board, players


def _house_or_standard(draw_rules: str, board: Board) -> HouseRules | None:
    if draw_rules == "house" and board.rows >= 4:
        return load_house_rules(EXAMPLE)
    return None


PROPERTY_SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def _both(enable: Lexicon, data: st.DataObject) -> tuple[RoundResult, RoundResult]:
    board, players = data.draw(rounds(enable))
    rules = _house_or_standard(data.draw(st.sampled_from(("standard", "house"))), board)
    return (
        score_round(board, enable, players, rules, cancel=True),
        score_round(board, enable, players, rules, cancel=False),
    )


@PROPERTY_SETTINGS
@given(data=st.data())
def test_cancellation_is_symmetric(enable: Lexicon, data: st.DataObject) -> None:
    result, _ = _both(enable, data)
    cancelled_by = {
        player.name: {w.word for w in player.words if w.status == CANCELLED}
        for player in result.players
    }
    valid_by = {
        player.name: {w.word for w in player.words if w.status in (COUNTED, CANCELLED)}
        for player in result.players
    }
    for name, cancelled in cancelled_by.items():
        for word in cancelled:
            others = [other for other in cancelled_by if other != name]
            # Whoever cancelled A's word had it cancelled too: never one-sided.
            assert any(word in cancelled_by[other] for other in others)
            assert all(word in cancelled_by[other] for other in others if word in valid_by[other])
    if len(result.players) == 2:
        first, second = cancelled_by.values()
        assert first == second


@PROPERTY_SETTINGS
@given(data=st.data())
def test_no_cancel_scores_are_never_lower(enable: Lexicon, data: st.DataObject) -> None:
    with_cancel, without = _both(enable, data)
    assert not without.cancel and with_cancel.cancel
    for cancelled, kept in zip(with_cancel.players, without.players, strict=True):
        assert kept.score >= cancelled.score
        assert all(w.status != CANCELLED for w in kept.words)


@PROPERTY_SETTINGS
@given(data=st.data())
def test_a_duplicate_never_scores_twice(enable: Lexicon, data: st.DataObject) -> None:
    for result in _both(enable, data):
        for player in result.players:
            scoring = Counter(w.word for w in player.words if w.score)
            assert all(times == 1 for times in scoring.values())
            seen: set[str] = set()
            for w in player.words:
                assert (w.status == DUPLICATE) == (w.word in seen)
                seen.add(w.word)
                if w.status == DUPLICATE:
                    assert w.score == 0


@PROPERTY_SETTINGS
@given(data=st.data())
def test_a_players_score_is_the_sum_of_counted_scores(enable: Lexicon, data: st.DataObject) -> None:
    for result in _both(enable, data):
        for player in result.players:
            assert player.score == sum(w.score for w in player.words if w.status == COUNTED)
            assert all(w.score == 0 for w in player.words if w.status != COUNTED)
            assert all(w.score == w.points for w in player.words if w.status == COUNTED)
            assert all(w.word == w.word.strip().lower() and w.word for w in player.words)


@PROPERTY_SETTINGS
@given(data=st.data())
def test_missed_and_found_words_make_up_the_board(enable: Lexicon, data: st.DataObject) -> None:
    for result in _both(enable, data):
        found = {
            w.word for p in result.players for w in p.words if w.status in (COUNTED, CANCELLED)
        }
        missed = [m.word for m in result.missed]
        assert len(missed) == len(set(missed))
        assert not found & set(missed)
        assert len(found | set(missed)) == result.board_words
        assert sum(t.count for t in result.board_by_length.values()) == result.board_words
        assert sum(t.points for t in result.board_by_length.values()) == result.board_score
        scores = [m.score for m in result.missed]
        assert scores == sorted(scores, reverse=True)
        for a, b in zip(result.missed, result.missed[1:], strict=False):
            assert a.score > b.score or a.word < b.word


# -- statuses, one by one, and their order ------------------------------------------------

#   Qu I  T
#   S  E  A
#   X  N  O      every die touches the E; "quit" is 4 letters on 3 dice.
SMALL_BOARD = Board.parse("Qu,I,T/S,E,A/X,N,O")
SMALL_WORDS = Lexicon.from_words(
    [
        "quit",
        "quite",
        "quiet",
        "tie",
        "ties",
        "sea",
        "seat",
        "net",
        "nets",
        "eat",
        "tea",
        "teas",
        "ten",
        "tens",
        "neat",
        "ant",
        "ants",
        "on",
    ],
    name="small",
)
CLASSIC = RULES["classic"]


def _statuses(result: RoundResult, player: int = 0) -> list[tuple[str, str, int]]:
    return [(w.word, w.status, w.score) for w in result.players[player].words]


def test_each_status_in_the_order_listed() -> None:
    ann = ["quite", " Quite", "on", "noes", "nets", "seat", "neat", "", "  "]
    result = score_round(SMALL_BOARD, SMALL_WORDS, [("ann", ann), ("bob", ["SEAT "])], CLASSIC)
    assert _statuses(result) == [
        ("quite", COUNTED, 2),
        ("quite", DUPLICATE, 0),
        ("on", TOO_SHORT, 0),
        ("noes", NOT_IN_DICTIONARY, 0),
        ("nets", NOT_ON_BOARD, 0),
        ("seat", CANCELLED, 0),
        ("neat", COUNTED, 1),
    ]
    assert _statuses(result, 1) == [("seat", CANCELLED, 0)]
    assert [p.score for p in result.players] == [3, 0]
    assert (result.rules_name, result.cancel) == ("classic", True)


def test_worth_and_path_of_each_status() -> None:
    result = score_round(
        SMALL_BOARD, SMALL_WORDS, [("ann", ["seat", "seat", "noes", "zebra"]), ("bob", ["seat"])]
    )
    seat, again, noes, zebra = result.players[0].words
    # A cancelled word, and a repeat of a valid one, keep their worth and path.
    assert (seat.points, seat.path) == (1, find_paths(SMALL_BOARD, "seat")[0])
    assert (again.status, again.points, again.path) == (DUPLICATE, 1, seat.path)
    # A word on the board but not in the dictionary has a path and no worth; one off it neither.
    assert (noes.points, noes.path) == (0, ((2, 1), (2, 2), (1, 1), (1, 0)))
    assert (zebra.status, zebra.points, zebra.path) == (NOT_IN_DICTIONARY, 0, None)


def test_precedence_of_the_statuses() -> None:
    words = ["zzzz", "zzzz", "qx", "qx", "ants", "zebra", "on", "tie"]
    result = score_round(SMALL_BOARD, SMALL_WORDS, [("ann", words)], CLASSIC)
    assert [w.status for w in result.players[0].words] == [
        NOT_IN_DICTIONARY,  # not on the board either
        DUPLICATE,  # before everything, even for an invalid word
        TOO_SHORT,  # neither a word nor on the board
        DUPLICATE,
        NOT_ON_BOARD,  # in the dictionary, but no T touches the N
        NOT_IN_DICTIONARY,  # off the board too
        TOO_SHORT,  # a word, and on the board
        COUNTED,
    ]


def test_cancellation_needs_another_valid_listing_and_can_be_switched_off() -> None:
    players = [("ann", ["tie", "ten", "quit"]), ("bob", ["tie", "tie", "te"]), ("cy", ["ten"])]
    result = score_round(SMALL_BOARD, SMALL_WORDS, players, CLASSIC)
    assert _statuses(result, 0) == [
        ("tie", CANCELLED, 0),
        ("ten", CANCELLED, 0),
        ("quit", COUNTED, 1),
    ]
    assert _statuses(result, 1) == [
        ("tie", CANCELLED, 0),
        ("tie", DUPLICATE, 0),
        ("te", TOO_SHORT, 0),
    ]
    assert _statuses(result, 2) == [("ten", CANCELLED, 0)]
    kept = score_round(SMALL_BOARD, SMALL_WORDS, players, CLASSIC, cancel=False)
    assert _statuses(kept, 0) == [("tie", COUNTED, 1), ("ten", COUNTED, 1), ("quit", COUNTED, 1)]
    assert [p.score for p in kept.players] == [3, 1, 1]
    assert not kept.cancel


def test_missed_words_and_board_totals() -> None:
    result = score_round(SMALL_BOARD, SMALL_WORDS, [("ann", ["quiet", "tie"]), ("bob", ["tie"])])
    board = solve(SMALL_BOARD, SMALL_WORDS, CLASSIC)
    assert result.board_words == board.word_count and result.board_score == board.total_score
    assert result.board_by_length == board.by_length
    missed = [(m.word, m.score) for m in result.missed]
    # Best first, then alphabetically; the words someone listed validly are not missed.
    assert missed[:2] == [("quite", 2), ("eat", 1)]
    assert {w for w, _ in missed} == {w.word for w in board.words} - {"quiet", "tie"}
    assert all(m.path == find_paths(SMALL_BOARD, m.word)[0] for m in result.missed)


def test_qu_counts_two_letters() -> None:
    big = RULES["big"]  # words need 4 letters
    result = score_round(SMALL_BOARD, SMALL_WORDS, [("ann", ["quit", "quite", "tie"])], big)
    assert _statuses(result) == [("quit", COUNTED, 1), ("quite", COUNTED, 2), ("tie", TOO_SHORT, 0)]


def test_default_rules_follow_the_board_size(enable: Lexicon) -> None:
    board = Board.parse("abcde/fghij/klmno/pqrst/uvwxy")
    assert score_round(board, enable, [("ann", [])]).rules_name == "big"
    assert score_round(SMALL_BOARD, SMALL_WORDS, []).players == ()


# -- house rules ----------------------------------------------------------------------------

#   C(DL)  A      T(DW)
#   A(TL)  E(TW)  S
HOUSE_BOARD = Board.parse("C,A,T/A,E,S")
HOUSE_WORDS = Lexicon.from_words(["sea", "cats", "eats", "case", "ace", "seat", "at"], name="house")
HOUSE = parse_house_rules(
    """
name = "table"
min_length = 3
length_points = [0, 0, 0, 1, 2, 5]
letter_points = {c = 3, A = 2, e = 1, s = 1, t = 1}
[[bonus]]
cell = [0, 0]
kind = "DL"
[[bonus]]
cell = [1, 0]
kind = "TL"
[[bonus]]
cell = [0, 2]
kind = "DW"
[[bonus]]
cell = [1, 1]
kind = "TW"
"""
)


def test_house_formula_worked_by_hand() -> None:
    words = ["sea", "cats", "eats", "case", "ace", "seat", "at"]
    result = score_round(HOUSE_BOARD, HOUSE_WORDS, [("ann", words)], HOUSE)
    assert _statuses(result) == [
        # S1 + E1 + A2 on the TL (x3) = 8, the E's TW x3 = 24, + length_points[3] = 25
        ("sea", COUNTED, 25),
        # C3 on the DL (x2) + A2 + T1 + S1 = 10, the T's DW x2 = 20, + 2 = 22
        ("cats", COUNTED, 22),
        # E1 + A2 + T1 + S1 = 5, TW x3 and DW x2 multiplied = 30, + 2 = 32
        ("eats", COUNTED, 32),
        # C6 + A2 + S1 + E1 = 10, x3 = 30, + 2 = 32
        ("case", COUNTED, 32),
        # A2 on the TL (6) + C6 + E1 = 13, x3 = 39, + 1 = 40
        ("ace", COUNTED, 40),
        # S1 + E1 + A2 + T1 = 5, x3 x2 = 30, + 2 = 32
        ("seat", COUNTED, 32),
        ("at", TOO_SHORT, 0),
    ]
    assert result.rules_name == "table"
    assert result.players[0].score == 25 + 22 + 32 + 32 + 40 + 32
    # Every word of the list but "at" is on the board: nothing missed, and the totals agree.
    assert result.missed == ()
    assert (result.board_words, result.board_score) == (6, result.players[0].score)


def test_the_best_path_counts_not_the_first() -> None:
    result = score_round(HOUSE_BOARD, HOUSE_WORDS, [("ann", ["sea", "ace"])], HOUSE)
    sea, ace = result.players[0].words
    # find_paths gives the A at (0, 1) first; the A on the triple letter scores more.
    assert find_paths(HOUSE_BOARD, "sea")[0] == ((1, 2), (1, 1), (0, 1))
    assert sea.path == ((1, 2), (1, 1), (1, 0))
    assert find_paths(HOUSE_BOARD, "ace")[0][0] == (0, 1)
    assert ace.path == ((1, 0), (0, 0), (1, 1))
    assert HOUSE.score(HOUSE_BOARD, "sea", find_paths(HOUSE_BOARD, "sea")[0]) == 13


def test_house_qu_length_and_long_words() -> None:
    rules = parse_house_rules(
        'name = "q"\nmin_length = 4\nlength_points = [0, 0, 0, 0, 2, 7]\n'
        "letter_points = {qu = 10, i = 1, t = 1, e = 1}\n"
    )
    result = score_round(SMALL_BOARD, SMALL_WORDS, [("ann", ["quit", "quiet", "tie"])], rules)
    # quit: 10 + 1 + 1 and length_points[4]; quiet (5 letters): 10 + 1 + 1 + 1 and the last
    # entry, 7. Faces not named are worth 0.
    assert _statuses(result) == [
        ("quit", COUNTED, 14),
        ("quiet", COUNTED, 20),
        ("tie", TOO_SHORT, 0),
    ]
    assert rules.length_score(3) == 0 and rules.length_score(12) == 7


def test_the_example_file_loads() -> None:
    rules = load_house_rules(EXAMPLE)
    assert (rules.name, rules.min_length) == ("friends", 3)
    assert rules.letter_points["Qu"] == 10 and rules.letter_points["A"] == 1
    assert rules.letter_points["Th"] == 4 and rules.letter_points["Er"] == 2
    assert len(rules.letter_points) == 25 + 6  # A-Z but Q, Qu, and the five two-letter faces
    assert rules.bonus == {(0, 0): "DL", (1, 2): "TL", (2, 1): "DW", (3, 3): "TW"}
    assert rules.length_points[-1] == 15
    assert hash(rules) == hash(load_house_rules(EXAMPLE)) and rules == load_house_rules(EXAMPLE)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("name = ", "not valid TOML"),
        ("min_length = 3\nlength_points = [1]", "'name' is missing"),
        ('name = "x"\nmin_length = 3\nlength_points = []', "length_points"),
        ('name = "x"\nmin_length = 0\nlength_points = [1]', "min_length"),
        ('name = "x"\nmin_length = "3"\nlength_points = [1]', "min_length"),
        ('name = "x"\nmin_length = 3\nlength_points = [1, -1]', "length_points[1]"),
        ('name = "x"\nmin_length = 3\nlength_points = [1]\nletter_points = {ab = 1}', "'ab'"),
        ('name = "x"\nmin_length = 3\nlength_points = [1]\nlength = 2', "unknown field"),
        (
            'name = "x"\nmin_length = 3\nlength_points = [1]\n'
            '[[bonus]]\ncell = [0, 0]\nkind = "QW"',
            "unknown bonus kind 'QW'",
        ),
        (
            'name = "x"\nmin_length = 3\nlength_points = [1]\n[[bonus]]\ncell = [0]\nkind = "DW"',
            "[row, col]",
        ),
        (
            'name = "x"\nmin_length = 3\nlength_points = [1]\n'
            '[[bonus]]\ncell = [0, 0]\nkind = "DW"\n[[bonus]]\ncell = [0, 0]\nkind = "TW"',
            "already has a bonus",
        ),
    ],
)
def test_bad_house_rules_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(HouseRulesError, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse_house_rules(text)


def test_a_bonus_off_the_board_is_refused() -> None:
    rules = load_house_rules(EXAMPLE)  # a bonus at [3, 3]
    with pytest.raises(HouseRulesError, match=r"\[3, 3\] is off the 3x3 board"):
        score_round(SMALL_BOARD, SMALL_WORDS, [("ann", ["quit"])], rules)


def test_a_missing_house_rules_file(tmp_path: Path) -> None:
    with pytest.raises(HouseRulesError, match="not found"):
        load_house_rules(tmp_path / "nope.toml")
    assert isinstance(HOUSE, HouseRules)
