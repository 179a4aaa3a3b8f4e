"""The face network's glance (vision.glance): a lattice on the dice is seen surer than one
between them, the first lattices are read unranked, a lattice seen less surely than the
photo's best few is not read, and the search with a glance reads fewer dice for the same
board."""

from __future__ import annotations

import random
from dataclasses import replace

import cv2
import numpy as np
import pytest

import vision.glance as glance
from solver import roll
from vision.budget import Budget
from vision.glance import Glance, sureness
from vision.glyphs import die_lattices
from vision.grid import find_grid
from vision.lattice import Lattice
from vision.locate import locate_candidates
from vision.looks import best_reading
from vision.reading import default_recogniser
from vision.recognise import reading_net

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(scope="module")
def photo() -> np.ndarray:
    from synth import render_board

    return render_board(roll("classic", random.Random(5)), 5, tilt=4, spin=0).image


@pytest.fixture(scope="module")
def board(photo: np.ndarray) -> tuple[np.ndarray, Lattice]:
    """The photo's board squared up (grey) and the lattice on its dice."""
    grid = find_grid(photo, locate_candidates(photo)[0])
    gray = cv2.cvtColor(grid.warped, cv2.COLOR_BGR2GRAY)
    return gray, next(die_lattices(gray, grid.size))


def _between(lattice: Lattice) -> Lattice:
    """``lattice`` moved by half a die along both axes: its nodes on the gaps between dice."""
    return replace(lattice, centres=lattice.centres + lattice.pitch[:, None] / 2)


def test_a_lattice_on_the_dice_is_seen_surer_than_one_between_them(board):
    gray, lattice = board
    on, off = sureness(reading_net(), [(gray, lattice), (gray, _between(lattice))])
    assert on > 0.8
    assert off < on - 0.3
    # In one batch or one at a time, each lattice is seen alike.
    alone = [sureness(reading_net(), [(gray, each)])[0] for each in (lattice, _between(lattice))]
    assert alone == pytest.approx([on, off], abs=1e-5)


def test_the_first_lattices_are_read_without_a_glance(board, monkeypatch):
    gray, lattice = board
    glanced: list[Lattice] = []

    def counted(net: object, lattices: list[tuple[np.ndarray, Lattice]]) -> list[float]:
        glanced.extend(each for _gray, each in lattices)
        return sureness(reading_net(), lattices)

    monkeypatch.setattr(glance, "sureness", counted)
    look = Glance(reading_net(), keep=2)
    assert look.worth_reading(gray, lattice)
    assert look.worth_reading(gray, _between(lattice))
    assert glanced == []  # a photo settled within its first lattices pays nothing
    assert look.worth_reading(gray, lattice)  # as sure as the surest: read
    assert len(glanced) == 3  # the two read unranked, ranked now, and this one


def test_a_lattice_seen_less_surely_than_the_best_so_far_is_not_read(board):
    gray, lattice = board
    look = Glance(reading_net(), keep=1)
    assert look.worth_reading(gray, lattice)
    assert not look.worth_reading(gray, _between(lattice))
    assert look.worth_reading(gray, lattice)


def test_the_search_reads_fewer_dice_with_a_glance_for_the_same_board(photo):
    # Every look is taken (nothing convinces), so the search reads every lattice it finds;
    # with the glance, the chooser reads only those the network sees faces on.
    def unsure(gray, lattice, glyphs, faces):
        read = chooser(gray, lattice, glyphs, faces)
        return [replace(guess, confidence=min(guess.confidence, 0.55)) for guess in read]

    chooser = default_recogniser()
    outlines = locate_candidates(photo)
    plain, glanced = Budget(None), Budget(None, glance=Glance(reading_net(), keep=1))
    without = best_reading(photo, outlines, unsure, convinces=lambda c: False, budget=plain)
    with_glance = best_reading(photo, outlines, unsure, convinces=lambda c: False, budget=glanced)
    assert glanced.read < plain.read
    assert np.allclose(with_glance.candidate.lattice.centres, without.candidate.lattice.centres)
