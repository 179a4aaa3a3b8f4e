"""The scoring-only fast path (solver.board_score, board_tally, board_words) against the full
solver: the same words, word count and score on random boards of every shape and rules. Checked
for each search alone (``each_search``, tests/solver/conftest.py): the native core, where a board
it refused fails the test instead of being scored in Python, and the pure-Python search."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver import (
    Board,
    Lexicon,
    Rules,
    board_score,
    board_tally,
    board_words,
    roll,
    solve,
)
from solver.faces import ENGLISH_FACES
from solver.rules import RULES

# Mostly common letters, so that boards hold words, and any face the core spells, so that Qu,
# the two-letter faces and blanks turn up often. (Not Ñ, which the core refuses: ENABLE has no
# ñ, and tests/solver/test_native.py checks that such a board is scored in Python.)
faces = st.one_of(st.sampled_from([*"AEIOUSTRNLDCP"]), st.sampled_from(ENGLISH_FACES))
SHAPES = [(rows, cols) for rows in range(1, 7) for cols in range(1, 7)]
rules = st.sampled_from([None, *RULES.values()])


def assert_parity(board: Board, lexicon: Lexicon, chosen_rules: Rules | None = None) -> None:
    solution = solve(board, lexicon, chosen_rules)
    assert board_tally(board, lexicon, chosen_rules) == (
        solution.word_count,
        solution.total_score,
    )
    assert board_score(board, lexicon, chosen_rules) == solution.total_score
    counted = {w for w in board_words(board, lexicon) if solution.rules.score(len(w))}
    assert counted == {item.word for item in solution.words}


@pytest.mark.parametrize(("rows", "cols"), SHAPES)
@settings(max_examples=5, deadline=None)
@given(data=st.data(), chosen_rules=rules)
def test_fast_score_matches_solve_on_every_shape(
    each_search: Lexicon, rows: int, cols: int, data: st.DataObject, chosen_rules: Rules | None
) -> None:
    row = st.lists(faces, min_size=cols, max_size=cols)
    grid = data.draw(st.lists(row, min_size=rows, max_size=rows))
    assert_parity(Board(tuple(tuple(r) for r in grid)), each_search, chosen_rules)


def test_parity_with_qu_two_letter_faces_and_blanks(each_search: Lexicon) -> None:
    board = Board.parse("qu,i,t,s,*/th,in,g,e,r/*,an,he,s,t/e,r,a,t,e")
    assert {"quits", "things"} <= board_words(board, each_search)
    assert_parity(board, each_search)


def test_parity_on_rolled_boards_of_every_edition(each_search: Lexicon) -> None:
    rng = random.Random(19)
    for name in ("classic", "new", "big", "superbig"):
        for _ in range(5):
            assert_parity(roll(name, rng), each_search)


def test_a_known_board_scores_as_published(each_search: Lexicon) -> None:
    # The best 4x4 board for ENABLE: 3,623 points with the bundled list (issue 19).
    assert board_score(Board.parse("perslatgsineters"), each_search) == 3623
