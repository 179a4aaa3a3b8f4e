"""The second looks run in one place (vision.looks.SECOND_LOOKS), in order, only while the photo
is unsettled and its budget lasts; the face reader can settle a photo the chooser leaves unsure,
asked without undoing smears and not asked twice."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import cv2
import numpy as np
import pytest

import vision.looks as looks
from solver import roll
from vision.budget import Budget
from vision.chosen_faces import FaceReader, mean_confidence
from vision.locate import locate_candidates
from vision.reading import default_faces, default_recogniser, read_board
from vision.recognise import FaceGuess
from vision.recognisers import Recogniser, deblurs, without_deblur
from vision.trace import Trace

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(scope="module")
def photo() -> np.ndarray:
    from synth import render_board

    return render_board(roll("classic", random.Random(3)), 3, tilt=5, spin=0).image


def _unsure(chooser: Recogniser) -> Recogniser:
    """``chooser`` with every die read at 0.5: a reading that never convinces by itself, and
    whose marks read poorly enough for the second looks."""
    return _capped(chooser, 0.5)


@pytest.fixture
def second_looks_run(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the second looks, in the order they run."""
    ran: list[str] = []

    def counted(look: looks.SecondLook) -> looks.SecondLook:
        def run(*args: object) -> looks.Look | None:
            ran.append(look.__name__)
            return look(*args)  # type: ignore[arg-type]

        return run

    monkeypatch.setattr(looks, "SECOND_LOOKS", tuple(counted(look) for look in looks.SECOND_LOOKS))
    return ran


def test_an_unsettled_photo_gets_every_second_look_in_order(photo, second_looks_run):
    chooser = _unsure(default_recogniser())
    looks.best_reading(photo, locate_candidates(photo), chooser, convinces=lambda c: False)
    assert second_looks_run == ["_evened_once", "_evened_closed", "_calmed", "_zoomed"]


def test_a_photo_the_faces_settle_gets_no_second_look(photo, second_looks_run):
    chooser = _unsure(default_recogniser())
    asked = []

    def convinces(candidate: object) -> bool:
        asked.append(candidate)
        return True

    best = looks.best_reading(photo, locate_candidates(photo), chooser, convinces=convinces)
    assert second_looks_run == []
    assert asked == [best.candidate]


def test_a_spent_budget_stops_the_second_looks(photo, second_looks_run):
    chooser = _unsure(default_recogniser())
    spent = Budget(0)
    looks.best_reading(
        photo, locate_candidates(photo), chooser, convinces=lambda c: False, budget=spent
    )
    assert second_looks_run == []


def test_a_budget_counts_dice_not_seconds():
    assert not Budget(None).spent()
    budget = Budget(32)
    time.sleep(0.05)  # neither waiting nor a busy machine cuts the reading
    budget.charge(16)
    assert not budget.spent()
    budget.charge(16)
    assert budget.spent()


def test_a_board_the_faces_read_convincingly_is_not_read_twice(photo):
    faces = default_faces()
    calls = []

    def counted(*args: object) -> list[FaceGuess]:
        calls.append(1)
        return faces(*args)  # type: ignore[arg-type]

    chooser = default_recogniser()
    best = looks.best_reading(photo, locate_candidates(photo), chooser)
    reader = FaceReader(counted, Trace())
    assert reader.convinces(best.candidate)
    guesses = reader.read(best.candidate)
    assert len(calls) == 1
    assert mean_confidence(guesses) >= 0.85
    assert [g.face for g in guesses] == [g.face for g in faces(*_inputs(best.candidate))]


def _inputs(candidate: looks.Candidate) -> tuple[object, ...]:
    from vision.recognise import faces_for_size

    gray = cv2.cvtColor(candidate.grid.warped, cv2.COLOR_BGR2GRAY)
    return gray, candidate.lattice, candidate.glyphs, faces_for_size(candidate.grid.size)


def _smeared_board(squared_up) -> tuple[object, ...]:  # type: ignore[no-untyped-def]
    """A rendered board's squared-up grey image smeared along a line, enough that the reader
    would undo it: the recogniser's arguments (image, lattice, marks, faces)."""
    from vision.deblur import motion_kernel
    from vision.glyphs import extract_at
    from vision.recognise import faces_for_size

    gray, lattice, _ = squared_up(3, effects=False)
    pitch = float(np.median(lattice.pitch))
    smeared = cv2.filter2D(
        gray, -1, motion_kernel(0.35 * pitch, 120), borderType=cv2.BORDER_REFLECT
    )
    args = (smeared, lattice, extract_at(smeared, lattice), faces_for_size(4))
    return args


def test_without_deblur_reads_as_the_recogniser_without_it(monkeypatch, squared_up):
    import vision.recognisers
    from vision.classifier import load_model
    from vision.net import load_net
    from vision.recognisers import combined_recogniser

    args = _smeared_board(squared_up)
    plain = combined_recogniser(load_net(), load_model(), deblur=False)(*args)
    assert deblurs(plain)  # smeared enough that the reader would undo it
    undone = []
    unblurred = vision.recognisers.unblurred_boards
    monkeypatch.setattr(
        vision.recognisers, "unblurred_boards", lambda *a: undone.append(1) or unblurred(*a)
    )
    with without_deblur():
        asked = combined_recogniser(load_net(), load_model(), deblur=True)(*args)
    assert asked == plain and not undone
    combined_recogniser(load_net(), load_model(), deblur=True)(*args)
    assert undone  # outside the block, the smear is undone again


def test_a_lattice_asked_about_then_read_is_centred_once(monkeypatch, squared_up):
    import vision.recognisers
    from vision.classifier import load_model
    from vision.net import load_net
    from vision.recognisers import combined_recogniser

    args = _smeared_board(squared_up)
    centred = []
    centre = vision.recognisers.centred_dice
    monkeypatch.setattr(
        vision.recognisers, "centred_dice", lambda *a: centred.append(1) or centre(*a)
    )
    read = combined_recogniser(load_net(), load_model(), deblur=True)
    with without_deblur():
        asked = read(*args)  # the face reader's question: does it convince as it is?
    assert deblurs(asked) and len(centred) == 1
    again = read(*args)  # then the same lattice read with the smear undone
    assert len(centred) == 1  # its dice were not centred again
    fresh = combined_recogniser(load_net(), load_model(), deblur=True)(*args)
    assert again == fresh and len(centred) == 2  # and it reads as a fresh reader does
    from vision.glyphs import extract_at

    smeared, lattice, _marks, faces = args
    read(smeared, lattice, extract_at(smeared, lattice), faces)
    assert len(centred) == 3  # other marks: read afresh


def test_read_board_with_and_without_a_budget_agrees_on_a_clear_board(photo):
    assert read_board(photo, budget=None).grid == read_board(photo).grid


def test_the_zoomed_crops_come_first_for_a_board_small_in_the_frame(photo):
    first = looks.best_reading(photo, locate_candidates(photo), default_recogniser())
    assert looks._in_order(first, photo) == looks.SECOND_LOOKS  # a board that fills the frame
    location = first.candidate.location
    small = replace(location, quad=(location.quad * 0.15).astype(np.float32))
    unsure = replace(first.candidate, location=small, score=0.3)
    tiny = replace(first, candidate=unsure, runners_up=())
    order = looks._in_order(tiny, photo)
    assert order[0].__name__ == "_zoomed"
    assert sorted(look.__name__ for look in order) == sorted(
        look.__name__ for look in looks.SECOND_LOOKS
    )  # moved, each look once


def test_a_photo_whose_marks_read_well_gets_no_second_look(photo, second_looks_run):
    # Unsettled (neither chooser nor faces convince), but its marks read surely: the looks
    # mend pixels (light, grain, resolution), and these need none.
    from vision.params import PARAMS

    well_read = _capped(default_recogniser(), PARAMS.looks.sure_marks + 0.05)
    assert PARAMS.looks.sure_marks + 0.05 < PARAMS.reading.convincing
    outlines = locate_candidates(photo)
    looks.best_reading(photo, outlines, well_read, convinces=lambda c: False)
    assert second_looks_run == []
    looks.best_reading(photo, outlines, _unsure(default_recogniser()), convinces=lambda c: False)
    assert second_looks_run == ["_evened_once", "_evened_closed", "_calmed", "_zoomed"]


def _capped(chooser: Recogniser, confidence: float) -> Recogniser:
    def read(*args: object) -> list[FaceGuess]:
        return [replace(guess, confidence=confidence) for guess in chooser(*args)]  # type: ignore[arg-type]

    return read


def test_a_zoomed_crop_reads_only_outlines_about_its_board():
    # The crop is there to read its place's board at more pixels: the crop's other outlines (a
    # fold of the cloth, one die's square) were read in the full frame already.
    from vision.locate import BoardLocation

    def outline(left: float, top: float, side: float) -> BoardLocation:
        quad = np.float32([[left, top], [left + side, top], [left + side, top + side],
                           [left, top + side]])  # fmt: skip
        return BoardLocation(quad, "tray", 15.0, np.zeros((1, 1), np.uint8))

    place = outline(100, 100, 60)  # in the processing image
    zoom = np.array([[0.25, 0, 80], [0, 0.25, 80], [0, 0, 1]])  # crop pixels -> processing
    assert looks._about_there(outline(80, 80, 240), zoom, place)  # the board, 4x the pixels
    assert looks._about_there(outline(80, 80, 300), zoom, place)  # with a row the small missed
    assert not looks._about_there(outline(400, 400, 240), zoom, place)  # beside it
    assert not looks._about_there(outline(100, 100, 60), zoom, place)  # one die's square
