"""vision.morphology's row-by-row dilation, erosion and black-hat equal OpenCV's pixel for pixel."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from vision import morphology


def _images(seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    shapes = [(2, 2), (2, 3), (1, 9), (5, 60), (33, 33), (71, 64), (90, 11)]
    images = [rng.integers(0, 256, shape, dtype=np.uint8) for shape in shapes]
    # A binary mask (soft_ink dilates 0/1 marks) and a smooth dark stroke on a pale face.
    images.append((rng.random((50, 45)) < 0.1).astype(np.uint8))
    face = np.full((64, 64), 200, np.uint8)
    cv2.line(face, (10, 50), (40, 12), 60, 5)
    images.append(cv2.GaussianBlur(face, (5, 5), 0))
    return images


@pytest.mark.parametrize("side", [3, 5, 11, 21, 29, 31, 41])
def test_equal_to_opencv(side: int) -> None:
    kernel = morphology.ellipse(side)
    assert np.array_equal(kernel, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (side, side)))
    for image in _images(side):
        assert np.array_equal(morphology.dilate(image, kernel), cv2.dilate(image, kernel))
        assert np.array_equal(morphology.erode(image, kernel), cv2.erode(image, kernel))
        assert np.array_equal(
            morphology.black_hat(image, kernel),
            cv2.morphologyEx(image, cv2.MORPH_BLACKHAT, kernel),
        )


def test_other_kernels_equal_opencv_too() -> None:
    """A cross is runs centred too; the skewed and even kernels are left to OpenCV."""
    image = np.random.default_rng(5).integers(0, 256, (30, 30), dtype=np.uint8)
    cross = cv2.getStructuringElement(cv2.MORPH_CROSS, (5, 5))
    skewed = np.zeros((3, 5), np.uint8)
    skewed[:, :2] = 1  # runs off the centre
    even = np.ones((4, 4), np.uint8)
    for kernel in (cross, skewed, even):
        assert np.array_equal(morphology.dilate(image, kernel), cv2.dilate(image, kernel))
        assert np.array_equal(morphology.erode(image, kernel), cv2.erode(image, kernel))
