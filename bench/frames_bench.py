"""Live scanner benchmark (issue 17): the live board finder's frames per second on 720p
frames, and read_frames' seconds per clip, each beside a baseline from the same run.

The frames are the project's own: hand-held 720p clips rendered by synth.clip (shake,
jitter, motion blur on some frames, noise, flicker, a pan-in). Baselines: decoding-free
``read_board`` on one frame of each clip (what reading a single still costs; the live finder
must take a small share of that), and ``cv2.resize`` of a 720p frame to the finder's size
(the floor of any finder that shrinks the frame first). Figures are medians.

Usage: python bench/frames_bench.py [--clips N] [--frames N]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

import cv2

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solver import roll  # noqa: E402
from synth.clip import render_clip  # noqa: E402
from vision import find_outline, read_board, read_frames  # noqa: E402
from vision.params import PARAMS  # noqa: E402

TARGET_FPS = 5.0


def seconds(action: object) -> float:
    start = time.perf_counter()
    action()  # type: ignore[operator]
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clips", type=int, default=3)
    parser.add_argument("--frames", type=int, default=16, help="frames per clip")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cpus; load average {os.getloadavg()[0]:.1f}")
    clips = []
    for seed in range(args.clips):
        board = roll("classic" if seed % 2 == 0 else "big", random.Random(seed))
        clips.append(render_clip(board, seed, count=args.frames, pan_in=3))
    read_board(clips[0].frames[-1])  # loads the models, timed apart by no one

    frames = [frame for clip in clips for frame in clip.frames]
    outline = [seconds(lambda f=frame: find_outline(f)) for frame in frames]
    side = PARAMS.live.outline_side
    shrink = [
        seconds(lambda f=frame: cv2.resize(f, (side, side * 9 // 16), interpolation=cv2.INTER_AREA))
        for frame in frames
    ]
    per_frame = statistics.median(outline)
    worst = sorted(outline)[int(0.9 * (len(outline) - 1))]
    print(
        f"find_outline on {len(frames)} 720p frames: median {per_frame * 1000:.0f} ms"
        f" ({1 / per_frame:.1f} frames/s; target >= {TARGET_FPS:g}), p90 {worst * 1000:.0f} ms;"
        f" baseline resize to {side} px {statistics.median(shrink) * 1000:.1f} ms"
    )

    single = [seconds(lambda c=clip: read_board(c.frames[-1])) for clip in clips]
    whole: list[float] = []
    used: list[int] = []
    for clip in clips:
        start = time.perf_counter()
        reading = read_frames(clip.frames)
        whole.append(time.perf_counter() - start)
        used.append(reading.frames_used)
    print(
        f"read_frames on {len(clips)} clips of {args.frames} frames: median"
        f" {statistics.median(whole):.2f} s per clip (frames voted: {used});"
        f" baseline read_board on one frame {statistics.median(single):.2f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
