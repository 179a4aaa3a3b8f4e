"""Hand-held clips: seeded, the right size, a pan-in that starts with the board cut off, blurred
frames among sharp ones, and videos that OpenCV writes and reads back."""

from __future__ import annotations

import random

import cv2
import numpy as np
import pytest

from solver import roll
from synth.clip import Shake, handheld, render_clip, render_table_clip, write_video
from vision import find_outline

BOARD = roll("classic", random.Random(8))


@pytest.fixture(scope="module")
def clip():
    return render_clip(BOARD, 8, count=8, size=(640, 360), pan_in=3)


def test_seeded_and_sized(clip):
    again = render_clip(BOARD, 8, count=8, size=(640, 360), pan_in=3)
    assert len(clip.frames) == 8 and clip.board == BOARD and clip.turned_from is None
    assert all(frame.shape == (360, 640, 3) and frame.dtype == np.uint8 for frame in clip.frames)
    assert all(np.array_equal(a, b) for a, b in zip(clip.frames, again.frames, strict=True))


def test_the_pan_in_starts_with_the_board_cut_off():
    frames = render_clip(BOARD, 3, count=6, pan_in=3).frames
    first, last = find_outline(frames[0]), find_outline(frames[-1])
    assert first is None or not first.whole
    assert last is not None and last.whole


def test_some_frames_blur():
    still = render_clip(BOARD, 4, count=1, pan_in=0).frames[0]
    rng = np.random.default_rng(0)
    quiet = {"noise": (0.0, 0.0), "flicker": 0.0}  # noise has edges of its own
    always = handheld(still, 2, rng, shake=Shake(blurred=1.0, blur_length=(0.02, 0.02), **quiet))
    never = handheld(still, 2, rng, shake=Shake(blurred=0.0, **quiet))

    def edges(frame: np.ndarray) -> float:
        return float(cv2.Laplacian(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY), cv2.CV_32F).var())

    assert max(map(edges, always)) < min(map(edges, never))


def test_a_table_clip_has_no_board():
    table = render_table_clip(2, count=4, size=(640, 360))
    assert table.board is None
    assert all(find_outline(frame) is None for frame in table.frames)


@pytest.mark.parametrize("suffix", [".avi", ".mp4"])
def test_videos_write_and_read_back(clip, tmp_path, suffix):
    path = write_video(clip.frames, tmp_path / f"clip{suffix}", fps=clip.fps)
    capture = cv2.VideoCapture(str(path))
    decoded = []
    while True:
        ok, frame = capture.read()
        if not ok:
            break
        decoded.append(frame)
    capture.release()
    assert len(decoded) == len(clip.frames)
    assert decoded[0].shape == clip.frames[0].shape
    # Lossy, but close: the mean grey level differs by a few levels at most.
    assert abs(float(decoded[-1].mean()) - float(clip.frames[-1].mean())) < 4


def test_other_suffixes_are_refused(clip, tmp_path):
    with pytest.raises(ValueError, match=r"\.avi or \.mp4"):
        write_video(clip.frames, tmp_path / "clip.gif")
