"""Statistics window benchmark: how long the window takes to fill (from the menu action to the
charts drawn) for N boards, and how well the GUI keeps answering meanwhile (the longest gap
between the ticks of a 10 ms timer). Baseline from the same run: the same chunks rolled by
``solver.stats.roll_chunk`` straight, with no window and no thread.

Usage: python bench/statistics_window_bench.py [--boards N] [--runs R] [--screenshot OUT.png]
(offscreen unless QT_QPA_PLATFORM is set)
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QElapsedTimer, QSettings, QTimer

from gui.model.document import BoardDocument
from gui.qt.app import application
from gui.qt.main_window import MainWindow
from gui.qt.settings import AppSettings
from solver import roll
from solver.stats import chunk_plan, merge, roll_chunk

SAMPLE_BOARD = roll("new", random.Random(2))  # a board from the dice: its mark sits mid-chart


def wait(app: object, condition: object, timeout_s: float = 120.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():  # type: ignore[operator]
        app.processEvents()  # type: ignore[attr-defined]
        time.sleep(0.002)
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not fill in time")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--screenshot", type=Path)
    args = parser.parse_args()
    app = application()
    folder = tempfile.mkdtemp()
    settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
    settings.document = BoardDocument(SAMPLE_BOARD)
    window = MainWindow(settings)
    window.resize(1100, 720)
    window.show()
    wait(app, lambda: window.model.words.solution is not None)
    lexicon = window.model.words.lexicon
    assert lexicon is not None

    started = time.perf_counter()
    opened = window.statistics.open_window()  # imports QtCharts the first time
    assert opened is not None
    first_open = time.perf_counter() - started
    stats_window = opened
    stats_window.boards.setValue(args.boards)
    wait(app, lambda: not stats_window.statistics.running)

    # Baseline for the stalls: the same timer with nothing running (the host's own share).
    idle_gaps: list[int] = []
    idle_clock = QElapsedTimer()
    idle_ticker = QTimer()
    idle_ticker.setInterval(10)
    idle_ticker.timeout.connect(lambda: idle_gaps.append(idle_clock.restart()))
    idle_clock.start()
    idle_ticker.start()
    idle_until = time.monotonic() + 1.0
    wait(app, lambda: time.monotonic() > idle_until)
    idle_ticker.stop()

    fills, worst_gaps = [], []
    for run in range(args.runs):
        gaps: list[int] = []
        clock = QElapsedTimer()
        ticker = QTimer()
        ticker.setInterval(10)
        ticker.timeout.connect(lambda gaps=gaps, clock=clock: gaps.append(clock.restart()))
        clock.start()
        ticker.start()
        stats_window.seed.setValue(run + 1)
        began = time.perf_counter()
        stats_window.run_button.click()
        wait(app, lambda: not stats_window.statistics.running)
        fills.append(time.perf_counter() - began)
        shown = stats_window.statistics.distribution
        assert (
            shown is not None and shown.total.boards == args.boards and shown.plan.seed == run + 1
        )
        ticker.stop()
        worst_gaps.append(max(gaps) if gaps else 0)

    baseline = []
    for run in range(args.runs):
        began = time.perf_counter()
        merge(
            roll_chunk("new", None, None, run + 1, i, n, lexicon)
            for i, n in chunk_plan(args.boards)
        )
        baseline.append(time.perf_counter() - began)

    print(f"\nstatistics window, {args.boards:,} boards of the new 4x4 dice, {args.runs} runs "
          f"(QT_QPA_PLATFORM={os.environ['QT_QPA_PLATFORM']}, load average "
          f"{os.getloadavg()[0]:.1f}):")  # fmt: skip
    print(f"  first open (QtCharts import + window)  {first_open * 1000:7.0f} ms")
    print(f"  filled, from Roll to charts drawn   median {statistics.median(fills) * 1000:7.0f} ms"
          f" (slowest {max(fills) * 1000:.0f} ms)")  # fmt: skip
    print(f"  same chunks, roll_chunk straight    median {statistics.median(baseline) * 1000:7.0f}"
          f" ms (slowest {max(baseline) * 1000:.0f} ms)")  # fmt: skip
    print(f"  longest GUI stall while rolling (10 ms timer): median {statistics.median(worst_gaps)}"
          f" ms, worst {max(worst_gaps)} ms")  # fmt: skip
    print(f"  longest gap of the same timer, idle for 1 s:              {max(idle_gaps)} ms")
    if args.screenshot is not None:
        stats_window.seed.setValue(0)
        stats_window.run_button.click()
        wait(app, lambda: not stats_window.statistics.running)
        for _ in range(20):
            app.processEvents()
        args.screenshot.parent.mkdir(parents=True, exist_ok=True)
        stats_window.grab().save(str(args.screenshot))
        print(f"  screenshot: {args.screenshot}")
    window.close()


if __name__ == "__main__":
    main()
