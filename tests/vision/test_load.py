"""Image loading: formats, pixel layouts, EXIF orientation and clear refusals of bad input."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import cv2
import numpy as np
import pytest

import vision.load as vision_load
from vision.errors import ImageTooLargeError, NotAnImageError, UnsupportedFormatError, VisionError
from vision.load import downscale, load_image, processing_size


def _pattern(width: int = 64, height: int = 48) -> np.ndarray:
    """An asymmetric colour image: a red top-left block tells every rotation and mirror apart."""
    image = np.full((height, width, 3), 200, np.uint8)
    image[: height // 3, : width // 4] = (0, 0, 255)
    image[-height // 4 :, -width // 3 :] = (255, 0, 0)
    return image


def _encode(ext: str, image: np.ndarray, params: list[int] | None = None) -> bytes:
    ok, buffer = cv2.imencode(ext, image, params or [])
    assert ok
    return buffer.tobytes()


@pytest.mark.parametrize(
    ("ext", "fmt", "lossless"),
    [
        (".jpg", "JPEG", False),
        (".png", "PNG", True),
        (".webp", "WebP", False),
        (".bmp", "BMP", True),
        (".tif", "TIFF", True),
    ],
)
def test_every_format_round_trips(ext, fmt, lossless, tmp_path):
    original = _pattern()
    path = tmp_path / f"photo{ext}"
    path.write_bytes(_encode(ext, original))
    for source in (path, str(path), path.read_bytes()):
        loaded = load_image(source)
        assert loaded.source_format == fmt
        assert loaded.image.dtype == np.uint8 and loaded.image.shape == original.shape
        assert loaded.original_size == (64, 48)
        difference = np.abs(loaded.image.astype(int) - original).mean()
        assert difference == 0 if lossless else difference < 8


def test_lossless_webp_header_is_parsed():
    data = _encode(".webp", _pattern(), [cv2.IMWRITE_WEBP_QUALITY, 101])
    assert data[12:16] == b"VP8L"
    loaded = load_image(data)
    assert np.array_equal(loaded.image, _pattern())


def test_grayscale_becomes_three_equal_channels():
    gray = np.tile(np.arange(0, 256, 4, dtype=np.uint8), (10, 1))
    loaded = load_image(_encode(".png", gray))
    assert loaded.image.shape == (10, 64, 3)
    assert np.array_equal(loaded.image[:, :, 0], gray)
    assert np.array_equal(loaded.image[:, :, 2], gray)


def test_alpha_is_composited_over_white():
    bgra = np.zeros((8, 8, 4), np.uint8)
    bgra[:, :, :3] = (0, 0, 255)
    bgra[:4, :, 3] = 255  # top half opaque red, bottom half fully transparent
    loaded = load_image(_encode(".png", bgra))
    assert loaded.image[0, 0].tolist() == [0, 0, 255]
    assert loaded.image[7, 7].tolist() == [255, 255, 255]


def test_sixteen_bit_is_scaled_not_truncated():
    deep = np.array([[0, 257 * 100, 65535, 300]], np.uint16)
    loaded = load_image(_encode(".png", deep))
    assert loaded.image[0, :, 0].tolist() == [0, 100, 255, 1]
    deep_colour = np.full((4, 4, 3), 65535 // 2, np.uint16)
    assert load_image(_encode(".tif", deep_colour)).image[0, 0].tolist() == [127, 127, 127]


def test_arrays_are_normalised():
    gray = np.full((5, 6), 77, np.uint8)
    loaded = load_image(gray)
    assert loaded.source_format == "array" and loaded.image.shape == (5, 6, 3)
    assert load_image(np.ones((2, 2, 3), np.float32)).image.max() == 255
    with pytest.raises(NotAnImageError):
        load_image(np.zeros((3, 3, 7), np.uint8))


def _with_exif_orientation(jpeg: bytes, orientation: int) -> bytes:
    """Insert a minimal big-endian EXIF APP1 segment holding only the orientation tag."""
    entry = struct.pack(">HHIHH", 0x0112, 3, 1, orientation, 0)
    tiff = b"MM\x00*" + struct.pack(">I", 8) + struct.pack(">H", 1) + entry + b"\x00\x00\x00\x00"
    payload = b"Exif\x00\x00" + tiff
    segment = b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload
    return jpeg[:2] + segment + jpeg[2:]


@pytest.mark.parametrize(
    ("orientation", "rotation", "mirrored"),
    [(1, 0, False), (2, 0, True), (3, 180, False), (4, 180, True),
     (5, 90, True), (6, 90, False), (7, 270, True), (8, 270, False)],
)  # fmt: skip
def test_exif_orientation_is_applied_like_opencv(orientation, rotation, mirrored):
    data = _with_exif_orientation(_encode(".jpg", _pattern(), [cv2.IMWRITE_JPEG_QUALITY, 98]),
                                  orientation)  # fmt: skip
    loaded = load_image(data)
    assert (loaded.exif_rotation, loaded.exif_mirrored) == (rotation, mirrored)
    # OpenCV's own IMREAD_COLOR honours EXIF orientation: our result must match it exactly.
    reference = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)
    assert loaded.image.shape == reference.shape
    assert np.array_equal(loaded.image, reference)
    assert loaded.original_size == (64, 48)


def test_orientation_six_turns_the_photo_clockwise():
    data = _with_exif_orientation(_encode(".jpg", _pattern(), [cv2.IMWRITE_JPEG_QUALITY, 98]), 6)
    image = load_image(data).image
    assert image.shape[:2] == (64, 48)
    # The red block was top-left in the stored pixels; a clockwise turn moves it top-right.
    assert image[2, -2].tolist()[2] > 200 and image[2, -2].tolist()[0] < 60
    assert image[2, 2].tolist() != image[2, -2].tolist()


def test_avif_is_unsupported_with_advice():
    brand = b"avif"
    data = b"\x00\x00\x00\x18ftyp" + brand + b"\x00\x00\x00\x00" + brand + b"mif1" + b"\x00" * 64
    with pytest.raises(UnsupportedFormatError, match="export the photo as JPEG or PNG"):
        load_image(data)


def test_unsupported_known_formats():
    with pytest.raises(UnsupportedFormatError, match="PDF"):
        load_image(b"%PDF-1.7\n" + b"\x00" * 100)


def test_empty_file(tmp_path):
    path = tmp_path / "empty.jpg"
    path.write_bytes(b"")
    with pytest.raises(NotAnImageError, match="empty"):
        load_image(path)


@pytest.mark.timeout(60)  # a watchdog against a decoder waiting for bytes that never come
def test_truncated_jpeg_is_refused_without_hanging():
    data = _encode(".jpg", np.random.default_rng(1).integers(0, 255, (300, 400, 3), np.uint8))
    for cut in (len(data) // 2, len(data) - 2, 40):
        with pytest.raises(NotAnImageError, match="truncated or damaged"):
            load_image(data[:cut])


def test_truncated_png_is_refused():
    data = _encode(".png", np.random.default_rng(2).integers(0, 255, (100, 100, 3), np.uint8))
    with pytest.raises(NotAnImageError, match="truncated or damaged"):
        load_image(data[: len(data) // 2])


def test_random_bytes_and_text_are_not_images(tmp_path):
    with pytest.raises(NotAnImageError, match="not an image"):
        load_image(np.random.default_rng(3).integers(0, 256, 5000, np.uint8).tobytes())
    text = tmp_path / "notes.txt"
    text.write_text("A quick brown fox\n" * 20)
    with pytest.raises(NotAnImageError, match="not an image"):
        load_image(text)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(NotAnImageError, match="file not found"):
        load_image(tmp_path / "nope.jpg")
    with pytest.raises(NotAnImageError, match="folder"):
        load_image(tmp_path)


def _png_header(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return (
        b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + chunk + struct.pack(">I", zlib.crc32(chunk))
    )


def test_huge_png_header_is_refused_without_decoding(monkeypatch):
    def no_decoding(*args: object) -> None:
        raise AssertionError("the pixel cap must be checked before decoding")

    monkeypatch.setattr(vision_load.cv2, "imdecode", no_decoding)
    data = _png_header(100_000, 100_000) + b"\x00" * 100
    with pytest.raises(ImageTooLargeError, match="megapixels"):
        load_image(data)


def test_huge_headers_of_other_formats():
    jpeg = bytearray(_encode(".jpg", _pattern()))
    sof = jpeg.find(b"\xff\xc0")
    jpeg[sof + 5 : sof + 9] = struct.pack(">HH", 60_000, 60_000)
    bmp = bytearray(_encode(".bmp", _pattern()))
    bmp[18:26] = struct.pack("<ii", 50_000, -50_000)
    webp = bytearray(_encode(".webp", _pattern(), [cv2.IMWRITE_WEBP_QUALITY, 80]))
    assert webp[12:16] == b"VP8 "
    webp[26:30] = struct.pack("<HH", 16_000, 16_000)
    tiff = _encode(".tif", _pattern())
    for data in (jpeg, bmp, webp):
        with pytest.raises(ImageTooLargeError):
            load_image(bytes(data))
    with pytest.raises(ImageTooLargeError):
        load_image(tiff, max_pixels=1000)


def test_pixel_cap_applies_to_small_limits():
    with pytest.raises(ImageTooLargeError):
        load_image(_encode(".png", _pattern()), max_pixels=100)
    with pytest.raises(ImageTooLargeError):
        load_image(_pattern(), max_pixels=100)


def test_errors_are_vision_errors():
    assert issubclass(NotAnImageError, VisionError)
    with pytest.raises(VisionError):
        load_image(Path("/definitely/not/here.png"))


def test_downscale():
    image = np.zeros((3000, 4000, 3), np.uint8)
    small, scale = downscale(image, 1000)
    assert small.shape == (750, 1000, 3) and scale == pytest.approx(0.25)
    same, one = downscale(small, 2000)
    assert same is small and one == 1.0


def test_photos_are_read_at_a_working_size():
    big, shrink = processing_size(np.zeros((3000, 4000, 3), np.uint8))
    assert big.shape == (750, 1000, 3) and shrink == pytest.approx(0.25)
    middling = np.zeros((416, 600, 3), np.uint8)
    assert processing_size(middling) == (middling, 1.0)
    # A thumbnail is enlarged to the size the reader's pixel settings were made for.
    small, enlarge = processing_size(np.zeros((120, 160, 3), np.uint8))
    assert small.shape == (312, 416, 3) and enlarge == pytest.approx(2.6)


def test_a_thumbnail_of_a_board_is_read_and_outlined_in_its_own_pixels():
    import random

    from solver import roll
    from synth import render_board
    from vision.reading import read_board

    photo = render_board(roll("classic", random.Random(2)), 2, size=(416, 416))
    thumbnail = cv2.resize(photo.image, (150, 150), interpolation=cv2.INTER_AREA)
    reading = read_board(thumbnail)
    assert reading.grid == photo.board.grid
    assert reading.image_size == (150, 150)
    expected = np.float32(photo.board_outline) * 150 / 416
    assert np.abs(np.float32(reading.board_outline) - expected).max() < 6
