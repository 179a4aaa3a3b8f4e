"""Live scanner benchmark: a rendered hand-held 720p clip at 30 frames a second, played through
the scanner window offscreen as a camera would feed it. Prints its figures.

- Scanning: the outline frames per second achieved (outlines found over the seconds the clip
  played; the tracker drops the frames it has no time for) and how long one outline took.
  Target: >= 5 a second.
- The event loop's longest stall (the largest gap between ticks of a 10 ms timer) while
  scanning, then while the buffered frames are read (the Capture button), and over the whole
  way through the app: the main window scanning the clip, capturing the board on its own and
  showing it on the correction screen. Target: < 100 ms.

Baselines from the same run: the longest stall of the idle event loop over the clip's length,
and of the clip played into a video sink with nothing looking at its frames (decoding alone).

Usage: python bench/live_bench.py [--runs N] [--seconds S]   (offscreen unless QT_QPA_PLATFORM set)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_CACHE = tempfile.TemporaryDirectory(prefix="boggle-lens-bench-")
os.environ["BOGGLE_LENS_CACHE_DIR"] = _CACHE.name  # never the player's cache

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gui.model.live_scan import LiveState  # noqa: E402
from gui.qt.app import application  # noqa: E402
from gui.qt.camera import QtCameraSource  # noqa: E402
from gui.qt.live_scanner import LiveScanner  # noqa: E402
from gui.qt.main_window import MainWindow  # noqa: E402
from gui.qt.settings import AppSettings  # noqa: E402
from solver import Board  # noqa: E402
from synth.clip import Shake, render_clip, write_video  # noqa: E402

BOARD = Board.parse("CATS/ROPE/MINT/LUGS")
FPS = 30.0
TICK_MS = 10
# A hand holding the phone fairly still (the default Shake is a shaky one, for the reader).
STEADY_HAND = Shake(turn=0.3, zoom=0.003, shift=0.003, jitter=0.0015, blurred=0.15)


class StallMeter:
    """The largest gap between ticks of a 10 ms timer, from ``start`` to ``stop``."""

    def __init__(self) -> None:
        self._clock = QElapsedTimer()
        self._timer = QTimer()
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._on_tick)
        self.longest = 0

    def start(self) -> None:
        self.longest = 0
        self._clock.start()
        self._timer.start()

    def _on_tick(self) -> None:
        self.longest = max(self.longest, self._clock.restart())

    def stop(self) -> float:
        self._timer.stop()
        return float(self.longest)


def spin(app: QApplication, until: Callable[[], bool], timeout_s: float) -> bool:
    """Run a real event loop until ``until()`` or the time is up: a loop of processEvents()
    and sleeps misses timer ticks under load and reports stalls the app does not have."""
    loop = QEventLoop()
    deadline = time.monotonic() + timeout_s
    poll = QTimer()
    poll.setInterval(20)
    poll.timeout.connect(lambda: loop.quit() if until() or time.monotonic() > deadline else None)
    poll.start()
    if not until():
        loop.exec()
    poll.stop()
    return until()


def idle_stall(app: QApplication, seconds: float) -> float:
    meter = StallMeter()
    meter.start()
    spin(app, lambda: False, seconds)
    return meter.stop()


def playback_stall(app: QApplication, video: Path) -> float:
    """The clip played into a video sink that nobody looks at: what decoding alone costs."""
    from PySide6.QtCore import QUrl
    from PySide6.QtMultimedia import QMediaPlayer, QVideoSink

    player = QMediaPlayer()
    sink = QVideoSink()
    player.setVideoSink(sink)
    meter = StallMeter()
    meter.start()
    player.setSource(QUrl.fromLocalFile(str(video)))
    player.play()
    spin(app, lambda: player.mediaStatus() is QMediaPlayer.MediaStatus.EndOfMedia, 120)
    stall = meter.stop()
    player.stop()
    return stall


def scan_once(app: QApplication, video: Path, settings: AppSettings) -> dict[str, float]:
    """The scanner alone, auto-capture off: scan the whole clip, then press Capture."""
    settings.live_auto_capture = False
    scanner = LiveScanner(settings, QtCameraSource(lambda: []))
    scanner.resize(1000, 700)
    scanner.show()
    captured: list[object] = []
    scanner.scan.captured.connect(captured.append)
    meter = StallMeter()
    meter.start()
    started = time.perf_counter()
    scanner.scan_video(video)
    spin(app, lambda: scanner.scan.finished, 120)
    played = time.perf_counter() - started
    scanning = meter.stop()
    outlines = scanner.tracker.done
    meter.start()
    started = time.perf_counter()
    scanner.capture_button.click()
    spin(app, lambda: bool(captured), 120)
    reading_s = time.perf_counter() - started
    reading = meter.stop()
    board_right = bool(captured) and captured[0].reading.board == BOARD  # type: ignore[attr-defined]
    figures = {
        "fps": outlines / played,
        "outline_ms": 1000 * statistics.median(scanner.outline_seconds or [0.0]),
        "shown_fps": scanner.view.frames_shown / played,
        "offered": scanner.tracker.offered,
        "dropped": scanner.tracker.dropped,
        "scan_stall": scanning,
        "read_stall": reading,
        "read_s": reading_s,
        "read_right": float(board_right),
        "played_s": played,
    }
    scanner.reject()
    scanner.deleteLater()
    app.processEvents()
    return figures


def app_once(app: QApplication, video: Path, folder: Path, run: int) -> dict[str, float]:
    """The main window scanning the clip with auto-capture on, to the correction screen."""
    settings = AppSettings(QSettings(str(folder / f"app-{run}.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, camera=QtCameraSource(lambda: []), snapshot_dir=folder)
    window.resize(1100, 720)
    window.show()
    words = window.model.words
    spin(app, lambda: words.solution is not None and not words.is_loading, 60)
    finished: list[bool] = []
    window.reading_finished.connect(finished.append)
    meter = StallMeter()
    meter.start()
    started = time.perf_counter()
    scanner = window.photos.live.scan_video(video)
    ended: list[float] = []
    scanner.scan.state_changed.connect(
        lambda state, _m: ended.append(time.perf_counter()) if state is LiveState.ENDED else None
    )
    spin(app, lambda: bool(finished), 120)
    seconds = time.perf_counter() - started
    spin(app, lambda: False, 0.3)  # and the correction screen drawn
    stall = meter.stop()
    figures = {
        "app_stall": stall,
        "capture_s": seconds,
        "captured_before_end": float(not ended),
        "app_right": float(bool(finished) and finished[0] and window.document.board == BOARD),
    }
    window.close()
    window.deleteLater()
    app.processEvents()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=6.0, help="length of the clip")
    args = parser.parse_args()
    app = application()
    folder = Path(tempfile.mkdtemp(prefix="boggle-lens-live-bench-"))
    count = round(args.seconds * FPS)
    clip = render_clip(BOARD, 11, count=count, pan_in=round(FPS), shake=STEADY_HAND, fps=FPS)
    video = write_video(clip.frames, folder / "clip.mp4", fps=FPS)
    height, width = clip.frames[0].shape[:2]
    settings = AppSettings(QSettings(str(folder / "scan.ini"), QSettings.Format.IniFormat))
    idle, playing, scans, apps = [], [], [], []
    for run in range(args.runs):
        idle.append(idle_stall(app, args.seconds))
        playing.append(playback_stall(app, video))
        scans.append(scan_once(app, video, settings))
        apps.append(app_once(app, video, folder, run))

    def med(rows: list[dict[str, float]], key: str) -> float:
        return statistics.median(row[key] for row in rows)

    def worst(rows: list[dict[str, float]], key: str) -> float:
        return max(row[key] for row in rows)

    cores = os.cpu_count()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"\nlive scanner on a {width}x{height} clip, {count} frames at {FPS:.0f} fps "
        f"({args.seconds:.0f} s), QMediaPlayer into a QVideoSink, offscreen; {cores} cores, "
        f"load average {load:.1f}; median (worst) of {args.runs}:"
    )
    print(
        f"  outlines found a second          {med(scans, 'fps'):6.1f}   "
        f"({min(r['fps'] for r in scans):.1f})"
        f"   target >= 5; one outline {med(scans, 'outline_ms'):.0f} ms; frames shown "
        f"{med(scans, 'shown_fps'):.0f}/s; {med(scans, 'dropped'):.0f} of "
        f"{med(scans, 'offered'):.0f} frames dropped unread"
    )
    print("event loop's longest stall (a 10 ms timer):")
    print(
        f"  idle, {args.seconds:.0f} s (baseline)             {statistics.median(idle):6.0f} ms "
        f"({max(idle):.0f})"
    )
    print(
        f"  playing the clip, nothing else   {statistics.median(playing):6.0f} ms "
        f"({max(playing):.0f})   (baseline: decoding alone)"
    )
    print(
        f"  scanning the clip                {med(scans, 'scan_stall'):6.0f} ms "
        f"({worst(scans, 'scan_stall'):.0f})   target < 100 ms"
    )
    print(
        f"  Capture: reading the frames      {med(scans, 'read_stall'):6.0f} ms "
        f"({worst(scans, 'read_stall'):.0f}); the reading took {med(scans, 'read_s'):.1f} s, "
        f"right {sum(r['read_right'] for r in scans):.0f} of {args.runs}"
    )
    print(
        f"  the app: scan, auto-capture, show {med(apps, 'app_stall'):5.0f} ms "
        f"({worst(apps, 'app_stall'):.0f}); on screen after {med(apps, 'capture_s'):.1f} s, "
        f"right {sum(r['app_right'] for r in apps):.0f} of {args.runs}, captured before the "
        f"clip ended {sum(r['captured_before_end'] for r in apps):.0f} of {args.runs}"
    )


if __name__ == "__main__":
    main()
