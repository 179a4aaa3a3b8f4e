"""The plain document model and its JSON form (no Qt involved)."""

from __future__ import annotations

import json

import pytest
from model_testing import MISREAD_CELL, MISREAD_FACE, TRUE_BOARD, reading_from_synth

from gui.model.document import BoardDocument, document_from_reading, move_cell, step_cell
from gui.model.serialise import (
    corrections_from_json,
    corrections_to_json,
    document_from_json,
    document_to_json,
)
from solver import Board


@pytest.fixture
def read_document(synth_photo, photo_path) -> BoardDocument:
    reading = reading_from_synth(synth_photo, {MISREAD_CELL: MISREAD_FACE, (3, 3): "Z"})
    return document_from_reading(photo_path, "digest", reading, {})


def test_corrections_are_the_difference_from_the_reading(read_document):
    assert read_document.corrections() == {}
    assert read_document.uncertain_cells() == [MISREAD_CELL, (3, 3)]
    fixed = read_document.with_face(MISREAD_CELL, "C")
    assert fixed.corrections() == {MISREAD_CELL: "C"}
    assert fixed.uncertain_cells() == [(3, 3)]
    assert "you corrected it" in fixed.describe_die(MISREAD_CELL)
    assert "unsure: could be X or C" in read_document.describe_die(MISREAD_CELL)
    assert "%" not in read_document.describe_die(MISREAD_CELL)


def test_likely_faces_leave_out_the_face_shown(read_document):
    # The reader saw X (0.3) and thought C next (0.25); a sure die offers nothing.
    assert read_document.likely_faces(MISREAD_CELL) == (("C", 0.25),)
    assert read_document.likely_faces((1, 1)) == ()
    # After a fix to C, going back to the face read is the offer; to another face, both.
    assert read_document.with_face(MISREAD_CELL, "C").likely_faces(MISREAD_CELL) == (("X", 0.3),)
    other = read_document.with_face(MISREAD_CELL, "K").likely_faces(MISREAD_CELL)
    assert other == (("X", 0.3), ("C", 0.25))
    assert read_document.resized(5).likely_faces(MISREAD_CELL) == ()


def test_earlier_corrections_are_reapplied(synth_photo, photo_path):
    reading = reading_from_synth(synth_photo, {MISREAD_CELL: MISREAD_FACE})
    document = document_from_reading(photo_path, "d", reading, {MISREAD_CELL: "C", (9, 9): "A"})
    assert document.board == TRUE_BOARD
    assert document.corrections() == {MISREAD_CELL: "C"}


def test_next_uncertain_wraps_round(read_document):
    assert read_document.next_uncertain(None) == MISREAD_CELL
    assert read_document.next_uncertain(MISREAD_CELL) == (3, 3)
    assert read_document.next_uncertain((3, 3)) == MISREAD_CELL


def test_resize_keeps_faces_and_drops_the_overlay(read_document):
    bigger = read_document.resized(5)
    assert (bigger.board.rows, bigger.board.cols) == (5, 5)
    assert bigger.board.grid[0][:4] == read_document.board.grid[0]
    assert bigger.board.face((4, 4)) == "*"
    assert not bigger.has_photo_overlay
    assert bigger.corrections() == {}
    assert bigger.resized(4).board == read_document.board


def test_keyboard_moves():
    board = Board.parse("ABCD/EFGH/IJKL/MNOP")
    assert move_cell(board, (0, 0), -1, 0) == (0, 0)
    assert move_cell(board, (3, 3), 0, 1) == (3, 3)
    assert step_cell(board, (0, 3), 1) == (1, 0)
    assert step_cell(board, (3, 3), 1) == (0, 0)
    assert step_cell(board, None, -1) == (3, 3)


def test_document_json_round_trip(read_document):
    edited = read_document.with_face(MISREAD_CELL, "C")
    restored = document_from_json(json.loads(json.dumps(document_to_json(edited))))
    assert restored.board == edited.board
    assert restored.reading is not None
    assert restored.reading.grid == read_document.reading.grid
    assert restored.corrections() == {MISREAD_CELL: "C"}


def test_document_json_drops_a_vanished_photo(read_document, photo_path):
    data = document_to_json(read_document)
    photo_path.unlink()
    restored = document_from_json(data)
    assert restored.photo is None and restored.reading is None
    assert restored.board == read_document.board


@pytest.mark.parametrize(
    "data",
    [None, [], {"board": 3}, {"board": "AB/C"}, {"board": "ABCD", "photo": 1, "reading": {}}],
)
def test_bad_document_json_raises_value_error(data):
    if isinstance(data, dict) and data.get("board") == "ABCD":
        assert document_from_json(data).board.text == "A,B,C,D"  # photo ignored, board kept
        return
    with pytest.raises(ValueError):
        document_from_json(data)


def test_corrections_json_round_trip():
    corrections = {(0, 1): "Qu", (2, 3): "*"}
    assert corrections_from_json(corrections_to_json(corrections)) == corrections
    with pytest.raises(ValueError):
        corrections_from_json({"0,1": "Q9"})
