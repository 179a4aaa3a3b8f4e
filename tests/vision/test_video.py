"""Sampling frames from a video file: a few a second, spread over a long video, and a clear
error for a file that is missing or cannot be decoded."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from synth.clip import write_video
from vision import VideoError
from vision.video import is_video, video_frames


@pytest.fixture(scope="module")
def counting_video(tmp_path_factory) -> Path:
    """40 frames at 20 fps, frame k a flat grey of level 5 k (so it can be told apart)."""
    frames = [np.full((48, 64, 3), 5 * k, np.uint8) for k in range(40)]
    return write_video(frames, tmp_path_factory.mktemp("video") / "count.avi", fps=20.0)


def _indices(frames: list[np.ndarray]) -> list[int]:
    return [round(float(frame.mean()) / 5) for frame in frames]


def test_a_few_frames_a_second(counting_video):
    assert _indices(list(video_frames(counting_video, per_second=4))) == [0, 5, 10, 15, 20, 25,
                                                                          30, 35]  # fmt: skip


def test_spread_over_a_long_video(counting_video):
    assert _indices(list(video_frames(counting_video, per_second=20, max_frames=3))) == [0, 14, 28]


def test_missing_and_undecodable_files(tmp_path):
    with pytest.raises(VideoError, match="no such file"):
        video_frames(tmp_path / "none.mp4")
    text = tmp_path / "notes.mp4"
    text.write_text("not a video")
    with pytest.raises(VideoError, match="not a video that can be decoded"):
        video_frames(text)


def test_video_suffixes():
    assert is_video("clip.MP4") and is_video(Path("a/b.mov")) and is_video("x.avi")
    assert not is_video("photo.jpg") and not is_video("board.heic")
