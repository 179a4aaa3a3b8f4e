"""What the table takes from a phone or the desktop: every limit the table sets (sizes, counts,
rates, timeouts, listed again in docs/table-api.md), the checks on each field of a request, done
before any work is done on it, and the error that refuses one (``TableError``, with the HTTP
status that says why).

The shapes of whole requests (JSON objects, the token, the player's key) are table.server's;
what a name, a word or a round's settings may be is here, so the server and the session
(table.session) refuse alike.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from solver import Board, HouseRules, parse_house_rules
from solver.explained import Explained

if TYPE_CHECKING:
    from table.journal import UnfinishedRound

# -- what one request may hold ------------------------------------------------------------------
MAX_NAME = 24
MAX_WORD = 40
MAX_WORD_ID = 64
MAX_SECONDS = 3600
MAX_BOARD_TEXT = 400
MAX_HOUSE_RULES = 20_000
MAX_JSON_BYTES = 64 * 1024
MAX_JSON_DEPTH = 8  # the API's deepest body is 2 levels; 20,000 levels overflowed the parser
MAX_PHOTO_BYTES = 40 * 1024 * 1024
MAX_FORM_PARTS = 8  # a multipart upload: the parts looked at before "photo" is given up on
MAX_FORM_FIELD_BYTES = 64 * 1024  # a part other than "photo" (skipped, never kept)

# -- what a table may hold -------------------------------------------------------------------------
MAX_PLAYERS = 16
MAX_WORDS_PER_PLAYER = 2_000  # a round's list: no board has that many words
WORDS_PER_SECOND = 5.0  # a player's sustained rate: no person types ten words a second
WORD_BURST = 10  # words a player may send at once (a retried batch after a lost network)
MAX_WAITING_PHOTOS = 3  # uploads being received or waiting to be read; more get 503
PHOTO_RETRY_SECONDS = 5  # the Retry-After of that 503
MAX_KEPT_PHOTOS = 100  # phone-photos/: the oldest go first beyond either cap
MAX_KEPT_PHOTO_BYTES = 512 * 1024 * 1024
MAX_STREAMS = 64  # open event streams (a few tabs per player)
STREAM_QUEUE = 64  # events waiting for one stream; a phone that falls behind is dropped

# -- connections -----------------------------------------------------------------------------------
MAX_CONNECTIONS = 256  # open at once, under the usual file limit of 1,024; oldest idle dropped
HEADER_SECONDS = 10.0  # from a request's first byte to its last header
BODY_SECONDS = 15.0  # a body's next bytes (a photo from a slow phone keeps going while they come)
PHOTO_BODY_SECONDS = 120.0  # a whole photo upload, however its bytes trickle in
IDLE_SECONDS = 15.0  # a kept-alive connection with no request
ACCEPT_LOG_SECONDS = 60.0  # one line per interval about failing accepts, never a loop

# Text a name or a word may not hold: controls (NUL...), format characters (bidi overrides,
# zero-width joiners and spaces, soft hyphens), lone surrogates, private use and unassigned
# code points; and characters that show nothing though they are letters to Unicode.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
_INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e\u17b4\u17b5")


class TableError(Explained, ValueError):
    """A request the table refuses, with the HTTP status that says why. The English message goes
    to the phones as ``error``; a known ``reason`` and its ``values`` go beside it, so the phone
    page and the desktop say it in their own language (solver.explained). ``retry_after``:
    seconds a client should wait before trying again (429, 503)."""

    def __init__(
        self,
        message: str,
        status: int = 400,
        *,
        reason: str = "",
        retry_after: float | None = None,
        **values: Any,
    ) -> None:
        super().__init__(message, reason=reason, **values)
        self.status = status
        self.retry_after = retry_after

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self), self.status), self.__dict__)


def clean_text(value: str) -> str:
    """``value`` in NFC, so that "é" typed two ways is one name; TableError naming the first
    character the table refuses (a control, a bidi override, a zero-width or invisible
    character, a lone surrogate), so that no name can pass for another's."""
    for ch in value:
        if unicodedata.category(ch) in _REFUSED_CATEGORIES or ch in _INVISIBLE:
            code = f"U+{ord(ch):04X}"
            if unicodedata.category(ch) == "Cc":
                raise TableError(
                    f"names and words cannot hold control characters ({code})",
                    reason="table.name_control",
                )
            raise TableError(
                f"names and words cannot hold the invisible or unpaired character {code}",
                reason="table.bad_character",
                code=code,
            )
    return unicodedata.normalize("NFC", value)


def clean_name(value: Any) -> str:
    """A player's name as the table keeps it: text in NFC, whitespace folded, nothing
    invisible."""
    if not isinstance(value, str):
        raise TableError("a player's name is text")
    if len(value) > 4 * MAX_NAME:  # long before folding: refused without looking further
        raise _name_too_long()
    name = " ".join(clean_text(value).split())
    if not name:
        raise TableError("a player needs a name", reason="round.no_name")
    if len(name) > MAX_NAME:
        raise _name_too_long()
    return name


def _name_too_long() -> TableError:
    return TableError(
        f"a player's name is at most {MAX_NAME} characters",
        reason="table.name_too_long",
        limit=MAX_NAME,
    )


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
    if house is not None and not _encodable(house):
        raise TableError("the house rules hold an unpaired surrogate")
    return RoundSettings(float(seconds), cancel, house)


def check_word(word: Any, word_id: Any) -> str:
    """A word from a phone, in NFC, and the id the phone gave it (so that a retry counts
    once)."""
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
    clean_text(word_id)
    return clean_text(word)


def check_board_text(text: Any) -> str:
    """A board typed or fixed on a phone, short enough to parse (solver.Board.parse says what
    else is wrong with it)."""
    if not isinstance(text, str) or len(text) > MAX_BOARD_TEXT:
        raise TableError('send {"board": "A,B,C,D/..."}')
    return text


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_json(data: Any) -> None:
    """A parsed JSON body: no deeper than ``MAX_JSON_DEPTH``, and no text that UTF-8 cannot
    write (a lone surrogate, sent as ``"\\ud800"``, would fail every write of it later)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            items: list[Any] = [*value.keys(), *value.values()]
        elif isinstance(value, list):
            items = value
        else:
            if isinstance(value, str) and not _encodable(value):
                clean_text(value)  # names the unpaired surrogate
            continue
        if depth >= MAX_JSON_DEPTH and any(isinstance(v, dict | list) for v in items):
            raise TableError(f"a request's JSON is at most {MAX_JSON_DEPTH} levels deep")
        stack.extend((item, depth + 1) for item in items)


def not_kept(error: OSError) -> TableError:
    """The disk refused a write the table needs before it answers (a full disk, a folder made
    read-only): nothing was counted, and the same request may be tried again."""
    return TableError(
        f"the table could not write to its disk ({error.strerror or error}): try again",
        503,
        reason="table.not_kept",
        retry_after=2,
    )


def checked_round(saved: UnfinishedRound) -> tuple[Board, HouseRules | None]:
    """The board and house rules of a journal's round; ValueError for values no round can have
    (the journal parsed, but a hand or a bug wrote what the table would never)."""
    board = Board.parse(saved.board)
    if not 1 <= saved.seconds <= MAX_SECONDS or not 0 <= saved.seconds_left <= saved.seconds:
        raise ValueError(f"a round of {saved.seconds:g} seconds with {saved.seconds_left:g} left")
    if not isinstance(saved.cancel, bool):
        raise ValueError("the cancellation switch is not true or false")
    for name in saved.players:
        clean_name(name)
    if saved.house is None:
        return board, None
    rules = parse_house_rules(saved.house)
    rules.check_board(board)
    return board, rules
