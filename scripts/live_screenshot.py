"""The README's picture of the live scanner: a rendered hand-held 720p clip of a board played
through the scanner window offscreen, grabbed once the outline holds steady (drawn green) and
auto-capture starts reading the dice.

Usage: python scripts/live_screenshot.py OUT.png
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QTimer  # noqa: E402

from gui.model.live_scan import LiveState  # noqa: E402
from gui.qt.app import application  # noqa: E402
from gui.qt.camera import QtCameraSource  # noqa: E402
from gui.qt.live_scanner import LiveScanner  # noqa: E402
from gui.qt.settings import AppSettings  # noqa: E402
from solver import Board  # noqa: E402
from synth.clip import Shake, render_clip, write_video  # noqa: E402

BOARD = Board.parse("SGOM/VEUE/YXKW/WHPL")  # the board of the README's other pictures
FPS = 30.0


def wait(condition: object, timeout_s: float) -> bool:
    loop = QEventLoop()
    deadline = time.monotonic() + timeout_s
    poll = QTimer()
    poll.setInterval(15)
    poll.timeout.connect(
        lambda: loop.quit() if condition() or time.monotonic() > deadline else None  # type: ignore[operator]
    )
    poll.start()
    if not condition():  # type: ignore[operator]
        loop.exec()
    poll.stop()
    return bool(condition())  # type: ignore[operator]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    app = application()
    with tempfile.TemporaryDirectory(prefix="boggle-lens-live-shot-") as folder:
        steady = Shake(turn=0.3, zoom=0.003, shift=0.003, jitter=0.0015, blurred=0.0)
        clip = render_clip(BOARD, 5, count=round(8 * FPS), pan_in=round(FPS), shake=steady, fps=FPS)
        video = write_video(clip.frames, Path(folder) / "table.mp4", fps=FPS)
        settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        scanner = LiveScanner(settings, QtCameraSource(lambda: []))
        scanner.resize(900, 640)
        scanner.show()
        scanner.scan_video(video)
        # Grabbed as auto-capture starts reading: the outline is steady, so drawn green.
        if not wait(lambda: scanner.scan.state is LiveState.READING, 60):
            print(f"live_screenshot: the board never held steady ({scanner.status.text()})")
            return 1
        app.processEvents()
        args.out.parent.mkdir(parents=True, exist_ok=True)
        if not scanner.grab().save(str(args.out)):
            print(f"live_screenshot: could not write {args.out}")
            return 1
        scanner.reject()
    return 0


if __name__ == "__main__":
    sys.exit(main())
