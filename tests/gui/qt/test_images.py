"""numpy pixels to Qt and back to disk."""

from __future__ import annotations

import cv2
import numpy as np
from PySide6.QtGui import QColor, QPixmap

from gui.qt.images import bgr_to_qimage, save_snapshot


def test_odd_width_image_keeps_its_pixels():
    # 5 px wide RGB rows are 15 bytes: Qt pads lines to 4 bytes, so bytesPerLine must be right.
    image = np.zeros((3, 5, 3), np.uint8)
    image[1, 4] = (255, 0, 0)  # blue in BGR
    image[2, 0] = (0, 0, 255)  # red
    converted = bgr_to_qimage(image)
    assert (converted.width(), converted.height()) == (5, 3)
    assert converted.pixelColor(4, 1) == QColor(0, 0, 255)
    assert converted.pixelColor(0, 2) == QColor(255, 0, 0)
    del image  # the QImage owns a copy
    assert converted.pixelColor(4, 1) == QColor(0, 0, 255)


def test_a_photo_becomes_a_pixmap_without_conversion(qapp):
    photo = np.random.default_rng(3).integers(0, 256, (18, 24, 3), np.uint8)
    converted = bgr_to_qimage(photo)
    assert converted.format() == QPixmap.fromImage(converted).toImage().format()
    b, g, r = (int(v) for v in photo[5, 7])
    assert converted.pixelColor(7, 5) == QColor(r, g, b)


def test_grey_image_and_snapshot(tmp_path):
    grey = np.arange(7 * 3, dtype=np.uint8).reshape(3, 7) * 10
    converted = bgr_to_qimage(grey)
    assert converted.pixelColor(6, 2).red() == grey[2, 6]
    path = save_snapshot(bgr_to_qimage(cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR)), tmp_path, "x")
    assert cv2.imread(str(path)).shape == (3, 7, 3)
