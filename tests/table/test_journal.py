"""The round journal: what a crash leaves on disk is enough to bring the round back."""

from __future__ import annotations

from pathlib import Path

from solver import Board, Lexicon
from table.journal import RoundJournal
from table.session import TableSession

BOARD = "CATS/ROPE/MINT/LUGS"


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def new_session(path: Path, lexicon: Lexicon, clock: FakeClock) -> TableSession:
    session = TableSession(lexicon, None, RoundJournal(path), None, headless=True, clock=clock)
    session.set_board_text(BOARD)
    for name in ("Ann", "Bob"):
        session.players.join(name)
    return session


def test_a_round_cut_off_comes_back_with_every_answered_word_paused(
    tmp_path: Path, enable: Lexicon
) -> None:
    path = tmp_path / "round.jsonl"
    clock = FakeClock()
    first = new_session(path, enable, clock)
    first.start_round(180)
    answers = {}
    for word_id, (player, word) in enumerate(
        [("Ann", "rope"), ("Bob", "rope"), ("Ann", "xyzzy"), ("Bob", "ca"), ("Ann", "rope")]
    ):
        clock.now += 7
        answers[str(word_id)] = first.enter_word(player, word, str(word_id))
    clock.now += 3
    first.tick()  # 38 s in: the clock's reading goes to the journal every 5 s
    before = first.round_json()
    # No end, no close: the process is gone (kill -9). A new session reads the journal.
    second = new_session(path, enable, FakeClock())
    saved = RoundJournal(path).unfinished()
    assert saved is not None
    second.restore(saved)
    after = second.round_json()
    assert after is not None and before is not None
    assert after["players"] == before["players"]
    assert after["running"] is False
    assert 140 <= after["seconds_left"] <= 145  # 180 - 38, give or take the last reading
    # A retry of an answered word, after the restart, counts once and answers alike.
    second.resume_round()
    assert second.enter_word("Ann", "rope", "0") == answers["0"]
    assert [w["word"] for w in second.round_json()["players"][0]["words"]] == ["rope", "xyzzy"]


def test_a_round_that_ended_leaves_nothing_to_restore(tmp_path: Path, enable: Lexicon) -> None:
    path = tmp_path / "round.jsonl"
    session = new_session(path, enable, FakeClock())
    session.start_round(60)
    session.enter_word("Ann", "rope", "1")
    session.end_round()
    assert RoundJournal(path).unfinished() is None


def test_a_line_cut_short_by_the_crash_is_skipped(tmp_path: Path, enable: Lexicon) -> None:
    path = tmp_path / "round.jsonl"
    session = new_session(path, enable, FakeClock())
    session.start_round(60)
    session.enter_word("Ann", "rope", "1")
    with path.open("a") as handle:
        handle.write('{"kind":"word","player":"Ann","wo')
    saved = RoundJournal(path).unfinished()
    assert saved is not None and saved.words == [("Ann", "rope", "1")]


def test_a_damaged_journal_is_moved_aside_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "round.jsonl"
    path.write_bytes(b"\x00\x01garbage\n{}\n")
    journal = RoundJournal(path)
    assert journal.unfinished() is None
    assert "could not be restored" in journal.notice
    assert not path.exists() and path.with_suffix(".damaged").exists()


def test_a_board_restored_is_the_rounds_board(tmp_path: Path, enable: Lexicon) -> None:
    path = tmp_path / "round.jsonl"
    session = new_session(path, enable, FakeClock())
    session.start_round(60)
    other = TableSession(enable, None, RoundJournal(path), None, headless=True)
    saved = RoundJournal(path).unfinished()
    assert saved is not None
    other.restore(saved)
    assert other.document.board == Board.parse(BOARD)
