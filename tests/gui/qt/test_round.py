"""Playing a round in the app with real key presses: players, the timer, words checked as they
are typed, the results, and the history read back by a new window."""

from __future__ import annotations

from pathlib import Path

import pytest
from model_testing import TRUE_BOARD
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
