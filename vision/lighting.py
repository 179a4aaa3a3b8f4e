"""The light on a board photo: its colour, taken off by white balance, and how it falls across
the tray, so that dice in a shadow are judged against the light they stand in."""

from __future__ import annotations

import cv2
import numpy as np

# White balance: the brightest 5% of pixels are taken as white; channel gains stay within
# the range (a yellow table is not to turn blue), and only a cast beyond the tolerance is taken
# off: the labelled photos' casts are under 10% in 95 of 100.
_WHITE_PERCENTILE = 95
_WHITE_GAIN_RANGE = (0.6, 1.7)
_WHITE_TOLERANCE = 0.1
# The light near a pixel is judged on the photo shrunk to this many pixels on its longest
# side, over a window this many pixels wide there: about a ninth of the photo, a die or two.
_LIGHT_MAP_SIDE = 80
_LIGHT_WINDOW = 9


def white_balanced(image: np.ndarray) -> np.ndarray:
    """``image`` (BGR uint8) with its colour cast removed, judged by its brightest pixels, which
    on a board photo are the white dice. Under warm indoor light the dice turn yellow, as
    saturated as a pale tray, and the tray's blue fades, and the locator judges both by colour.
    A well-lit photo is returned as it is."""
    sample = image[::3, ::3].reshape(-1, 3).astype(np.float32)  # every ninth pixel is plenty
    if len(sample) == 0:
        return image
    brightness = sample.sum(axis=1)
    brightest = sample[brightness >= np.percentile(brightness, _WHITE_PERCENTILE)].mean(axis=0)
    gains = np.clip(brightest.mean() / np.maximum(brightest, 1.0), *_WHITE_GAIN_RANGE)
    # Only the part of the cast beyond the tolerance is taken off: the locator copes with a
    # mild cast, and a correction that grows smoothly from zero moves no outline abruptly.
    excess = np.maximum(np.abs(gains - 1.0) - _WHITE_TOLERANCE, 0.0)
    if not excess.any():
        return image
    gains = 1.0 + np.sign(gains - 1.0) * excess
    table = np.clip(np.arange(256, dtype=np.float32)[:, None] * gains, 0, 255).astype(np.uint8)
    return cv2.merge([cv2.LUT(image[..., c], table[:, c]) for c in range(3)])


def nearby_brightest(value: np.ndarray) -> np.ndarray:
    """For each pixel of ``value`` (a brightness channel), about the brightest value within a
    ninth of the photo's longest side, as float32: inside a tray, the dice lit as it is."""
    height, width = value.shape
    scale = _LIGHT_MAP_SIDE / max(height, width)
    small = cv2.resize(value, (max(1, round(width * scale)), max(1, round(height * scale))),
                       interpolation=cv2.INTER_AREA)  # fmt: skip
    window = np.ones((_LIGHT_WINDOW, _LIGHT_WINDOW), np.uint8)
    brightest = cv2.dilate(small, window).astype(np.float32)
    return cv2.resize(brightest, (width, height), interpolation=cv2.INTER_LINEAR)
