"""The journal is never at risk: a restore writes a new journal whole and renames it over the
old one; a word the disk refused is not counted (503) and its retry writes it again; a journal
that parses but holds bad values is moved aside; a folder that cannot be written is said at the
start; a round whose end fails still ends, and says so."""

from __future__ import annotations

import errno
import json
from pathlib import Path
from typing import Any

import pytest
from table_client import TableClient

import table.journal as journal_module
from solver import Lexicon
from table import TableHost, TableOptions, open_table
from table.host import TableStartError
from table.journal import FILE_NAME, RoundJournal
from table.session import TableSession

BOARD = "CATS/ROPE/MINT/LUGS"


def options(folder: Path) -> TableOptions:
    return TableOptions(host="127.0.0.1", port=0, folder=folder, warm_reader=False)


def journal_lines(**start: Any) -> list[dict[str, Any]]:
    first = {"kind": "start", "board": BOARD, "seconds": 120, "cancel": True, "house": None,
             "photo": None, "players": ["Ann"]}  # fmt: skip
    return [{**first, **start}]


def write_journal(folder: Path, records: list[dict[str, Any]]) -> Path:
    path = folder / FILE_NAME
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def failing_write(fd: int, data: bytes) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_word_the_disk_refused_is_503_not_counted_and_its_retry_writes_it(
    table: TableHost, client: TableClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    client.join("Ann")
    client.ok("POST", "api/round", {"seconds": 60})
    client.ok("POST", "api/round/words", {"player": "Ann", "word": "cats", "id": "1"})
    with monkeypatch.context() as full:
        full.setattr(journal_module, "_write_all", failing_write)
        word = {"player": "Ann", "word": "rope", "id": "2"}
        status, answer = client.call("POST", "api/round/words", word)
        assert status == 503 and answer["reason"] == "table.not_kept"
        listed = client.ok("GET", "api/round", as_player="Ann")["players"][0]["words"]
        assert [w["word"] for w in listed] == ["cats"]  # not counted
        assert client.call("POST", "api/round/words", word)[0] == 503  # still full
    assert client.ok("POST", "api/round/words", word)["status"] == "counted"  # the retry
    saved = RoundJournal(table.folder / FILE_NAME).unfinished()
    assert saved is not None and saved.words == [("Ann", "cats", "1"), ("Ann", "rope", "2")]


def test_a_write_cut_short_leaves_no_half_line(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / FILE_NAME
    journal = RoundJournal(path)
    journal.start(BOARD, 60, True, None, None, ["Ann"])
    journal.word("Ann", "cats", "1", 59)
    real = journal_module._write_all

    def half(fd: int, data: bytes) -> None:
        real(fd, data[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal_module, "_write_all", half)
    with pytest.raises(OSError):
        journal.word("Ann", "rope", "2", 58)
    monkeypatch.setattr(journal_module, "_write_all", real)
    journal.word("Ann", "mint", "3", 57)
    saved = RoundJournal(path).unfinished()
    assert saved is not None and [w[1] for w in saved.words] == ["cats", "mint"]


def test_a_restore_replaces_the_journal_whole_and_a_failed_one_leaves_it(
    tmp_path: Path, enable: Lexicon, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = [{"kind": "word", "player": "Ann", "word": f"w{n}", "id": str(n), "left": 100}
             for n in range(3000)]  # fmt: skip
    path = write_journal(tmp_path, journal_lines() + words)
    before = path.read_bytes()
    session = TableSession(enable, None, RoundJournal(path), None, headless=True)
    saved = session.journal.unfinished()
    assert saved is not None
    monkeypatch.setattr(journal_module, "_write_all", failing_write)
    with pytest.raises(OSError):
        session.restore(saved)  # the new journal could not be written...
    assert path.read_bytes() == before  # ...and the old one is untouched, every word in it
    assert not list(tmp_path.glob("*.new"))
    monkeypatch.undo()
    again = TableSession(enable, None, RoundJournal(path), None, headless=True)
    again.restore(saved)
    restored = RoundJournal(path).unfinished()
    assert restored is not None and len(restored.words) == 3000


@pytest.mark.parametrize(
    ("start", "why"),
    [
        ({"board": "!!!"}, "board"),
        ({"house": "[[[ not toml"}, "house"),
        ({"seconds": 0}, "seconds"),
        ({"players": [" "]}, "name"),
        ({"players": ["Ann\u202e"]}, "character"),
    ],
)
def test_a_journal_holding_bad_values_is_moved_aside_and_the_table_opens(
    tmp_path: Path, enable: Lexicon, start: dict[str, Any], why: str
) -> None:
    path = write_journal(tmp_path, journal_lines(**start))
    host = open_table(enable, None, options(tmp_path))
    try:
        assert not host.restored
        assert "could not be restored" in host.notice
        assert not path.exists() and path.with_suffix(".damaged").exists()
        assert TableClient(host.url).ok("GET", "api/board")
    finally:
        host.close()


def test_a_folder_that_cannot_be_written_is_said_at_the_start(
    tmp_path: Path, enable: Lexicon
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    with pytest.raises(TableStartError) as refused:
        open_table(enable, None, options(blocker / "data"))
    assert "cannot be written" in str(refused.value) and "a file" in str(refused.value)


def test_a_round_the_disk_cannot_start_is_503_and_leaves_no_half_round(
    client: TableClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as full:
        full.setattr(journal_module, "_write_all", failing_write)
        status, answer = client.call("POST", "api/round", {"seconds": 60})
        assert status == 503 and answer["reason"] == "table.not_kept"
        assert client.call("GET", "api/round")[0] == 404  # no round at all
    assert client.ok("POST", "api/round", {"seconds": 60})["phase"] == "playing"


class FailingHistory:
    def add_round(self, result: Any, **details: Any) -> int:
        "\ud800".encode()  # the UTF-8 failure a bad word once caused
        return 0

    def rescore_round(self, round_id: int, result: Any) -> None:
        pass


def test_a_round_whose_end_fails_still_ends_and_says_so(tmp_path: Path, enable: Lexicon) -> None:
    path = tmp_path / FILE_NAME
    session = TableSession(enable, None, RoundJournal(path), FailingHistory(), headless=True)
    session.set_board_text(BOARD)
    session.players.join("Ann")
    notices: list[Any] = []
    session.subscribe(lambda event: notices.append(event.data) if event.kind == "notice" else None)
    session.start_round(60)
    session.enter_word("Ann", "rope", "1")
    scored = session.end_round()
    assert scored["phase"] == "scored" and scored["players"][0]["score"] == 1
    assert notices and "could not be scored or kept" in notices[0]["message"]
    assert RoundJournal(path).unfinished() is None  # ended: nothing comes back on a restart
    assert session.start_round(60)["phase"] == "playing"  # and the next round starts
