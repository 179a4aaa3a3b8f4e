"""How a round's results read: the words' statuses in the player's terms, the totals."""

from __future__ import annotations

from collections.abc import Sequence

from solver import RoundResult, WordResult

STATUS_CAPTIONS = {
    "counted": "counted",
    "cancelled": "cancelled: another player found it",
    "duplicate": "listed twice",
    "too-short": "too short",
    "not-in-dictionary": "not in the dictionary",
    "not-on-board": "not on the board",
}

# The colour each status is drawn in: counted green, cancelled grey, the rest red.
STATUS_COLOURS = {"counted": "#1b7a3a", "cancelled": "#7a7f87"}
INVALID_COLOUR = "#b3261e"


def status_caption(status: str) -> str:
    return STATUS_CAPTIONS.get(status, status)


def status_colour(status: str) -> str:
    return STATUS_COLOURS.get(status, INVALID_COLOUR)


def word_tally(words: Sequence[WordResult]) -> str:
    """``3 counted, 1 cancelled, 2 not counted``: a player's list in a line."""
    counted = sum(1 for w in words if w.status == "counted")
    cancelled = sum(1 for w in words if w.status == "cancelled")
    invalid = len(words) - counted - cancelled
    return f"{counted} counted, {cancelled} cancelled, {invalid} not counted"


def standings(result: RoundResult) -> str:
    """``Ann 12 · Bob 9`` best first, then what the board held."""
    players = sorted(result.players, key=lambda p: -p.score)
    scores = " · ".join(f"{p.name} {p.score}" for p in players)
    held = f"the board held {result.board_words} words worth {result.board_score} points"
    switch = "shared words cancelled" if result.cancel else "shared words score for all"
    return f"{scores} — {held} ({switch})"


def entered_verdict(word: str, ok: bool, reason: str, points: int) -> str:
    """What the entry line says after Enter."""
    if ok:
        return f"✓ {word.upper()}: {points} point{'s' if points != 1 else ''}"
    return f"✗ {word.upper()}: {reason}"
