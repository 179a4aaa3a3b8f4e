"""The dice statistics window, "How good is this board?" and "Find a great board…" with real
clicks: charts that fill from a small run, Cancel mid-run, a failing job shown as a message, and
a great board loaded (undoably) and solved."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

import gui.model.great_board
import gui.model.statistics
from gui.model.document import BoardDocument
from gui.model.statistics import score_on
from solver import Board

ROOT = Path(__file__).resolve().parents[3]
# A board of the new dice (seed 2's roll) that scores 170 points: mid-chart, not off the end.
TYPICAL = Board.parse("TVLT/LGSA/EONH/ONRB")


@pytest.fixture
def window(make_window, app_settings):
    app_settings.document = BoardDocument(TYPICAL)
    main = make_window()
    main.statistics.boards = 200  # small runs: each test a few seconds at most
    return main


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def open_statistics(qtbot, main):
    main.actions.statistics.trigger()
    stats = main.statistics.window
    assert stats is not None
    qtbot.waitExposed(stats)
    return stats


def test_the_window_fills_its_charts_from_a_small_run(qtbot, window) -> None:
    stats = open_statistics(qtbot, window)
    model = stats.statistics
    qtbot.waitUntil(lambda: model.distribution is not None and not model.running, timeout=10000)
    shown = model.distribution
    assert shown.complete and shown.total.boards == 200 and shown.plan.dice == "new"
    assert stats.progress.value() == 200 and stats.run_button.isEnabled()
    assert not stats.cancel_button.isEnabled()
    # Every chart has its series; the score chart marks the board on screen.
    assert len(stats.score_chart.current.series()) == 2
    assert stats.words_chart.current.series() and stats.lengths_chart.current.series()
    assert stats.table.model().rowCount() == len(shown.total.length_words)
    assert "200 boards from the new 4x4 dice, classic rules, ENABLE" in stats.heading.text()
    assert "Words of 6 letters or more bring" in stats.summary.text()
    score = score_on(TYPICAL, window.model.words.lexicon, shown.plan)
    below = sum(1 for s in shown.total.scores if s < score)
    assert f"This board scores {score} points: better than {below * 100 // 200}% of boards " \
           "from the new 4x4 dice (200 boards)." == stats.rating.text()  # fmt: skip


def test_cancel_mid_run_keeps_what_came_back_and_the_window_usable(qtbot, window) -> None:
    window.statistics.boards = 50_000  # far more than the test waits for
    stats = open_statistics(qtbot, window)
    model = stats.statistics
    qtbot.waitUntil(lambda: stats.progress.value() >= 500, timeout=10000)
    click(qtbot, stats.cancel_button)
    assert not model.running
    kept = model.distribution
    assert kept is not None and 500 <= kept.total.boards < 50_000 and not kept.complete
    assert "(stopped early)" in stats.heading.text()
    assert stats.run_button.isEnabled() and not stats.cancel_button.isEnabled()
    qtbot.wait(300)  # chunks the worker had on the way are dropped
    assert model.distribution is kept
    # And it still works: a new, small run from the controls.
    stats.boards.setValue(300)
    stats.seed.setValue(4)
    click(qtbot, stats.run_button)
    qtbot.waitUntil(lambda: not model.running, timeout=10000)
    assert model.distribution.total.boards == 300 and model.distribution.plan.seed == 4


def test_closing_the_window_stops_the_run(qtbot, window) -> None:
    window.statistics.boards = 50_000
    stats = open_statistics(qtbot, window)
    model = stats.statistics
    qtbot.waitUntil(lambda: stats.progress.value() >= 500, timeout=10000)
    stats.close()
    assert not model.running
    kept = model.distribution
    qtbot.wait(300)
    assert model.distribution is kept


def test_a_failing_run_is_a_message_not_a_traceback(qtbot, window, monkeypatch) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise OSError("the disk is on fire")

    monkeypatch.setattr(gui.model.statistics, "roll_chunk", broken)
    stats = open_statistics(qtbot, window)
    qtbot.waitUntil(stats.message.isVisible, timeout=10000)
    assert stats.message.text() == "The statistics run stopped: OSError: the disk is on fire"
    assert stats.run_button.isEnabled() and not stats.statistics.running


def test_how_good_is_this_board_answers_in_the_banner(qtbot, window) -> None:
    window.actions.how_good.trigger()
    qtbot.waitUntil(lambda: "better than" in window.banner.text, timeout=10000)
    model = window.statistics.models()[0]
    shown = model.distribution
    score = score_on(TYPICAL, window.model.words.lexicon, shown.plan)
    assert shown.total.boards == 200
    assert window.banner.text.startswith(f"This board scores {score} points: better than ")
    assert window.banner.text.endswith("of boards from the new 4x4 dice (200 boards).")
    # The answer is about that board: another board hides it.
    window.actions.roll.trigger()
    assert not window.banner.isVisible()


def test_a_board_of_no_dice_set_s_shape_is_not_compared(qtbot, window) -> None:
    window.model.enter_board(Board.parse("CATS/ROPE/MINT"), "Type a board")
    window.actions.how_good.trigger()
    assert window.banner.text == (
        "This board is 3x4: no dice set rolls boards of that shape to compare it with."
    )
    assert window.statistics.models()[0].distribution is None


def test_find_a_great_board_loads_it_solved_and_undoably(qtbot, window) -> None:
    window.actions.great_board.trigger()
    dialog = window.statistics.dialog
    qtbot.waitExposed(dialog)
    dialog.seconds.setValue(1)
    click(qtbot, dialog.start_button)
    assert dialog.stop_button.isEnabled()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=15000)
    board = window.document.board
    assert board != TYPICAL and (board.rows, board.cols) == (4, 4)
    solution = window.model.words.solution
    assert solution is not None and solution.board == board
    # Far better than a typical roll even after a second, and shown in the word panel.
    assert solution.total_score > 300
    assert f"<b>{solution.total_score}</b> points" in window.words.summary.text()
    assert window.undo_stack.undoText().startswith("Load a great board")
    window.actions.undo.trigger()
    assert window.document.board == TYPICAL


def test_the_dialog_says_how_the_search_works(qtbot, window) -> None:
    # `best` has searched by iterated local search (climb, kick, climb again) since issue 38.
    window.actions.great_board.trigger()
    dialog = window.statistics.dialog
    qtbot.waitExposed(dialog)
    intro = dialog.findChild(QLabel, "searchIntro").text()
    assert "annealing" not in intro
    assert "turns and swaps dice while the score rises" in intro and "climbs again" in intro
    click(qtbot, dialog.cancel_button)


def test_stop_uses_the_best_so_far_and_cancel_drops_it(qtbot, window) -> None:
    window.actions.great_board.trigger()
    dialog = window.statistics.dialog
    dialog.seconds.setValue(120)
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: "Best so far" in dialog.best.text(), timeout=10000)
    click(qtbot, dialog.cancel_button)
    assert not dialog.isVisible() and not dialog.search.running
    qtbot.wait(300)
    assert window.document.board == TYPICAL
    # Again, stopped early this time: the best board so far is loaded.
    window.actions.great_board.trigger()
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: "Best so far" in dialog.best.text(), timeout=10000)
    click(qtbot, dialog.stop_button)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=10000)
    assert window.document.board != TYPICAL


def test_a_failing_search_is_a_message(qtbot, window, monkeypatch) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise MemoryError("no room for boards")

    monkeypatch.setattr(gui.model.great_board, "run_searches", broken)
    window.actions.great_board.trigger()
    dialog = window.statistics.dialog
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: "stopped" in dialog.best.text(), timeout=10000)
    assert dialog.best.text() == "The search stopped: MemoryError: no room for boards"
    assert dialog.isVisible() and dialog.start_button.isEnabled()
    assert window.document.board == TYPICAL


def test_the_main_window_starts_without_qtcharts() -> None:
    code = (
        "import sys, tempfile\n"
        "from pathlib import Path\n"
        "from PySide6.QtCore import QSettings\n"
        "from gui.qt.app import application\n"
        "from gui.qt.main_window import MainWindow\n"
        "from gui.qt.settings import AppSettings\n"
        "app = application()\n"
        "ini = str(Path(tempfile.mkdtemp()) / 's.ini')\n"
        "window = MainWindow(AppSettings(QSettings(ini, QSettings.Format.IniFormat)))\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6.QtCharts', 'gui.model.stat',"
        " 'gui.qt.stat'))))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "['gui.qt.statistics_actions']"
