"""Move pixels between numpy (what the reader uses) and Qt (what the screen uses)."""

from __future__ import annotations

import sys
from pathlib import Path

import cv2
import numpy as np
from PySide6.QtGui import QImage

# The text key under which a photo shown reduced (gui.qt.photo_reading.display_image) keeps
# its original's "width,height": the view draws it at that size, so scene units stay the
# photo's pixels, where the reader's outlines and the player's corners are.
ORIGINAL_SIZE = "boggle-lens-original-size"


def bgr_to_qimage(image: np.ndarray) -> QImage:
    """A QImage that owns a copy of a BGR (or grey) uint8 array's pixels, in the 32-bit layout
    a pixmap uses: turning it into a QPixmap on the GUI thread is then free, where a 24-bit
    image of a photo is converted there (measured 1-23 ms for 2400 x 1800 pixels)."""
    if image.dtype != np.uint8:
        raise ValueError("expected an 8-bit image")
    if image.ndim == 2:
        grey = np.ascontiguousarray(image)
        height, width = grey.shape
        return QImage(
            grey.data, width, height, grey.strides[0], QImage.Format.Format_Grayscale8
        ).copy()
    if sys.byteorder == "little":  # Format_RGB32 is 0xffRRGGBB words: bytes B, G, R, 255
        pixels, layout = cv2.cvtColor(image, cv2.COLOR_BGR2BGRA), QImage.Format.Format_RGB32
    else:
        pixels, layout = cv2.cvtColor(image, cv2.COLOR_BGR2RGB), QImage.Format.Format_RGB888
    pixels = np.ascontiguousarray(pixels)
    height, width = pixels.shape[:2]
    # bytesPerLine from the array's stride, and copy() so the QImage outlives the array.
    return QImage(pixels.data, width, height, pixels.strides[0], layout).copy()


def save_snapshot(image: QImage, folder: Path, stem: str) -> Path:
    """Save a pasted or captured image as a JPEG file the app can reopen later."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stem}.jpg"
    if not image.save(str(path), "JPG", 92):
        raise OSError(f"could not save the image to {path}")
    return path
