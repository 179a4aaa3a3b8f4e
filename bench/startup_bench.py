"""App start-up benchmark: how long from launching a process to the main window's first paint.

The child process runs the app's real start-up path (QApplication, the main window with its
settings, show) on throwaway settings and reports when the window first paints; the parent
times it from the launch, so the figure includes the interpreter, the imports and Qt's own
start-up. Baselines from the same run: a bare interpreter, and a bare Qt window.

Usage: python bench/startup_bench.py [--runs N]   (offscreen unless QT_QPA_PLATFORM is set)
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Prints "painted" at the window's first paint, then quits; each child below ends by showing
# `window` and running `app`.
_FIRST_PAINT = """
from PySide6.QtCore import QEvent, QObject, QTimer

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("painted", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
"""
_SHOW = """
watcher = FirstPaint()
window.installEventFilter(watcher)
window.show()
app.exec()
"""
_APP_WINDOW = """
import tempfile
from pathlib import Path
from PySide6.QtCore import QSettings
from gui.qt.app import application
from gui.qt.main_window import MainWindow
from gui.qt.settings import AppSettings

app = application()
settings = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
window = MainWindow(AppSettings(settings))
"""
_BARE_WINDOW = """
from PySide6.QtWidgets import QApplication, QWidget

app = QApplication([])
window = QWidget()
"""


def seconds_to_first_paint(code: str, env: dict[str, str]) -> float:
    """Launch ``code`` in a fresh interpreter; the time until it prints its first line."""
    started = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert child.stdout is not None
    line = child.stdout.readline()
    elapsed = time.perf_counter() - started
    child.wait(timeout=60)
    if line.strip() != "painted":
        raise RuntimeError(f"the child did not paint (exit code {child.returncode})")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT)
    with tempfile.TemporaryDirectory() as home:
        env["XDG_CONFIG_HOME"] = home  # the app's own settings are never touched
        print(
            f"\nstart-up to the first paint, median of {args.runs} launches "
            f"(QT_QPA_PLATFORM={env['QT_QPA_PLATFORM']}):"
        )
        for name, code in (
            ("bare interpreter", "print('painted')"),
            ("bare Qt window", _FIRST_PAINT + _BARE_WINDOW + _SHOW),
            ("Boggle Lens main window", _FIRST_PAINT + _APP_WINDOW + _SHOW),
        ):
            seconds_to_first_paint(code, env)  # warm the file cache
            times = [seconds_to_first_paint(code, env) for _ in range(args.runs)]
            target = "   target <= 1.5 s" if name.startswith("Boggle") else ""
            print(
                f"  {name:<24} {statistics.median(times) * 1000:6.0f} ms "
                f"(slowest {max(times) * 1000:.0f} ms){target}"
            )


if __name__ == "__main__":
    main()
