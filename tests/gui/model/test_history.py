"""The history store: rounds kept and read back, migrations, and damaged files moved aside."""

from __future__ import annotations

import random
import sqlite3
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from gui.model import history, history_schema
from gui.model.history import HistoryError, HistoryStore, StoredRound
from solver import Board, LengthTally
from solver.round_scoring import (
    CANCELLED,
    COUNTED,
    NOT_ON_BOARD,
    TOO_SHORT,
    MissedWord,
    PlayerResult,
    RoundResult,
    WordResult,
)

BOARD = Board.parse("Qu,A,R,T/E,S,I,N/D,O,L,E/S,T,A,R")
NOON = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)


def a_round(*players: tuple[str, int], rules: str = "classic") -> RoundResult:
    """A round where each player listed a counted, a cancelled and two invalid words."""
    return RoundResult(
        board=BOARD,
        rules_name=rules,
        cancel=True,
        players=tuple(
            PlayerResult(
                name,
                score,
                (
                    WordResult("rats", COUNTED, score, score, ((3, 3), (3, 2), (3, 1), (3, 0))),
                    WordResult("star", CANCELLED, 0, 1, ((3, 0), (3, 1), (3, 2), (3, 3))),
                    WordResult("zz", TOO_SHORT, 0, 0, None),
                    WordResult("zebra", NOT_ON_BOARD, 0, 0, None),
                ),
            )
            for name, score in players
        ),
        missed=(MissedWord("quartile", 11, ((0, 0), (0, 1), (0, 2), (0, 3))),),
        board_words=213,
        board_score=445,
        board_by_length={3: LengthTally(40, 40), 8: LengthTally(2, 22)},
    )


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "history.sqlite3"


def test_a_round_comes_back_as_it_was_stored(path: Path) -> None:
    result = a_round(("Ann", 3), ("Bob", 1))
    with HistoryStore(path) as store:
        assert store.notice is None
        round_id = store.add_round(
            result, played_at=NOON, photo=Path("/photos/board.jpg"), seconds=180
        )
        (stored,) = store.rounds()
    without_paths = tuple(
        PlayerResult(
            p.name,
            p.score,
            tuple(WordResult(w.word, w.status, w.score, w.points, None) for w in p.words),
        )
        for p in result.players
    )
    assert stored == StoredRound(
        id=round_id,
        played_at=NOON,
        board="Qu,A,R,T/E,S,I,N/D,O,L,E/S,T,A,R",
        photo="/photos/board.jpg",
        rules="classic",
        cancel=True,
        seconds=180,
        players=without_paths,
        board_words=213,
        board_score=445,
        board_by_length={3: LengthTally(40, 40), 8: LengthTally(2, 22)},
    )
    assert stored.played_at.tzinfo is not None
    assert stored.winners == ("Ann",)


def test_a_rescored_round_keeps_its_time_and_board_and_takes_the_new_scores(path: Path) -> None:
    with HistoryStore(path) as store:
        first = store.add_round(a_round(("Ann", 3), ("Bob", 1)), played_at=NOON, seconds=180)
        other = store.add_round(a_round(("Cy", 2)), played_at=NOON)
        rescored = replace(a_round(("Ann", 4), ("Bob", 2)), cancel=False)
        store.rescore_round(first, rescored)
        store.rescore_round(999, rescored)  # gone: nothing happens
        by_id = {r.id: r for r in store.rounds()}
    assert set(by_id) == {first, other}
    assert not by_id[first].cancel and by_id[first].seconds == 180
    assert by_id[first].played_at == NOON and by_id[first].board == BOARD.text
    assert [(p.name, p.score) for p in by_id[first].players] == [("Ann", 4), ("Bob", 2)]
    assert len(by_id[first].players[0].words) == 4
    assert [(p.name, p.score) for p in by_id[other].players] == [("Cy", 2)]


def test_a_round_without_photo_or_timer(path: Path) -> None:
    with HistoryStore(path) as store:
        store.add_round(a_round(("Ann", 0)), played_at=NOON)
        (stored,) = store.rounds()
    assert (stored.photo, stored.seconds) == (None, None)
    assert stored.winners == ()  # nobody scored


def test_a_tie_has_several_winners(path: Path) -> None:
    with HistoryStore(path) as store:
        store.add_round(a_round(("Ann", 4), ("Bob", 4), ("Cy", 2)), played_at=NOON)
        assert store.rounds()[0].winners == ("Ann", "Bob")


def test_rounds_come_newest_first_whatever_order_they_were_added(path: Path) -> None:
    times = [NOON, NOON - timedelta(days=2), NOON + timedelta(minutes=5), NOON - timedelta(1)]
    with HistoryStore(path) as store:
        for n, moment in enumerate(times):
            store.add_round(a_round((f"P{n}", n)), played_at=moment)
        assert [r.played_at for r in store.rounds()] == sorted(times, reverse=True)


def test_times_from_other_zones_are_stored_in_utc(path: Path) -> None:
    from datetime import timezone

    paris = timezone(timedelta(hours=1))
    with HistoryStore(path) as store:
        store.add_round(a_round(("Ann", 1)), played_at=datetime(2026, 11, 25, 13, tzinfo=paris))
        store.add_round(a_round(("Bob", 1)), played_at=datetime(2026, 11, 25, 12, 30, tzinfo=UTC))
        rounds = store.rounds()
    # 13:00 in Paris is 12:00 UTC, so the 12:30 UTC round is the newer one.
    assert [r.players[0].name for r in rounds] == ["Bob", "Ann"]
    assert rounds[1].played_at == NOON and rounds[1].played_at.utcoffset() == timedelta(0)


def test_filter_by_player_ignores_case(path: Path) -> None:
    with HistoryStore(path) as store:
        store.add_round(a_round(("Ann", 3), ("Bob", 1)), played_at=NOON)
        store.add_round(a_round(("Bob", 2)), played_at=NOON + timedelta(hours=1))
        store.add_round(a_round(("Cy", 5), ("ann", 1)), played_at=NOON + timedelta(hours=2))
        assert [len(r.players) for r in store.rounds(player="bob")] == [1, 2]
        assert [r.players[0].name for r in store.rounds(player="ANN")] == ["Cy", "Ann"]
        assert store.rounds(player="Dee") == []
        # One player whatever the case, spelled as in the latest round they played.
        assert store.players() == ["ann", "Bob", "Cy"]


def test_reopening_keeps_the_rounds(path: Path) -> None:
    with HistoryStore(path) as store:
        store.add_round(a_round(("Ann", 3)), played_at=NOON)
    with HistoryStore(path) as store:
        assert store.notice is None
        store.add_round(a_round(("Bob", 1)), played_at=NOON + timedelta(hours=1))
        assert [r.players[0].name for r in store.rounds()] == ["Bob", "Ann"]
    assert _user_version(path) == history_schema.current_version()


def test_the_default_store_lives_in_the_data_folder_the_environment_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOGGLE_LENS_DATA_DIR", str(tmp_path / "mine"))
    with HistoryStore.default() as store:
        assert store.path == tmp_path / "mine" / "history.sqlite3"
    assert store.path.is_file()


# -- damaged files --------------------------------------------------------------------------


def _random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(18).randbytes(8192))


def _truncated_database(path: Path) -> None:
    with HistoryStore(path) as store:
        for n in range(40):  # enough rows to fill several pages
            store.add_round(a_round(("Ann", n), ("Bob", 1)), played_at=NOON + timedelta(hours=n))
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _text_file(path: Path) -> None:
    path.write_text("Ann 12\nBob 8\n", encoding="utf-8")


def _another_programs_database(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE notes (body TEXT)")
        db.execute("INSERT INTO notes VALUES ('not a history')")
    db.close()


def _an_index_out_of_step(path: Path) -> None:
    """Readable, but ``PRAGMA integrity_check`` finds rows missing from an index."""
    with HistoryStore(path) as store:
        store.add_round(a_round(("Ann", 3), ("Bob", 1)), played_at=NOON)
    db = sqlite3.connect(path)
    try:
        db.execute("PRAGMA writable_schema = ON")
        db.execute(
            "UPDATE sqlite_master SET sql = 'CREATE INDEX players_by_name ON players (score)'"
            " WHERE name = 'players_by_name'"
        )
        db.commit()
    finally:
        db.close()


def _a_table_missing(path: Path) -> None:
    with HistoryStore(path):
        pass
    with sqlite3.connect(path) as db:
        db.execute("DROP TABLE words")
    db.close()


def _a_column_missing(path: Path) -> None:
    with HistoryStore(path):
        pass
    with sqlite3.connect(path) as db:
        db.execute("ALTER TABLE words DROP COLUMN points")
    db.close()


@pytest.mark.parametrize(
    "damage",
    [
        _random_bytes,
        _truncated_database,
        _text_file,
        _another_programs_database,
        _an_index_out_of_step,
        _a_table_missing,
        _a_column_missing,
    ],
)
def test_a_damaged_file_is_moved_aside_and_a_fresh_history_started(damage, path: Path) -> None:
    path.parent.mkdir(parents=True)
    damage(path)
    damaged_bytes = path.read_bytes()
    with HistoryStore(path) as store:
        (moved,) = path.parent.glob("history.sqlite3.damaged-*")
        assert moved.read_bytes() == damaged_bytes  # kept as it was, byte for byte
        assert store.notice is not None
        assert str(path) in store.notice and str(moved) in store.notice
        assert "damaged" in store.notice and "new, empty history" in store.notice
        assert store.rounds() == [] and store.players() == []
        store.add_round(a_round(("Ann", 3)), played_at=NOON)
    with HistoryStore(path) as store:  # the fresh file is sound: no second move
        assert store.notice is None
        assert len(store.rounds()) == 1
    assert len(list(path.parent.glob("*.damaged-*"))) == 1


def test_the_damaged_names_carry_the_utc_time(path: Path) -> None:
    path.parent.mkdir(parents=True)
    _text_file(path)
    before = datetime.now(UTC).replace(microsecond=0)
    with HistoryStore(path):
        pass
    (moved,) = path.parent.glob("*.damaged-*")
    stamp = datetime.strptime(moved.name.rsplit("-", 1)[1], "%Y%m%dT%H%M%SZ")
    assert before <= stamp.replace(tzinfo=UTC) <= datetime.now(UTC)


class _FrozenClock(datetime):
    @classmethod
    def now(cls, tz: object = None) -> datetime:  # type: ignore[override]
        return datetime(2026, 11, 25, 12, 0, 0, tzinfo=UTC)


def test_two_damaged_files_in_the_same_second_both_survive(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history, "datetime", _FrozenClock)
    path.parent.mkdir(parents=True)
    for n in range(3):
        path.write_text(f"damaged file {n}\n")
        with HistoryStore(path) as store:
            assert store.notice is not None
    names = sorted(p.name for p in path.parent.glob("*.damaged-*"))
    stamp = "history.sqlite3.damaged-20261125T120000Z"
    assert names == [stamp, f"{stamp}-2", f"{stamp}-3"]
    contents = {path.with_name(name).read_text() for name in names}
    assert contents == {f"damaged file {n}\n" for n in range(3)}


# -- versions and migrations ----------------------------------------------------------------


def _user_version(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return db.execute("PRAGMA user_version").fetchone()[0]
    finally:
        db.close()


def _set_user_version(path: Path, version: int) -> None:
    db = sqlite3.connect(path)
    try:
        db.execute(f"PRAGMA user_version = {version}")
    finally:
        db.close()


def test_a_file_from_a_newer_version_is_refused_and_left_untouched(path: Path) -> None:
    with HistoryStore(path) as store:
        store.add_round(a_round(("Ann", 3)), played_at=NOON)
    _set_user_version(path, history_schema.current_version() + 1)
    before = path.read_bytes()
    with pytest.raises(HistoryError, match="newer Boggle Lens") as refused:
        HistoryStore(path)
    assert str(path) in str(refused.value) and "left as it is" in str(refused.value)
    assert path.read_bytes() == before
    assert list(path.parent.glob("*.damaged-*")) == []


def _add_note_column(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE rounds ADD COLUMN note TEXT NOT NULL DEFAULT ''")


def test_an_older_file_is_migrated_and_keeps_its_rounds(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with HistoryStore(path) as store:
        store.add_round(a_round(("Ann", 3)), played_at=NOON)
    assert _user_version(path) == 1
    # A version 2 is one function and one entry.
    monkeypatch.setattr(
        history_schema, "MIGRATIONS", [*history_schema.MIGRATIONS, _add_note_column]
    )
    with HistoryStore(path) as store:
        assert store.notice is None
        assert [r.players[0].name for r in store.rounds()] == ["Ann"]
    assert _user_version(path) == 2
    db = sqlite3.connect(path)
    try:
        assert db.execute("SELECT note FROM rounds").fetchall() == [("",)]
    finally:
        db.close()


def _broken_migration(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE rounds ADD COLUMN note TEXT")
    db.execute("ALTER TABLE no_such_table ADD COLUMN note TEXT")


def test_a_migration_that_fails_leaves_the_file_as_it_was(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with HistoryStore(path) as store:
        store.add_round(a_round(("Ann", 3)), played_at=NOON)
    monkeypatch.setattr(
        history_schema, "MIGRATIONS", [*history_schema.MIGRATIONS, _broken_migration]
    )
    with pytest.raises(HistoryError, match="no_such_table"):
        HistoryStore(path)
    monkeypatch.undo()
    assert _user_version(path) == 1
    with HistoryStore(path) as store:  # the half-done migration was rolled back whole
        assert store.notice is None and len(store.rounds()) == 1
        columns = {row[1] for row in store._db.execute("PRAGMA table_info(rounds)")}
        assert "note" not in columns


# -- folders we cannot use ------------------------------------------------------------------


def test_a_data_folder_that_cannot_be_made_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(HistoryError, match="cannot create the history folder") as error:
        HistoryStore(blocker / "history.sqlite3")
    assert str(blocker) in str(error.value)


def test_a_history_path_that_is_a_folder_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "history.sqlite3").mkdir()
    with pytest.raises(HistoryError, match="cannot open the history file"):
        HistoryStore(tmp_path / "history.sqlite3")
    assert (tmp_path / "history.sqlite3").is_dir()  # nothing moved, nothing deleted
