"""Faces a board of each size can show, and the reader keeping to them."""

from __future__ import annotations

import random

import cv2
import numpy as np
import pytest

from solver import roll
from synth import face_ink_mask
from vision.classifier import load_model
from vision.glyphs import Glyph, normalise
from vision.reading import read_board
from vision.recognise import faces_for_size, recognise

LETTERS = {chr(c) for c in range(ord("A"), ord("Z") + 1)} - {"Q"}  # Q is always Qu


def test_small_sets_print_letters_and_qu_only():
    # No real 4x4 die carries An, Er, He, In, Th or a blank.
    assert faces_for_size(4) == frozenset(LETTERS | {"Qu"})


def test_5x5_boards_may_show_two_letter_faces_but_no_blank():
    # Blue 5x5 sets print An (labelled photos show it), and 5x5 trays take 6x6 dice.
    assert faces_for_size(5) == frozenset(LETTERS | {"Qu", "An", "Er", "He", "In", "Th"})


def test_superbig_set_prints_two_letter_faces_and_the_blank():
    assert {"An", "Er", "He", "In", "Th", "Qu", "*"} <= faces_for_size(6)


def _glyph(face: str) -> Glyph:
    ink = (face_ink_mask(face, 96) > 0.5).astype(np.uint8) * 255
    x, y, w, h = cv2.boundingRect(cv2.findNonZero(ink))
    return Glyph(normalise(ink[y : y + h, x : x + w]), 0.1, (48.0, 48.0))


@pytest.mark.parametrize("face", ["He", "Th", "In", "An", "Er"])
def test_two_letter_mark_reads_as_a_letter_on_a_4x4(face):
    model = load_model()
    assert recognise([_glyph(face)], model)[0].face == face  # the full vocabulary knows it
    guess = recognise([_glyph(face)], model, faces_for_size(4))[0]
    assert guess.face in faces_for_size(4)
    assert all(alt in faces_for_size(4) for alt, _ in guess.alternatives)


@pytest.mark.parametrize("seed", [0, 1, 2, 4])
def test_4x4_reading_never_shows_faces_its_dice_lack(seed):
    from synth import render_board

    photo = render_board(roll("new", random.Random(seed)), seed)
    reading = read_board(photo.image)
    assert reading.rows == 4
    assert {d.face for d in reading.dice} <= faces_for_size(4)
    assert reading.grid == photo.board.grid
