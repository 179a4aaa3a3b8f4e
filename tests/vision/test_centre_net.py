"""The die-centre network (vision.centre_net) and its trainer (scripts/train_centre_net.py)."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

from solver import Board
from synth import render_board
from vision.centre_net import (
    CENTRE_SIDE,
    CENTRE_SPAN,
    CentreModelError,
    centre_crops,
    load_centre_net,
)
from vision.centres import centred
from vision.cut import PITCH
from vision.finder import clockwise
from vision.net import load_net
from vision.warp import square_up

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))


def _squared(
    size: int, seed: int, shift: tuple[float, float] = (0.0, 0.0)
) -> tuple[object, np.ndarray]:
    """A rendered board squared up at its true corners moved by ``shift`` (of a die, along the
    rows and the columns), and its dice's true centres on it."""
    faces = Board(tuple(tuple("ABDEFGHKLMPRSTUVWY"[(r * size + c + seed) % 18]
                              for c in range(size)) for r in range(size)))  # fmt: skip
    photo = render_board(faces, seed, size=(800, 640), fill=0.75, tilt=20, spin=10)
    grey = cv2.cvtColor(photo.image, cv2.COLOR_BGR2GRAY)
    corners = np.array(clockwise(list(photo.board_outline)), np.float64)
    along, down = (corners[1] - corners[0]) / size, (corners[3] - corners[0]) / size
    corners += shift[0] * along + shift[1] * down
    board = square_up(grey, tuple(map(tuple, corners)), size)
    tops = np.array([np.mean(quad, axis=0) for quad in photo.die_outlines])
    return board, cv2.perspectiveTransform(tops[None], np.linalg.inv(board.to_photo))[0]


@pytest.mark.parametrize("size", [4, 5, 6])
def test_the_shipped_network_finds_dice_a_third_of_a_die_off_where_they_are(size):
    board, truth = _squared(size, 8100 + size)
    rng = np.random.default_rng(size)
    angles = rng.uniform(0, 2 * math.pi, len(truth))
    start = truth + 0.3 * PITCH * np.stack([np.cos(angles), np.sin(angles)], axis=1)
    found = start + load_centre_net().offsets(board.image, start) * PITCH
    off = np.linalg.norm(found - truth, axis=1) / PITCH
    assert np.median(off) < 0.08
    assert off.max() < 0.2


def test_the_centring_stage_moves_every_die_from_its_node_to_its_top():
    """Corners a fifth of a die off, as a finder's can be: every die is found on its top."""
    board, truth = _squared(5, 8111, shift=(0.15, -0.15))
    before = np.linalg.norm(board.nodes() - truth, axis=1) / PITCH
    assert np.median(before) > 0.15
    found = centred(load_centre_net(), load_net(), board)
    after = np.linalg.norm(found.points - truth, axis=1) / PITCH
    assert np.median(after) < 0.05
    assert after.max() < 0.1
    assert found.sureness.min() > 0.5  # the face network reads a face at each


def test_a_crop_is_the_span_around_its_point_with_its_light_left_out():
    board = np.full((200, 200), 90, np.uint8)
    cv2.rectangle(board, (60, 60), (100, 100), 200, -1)  # a bright square: a die's top
    dim = (board * 0.5).astype(np.uint8)
    crops = centre_crops(board, np.float32([[80, 80], [80 + PITCH, 80]]))
    assert crops.shape == (2, CENTRE_SIDE, CENTRE_SIDE)
    assert np.allclose(crops.mean(axis=(1, 2)), 0, atol=1e-4)
    # The square fills the middle of the first crop: 40 of the span's 64 pixels across.
    bright = crops[0] > 0
    width = bright[CENTRE_SIDE // 2].sum()
    assert abs(width - 40 / (CENTRE_SPAN * PITCH) * CENTRE_SIDE) <= 1
    assert np.allclose(centre_crops(dim, np.float32([[80, 80]]))[0], crops[0], atol=0.1)


def test_a_missing_or_damaged_model_says_so(tmp_path):
    with pytest.raises(CentreModelError, match="missing"):
        load_centre_net(tmp_path / "absent.onnx")
    damaged = tmp_path / "damaged.onnx"
    damaged.write_bytes(b"not a network at all" * 50)
    with pytest.raises(CentreModelError, match="damaged"):
        load_centre_net(damaged)
    # The face network loads and runs on the same crops, but answers no offset.
    with pytest.raises(CentreModelError, match="damaged"):
        load_centre_net(REPO / "resources" / "face_net.onnx")


def test_a_training_look_knows_where_the_die_is_after_any_turn_and_mirror():
    """The trainer's example: wherever it looks from, turned and mirrored, the offset it gives
    points at the die in the crop it gives."""
    pytest.importorskip("torch", reason="the train extra (pip install -e '.[train]') is not here")
    from train_centre_net import look

    board = np.zeros((400, 400), np.uint8)
    centre = np.array([190.0, 215.0])
    cv2.circle(board, (190, 215), 6, 255, -1)  # a small bright die, easy to find in a crop
    rng = np.random.default_rng(3)
    for _ in range(40):
        crop, offset = look(board, centre, rng)
        middle = np.median(crop)
        moments = cv2.moments(np.float32(crop > middle + 0.5 * (crop.max() - middle)))
        seen = np.array([moments["m10"], moments["m01"]]) / moments["m00"]
        pixels_per_die = CENTRE_SIDE / CENTRE_SPAN
        expected = CENTRE_SIDE / 2 + offset * pixels_per_die
        assert np.linalg.norm(seen - expected) < 0.12 * pixels_per_die


def test_the_trainer_runs_end_to_end_on_rendered_boards(tmp_path):
    pytest.importorskip("torch", reason="the train extra (pip install -e '.[train]') is not here")
    output = tmp_path / "centre.onnx"
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "train_centre_net.py"), "--tiny", "--output",
         str(output)],
        capture_output=True, text=True, timeout=300, cwd=REPO,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "rendered" in result.stdout
    offsets = load_centre_net(output).offsets(
        np.zeros((120, 120), np.uint8), np.float32([[60, 60]])
    )
    assert offsets.shape == (1, 2) and np.isfinite(offsets).all()


def test_rendered_training_boards_carry_their_dice_tops_centres():
    from centre_data import rendered_boards

    from vision.centres import sureness

    boards = rendered_boards(3, seed=11)
    assert [len(board.points) for board in boards] == [16, 25, 36]
    net = load_net()
    for board, size in zip(boards, (4, 5, 6), strict=True):
        squared = type("Squared", (), {"image": board.image})()
        nodes = (np.stack(np.meshgrid(np.arange(size), np.arange(size)), axis=-1).reshape(-1, 2)
                 + 1.0) * PITCH  # fmt: skip
        assert (np.linalg.norm(board.points - nodes, axis=1) < 0.5 * PITCH).all()
        assert np.median(sureness(net, squared, board.points)) > 0.9  # a face is centred there


def test_a_labelled_photos_dice_are_kept_where_the_teacher_placed_them(shared_photos: Path):
    import json

    from centre_data import _photo_board

    from vision.finder import load_finder

    entries = json.loads((shared_photos / "manifest.json").read_text())["photos"]
    entry = next(e for e in entries if len(e["grid"]) == 4)
    board = _photo_board(shared_photos, entry, load_finder(), load_net())
    assert board is not None and board.file == entry["file"]
    assert 0.75 * 16 <= len(board.points) <= 16
    assert board.image.shape == (5 * PITCH, 5 * PITCH)  # four dice and half a die all round


def test_a_folds_centre_network_is_trained_without_its_photos_once(tmp_path, monkeypatch):
    import train_centre_net

    from bench import centre_folds, fold_cache

    photos = tmp_path / "photos"
    photos.mkdir()
    (photos / "manifest.json").write_text('{"photos": []}')
    monkeypatch.setattr(fold_cache, "CACHE", tmp_path / "cache")
    trained = []

    def fake_train(output, photos, exclude_groups, exclude_files, seed, log):
        trained.append((exclude_groups, exclude_files))
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_bytes(b"a network")
        return train_centre_net.Trained(output, 0, 0, 0.0, 0.0)

    monkeypatch.setattr(train_centre_net, "train", fake_train)
    first = centre_folds.fold_centre_net(photos, {3}, {"a.jpg"})
    assert trained == [(frozenset({3}), frozenset({"a.jpg"}))]
    assert first.read_bytes() == b"a network" and first.parent == tmp_path / "cache"
    assert centre_folds.fold_centre_net(photos, {3}, {"a.jpg"}) == first
    assert len(trained) == 1  # cached
    other = centre_folds.fold_centre_net(photos, {4}, {"b.jpg"})
    assert other != first and len(trained) == 2
