"""The classifier's features, computed for a batch at once, equal their one-by-one definitions."""

from __future__ import annotations

import numpy as np

from vision.classifier import _unsigned, shape_features


def test_unsigned_equals_numpy_remainder_bit_for_bit() -> None:
    rng = np.random.default_rng(7)
    # Gradients as the HOG makes them: differences of float32 pixel levels k / 255, with the
    # axis-aligned and zero gradients (angles 0, +-pi/2, pi, -0.0) among them.
    levels = (np.arange(256, dtype=np.float32) / 255.0).astype(np.float32)
    gx = rng.choice(levels, 20000) - rng.choice(levels, 20000)
    gy = rng.choice(levels, 20000) - rng.choice(levels, 20000)
    gx[:300], gy[:300] = 0.0, rng.choice([-0.5, 0.0, 0.5], 300).astype(np.float32)
    gy[300:600] = np.float32(-0.0)
    angle = np.arctan2(gy, gx)
    assert angle.dtype == np.float32
    assert np.array_equal(_unsigned(angle).view(np.uint32), (angle % np.pi).view(np.uint32))


def test_unsigned_leaves_out_of_range_angles_to_the_remainder() -> None:
    angle = np.float32([np.pi, -np.pi, 4.0, -4.0, 7.5, 0.0, -0.0])
    assert np.array_equal(_unsigned(angle).view(np.uint32), (angle % np.pi).view(np.uint32))


def test_shape_features_equal_each_pictures_own() -> None:
    rng = np.random.default_rng(8)
    pictures = [
        (rng.random((32, 32)) < rng.random() * 0.1).astype(np.uint8) * 255 for _ in range(40)
    ]
    pictures += [np.zeros((32, 32), np.uint8), np.full((32, 32), 200, np.uint8)]
    expected = []
    for picture in pictures:  # the definition: the inked pixels' box, its log aspect, coverage
        ys, xs = np.nonzero(picture > 127)
        if len(xs) == 0:
            expected.append((0.0, 0.0))
            continue
        height, width = int(np.ptp(ys)) + 1, int(np.ptp(xs)) + 1
        expected.append((float(np.log(height / width)), len(xs) / (height * width)))
    features = shape_features(pictures)
    assert features.dtype == np.float32
    assert np.array_equal(features, np.array(expected, np.float32))
