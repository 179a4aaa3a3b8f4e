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


def nearby_brightest(value: np.ndarray, smoothing: float = 0.0, closed: bool = False) -> np.ndarray:
    """For each pixel of ``value`` (a brightness channel), about the brightest value within a
    ninth of the photo's longest side, as float32: inside a tray, the dice lit as it is. With
    ``smoothing``, the map is blurred over that share of the photo's side.

    ``closed``: the map is closed back to the edges of the light (a morphological closing).
    The brightest nearby reaches half a window past a shadow's edge, so the dice just inside
    the shadow are judged against lit ones; closed, against the dice in the shade with them,
    while the gaps and letters narrower than the window still fill in."""
    height, width = value.shape
    scale = _LIGHT.light_map_side / max(height, width)
    small = cv2.resize(value, (max(1, round(width * scale)), max(1, round(height * scale))),
                       interpolation=cv2.INTER_AREA)  # fmt: skip
    window = np.ones((_LIGHT.light_window, _LIGHT.light_window), np.uint8)
    brightest = cv2.morphologyEx(small, cv2.MORPH_CLOSE if closed else cv2.MORPH_DILATE, window)
    brightest = brightest.astype(np.float32)
    if smoothing > 0:
        brightest = cv2.GaussianBlur(brightest, (0, 0), smoothing * _LIGHT.light_map_side)
    return cv2.resize(brightest, (width, height), interpolation=cv2.INTER_LINEAR)


def evened(image: np.ndarray, closed: bool = False) -> np.ndarray:
    """``image`` (BGR uint8) with its light evened out, for a second look at a photo whose own
    outlines did not read convincingly: its range stretched from black to white (a washed-out
    photo), each pixel divided by the light near it (a shadow across the board, a dim corner),
    and dark mid-tones lifted (a dim room). All three channels get the same gain at each pixel,
    so hues stay as they were and the tray keeps its colour. ``closed``: the light near a pixel
    stops at a shadow's edge (nearby_brightest), for a shadow's edge across the board."""
    value = image.max(axis=2)
    black, white = np.percentile(value[::3, ::3], _LIGHT.black_percentile + np.float32([0, 99]))
    stretch = min(255.0 / max(float(white - black), 1.0), _LIGHT.even_max_stretch)
    out = np.maximum(image.astype(np.float32) - float(black), 0.0) * stretch
    # The light map follows the dice (``closed``: and stops at a shadow's edge, see
    # nearby_brightest); smoothed, its steps do not print on the board.
    light = nearby_brightest(out.max(axis=2), _LIGHT.even_smoothing, closed)
    gain = np.clip(_LIGHT.even_white / np.maximum(light, 1.0), 1.0, _LIGHT.even_max_gain)
    out = np.clip(out * gain[..., None], 0.0, 255.0).astype(np.uint8)
    middle = float(np.median(out.max(axis=2)[::3, ::3])) / 255.0
    if 0.0 < middle < _LIGHT.dark_middle:
        # Lift the mid-tones (black and white stay put) until the median sits at dark_middle.
        gamma = float(np.clip(np.log(_LIGHT.dark_middle) / np.log(middle), 0.5, 1.0))
        table = (255.0 * (np.arange(256) / 255.0) ** gamma).round().astype(np.uint8)
        return cv2.LUT(out, table)
    return out
