"""The word search against brute force and by hand: words, paths, faces, rules, shapes and
threads. Each claim about the search is checked on both searches, each alone (``each_search``,
tests/solver/conftest.py): the native core, where a board it refused fails the test instead of
being answered in Python, and the pure-Python search."""

from __future__ import annotations

import functools
import random
import sys
import threading
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver import Board, Lexicon, Rules, check_word, edition_for_size, find_paths, roll, solve
from solver.faces import FACES, face_letters
from solver.rules import BIG, CLASSIC, SUPERBIG


@functools.cache
def word_starts(words: frozenset[str]) -> frozenset[str]:
    """Every start of every word in ``words``, the words themselves included."""
    return frozenset(word[:end] for word in words for end in range(1, len(word) + 1))


def spelled_paths(board: Board, starts: frozenset[str]) -> Iterator[tuple[tuple[int, ...], str]]:
    """Every simple path on the board that avoids blanks and spells the start of a word, with
    what it spells, by plain enumeration. A path that spells the start of no word cannot grow
    into one, so the only cut is made with the word list, never with the search under test."""

    def extend(path: tuple[int, ...], spelled: str) -> Iterator[tuple[tuple[int, ...], str]]:
        yield path, spelled
        for n in board.neighbours[path[-1]]:
            if n not in path and board.faces[n] != "*":
                longer = spelled + face_letters(board.faces[n])
                if longer in starts:
                    yield from extend(path + (n,), longer)

    for start in range(board.size):
        first = face_letters(board.faces[start])
        if board.faces[start] != "*" and first in starts:
            yield from extend((start,), first)


def brute_force(board: Board, words: frozenset[str], rules: Rules) -> dict[str, set[tuple]]:
    found: dict[str, set[tuple]] = {}
    for path, word in spelled_paths(board, word_starts(words)):
        if word in words and rules.score(len(word)):
            found.setdefault(word, set()).add(tuple(board.cell(i) for i in path))
    return found


@pytest.fixture(scope="module")
def enable_words(enable: Lexicon) -> frozenset[str]:
    return frozenset(enable.words())


small_faces = st.sampled_from([*"AEIOURSTLNDCMPBGH", "Qu", "Th", "In", "Er", "*"])


@settings(max_examples=40, deadline=None)
@given(
    st.integers(2, 3).flatmap(
        lambda rows: st.lists(
            st.lists(small_faces, min_size=3, max_size=3), min_size=rows, max_size=rows
        )
    )
)
def test_agrees_with_brute_force(each_search: Lexicon, enable_words: frozenset[str], grid) -> None:
    board = Board(tuple(tuple(row) for row in grid))
    expected = assert_agrees_with_brute_force(board, each_search, enable_words)
    for word, paths in expected.items():
        assert set(find_paths(board, word, limit=10**6)) == paths


def assert_agrees_with_brute_force(
    board: Board, lexicon: Lexicon, enable_words: frozenset[str]
) -> dict[str, set[tuple]]:
    """The same words as brute force, each with one of its paths; returns brute force's paths."""
    expected = brute_force(board, enable_words, CLASSIC)
    solution = solve(board, lexicon, CLASSIC)
    assert {w.word for w in solution.words} == set(expected)
    for item in solution.words:
        assert item.path in expected[item.word]
    return expected


def test_agrees_with_brute_force_on_a_rolled_4x4(
    each_search: Lexicon, enable_words: frozenset[str]
) -> None:
    board = Board.parse("tap/rse/ilo")  # 3x3 from real letters: ~10k paths, fast to enumerate
    expected = brute_force(board, enable_words, CLASSIC)
    assert len(expected) > 40
    assert {w.word for w in solve(board, each_search, CLASSIC).words} == set(expected)


rolled_boards = st.builds(
    lambda name, seed: roll(name, random.Random(seed)),
    st.sampled_from(["classic", "new", "big", "superbig"]),
    st.integers(0, 10**6),
)


@settings(max_examples=60, deadline=None)
@given(rolled_boards)
def test_paths_are_adjacent_unique_and_spell_the_word(each_search: Lexicon, board: Board) -> None:
    solution = solve(board, each_search)
    rules = solution.rules
    assert rules is edition_for_size(board.rows).rules
    for item in solution.words:
        assert len(set(item.path)) == len(item.path)
        for (r1, c1), (r2, c2) in zip(item.path, item.path[1:], strict=False):
            assert max(abs(r1 - r2), abs(c1 - c2)) == 1
        assert "".join(face_letters(board.face(cell)) for cell in item.path) == item.word
        assert item.word in each_search
        assert item.score == rules.score(len(item.word)) > 0
    assert solution.total_score == sum(w.score for w in solution.words)
    assert sum(t.count for t in solution.by_length.values()) == len(solution.words)
    assert sum(t.points for t in solution.by_length.values()) == solution.total_score
    assert len({w.word for w in solution.words}) == len(solution.words)
    order = [(-w.score, w.word) for w in solution.words]
    assert order == sorted(order)


def test_qu_counts_two_letters(each_search: Lexicon) -> None:
    board = Board.parse("q,i,t/x,s,e/x,x,x")
    words = {w.word: w for w in solve(board, each_search, CLASSIC).words}
    assert "quit" in words and "quits" in words and "quite" in words
    assert words["quit"].path == ((0, 0), (0, 1), (0, 2))
    assert words["quit"].score == 1 and words["quits"].score == 2  # 4 and 5 letters
    assert "qi" not in words  # no bare Q on any die


def test_th_and_other_two_letter_faces(each_search: Lexicon) -> None:
    board = Board.parse("th,e,m/x,in,g/er,x,s")
    words = {w.word: w for w in solve(board, each_search, CLASSIC).words}
    assert words["them"].path == ((0, 0), (0, 1), (0, 2))
    assert words["them"].score == 1  # four letters on three dice
    assert "thing" in words and words["thing"].path == ((0, 0), (1, 1), (1, 2))
    assert words["things"].score == 3  # six letters


def test_blank_face_stops_words(each_search: Lexicon) -> None:
    open_board = solve(Board.parse("c,a,t/x,x,x/x,x,x"), each_search, CLASSIC)
    blocked = solve(Board.parse("c,*,t/x,a,x/x,x,x"), each_search, CLASSIC)
    assert "cat" in {w.word for w in open_board.words}
    assert "cat" in {w.word for w in blocked.words}  # around the blank through the A
    walled = solve(Board.parse("c,*,a,t/*,*,*,*"), each_search, CLASSIC)
    assert walled.words == []


def test_word_with_several_paths_is_listed_once(each_search: Lexicon) -> None:
    board = Board.parse("t,e,a/e,a,t/x,x,x")
    solution = solve(board, each_search, CLASSIC)
    assert [w.word for w in solution.words].count("eat") == 1
    assert len(find_paths(board, "eat")) >= 4
    assert len(find_paths(board, "eat", limit=2)) == 2


def test_min_length_and_superbig_long_words(each_search: Lexicon) -> None:
    board = Board.parse("c,a,t,s/x,x,x,x/x,x,x,x/x,x,x,x")
    assert {w.word for w in solve(board, each_search, CLASSIC).words} >= {"cat", "cats"}
    big_words = {w.word for w in solve(board, each_search, BIG).words}
    assert "cats" in big_words and "cat" not in big_words
    assert all(len(word) >= 4 for word in big_words)
    long_board = Board.parse("strenG/xxxxxt/xxxxxh/xxxxxs/xxxxxx/xxxxxx")
    words = {w.word: w.score for w in solve(long_board, each_search, SUPERBIG).words}
    assert words["strengths"] == 18  # 9 letters, 2 points a letter


def test_empty_and_junk_word_lists() -> None:
    junk = Lexicon.from_words(["", "C4T", "ca t", "über", "cat", "CAT", "qat"], name="junk")
    assert junk.words() == ["cat"]
    board = Board.parse("c,a,t/x,x,x/x,x,x")
    assert [w.word for w in solve(board, junk, CLASSIC).words] == ["cat"]


def test_check_word_says_why(enable: Lexicon) -> None:
    board = Board.parse("c,a,t,s/x,x,x,x/x,x,x,x/x,x,x,x")
    ok = check_word(board, enable, CLASSIC, "Cats")
    assert ok.ok and ok.score == 1 and ok.path == ((0, 0), (0, 1), (0, 2), (0, 3))
    assert check_word(board, enable, CLASSIC, "at").reason.startswith("too short")
    assert check_word(board, enable, CLASSIC, "ats").reason == "not in the dictionary (ENABLE)"
    assert check_word(board, enable, CLASSIC, "dog").reason == "not on the board"
    both = check_word(board, enable, BIG, "cat").reason
    assert "too short" in both and "4 letters" in both
    assert not check_word(board, enable, CLASSIC, "c4t").ok
    assert not check_word(board, enable, CLASSIC, "  ").ok


def test_every_face_is_handled(enable: Lexicon) -> None:
    for face in FACES:
        board = Board(((face, "E", "S"), ("T", "A", "R"), ("N", "O", "D")))
        for item in solve(board, enable).words:
            assert item.word in enable


@settings(max_examples=40, deadline=None)
@given(
    st.integers(1, 3).flatmap(
        lambda rows: st.integers(1, 4).flatmap(
            lambda cols: st.lists(
                st.lists(small_faces, min_size=cols, max_size=cols), min_size=rows, max_size=rows
            )
        )
    )
)
def test_every_shape_agrees_with_brute_force(
    each_search: Lexicon, enable_words: frozenset[str], grid
) -> None:
    # The search is compiled per shape (and per kind: with or without two-letter faces), so
    # narrow, tall and one-die boards each run their own code.
    assert_agrees_with_brute_force(
        Board(tuple(tuple(row) for row in grid)), each_search, enable_words
    )


def test_largest_board_and_mixed_faces(each_search: Lexicon) -> None:
    rows = [["X"] * 12 for _ in range(12)]
    rows[11][8:12] = ["Qu", "I", "T", "S"]
    rows[0][0:3] = ["Th", "In", "G"]
    words = {w.word: w.path for w in solve(Board.from_rows(rows), each_search).words}
    assert words["quits"] == ((11, 8), (11, 9), (11, 10), (11, 11))
    assert words["thing"] == ((0, 0), (0, 1), (0, 2))


def test_threads_solving_at_once_get_their_own_results(each_search: Lexicon) -> None:
    boards = [roll(name, random.Random(seed)) for seed in range(12) for name in ("new", "big")]
    expected = [solve(board, each_search).words for board in boards]
    solved: list[int] = []
    wrong: list[int] = []

    def work(offset: int) -> None:
        for _ in range(5):
            for i in range(offset, len(boards), 4):
                (solved if solve(boards[i], each_search).words == expected[i] else wrong).append(i)

    threads = [threading.Thread(target=work, args=(offset,)) for offset in range(4)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)  # switch threads often, in the middle of searches
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert not wrong and len(solved) == 5 * len(boards)
