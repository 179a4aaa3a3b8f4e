"""The app model without Qt: edits and undo, reading photos (stale answers dropped), what is
remembered, and what the player is told."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from model_testing import MISREAD_CELL, MISREAD_FACE, TRUE_BOARD

from gui.model.app import AppModel, dice_set_for_size
from gui.model.document import BoardDocument
from gui.model.memory import RememberedValues
from gui.model.reading import Offer, PhotoRead, PhotoReadError, ReadingState
from solver import Board, Lexicon
from vision.errors import NoBoardError, NotAnImageError
from vision.result import BoardReading

BOARD = Board.parse("CATS/ROPE/MINT/LUGS")


class Recorded:
    """Every event a model sends, by name, in order."""

    def __init__(self, model: AppModel) -> None:
        self.events: list[tuple[str, tuple[object, ...]]] = []
        for name in ("document_changed", "notice", "status", "read_wanted", "read_cancelled",
                     "reading_finished", "photo_view_wanted", "recent_changed"):  # fmt: skip
            getattr(model, name).connect(lambda *args, n=name: self.events.append((n, args)))

    def of(self, name: str) -> list[tuple[object, ...]]:
        return [args for event, args in self.events if event == name]


@pytest.fixture
def memory() -> RememberedValues:
    return RememberedValues()


@pytest.fixture
def model(memory: RememberedValues) -> AppModel:
    model = AppModel(memory, BoardDocument(BOARD), random.Random(3))
    model.words.choose_dictionary("enable")
    model.words.dictionary_loaded(1, Lexicon.from_words(["cats", "cat", "rope", "mint"]))
    return model


def test_edits_go_through_the_recorder_and_undo_applies_the_document_before(model):
    undo: list[tuple[BoardDocument, BoardDocument, str]] = []
    model.set_recorder(lambda before, after, text: (undo.append((before, after, text)),
                                                     model.apply(after)))  # fmt: skip
    model.set_face((0, 0), "Qu")
    model.set_face((0, 0), "Qu")  # no change, nothing recorded
    assert [text for _, _, text in undo] == ["Set die 1,1 to Qu"]
    assert model.document.board.face((0, 0)) == "Qu"
    model.apply(undo[0][0])
    assert model.document.board == BOARD


def test_a_new_document_is_shown_solved_and_remembered(model, memory):
    seen = Recorded(model)
    model.set_face((1, 0), "*")
    assert seen.of("document_changed") == [(model.document,)]
    assert memory.document == model.document
    assert model.words.solution is not None and model.words.solution.board == model.document.board
    assert "rope" not in {found.word for found in model.words.solution.words}


def test_rolling_keeps_the_board_size_and_hides_the_banner(model):
    model.resize(5)
    seen = Recorded(model)
    model.roll_same_size()
    assert (model.document.board.rows, model.document.board.cols) == (5, 5)
    assert seen.of("notice") == [(None,)]
    assert dice_set_for_size(4) == "classic" and dice_set_for_size(6) == "superbig"


def _read(path: Path, reading: BoardReading) -> PhotoRead:
    return PhotoRead(path, "digest-1", object(), reading)


def test_a_photo_read_becomes_the_document_with_its_corrections(model, memory, misread, tmp_path):
    memory.set_corrections("digest-1", {(3, 3): "E"})
    seen = Recorded(model)
    request = model.open_photo(tmp_path / "board.jpg")
    assert seen.of("read_wanted") == [(tmp_path / "board.jpg", request)]
    assert model.reading.state is ReadingState.READING
    model.photo_read(request, _read(tmp_path / "board.jpg", misread))
    document = model.document
    assert document.photo == tmp_path / "board.jpg"
    assert document.board.face((3, 3)) == "E"
    assert document.board.face(MISREAD_CELL) == MISREAD_FACE
    assert model.reading.state is ReadingState.READ
    assert memory.recent_files == [str(tmp_path / "board.jpg")]
    assert seen.of("photo_view_wanted") == [(True,)]
    assert seen.of("reading_finished") == [(True,)]
    banner = seen.of("notice")[-1][0]
    assert "1 earlier correction was reapplied" in banner.text
    assert "1 die looks uncertain" in banner.text


def test_only_the_newest_read_counts(model, misread, tmp_path):
    first = model.open_photo(tmp_path / "old.jpg")
    seen = Recorded(model)
    second = model.open_photo(tmp_path / "new.jpg")
    assert seen.of("read_cancelled") == [(first,)]
    model.photo_read(first, _read(tmp_path / "old.jpg", misread))
    assert model.document.photo is None  # replaced by the newer photo: dropped
    model.photo_read(second, _read(tmp_path / "new.jpg", misread))
    assert model.document.photo == tmp_path / "new.jpg"


def test_a_cancelled_read_leaves_the_board_as_it_was(model, misread, tmp_path):
    before = model.document
    request = model.open_photo(tmp_path / "board.jpg")
    seen = Recorded(model)
    model.cancel_reading()
    assert seen.of("read_cancelled") == [(request,)]
    assert seen.of("status") == [("Reading cancelled; the board is as it was.", 4000)]
    assert model.reading.state is ReadingState.CANCELLED
    model.photo_read(request, _read(tmp_path / "board.jpg", misread))
    assert model.document == before


def test_no_board_found_keeps_the_photo_with_a_blank_board(model, tmp_path):
    request = model.open_photo(tmp_path / "table.jpg")
    seen = Recorded(model)
    error = PhotoReadError(tmp_path / "table.jpg", object(), NoBoardError("no board"), "d2")
    model.photo_failed(request, error)
    document = model.document
    assert document.has_unread_photo and document.board.text == "*,*,*,*/*,*,*,*/*,*,*,*/*,*,*,*"
    notice = seen.of("notice")[-1][0]
    assert notice.level == "warning" and notice.offer is Offer.TYPE_BOARD
    assert model.reading.state is ReadingState.FAILED and "No Boggle board" in model.reading.reason
    assert seen.of("reading_finished") == [(False,)]

    model.enter_board(TRUE_BOARD, "Type a board")  # typed beside the photo, shown rendered
    assert model.document.photo == tmp_path / "table.jpg"
    assert seen.of("photo_view_wanted")[-1] == (False,)


def test_a_file_that_is_no_image_changes_nothing(model, tmp_path):
    before = model.document
    request = model.open_photo(tmp_path / "<b>x.jpg")
    seen = Recorded(model)
    model.photo_failed(request, PhotoReadError(tmp_path / "<b>x.jpg", None, NotAnImageError("bad")))
    notice = seen.of("notice")[-1][0]
    assert notice.level == "error" and notice.offer is None
    assert "&lt;b&gt;x.jpg" in notice.text
    assert model.document == before


def test_a_restored_photo_that_changed_on_disk_is_dropped(memory, misread, tmp_path):
    document = BoardDocument(TRUE_BOARD, tmp_path / "board.jpg", "old-digest", misread)
    model = AppModel(memory, document)
    seen = Recorded(model)
    model.pixels_loaded(tmp_path / "board.jpg", "new-digest", object())
    assert model.document == BoardDocument(TRUE_BOARD)
    assert "has changed" in seen.of("status")[0][0]


def test_pasted_text_that_is_no_board_is_explained(model):
    seen = Recorded(model)
    model.enter_text("ABC/DE")
    assert seen.of("notice")[0][0].level == "warning"
    model.enter_text("ABCD/EFGH/IJKL/MNOP")
    assert model.document.board.text == "A,B,C,D/E,F,G,H/I,J,K,L/M,N,O,P"


def test_the_face_picker_needs_a_selected_die(model):
    seen = Recorded(model)
    model.choose_face(None, "Th")
    model.choose_face((2, 2), "Th")
    assert [text for text, _ in seen.of("status")] == [
        "Select a die first, then choose its face.",
        "Die 3,3 set to Th",
    ]
    assert model.document.board.face((2, 2)) == "Th"


def test_marks_step_back_while_a_word_is_shown(model, misread, tmp_path):
    model.photo_read(model.open_photo(tmp_path / "board.jpg"), _read(tmp_path / "b.jpg", misread))
    assert model.document.marks() and not model.marks_subdued
    rope = next(found for found in model.words.solution.words if found.word == "rope")
    model.words.select_word(rope)
    assert model.marks_subdued
    model.words.select_word(None)
    assert not model.marks_subdued


def _fail(model: AppModel, path: Path) -> None:
    request = model.open_photo(path)
    model.photo_failed(request, PhotoReadError(path, object(), NoBoardError("no board"), "d3"))


def test_a_relaunch_after_a_photo_with_no_board_shows_the_board_before_it(model, memory, tmp_path):
    before = model.document
    _fail(model, tmp_path / "table.jpg")
    assert model.document.is_blank_unread_photo
    # What is kept: the board from before the photo, and the photo with why it failed.
    assert memory.document == before == model.document_to_keep
    assert memory.unread_photo is not None and memory.unread_photo.path == str(
        tmp_path / "table.jpg"
    )
    assert "No Boggle board found" in memory.unread_photo.reason

    relaunched = AppModel(memory, memory.document)
    seen = Recorded(relaunched)
    relaunched.refresh()
    assert relaunched.document == before
    assert memory.unread_photo is not None  # still there until it has been said
    relaunched.recall()
    (notice,) = [args[0] for args in seen.of("notice")]
    assert notice.offer is Offer.OPEN_AGAIN and notice.level == "info"
    assert "<b>table.jpg</b>" in notice.text and "No Boggle board found" in notice.text
    relaunched.open_recalled_photo()
    assert seen.of("read_wanted")[-1][0] == tmp_path / "table.jpg"


def test_a_board_typed_over_a_photo_with_no_board_is_what_is_kept(model, memory, tmp_path):
    _fail(model, tmp_path / "table.jpg")
    model.enter_board(TRUE_BOARD, "Type a board")
    assert memory.document == model.document and memory.document.board == TRUE_BOARD
    assert memory.document.photo == tmp_path / "table.jpg" and memory.unread_photo is None
    relaunched = AppModel(memory, memory.document)
    seen = Recorded(relaunched)
    relaunched.recall()
    assert seen.of("notice") == []


def test_undoing_a_photo_with_no_board_forgets_it(model, memory, tmp_path):
    undo: list[BoardDocument] = []
    model.set_recorder(lambda before, after, _text: (undo.append(before), model.apply(after)))
    before = model.document
    _fail(model, tmp_path / "table.jpg")
    model.apply(undo[-1])
    assert model.document == before == memory.document and memory.unread_photo is None
