"""The round in play, kept on disk as it happens, so that a crash (``kill -9``, a flat battery)
loses no answered word.

One JSON object a line, appended and flushed to the disk (``fsync``) before the table answers:
the round's start (board, rules, length), each player who joined, each word with the answer it
got, the time left at every pause and every few seconds, and the end. A round with a start and
no end is unfinished: ``unfinished()`` gives it back, and the table rebuilds it, paused. A line
cut short by the crash is skipped; a file that is not a journal at all is moved aside.
"""

from __future__ import annotations

import contextlib
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
    """Appends a round's events to ``path``; a new round starts the file afresh.

    A new file (a round's start, or a restored round with its words) is written beside the
    journal, flushed to disk and renamed over it, so that a crash at any moment leaves either the
    old journal or the new one whole. A line that cannot be written (a full disk) is cut off
    again, so the file never holds half a line before the next one; the caller hears OSError."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.notice = ""  # set when a damaged journal was moved aside
        self._fd: int | None = None
        self._size: int | None = None  # bytes of whole lines in the file (None: not known yet)

    def _open(self) -> int:
        if self._fd is None:
            self._fd = os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600)
            end = os.lseek(self._fd, 0, os.SEEK_END)
            if self._size is None:
                self._size = end
            elif end > self._size:  # a line cut short by an earlier failure
                os.ftruncate(self._fd, self._size)
            os.lseek(self._fd, self._size, os.SEEK_SET)
        return self._fd

    def _append(self, record: dict[str, Any]) -> None:
        data = _line(record)
        try:
            fd = self._open()
            _write_all(fd, data)
            os.fsync(fd)
        except OSError:
            self._cut_back()
            raise
        self._size = (self._size or 0) + len(data)

    def _cut_back(self) -> None:
        """After a failed write: the file back to its whole lines, or closed (it is cut back
        when it is opened again)."""
        if self._fd is None or self._size is None:
            return
        try:
            os.ftruncate(self._fd, self._size)
            os.lseek(self._fd, self._size, os.SEEK_SET)
        except OSError:
            self.close()

    def start(
        self,
        board: str,
        seconds: float,
        cancel: bool,
        house: str | None,
        photo: str | None,
        players: list[str],
        words: list[tuple[str, str, str, float]] | None = None,
        seconds_left: float | None = None,
    ) -> None:
        """A new journal: the round's start, and for a restored round the words it had
        (player, word, id, seconds left) and its clock, in one atomic replacement."""
        records: list[dict[str, Any]] = [
            {
                "kind": "start",
                "board": board,
                "seconds": seconds,
                "cancel": cancel,
                "house": house,
                "photo": photo,
                "players": players,
            }
        ]
        records += [_word_record(*word) for word in words or []]
        if seconds_left is not None:
            records.append({"kind": "left", "left": seconds_left})
        self._replace(b"".join(_line(record) for record in records))

    def _replace(self, data: bytes) -> None:
        self.close()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fresh = self.path.with_name(self.path.name + ".new")
        fd = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            _write_all(fd, data)
            os.fsync(fd)
        except OSError:
            os.close(fd)
            fresh.unlink(missing_ok=True)
            raise
        os.close(fd)
        os.replace(fresh, self.path)
        _sync_folder(self.path.parent)
        self._size = len(data)

    def joined(self, player: str) -> None:
        self._append({"kind": "join", "player": player})

    def word(self, player: str, word: str, word_id: str, seconds_left: float) -> None:
        self._append(_word_record(player, word, word_id, seconds_left))

    def time_left(self, seconds_left: float) -> None:
        """A pause, or the clock's reading every few seconds: where a resumed round restarts."""
        self._append({"kind": "left", "left": seconds_left})

    def end(self) -> None:
        """The round is over. When its end cannot be written, the journal is removed instead
        (that needs no room on the disk): an ended round never comes back."""
        try:
            self._append({"kind": "end"})
        except OSError:
            self.close()
            self.path.unlink(missing_ok=True)
        self.close()

    def close(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                os.close(fd)

    def unfinished(self) -> UnfinishedRound | None:
        """The round the journal started and never ended, if any."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as error:
            self.move_aside(f"it could not be read ({error})")
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
                self.move_aside(f"line {number + 1} is damaged ({error})")
                return None
        return round_

    def move_aside(self, why: str) -> None:
        """Keep a journal that cannot be restored beside it, and say so (``notice``)."""
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


def _line(record: dict[str, Any]) -> bytes:
    return (json.dumps(record, separators=(",", ":")) + "\n").encode("utf-8")


def _word_record(player: str, word: str, word_id: str, seconds_left: float) -> dict[str, Any]:
    return {"kind": "word", "player": player, "word": word, "id": word_id, "left": seconds_left}


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _sync_folder(folder: Path) -> None:
    """The rename itself on disk (POSIX); folders cannot be opened so on Windows."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
