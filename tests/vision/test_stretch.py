"""A lattice that reads one die twice: the outline a row or column short, stretched back."""

from __future__ import annotations

import random
from dataclasses import replace

import cv2
import numpy as np
import pytest

from solver import roll
from vision.candidates import Candidate, read_outline
from vision.centring import read_at
from vision.grid import WARP_SIZE
from vision.load import expose, processing_size
from vision.locate import locate_candidates
from vision.reading import default_faces, default_recogniser
from vision.recognise import FaceGuess, faces_for_size
from vision.recognisers import Recogniser
from vision.stretch import ReadTwice, mended, read_twice, stretched_outlines


def _short(image: np.ndarray, whole: Candidate, across: bool, far: bool) -> Candidate:
    """``whole`` read on its outline cut a die short, across (a column) or down (a row), at
    the far end or the near one."""
    side = WARP_SIZE
    low, high = (0.0, side * 3 / 4) if far else (side / 4, side)
    if across:
        square = [[low, 0], [high, 0], [high, side], [low, side]]
    else:
        square = [[0, low], [side, low], [side, high], [0, high]]
    quad = cv2.perspectiveTransform(np.float64(square)[None], whole.grid.to_image)[0]
    short = replace(whole.location, quad=quad.astype(np.float32))
    read = read_outline(image, short, whole.grid.size, default_recogniser())
    assert read is not None
    return read


def _faces(candidate: Candidate) -> list[FaceGuess]:
    gray = cv2.cvtColor(candidate.grid.warped, cv2.COLOR_BGR2GRAY)
    size = candidate.grid.size
    return default_faces()(gray, candidate.lattice, candidate.glyphs, faces_for_size(size))


@pytest.mark.parametrize(("across", "far"), [(True, True), (True, False), (False, True)])
def test_an_outline_a_column_short_reads_a_die_twice_and_is_stretched_back(across, far):
    from synth import render_board

    seed = 0
    photo = render_board(roll("classic", random.Random(seed)), seed, spin=0, tilt=5)
    image = expose(processing_size(photo.image)[0])
    whole = read_outline(image, locate_candidates(image)[0], 4, default_recogniser())
    assert whole is not None
    truth = [face for row in photo.board.grid for face in row]
    assert [guess.face for guess in _faces(whole)] == truth

    short = _short(image, whole, across, far)
    guesses = _faces(short)
    twice = read_twice(read_at(short.lattice, guesses))
    # Four nodes over three columns (or rows): the middle two land on one die.
    assert twice == ReadTwice(across=across, down=not across)
    assert [guess.face for guess in guesses] != truth

    stretch = mended(image, short, twice, default_recogniser(), default_faces())
    assert stretch is not None
    candidate, stretched_guesses = stretch
    assert [guess.face for guess in stretched_guesses] == truth
    assert candidate.score > short.score
    assert not read_twice(read_at(candidate.lattice, stretched_guesses))


def test_an_outline_is_stretched_only_along_the_axis_read_twice():
    from synth import render_board

    photo = render_board(roll("classic", random.Random(1)), 1, spin=0)
    image = expose(processing_size(photo.image)[0])
    whole = read_outline(image, locate_candidates(image)[0], 4, default_recogniser())
    assert whole is not None
    stretched = stretched_outlines(whole, ReadTwice(across=True, down=False))
    assert len(stretched) == 2
    to_square = np.linalg.inv(whole.grid.to_image)
    for outline in stretched:
        corners = cv2.perspectiveTransform(np.float64(outline.quad)[None], to_square)[0]
        width = corners[:, 0].max() - corners[:, 0].min()
        height = corners[:, 1].max() - corners[:, 1].min()
        # A third wider (one die of the three the lattice spanned), as tall as before.
        assert width == pytest.approx(WARP_SIZE * 4 / 3, rel=1e-3)
        assert height == pytest.approx(WARP_SIZE, rel=1e-3)
    assert stretched_outlines(whole, ReadTwice(across=False, down=False)) == []


def test_a_whole_outline_is_not_stretched_past_its_board():
    # Told (wrongly) that a die was read twice, the stretches of a whole board's outline read
    # no surer than the outline itself: it stands.
    from synth import render_board

    photo = render_board(roll("classic", random.Random(2)), 2, spin=0)
    image = expose(processing_size(photo.image)[0])
    whole = read_outline(image, locate_candidates(image)[0], 4, default_recogniser())
    assert whole is not None
    twice = ReadTwice(across=True, down=True)
    assert mended(image, whole, twice, default_recogniser(), default_faces()) is None


def test_a_spent_budget_leaves_a_die_read_twice_unmended_and_says_so():
    from synth import render_board
    from vision.budget import Budget
    from vision.looks import Look
    from vision.reading import _stretched
    from vision.trace import Trace

    photo = render_board(roll("classic", random.Random(0)), 0, spin=0, tilt=5)
    image = expose(processing_size(photo.image)[0])
    whole = read_outline(image, locate_candidates(image)[0], 4, default_recogniser())
    assert whole is not None
    short = _short(image, whole, across=True, far=True)
    look = Look(short, image, np.eye(3))
    spent = Budget(0)
    args = (look, short, _faces(short), default_recogniser(), default_faces(), Trace())
    chosen, _guesses, misplaced = _stretched(*args, spent)
    assert chosen is short and misplaced  # every die flagged (vision.chosen_faces.doubted)
    chosen, _guesses, misplaced = _stretched(*args, Budget(None))
    assert chosen is not short and not misplaced


def _recording(faces: Recogniser, undone: list[bool], unsure: bool) -> Recogniser:
    """``faces``, noting for each reading whether smears could be undone in it; with
    ``unsure``, every die read at 0.5, so that undoing smears would be tried."""
    from vision import recognisers

    def read(gray, lattice, glyphs, allowed):
        undone.append(recognisers._deblur_allowed.get())
        guesses = faces(gray, lattice, glyphs, allowed)
        return [replace(guess, confidence=0.5) for guess in guesses] if unsure else guesses

    return read


@pytest.mark.parametrize("short_by_a_column", [True, False], ids=["read-twice", "whole"])
def test_a_lattice_that_reads_a_die_twice_is_not_read_again_with_smears_undone(
    short_by_a_column,
):
    # Undoing a smear reads each die where it was seen, so a die read twice stays read twice:
    # the face reader keeps the reading without it (the stretch reads its own faces, or every
    # die is flagged). A whole board read as unsurely is read again with smears undone.
    from synth import render_board
    from vision.chosen_faces import FaceReader
    from vision.trace import Trace

    photo = render_board(roll("classic", random.Random(0)), 0, spin=0, tilt=5)
    image = expose(processing_size(photo.image)[0])
    whole = read_outline(image, locate_candidates(image)[0], 4, default_recogniser())
    assert whole is not None
    candidate = _short(image, whole, across=True, far=True) if short_by_a_column else whole
    undone: list[bool] = []
    reader = FaceReader(_recording(default_faces(), undone, unsure=True), Trace())
    guesses = reader.read(candidate)
    assert bool(read_twice(read_at(candidate.lattice, guesses))) == short_by_a_column
    assert undone == ([False] if short_by_a_column else [False, True])
