from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solver import FACES, Board, BoardError


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("abcd/efgh/ijkl/mnop", "A,B,C,D/E,F,G,H/I,J,K,L/M,N,O,P"),
        ("ABCD\nEFGH\nIJKL\nMNOP\n", "A,B,C,D/E,F,G,H/I,J,K,L/M,N,O,P"),
        ("qbcd/QUfgh/ijkl/mnop", "Qu,B,C,D/Qu,F,G,H/I,J,K,L/M,N,O,P"),
        ("Th, a, b / in c d / er he an", "Th,A,B/In,C,D/Er,He,An"),
        ("th e *\nq u i", "Th,E,*/Qu,U,I"),
        ("  a,b / c,d  ", "A,B/C,D"),
        # Rows side by side, separated by spaces or commas, as people type them.
        ("TNTB GDAR ELTE SISH", "T,N,T,B/G,D,A,R/E,L,T,E/S,I,S,H"),
        ("tntb, gdar, elte, sish", "T,N,T,B/G,D,A,R/E,L,T,E/S,I,S,H"),
        ("TNTB GDAR\nELTE SISH", "T,N,T,B/G,D,A,R/E,L,T,E/S,I,S,H"),
        ("quit abc efg", "Qu,I,T/A,B,C/E,F,G"),  # Qu is one face of a row
        ("An Er He In", "An,Er,He,In"),  # each group a face: one row, as before
    ],
)
def test_parse_accepts_every_documented_form(text: str, expected: str) -> None:
    board = Board.parse(text)
    assert board.text == expected
    assert Board.parse(board.text) == board


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("abcd/efg/ijkl", "row 2 has 3 faces but row 1 has 4"),
        ("ab/c", "row 2 has 1 face but row 1 has 2"),
        ("a,x1/c,d", "row 1, face 2: 'x1' is not a Boggle face"),
        ("ab,cd/ef,gh", "row 1, face 1: 'ab' is not a Boggle face"),
        ("ab/c3", "row 2, face 2: '3' is not a Boggle face"),
        ("a,b/c,zz", "row 2, face 2: 'zz' is not a Boggle face"),
        ("", "empty"),
        ("   \n ", "empty"),
        ("ab//cd", "empty row"),
        ("TNTB GDAR ELTE SIS", "row 4 has 3 faces but row 1 has 4"),
        ("TNTB G D A R", "'TNTB' is not one face, but 'G' is: write the rows separated by /"),
    ],
)
def test_bad_board_text_names_the_row_and_face(text: str, message: str) -> None:
    with pytest.raises(BoardError, match=message):
        Board.parse(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # As Boggle sites write a board: one run of 16, 25 or 36 faces is that square.
        ("perslatgsineters", "P,E,R,S/L,A,T,G/S,I,N,E/T,E,R,S"),
        ("quartsinedolestab", "Qu,A,R,T/S,I,N,E/D,O,L,E/S,T,A,B"),  # Qu is one face
        ("QARTSINEDOLESTAB", "Qu,A,R,T/S,I,N,E/D,O,L,E/S,T,A,B"),  # and so is a bare Q
        ("abcdefghijklmnopqurstuvwxy", "A,B,C,D,E/F,G,H,I,J/K,L,M,N,O/P,Qu,R,S,T/U,V,W,X,Y"),
        ("e*ae*ae*ae*ae*ae*ae*ae*ae*ae*ae*ae*a", "/".join(["E,*,A,E,*,A"] * 6)),
        ("thinthinthinthin", "T,H,I,N/T,H,I,N/T,H,I,N/T,H,I,N"),  # a run has no two-letter faces
        ("Th,In,Er,He,An,Qu,A,B,C,D,E,F,G,H,I,J", "Th,In,Er,He/An,Qu,A,B/C,D,E,F/G,H,I,J"),
        # A run short enough to be a row is still the one row it always was, squares included.
        ("cats", "C,A,T,S"),
        ("abcdefghi", "A,B,C,D,E,F,G,H,I"),
        ("abcdefghijkl", "A,B,C,D,E,F,G,H,I,J,K,L"),
        ("abcd/efgh/ijkl/mnop", "A,B,C,D/E,F,G,H/I,J,K,L/M,N,O,P"),
    ],
)
def test_one_long_run_with_a_square_count_is_a_square_board(text: str, expected: str) -> None:
    board = Board.parse(text)
    assert board.text == expected
    assert Board.parse(board.text) == board


@pytest.mark.parametrize(("count", "text"), [(13, "abcdefghijklm"), (15, "perslatgsineter")])
def test_a_long_run_that_is_not_square_says_how_to_write_rows(count: int, text: str) -> None:
    with pytest.raises(BoardError) as raised:
        Board.parse(text)
    message = str(raised.value)
    assert f"{count} faces in one row" in message
    assert f"{count} is not a square number" in message
    assert "16 faces make a 4x4 board" in message
    assert "write the rows separated by /, like ABCD/EFGH/IJKL/MNOP" in message


def test_a_square_run_larger_than_any_board_is_refused() -> None:
    with pytest.raises(BoardError, match="a board is at most 12 x 12 faces"):
        Board.parse("x" * 13 * 13)


def test_neighbours_of_corner_edge_and_middle() -> None:
    board = Board.parse("abc/def/ghi")
    assert sorted(board.neighbours[0]) == [1, 3, 4]
    assert sorted(board.neighbours[1]) == [0, 2, 3, 4, 5]
    assert sorted(board.neighbours[4]) == [0, 1, 2, 3, 5, 6, 7, 8]


def test_with_face_replaces_one_die_only() -> None:
    board = Board.parse("abc/def/ghi")
    changed = board.with_face((1, 1), "q")
    assert changed.text == "A,B,C/D,Qu,F/G,H,I"
    assert board.text == "A,B,C/D,E,F/G,H,I"


grids = st.integers(1, 6).flatmap(
    lambda cols: st.lists(
        st.lists(st.sampled_from(FACES), min_size=cols, max_size=cols), min_size=1, max_size=6
    )
)


@given(grids)
def test_canonical_text_round_trips(grid: list[list[str]]) -> None:
    board = Board(tuple(tuple(row) for row in grid))
    assert Board.parse(board.text) == board
    assert Board.parse(board.text.lower()) == board
