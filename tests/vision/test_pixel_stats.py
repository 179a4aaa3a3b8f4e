"""vision.pixel_stats gives numpy's percentile and median of masked uint8 pixels, bit for bit."""

from __future__ import annotations

import numpy as np
import pytest

from vision.pixel_stats import MaskedPixels


def _cases(seed: int, count: int) -> list[tuple[np.ndarray, np.ndarray]]:
    rng = np.random.default_rng(seed)
    cases = []
    for _ in range(count):
        height, width = (int(v) for v in rng.integers(1, 40, 2))
        # Narrow value ranges make ties; a low mask share makes tiny samples (n = 1, 2, 3).
        image = rng.integers(0, int(rng.integers(1, 257)), (height, width), dtype=np.uint8)
        mask = (rng.random((height, width)) < rng.random()).astype(np.uint8)
        if mask.any():
            cases.append((image, mask))
    return cases


@pytest.mark.parametrize("q", [0, 20, 33.3, 50, 98, 100])
def test_percentile_equals_numpy(q: float) -> None:
    for image, mask in _cases(1, 400):
        assert MaskedPixels(image, mask).percentile(q) == float(np.percentile(image[mask > 0], q))


def test_median_equals_numpy() -> None:
    for image, mask in _cases(2, 400):
        assert MaskedPixels(image, mask).median() == float(np.median(image[mask > 0]))


def test_a_crop_of_a_larger_image() -> None:
    rng = np.random.default_rng(3)
    board = rng.integers(0, 256, (60, 80), dtype=np.uint8)
    crop = board[7:41, 13:50]  # rows not contiguous, as vision.glyphs crops a die
    mask = (rng.random(crop.shape) < 0.3).astype(np.uint8)
    pixels = MaskedPixels(crop, mask)
    assert pixels.size == np.count_nonzero(mask)
    assert pixels.percentile(20) == float(np.percentile(crop[mask > 0], 20))
    assert pixels.median() == float(np.median(crop[mask > 0]))


def test_no_pixels_is_an_error() -> None:
    image = np.zeros((4, 4), np.uint8)
    with pytest.raises(ValueError, match="no pixels"):
        MaskedPixels(image, np.zeros_like(image)).median()
