"""The light on a board photo: its colour, taken off by white balance, and how it falls across
the tray, so that dice in a shadow are judged against the light they stand in."""

from __future__ import annotations

import cv2
import numpy as np

from vision.params import PARAMS

_LIGHT = PARAMS.lighting


def white_balanced(image: np.ndarray) -> np.ndarray:
    """``image`` (BGR uint8) with its colour cast removed, judged by its brightest pixels, which
    on a board photo are the white dice. Under warm indoor light the dice turn yellow, as
    saturated as a pale tray, and the tray's blue fades, and the locator judges both by colour.
    A well-lit photo is returned as it is."""
    sample = image[::3, ::3].reshape(-1, 3).astype(np.float32)  # every ninth pixel is plenty
    if len(sample) == 0:
        return image
    brightness = sample.sum(axis=1)
    white = np.percentile(brightness, _LIGHT.white_percentile)
    brightest = sample[brightness >= white].mean(axis=0)
    gains = np.clip(brightest.mean() / np.maximum(brightest, 1.0), *_LIGHT.white_gain_range)
    # Only the part of the cast beyond the tolerance is taken off: the locator copes with a
    # mild cast, and a correction that grows smoothly from zero moves no outline abruptly.
    excess = np.maximum(np.abs(gains - 1.0) - _LIGHT.white_tolerance, 0.0)
    if not excess.any():
        return image
    gains = 1.0 + np.sign(gains - 1.0) * excess
    table = np.clip(np.arange(256, dtype=np.float32)[:, None] * gains, 0, 255).astype(np.uint8)
    return cv2.merge([cv2.LUT(image[..., c], table[:, c]) for c in range(3)])


def nearby_brightest(value: np.ndarray) -> np.ndarray:
    """For each pixel of ``value`` (a brightness channel), about the brightest value within a
    ninth of the photo's longest side, as float32: inside a tray, the dice lit as it is."""
    height, width = value.shape
    scale = _LIGHT.light_map_side / max(height, width)
    small = cv2.resize(value, (max(1, round(width * scale)), max(1, round(height * scale))),
                       interpolation=cv2.INTER_AREA)  # fmt: skip
    window = np.ones((_LIGHT.light_window, _LIGHT.light_window), np.uint8)
    brightest = cv2.dilate(small, window).astype(np.float32)
    return cv2.resize(brightest, (width, height), interpolation=cv2.INTER_LINEAR)
