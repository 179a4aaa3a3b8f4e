"""The lower layers' errors said again in the player's language: every reason raised has its
sentence, every sentence fills in from the values its errors carry, and the English message
(the command line's) is left as it was."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from gui.model import translation
from gui.model.error_text import SENTENCES, explain, explain_sentence
from gui.model.round import Round, RoundError
from solver import Board, BoardError, LexiconError
from solver.lexicon import Lexicon
from solver.wordlist import decode
from vision.errors import VisionError
from vision.load import load_image

ROOT = Path(__file__).resolve().parents[3]
RAISED = re.compile(r"""reason=["']([a-z_]+\.[a-z_]+)["']""")


@pytest.fixture
def marked() -> Iterator[None]:
    """A stand-in language that marks every translated sentence: a sentence that could not
    be filled in falls back to the English message, which has no mark."""
    translation.install(lambda _context, text, _d=None, _n=-1: f"«{text}»")
    yield
    translation.install(None)


def test_every_reason_the_code_raises_has_a_sentence():
    raised = {
        reason
        for package in ("solver", "vision", "gui", "table")
        for source in (ROOT / package).rglob("*.py")
        for reason in RAISED.findall(source.read_text(encoding="utf-8"))
    }
    assert raised  # the scan found the raise sites
    assert raised - set(SENTENCES) == set()


def _raised(action: Callable[..., object], *args: object) -> Exception:
    try:
        action(*args)
    except (BoardError, LexiconError, VisionError, RoundError) as error:
        return error
    raise AssertionError("nothing was raised")


def real_errors() -> list[Exception]:
    """Errors raised the way the app meets them, one for most reasons."""
    lexicon = Lexicon.from_words(["cat"])
    board = Board.parse("CATS/ROPE/MINT/LUGS")
    errors = [
        _raised(Board.parse, text)
        for text in (
            "",
            "ab//cd",
            "ab/abc",
            "a1bc",
            "abcdefghijklmnopq",
            "x" * 13 + "/" + "y" * 13,
            "TNTB G D A R",
        )
    ]
    errors += [
        _raised(decode, raw, "words.txt", True)
        for raw in (b"   ", b"\x00\x01\x02 binary", b"caf\xe9\n", "cafÃ©\n".encode(), b"\x1f\x8bxx")
    ]
    errors.append(_raised(lambda: Lexicon.from_bytes(b"123\n456\n", "digits.txt")))
    errors.append(_raised(lambda: Lexicon.load(ROOT / "no such list.txt")))
    errors += [_raised(load_image, data) for data in (b"", b"not an image at all")]
    round_ = Round(board, lexicon, None, ["Ann"])
    errors.append(_raised(lambda: round_.add_player("Ann")))
    errors.append(_raised(lambda: round_.add_player("  ")))
    errors.append(_raised(lambda: round_.enter_word("Ann", "cat")))
    return errors


def test_each_real_error_is_said_again_with_its_own_values(marked):
    for error in real_errors():
        assert error.reason in SENTENCES, error
        said = explain(error)
        assert said.startswith("«") and said.endswith("»"), (error, said)
        assert "{" not in said, said  # every placeholder filled in


def test_english_keeps_the_errors_own_words():
    for error in real_errors():
        assert explain(error) == str(error)
    assert explain(ValueError("something new")) == "something new"
    board_error = _raised(lambda: Board.parse("ab/abc"))
    assert explain_sentence(board_error) == (
        "Row 2 has 3 faces but row 1 has 2 faces: every row needs the same number of faces."
    )
