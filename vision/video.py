"""Frames from a video file, sampled for vision.read_frames: a few per second, spread over a
long video, never all of them. OpenCV decodes (cv2.VideoCapture, its bundled FFmpeg)."""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from pathlib import Path

import cv2
import numpy as np

from vision.errors import VideoError
from vision.params import PARAMS

# What the command line takes for a video rather than a photo.
VIDEO_SUFFIXES = frozenset(
    {".mp4", ".m4v", ".mov", ".avi", ".mkv", ".webm", ".mpg", ".mpeg", ".wmv", ".3gp"}
)
# FFmpeg's own complaints ("moov atom not found") go straight to stderr; the caller gets the
# error as a message instead. OpenCV reads this once, when FFmpeg first starts (the first
# video opened or written), so it is set on import, before any capture.
os.environ.setdefault("OPENCV_FFMPEG_LOGLEVEL", "-8")
_ASSUMED_FPS = 30.0  # when the file does not say: what phones and webcams film at
_VIDEO = PARAMS.video


def is_video(path: str | Path) -> bool:
    """Whether ``path`` names a video by its suffix."""
    return Path(path).suffix.lower() in VIDEO_SUFFIXES


def video_frames(
    path: str | Path,
    *,
    per_second: float = _VIDEO.per_second,
    max_frames: int = _VIDEO.max_frames,
) -> Iterator[np.ndarray]:
    """The frames of the video at ``path`` (BGR uint8) at about ``per_second`` a second, at
    most ``max_frames`` of them, spread evenly over a video too long for that many.

    The file is opened here, so a missing or undecodable one raises ``VideoError`` at once; a
    video that opens but yields no frame raises it when iterated. A file damaged part-way
    gives the frames before the damage."""
    source = Path(path)
    if not source.is_file():
        raise VideoError(f"no such file: {source}", reason="file.not_found", path=str(source))
    capture = _quietly_open(source)
    if not capture.isOpened():
        capture.release()
        raise VideoError(
            "not a video that can be decoded (damaged, or not a video at all)",
            reason="video.undecodable",
        )
    return _sampled(capture, per_second, max_frames)


def _quietly_open(source: Path) -> cv2.VideoCapture:
    """Open ``source`` with OpenCV's own warnings ("can't be used to capture by name") held
    back for the while: a file that is not a video is reported as a message, once."""
    logging = cv2.utils.logging
    level = logging.getLogLevel()
    logging.setLogLevel(logging.LOG_LEVEL_ERROR)
    try:
        return cv2.VideoCapture(str(source), cv2.CAP_FFMPEG)
    finally:
        logging.setLogLevel(level)


def _sampled(capture: cv2.VideoCapture, per_second: float, max_frames: int) -> Iterator[np.ndarray]:
    try:
        fps = capture.get(cv2.CAP_PROP_FPS)
        fps = fps if math.isfinite(fps) and 1.0 <= fps <= 1000.0 else _ASSUMED_FPS
        count = capture.get(cv2.CAP_PROP_FRAME_COUNT)
        step = max(1, round(fps / per_second))
        if math.isfinite(count) and count > 0:
            step = max(step, math.ceil(count / max_frames))
        given = 0
        for position in range(_VIDEO.max_decoded):
            if given == max_frames:
                break
            if position % step:
                if not capture.grab():
                    break
                continue
            ok, frame = capture.read()
            if not ok or frame is None:
                break
            given += 1
            yield frame
        if given == 0:
            raise VideoError("no frame of this video could be decoded", reason="video.no_frame")
    finally:
        capture.release()
