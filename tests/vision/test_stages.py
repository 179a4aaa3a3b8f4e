"""Each stage on boards the project renders itself (synth.board): grid size, marks, rotation."""

from __future__ import annotations

import random

import cv2
import numpy as np
import pytest

from solver import roll
from vision.glyphs import extract_glyphs
from vision.grid import find_grid
from vision.locate import locate_board
from vision.reading import read_board

SYMMETRIC = set("HINOSXZ*")  # faces that read the same at more than one turn
CASES = [(4, "classic"), (5, "big"), (6, "superbig")]
SEEDS = (0, 1, 2)


def _render(dice_set: str, seed: int):
    from synth import render_board

    return render_board(roll(dice_set, random.Random(seed)), seed)


@pytest.fixture(scope="module")
def photos():
    return {(size, seed): _render(name, seed) for size, name in CASES for seed in SEEDS}


@pytest.mark.parametrize(("size", "seed"), [(s, seed) for s, _ in CASES for seed in SEEDS])
def test_grid_size_and_one_mark_per_die(photos, size, seed):
    image = photos[size, seed].image
    location = locate_board(image)
    # The outline is inside the photo and encloses a sizeable part of it.
    area = cv2.contourArea(location.quad)
    assert area > 0.03 * image.shape[0] * image.shape[1]
    grid = find_grid(image, location)
    assert grid.size == size, grid.scores
    gray = cv2.cvtColor(grid.warped, cv2.COLOR_BGR2GRAY)
    glyphs = extract_glyphs(gray, grid.size)
    assert sum(g.picture is not None for g in glyphs) >= size * size - 1


def test_reading_and_rotation_on_rendered_boards(photos):
    faces = right = turned = turned_right = 0
    for (size, _), photo in photos.items():
        reading = read_board(photo.image)
        assert reading.rows == size
        for die in reading.dice:
            truth = photo.board.grid[die.row][die.col]
            faces += 1
            right += die.face == truth
            if die.face == truth and truth not in SYMMETRIC:
                turned += 1
                turned_right += die.rotation == photo.rotations[die.row][die.col]
    # Measured on these 9 boards: 229/231 faces, 143/143 rotations of right asymmetric faces.
    assert right / faces >= 0.97
    assert turned_right / turned >= 0.98


def test_normalised_mark_turns_with_the_die():
    from vision.classifier import load_model
    from vision.glyphs import normalise

    picture = np.zeros((60, 40), np.uint8)
    cv2.putText(picture, "F", (2, 55), cv2.FONT_HERSHEY_SIMPLEX, 2.0, 255, 6)
    points = cv2.findNonZero(picture)
    x, y, w, h = cv2.boundingRect(points)
    upright = normalise(picture[y : y + h, x : x + w])
    model = load_model()
    for quarter in range(4):
        turned = np.ascontiguousarray(np.rot90(upright, -quarter))  # clockwise quarter turns
        scores = model.score(turned)
        assert scores.ranked()[0][0] == "F"
        assert scores.rotations["F"] == 90 * quarter


def test_a_batch_scores_each_mark_as_it_scores_alone():
    from vision.classifier import load_model
    from vision.glyphs import normalise

    marks = []
    for letter, quarter in (("F", 1), ("L", 0), ("P", 3), ("J", 2)):
        picture = np.zeros((60, 40), np.uint8)
        cv2.putText(picture, letter, (2, 55), cv2.FONT_HERSHEY_SIMPLEX, 2.0, 255, 6)
        x, y, w, h = cv2.boundingRect(cv2.findNonZero(picture))
        marks.append(
            np.ascontiguousarray(np.rot90(normalise(picture[y : y + h, x : x + w]), -quarter))
        )
    model = load_model()
    faces = frozenset({"F", "L", "P", "J", "E", "T"})
    batch = model.score_many(marks, faces)
    for mark, scores in zip(marks, batch, strict=True):
        alone = model.score_many([mark], faces)[0]
        assert scores.distances == pytest.approx(alone.distances, rel=1e-5)
        assert scores.rotations == alone.rotations
        assert set(scores.distances) == faces
    assert [s.ranked()[0][0] for s in batch] == ["F", "L", "P", "J"]
    assert [s.rotations[s.ranked()[0][0]] for s in batch] == [90, 0, 270, 180]


def test_dice_on_a_bare_table_without_a_tray():
    from synth import render_board
    from vision import LOW_CONFIDENCE

    boards_right = dice = right = wrong = wrong_flagged = 0
    for seed, (size, name) in enumerate(CASES):
        photo = render_board(roll(name, random.Random(seed)), seed, style="table")
        reading = read_board(photo.image)
        dice += size * size
        if reading.rows != size:
            continue
        hits = 0
        for die in reading.dice:
            ok = die.face == photo.board.grid[die.row][die.col]
            hits += ok
            wrong += not ok
            wrong_flagged += not ok and die.confidence < LOW_CONFIDENCE
        right += hits
        boards_right += hits == size * size
    # Measured: the 4x4 and 6x6 boards read fully; the steep 5x5 (seed 1) is outlined badly,
    # and then most of its wrong dice must be flagged for the player (16 of 24).
    assert boards_right >= 2
    assert right / dice >= 0.65
    assert wrong_flagged >= 0.6 * wrong


@pytest.mark.parametrize("seed", [3, 4])
def test_pale_table_between_the_tray_and_its_lid_is_not_taken_for_dice(seed):
    """The box lid, the tray's colour, lies beside the tray with bare white table between them.
    The lid and tray together enclose the table, which is as pale as the dice; left in the
    dice mask it stretches the outline over the table (seen on real photos)."""
    from synth import render_board

    board = roll("classic", random.Random(seed))
    photo = render_board(board, seed, tilt=10, spin=0, fill=0.5, offset=(-0.9, 0.0),
                         background="plain")  # fmt: skip
    image = photo.image.copy()
    tray = np.array(photo.tray_outline)
    width = float(np.ptp(tray[:, 0]))
    right, top, bottom = int(tray[:, 0].max()), int(tray[:, 1].min()), int(tray[:, 1].max())
    table = (int(right + 0.02 * width), top, int(right + 0.5 * width), bottom)
    cv2.rectangle(image, table[:2], table[2:], (236, 238, 240), -1)
    lid = image[top:bottom, table[2] : table[2] + int(0.3 * width)]
    lid[:] = photo.image[int(tray[:, 1].mean()), int(tray[:, 0].min() + 0.02 * width)]  # rim

    outline = locate_board(image).quad
    truth = np.array(photo.board_outline, np.float32)
    assert np.abs(outline - truth).max() < 0.1 * width, (outline, truth)
    reading = read_board(image)
    assert reading.board == photo.board


def test_only_the_dice_that_stand_together_are_kept():
    """Pale things near the board but not among its dice (a speck of wall, a die's reflection
    in the box) are dropped from the dice mask; the dice themselves, letters and all, stay."""
    from vision.locate import _die_like_parts

    pitch, side = 30, 24
    mask = np.zeros((300, 300), np.uint8)
    for row in range(4):
        for col in range(4):
            top, left = 60 + row * pitch, 60 + col * pitch
            mask[top : top + side, left : left + side] = 1
            mask[top + 8 : top + 16, left + 10 : left + 14] = 0  # the letter
    stray = (60 + 4 * pitch + side, 60 + pitch)  # a die's width beyond the last column
    mask[stray[1] : stray[1] + side, stray[0] : stray[0] + side] = 1
    tray = np.ones_like(mask)

    kept = _die_like_parts(mask, tray)
    assert not kept[stray[1] : stray[1] + side, stray[0] : stray[0] + side].any()
    dice = mask.copy()
    dice[stray[1] : stray[1] + side, stray[0] : stray[0] + side] = 0
    assert np.array_equal(kept, dice)
