"""A board smeared by a moving hand is read again with the smear undone (vision.deblur), and a
sharp board is left alone."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

import vision.recognisers
from vision.classifier import load_model
from vision.deblur import deconvolved, motion_kernel, unblurred_boards
from vision.glyphs import Glyph, extract_at
from vision.lattice import Lattice
from vision.net import FaceNet, load_net, net_patches
from vision.params import PARAMS
from vision.recognise import faces_for_size
from vision.recognisers import combined_recogniser


def _smeared(gray: np.ndarray, kernel: np.ndarray) -> np.ndarray:
    return cv2.filter2D(gray, -1, kernel, borderType=cv2.BORDER_REFLECT)


def _photo_sureness(net: FaceNet, gray: np.ndarray, lattice: Lattice) -> np.ndarray:
    """How sure the network is of each die of ``gray`` as it is (its likeliest face)."""
    probabilities = net.probabilities(net_patches(gray, lattice))
    return probabilities[:, : net.not_a_die].sum(axis=2).max(axis=1)


@pytest.mark.parametrize("degrees", [0, 90, 45])
def test_a_smear_spreads_along_its_line_only(degrees):
    kernel = motion_kernel(9.0, degrees)
    assert kernel.sum() == pytest.approx(1.0)
    dot = np.zeros((31, 31), np.float32)
    dot[15, 15] = 1.0
    smeared = cv2.filter2D(dot, -1, kernel)
    ys, xs = np.nonzero(smeared > 0.02)
    direction = np.array([np.cos(np.radians(degrees)), np.sin(np.radians(degrees))])
    offsets = np.stack([xs - 15, ys - 15], axis=1).astype(float)
    along = np.abs(offsets @ direction)
    across = np.abs(offsets @ np.array([-direction[1], direction[0]]))
    assert along.max() >= 3.5  # spread about half the length each way
    assert across.max() <= 1.0  # and no wider than a pixel across the line


def test_undoing_the_smear_brings_the_board_back(squared_up):
    gray, lattice, _ = squared_up(3, effects=False)
    kernel = motion_kernel(0.3 * float(np.median(lattice.pitch)), 120)
    smeared = _smeared(gray, kernel)
    sharp = deconvolved(smeared, [kernel])
    assert sharp.shape == (1, *gray.shape) and sharp.dtype == np.uint8

    def error(image: np.ndarray) -> float:
        return float(np.abs(image.astype(np.float32) - gray).mean())

    assert error(sharp[0]) < 0.75 * error(smeared)


def test_the_network_finds_the_smears_direction(squared_up):
    gray, lattice, _ = squared_up(3, effects=False)
    pitch = float(np.median(lattice.pitch))
    smeared = _smeared(gray, motion_kernel(0.3 * pitch, 120))
    net = load_net()
    tried = unblurred_boards(smeared, lattice, net, _photo_sureness(net, smeared, lattice))
    assert len(tried) == PARAMS.deblur.tries
    # The surest is the smear's own line, give or take one step of length and direction: a
    # line is the same line turned half a turn.
    surest = tried[0]
    assert abs(surest.length - 0.3) <= 0.07
    assert min(abs(surest.degrees - 120) % 180, 180 - abs(surest.degrees - 120) % 180) <= 15


def test_smeared_boards_read_right_with_the_smear_undone(squared_up):
    gray, lattice, truth = squared_up(3, effects=False)
    pitch = float(np.median(lattice.pitch))
    net, model = load_net(), load_model()
    # Four smears of a quarter to over a third of a die, along and across the rows.
    smears = [(0.35, 120), (0.3, 60), (0.25, 0), (0.35, 90)]
    right = {False: 0, True: 0}
    for length, degrees in smears:
        smeared = _smeared(gray, motion_kernel(length * pitch, degrees))
        glyphs = extract_at(smeared, lattice)
        for deblur in right:
            read = combined_recogniser(net, model, deblur=deblur)
            guesses = read(smeared, lattice, glyphs, faces_for_size(4))
            right[deblur] += sum(
                guess.face == face for guess, face in zip(guesses, truth, strict=True)
            )
    dice = len(smears) * len(truth)
    assert right[False] <= 0.65 * dice  # 38 of 64 today
    assert right[True] >= 0.94 * dice  # 61 of 64 today


def test_a_sharp_board_is_not_looked_at_again(monkeypatch, squared_up):
    gray, lattice, truth = squared_up(3, effects=False)

    def never(*args: object) -> None:
        raise AssertionError("a sharp board was deblurred")

    monkeypatch.setattr(vision.recognisers, "unblurred_boards", never)
    read = combined_recogniser(load_net(), load_model(), deblur=True)
    guesses = read(gray, lattice, extract_at(gray, lattice), faces_for_size(4))
    assert [guess.face for guess in guesses] == truth


def test_the_upright_view_alone_agrees_with_all_four(squared_up):
    gray, lattice, _ = squared_up(4, effects=False)
    net = load_net()
    patches = net_patches(gray, lattice)
    upright = net.upright_probabilities(patches)
    assert upright.shape == (len(patches), net.probabilities(patches).shape[1])
    assert np.allclose(upright.sum(axis=1), 1.0, atol=1e-4)
    assert (upright.argmax(axis=1) == net.probabilities(patches).sum(axis=2).argmax(axis=1)).all()
    assert net.upright_probabilities([]).shape == (0, upright.shape[1])


def test_the_smears_are_ranked_on_a_few_dice_and_few_boards_read_in_full(monkeypatch, squared_up):
    """The costly parts of the pass, counted: the network reads a few dice (the photo's least
    sure) for each smear ranked, not all 72 smears on every die, and only the ``tries`` boards
    undone at full size have their marks read; the smeared board still reads right."""
    gray, lattice, truth = squared_up(3, effects=False)
    pitch = float(np.median(lattice.pitch))
    smeared = _smeared(gray, motion_kernel(0.3 * pitch, 90))
    net, model = load_net(), load_model()
    faces = faces_for_size(4)
    plain = combined_recogniser(net, model)(smeared, lattice, extract_at(smeared, lattice), faces)
    upright_patches: list[int] = []
    upright = FaceNet.upright_probabilities

    def counted(self: FaceNet, patches: list[np.ndarray]) -> np.ndarray:
        upright_patches.append(len(patches))
        return upright(self, patches)

    boards_marked: list[int] = []

    def marks_at(board: np.ndarray, where: Lattice) -> list[Glyph]:
        boards_marked.append(1)
        return extract_at(board, where)

    monkeypatch.setattr(FaceNet, "upright_probabilities", counted)
    monkeypatch.setattr(vision.recognisers, "extract_at", marks_at)
    read = combined_recogniser(net, model, deblur=True)
    guesses = read(smeared, lattice, extract_at(smeared, lattice), faces)

    def right(read: list) -> int:
        return sum(guess.face == face for guess, face in zip(read, truth, strict=True))

    assert right(plain) <= 10 and right(guesses) >= 15  # 7 and 16 today
    assert len(boards_marked) == PARAMS.deblur.tries
    ranked = sum(upright_patches)
    assert ranked % PARAMS.deblur.rank_dice == 0  # the same few dice for every smear
    assert 36 < ranked // PARAMS.deblur.rank_dice <= 36 + 9 * PARAMS.deblur.refine
    assert ranked < 72 * len(truth) / 3
