"""The learned board finder (vision.finder) on rendered boards, and its geometry."""

from __future__ import annotations

import math
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import cv2
import numpy as np
import pytest

from solver import Board, roll
from synth import render_board
from synth.background import render_background
from vision.errors import VisionError
from vision.finder import (
    HEAT_SIDE,
    BoardFind,
    FinderModelError,
    as_bgr,
    clockwise,
    corner_peaks,
    find_board,
    grouped,
    groupings,
    load_finder,
    network_look,
    other_blocks,
)

REPO = Path(__file__).resolve().parents[2]
# How far a found corner may lie from the rendered one, over the board's size (the square root
# of its area): a few percent, about a quarter of a die's width on a 6x6 board.
_CORNER_TOLERANCE = 0.05


def _board(size: int, seed: int) -> Board:
    if size == 4:
        return roll("classic", random.Random(seed))
    letters = "ABCDEFGHIJKLMNOPRSTUVWXYZ"
    rng = random.Random(seed)
    return Board(tuple(tuple(rng.choice(letters) for _ in range(size)) for _ in range(size)))


def _error(found: BoardFind, truth: np.ndarray) -> float:
    """Mean corner distance over the board's size, the corners matched as they come: both are
    clockwise from the corner nearest the image's top-left, so they should line up as given."""
    x, y = truth[:, 0], truth[:, 1]
    area = 0.5 * abs(float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))))
    distances = np.linalg.norm(np.array(found.corners) - truth, axis=1)
    return float(distances.mean()) / math.sqrt(area)


# Seeds far from the trainer's (scripts/finder_data.py draws its renders from its own seeds).
@pytest.mark.parametrize(
    ("size", "style", "tilt", "spin", "seed"),
    [
        (4, "orange", 20, 10, 9101),
        (4, "table", 35, -120, 9102),
        (5, "blue", 30, 60, 9103),
        (5, "white", 10, 170, 9104),
        (6, "blue", 40, -30, 9105),
        (6, "black", 15, 95, 9106),
    ],
)
def test_finds_the_corners_and_the_grid_size_of_a_rendered_board(size, style, tilt, spin, seed):
    photo = render_board(
        _board(size, seed), seed, style=style, tilt=tilt, spin=spin, size=(640, 480), fill=0.7
    )
    found = find_board(photo.image)
    truth = np.array(clockwise(list(photo.board_outline)))
    assert _error(found, truth) < _CORNER_TOLERANCE
    assert found.grid == size
    assert found.grid_probability > 0.5
    assert found.confidence > 0.3
    assert sum(p for _, p in found.grid_probabilities) == pytest.approx(1.0)


def test_the_corners_are_in_the_photos_own_pixels_whatever_its_size():
    photo = render_board(_board(4, 9107), 9107, tilt=15, spin=25, size=(1600, 1200), fill=0.6)
    found = find_board(photo.image)
    truth = np.array(clockwise(list(photo.board_outline)))
    assert _error(found, truth) < _CORNER_TOLERANCE
    grey = find_board(cv2.cvtColor(photo.image, cv2.COLOR_BGR2GRAY))  # a grey photo is read too
    assert grey.grid == found.grid


@pytest.mark.parametrize(("size", "seed"), [(4, 9201), (5, 9202), (6, 9203)])
def test_a_small_board_in_a_big_photo_is_placed_by_the_closer_look(size, seed):
    """A board filling a third of the frame is a few heatmap cells wide to the first look; the
    second, on the part of the photo around it, places its corners within 3% of its size."""
    photo = render_board(
        _board(size, seed), seed, size=(1200, 900), fill=0.3, tilt=20, spin=seed * 37 % 180
    )
    truth = np.array(clockwise(list(photo.board_outline)))
    found = find_board(photo.image)
    first = network_look(as_bgr(photo.image), load_finder())
    assert _error(found, truth) < 0.03
    assert _error(found, truth) < _error(first, truth)
    assert found.grid == size


@pytest.mark.parametrize("kind", ["wood", "cloth", "plain"])
def test_a_photo_without_a_board_gets_a_low_confidence(kind):
    table = np.clip(render_background(kind, (640, 480), np.random.default_rng(3)), 0, 255)
    found = find_board(table.astype(np.uint8))
    assert found.confidence < 0.2


def test_clockwise_order_starts_nearest_the_top_left_whatever_order_the_corners_come_in():
    square = [(10.0, 10.0), (90.0, 12.0), (88.0, 95.0), (12.0, 90.0)]
    for turn in range(4):
        for order in (square[turn:] + square[:turn], (square[turn:] + square[:turn])[::-1]):
            assert clockwise(order) == tuple(square)
    diamond = [(50.0, 0.0), (100.0, 50.0), (50.0, 100.0), (0.0, 50.0)]  # turned 45 degrees
    ordered = clockwise(diamond[::-1])
    start = diamond.index(ordered[0])
    assert ordered == tuple(diamond[start:] + diamond[:start])


def test_corner_peaks_are_refined_between_heatmap_cells():
    truth = [(5.3, 6.7), (25.6, 4.2), (27.1, 26.5), (4.8, 24.4)]
    ys, xs = np.mgrid[0:HEAT_SIDE, 0:HEAT_SIDE].astype(np.float32)
    heat = np.zeros((HEAT_SIDE, HEAT_SIDE), np.float32)
    for x, y in truth:
        heat = np.maximum(heat, np.exp(-((xs - x) ** 2 + (ys - y) ** 2) / 2))
    peaks = corner_peaks(heat * 0.9)
    for x, y in truth:
        nearest = min(math.hypot(px - x, py - y) for px, py, _ in peaks)
        assert nearest < 0.05  # the peak cell alone would be up to 0.7 of a cell off
    assert all(0.6 < h <= 0.9 for _, _, h in peaks)  # the heat of the peak cell


def test_a_strong_peak_on_the_tablecloth_loses_to_the_fourth_corner_of_a_board():
    board = [(10.0, 10.0, 0.9), (20.0, 10.5, 0.8), (20.5, 19.0, 0.85), (9.5, 20.0, 0.3)]
    stray = (30.0, 29.0, 0.6)  # stronger than the board's faintest corner, but no board's shape
    peaks = sorted([*board, stray], key=lambda peak: -peak[2])
    assert sorted(grouped(peaks)) == sorted(board)
    # With no four in a board's shape (all in a line), the four strongest stand.
    line = [(float(k), 5.0, 1 - k / 10) for k in range(5)]
    assert grouped(line) == line[:4]


def test_the_groupings_come_likeliest_first_and_the_first_is_the_grouped_one():
    board = [(10.0, 10.0, 0.9), (20.0, 10.5, 0.8), (20.5, 19.0, 0.85), (9.5, 20.0, 0.3)]
    edge = (0.0, 30.0, 0.2)  # a weaker fourth corner, with the first three a block of its own
    peaks = sorted([*board, edge], key=lambda peak: -peak[2])
    fours = groupings(peaks)
    assert fours[0] == grouped(peaks)
    assert sorted(fours[0]) == sorted(board)
    heats = [sum(math.log(h) for _, _, h in four) for four in fours]
    assert heats == sorted(heats, reverse=True)
    assert all(edge in four for four in fours[1:])  # every other set takes the edge's peak


def test_other_blocks_are_the_other_groupings_looked_at_closer_and_each_block_is_kept_once():
    """A board the finder placed a column off, with two other groupings: the true block as the
    first look's coarse cells place it, and a quad a fifth of a die off the wrong one. The closer
    look at either finds the true block, placed as a closer look places it; it comes back once.
    Asked about the found block itself, there is no other."""
    photo = render_board(_board(4, 9301), 9301, tilt=15, spin=10, size=(640, 480), fill=0.5)
    truth = np.array(clockwise(list(photo.board_outline)))
    die = (truth[1] - truth[0]) / 4
    wrong = truth + np.where(np.arange(4)[:, None] % 3 == 0, 1, 0) * die  # the left side a die in
    near_wrong = wrong + 0.2 * np.linalg.norm(die) * np.array([0.6, 0.8])
    coarse = truth + np.array([[12.0, -8.0], [-10.0, 10.0], [8.0, 12.0], [-12.0, -10.0]])
    found = find_board(photo.image)

    def quad(points: np.ndarray) -> tuple[tuple[float, float], ...]:
        return tuple((float(x), float(y)) for x, y in points)

    placed_off = replace(
        found, corners=quad(wrong), grid=4, others=(quad(near_wrong), quad(coarse))
    )
    blocks = other_blocks(photo.image, placed_off)
    assert len(blocks) == 1
    assert _error(replace(found, corners=blocks[0]), truth) < 0.03
    assert _error(replace(found, corners=quad(coarse)), truth) > 0.04
    assert other_blocks(photo.image, replace(found, others=(quad(coarse),))) == []


def test_a_found_board_carries_its_other_groupings_in_the_photos_pixels():
    photo = render_board(_board(5, 9302), 9302, tilt=10, spin=40, size=(1600, 1200), fill=0.6)
    found = find_board(photo.image)
    assert 1 <= len(found.others) <= 4
    height, width = photo.image.shape[:2]
    for quad in found.others:
        assert quad != found.corners
        assert all(-1 <= x <= width + 1 and -1 <= y <= height + 1 for x, y in quad)


def test_a_flat_heatmap_still_gives_four_corners_with_no_heat():
    peaks = corner_peaks(np.zeros((HEAT_SIDE, HEAT_SIDE), np.float32))
    assert len(peaks) == 4
    assert max(h for _, _, h in peaks) == 0.0


def test_bad_input_is_a_clear_error():
    with pytest.raises(ValueError, match="uint8"):
        find_board(np.zeros((0, 0, 3), np.uint8))
    with pytest.raises(ValueError, match="uint8"):
        find_board(np.zeros((10, 10, 3), np.float32))


def test_a_missing_or_damaged_model_file_is_a_clear_error(tmp_path):
    with pytest.raises(FinderModelError, match="missing") as caught:
        load_finder(tmp_path / "nothing.onnx")
    assert isinstance(caught.value, VisionError)
    assert "train_finder.py" in str(caught.value)
    damaged = tmp_path / "damaged.onnx"
    damaged.write_bytes(b"not a network at all" * 50)
    with pytest.raises(FinderModelError, match="damaged"):
        load_finder(damaged)


def test_the_trainer_runs_end_to_end_on_a_tiny_rendered_set(tmp_path):
    pytest.importorskip("torch", reason="the train extra (pip install -e '.[train]') is not here")
    output = tmp_path / "finder.onnx"
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "train_finder.py"), "--tiny", "--output",
         str(output)],
        capture_output=True, text=True, timeout=300, cwd=REPO,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "cv2.dnn against torch" in result.stdout
    found = find_board(np.zeros((100, 80, 3), np.uint8), load_finder(output))
    assert len(found.corners) == 4


def test_the_tuner_runs_end_to_end_on_two_labelled_photos(tmp_path):
    """scripts/tune_finder.py starts from the synth-only finder, tunes it on photos and writes
    a finder cv2.dnn reads (the labelled photos of ../shared; skipped without them)."""
    pytest.importorskip("torch", reason="the train extra (pip install -e '.[train]') is not here")
    photos = REPO.parent / "shared" / "photos"
    if not (photos / "manifest.json").is_file():
        pytest.skip("the labelled photos (../shared/photos) are not here")
    output = tmp_path / "tuned.onnx"
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "tune_finder.py"), "--tiny", "--output",
         str(output), "--photos", str(photos)],
        capture_output=True, text=True, timeout=300, cwd=REPO,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert output.read_bytes() != (REPO / "scripts" / "finder_synth.onnx").read_bytes()
    found = find_board(np.zeros((100, 80, 3), np.uint8), load_finder(output))
    assert len(found.corners) == 4
