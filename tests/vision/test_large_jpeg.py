"""Photos larger than the pixel cap: a JPEG is decoded reduced (1/2, 1/4 or 1/8) by libjpeg,
never at full size; only what cannot be decoded small, or lies about its size, is refused."""

from __future__ import annotations

import json
import random
import struct
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

import vision.load as vision_load
from solver import roll
from vision.errors import ImageTooLargeError, NotAnImageError
from vision.load import load_image

REPO = Path(__file__).resolve().parents[2]


def _photo(width: int = 800, height: int = 600) -> np.ndarray:
    """Smooth colour with a red corner, so a wrong scale or a lost corner shows."""
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    image = np.dstack([xs / width * 255, ys / height * 255, (xs + ys) / (width + height) * 255])
    image = image.astype(np.uint8)
    image[: height // 4, : width // 4] = (0, 0, 255)
    return image


def _jpeg(image: np.ndarray, *params: int) -> bytes:
    ok, buffer = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, 90, *params])
    assert ok
    return buffer.tobytes()


def test_a_jpeg_over_the_cap_is_decoded_reduced_not_in_full(monkeypatch):
    photo = _photo()
    data = _jpeg(photo)
    flags_used: list[int] = []
    real_decode = cv2.imdecode

    def watched(buffer: np.ndarray, flags: int) -> np.ndarray:
        flags_used.append(flags)
        return real_decode(buffer, flags)

    monkeypatch.setattr(vision_load.cv2, "imdecode", watched)
    # 480,000 pixels against a cap of 100,000: a half is 120,000, a quarter fits.
    loaded = load_image(data, max_pixels=100_000)
    assert loaded.reduction == 4 and loaded.image.shape == (150, 200, 3)
    assert flags_used and all(f & cv2.IMREAD_REDUCED_COLOR_4 == cv2.IMREAD_REDUCED_COLOR_4
                              for f in flags_used)  # fmt: skip
    expected = cv2.resize(photo, (200, 150), interpolation=cv2.INTER_AREA)
    assert np.abs(loaded.image.astype(int) - expected).mean() < 6
    assert tuple(loaded.image[10, 10]) == pytest.approx((0, 0, 255), abs=40)  # red corner kept
    # Within the cap, the same file is decoded whole, as before.
    whole = load_image(data)
    assert whole.reduction == 1 and whole.image.shape == (600, 800, 3)


def test_the_least_reduction_that_fits_is_used():
    data = _jpeg(_photo())
    assert load_image(data, max_pixels=200_000).reduction == 2  # 120,000 fits
    assert load_image(data, max_pixels=100_000).reduction == 4
    assert load_image(data, max_pixels=10_000).reduction == 8  # 7,500
    with pytest.raises(ImageTooLargeError, match="megapixels"):
        load_image(data, max_pixels=7_000)  # even an eighth (7,500) is over: refused


def test_a_progressive_jpeg_over_the_cap_is_refused():
    # libjpeg keeps every coefficient of a progressive JPEG, whatever the scale asked for.
    data = _jpeg(_photo(), cv2.IMWRITE_JPEG_PROGRESSIVE, 1)
    assert load_image(data).image.shape == (600, 800, 3)
    with pytest.raises(ImageTooLargeError, match="megapixels"):
        load_image(data, max_pixels=100_000)


def test_a_header_claiming_far_more_pixels_than_the_file_holds_is_refused(monkeypatch):
    def no_decoding(*args: object) -> None:
        raise AssertionError("a decompression bomb must be refused before decoding")

    monkeypatch.setattr(vision_load.cv2, "imdecode", no_decoding)
    data = bytearray(_jpeg(_photo(64, 48)))
    sof = data.find(b"\xff\xc0")
    data[sof + 5 : sof + 9] = struct.pack(">HH", 40_000, 60_000)  # 2,400 MP in a few KB
    with pytest.raises(NotAnImageError, match="decompression bomb"):
        load_image(bytes(data))


@pytest.fixture(scope="module")
def small_and_large(tmp_path_factory) -> tuple[Path, Path, str]:
    """A rendered board as a 12 MP phone photo (4000 x 3000), and the same photo scaled up to
    200 MP (16330 x 12248), as phones of 50 to 200 MP shoot. Making the large one holds its
    pixels for a moment (about 600 MB); reading it never does."""
    from synth import render_board

    board = roll("classic", random.Random(11))
    rendered = render_board(board, 11, size=(2000, 1500), tilt=6, spin=-5).image
    folder = tmp_path_factory.mktemp("large")
    small = folder / "board-12mp.jpg"
    small.write_bytes(_jpeg(cv2.resize(rendered, (4000, 3000), interpolation=cv2.INTER_CUBIC)))
    large = folder / "board-200mp.jpg"
    big = cv2.resize(rendered, (16330, 12248), interpolation=cv2.INTER_CUBIC)
    large.write_bytes(_jpeg(big))
    del big
    return small, large, board.text


def test_a_12_mp_photo_scaled_up_to_200_mp_reads_as_the_12_mp_one_does(small_and_large):
    small, large, truth = small_and_large
    result = subprocess.run(
        [sys.executable, "-m", "boggle_lens", "read", "--format", "json", str(small), str(large)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert "megapixels" not in result.stderr and "Traceback" not in result.stderr
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert first["board"] == truth
    assert second["board"] == first["board"]
