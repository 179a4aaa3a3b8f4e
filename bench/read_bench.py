"""Photo reader benchmark: seconds per read of the sample photo, of a 12 MP phone-size photo and
of a smeared photo.

The photos are the project's own: the sample in resources/, a board rendered by synth scaled
up to 4000 x 3000 pixels and saved as a JPEG, the size a phone camera takes, and a 416-pixel
rendered board smeared along a line as by a hand that moved, which the reader reads again with
the smear undone (vision.deblur): the slow path, taken by about one real photo in ten. The
baseline from the same run is decoding the same JPEG bytes alone, the floor every read stands
on. Each figure is a median over several reads; the first read, which loads the
models, is timed apart.

Usage: python bench/read_bench.py [--runs N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solver import roll  # noqa: E402
from synth import render_board  # noqa: E402
from vision import read_board  # noqa: E402
from vision.deblur import motion_kernel  # noqa: E402

PHONE_SIZE = (4000, 3000)


def phone_jpeg() -> bytes:
    photo = render_board(roll("classic", random.Random(3)), 3)
    return _jpeg(cv2.resize(photo.image, PHONE_SIZE, interpolation=cv2.INTER_CUBIC))


def smeared_jpeg() -> bytes:
    photo = render_board(roll("classic", random.Random(3)), 3, size=(416, 416))
    return _jpeg(cv2.filter2D(photo.image, -1, motion_kernel(12.0, 30.0)))


def _jpeg(image: np.ndarray) -> bytes:
    ok, encoded = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, 92])
    if not ok:
        raise SystemExit("could not encode a benchmark photo")
    return encoded.tobytes()


def median_seconds(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    sample = (ROOT / "resources" / "samples" / "sample_4x4.jpg").read_bytes()
    phone = phone_jpeg()
    smeared = smeared_jpeg()

    start = time.perf_counter()
    read_board(sample)
    first = time.perf_counter() - start
    print(f"first read (loads the models): {first:.3f} s")
    photos = (
        ("sample photo", sample),
        ("12 MP phone photo (4000x3000)", phone),
        ("smeared photo (416x416, read again unsmeared)", smeared),
    )
    for name, data in photos:
        encoded = np.frombuffer(data, np.uint8)
        decode = median_seconds(lambda e=encoded: cv2.imdecode(e, cv2.IMREAD_COLOR), args.runs)
        read = median_seconds(lambda data=data: read_board(data), args.runs)
        print(f"{name}: read {read:.3f} s median of {args.runs}; decoding alone {decode:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
