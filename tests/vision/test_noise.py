"""Grainy photos: the grain is measured, a photo that does not read convincingly through it is
looked at again calmed, and a dark grainy photo is still brightened."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest

import vision.looks
from solver import roll
from vision.load import expose
from vision.noise import calmed, noise_sigma
from vision.params import PARAMS
from vision.reading import read_board


def _grainy(image: np.ndarray, sigma: float, seed: int) -> np.ndarray:
    grain = np.random.default_rng(seed).normal(0.0, sigma, image.shape)
    return np.clip(image.astype(np.float32) + grain, 0, 255).astype(np.uint8)


def _step_edge() -> np.ndarray:
    image = np.full((120, 160, 3), 60, np.uint8)
    image[:, 80:] = 200
    return image


@pytest.mark.parametrize("sigma", [5.0, 10.0, 20.0])
def test_the_grain_is_measured_in_grey_levels(sigma):
    estimate = noise_sigma(_grainy(_step_edge(), sigma, 0))
    assert abs(estimate - sigma) < 0.1 * sigma, estimate


def test_edges_and_letters_are_not_taken_for_grain():
    from synth import render_board

    photo = render_board(roll("classic", random.Random(1)), 1, effects=False)
    assert noise_sigma(photo.image) < PARAMS.looks.noisy / 2
    assert noise_sigma(np.zeros((2, 2), np.uint8)) == 0.0  # too small to filter


def test_calming_takes_the_grain_and_keeps_the_edge():
    grainy = _grainy(_step_edge(), 20.0, 1)
    calm = calmed(grainy, noise_sigma(grainy))
    assert noise_sigma(calm) < 0.25 * noise_sigma(grainy)
    # The edge stays where it was and as steep: the columns either side keep their levels.
    levels = calm[:, 76:84, 1].mean(axis=0)
    assert levels[:4].max() < 75 and levels[4:].min() > 185, levels


def test_a_dark_grainy_photo_is_still_brightened():
    from synth import render_board

    photo = render_board(roll("classic", random.Random(0)), 0)
    dark = (photo.image.astype(np.float32) * 0.2).astype(np.uint8)
    grainy = _grainy(dark, 20.0, 0)
    # Specks of grain above the threshold must not pass for the white dice.
    assert np.percentile(grainy.max(axis=2), 99.9) >= PARAMS.load.dark_photo
    assert float(expose(grainy).mean()) > 3 * float(grainy.mean())


def test_a_grainy_photo_misread_as_it_is_reads_calmed(monkeypatch):
    from synth import render_board

    photo = render_board(roll("classic", random.Random(3)), 3)
    grainy = _grainy(photo.image, 25.0, 3)
    assert read_board(grainy).grid == photo.board.grid
    # Without the calmed look the grain costs dice: the look is what reads this board.
    monkeypatch.setattr(vision.looks, "_LOOK", dataclasses.replace(PARAMS.looks, noisy=1e9))
    assert read_board(grainy).grid != photo.board.grid
