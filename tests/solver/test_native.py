"""The native search core (solver/csrc) against the pure-Python search it replaces: the same
words, paths and scores on many seeded random boards of 4x4, 5x5 and 6x6 (and every other
shape), with Qu, the two-letter faces and blanks. Skipped, saying why, where the core is not
built or BOGGLE_LENS_PURE_PYTHON is set."""

from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver import Board, Lexicon, Rules, dawg, native, roll, search
from solver import stats as board_stats
from solver.faces import ENGLISH_FACES
from solver.rules import RULES

pytestmark = pytest.mark.skipif(native.core is None, reason=native.core_in_use())

REPO = Path(__file__).resolve().parents[2]
# Mostly common letters, so that boards hold words, and often any face the core spells: Qu, the
# two-letter faces and blanks turn up on most boards. (Not Ñ: the core refuses it, and the
# search answers such a board in Python; test_a_spanish_board_... checks that.)
COMMON = [*"AEIOUSTRNLDCP"]
faces = st.one_of(st.sampled_from(COMMON), st.sampled_from(ENGLISH_FACES))
rules = st.sampled_from([None, *RULES.values()])


def random_board(rng: random.Random, rows: int, cols: int) -> Board:
    pick = lambda: rng.choice(COMMON) if rng.random() < 0.6 else rng.choice(ENGLISH_FACES)  # noqa: E731
    return Board(tuple(tuple(pick() for _ in range(cols)) for _ in range(rows)))


def assert_agree(board: Board, lexicon: Lexicon, chosen_rules: Rules | None = None) -> None:
    """Every method of the native core, called itself, gives what the Python search gives; so
    do the search's entry points, which run the core. The core is called directly because the
    entry points answer a board the core refuses (a ValueError) in Python: through them alone,
    a core that refused every board would still agree."""
    graph = native.graph_for(lexicon)
    assert graph, "the native core should load this word graph"
    points = search.points_by_length(search.rules_for(board, chosen_rules))
    edition_points = search.points_by_length(search.rules_for(board, None))
    python = search.python_solve(board, lexicon, chosen_rules)
    words = search.python_board_words(board, lexicon)
    lengths = sorted(Counter(map(len, words)).items())
    # Both searches visit dice in the same order, so even the first path of each word agrees.
    assert graph.solve(board.grid, points, board.cells, search.FoundWord) == (
        python.words,
        python.total_score,
    ), board.text
    assert graph.words(board.grid, edition_points) == words
    assert graph.tally(board.grid, points) == (python.word_count, python.total_score)
    assert graph.score(board.grid, points) == python.total_score
    assert sorted(graph.length_counts(board.grid, edition_points)) == lengths
    fast = search.solve(board, lexicon, chosen_rules)
    assert fast.words == python.words and fast.total_score == python.total_score
    assert fast.rules is python.rules
    assert search.board_words(board, lexicon) == words
    assert search.board_score(board, lexicon, chosen_rules) == python.total_score
    tally = search.board_tally(board, lexicon, chosen_rules)
    assert tally == (python.word_count, python.total_score)
    assert sorted(search.length_counts(board, lexicon)) == lengths


@pytest.mark.parametrize("side", [4, 5, 6])
def test_agree_on_seeded_random_boards_with_every_face(enable: Lexicon, side: int) -> None:
    rng = random.Random(side)
    boards = [random_board(rng, side, side) for _ in range(120)]
    special = {face for board in boards for face in board.faces if len(face) == 2 or face == "*"}
    assert special == {"An", "Er", "He", "In", "Qu", "Th", "*"}  # all of them were tried
    for board in boards:
        assert_agree(board, enable)


@pytest.mark.parametrize("dice", ["classic", "new", "big", "superbig"])
def test_agree_on_rolled_boards(enable: Lexicon, dice: str) -> None:
    rng = random.Random(38)
    for _ in range(150):
        assert_agree(roll(dice, rng), enable)


@settings(max_examples=60, deadline=None)
@given(data=st.data(), chosen_rules=rules)
def test_agree_on_any_shape(enable: Lexicon, data: st.DataObject, chosen_rules: Rules | None):
    rows, cols = data.draw(st.integers(1, 7)), data.draw(st.integers(1, 7))
    row = st.lists(faces, min_size=cols, max_size=cols)
    grid = data.draw(st.lists(row, min_size=rows, max_size=rows))
    assert_agree(Board(tuple(tuple(r) for r in grid)), enable, chosen_rules)


def test_largest_boards_beyond_64_dice(enable: Lexicon) -> None:
    rng = random.Random(12)
    for rows, cols in ((12, 12), (9, 8), (1, 12)):
        assert_agree(random_board(rng, rows, cols), enable)


def test_a_custom_lexicon_and_one_word(enable: Lexicon) -> None:
    tiny = Lexicon.from_words(["quit", "quits", "thin", "tea", "eat"], name="tiny")
    # The graph's serialized bytes are kept from loading until the core is handed them.
    assert tiny.graph_bytes == dawg.serialize(tiny.root, tiny.word_count)
    board = Board.parse("qu,i,t,s/th,in,*,e/e,a,t,s/r,r,r,r")
    assert {w.word for w in search.solve(board, tiny).words} == {"quit", "quits", "thin", "eat"}
    assert tiny.native_graph and tiny.graph_bytes is None
    assert_agree(board, tiny)


def test_statistics_are_the_same_for_the_same_seed(
    core_only: Lexicon, python_only: Lexicon, break_core: Callable[[Lexicon, str], None]
) -> None:
    # core_only: a board the core refused would fail the test, not be counted in Python.
    for dice in ("new", "superbig"):
        fast = board_stats.roll_chunk(dice, None, None, 7, 3, 60, lexicon=core_only)
        slow = board_stats.roll_chunk(dice, None, None, 7, 3, 60, lexicon=python_only)
        assert fast == slow
        assert fast.best_score > 0
    break_core(core_only, "Qu, two-letter faces and blanks")  # the test of this test
    with pytest.raises(AssertionError, match="refused"):
        board_stats.roll_chunk("superbig", None, None, 7, 3, 60, lexicon=core_only)


def test_graph_refuses_damaged_bytes(enable: Lexicon) -> None:
    data = bytearray(dawg.serialize(enable.root, enable.word_count))
    assert native.core is not None
    with pytest.raises(ValueError, match="word graph"):
        native.core.Graph(bytes(data[:-40]))
    with pytest.raises(ValueError, match="word graph"):
        native.core.Graph(b"BLDAWG\x00" + bytes(60))
    # An edge label that is no letter (the node's edges no longer match its mask).
    header = 25
    nodes, masks = int.from_bytes(data[9:13], "little"), int.from_bytes(data[21:25], "little")
    data[header + nodes + 4 * masks + 4 * nodes] = ord("{")
    with pytest.raises(ValueError, match="word graph"):
        native.core.Graph(bytes(data))


def test_bad_grids_are_refused_not_crashed(enable: Lexicon) -> None:
    graph = native.graph_for(enable)
    points = search.points_by_length(RULES["classic"])
    for grid in ((), (("A", "B"), ("C",)), (("Q",),), (("é",),), ((1,),), ("AB",)):
        with pytest.raises(ValueError):
            graph.score(grid, points)
    with pytest.raises(ValueError):
        graph.score((("A",),), [1, 2, 3])
    # A table refused halfway leaves the one in use whole.
    board = Board.parse("CATS/DOGS/EARN/TIME")
    expected = graph.score(board.grid, points)
    for bad in ([0] * 288 + ["x"], [0] * 288 + [-1]):
        with pytest.raises((ValueError, TypeError)):
            graph.score(board.grid, bad)
    assert graph.score(board.grid, points) == expected > 0


def test_pickled_lexicon_leaves_the_native_graph_behind(enable: Lexicon) -> None:
    native.graph_for(enable)
    copy = pickle.loads(pickle.dumps(enable))
    assert copy.native_graph is None and copy.graph_bytes is None
    board = Board.parse("CATS/DOGS/EARN/TIME")
    assert search.solve(board, copy).words == search.solve(board, enable).words
    assert copy.native_graph


def test_the_environment_variable_forces_the_python_search() -> None:
    probe = "from solver import native; print(native.core is None, native.core_in_use())"
    env = {**os.environ, native.PURE_PYTHON_ENV: "1"}
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=REPO, env=env, capture_output=True, text=True
    )
    assert out.stdout.strip() == f"True pure Python ({native.PURE_PYTHON_ENV} is set)"
    assert native.core_in_use().startswith("native")


def test_a_spanish_board_with_an_enye_is_searched_in_python_and_agrees() -> None:
    # The graph holds ñ (its 27th symbol); the core spells no Ñ face and refuses such a board,
    # and the search's entry points answer it in Python, as the Python search does.
    lexicon = Lexicon.from_words(["año", "años", "ano", "sano", "nos"], language="es")
    graph = native.graph_for(lexicon)
    assert graph, "the core loads a graph that holds ñ"
    with_enye = Board((("A", "Ñ", "O"), ("X", "N", "S"), ("X", "X", "X")))
    assert_answered_in_python(with_enye, lexicon)
    assert {w.word for w in search.solve(with_enye, lexicon).words} >= {"año", "años"}
    plain = Board((("S", "A", "N"), ("X", "O", "X"), ("X", "X", "X")))
    assert_agree(plain, lexicon)


def assert_answered_in_python(board: Board, lexicon: Lexicon) -> None:
    """The core refuses the board in every method, and each entry point of the search gives
    the Python search's answer instead of an error."""
    graph = native.graph_for(lexicon)
    points = search.points_by_length(search.rules_for(board, None))
    for refused in (
        lambda: graph.solve(board.grid, points, board.cells, search.FoundWord),
        *(
            lambda method=method: method(board.grid, points)
            for method in (graph.words, graph.tally, graph.score, graph.length_counts)
        ),
    ):
        with pytest.raises(ValueError):
            refused()
    python = search.python_solve(board, lexicon)
    words = search.python_board_words(board, lexicon)
    assert search.solve(board, lexicon).words == python.words
    assert search.board_words(board, lexicon) == words
    assert search.board_tally(board, lexicon) == (python.word_count, python.total_score)
    assert search.board_score(board, lexicon) == python.total_score
    assert Counter(dict(search.length_counts(board, lexicon))) == Counter(map(len, words))


# The tests of the tests: a core broken as it once was without any test noticing (issue 50)
# must fail assert_agree, while the app goes on answering the boards it refuses in Python.


@pytest.mark.parametrize(
    ("broken", "board"),
    [
        ("grids over 64 dice", "12x12"),
        ("grids over 64 dice", "9x8"),
        ("Qu, two-letter faces and blanks", "qu,i,t/s,e,a/t,e,r"),
        ("Qu, two-letter faces and blanks", "th,i,n/g,s,e/a,t,e"),
        ("Qu, two-letter faces and blanks", "c,a,t/*,e,s/r,a,t"),
    ],
)
def test_a_core_that_refuses_boards_fails_the_agreement(
    enable: Lexicon, break_core: Callable[[Lexicon, str], None], broken: str, board: str
) -> None:
    rng = random.Random(12)
    if "x" in board:
        rows, cols = map(int, board.split("x"))
        chosen = random_board(rng, rows, cols)
    else:
        chosen = Board.parse(board)
    fine = Board.parse("c,a,t,s/d,o,g,s/e,a,r,n/t,i,m,e")
    break_core(enable, broken)
    assert_agree(fine, enable)  # the broken core still searches the boards it takes
    with pytest.raises(ValueError, match="refused on purpose"):
        assert_agree(chosen, enable)
    assert_answered_in_python(chosen, enable)


def test_every_check_of_the_core_fails_when_it_refuses_special_faces(
    enable: Lexicon, break_core: Callable[[Lexicon, str], None]
) -> None:
    # The seeded boards of test_agree_on_seeded_random_boards_with_every_face: most of them
    # hold a special face, and each of those fails.
    break_core(enable, "Qu, two-letter faces and blanks")
    rng = random.Random(4)
    refused = 0
    for board in (random_board(rng, 4, 4) for _ in range(120)):
        try:
            assert_agree(board, enable)
        except ValueError:
            refused += 1
    assert refused > 60
