"""A player's style: the words and points they found at each length, against what the boards
held at that length, for one round or over their history; and one sentence of advice drawn
from those numbers (seed 000's question: are the 4, 5 and 6+ letter words worth looking for?).

It reads only what a round's result and the stored rounds both have: each player's listed
words with status and worth, and the board's tally by length."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from gui.model.translation import plural, translate

FOUND = ("counted", "cancelled")  # valid words the player saw, whoever else saw them too
LONGEST_GROUP = 8  # 8 letters and more are one group: few boards hold many of them


class ScoredRound(Protocol):
    """A ``RoundResult`` or a ``StoredRound``."""

    players: Sequence[Any]
    board_by_length: Mapping[int, Any]


@dataclass(frozen=True)
class LengthRow:
    length: int  # letters; the last group holds every longer word too
    found: int
    found_points: int
    held: int
    held_points: int

    @property
    def label(self) -> str:
        return f"{self.length}+" if self.length >= LONGEST_GROUP else str(self.length)

    @property
    def missed_points(self) -> int:
        return max(self.held_points - self.found_points, 0)


def _group(length: int) -> int:
    return min(length, LONGEST_GROUP)


def style_rows(rounds: Iterable[ScoredRound], player: str) -> list[LengthRow]:
    """By length: what ``player`` found and what the boards held, over the rounds they played."""
    found: dict[int, list[int]] = {}
    held: dict[int, list[int]] = {}
    for scored in rounds:
        lists = [p for p in scored.players if p.name == player]
        if not lists:
            continue
        for length, tally in scored.board_by_length.items():
            entry = held.setdefault(_group(length), [0, 0])
            entry[0] += tally[0]
            entry[1] += tally[1]
        for word in lists[0].words:
            if word.status in FOUND:
                entry = found.setdefault(_group(len(word.word)), [0, 0])
                entry[0] += 1
                entry[1] += word.points
    lengths = sorted(set(found) | set(held))
    return [
        LengthRow(n, *found.get(n, [0, 0]), *held.get(n, [0, 0]))  # type: ignore[misc]
        for n in lengths
    ]


def boards_played(rounds: Iterable[ScoredRound], player: str) -> int:
    """How many of ``rounds`` (one board each) ``player`` played."""
    return sum(1 for scored in rounds if any(p.name == player for p in scored.players))


def _share(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "0%"


def advice(rows: Sequence[LengthRow], player: str, boards: int) -> str:
    """One sentence, in the player's language: where the points ``player`` left on the board
    (or, over ``boards`` boards, on the boards) were, and what to do."""
    if not any(row.held for row in rows):
        return translate(
            "Style", "{player} has no finished rounds yet: play one to see a style."
        ).format(player=player)
    found_points = sum(row.found_points for row in rows)
    held_points = sum(row.held_points for row in rows)
    worst = max(rows, key=lambda row: (row.missed_points, row.length))
    shortest = min(row.length for row in rows if row.held)
    # Each count in the form its number takes ("1 point missed", "1 trouvé sur 30"): one
    # message cannot hold two counts' plurals. The counts are plain names: lupdate's Python
    # reader skipped these calls with an attribute (worst.found) as their count.
    found_count, missed_count = worst.found, worst.missed_points
    found = plural(
        found_count,
        translate("Style", "%n of {held} found", "one found", found_count),
        translate("Style", "%n of {held} found", "several found", found_count),
    ).format(held=worst.held)
    missed = plural(
        missed_count,
        translate("Style", "%n point missed", "", missed_count),
        translate("Style", "%n points missed", "", missed_count),
    )
    values = {
        "player": player,
        "share": _share(found_points, held_points),
        "letters": worst.label,
        "found": found,
        "missed": missed,
    }
    if boards == 1:
        summary = translate(
            "Style",
            "{player} found {share} of the points on the board; the most left behind were in "
            "{letters}-letter words ({found}, {missed})",
        )
    else:
        summary = translate(
            "Style",
            "{player} found {share} of the points on the boards; the most left behind were in "
            "{letters}-letter words ({found}, {missed})",
        )
    if worst.length == shortest:
        tip = translate(
            "Style", "{summary}, so sweep the short words quickly before hunting long ones."
        )
    elif worst.length >= 6:
        tip = translate(
            "Style",
            "{summary}, so they are worth looking for: try adding endings like -ing, -er, -s.",
        )
    else:
        tip = translate(
            "Style",
            "{summary}, so grow {letters}-letter words from the short ones (add -s, -ed, -er).",
        )
    return tip.format(summary=summary.format(**values), letters=worst.label)
