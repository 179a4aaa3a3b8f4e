"""App responsiveness benchmark: what the player waits for on the GUI thread. Prints its figures.

- An edit: change one die of a 6x6 board (the heaviest to solve and draw), re-solve, refill the
  word list and repaint the window. Target: one frame (16.7 ms at 60 Hz).
- A path: select a word and repaint. Target: one frame.
- The longest the event loop stalls while a 172,820-line word list the cache has never seen
  compiles on a worker thread (Python threads share one interpreter lock). Target: < 100 ms.
- The same while a photo is read on a worker: the bundled sample, and a 12 MP rendered board.

Baselines from the same run: a repaint with nothing changed, and the event loop's longest
stall over the same time with nothing loading.

Usage: python bench/gui_bench.py [--edits N] [--loads N]   (offscreen unless QT_QPA_PLATFORM is set)
"""

from __future__ import annotations

import argparse
import gzip
import os
import random
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

import cv2  # noqa: E402
from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gui.qt.app import application  # noqa: E402
from gui.qt.main_window import MainWindow  # noqa: E402
from gui.qt.settings import AppSettings  # noqa: E402
from solver import roll  # noqa: E402
from synth import render_board  # noqa: E402

FRAME_MS = 1000 / 60


def wait_until(app: QApplication, condition: Callable[[], bool], timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the app did not get there in time")
        app.processEvents()
        time.sleep(0.002)


def ms(function: Callable[[], object]) -> float:
    started = time.perf_counter()
    function()
    return (time.perf_counter() - started) * 1000


def longest_stall_ms(busy: Callable[[], bool], min_s: float) -> float:
    """The longest gap between ticks of a 5 ms timer while ``busy()`` or for ``min_s``, the
    first counted from the start: a worker that takes the interpreter lock as it starts would
    delay that one. The ticks run in a real event loop, as the app's do: a loop of
    processEvents() and sleeps missed every tick during some loads and reported a 1.2 s stall
    that the app's own loop does not have."""
    gaps: list[int] = []
    clock = QElapsedTimer()
    loop = QEventLoop()
    started = time.monotonic()

    def on_tick() -> None:
        gaps.append(clock.restart())
        if not busy() and time.monotonic() - started >= min_s:
            loop.quit()

    ticker = QTimer()
    ticker.setInterval(5)
    ticker.timeout.connect(on_tick)
    clock.start()
    ticker.start()
    loop.exec()
    ticker.stop()
    return float(max(gaps, default=0))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=60)
    parser.add_argument("--loads", type=int, default=3, help="word lists compiled while timing")
    parser.add_argument("--reads", type=int, default=3, help="readings of each photo while timing")
    args = parser.parse_args()
    app = application()
    folder = Path(tempfile.mkdtemp(prefix="boggle-lens-bench-"))
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(AppSettings(settings))
    window.resize(1100, 720)
    window.show()
    model = window.model
    words_model = model.words
    wait_until(app, lambda: words_model.solution is not None and not words_model.is_loading)

    model.roll("superbig")
    app.processEvents()
    rng = random.Random(7)
    board = model.document.board
    cells = [(r, c) for r in range(board.rows) for c in range(board.cols)]
    letters = "ABCDEFGHILMNOPRSTU"
    repaint = [ms(window.repaint) for _ in range(args.edits)]
    edits = []
    for _ in range(args.edits):
        cell, face = rng.choice(cells), rng.choice(letters)
        edits.append(ms(lambda c=cell, f=face: (model.set_face(c, f), window.repaint())))
    solution = words_model.solution
    words = [w.word for w in solution.words] if solution else []
    paths = [ms(lambda w=word: (window.select_word(w), window.repaint())) for word in words[:60]]

    print(f"\napp on the GUI thread, 6x6 board, median (slowest) of {args.edits}:")
    print(
        f"  repaint, nothing changed (baseline) {statistics.median(repaint):6.1f} ms "
        f"({max(repaint):.1f})"
    )
    print(
        f"  edit a die: solve, word list, repaint {statistics.median(edits):6.1f} ms "
        f"({max(edits):.1f})   target one frame, {FRAME_MS:.1f} ms"
    )
    print(
        f"  select a word: path, repaint       {statistics.median(paths):6.1f} ms "
        f"({max(paths):.1f}) over {len(paths)} words   target one frame"
    )

    with gzip.open(ROOT / "resources" / "enable.txt.gz", "rt", encoding="utf-8") as handle:
        lines = handle.read().split()
    idle = [longest_stall_ms(lambda: False, 1.0) for _ in range(args.loads)]
    loading, seconds = [], []
    for attempt in range(args.loads):
        rng.shuffle(lines)  # another file's hash each time: compiled afresh, never from cache
        words_file = folder / f"shuffled-enable-{attempt}.txt"
        words_file.write_text("\r\n".join(lines), encoding="utf-8")
        started = time.perf_counter()
        window.choose_dictionary(str(words_file))
        key = str(words_file)
        loading.append(longest_stall_ms(lambda k=key: words_model.dictionary_key != k, 0.0))
        seconds.append(time.perf_counter() - started)
    print(f"\nevent loop's longest stall (a 5 ms timer), median (worst) of {args.loads}:")
    print(
        f"  idle for 1 s (baseline)             {statistics.median(idle):6.0f} ms ({max(idle):.0f})"
    )
    print(
        f"  compiling a new {len(lines):,}-word list  {statistics.median(loading):6.0f} ms "
        f"({max(loading):.0f}); each load {statistics.median(seconds):.1f} s   target < 100 ms"
    )

    photos = [ROOT / "resources" / "samples" / "sample_4x4.jpg", phone_photo(folder)]
    print(f"\nthe same while a photo is read, median (worst) of {args.reads}:")
    for photo, label in zip(photos, ("the 4x4 sample photo", "a 12 MP photo"), strict=True):
        stalls, seconds = [], []
        for _ in range(args.reads):
            started = time.perf_counter()
            task = window.open_photo(photo)
            stalls.append(longest_stall_ms(settling(task.done.is_set), 0.0))
            seconds.append(time.perf_counter() - started)
        print(
            f"  reading {label:<25} {statistics.median(stalls):6.0f} ms ({max(stalls):.0f}); "
            f"each read {statistics.median(seconds):.2f} s   target < 100 ms"
        )
    window.close()


def settling(done: Callable[[], bool], after_s: float = 0.3) -> Callable[[], bool]:
    """Busy until ``done()`` and for ``after_s`` more: the GUI thread then shows the result."""
    finished: list[float] = []

    def busy() -> bool:
        if not finished and done():
            finished.append(time.monotonic())
        return not finished or time.monotonic() - finished[0] < after_s

    return busy


def phone_photo(folder: Path) -> Path:
    """A rendered 5x5 board (5:4) scaled up to 4000 x 3200 pixels, a phone camera's 12 MP, as a
    JPEG."""
    photo = render_board(roll("big", random.Random(5)), 5)
    path = folder / "phone.jpg"
    cv2.imwrite(str(path), cv2.resize(photo.image, (4000, 3200), interpolation=cv2.INTER_CUBIC))
    return path


if __name__ == "__main__":
    main()
