"""HEIC photos, as iPhones take them: decoded upright, capped, and refused clearly when damaged."""

from __future__ import annotations

import io
from pathlib import Path

import cv2
import numpy as np
import pytest
from PIL import Image

from vision import read_board
from vision.errors import ImageTooLargeError, NotAnImageError
from vision.load import load_image

pillow_heif = pytest.importorskip("pillow_heif")
pillow_heif.register_heif_opener()

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "sample_4x4.jpg"
ORIENTATION_TAG = 0x0112


def heic_bytes(bgr: np.ndarray, orientation: int = 1, quality: int = 90) -> bytes:
    """Encode a BGR image as HEIC; an EXIF orientation other than 1 is stored as the phone
    stores it (libheif writes it into the container's rotation box too)."""
    picture = Image.fromarray(cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB))
    exif = picture.getexif()
    exif[ORIENTATION_TAG] = orientation
    buffer = io.BytesIO()
    picture.save(buffer, format="HEIF", quality=quality, exif=exif.tobytes())
    return buffer.getvalue()


def pattern(width: int = 96, height: int = 64) -> np.ndarray:
    image = np.full((height, width, 3), 200, np.uint8)
    image[: height // 3, : width // 4] = (0, 0, 255)  # red block top-left
    return image


def test_heic_decodes_to_the_same_picture():
    loaded = load_image(heic_bytes(pattern()))
    assert loaded.source_format == "HEIC"
    assert loaded.image.shape == (64, 96, 3) and loaded.image.dtype == np.uint8
    difference = np.abs(loaded.image.astype(int) - pattern().astype(int))
    assert np.median(difference) <= 3  # lossy, but the same picture, in BGR order
    assert loaded.image[2, 2, 2] > 200 and loaded.image[2, 2, 0] < 60  # red stays red


def test_a_phone_held_sideways_comes_out_upright_once():
    # EXIF orientation 6: the stored pixels must be turned 90 degrees clockwise to stand upright.
    loaded = load_image(heic_bytes(pattern(), orientation=6))
    assert loaded.image.shape[:2] == (96, 64)
    # A clockwise turn takes the top-left red block to the top-right.
    assert loaded.image[2, -2, 2] > 200 and loaded.image[2, -2, 0] < 60


def test_a_heic_board_reads_as_its_jpeg_does(tmp_path):
    photo = cv2.imread(str(SAMPLE))
    path = tmp_path / "board.heic"
    path.write_bytes(heic_bytes(photo, quality=92))
    from_heic = read_board(path)
    from_jpeg = read_board(SAMPLE)
    assert from_heic.grid == from_jpeg.grid


def test_heic_pixel_cap_is_checked_before_decoding():
    with pytest.raises(ImageTooLargeError):
        load_image(heic_bytes(pattern()), max_pixels=1000)


def test_truncated_heic_is_refused_clearly():
    data = heic_bytes(pattern())
    with pytest.raises(NotAnImageError, match="HEIC"):
        load_image(data[: len(data) // 2])


def test_garbage_with_a_heic_brand_is_refused_clearly():
    data = b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00heicmif1" + b"\x00" * 64
    with pytest.raises(NotAnImageError):
        load_image(data)
