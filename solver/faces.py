"""The face vocabulary of Boggle dice: A-Z, Qu, the newer two-letter faces, the blank, and the
letters of other languages' editions that are letters of their own (the Spanish Ñ)."""

from __future__ import annotations

import string

BLANK = "*"
QU = "Qu"
TWO_LETTER_FACES: tuple[str, ...] = ("An", "Er", "He", "In", "Qu", "Th")
SINGLE_LETTER_FACES: tuple[str, ...] = tuple(string.ascii_uppercase)
# Q stands for Qu: no real die carries a bare Q.
ENGLISH_FACES: tuple[str, ...] = (
    tuple(f for f in SINGLE_LETTER_FACES if f != "Q") + TWO_LETTER_FACES + (BLANK,)
)
# Letters that another language plays as letters of their own, not as an accented A-Z: Spanish
# keeps Ñ apart from N (solver.folding). The word graph spells each with one symbol of its own.
EXTRA_LETTER_FACES: tuple[str, ...] = ("Ñ",)
# The letter each of those is written on, mark aside: what a reader that has not learnt the face
# takes it for (vision.recognise: the English face network, which reads English, French, German
# and Dutch dice, sees Ñ as N; Spanish reads with a network that learnt Ñ: vision.net).
BASE_LETTERS: dict[str, str] = {"Ñ": "N"}
# Every face a board may hold. The English faces come first and keep their order: the photo
# reader's face network was trained on exactly those (vision.net pins ENGLISH_FACES).
FACES: tuple[str, ...] = ENGLISH_FACES + EXTRA_LETTER_FACES

_BY_TOKEN: dict[str, str] = {face.lower(): face for face in FACES}
_BY_TOKEN["q"] = QU


class FaceError(ValueError):
    """A token that is not a Boggle face."""


def parse_face(token: str) -> str:
    """Return the canonical face for a token, case-insensitively (``q`` and ``QU`` give ``Qu``)."""
    face = _BY_TOKEN.get(token.strip().lower())
    if face is None:
        raise FaceError(f"unknown face {token!r}")
    return face


def face_letters(face: str) -> str:
    """The lowercase letters a face adds to a word; empty for the blank."""
    return "" if face == BLANK else face.lower()
