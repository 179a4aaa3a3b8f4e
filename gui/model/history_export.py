"""The history as a spreadsheet: one CSV row per player per round.

One row per player per round, not per word, because what a spreadsheet user does with a history
is sum, average and chart scores by player and by date (a pivot table on ``player`` and
``played_at``). With a row per word, every player's score would repeat on each of their words and
sum wrong, and a player who listed nothing would vanish from the round. The per-word detail is in
the JSON export; here each row carries the counts of the player's words by status instead.
"""

from __future__ import annotations

import csv
from collections.abc import Sequence
from datetime import UTC
from typing import TextIO

from gui.model.history import StoredRound
from solver.round_scoring import CANCELLED, COUNTED, DUPLICATE

COLUMNS = (
    "round",
    "played_at_utc",
    "board",
    "rules",
    "cancel",
    "seconds",
    "player",
    "score",
    "winner",
    "words_listed",
    "counted",
    "cancelled",
    "invalid",
    "board_words",
    "board_score",
    "photo",
)
# A cell a spreadsheet would run as a formula: a typed player name such as "=1+1" or "@me".
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def history_csv(rounds: Sequence[StoredRound], out: TextIO) -> None:
    """Write a header, then a row per player per round, in the order given."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for stored in rounds:
        winners = set(stored.winners)
        for player in stored.players:
            statuses = [word.status for word in player.words]
            counted, cancelled = statuses.count(COUNTED), statuses.count(CANCELLED)
            listed = len(statuses) - statuses.count(DUPLICATE)  # a repeat is one word listed twice
            writer.writerow(
                (
                    stored.id,
                    # Without the "+00:00" a spreadsheet reads it as a date and time.
                    stored.played_at.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S"),
                    stored.board,
                    stored.rules,
                    "yes" if stored.cancel else "no",
                    "" if stored.seconds is None else stored.seconds,
                    _text_cell(player.name),
                    player.score,
                    "yes" if player.name in winners else "no",
                    listed,
                    counted,
                    cancelled,
                    listed - counted - cancelled,
                    stored.board_words,
                    stored.board_score,
                    "" if stored.photo is None else _text_cell(stored.photo),
                )
            )


def _text_cell(text: str) -> str:
    """Free text as a spreadsheet shows it, never as a formula it would run."""
    return "'" + text if text.startswith(_FORMULA_STARTS) else text
