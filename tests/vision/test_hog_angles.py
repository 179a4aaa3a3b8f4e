"""The HOG's unsigned gradient angle (vision.classifier._unsigned) is numpy's ``% np.pi``."""

from __future__ import annotations

import numpy as np

from vision.classifier import _unsigned


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
