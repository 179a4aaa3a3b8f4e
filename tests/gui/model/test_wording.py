"""What the player reads: die reports, announcements, captions; rich text stays escaped."""

from __future__ import annotations

from dataclasses import replace

from gui.model.document import face_for_key
from gui.model.memory import MAX_RECENT_FILES, with_corrections, with_recent
from gui.model.wording import (
    check_verdict,
    confidence_words,
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


def _die(confidence: float, *alternatives: tuple[str, float]) -> DieReading:
    return replace(DIE, confidence=confidence, alternatives=alternatives)


def test_a_die_report_says_what_was_read_and_how_sure_in_words():
    assert die_report((0, 1), "O", DIE) == (
        "Row 1, column 2: unsure: could be O or Q. Type the right letter if it is wrong."
    )
    assert die_report((0, 1), "D", DIE, corrected=True) == (
        "Row 1, column 2: D (you corrected it; the photo was read as O)."
    )
    assert die_report((2, 2), "*") == "Row 3, column 3: blank. Type a letter to change it."


def test_confidence_is_never_a_bare_percentage():
    # A die read right but at 0: the player is told what it could be, not "0% sure".
    assert confidence_words(_die(0.0, ("S", 0.0), ("O", 0.0), ("E", 0.0), ("G", 0.0))) == (
        "unsure: could be O, S or E"  # the face read, then the next two guesses
    )
    assert confidence_words(_die(0.2)) == "unsure: could be O"
    assert confidence_words(_die(0.7, ("Q", 0.2))) == "unsure: could be O or Q"
    # Confidences are probabilities: 1 in 100 is a rival worth naming, 1 in 1,000 is not.
    assert confidence_words(_die(0.99, ("Q", 0.01))) == "read as O, fairly sure; could also be Q"
    assert confidence_words(_die(0.99, ("Q", 0.0))) == "read as O, sure"
    assert confidence_words(_die(0.99)) == "read as O, sure"
    assert confidence_words(_die(0.999, ("Q", 0.001))) == "read as O, sure"
    for confidence in (0.0, 0.3, 0.5, 0.8, 1.0):
        assert "%" not in confidence_words(_die(confidence, ("Q", 0.1)))


def test_announcements_and_captions():
    assert reading_announcement(0, 0) is None
    assert reading_announcement(2, 1) == (
        "Read the board; your 2 earlier corrections were reapplied; 1 die looks uncertain "
        "(marked <b>?</b>): press F3 to visit it."
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
