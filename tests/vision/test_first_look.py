"""The first look's search over outlines, grid sizes and die placements
(vision.candidates.ranked_boards) stops as soon as a reading settles it, and the budget stops it
after the first outline that makes a board; a spent budget also skips reading the chosen
outline at other grid sizes (vision.chosen_faces.faces_read)."""

from __future__ import annotations

import random
from dataclasses import replace

import cv2
import numpy as np
import pytest

import vision.candidates as candidates
import vision.glyphs as glyphs
from solver import roll
from vision.budget import Budget
from vision.chosen_faces import FaceReader, faces_read
from vision.locate import locate_candidates
from vision.looks import Look
from vision.reading import default_recogniser
from vision.recognise import FaceGuess
from vision.recognisers import Recogniser
from vision.trace import Trace

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(scope="module")
def photo() -> np.ndarray:
    from synth import render_board

    return render_board(roll("classic", random.Random(5)), 5, tilt=4, spin=0).image


@pytest.fixture
def lattices_read(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """(grid size, placement) of every lattice the chooser reads, in order; a placement other
    than 0 is a lattice fitted to the marks."""
    read: list[tuple[int, int]] = []
    original = candidates.die_lattices

    def counted(gray: np.ndarray, size: int):  # type: ignore[no-untyped-def]
        for placement, lattice in enumerate(original(gray, size)):
            read.append((size, placement))
            yield lattice

    monkeypatch.setattr(candidates, "die_lattices", counted)
    return read


def _spent() -> Budget:
    budget = Budget(0)
    assert budget.spent()
    return budget


def _squared_up(photo: np.ndarray) -> np.ndarray:
    grid = candidates.find_grid(photo, locate_candidates(photo)[0])
    return cv2.cvtColor(grid.warped, cv2.COLOR_BGR2GRAY)


def _capped(chooser: Recogniser, confidence: float) -> Recogniser:
    def read(*args: object) -> list[FaceGuess]:
        guesses = chooser(*args)  # type: ignore[arg-type]
        return [replace(guess, confidence=confidence) for guess in guesses]

    return read


def test_own_cells_that_convince_end_the_search_at_once(photo, lattices_read):
    ranked = candidates.ranked_boards(photo, locate_candidates(photo), default_recogniser())
    assert ranked[0].score >= candidates.PARAMS.reading.convincing
    assert not ranked[0].tentative
    # The outline's own cells only: no lattice fitted to the marks, no other grid size, no
    # other outline.
    assert lattices_read == [(4, 0)]
    assert len(ranked) == 1


def test_a_fitted_lattice_is_worked_out_only_when_read(photo, monkeypatch):
    fitted: list[int] = []
    original = glyphs.fit_lattice

    def counted(*args: object):  # type: ignore[no-untyped-def]
        fitted.append(1)
        return original(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(glyphs, "fit_lattice", counted)
    candidates.ranked_boards(photo, locate_candidates(photo), default_recogniser())
    assert fitted == []  # the own cells convinced: the fitted lattice was never needed
    lattices = glyphs.die_lattices(_squared_up(photo), 4)
    next(lattices)
    assert fitted == []
    next(lattices, None)
    assert fitted == [1]


def test_an_unconvincing_reading_searches_on_unless_the_budget_is_spent(photo, lattices_read):
    outlines = locate_candidates(photo)
    assert len(outlines) > 1
    unsure = _capped(default_recogniser(), 0.5)
    searched = candidates.ranked_boards(photo, outlines, unsure)
    outlines_read = len(lattices_read)
    lattices_read.clear()
    stopped = candidates.ranked_boards(photo, outlines, unsure, budget=_spent())
    assert len(stopped) == 1  # the first outline that made a board, then no further one
    assert len(searched) > 1 and outlines_read > len(lattices_read)


def test_a_spent_budget_reads_no_other_grid_size(photo, monkeypatch):
    chooser = _capped(default_recogniser(), 0.5)
    first = candidates.ranked_boards(photo, locate_candidates(photo), chooser)[0]
    look = Look(first, photo, np.eye(3))
    other_sizes: list[int] = []
    original = candidates.at_other_sizes

    def counted(*args: object, **kwargs: object) -> candidates.Candidate:
        other_sizes.append(1)
        return original(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("vision.chosen_faces.at_other_sizes", counted)
    faces = _capped(default_recogniser(), 0.5)  # faces that do not make a board either
    faces_read(look, FaceReader(faces, Trace()), chooser, Trace())
    assert other_sizes == [1]
    chosen, guesses = faces_read(look, FaceReader(faces, Trace()), chooser, Trace(), _spent())
    assert other_sizes == [1]  # not again
    assert chosen is first and len(guesses) == 16


def test_the_budget_is_charged_every_die_the_chooser_reads(photo, lattices_read):
    outlines = locate_candidates(photo)
    unsure = _capped(default_recogniser(), 0.5)
    budget = Budget(None)
    candidates.ranked_boards(photo, outlines, unsure, budget=budget)
    assert not budget.spent()  # no limit
    # Every lattice's dice, read or found too bare of marks to be a board
    assert budget.read == sum(size * size for size, _placement in lattices_read) > 16
    first_outline = lattices_read[0][0] ** 2
    lattices_read.clear()
    limited = Budget(first_outline)
    found = candidates.ranked_boards(photo, outlines, unsure, budget=limited)
    assert limited.spent() and len(found) == 1  # no outline read after one made a board
