"""How a round's results read: the words' statuses in the player's terms, the totals."""

from __future__ import annotations

from collections.abc import Sequence

from gui.model.translation import QT_TRANSLATE_NOOP, plural, translate
from solver import RoundResult, WordResult

STATUS_CAPTIONS = {
    "counted": QT_TRANSLATE_NOOP("RoundWording", "counted"),
    "cancelled": QT_TRANSLATE_NOOP("RoundWording", "cancelled: another player found it"),
    "duplicate": QT_TRANSLATE_NOOP("RoundWording", "listed twice"),
    "too-short": QT_TRANSLATE_NOOP("RoundWording", "too short"),
    "not-in-dictionary": QT_TRANSLATE_NOOP("RoundWording", "not in the dictionary"),
    "not-on-board": QT_TRANSLATE_NOOP("RoundWording", "not on the board"),
}

# The colour each status is drawn in: counted green, cancelled grey, the rest red.
STATUS_COLOURS = {"counted": "#1b7a3a", "cancelled": "#7a7f87"}
INVALID_COLOUR = "#b3261e"


def status_caption(status: str) -> str:
    return (
        translate("RoundWording", STATUS_CAPTIONS[status]) if status in STATUS_CAPTIONS else status
    )


def status_colour(status: str) -> str:
    return STATUS_COLOURS.get(status, INVALID_COLOUR)


def word_tally(words: Sequence[WordResult]) -> str:
    """``3 counted, 1 cancelled, 2 not counted``: a player's list in a line."""
    counted = sum(1 for w in words if w.status == "counted")
    cancelled = sum(1 for w in words if w.status == "cancelled")
    invalid = len(words) - counted - cancelled
    return translate(
        "RoundWording", "{counted} counted, {cancelled} cancelled, {invalid} not counted"
    ).format(counted=counted, cancelled=cancelled, invalid=invalid)


def standings(result: RoundResult) -> str:
    """``Ann 12 · Bob 9`` best first, then what the board held."""
    players = sorted(result.players, key=lambda p: -p.score)
    scores = " · ".join(f"{p.name} {p.score}" for p in players)
    held = translate("RoundWording", "the board held {words} words worth {points} points").format(
        words=result.board_words, points=result.board_score
    )
    switch = (
        translate("RoundWording", "shared words cancelled")
        if result.cancel
        else translate("RoundWording", "shared words score for all")
    )
    return f"{scores} — {held} ({switch})"


def entered_verdict(word: str, ok: bool, reason: str, points: int) -> str:
    """What the entry line says after Enter."""
    if ok:
        return plural(
            points,
            translate("RoundWording", "✓ {word}: %n point", "", points),
            translate("RoundWording", "✓ {word}: %n points", "", points),
        ).format(word=word.upper())
    return translate("RoundWording", "✗ {word}: {reason}").format(word=word.upper(), reason=reason)
