"""Cutting out and reading marks: the u of Qu, specks beside a letter, ambiguous grid sizes, and
rendered boards that once went wrong on these."""

from __future__ import annotations

import random

import cv2
import numpy as np
import pytest

from solver import roll
from synth import default_font, text_mask
from vision.classifier import FaceScores, load_model
from vision.glyphs import extract_glyph, soft_ink
from vision.grid import close_sizes
from vision.load import expose
from vision.reading import read_board
from vision.recognise import closer, explain_specks, faces_for_size, recognise

CELL = 100


def _die(*marks: tuple[str, float, float, float]) -> np.ndarray:
    """A grey picture of 3x3 dice spaces with one pale die, CELL pixels wide, in the middle;
    each (text, cap height, centre x, centre y) is printed dark on it (die coordinates)."""
    picture = np.full((3 * CELL, 3 * CELL), 60, np.uint8)
    picture[CELL + 4 : 2 * CELL - 4, CELL + 4 : 2 * CELL - 4] = 220
    for text, cap, cx, cy in marks:
        ink = text_mask(text, cap, default_font())
        h, w = ink.shape
        top, left = CELL + int(cy - h / 2), CELL + int(cx - w / 2)
        region = picture[top : top + h, left : left + w]
        region[ink > 0.5] = 30
    return cv2.GaussianBlur(picture, (3, 3), 0)


def _read(picture: np.ndarray) -> str:
    glyph = extract_glyph(picture, 1.5 * CELL, 1.5 * CELL, CELL)
    return recognise([glyph], load_model(), faces_for_size(4))[0].face


@pytest.mark.parametrize("gap", [14, 20])
def test_qu_keeps_a_u_set_apart_from_the_q(gap):
    # The u sits a fifth of a die beside the Q: it is still part of the mark, not a neighbour's.
    picture = _die(("Q", 34, 50 - gap / 2 - 14, 50), ("u", 34, 50 + gap / 2 + 9, 54))
    assert _read(picture) == "Qu"


@pytest.mark.parametrize(
    ("letter", "dx", "dy", "size"),
    [("O", 26, 18, 6), ("P", 26, 18, 6), ("P", 0, 28, 5), ("T", 26, 12, 5)],
)
def test_a_speck_beside_a_letter_does_not_change_it(letter, dx, dy, size):
    # Each speck once turned the letter into another (O into P, P into B, T into F).
    picture = _die((letter, 40, 48, 50))
    cv2.circle(picture, (CELL + 50 + dx, CELL + 50 + dy), size // 2 + 1, 30, -1)
    assert _read(picture) == letter


def test_the_main_blob_alone_can_be_a_one_letter_face_only():
    full = FaceScores({"Qu": 1.3, "R": 1.5, "He": 1.4}, {"Qu": 0, "R": 90, "He": 0})
    bare = FaceScores({"Qu": 0.2, "R": 0.6, "He": 0.1}, {"Qu": 0, "R": 180, "He": 0})
    merged = explain_specks(full, bare)
    assert merged.distances == {"Qu": 1.3, "R": 0.6, "He": 1.4}
    assert merged.rotations["R"] == 180  # the turn at which the matching picture matched
    assert merged.ranked()[0][0] == "R"


def test_close_grid_sizes_are_all_read():
    assert close_sizes({4: 5.29, 5: 5.76, 6: 1.9}) == [5, 4]
    assert close_sizes({4: 7.9, 5: 3.86, 6: 3.7}) == [4]


def _render(seed: int):
    from synth import render_board

    dice_set = ("classic", "big", "superbig")[seed % 3]
    return render_board(roll(dice_set, random.Random(seed)), seed)


def test_steep_5x5_is_not_taken_for_a_4x4_block_of_its_dice():
    # Seed 13: the first outline's 4x4 lattice fitted to the marks reads confidently (a 4x4
    # block of the 5x5 dice); the search must go on to the outline that reads the whole board.
    photo = _render(13)
    reading = read_board(photo.image)
    assert reading.rows == 5
    assert reading.grid == photo.board.grid


@pytest.mark.parametrize("seed", [1, 4])
def test_rendered_qu_reads_as_qu(seed):
    photo = _render(seed)
    reading = read_board(photo.image)
    assert reading.rows == photo.board.rows
    truth = [(r, c) for r, row in enumerate(photo.board.grid) for c, f in enumerate(row)]
    qu = [(r, c) for r, c in truth if photo.board.grid[r][c] == "Qu"]
    assert qu and all(reading.grid[r][c] == "Qu" for r, c in qu)


def test_the_closer_of_two_cuts_counts_per_face():
    plain = FaceScores({"D": 0.9, "O": 0.7, "Th": 1.2}, {"D": 0, "O": 0, "Th": 0})
    stroked = FaceScores({"D": 0.5, "O": 0.8, "Th": 1.0}, {"D": 90, "O": 90, "Th": 270})
    merged = closer(plain, stroked)
    assert merged.distances == {"D": 0.5, "O": 0.7, "Th": 1.0}
    assert merged.rotations == {"D": 90, "O": 0, "Th": 270}


def test_dice_get_both_cuts_of_their_mark():
    picture = _die(("R", 40, 48, 50))
    both = extract_glyph(picture, 1.5 * CELL, 1.5 * CELL, CELL, second_cut=True)
    assert both.picture is not None and both.stroked is not None
    alone = extract_glyph(picture, 1.5 * CELL, 1.5 * CELL, CELL)
    assert alone.stroked is None and np.array_equal(alone.picture, both.picture)


def test_an_underexposed_photo_is_brightened_and_read():
    photo = _render(0)
    dark = (photo.image.astype(np.float32) * 0.2).astype(np.uint8)
    assert np.array_equal(expose(photo.image), photo.image)  # a well-lit photo is left alone
    assert np.percentile(expose(dark).max(axis=2), 99.9) > 200
    reading = read_board(dark)
    assert reading.rows == 4
    assert reading.grid == photo.board.grid


def _faint_bar_e() -> np.ndarray:
    """A die with a blurred E whose middle arm is printed faint, as blur leaves a thin stroke:
    darker than the face, yet lighter than the threshold between face and ink."""
    picture = _die(("E", 44, 50, 50))
    die = picture[CELL + 4 : 2 * CELL - 4, CELL + 4 : 2 * CELL - 4]  # a view: edits the die
    ys, xs = np.nonzero(die < 100)
    middle = (ys > ys.min() + 0.4 * np.ptp(ys)) & (ys < ys.min() + 0.6 * np.ptp(ys))
    middle &= xs > xs.min() + 0.35 * np.ptp(xs)
    die[ys[middle], xs[middle]] = 170  # face 220, ink 30
    return cv2.GaussianBlur(picture, (5, 5), 0)


def test_a_faint_stroke_stays_in_the_mark_as_grey_ink():
    picture = _faint_bar_e()
    glyph = extract_glyph(picture, 1.5 * CELL, 1.5 * CELL, CELL)
    assert glyph.picture is not None
    # The thresholded blobs lose the faint arm; the picture keeps it, fainter than the spine.
    row = glyph.picture[glyph.picture.shape[0] // 2]
    spine, arm = row[: len(row) // 3].max(), row[len(row) // 2 :].max()
    assert spine > 200
    assert 40 < arm < spine


def test_grey_ink_does_not_depend_on_light_or_contrast():
    picture = _die(("R", 40, 48, 50))
    dim = (picture.astype(np.float32) * 0.45 + 20).astype(np.uint8)  # darker, flatter photo
    bright = extract_glyph(picture, 1.5 * CELL, 1.5 * CELL, CELL).picture
    dark = extract_glyph(dim, 1.5 * CELL, 1.5 * CELL, CELL).picture
    assert bright is not None and dark is not None
    assert np.abs(bright.astype(int) - dark.astype(int)).mean() < 12
    assert _read(dim) == "R"


def test_soft_ink_wipes_out_blobs_that_are_not_the_mark():
    crop = np.full((60, 60), 200, np.uint8)
    crop[20:40, 20:26] = 40  # the mark: a bar
    crop[20:40, 50:56] = 40  # a neighbour's edge
    dark = (crop < 120).astype(np.uint8)
    mark = np.zeros_like(dark)
    mark[20:40, 20:26] = 1
    ink = soft_ink(crop, mark, dark, 60.0)
    assert ink[30, 23] == 255
    assert ink[:, 45:].max() == 0
    assert ink[5, 5] == 0  # the die face


def test_the_blank_block_is_cut_whole_and_read_as_the_blank():
    # The stroke detector would leave a rim or bar of the solid block, which reads as an I.
    picture = np.full((3 * CELL, 3 * CELL), 60, np.uint8)
    picture[CELL + 4 : 2 * CELL - 4, CELL + 4 : 2 * CELL - 4] = 220
    picture[CELL + 28 : 2 * CELL - 28, CELL + 26 : 2 * CELL - 26] = 30
    picture = cv2.GaussianBlur(picture, (11, 11), 0)  # blurred: the stroke detector finds a rim
    glyph = extract_glyph(picture, 1.5 * CELL, 1.5 * CELL, CELL, second_cut=True)
    assert glyph.picture is not None and glyph.stroked is None
    guess = recognise([glyph], load_model(), faces_for_size(6))[0]
    assert guess.face == "*"
    letter = extract_glyph(_die(("I", 44, 50, 50)), 1.5 * CELL, 1.5 * CELL, CELL, second_cut=True)
    assert letter.stroked is not None  # a bar filling its box is a letter: both cuts


@pytest.mark.parametrize(
    "centre", [(582.6, 140.5), (-90.0, 200.0), (200.0, 600.0), (float("nan"), 10.0)]
)
def test_a_die_off_the_board_has_no_mark(centre):
    # A lattice fitted to a few marks put a node a die past the squared-up board's edge (a
    # smeared board turned 45 degrees): its crop was empty, and OpenCV raised.
    board = np.full((480, 480), 200, np.uint8)
    glyph = extract_glyph(board, *centre, 112.5, second_cut=True)
    assert glyph.picture is None


def test_soft_ink_of_a_box_is_that_part_of_the_whole():
    rng = np.random.default_rng(4)
    crop = cv2.GaussianBlur(rng.integers(150, 230, (70, 64), dtype=np.uint8), (5, 5), 0)
    cv2.putText(crop, "K", (14, 52), cv2.FONT_HERSHEY_SIMPLEX, 1.4, 40, 4)
    crop[2:60, 58:63] = 50  # a neighbour's edge, left out of the mark
    dark = (crop < 120).astype(np.uint8)
    mark = dark.copy()
    mark[:, 56:] = 0
    x, y, width, height = cv2.boundingRect(mark)
    whole = soft_ink(crop, mark, dark, 64.0)
    assert 0 < whole[y : y + height, x : x + width].mean() < 255
    for box in ((x, y, width, height), (x - 3, y - 2, width + 5, height + 2), (0, 0, 64, 70)):
        bx, by, bw, bh = box
        assert np.array_equal(
            soft_ink(crop, mark, dark, 64.0, box), whole[by : by + bh, bx : bx + bw]
        )
