"""The history file's schema and its migrations, one function per schema version.

The file outlives many versions of the app: ``PRAGMA user_version`` says which schema a file has,
and ``MIGRATIONS[n]`` takes a file from version n to n + 1 (see gui.model.history).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

_V1 = (
    """CREATE TABLE rounds (
        id INTEGER PRIMARY KEY,
        played_at TEXT NOT NULL,          -- UTC, ISO 8601 with microseconds: sorts as text
        board TEXT NOT NULL,
        photo TEXT,
        rules TEXT NOT NULL,
        cancel INTEGER NOT NULL CHECK (cancel IN (0, 1)),
        seconds INTEGER,
        board_words INTEGER NOT NULL,
        board_score INTEGER NOT NULL,
        board_by_length TEXT NOT NULL     -- JSON: {"letters": [count, points], ...}
    )""",
    "CREATE INDEX rounds_by_time ON rounds (played_at)",
    """CREATE TABLE players (
        round_id INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        score INTEGER NOT NULL,
        PRIMARY KEY (round_id, position)
    )""",
    "CREATE INDEX players_by_name ON players (name COLLATE NOCASE)",
    """CREATE TABLE words (
        round_id INTEGER NOT NULL,
        player INTEGER NOT NULL,
        position INTEGER NOT NULL,
        word TEXT NOT NULL,
        status TEXT NOT NULL,
        score INTEGER NOT NULL,
        points INTEGER NOT NULL,
        PRIMARY KEY (round_id, player, position),
        FOREIGN KEY (round_id, player) REFERENCES players (round_id, position) ON DELETE CASCADE
    )""",
)


def _create_v1(db: sqlite3.Connection) -> None:
    for statement in _V1:
        db.execute(statement)


# MIGRATIONS[n] takes a file from schema version n to n + 1; version 0 is an empty file. A new
# schema version is one more function here, and the columns it adds in EXPECTED_COLUMNS.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_v1]

# Named, not "*": a later version may add columns.
ROUND_COLUMNS = (
    "id",
    "played_at",
    "board",
    "photo",
    "rules",
    "cancel",
    "seconds",
    "board_words",
    "board_score",
    "board_by_length",
)


# What the current version's tables must hold: a file at this version without them is damaged.
EXPECTED_COLUMNS = {
    "rounds": set(ROUND_COLUMNS),
    "players": {"round_id", "position", "name", "score"},
    "words": {"round_id", "player", "position", "word", "status", "score", "points"},
}


def current_version() -> int:
    return len(MIGRATIONS)
