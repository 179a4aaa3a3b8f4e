"""The fast searches against the plain one (solver.reference): the same words and scores on
random boards of every shape. Both of them: the Python search generated per board shape
(solver.search.python_solve), and ``solve`` as the app runs it, by the native core where it is
built (tests/solver/test_native.py checks that the core itself answers)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver import FACES, Board, Lexicon, Rules, WordPath, reference, roll, solve
from solver.faces import BLANK, face_letters
from solver.rules import RULES
from solver.search import python_solve

# Mostly common letters, so that boards hold words, and any face at all, often enough that
# Qu, the two-letter faces and blanks turn up on most larger boards.
faces = st.one_of(st.sampled_from([*"AEIOUSTRNLDCP"]), st.sampled_from(FACES))
SHAPES = [(rows, cols) for rows in range(1, 7) for cols in range(1, 7)]  # 1x1 to 6x6
rules = st.sampled_from([None, *RULES.values()])


def spells(board: Board, word: str, path: WordPath) -> bool:
    """Whether ``path`` is a way to play ``word``: dice on the board, each touching the one
    before, none twice, no blank, and their letters in order make the word."""
    on_board = all(0 <= r < board.rows and 0 <= c < board.cols for r, c in path)
    touching = all(max(abs(r1 - r2), abs(c1 - c2)) == 1 for (r1, c1), (r2, c2) in pairwise(path))
    return (
        on_board
        and touching
        and len(set(path)) == len(path)
        and all(board.face(cell) != BLANK for cell in path)
        and "".join(face_letters(board.face(cell)) for cell in path) == word
    )


def assert_agree(board: Board, lexicon: Lexicon, chosen_rules: Rules | None = None) -> None:
    plain = reference.solve(board, lexicon, chosen_rules)
    for item in plain.words:
        assert spells(board, item.word, item.path), (item, board.text)
    for fast in (python_solve(board, lexicon, chosen_rules), solve(board, lexicon, chosen_rules)):
        assert fast.rules is plain.rules
        assert [(w.word, w.score) for w in fast.words] == [(w.word, w.score) for w in plain.words]
        assert fast.total_score == plain.total_score
        for item in fast.words:
            assert spells(board, item.word, item.path), (item, board.text)


@pytest.mark.parametrize(("rows", "cols"), SHAPES)
@settings(max_examples=8, deadline=None)
@given(data=st.data(), chosen_rules=rules)
def test_fast_and_plain_search_agree_on_every_shape(
    enable: Lexicon,
    rows: int,
    cols: int,
    data: st.DataObject,
    chosen_rules: Rules | None,
) -> None:
    # The fast search is compiled per shape (and per kind: with or without two-letter faces),
    # so each shape runs code of its own.
    row = st.lists(faces, min_size=cols, max_size=cols)
    grid = data.draw(st.lists(row, min_size=rows, max_size=rows))
    assert_agree(Board(tuple(tuple(r) for r in grid)), enable, chosen_rules)


def test_they_agree_with_qu_two_letter_faces_and_blanks(enable: Lexicon) -> None:
    board = Board.parse("qu,i,t,s,*/th,in,g,e,r/*,an,he,s,t/e,r,a,t,e")
    assert {"quits", "things"} <= {item.word for item in reference.solve(board, enable).words}
    assert_agree(board, enable)


def test_they_agree_on_rolled_boards_of_every_edition(enable: Lexicon) -> None:
    rng = random.Random(15)
    for name in ("classic", "new", "big", "superbig"):
        for _ in range(3):
            assert_agree(roll(name, rng), enable)
