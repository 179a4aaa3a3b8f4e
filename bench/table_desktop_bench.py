"""A phone's photo on the laptop's correction screen: how long from the upload to the read photo
on the desktop. Prints its figures.

The issue's target: a 12 MP JPEG taken on a phone is on the laptop's correction screen, read,
within 2 s of the upload finishing (on the 2-core machine). Here the app's main window runs
offscreen with a real table on 127.0.0.1; each photo is posted to ``api/photo`` from a thread,
as a phone would, and the clock stops when the desktop's document is that photo, read, with its
pixels decoded for display. The clock starts when the request is sent, so the upload (a few ms
on loopback) is inside the figure. Baseline in the same run: the same photos opened on the
desktop itself (File > Open), read by the app's own worker.

Usage: python bench/table_desktop_bench.py [--photos N]   (offscreen unless QT_QPA_PLATFORM is set)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_FOLDER = tempfile.TemporaryDirectory(prefix="boggle-lens-bench-")
os.environ["BOGGLE_LENS_CACHE_DIR"] = str(Path(_FOLDER.name) / "cache")  # never the player's
os.environ["BOGGLE_LENS_DATA_DIR"] = str(Path(_FOLDER.name) / "data")

import cv2  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from boggle_lens.table_opener import table_opener  # noqa: E402
from gui.qt.app import application  # noqa: E402
from gui.qt.main_window import MainWindow  # noqa: E402
from gui.qt.settings import AppSettings  # noqa: E402

SAMPLE = ROOT / "resources" / "samples" / "sample_4x4.jpg"
SIZE = (4000, 3000)


def wait_until(app: QApplication, condition: Callable[[], bool], timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the app did not get there in time")
        app.processEvents()
        time.sleep(0.002)


def twelve_megapixel_photos(folder: Path, count: int) -> list[Path]:
    """The sample board scaled to 4000x3000, each a little brighter than the last (so each is a
    new photo to the app, with its own content hash), saved as JPEG at quality 92."""
    base = cv2.resize(cv2.imread(str(SAMPLE)), SIZE, interpolation=cv2.INTER_CUBIC)
    paths = []
    for index in range(count):
        image = cv2.convertScaleAbs(base, alpha=1.0, beta=float(index * 2))
        path = folder / f"snap-{index}.jpg"
        cv2.imwrite(str(path), image, [cv2.IMWRITE_JPEG_QUALITY, 92])
        paths.append(path)
    return paths


def post_photo(url: str, data: bytes) -> None:
    assert url.startswith("http://127.0.0.1:"), "benchmarks talk to 127.0.0.1 only"
    request = urllib.request.Request(url + "api/photo", data=data, method="POST")
    request.add_header("Content-Type", "image/jpeg")
    with urllib.request.urlopen(request, timeout=60) as response:
        response.read()


def figures(seconds: list[float]) -> str:
    listed = "  ".join(f"{s:.2f}" for s in seconds)
    return f"{listed} s: median {statistics.median(seconds):.2f} s, max {max(seconds):.2f} s"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--photos", type=int, default=5)
    args = parser.parse_args()
    app = application()
    folder = Path(_FOLDER.name)
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(AppSettings(settings))
    window.resize(1100, 720)
    window.show()
    model = window.model
    wait_until(app, lambda: model.words.lexicon is not None)
    window.set_table_opener(table_opener(model, folder / "table"))
    table_window = window.table.open_window()
    assert table_window is not None and table_window.link is not None
    url = table_window.link.url
    photos = twelve_megapixel_photos(folder, args.photos * 2)
    print(
        f"table desktop bench, {time.strftime('%Y-%m-%d %H:%M %Z')}: {os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.2f}; {args.photos} photos of {SIZE[0]}x{SIZE[1]} "
        f"each way, JPEG quality 92 ({photos[0].stat().st_size / 1e6:.1f} MB)"
    )
    time.sleep(3)  # the table's reader process warms up as the table opens, as in the app

    from_phone = []
    for path in photos[: args.photos]:
        thread = threading.Thread(target=post_photo, args=(url, path.read_bytes()))
        started = time.perf_counter()
        thread.start()
        wait_until(
            app,
            lambda: (
                model.document.reading is not None
                and model.document.photo is not None
                and model.document.photo.parent.name == "phone-photos"  # the table's copy
                and model.photo_image() is not None
            ),
        )
        from_phone.append(time.perf_counter() - started)
        thread.join()
        model.roll("classic")  # off the photo, so the next one is seen arriving
        app.processEvents()

    opened = []
    for path in photos[args.photos :]:
        started = time.perf_counter()
        window.open_photo(path)
        wait_until(
            app, lambda p=path: model.document.photo == p and model.photo_image() is not None
        )
        opened.append(time.perf_counter() - started)

    print(f"  from a phone, upload sent to read on the desktop: {figures(from_phone)}")
    print(f"  baseline, opened on the desktop itself:          {figures(opened)}")
    window.close()
    return 0 if max(from_phone) <= 2.0 else 1


if __name__ == "__main__":
    sys.exit(main())
