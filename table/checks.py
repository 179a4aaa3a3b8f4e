"""What the table takes from a phone or the desktop: the limits on each field of a request,
checked before any work is done on it, and the error that refuses one (``TableError``, with the
HTTP status that says why).

The shapes of whole requests (JSON objects, their sizes, the token) are table.server's; what a
name, a word or a round's settings may be is here, so the server and the session (table.session)
refuse alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solver.explained import Explained

MAX_NAME = 24
MAX_WORD = 40
MAX_WORD_ID = 64
MAX_SECONDS = 3600
MAX_BOARD_TEXT = 400
MAX_HOUSE_RULES = 20_000


class TableError(Explained, ValueError):
    """A request the table refuses, with the HTTP status that says why. The English message goes
    to the phones as ``error``; a known ``reason`` and its ``values`` go beside it, so the phone
    page and the desktop say it in their own language (solver.explained)."""

    def __init__(self, message: str, status: int = 400, *, reason: str = "", **values: Any) -> None:
        super().__init__(message, reason=reason, **values)
        self.status = status

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self), self.status), self.__dict__)


def clean_name(value: Any) -> str:
    """A player's name as the table keeps it: text, whitespace folded, no control characters."""
    if not isinstance(value, str):
        raise TableError("a player's name is text")
    if any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in value):
        raise TableError(
            "a player's name cannot hold control characters", reason="table.name_control"
        )
    name = " ".join(value.split())
    if not name:
        raise TableError("a player needs a name", reason="round.no_name")
    if len(name) > MAX_NAME:
        raise TableError(
            f"a player's name is at most {MAX_NAME} characters",
            reason="table.name_too_long",
            limit=MAX_NAME,
        )
    return name


@dataclass(frozen=True)
class RoundSettings:
    """A round asked for: its length, whether words two players found cancel, and the house
    rules' TOML text (None: the table's rules)."""

    seconds: float
    cancel: bool
    house: str | None


def round_settings(seconds: Any, cancel: Any, house: Any) -> RoundSettings:
    """The round a phone or the desktop asked for, checked (the house rules' TOML is parsed
    by the session, which says what is wrong in it)."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise TableError('send {"seconds": 180}')
    if not 1 <= seconds <= MAX_SECONDS:
        raise TableError(f"a round lasts 1 to {MAX_SECONDS} seconds")
    if not isinstance(cancel, bool):
        raise TableError('"cancel" is true or false')
    if house is not None and (not isinstance(house, str) or len(house) > MAX_HOUSE_RULES):
        raise TableError('"house" is the house rules\' TOML text')
    return RoundSettings(float(seconds), cancel, house)


def check_word(word: Any, word_id: Any) -> None:
    """A word from a phone, and the id the phone gave it (so that a retry counts once)."""
    if not isinstance(word, str):
        raise TableError("a word is text")
    if len(word) > MAX_WORD:
        raise TableError(
            f"a word is at most {MAX_WORD} letters",
            reason="table.word_too_long",
            limit=MAX_WORD,
        )
    if not isinstance(word_id, str) or not 0 < len(word_id) <= MAX_WORD_ID:
        raise TableError(f'"id" is text of 1 to {MAX_WORD_ID} characters, chosen by the phone')


def check_board_text(text: Any) -> str:
    """A board typed or fixed on a phone, short enough to parse (solver.Board.parse says what
    else is wrong with it)."""
    if not isinstance(text, str) or len(text) > MAX_BOARD_TEXT:
        raise TableError('send {"board": "A,B,C,D/..."}')
    return text
