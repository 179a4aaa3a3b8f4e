"""Large-photo benchmark: peak memory and time to load a 200 MP JPEG, which the loader decodes
reduced (vision.load: libjpeg's 1/2, 1/4 or 1/8 scaled decoding), against the same-run
baseline of decoding that file in full (cv2.imread, what a plain decoder does).

The photo is a rendered board (synth) scaled up to ``--megapixels``, or ``--photo PATH``
scaled up (a labelled photo from ../shared/photos: it is written to a temporary folder and
never kept). Each figure comes from a fresh process: its peak resident memory (VmHWM, so
Linux only) and its wall time, so one measurement's allocations do not hide in another's.

Usage: python bench/large_photo_bench.py [--megapixels 200] [--photo PATH] [--read]
``--read`` also runs ``boggle-lens read`` on the original and on the large one and prints both
boards, which should be the same.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import subprocess
import sys
import tempfile
from pathlib import Path

import cv2

ROOT = Path(__file__).resolve().parents[1]

_MEASURE = """
import sys, time
import cv2
started = time.perf_counter()
if sys.argv[1] == "reduced":
    from pathlib import Path
    from vision.load import load_image
    loaded = load_image(Path(sys.argv[2]))
    shape, reduction = loaded.image.shape, loaded.reduction
else:
    cv2.setNumThreads(1)
    image = cv2.imread(sys.argv[2], cv2.IMREAD_COLOR)
    shape, reduction = image.shape, 1
seconds = time.perf_counter() - started
# VmHWM, the peak of this process's own memory: ru_maxrss would carry over the parent's
# across the fork and exec.
status = open("/proc/self/status").read().split("VmHWM:")[1]
peak = int(status.split()[0]) / 1024
print(f"{shape[1]} x {shape[0]} (1/{reduction}), {seconds:.2f} s, peak {peak:.0f} MB")
"""


def _measure(how: str, path: Path) -> str:
    result = subprocess.run(
        [sys.executable, "-c", _MEASURE, how, str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if result.returncode != 0:
        return f"failed: {result.stderr.strip().splitlines()[-1]}"
    return result.stdout.strip()


def _read(path: Path) -> str:
    result = subprocess.run(
        [sys.executable, "-m", "boggle_lens", "read", "--format", "json", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if result.returncode != 0:
        return result.stderr.strip()
    return json.loads(result.stdout)["board"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megapixels", type=float, default=200.0)
    parser.add_argument("--photo", type=Path, help="a photo to scale up (default: rendered)")
    parser.add_argument("--read", action="store_true", help="also read both photos")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        small = Path(folder) / "original.jpg"
        if args.photo is not None:
            image = cv2.imread(str(args.photo), cv2.IMREAD_COLOR)
            if image is None:
                sys.exit(f"cannot read {args.photo}")
        else:
            from solver import roll
            from synth import render_board

            image = render_board(roll("classic", random.Random(3)), 3, size=(4000, 3000)).image
        cv2.imwrite(str(small), image, [cv2.IMWRITE_JPEG_QUALITY, 92])
        height, width = image.shape[:2]
        factor = math.sqrt(args.megapixels * 1e6 / (width * height))
        size = (round(width * factor), round(height * factor))
        large = Path(folder) / "large.jpg"
        big = cv2.resize(image, size, interpolation=cv2.INTER_CUBIC)
        del image
        cv2.imwrite(str(large), big, [cv2.IMWRITE_JPEG_QUALITY, 92])
        del big
        megapixels, megabytes = size[0] * size[1] / 1e6, large.stat().st_size / 1e6
        print(f"original {width} x {height}; large {size[0]} x {size[1]} ", end="")
        print(f"({megapixels:.0f} MP, {megabytes:.1f} MB)")
        print("reduced (vision.load):", _measure("reduced", large))
        print("baseline, full decode: ", _measure("full", large))
        if args.read:
            print("read original:", _read(small))
            print("read large:   ", _read(large))


if __name__ == "__main__":
    main()
