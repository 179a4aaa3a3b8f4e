"""Table surfaces behind a synthetic board: wood, cloth, plain and blotchy noise."""

from __future__ import annotations

import cv2
import numpy as np

BACKGROUNDS = ("wood", "cloth", "plain", "noise")  # what a render picks from at random
PALE_BACKGROUNDS = ("white",)  # asked for by name only


def smooth_noise(
    shape: tuple[int, int], cells: int, rng: np.random.Generator, channels: int = 1
) -> np.ndarray:
    """Zero-mean float32 noise with features about ``shape / cells`` across (cubic upsampling)."""
    height, width = shape
    small_h = max(2, round(cells * height / max(height, width)))
    small_w = max(2, round(cells * width / max(height, width)))
    small = rng.normal(0, 1, (small_h, small_w, channels)).astype(np.float32)
    big = cv2.resize(small, (width, height), interpolation=cv2.INTER_CUBIC)
    return big.reshape(height, width, channels)


_MAX_TEXTURE_SIDE = 1600


def render_background(kind: str, size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    """A float32 BGR (0..255) surface of ``size`` = (width, height)."""
    width, height = size
    longest = max(width, height)
    if longest > _MAX_TEXTURE_SIDE:  # big frames: texture at 1600 px and stretch, as a lens would
        scale = _MAX_TEXTURE_SIDE / longest
        small = _surface(kind, max(2, round(width * scale)), max(2, round(height * scale)), rng)
        return cv2.resize(small.astype(np.float32), size, interpolation=cv2.INTER_LINEAR)
    return _surface(kind, width, height, rng).astype(np.float32)


def _surface(kind: str, width: int, height: int, rng: np.random.Generator) -> np.ndarray:
    if kind == "wood":
        return _wood(width, height, rng)
    if kind == "cloth":
        return _cloth(width, height, rng)
    if kind == "plain":
        base = rng.uniform(40, 235, 3).astype(np.float32)
        ramp = np.linspace(-1, 1, width, dtype=np.float32)[None, :, None]
        return base + ramp * rng.uniform(-25, 25) + smooth_noise((height, width), 3, rng) * 4
    if kind == "white":  # a white table or a sheet of paper: as pale as the dice
        base = np.float32(rng.uniform(205, 240)) + rng.normal(0, 4, 3).astype(np.float32)
        ramp = np.linspace(-1, 1, width, dtype=np.float32)[None, :, None]
        return base + ramp * rng.uniform(-12, 12) + smooth_noise((height, width), 3, rng) * 3
    if kind == "noise":
        base = rng.uniform(50, 200, 3).astype(np.float32)
        cells = int(rng.integers(6, 40))
        light = smooth_noise((height, width), cells, rng) * rng.uniform(10, 30)
        tint = smooth_noise((height, width), cells, rng, 3) * rng.uniform(2, 8)
        return base + light + tint
    known = ", ".join(BACKGROUNDS + PALE_BACKGROUNDS)
    raise ValueError(f"unknown background {kind!r}; choose from {known}")


def _wood(width: int, height: int, rng: np.random.Generator) -> np.ndarray:
    dark = np.array([rng.uniform(20, 50), rng.uniform(40, 75), rng.uniform(70, 120)], np.float32)
    light = dark * rng.uniform(1.3, 1.8)
    # Grain runs along one axis; stretch noise along it, warp it a little, and add fine streaks.
    long_side = max(width, height)
    across = max(8, long_side // 12)
    grain = rng.normal(0, 1, (across, 6)).astype(np.float32)
    grain = cv2.resize(grain, (long_side, long_side), interpolation=cv2.INTER_CUBIC)
    streaks = rng.normal(0, 1, (long_side // 3, 3)).astype(np.float32)
    streaks = cv2.resize(streaks, (long_side, long_side), interpolation=cv2.INTER_LINEAR)
    field = grain + 0.35 * streaks
    # Real grain wanders: bend the straight streaks with a slow sideways displacement.
    bend = smooth_noise((long_side, long_side), 3, rng)[:, :, 0] * (long_side * 0.025)
    columns = np.repeat(np.arange(long_side, dtype=np.float32)[None, :], long_side, axis=0)
    rows = np.arange(long_side, dtype=np.float32)[:, None] + bend
    field = cv2.remap(field, columns, rows, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
    if rng.random() < 0.5:
        field = field.T
    field = field[:height, :width]
    mix = (np.tanh(field * 0.9) * 0.5 + 0.5)[:, :, None]
    return dark * (1 - mix) + light * mix


def _cloth(width: int, height: int, rng: np.random.Generator) -> np.ndarray:
    base = rng.uniform(60, 220, 3).astype(np.float32)
    period = rng.uniform(3.0, 7.0)
    wave_x = np.sin(np.arange(width, dtype=np.float32) * np.float32(2 * np.pi / period))
    wave_y = np.sin(np.arange(height, dtype=np.float32) * np.float32(2 * np.pi / period))
    weave = wave_y[:, None] * wave_x[None, :]
    surface = base + weave[:, :, None] * np.float32(rng.uniform(6, 16))
    surface += smooth_noise((height, width), int(rng.integers(4, 12)), rng) * 10
    if rng.random() < 0.5:  # a printed pattern in a second colour
        second = rng.uniform(40, 220, 3).astype(np.float32)
        spots = smooth_noise((height, width), int(rng.integers(8, 20)), rng)
        mix = np.clip((spots - 0.8) * 3, 0, 1)
        surface = surface * (1 - mix) + second * mix
    return surface
