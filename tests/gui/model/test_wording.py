"""What the player reads: die reports, announcements, captions; rich text stays escaped."""

from __future__ import annotations

from gui.model.document import face_for_key
from gui.model.memory import MAX_RECENT_FILES, with_corrections, with_recent
from gui.model.wording import (
    check_verdict,
    die_report,
    document_title,
    path_caption,
    reading_announcement,
)
from solver import WordCheck
from vision.result import DieReading

DIE = DieReading(
    row=0, col=1, face="O", confidence=0.42, alternatives=(("O", 0.42), ("Q", 0.3)),
    rotation=0, outline=((0, 0), (1, 0), (1, 1), (0, 1)),
)  # fmt: skip


def test_a_die_report_says_what_was_read_and_how_sure():
    assert die_report((0, 1), "O", DIE) == (
        "Row 1, column 2: read as O, 42% sure; could also be Q. "
        "Type the right letter if it is wrong."
    )
    assert die_report((0, 1), "D", DIE, corrected=True) == (
        "Row 1, column 2: D (you corrected it; the photo was read as O)."
    )
    assert die_report((2, 2), "*") == "Row 3, column 3: blank. Type a letter to change it."


def test_announcements_and_captions():
    assert reading_announcement(0, 0) is None
    assert reading_announcement(2, 1) == (
        "Read the board; your 2 earlier correction(s) were reapplied; 1 die looks uncertain "
        "(marked <b>?</b>): press F3 to visit them."
    )
    assert [path_caption(i, n) for i, n in ((0, 0), (0, 1), (1, 3))] == [
        "",
        "One path",
        "Path 2 of 3",
    ]
    assert document_title(None) == "Rolled or typed board"
    assert document_title("board.jpg") == "board.jpg"  # Qt adds the app's name once


def test_a_checked_word_is_shown_as_typed():
    verdict = check_verdict(WordCheck("<b>", False, "not a word"))
    assert "&lt;b&gt;" in verdict and "<b>&lt;" in verdict
    assert check_verdict(None) == "The dictionary is still loading."


def test_keys_type_faces():
    assert [face_for_key(key) for key in ("a", "q", "*", "1", "", "é")] == [
        "A",
        "Qu",
        "*",
        None,
        None,
        None,
    ]


def test_remembered_lists_are_trimmed():
    recent = [str(n) for n in range(MAX_RECENT_FILES)]
    assert with_recent(recent, "5")[:2] == ["5", "0"]
    assert len(with_recent(recent, "new")) == MAX_RECENT_FILES
    stored = with_corrections({"a": {1: 1}, "b": {2: 2}}, "a", {3: 3})
    assert list(stored) == ["b", "a"]  # the newest last
    assert "a" not in with_corrections(stored, "a", {})
