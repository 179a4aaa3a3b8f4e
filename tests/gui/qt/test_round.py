"""Playing a round in the app with real key presses: players, the timer, words checked as they
are typed, the results, and the history read back by a new window."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from model_testing import TRUE_BOARD
from PySide6.QtCharts import QValueAxis
from PySide6.QtCore import Qt

from gui.model.document import BoardDocument
from gui.model.round import Phase
from gui.qt.round_window import LAST_STRETCH_STYLE, RoundWindow


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("BOGGLE_LENS_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def window(make_window, app_settings, data_dir):
    app_settings.document = BoardDocument(TRUE_BOARD)
    return make_window()


def open_round(qtbot, window, clock: FakeClock) -> RoundWindow:
    window.round_clock = clock
    window.actions.play_round.trigger()
    round_window = window.round_window
    assert round_window is not None
    qtbot.waitExposed(round_window)
    round_window.activateWindow()
    qtbot.waitActive(round_window)  # keyboard shortcuts (Ctrl+2) go to the active window
    return round_window


def type_word(qtbot, round_window: RoundWindow, word: str) -> None:
    qtbot.keyClicks(round_window.entry, word)
    qtbot.keyClick(round_window.entry, Qt.Key.Key_Return)


def test_the_timer_counts_down_turns_red_and_pauses(qtbot, window) -> None:
    clock = FakeClock()
    round_window = open_round(qtbot, window, clock)
    round_window.seconds.setValue(60)
    assert round_window.clock.text() == "1:00"
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)
    assert round_window.round.phase is Phase.PLAYING and not window.words.isVisible()
    clock.now = 35.0
    qtbot.waitUntil(lambda: round_window.clock.text() == "0:25")
    assert round_window.clock.styleSheet() == LAST_STRETCH_STYLE
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)  # pause
    assert round_window.start_button.text() == "&Resume" and not round_window.entry.isEnabled()
    clock.now = 500.0
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)  # resume
    assert round_window.round.timer.remaining == 25
    clock.now = 526.0
    qtbot.waitUntil(lambda: round_window.round.phase is Phase.WRITING)
    assert round_window.clock.text() == "Time's up" and round_window.sound.played == 1
    assert round_window.paste_area.isVisible()


def test_words_typed_are_checked_and_flash_their_path(qtbot, window) -> None:
    round_window = open_round(qtbot, window, FakeClock())
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)
    type_word(qtbot, round_window, "zebra")
    assert "ZEBRA: not on the board" in round_window.verdict.text()
    type_word(qtbot, round_window, "rope")
    assert "ROPE: 1 point" in round_window.verdict.text()
    assert window.view._path == ((1, 0), (1, 1), (1, 2), (1, 3))
    qtbot.waitUntil(lambda: window.view._path == (), timeout=3000)
    items = [round_window.word_list.item(i).text() for i in range(round_window.word_list.count())]
    assert items == ["rope", "zebra  (not on the board)"]


def tab_rows(round_window: RoundWindow, player: str) -> list[tuple[str, str, str, str]]:
    model = round_window.results.player_tables[player].model()
    return [
        tuple(model.index(row, column).data() for column in range(4))
        for row in range(model.rowCount())
    ]


def test_a_whole_round_with_two_players_is_scored_saved_and_read_back(
    qtbot, window, app_settings, data_dir, make_window, tmp_path
) -> None:
    from gui.model.history import HistoryStore

    app_settings.round_players = ["Ann", "Bob"]
    clock = FakeClock()
    round_window = open_round(qtbot, window, clock)
    assert round_window.picker.currentText() == "Ann"
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)
    for word in ("cats", "rope", "zebra"):
        type_word(qtbot, round_window, word)
    assert "ZEBRA: not on the board" in round_window.verdict.text()
    qtbot.keyClick(round_window.entry, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert round_window.player == "Bob"
    for word in ("rope", "mint", "at"):
        type_word(qtbot, round_window, word)
    assert "AT: too short" in round_window.verdict.text()
    clock.now = 181.0
    qtbot.waitUntil(lambda: round_window.round.phase is Phase.WRITING)
    qtbot.mouseClick(round_window.score_button, Qt.MouseButton.LeftButton)

    assert round_window.pages.currentWidget() is round_window.result_tabs
    assert window.words.isVisible()  # the answers come back once the round is scored
    assert tab_rows(round_window, "Ann") == [
        ("cats", "counted", "1", "1"),
        ("rope", "cancelled: another player found it", "1", "0"),
        ("zebra", "not on the board", "0", "0"),
    ]
    assert tab_rows(round_window, "Bob") == [
        ("rope", "cancelled: another player found it", "1", "0"),
        ("mint", "counted", "1", "1"),
        ("at", "too short", "0", "0"),
    ]
    assert round_window.results.summary.text().startswith("Ann 1 · Bob 1")
    # Even in the smallest window, the status column holds its longest text whole, and every
    # column is in view (no scrolling sideways to see the score).
    round_window.resize(round_window.minimumSizeHint())
    qtbot.wait(50)
    status = round_window.results.player_tables["Ann"]
    assert status.isVisible()
    needed = status.fontMetrics().horizontalAdvance("cancelled: another player found it")
    assert status.columnWidth(1) >= max(needed, status.sizeHintForColumn(1))
    assert sum(status.columnWidth(c) for c in range(4)) <= status.viewport().width()
    assert not status.horizontalScrollBar().isVisible()
    missed = round_window.results.missed_table
    best = missed.model().index(0, 0)
    qtbot.mouseClick(missed.viewport(), Qt.MouseButton.LeftButton,
                     pos=missed.visualRect(best).center())  # fmt: skip
    result = round_window.round.result
    assert window.view._path == result.missed[0].path and window.view._path

    round_window.results.cancel_box.setChecked(False)  # shared words score for both
    assert round_window.round.result.players[0].score == 2
    assert round_window.results.players.tabText(1) == "Bob: 2"
    # One board played: "Your style" speaks of that board, on a chart with round ticks.
    assert "of the points on the board;" in round_window.style_view.advice.text()
    (bars,) = round_window.style_view.chart.series()
    assert [bar.label() for bar in bars.barSets()] == ["Points found", "Points on the board"]
    assert round_window.style_view.chart.title().endswith("what the board held")
    headers = round_window.style_view.table.model()
    assert headers.headerData(2, Qt.Orientation.Horizontal) == "On the board"
    (values,) = round_window.style_view.chart.axes(Qt.Orientation.Vertical)
    assert values.tickType() == QValueAxis.TickType.TicksDynamic and values.tickAnchor() == 0
    step = values.tickInterval()
    assert step in {1, 2, 5, 10, 20, 50, 100, 200, 500} and values.max() % step == 0
    assert values.max() >= max(row.held_points for row in round_window.style_view.rows)

    with HistoryStore.default() as store:
        (stored,) = store.rounds()
    # The history keeps the scoring the players settled on: the switch turned after saving.
    assert stored.board == TRUE_BOARD.text and stored.seconds == 180 and not stored.cancel
    assert [(p.name, p.score) for p in stored.players] == [("Ann", 2), ("Bob", 2)]

    window.close()
    again = make_window()  # a restart: a new window and model on the same data folder
    again.actions.history.trigger()
    history = again.history_window
    assert history is not None and [r.id for r in history.rounds] == [stored.id]
    assert [history.player.itemText(i) for i in range(history.player.count())] == [
        "Everyone", "Ann", "Bob"]  # fmt: skip
    assert history.table.model().index(0, 3).data() == "Ann 2 · Bob 2"
    history.player.setCurrentText("Bob")
    assert history.style_view.player.currentText() == "Bob"
    assert history.style_view.advice.text().startswith("Bob found")
    assert [w.word for w in history.rounds[0].players[1].words] == ["rope", "mint", "at"]
    csv_path, json_path = tmp_path / "rounds.csv", tmp_path / "rounds.json"
    history.export(csv_path)
    history.export(json_path)
    assert csv_path.read_text().splitlines()[0].startswith("round,played_at_utc,board")
    assert json.loads(json_path.read_text())["rounds"][0]["players"][1]["name"] == "Bob"


def test_the_round_settings_are_remembered_and_forgiving(app_settings) -> None:
    assert app_settings.round_seconds == 180 and app_settings.round_players == []
    assert app_settings.round_sound
    app_settings.round_seconds = 120
    app_settings.round_players = ["Ann", "Bob"]
    app_settings.round_sound = False
    assert (app_settings.round_seconds, app_settings.round_players) == (120, ["Ann", "Bob"])
    assert not app_settings.round_sound
    app_settings._set("round/seconds", "soon")
    app_settings._set("round/players", "{not json")
    assert app_settings.round_seconds == 180 and app_settings.round_players == []


def test_a_round_window_remembers_its_setup_and_turns_the_sound_off(qtbot, window, app_settings):
    round_window = open_round(qtbot, window, FakeClock())
    qtbot.mouseClick(round_window.players.add_button, Qt.MouseButton.LeftButton)
    round_window.seconds.setValue(90)
    round_window.sound_box.setChecked(False)
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)
    assert app_settings.round_players == ["Player 1", "Player 2"]
    assert app_settings.round_seconds == 90 and not app_settings.round_sound
    qtbot.mouseClick(round_window.end_button, Qt.MouseButton.LeftButton)
    assert round_window.sound.played == 0  # ended early, and the sound is off anyway


def _click_word(qtbot, window, word: str) -> None:
    table = window.words.table
    index = window.words.proxy.index(window.words.proxy.row_of(word), 0)
    table.scrollTo(index)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(index).center())  # fmt: skip


def test_a_round_in_progress_shows_no_word_or_path_of_the_answers(qtbot, window, tmp_path) -> None:
    from gui_testing import items_of_kind, path_steps

    longest = max(window.model.words.solution.words, key=lambda found: len(found.word)).word
    _click_word(qtbot, window, longest)
    assert window.words.selected_word().word == longest
    before = path_steps(window.view)
    assert len(before) == len(longest) and items_of_kind(window.view, "dim")
    # Ctrl+G opens the round window; its Start button starts the round.
    clock = FakeClock()
    window.round_clock = clock
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    round_window = window.round_window
    assert round_window is not None
    qtbot.waitExposed(round_window)
    assert path_steps(window.view) == before  # setting up: nothing is hidden yet
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)
    assert round_window.round.phase is Phase.PLAYING
    # Nothing of the solution: no path, no dimmed dice, no word list, no selected word.
    assert path_steps(window.view) == [] and not items_of_kind(window.view, "path-tint")
    assert not items_of_kind(window.view, "dim")
    assert not window.words.isVisible() and window.words.selected_word() is None
    assert window.model.words.selected_word is None
    window.grab().save(str(tmp_path / "round-in-progress.png"))  # looked at: a plain board
    # A word the player types flashes its own path, and that goes again too.
    type_word(qtbot, round_window, "rope")
    assert path_steps(window.view) == [(1, 0), (1, 1), (1, 2), (1, 3)]
    qtbot.waitUntil(lambda: path_steps(window.view) == [], timeout=3000)
    # The round ends: the list, the word selected before and its path come back.
    clock.now = 181.0
    qtbot.waitUntil(lambda: round_window.round.phase is Phase.WRITING)
    assert path_steps(window.view) == [] and not window.words.isVisible()
    qtbot.mouseClick(round_window.score_button, Qt.MouseButton.LeftButton)
    assert window.words.isVisible()
    assert window.words.selected_word().word == longest
    assert path_steps(window.view) == before


def test_closing_the_round_window_pauses_and_shows_the_words_again(qtbot, window) -> None:
    clock = FakeClock()
    round_window = open_round(qtbot, window, clock)
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)
    assert not window.words.isVisible()
    clock.now = 50.0
    round_window.close()
    assert window.words.isVisible() and round_window.round.timer.paused
    clock.now = 400.0
    assert window.open_round() is round_window and round_window.round.timer.remaining == 130
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)  # resume
    assert not window.words.isVisible()


def test_a_damaged_history_is_moved_aside_and_the_banner_says_so(qtbot, window, data_dir) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "history.sqlite3").write_bytes(b"not a database, just some scribbles" * 40)
    history = window.open_history()
    assert history.rounds == [] and window.banner.isVisible()
    assert "damaged" in window.banner.label.text()
    assert [p.name for p in data_dir.iterdir() if ".damaged-" in p.name]


def test_house_rules_from_a_file_score_the_round(qtbot, window, tmp_path) -> None:
    import resources
    from solver import load_house_rules

    example = Path(resources.__file__).parent / "house_rules_example.toml"
    round_window = open_round(qtbot, window, FakeClock())
    assert round_window.rules_label.text() == "Rules: by board size"
    assert not round_window.standard_button.isEnabled()
    assert round_window.use_house_rules(example)
    house = load_house_rules(example)
    assert round_window.round.rules == house
    assert round_window.rules_label.text() == f"Rules: {house.name}"
    broken = tmp_path / "broken.toml"
    broken.write_text("name = \n")
    assert not round_window.use_house_rules(broken)
    assert round_window.players.message.text() and round_window.round.rules == house
    qtbot.mouseClick(round_window.standard_button, Qt.MouseButton.LeftButton)
    assert round_window.round.rules is None


def test_a_history_that_cannot_be_written_costs_the_round_nothing(qtbot, window, data_dir) -> None:
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    data_dir.write_text("a file where the data folder should be")  # the store cannot open
    clock = FakeClock()
    round_window = open_round(qtbot, window, clock)
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)
    type_word(qtbot, round_window, "cats")
    clock.now = 181.0
    qtbot.waitUntil(lambda: round_window.round.phase is Phase.WRITING)
    qtbot.mouseClick(round_window.score_button, Qt.MouseButton.LeftButton)

    assert round_window.pages.currentWidget() is round_window.result_tabs
    assert round_window.results.summary.text()  # the result is shown all the same
    problem = round_window.results.save_problem
    assert problem.isVisible() and "Could not save the round in the history" in problem.text()
    assert str(data_dir) in problem.text()
    round_window.results.cancel_box.setChecked(False)  # re-scoring still works
    assert round_window.round.result.cancel is False


def test_the_house_rules_file_is_remembered_for_the_next_round(
    qtbot, window, app_settings, tmp_path
) -> None:
    import resources
    from solver import load_house_rules

    house_file = tmp_path / "house.toml"
    house_file.write_bytes(
        (Path(resources.__file__).parent / "house_rules_example.toml").read_bytes()
    )
    house = load_house_rules(house_file)
    first = open_round(qtbot, window, FakeClock())
    assert first.use_house_rules(house_file)
    assert app_settings.round_house_rules == house_file
    first.round.end_timer()
    qtbot.mouseClick(first.score_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(first.new_round_button, Qt.MouseButton.LeftButton)
    second = window.round_window
    assert second is not None and second is not first
    assert second.round.rules == house and second.rules_label.text() == f"Rules: {house.name}"

    qtbot.mouseClick(second.standard_button, Qt.MouseButton.LeftButton)
    assert app_settings.round_house_rules is None  # back to the standard rules, remembered too
    assert second.use_house_rules(house_file)
    house_file.write_text("name = \n")  # broken between two rounds
    second.round.end_timer()
    qtbot.mouseClick(second.score_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(second.new_round_button, Qt.MouseButton.LeftButton)
    third = window.round_window
    assert third is not None and third is not second and third.round.rules is None
    assert third.players.message.text().startswith("Playing by the standard rules: ")
    assert app_settings.round_house_rules is None


def test_a_path_still_flashing_when_the_window_goes_does_nothing_later(
    qtbot, app_settings, tmp_path
) -> None:
    from gui_testing import FakeCamera
    from PySide6.QtCore import QCoreApplication, QEvent

    from gui.qt.main_window import MainWindow

    app_settings.document = BoardDocument(TRUE_BOARD)
    # Not handed to qtbot: this window is deleted by the test itself.
    window = MainWindow(app_settings, snapshot_dir=tmp_path / "shots", camera=FakeCamera())
    window.show()
    qtbot.waitUntil(lambda: window.model.words.solution is not None, timeout=15000)
    round_window = open_round(qtbot, window, FakeClock())
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)
    type_word(qtbot, round_window, "cats")  # flashes its path on the main board for 1.5 s
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(1800)  # the flash's end would reach widgets that are gone (pytest-qt fails on it)


def test_a_history_that_cannot_be_opened_is_told_in_the_banner(qtbot, window, data_dir) -> None:
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    data_dir.write_text("a file where the data folder should be")
    window.actions.history.trigger()  # Board > History: no traceback, no window, a reason
    assert window.history_window is None
    assert window.banner.isVisible() and window.banner.level == "error"
    assert "The rounds played cannot be shown: cannot create the history folder" in (
        window.banner.plain_text
    )
