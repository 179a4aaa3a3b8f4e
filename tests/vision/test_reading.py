"""read_board end to end: refusals of bad input, progress, cancellation, and a rendered board."""

from __future__ import annotations

import dataclasses
import random

import cv2
import numpy as np
import pytest

from solver import roll
from vision import (
    LOW_CONFIDENCE,
    ImageTooLargeError,
    NoBoardError,
    NotAnImageError,
    ReadCancelled,
    VisionError,
    read_board,
)
from vision.lattice import Lattice
from vision.params import PARAMS
from vision.reading import doubted
from vision.recognise import FaceGuess
from vision.stretch import read_twice
from vision.trace import Trace

# Refusing bad input must never hang: a watchdog (pytest-timeout), not a speed check, since
# the machine is shared; bench/read_bench.py times the reader.
pytestmark = pytest.mark.timeout(60)


def _refuses(source: object, error: type[VisionError]) -> str:
    with pytest.raises(error) as caught:
        read_board(source)  # type: ignore[arg-type]
    message = str(caught.value)
    assert message and "Traceback" not in message
    return message


def _wall() -> np.ndarray:
    rng = np.random.default_rng(1)
    wall = np.full((600, 800, 3), (170, 190, 205), np.uint8)
    return cv2.add(wall, rng.integers(0, 12, wall.shape, dtype=np.uint8))


def _text_page() -> np.ndarray:
    page = np.full((700, 900, 3), 255, np.uint8)
    for line in range(20):
        cv2.putText(page, "The quick brown fox jumps over the lazy dog 0123", (20, 30 + 33 * line),
                    cv2.FONT_HERSHEY_SIMPLEX, 0.9, (20, 20, 20), 2)  # fmt: skip
    return page


def _chessboard() -> np.ndarray:
    board = np.full((640, 640, 3), 255, np.uint8)
    for r in range(8):
        for c in range(8):
            if (r + c) % 2:
                cv2.rectangle(board, (c * 80, r * 80), (c * 80 + 79, r * 80 + 79), (0, 0, 0), -1)
    return board


def test_not_an_image(tmp_path):
    path = tmp_path / "notes.jpg"
    path.write_text("shopping list: eggs, milk")
    _refuses(path, NotAnImageError)


def test_empty_file(tmp_path):
    path = tmp_path / "empty.png"
    path.write_bytes(b"")
    _refuses(path, NotAnImageError)


def test_truncated_jpeg(tmp_path):
    ok, data = cv2.imencode(".jpg", _wall())
    assert ok
    path = tmp_path / "cut.jpg"
    path.write_bytes(data.tobytes()[: len(data) // 3])
    _refuses(path, NotAnImageError)


def test_enormous_dimensions_refused_from_the_header(tmp_path):
    # A PNG header claiming 100000 x 100000 pixels, with no pixel data behind it.
    import struct
    import zlib

    header = struct.pack(">IIBBBBB", 100_000, 100_000, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    data = (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(header)) + chunk
            + struct.pack(">I", zlib.crc32(chunk)))  # fmt: skip
    _refuses(data, ImageTooLargeError)


@pytest.mark.parametrize("make", [_wall, _text_page, _chessboard], ids=["wall", "text", "chess"])
def test_pictures_without_a_board_are_refused(make):
    assert _refuses(make(), NoBoardError) == "no Boggle board found"


@pytest.fixture(scope="module")
def rendered():
    from synth import render_board

    board = roll("classic", random.Random(3))
    return render_board(board, 3, tilt=10, spin=5)


def test_reads_a_rendered_board_with_timings_and_outlines(rendered):
    reading = read_board(rendered.image)
    assert (reading.rows, reading.cols) == (4, 4)
    assert reading.grid == rendered.board.grid
    assert set(reading.timings) == {"load", "locate", "read", "grid", "recognise", "faces"}
    assert all(seconds >= 0 for seconds in reading.timings.values())
    height, width = rendered.image.shape[:2]
    assert reading.image_size == (width, height)
    for die in reading.dice:
        assert 0.0 <= die.confidence <= 1.0
        assert die.rotation in (0, 90, 180, 270)
        centre = np.mean(die.outline, axis=0)
        assert 0 <= centre[0] < width and 0 <= centre[1] < height
    # The board outline surrounds every die centre.
    outline = np.float32(reading.board_outline)
    for die in reading.dice:
        assert cv2.pointPolygonTest(outline, tuple(map(float, np.mean(die.outline, 0))), False) > 0


def test_progress_and_cancel(rendered):
    seen: list[tuple[str, float]] = []
    read_board(rendered.image, progress=lambda stage, part: seen.append((stage, part)))
    assert [s for s, _ in seen] == ["load", "locate", "read", "done"]
    assert [p for _, p in seen] == sorted(p for _, p in seen)
    calls = iter([False, False, True])
    with pytest.raises(ReadCancelled):
        read_board(rendered.image, cancelled=lambda: next(calls))


def test_debug_pictures_only_when_asked(rendered):
    assert read_board(rendered.image).debug_images == {}
    pictures = read_board(rendered.image, debug=True).debug_images
    assert set(pictures) == {"locate", "grid", "marks"}


def test_a_trace_collects_the_stage_times_and_asked_for_pictures(rendered):
    plain = Trace()
    reading = read_board(rendered.image, trace=plain)
    assert plain.pictures == {} and reading.debug_images == {}
    assert reading.timings == plain.seconds
    assert list(plain.seconds) == ["load", "locate", "grid", "recognise", "faces", "read"]
    with_pictures = Trace(pictures=True)
    read_board(rendered.image, trace=with_pictures)
    assert set(with_pictures.pictures) == {"locate", "grid", "marks"}


def test_low_confidence_is_a_probability_threshold():
    assert 0.0 < LOW_CONFIDENCE < 1.0
    assert PARAMS.reading.low_confidence == LOW_CONFIDENCE


def test_the_parameters_are_one_frozen_record():
    with pytest.raises(dataclasses.FrozenInstanceError):
        PARAMS.reading.low_confidence = 0.1  # type: ignore[misc]


def _guesses(confidences: list[float]) -> list[FaceGuess]:
    return [FaceGuess("E", confidence, (("F", 1.0 - confidence),), 0) for confidence in confidences]


def test_no_die_is_sure_on_a_board_that_reads_unconvincingly():
    # A misplaced outline or a smeared photo reads most dice poorly and a few confidently;
    # held out, those few were wrong one time in six (see vision.params).
    doubtful = doubted(_guesses([0.997, 0.99, 0.3, 0.5] * 4))
    mean = (0.997 + 0.99 + 0.3 + 0.5) / 4
    assert [guess.confidence for guess in doubtful[:4]] == pytest.approx([mean, mean, 0.3, 0.5])
    assert all(guess.confidence < LOW_CONFIDENCE for guess in doubtful)
    assert [guess.face for guess in doubtful] == ["E"] * 16  # the faces and the rest stay
    assert doubtful[0].alternatives == (("F", pytest.approx(0.003)),)


def test_a_board_that_reads_convincingly_keeps_its_confidences():
    guesses = _guesses([0.999, 0.99, 0.6, 0.95] * 4)
    assert doubted(guesses) == guesses


def test_no_die_is_sure_on_a_lattice_that_reads_a_die_twice():
    guesses = _guesses([0.999, 1.0, 0.99, 0.995] * 4)  # convincing, were it not misplaced
    misplaced = doubted(guesses, misplaced=True)
    assert [guess.confidence for guess in misplaced] == [PARAMS.reading.misplaced_board] * 16
    assert all(guess.confidence < LOW_CONFIDENCE for guess in misplaced)
    assert [guess.face for guess in misplaced] == ["E"] * 16


def _lattice(size: int = 4, pitch: float = 100.0) -> Lattice:
    nodes = [(pitch * (c + 0.5), pitch * (r + 0.5)) for r in range(size) for c in range(size)]
    return Lattice(np.float32(nodes), np.full(size * size, pitch, np.float32), 1.0)


def test_two_dice_read_at_one_place_are_one_die_read_twice():
    lattice = _lattice()
    assert not read_twice(lattice)
    # Centring moves a die's node towards where its die is seen: two neighbours moved 0.35 of
    # a pitch towards each other saw the same die.
    centres = lattice.centres.copy()
    centres[1, 0] += 35.0
    centres[2, 0] -= 35.0
    assert read_twice(dataclasses.replace(lattice, centres=centres))
    # Moved together, a third of a pitch the same way, they are still two dice.
    centres = lattice.centres.copy()
    centres[[1, 2], 0] += 33.0
    assert not read_twice(dataclasses.replace(lattice, centres=centres))
