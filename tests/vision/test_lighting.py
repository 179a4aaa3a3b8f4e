"""Boards under coloured light and in shadow: the locator judges the tray and dice by colour,
so it first takes the cast off the photo, using the white dice as its reference; and it judges
the dice against the light falling near them."""

from __future__ import annotations

import random

import cv2
import numpy as np
import pytest

from solver import roll
from vision.lighting import evened, white_balanced
from vision.reading import read_board


def _tinted(image: np.ndarray, gains: tuple[float, float, float]) -> np.ndarray:
    """The photo under light of another colour: each of blue, green, red scaled."""
    return np.clip(image.astype(np.float32) * np.float32(gains), 0, 255).astype(np.uint8)


def test_a_neutral_photo_is_left_alone():
    rng = np.random.default_rng(0)
    grey = rng.integers(0, 256, (60, 80), dtype=np.uint8)
    image = np.dstack([grey, grey, grey])
    assert white_balanced(image) is image


def test_a_strong_cast_is_taken_down_to_the_tolerance():
    image = np.full((60, 80, 3), (40, 90, 140), np.uint8)  # an orange-brown table
    image[20:40, 20:60] = (170, 215, 240)  # white dice under warm light: yellow, 18% off grey
    balanced = white_balanced(image)
    white = balanced[30, 40].astype(float)
    # The dice are then at most 10% off grey (a mild cast the locator copes with) plus rounding.
    assert np.abs(white / white.mean() - 1).max() <= 0.11, white
    # Every pixel gets the same gains: the table keeps its hue relative to the dice.
    table = balanced[5, 5].astype(int)
    assert table[2] > table[1] > table[0]


def test_a_yellow_photo_is_not_turned_blue():
    image = np.full((60, 80, 3), (30, 200, 230), np.uint8)  # nothing white in view
    balanced = white_balanced(image).astype(int)
    # The gains are bounded: blue is raised at most 1.7x, so yellow stays yellow.
    assert balanced[0, 0, 0] <= 30 * 1.7 + 1
    assert balanced[0, 0, 2] > balanced[0, 0, 0]


LIGHTS = {"warm": (0.72, 1.0, 1.12), "tungsten": (0.6, 0.85, 1.0), "shade": (1.12, 1.0, 0.8)}


@pytest.mark.parametrize("light", LIGHTS)
def test_rendered_boards_read_under_coloured_light(light):
    from synth import render_board

    faces = right = 0
    for dice, size in (("superbig", 6), ("big", 5), ("classic", 4)):
        for seed in range(4):
            photo = render_board(roll(dice, random.Random(seed)), seed)
            reading = read_board(_tinted(photo.image, LIGHTS[light]))
            assert reading.rows == size, (dice, seed)
            faces += size * size
            right += sum(die.face == photo.board.grid[die.row][die.col] for die in reading.dice)
    # Measured: 308 of 308 faces under warm and under tungsten light. Without the white
    # balance, warm light lost one 4x4 board (not found) and read 289 faces right; under
    # tungsten light none of the four orange 4x4 trays was found, and 244 faces read right.
    assert right / faces >= 0.97


def _shadowed(image: np.ndarray, light: float, edge: float) -> np.ndarray:
    """The photo with everything left of ``edge`` (a share of its width) in a shadow that lets
    through ``light``, its border softened as a real shadow's is."""
    height, width = image.shape[:2]
    columns = np.arange(width, dtype=np.float32)[None, :]
    gain = np.where(columns < edge * width, light, 1.0).astype(np.float32)
    gain = cv2.GaussianBlur(np.repeat(gain, height, axis=0), (0, 0), 0.02 * width)
    return np.clip(image * gain[..., None], 0, 255).astype(np.uint8)


@pytest.mark.parametrize("light", [0.35, 0.45])
def test_rendered_boards_read_with_a_shadow_across_the_tray(light):
    from synth import render_board

    faces = right = 0
    for dice, size in (("superbig", 6), ("big", 5), ("classic", 4)):
        for seed in range(4):
            photo = render_board(roll(dice, random.Random(seed)), seed)
            across = np.asarray(photo.board_outline)[:, 0]
            middle = float(across.min() + across.max()) / 2 / photo.image.shape[1]
            reading = read_board(_shadowed(photo.image, light, middle))
            assert reading.rows == size, (dice, seed)
            faces += size * size
            right += sum(die.face == photo.board.grid[die.row][die.col] for die in reading.dice)
    # Measured: 308 of 308 faces at both lights. Before the dice were also judged against the
    # light nearby, the shadowed dice did not count as dice: at 0.35, 10 of the 12 boards were
    # not found or read at the wrong size (7 faces right); at 0.45, 2 of 12 (225 faces).
    assert right / faces >= 0.97


def _dice_across_a_shadow(light: float) -> tuple[np.ndarray, list[tuple[slice, slice]]]:
    """An orange tray of 4 x 6 white dice, each with a dark letter bar, the left half of the
    frame in a shadow that lets through ``light`` (its edge 1/20 of the width soft, as the
    eval's), its edge falling between the third and fourth columns; and each die's face."""
    image = np.full((240, 400, 3), (70, 90, 80), np.uint8)  # a grey-green table
    cv2.rectangle(image, (40, 30), (360, 210), (20, 90, 220), -1)  # the orange tray
    faces = []
    for row in range(4):
        for col in range(6):
            top, left = 40 + row * 42, 50 + col * 52
            image[top : top + 36, left : left + 44] = 235
            image[top + 8 : top + 28, left + 19 : left + 25] = 30  # a letter's stroke
            faces.append((slice(top + 2, top + 34), slice(left + 2, left + 42)))
    columns = np.arange(400, dtype=np.float32)
    lit_share = np.clip((columns - 202) / 20 + 0.5, 0.0, 1.0)
    gain = light + (1 - light) * lit_share
    shaded = np.clip(image * gain[None, :, None], 0, 255).astype(np.uint8)
    return shaded, faces


def test_dice_just_inside_a_shadow_are_evened_up_to_the_lit_ones():
    # The light near a pixel is its neighbourhood's brightest, closed back to the shadow's
    # edge: taken as the brightest alone, it reached half a die into the shadow, so the dice
    # just inside it stayed dark in the evened look and the locator lost them (on the labelled
    # photos in a 30% shadow, whole columns of dice).
    image, faces = _dice_across_a_shadow(0.3)
    even = evened(image, closed=True).max(axis=2)
    brightness = [float(np.median(even[face])) for face in faces]
    lit = max(brightness)
    assert min(brightness) >= 0.85 * lit, [round(b) for b in brightness]
