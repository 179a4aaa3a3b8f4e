"""The game round without Qt: timer, players, live checking, finishing and saving."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from model_testing import TRUE_BOARD

from gui.model.round import Phase, Round, RoundError
from gui.model.round_timer import RoundTimer, clock_text
from solver import Lexicon

LEXICON = Lexicon.from_words(["cat", "cats", "coat", "rope", "mint", "pore", "zebra", "at"])
NOON = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class Recorder:
    """Stands in for the scorer and the store, to see what the round hands them."""

    scored: list[tuple[Any, ...]] = field(default_factory=list)
    saved: list[dict[str, Any]] = field(default_factory=list)
    rescored: list[tuple[int, Any]] = field(default_factory=list)

    def score(self, board, lexicon, players, rules, cancel: bool) -> tuple[Any, ...]:
        self.scored.append((board, players, rules, cancel))
        return ("result", cancel)

    def add_round(self, result, *, played_at, photo=None, seconds=None) -> int:
        self.saved.append({"result": result, "played_at": played_at, "photo": photo,
                           "seconds": seconds})  # fmt: skip
        return len(self.saved)

    def rescore_round(self, round_id: int, result: Any) -> None:
        self.rescored.append((round_id, result))


def make_round(clock: FakeClock, recorder: Recorder | None = None, **kwargs: Any) -> Round:
    recorder = recorder or Recorder()
    kwargs.setdefault("players", ("Ann", "Bob"))
    return Round(TRUE_BOARD, LEXICON, None, clock=clock, store=recorder,
                 scorer=recorder.score, now=lambda: NOON, **kwargs)  # fmt: skip


# -- the timer -------------------------------------------------------------------------------


def test_timer_counts_down_with_pauses_left_out() -> None:
    clock = FakeClock()
    timer = RoundTimer(180, clock)
    assert timer.remaining == 180 and not timer.started
    timer.start()
    clock.advance(100)
    assert timer.remaining == 80 and timer.running and not timer.in_last_stretch
    timer.pause()
    clock.advance(500)
    assert timer.remaining == 80 and timer.paused
    timer.resume()
    clock.advance(55)
    assert timer.remaining == 25 and timer.in_last_stretch
    clock.advance(40)
    assert timer.remaining == 0 and timer.finished and not timer.running
    assert not timer.in_last_stretch


def test_timer_stopped_early_is_finished_with_the_time_it_ran() -> None:
    clock = FakeClock()
    timer = RoundTimer(60, clock)
    timer.start()
    clock.advance(20)
    timer.stop()
    clock.advance(100)
    assert timer.finished and timer.remaining == 0 and timer.elapsed == 20


def test_timer_rejects_no_time_and_shows_minutes() -> None:
    with pytest.raises(ValueError):
        RoundTimer(0)
    assert clock_text(180) == "3:00"
    assert clock_text(29.2) == "0:30"  # rounded up: 0:00 only when the time is up
    assert clock_text(0) == "0:00"


# -- players ---------------------------------------------------------------------------------


def test_players_are_named_before_the_start() -> None:
    round_ = make_round(FakeClock(), players=("Ann",))
    seen: list[tuple[str, ...]] = []
    round_.players_changed.connect(seen.append)
    round_.add_player("  Bob   Smith ")
    round_.rename_player("Ann", "Annie")
    assert round_.players == ("Annie", "Bob Smith")
    with pytest.raises(RoundError, match="already"):
        round_.add_player("Annie")
    with pytest.raises(RoundError, match="name"):
        round_.add_player("   ")
    round_.remove_player("Bob Smith")
    with pytest.raises(RoundError, match="at least one"):
        round_.remove_player("Annie")
    assert seen[-1] == ("Annie",)
    round_.start()
    with pytest.raises(RoundError, match="before the round starts"):
        round_.add_player("Cy")


def test_a_round_needs_a_player() -> None:
    with pytest.raises(RoundError):
        make_round(FakeClock(), players=())


# -- playing ---------------------------------------------------------------------------------


def test_words_are_checked_live_with_the_reason_and_the_path() -> None:
    clock = FakeClock()
    round_ = make_round(clock)
    with pytest.raises(RoundError, match="start"):
        round_.enter_word("Ann", "cat")
    round_.start()
    cat = round_.enter_word("Ann", " CAT ")
    assert cat is not None and cat.ok and cat.word == "cat" and cat.points == 1
    assert cat.path is not None and [TRUE_BOARD.face(c) for c in cat.path] == ["C", "A", "T"]
    short = round_.enter_word("Ann", "at")
    assert short is not None and "too short" in short.reason and not short.ok
    unknown = round_.enter_word("Ann", "cope")
    assert unknown is not None and "not in the dictionary" in unknown.reason
    off = round_.enter_word("Bob", "zebra")
    assert off is not None and "not on the board" in off.reason and off.path is None
    again = round_.enter_word("Ann", "cat")
    assert again is not None and not again.ok and "already" in again.reason
    assert [e.word for e in round_.words("Ann")] == ["cat", "at", "cope"]
    assert round_.enter_word("Ann", "   ") is None
    round_.remove_word("Ann", "at")
    assert [e.word for e in round_.words("Ann")] == ["cat", "cope"]


def test_pause_stops_the_clock_and_the_words() -> None:
    clock = FakeClock()
    round_ = make_round(clock, seconds=60)
    round_.start()
    clock.advance(10)
    round_.pause()
    with pytest.raises(RoundError, match="paused"):
        round_.enter_word("Ann", "cat")
    clock.advance(300)
    round_.tick()
    assert round_.phase is Phase.PLAYING and round_.timer.remaining == 50
    round_.resume()
    assert round_.enter_word("Ann", "cat") is not None


def test_time_up_moves_on_to_writing_lists_in() -> None:
    clock = FakeClock()
    round_ = make_round(clock, seconds=60)
    ends: list[bool] = []
    ticks: list[float] = []
    round_.time_up.connect(lambda: ends.append(True))
    round_.ticked.connect(ticks.append)
    round_.start()
    clock.advance(45)
    round_.tick()
    assert round_.timer.in_last_stretch and ticks[-1] == 15
    clock.advance(16)
    round_.tick()
    assert ends == [True] and round_.phase is Phase.WRITING and ticks[-1] == 0
    entered = round_.enter_list("Bob", "rope\n\n  Mint \npore\nrope\n")
    assert [e.word for e in entered] == ["rope", "mint", "pore", "rope"]
    assert [e.word for e in round_.words("Bob")] == ["rope", "mint", "pore"]


def test_a_paper_round_skips_the_timer() -> None:
    round_ = make_round(FakeClock())
    with pytest.raises(RoundError, match="time is up"):
        round_.enter_list("Ann", "cat")
    round_.end_timer()
    assert round_.phase is Phase.WRITING
    round_.enter_list("Ann", "cat")
    assert [e.word for e in round_.words("Ann")] == ["cat"]


# -- finishing -------------------------------------------------------------------------------


def test_finish_scores_every_list_and_saves_the_round_once() -> None:
    clock = FakeClock()
    recorder = Recorder()
    round_ = make_round(clock, recorder, seconds=90, photo=Path("board.jpg"))
    round_.start()
    round_.enter_word("Ann", "cat")
    round_.enter_word("Bob", "cat")
    round_.enter_word("Bob", "zebra")
    clock.advance(40)
    result = round_.finish()
    assert result == ("result", True) and round_.phase is Phase.SCORED
    assert recorder.scored == [(TRUE_BOARD, [("Ann", ["cat"]), ("Bob", ["cat", "zebra"])],
                                None, True)]  # fmt: skip
    assert recorder.saved == [{"result": result, "played_at": NOON,
                               "photo": Path("board.jpg"), "seconds": 90}]  # fmt: skip
    assert round_.history_id == 1
    assert round_.finish() is result and len(recorder.saved) == 1
    with pytest.raises(RoundError):
        round_.enter_word("Ann", "rope")


def test_the_cancellation_switch_rescores_after_the_round() -> None:
    recorder = Recorder()
    round_ = make_round(FakeClock(), recorder)
    results: list[object] = []
    round_.scored.connect(results.append)
    round_.end_timer()
    round_.finish()
    round_.set_cancel(False)
    assert results == [("result", True), ("result", False)]
    assert round_.result == ("result", False) and len(recorder.saved) == 1
    assert recorder.rescored == [(1, ("result", False))]  # the saved round follows the switch


def test_finish_uses_the_real_scoring() -> None:
    round_ = Round(TRUE_BOARD, LEXICON, None, ("Ann", "Bob"), clock=FakeClock())
    round_.start()
    round_.enter_word("Ann", "cat")
    round_.enter_word("Ann", "rope")
    round_.enter_word("Bob", "cat")
    result = round_.finish()
    ann, bob = result.players
    assert [(w.word, w.status) for w in ann.words] == [("cat", "cancelled"), ("rope", "counted")]
    assert ann.score == 1 and bob.score == 0
    round_.set_cancel(False)
    assert [p.score for p in round_.result.players] == [2, 1]


# -- the round as part of the app model ------------------------------------------------------


def test_the_app_model_starts_a_round_on_the_board_on_screen() -> None:
    from gui.model.app import AppModel
    from gui.model.document import BoardDocument
    from gui.model.memory import RememberedValues

    model = AppModel(RememberedValues(), BoardDocument(TRUE_BOARD))
    statuses: list[str] = []
    model.status.connect(statuses.append)
    assert model.new_round(["Ann"], 60) is None and "loading" in statuses[-1]
    model.words.choose_dictionary("enable")
    model.words.dictionary_loaded(1, LEXICON)
    recorder = Recorder()
    model.set_history(recorder)
    model.set_rules("big")
    announced: list[Round] = []
    model.round_changed.connect(announced.append)
    round_ = model.new_round(["Ann", "Bob"], 90, cancel=False, clock=FakeClock())
    assert round_ is not None and announced == [round_] and model.round is round_
    assert round_.board == TRUE_BOARD and round_.lexicon is LEXICON
    assert round_.rules is not None and round_.rules.name == "big"
    assert round_.timer.duration == 90 and not round_.cancel and round_.store is recorder


def test_the_length_is_set_before_the_start() -> None:
    clock = FakeClock()
    round_ = make_round(clock)
    round_.set_seconds(120)
    assert round_.timer.remaining == 120
    round_.start()
    clock.advance(30)
    assert round_.timer.remaining == 90
    with pytest.raises(RoundError, match="before it starts"):
        round_.set_seconds(60)


def test_house_rules_check_and_score_the_words() -> None:
    from solver import HouseRulesError, parse_house_rules

    house = parse_house_rules(
        'name = "letters"\nmin_length = 4\nlength_points = [0, 0, 0, 0, 1]\n'
        "letter_points = { C = 3, A = 1, T = 1, S = 1, R = 1, O = 1, P = 3, E = 1 }\n"
        '[[bonus]]\ncell = [0, 0]\nkind = "TW"\n'
    )
    round_ = Round(TRUE_BOARD, LEXICON, None, ("Ann", "Bob"), clock=FakeClock())
    round_.set_rules(house)
    round_.start()
    short = round_.enter_word("Ann", "cat")
    assert short is not None and "too short" in short.reason
    cats = round_.enter_word("Ann", "cats")
    assert cats is not None and cats.ok and cats.points == (3 + 1 + 1 + 1) * 3 + 1
    round_.enter_word("Ann", "rope")
    result = round_.finish()
    assert result.rules_name == "letters" and result.players[0].score == 19 + 7
    with pytest.raises(RoundError):
        round_.set_rules(None)
    far = parse_house_rules('name = "far"\nmin_length = 3\nlength_points = [1]\n'
                            '[[bonus]]\ncell = [5, 5]\nkind = "DL"\n')  # fmt: skip
    with pytest.raises(HouseRulesError, match="off the"):
        Round(TRUE_BOARD, LEXICON, far, ("Ann",), clock=FakeClock())


def test_a_store_that_fails_leaves_the_result_and_says_why() -> None:
    from gui.model.history import HistoryError

    class BrokenStore:
        def add_round(self, result: Any, **details: Any) -> int:
            raise HistoryError("cannot write to the history file /x/history.sqlite3: disk full")

        def rescore_round(self, round_id: int, result: Any) -> None:
            raise AssertionError("a round that was never saved is not re-scored")

    round_ = Round(TRUE_BOARD, LEXICON, None, ("Ann",), clock=FakeClock(), store=BrokenStore())
    failures: list[str] = []
    round_.save_failed.connect(failures.append)
    round_.end_timer()
    result = round_.finish()
    assert round_.phase is Phase.SCORED and round_.result is result
    assert failures == [
        "Could not save the round in the history: "
        "cannot write to the history file /x/history.sqlite3: disk full"
    ]
    assert round_.history_id is None
    round_.set_cancel(False)  # re-scores on screen; nothing to re-score in the history
    assert round_.result is not None and round_.result.cancel is False
