"""Hand-held clips of a still: a rendered board, a bare table, or a real photo (bench/clip_eval).

A still is filmed by a shaky hand: each frame is the still under a small random turn, zoom and
shift (shake) and a slight change of view (perspective jitter), and some frames are smeared by
motion blur; every frame gets sensor noise and a flicker of brightness. A clip may open with a
pan-in, the board sliding into view from one side, partly out of frame. Same seed, same clip.

Videos are written with OpenCV's own encoders: with opencv-python-headless here, MJPG in .avi
and mp4v in .mp4 both write and read back (H.264 does not write: no encoder is bundled).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from solver import Board
from synth.background import BACKGROUNDS, render_background
from synth.board import render_board

CLIP_SIZE = (1280, 720)  # 720p: what a phone or webcam preview gives
CODECS = {".avi": "MJPG", ".mp4": "mp4v"}


@dataclass(frozen=True)
class Shake:
    """How unsteady the hand is: standard deviations per frame."""

    turn: float = 1.2  # degrees
    zoom: float = 0.015  # share of the size
    shift: float = 0.012  # share of the frame's width
    jitter: float = 0.006  # perspective: share of the frame's width each corner moves
    blurred: float = 0.3  # share of frames smeared by motion blur
    blur_length: tuple[float, float] = (0.008, 0.022)  # of the frame's width, uniform
    noise: tuple[float, float] = (2.0, 5.0)  # grey levels, uniform per frame
    flicker: float = 0.05  # brightness gain


@dataclass(frozen=True)
class SynthClip:
    frames: tuple[np.ndarray, ...]  # BGR uint8, all CLIP_SIZE (or the size asked for)
    board: Board | None  # None: a table with no board
    # The frames from this one on show the board turned a quarter clockwise (the player
    # turned it): their grid is np.rot90(board.grid, -1). None: never turned.
    turned_from: int | None
    fps: float


def render_clip(
    board: Board,
    seed: int,
    *,
    count: int = 16,
    size: tuple[int, int] = CLIP_SIZE,
    pan_in: int = 4,
    turn_at: int | None = None,
    shake: Shake | None = None,
    fps: float = 8.0,
) -> SynthClip:
    """A hand-held clip of ``board``: ``count`` frames, the first ``pan_in`` of them sliding
    the board into view, and from ``turn_at`` on (if given) the board turned a quarter."""
    rng = np.random.default_rng(seed)
    turns = rng.integers(0, 4, (board.rows, board.cols)) * 90
    spin = float(rng.uniform(-15, 15))
    tilt = float(rng.uniform(0, 20))

    def still(extra_spin: float) -> np.ndarray:
        return render_board(board, seed, size=size, rotations=turns.tolist(), tilt=tilt,
                            spin=spin + extra_spin, fill=0.6, offset=(0.0, 0.0)).image  # fmt: skip

    upright = still(0.0)
    turned = still(90.0) if turn_at is not None else upright
    frames = handheld(upright, count, rng, size=size, pan_in=pan_in, shake=shake)
    if turn_at is not None:
        later = handheld(turned, count, rng, size=size, pan_in=0, shake=shake)
        frames = frames[:turn_at] + later[turn_at:]
    return SynthClip(tuple(frames), board, turn_at, fps)


def render_table_clip(
    seed: int, *, count: int = 12, size: tuple[int, int] = CLIP_SIZE, fps: float = 8.0
) -> SynthClip:
    """A hand-held clip of a bare table: no board anywhere."""
    rng = np.random.default_rng(seed)
    surface = render_background(str(rng.choice(BACKGROUNDS)), size, rng)
    table = np.clip(surface, 0, 255).astype(np.uint8)
    return SynthClip(tuple(handheld(table, count, rng, size=size, pan_in=0)), None, None, fps)


def handheld(
    still: np.ndarray,
    count: int,
    rng: np.random.Generator,
    *,
    size: tuple[int, int] = CLIP_SIZE,
    pan_in: int = 0,
    shake: Shake | None = None,
) -> list[np.ndarray]:
    """``count`` frames of ``size`` filming ``still`` (BGR uint8, fitted into the frame): shake,
    perspective jitter, motion blur on some frames, noise and flicker; the first ``pan_in``
    frames slide in from one side, starting with the middle of the still at the frame's edge."""
    shake = shake or Shake()
    width, height = size
    fit = min(width / still.shape[1], height / still.shape[0])
    placed = np.array([[fit, 0, (width - fit * still.shape[1]) / 2],
                       [0, fit, (height - fit * still.shape[0]) / 2], [0, 0, 1]])  # fmt: skip
    side = float(rng.choice([-1.0, 1.0]))
    frames = []
    for index in range(count):
        pan = 0.0
        if index < pan_in:
            remaining = 1.0 - index / pan_in
            pan = side * 0.5 * width * remaining * remaining  # eases in, as a hand slows down
        view = _view(rng, shake, size, pan) @ placed
        # Beyond the still's edge the edge goes on (a mirror would show a second board).
        frame = cv2.warpPerspective(still, view, size, flags=cv2.INTER_LINEAR,
                                    borderMode=cv2.BORDER_REPLICATE)  # fmt: skip
        if rng.random() < shake.blurred:
            frame = motion_blur(frame, rng.uniform(*shake.blur_length) * width, rng.uniform(0, 180))
        frames.append(_sensor(frame, rng, shake))
    return frames


def motion_blur(image: np.ndarray, length: float, angle_deg: float) -> np.ndarray:
    """``image`` smeared along a line ``length`` pixels long at ``angle_deg``."""
    side = max(3, math.ceil(length) | 1)
    kernel = np.zeros((side, side), np.float32)
    centre = side // 2
    dx = math.cos(math.radians(angle_deg)) * (length - 1) / 2
    dy = math.sin(math.radians(angle_deg)) * (length - 1) / 2
    start = (round(centre - dx), round(centre - dy))
    end = (round(centre + dx), round(centre + dy))
    cv2.line(kernel, start, end, 1.0, 1, cv2.LINE_AA)
    return cv2.filter2D(image, -1, kernel / float(kernel.sum()))


def write_video(frames: Iterable[np.ndarray], path: Path, fps: float = 8.0) -> Path:
    """Write ``frames`` (BGR uint8, one size) to ``path``: MJPG for .avi, mp4v for .mp4."""
    codec = CODECS.get(path.suffix.lower())
    if codec is None:
        raise ValueError(f"write .avi or .mp4, not {path.suffix!r}")
    writer: cv2.VideoWriter | None = None
    try:
        for frame in frames:
            if writer is None:
                size = (frame.shape[1], frame.shape[0])
                writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*codec), fps, size)
                if not writer.isOpened():
                    raise OSError(f"cannot write a {codec} video to {path}")
            writer.write(frame)
    finally:
        if writer is not None:
            writer.release()
    return path


def _view(rng: np.random.Generator, shake: Shake, size: Sequence[int], pan: float) -> np.ndarray:
    """The 3x3 map from the steady frame to this frame: turn and zoom about the middle,
    shift (and pan), then each corner nudged (the camera's view tilting)."""
    width, height = size
    middle = np.array([width / 2, height / 2])
    angle = math.radians(rng.normal(0, shake.turn))
    zoom = 1.0 + rng.normal(0, shake.zoom)
    shift = rng.normal(0, shake.shift * width, 2) + (pan, 0.0)
    cos, sin = zoom * math.cos(angle), zoom * math.sin(angle)
    turn = np.array([[cos, -sin, 0], [sin, cos, 0], [0, 0, 1]])
    turn[:2, 2] = middle + shift - turn[:2, :2] @ middle
    corners = np.float32([[0, 0], [width, 0], [width, height], [0, height]])
    nudged = corners + rng.normal(0, shake.jitter * width, (4, 2)).astype(np.float32)
    return cv2.getPerspectiveTransform(corners, nudged) @ turn


def _sensor(frame: np.ndarray, rng: np.random.Generator, shake: Shake) -> np.ndarray:
    """Flicker (one gain for the frame) and noise (grey, per pixel)."""
    gain = 1.0 + rng.normal(0, shake.flicker)
    noise = rng.standard_normal(frame.shape[:2], dtype=np.float32)
    noise *= np.float32(rng.uniform(*shake.noise))
    lit = frame.astype(np.float32) * np.float32(gain) + noise[:, :, None]
    return np.clip(lit, 0, 255).astype(np.uint8)
