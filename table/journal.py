"""The round in play, kept on disk as it happens, so that a crash (``kill -9``, a flat battery)
loses no answered word.

One JSON object a line, appended and flushed to the disk (``fsync``) before the table answers:
the round's start (board, rules, length), each player who joined, each word with the answer it
got, the time left at every pause and every few seconds, and the end. A round with a start and
no end is unfinished: ``unfinished()`` gives it back, and the table rebuilds it, paused. A line
cut short by the crash is skipped; a file that is not a journal at all is moved aside.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FILE_NAME = "table-round.jsonl"


@dataclass
class UnfinishedRound:
    """What the journal holds of a round that never ended."""

    board: str
    seconds: float
    seconds_left: float
    cancel: bool
    house: str | None
    photo: str | None
    players: list[str] = field(default_factory=list)
    # (player, word, id) in the order they were answered
    words: list[tuple[str, str, str]] = field(default_factory=list)


class RoundJournal:
    """Appends a round's events to ``path``; a new round starts the file afresh."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.notice = ""  # set when a damaged journal was moved aside
        self._file: Any = None

    def _append(self, record: dict[str, Any]) -> None:
        if self._file is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file = self.path.open("a", encoding="utf-8")
        self._file.write(json.dumps(record, separators=(",", ":")) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def start(
        self,
        board: str,
        seconds: float,
        cancel: bool,
        house: str | None,
        photo: str | None,
        players: list[str],
    ) -> None:
        self.close()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = self.path.open("w", encoding="utf-8")
        self._append(
            {
                "kind": "start",
                "board": board,
                "seconds": seconds,
                "cancel": cancel,
                "house": house,
                "photo": photo,
                "players": players,
            }
        )

    def joined(self, player: str) -> None:
        self._append({"kind": "join", "player": player})

    def word(self, player: str, word: str, word_id: str, seconds_left: float) -> None:
        self._append(
            {"kind": "word", "player": player, "word": word, "id": word_id, "left": seconds_left}
        )

    def time_left(self, seconds_left: float) -> None:
        """A pause, or the clock's reading every few seconds: where a resumed round restarts."""
        self._append({"kind": "left", "left": seconds_left})

    def end(self) -> None:
        self._append({"kind": "end"})
        self.close()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None

    def unfinished(self) -> UnfinishedRound | None:
        """The round the journal started and never ended, if any."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as error:
            self._move_aside(f"it could not be read ({error})")
            return None
        lines = text.splitlines()
        round_: UnfinishedRound | None = None
        for number, line in enumerate(lines):
            try:
                record = json.loads(line)
                round_ = _apply(round_, record)
            except (ValueError, KeyError, TypeError) as error:
                if number == len(lines) - 1 and round_ is not None:
                    break  # the last line, cut short by the crash
                self._move_aside(f"line {number + 1} is damaged ({error})")
                return None
        return round_

    def _move_aside(self, why: str) -> None:
        aside = self.path.with_suffix(".damaged")
        try:
            os.replace(self.path, aside)
        except OSError:
            aside = self.path
        self.notice = f"The unfinished round could not be restored: {why}. It is kept in {aside}."


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected text, got {value!r}")
    return value


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"expected a number, got {value!r}")
    return float(value)


def _apply(round_: UnfinishedRound | None, record: Any) -> UnfinishedRound | None:
    if not isinstance(record, dict):
        raise ValueError("a journal line is an object")
    kind = record["kind"]
    if kind == "start":
        house, photo = record.get("house"), record.get("photo")
        return UnfinishedRound(
            board=_text(record["board"]),
            seconds=_number(record["seconds"]),
            seconds_left=_number(record["seconds"]),
            cancel=bool(record["cancel"]),
            house=None if house is None else _text(house),
            photo=None if photo is None else _text(photo),
            players=[_text(p) for p in record["players"]],
        )
    if round_ is None:
        raise ValueError(f"a {kind!r} line before the round's start")
    if kind == "end":
        return None
    if kind == "join":
        round_.players.append(_text(record["player"]))
    elif kind == "word":
        round_.words.append((_text(record["player"]), _text(record["word"]), _text(record["id"])))
        round_.seconds_left = min(round_.seconds_left, _number(record["left"]))
    elif kind == "left":
        round_.seconds_left = min(round_.seconds_left, _number(record["left"]))
    else:
        raise ValueError(f"unknown line kind {kind!r}")
    return round_
