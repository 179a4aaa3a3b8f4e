"""Every finished round, kept in an SQLite file in the platform's data folder.

The file outlives many versions of the app, so its schema carries a version number
(``PRAGMA user_version``) and a list of migrations brings an older file up to date, each in one
transaction. A file that turns out damaged (not a database, truncated, a schema we do not know,
a failed integrity check) is never written over and never deleted: it is moved aside to
``<name>.damaged-<UTC time>``, a fresh history starts, and ``notice`` says where the old one went.
A file written by a newer version is refused, untouched. Anything else that stops us reading or
writing the file (a read-only folder, a full disk, a lock) raises ``HistoryError`` with a message.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

from gui.model import history_schema as schema
from gui.model.translation import QT_TRANSLATE_NOOP, translate
from solver import LengthTally
from solver.round_scoring import PlayerResult, RoundResult, WordResult

DATA_DIR_ENV = "BOGGLE_LENS_DATA_DIR"
FILE_NAME = "history.sqlite3"
# The error codes SQLite gives for a file that is not (or no longer) a sound database. Every
# other error (locked, read-only, disk full) says nothing about the file's contents.
_DAMAGE_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})


# What failed, by what the store was doing (English sources, translated where they are said).
_FAILURES = {
    "open": QT_TRANSLATE_NOOP("History", "cannot open the history file {path}: {error}"),
    "write to": QT_TRANSLATE_NOOP("History", "cannot write to the history file {path}: {error}"),
    "read": QT_TRANSLATE_NOOP("History", "cannot read the history file {path}: {error}"),
}


class HistoryError(Exception):
    """The history cannot be opened, read or written; the message says why and where."""


class _Damaged(Exception):
    """The file is not a history this version can trust; the message says what is wrong."""


@dataclass(frozen=True)
class StoredRound:
    id: int
    played_at: datetime  # in UTC
    board: str  # the board's canonical text
    photo: str | None
    rules: str
    cancel: bool
    seconds: int | None  # the timer's length, when the round was timed
    players: tuple[PlayerResult, ...]  # the stored words have no path
    board_words: int
    board_score: int
    board_by_length: dict[int, LengthTally]

    @property
    def winners(self) -> tuple[str, ...]:
        """Who had the top score (several on a tie); nobody when no one scored."""
        top = max((player.score for player in self.players), default=0)
        return tuple(player.name for player in self.players if top > 0 and player.score == top)


# -- the store ---------------------------------------------------------------------------


class HistoryStore:
    """The rounds played, newest first. One open connection, closed by ``close()``."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.notice: str | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise HistoryError(
                translate("History", "cannot create the history folder {path}: {error}").format(
                    path=self.path.parent, error=error.strerror or error
                )
            ) from None
        try:
            self._db = self._open()
        except _Damaged as damage:
            moved_to = self._move_aside()
            self.notice = translate(
                "History",
                "The history file {path} was damaged ({damage}). It was moved to {moved} and a "
                "new, empty history was started.",
            ).format(path=self.path, damage=damage, moved=moved_to)
            try:
                self._db = self._open()
            except _Damaged as again:  # a fresh file cannot be damaged unless SQLite is broken
                raise HistoryError(
                    translate("History", "cannot start a new history at {path}: {error}").format(
                        path=self.path, error=again
                    )
                ) from None

    @classmethod
    def default(cls) -> HistoryStore:
        return cls(default_path())

    # -- opening, checking and migrating --------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        try:
            # Autocommit: each write below opens its own transaction with BEGIN IMMEDIATE.
            db = sqlite3.connect(self.path, timeout=5, isolation_level=None)
        except sqlite3.Error as error:
            raise self._error("open", error) from None
        try:
            db.execute("PRAGMA foreign_keys = ON")
            self._check_and_migrate(db)
        except sqlite3.Error as error:
            db.close()
            if getattr(error, "sqlite_errorcode", None) in _DAMAGE_CODES:
                raise _Damaged(str(error)) from None
            raise self._error("open", error) from None
        except BaseException:
            db.close()
            raise
        return db

    def _check_and_migrate(self, db: sqlite3.Connection) -> None:
        problems = [row[0] for row in db.execute("PRAGMA integrity_check")]
        if problems != ["ok"]:
            raise _Damaged("integrity check: " + "; ".join(problems[:3]))
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > schema.current_version():
            raise HistoryError(
                translate(
                    "History",
                    "the history file {path} was written by a newer Boggle Lens (schema version "
                    "{version}; this one knows up to {known}). It was left as it is: update "
                    "Boggle Lens to read it.",
                ).format(path=self.path, version=version, known=schema.current_version())
            )
        tables = db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
        if version == 0 and tables:
            raise _Damaged("it holds tables but no schema version: not a Boggle Lens history")
        for next_version in range(version, schema.current_version()):
            with _transaction(db):
                schema.MIGRATIONS[next_version](db)
                db.execute(f"PRAGMA user_version = {next_version + 1}")
        for table, expected in schema.EXPECTED_COLUMNS.items():
            columns = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
            if not columns:
                raise _Damaged(f"the table {table} is missing")
            if not expected <= columns:
                missing = ", ".join(sorted(expected - columns))
                raise _Damaged(f"the table {table} lacks {missing}")

    def _move_aside(self) -> Path:
        """Rename the damaged file to a name no earlier one has taken. (SQLite itself has already
        replayed or deleted any journal beside it while we looked.)"""
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
        base = f"{self.path.name}.damaged-{stamp}"
        target = self.path.with_name(base)
        counter = 1
        while target.exists():
            counter += 1
            target = self.path.with_name(f"{base}-{counter}")
        try:
            # os.rename, not Path.replace: on Windows it refuses to overwrite, the safe failure.
            os.rename(self.path, target)
        except OSError as error:
            raise HistoryError(
                translate(
                    "History",
                    "the history file {path} is damaged and could not be moved aside: {error}",
                ).format(path=self.path, error=error.strerror or error)
            ) from None
        return target

    def _error(self, doing: str, error: sqlite3.Error) -> HistoryError:
        sentence = translate("History", _FAILURES[doing])
        return HistoryError(sentence.format(path=self.path, error=error))

    # -- writing and reading ----------------------------------------------------------------

    def add_round(
        self,
        result: RoundResult,
        *,
        played_at: datetime,
        photo: Path | None = None,
        seconds: int | None = None,
    ) -> int:
        """Store a finished round and return its id. A naive ``played_at`` is local time."""
        by_length = {str(n): [t.count, t.points] for n, t in result.board_by_length.items()}
        try:
            with _transaction(self._db):
                round_id = self._db.execute(
                    "INSERT INTO rounds (played_at, board, photo, rules, cancel, seconds,"
                    " board_words, board_score, board_by_length)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        _utc_text(played_at),
                        result.board.text,
                        str(photo) if photo is not None else None,
                        result.rules_name,
                        int(result.cancel),
                        seconds,
                        result.board_words,
                        result.board_score,
                        json.dumps(by_length),
                    ),
                ).lastrowid
                self._insert_players(round_id, result)
        except sqlite3.Error as error:
            raise self._error("write to", error) from None
        assert round_id is not None
        return round_id

    def rescore_round(self, round_id: int, result: RoundResult) -> None:
        """Store ``result`` as the scoring of round ``round_id`` (the cancellation switch turned
        after the round was saved): its players' scores and words are replaced, and its time,
        board and photo kept. A round that is not there any more is left alone."""
        try:
            with _transaction(self._db):
                changed = self._db.execute(
                    "UPDATE rounds SET cancel = ? WHERE id = ?", (int(result.cancel), round_id)
                ).rowcount
                if changed:
                    self._db.execute("DELETE FROM players WHERE round_id = ?", (round_id,))
                    self._insert_players(round_id, result)
        except sqlite3.Error as error:
            raise self._error("write to", error) from None

    def _insert_players(self, round_id: int, result: RoundResult) -> None:
        for position, player in enumerate(result.players):
            self._db.execute(
                "INSERT INTO players (round_id, position, name, score) VALUES (?, ?, ?, ?)",
                (round_id, position, player.name, player.score),
            )
            self._db.executemany(
                "INSERT INTO words (round_id, player, position, word, status, score,"
                " points) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (round_id, position, n, w.word, w.status, w.score, w.points)
                    for n, w in enumerate(player.words)
                ],
            )

    def rounds(self, player: str | None = None) -> list[StoredRound]:
        """Newest first; with ``player``, only the rounds that name played (any case)."""
        query = f"SELECT {', '.join(schema.ROUND_COLUMNS)} FROM rounds"
        parameters: tuple[str, ...] = ()
        if player is not None:
            query += " WHERE id IN (SELECT round_id FROM players WHERE name = ? COLLATE NOCASE)"
            parameters = (player,)
        query += " ORDER BY played_at DESC, id DESC"
        try:
            rows = self._db.execute(query, parameters).fetchall()
            return [self._stored_round(row) for row in rows]
        except sqlite3.Error as error:
            raise self._error("read", error) from None

    def players(self) -> list[str]:
        """Every name that played, alphabetically. As the filter ignores case, so does this:
        "Ann" and "ann" are one player, spelled as in their latest round."""
        try:
            # SQLite takes a bare column (name) from the row that gave max(): the latest round's.
            rows = self._db.execute(
                "SELECT name, max(played_at) FROM players JOIN rounds ON rounds.id = round_id"
                " GROUP BY name COLLATE NOCASE ORDER BY name COLLATE NOCASE"
            ).fetchall()
        except sqlite3.Error as error:
            raise self._error("read", error) from None
        return [row[0] for row in rows]

    def _stored_round(self, row: tuple) -> StoredRound:
        round_id, played_at, board, photo, rules, cancel, seconds = row[:7]
        board_words, board_score, by_length = row[7:]
        words: dict[int, list[WordResult]] = {}
        for player, word, status, score, points in self._db.execute(
            "SELECT player, word, status, score, points FROM words WHERE round_id = ?"
            " ORDER BY player, position",
            (round_id,),
        ):
            words.setdefault(player, []).append(WordResult(word, status, score, points, None))
        players = tuple(
            PlayerResult(name, score, tuple(words.get(position, ())))
            for position, name, score in self._db.execute(
                "SELECT position, name, score FROM players WHERE round_id = ? ORDER BY position",
                (round_id,),
            )
        )
        return StoredRound(
            id=round_id,
            played_at=datetime.fromisoformat(played_at),
            board=board,
            photo=photo,
            rules=rules,
            cancel=bool(cancel),
            seconds=seconds,
            players=players,
            board_words=board_words,
            board_score=board_score,
            board_by_length={
                int(length): LengthTally(*tally) for length, tally in json.loads(by_length).items()
            },
        )

    # -- closing ----------------------------------------------------------------------------

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


def default_path() -> Path:
    """``$BOGGLE_LENS_DATA_DIR/history.sqlite3``, else the platform's user data folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override) / FILE_NAME
    import platformdirs  # only the default location needs it

    return Path(platformdirs.user_data_dir("boggle-lens")) / FILE_NAME


def _utc_text(moment: datetime) -> str:
    # One fixed layout, so that text order is time order.
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


@contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    """All or nothing: a write that fails half-way leaves the file as it was."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        if db.in_transaction:  # SQLite rolls back by itself after some errors (a full disk)
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
