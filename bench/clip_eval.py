"""Clips made from the labelled photos, read next to the photos themselves (issue 17).

    .venv/bin/python bench/clip_eval.py [--limit N] [--only 4x4] [--frames N] [--verbose]
        [--readings FILE]

Each labelled photo in ../shared/photos becomes a hand-held clip (synth.clip.handheld: shake,
perspective jitter, motion blur on some frames, noise, flicker, a pan-in with the board half
out of frame at the start), written as an .mp4 to a temporary folder (never kept), and read
the way ``boggle-lens read VIDEO`` reads it: vision.video's sampling into vision.read_frames.
The photo is read by read_board as in bench/read_eval.py. Both are scored the same way
(bench/scoring.py's alignment, through read_eval's tally); the seconds include decoding the
JPEG or the video. Done when the clips read at least as many boards right as the photos, in
at most three times the time per photo.

The frames are never larger than the photo (a clip cannot show more than its photo does):
the photo's own size, its longest side capped at 1280 (a 720p video's width).

``--readings FILE`` writes each photo's and each clip's grid and confidences as JSON lines
(``"source"``: ``"photo"`` or ``"clip"``; the grid null when nothing was read), as
bench/read_eval.py's does.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from contextlib import nullcontext
from pathlib import Path
from typing import TextIO

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.read_eval import Tally, labelled_photos, score_photo  # noqa: E402
from synth.clip import handheld, write_video  # noqa: E402

CLIP_FPS = 8.0  # written at 8 fps and sampled at 4 a second: every other frame is read
MAX_SIDE = 1280


def make_clip(photo: Path, seed: int, frames: int, folder: Path) -> Path:
    """A hand-held .mp4 of ``photo`` in ``folder``."""
    from vision.load import load_image

    still = load_image(photo).image
    height, width = still.shape[:2]
    scale = min(1.0, MAX_SIDE / max(width, height))
    # Even sides: the mp4v encoder wants them.
    size = (max(2, round(width * scale)) // 2 * 2, max(2, round(height * scale)) // 2 * 2)
    rng = np.random.default_rng(seed)
    shot = handheld(still, frames, rng, size=size, pan_in=max(1, frames // 8))
    return write_video(shot, folder / f"clip_{seed}.mp4", CLIP_FPS)


def evaluate(
    entries: list[dict],
    photos: Path,
    frames: int,
    verbose: bool,
    readings: TextIO | None = None,
) -> tuple[dict[str, Tally], dict[str, Tally], list[int]]:
    """Photo and clip tallies by board size (and "all"), and the frames each clip voted with."""
    from vision import VisionError, read_board, read_frames
    from vision.reading import LOW_CONFIDENCE
    from vision.video import video_frames

    photo_tallies: dict[str, Tally] = defaultdict(Tally)
    clip_tallies: dict[str, Tally] = defaultdict(Tally)
    used: list[int] = []
    with tempfile.TemporaryDirectory(prefix="clip_eval_") as folder:
        for number, entry in enumerate(entries):
            path = photos / entry["file"]
            size = f"{entry['rows']}x{entry['cols']}"
            start = time.perf_counter()
            try:
                photo_reading = read_board(str(path))
            except VisionError:
                photo_reading = None
            photo_seconds = time.perf_counter() - start
            video = make_clip(path, number, frames, Path(folder))
            start = time.perf_counter()
            try:
                clip_reading = read_frames(video_frames(video))
                used.append(clip_reading.frames_used)
            except VisionError as error:
                clip_reading = None
                if verbose:
                    print(f"  {entry['file']}: clip: {error}")
            clip_seconds = time.perf_counter() - start
            video.unlink()
            if readings is not None:
                for source, reading in (("photo", photo_reading), ("clip", clip_reading)):
                    line = {
                        "photo": entry["file"],
                        "source": source,
                        "grid": None if reading is None else reading.grid,
                        "confidence": None if reading is None else reading.confidence,
                    }
                    readings.write(json.dumps(line) + "\n")
            before = (photo_tallies["all"].boards_right, clip_tallies["all"].boards_right)
            for name in (size, "all"):
                score_photo(photo_tallies[name], entry, photo_reading, LOW_CONFIDENCE)
                photo_tallies[name].seconds.append(photo_seconds)
                score_photo(clip_tallies[name], entry, clip_reading, LOW_CONFIDENCE)
                clip_tallies[name].seconds.append(clip_seconds)
            if verbose:
                photo_right = photo_tallies["all"].boards_right > before[0]
                clip_right = clip_tallies["all"].boards_right > before[1]
                print(
                    f"  {entry['file']}: photo {photo_seconds:.2f} s"
                    f" {'right' if photo_right else 'WRONG'}, clip {clip_seconds:.2f} s"
                    f" {'right' if clip_right else 'WRONG'}"
                    + ("" if clip_reading is None else f" ({clip_reading.board.text})")
                )
    return photo_tallies, clip_tallies, used


def report(photo: dict[str, Tally], clip: dict[str, Tally], used: list[int]) -> None:
    for name in sorted(k for k in photo if k != "all") + ["all"]:
        print(photo[name].line(name))
        print(clip[name].line(name).replace(" photos ", "  clips "))
    photo_median = statistics.median(photo["all"].seconds)
    clip_median = statistics.median(clip["all"].seconds)
    print(
        f"seconds: photo median {photo_median:.3f}, clip median {clip_median:.3f}"
        f" ({clip_median / photo_median:.1f}x; target at most 3x)"
    )
    if used:
        print(f"frames voted per clip: median {statistics.median(used):g}, max {max(used)}")
    photo_right, clip_right = photo["all"].boards_right, clip["all"].boards_right
    print(
        f"boards right: clips {clip_right}, photos {photo_right}"
        f" (target: clips at least as many): {'met' if clip_right >= photo_right else 'NOT met'}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description="Read clips made from the labelled photos.")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--only", choices=["4x4", "5x5", "6x6"], default=None)
    parser.add_argument("--frames", type=int, default=24, help="frames per clip (at 8 fps)")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument(
        "--readings", type=Path, default=None, help="write each grid read as JSON lines here"
    )
    args = parser.parse_args()
    print(
        f"machine: {os.cpu_count()} cpus, {platform.platform()}, python {platform.python_version()}"
    )
    labelled = labelled_photos(args.only, args.limit)
    if labelled is None:
        return 0
    photos, entries = labelled
    print(f"{len(entries)} photos; clips of {args.frames} frames at {CLIP_FPS:g} fps (.mp4)")
    with args.readings.open("w") if args.readings else nullcontext() as readings:
        report(*evaluate(entries, photos, args.frames, args.verbose, readings))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
