"""The synthetic board renderer: determinism, consistent ground truth, marks, sizes."""

from __future__ import annotations

import random

import cv2
import numpy as np
import pytest

from solver import Board, roll
from synth import render_board, render_clean_board
from synth.die import MARKED_FACES, face_ink_mask, render_die
from synth.font import text_mask


def _signed_area(quad) -> float:
    """Shoelace area; positive when the corners run clockwise on screen (y pointing down)."""
    points = np.asarray(quad, float)
    x, y = points[:, 0], points[:, 1]
    return 0.5 * float(np.sum(x * np.roll(y, -1) - np.roll(x, -1) * y))


def _inside(point, quad, tolerance: float = 0.5) -> bool:
    contour = np.asarray(quad, np.float32).reshape(-1, 1, 2)
    return cv2.pointPolygonTest(contour, (float(point[0]), float(point[1])), True) >= -tolerance


def test_same_seed_same_photo_and_different_seed_differs():
    board = roll("classic", random.Random(5))
    first, again = render_board(board, 11), render_board(board, 11)
    assert np.array_equal(first.image, again.image)
    assert first.rotations == again.rotations and first.board_outline == again.board_outline
    other = render_board(board, 12)
    assert not np.array_equal(first.image, other.image)


@pytest.mark.parametrize(
    ("dice_set", "style"),
    [("classic", None), ("big", None), ("superbig", "table"), ("new", "blue")],
)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_ground_truth_is_consistent(dice_set, style, seed):
    board = roll(dice_set, random.Random(seed))
    photo = render_board(board, seed, style=style)
    height, width = photo.image.shape[:2]
    assert photo.image.dtype == np.uint8 and (width, height) == (1000, 800)
    assert photo.board == board
    assert photo.style == (style or ("orange" if board.rows == 4 else "blue"))
    assert len(photo.rotations) == board.rows
    assert all(len(row) == board.cols for row in photo.rotations)
    assert {v for row in photo.rotations for v in row} <= {0, 90, 180, 270}
    assert len(photo.die_outlines) == board.rows * board.cols

    assert _signed_area(photo.board_outline) > 0
    for x, y in photo.board_outline:
        assert 0 <= x < width and 0 <= y < height
    for quad in photo.die_outlines:
        assert _signed_area(quad) > 0
        for corner in quad:
            assert _inside(corner, photo.board_outline)
    if photo.tray_outline is not None:
        for corner in photo.board_outline:
            assert _inside(corner, photo.tray_outline)


def test_die_outlines_are_in_row_major_order():
    board = Board.parse("ABCDE/FGHIJ/KLMNO/PRSTU/VWXYZ")
    photo = render_board(board, 3, tilt=0, spin=0)
    centres = np.array([np.mean(q, axis=0) for q in photo.die_outlines]).reshape(5, 5, 2)
    assert np.all(np.diff(centres[:, :, 0], axis=1) > 0)  # x grows along a row
    assert np.all(np.diff(centres[:, :, 1], axis=0) > 0)  # y grows down a column


def test_given_rotations_are_kept_and_bad_ones_refused():
    board = Board.parse("AB/CD")
    photo = render_board(board, 1, rotations=[[0, 90], [180, 270]])
    assert photo.rotations == ((0, 90), (180, 270))
    with pytest.raises(ValueError, match="rotation"):
        render_board(board, 1, rotations=[[0, 45], [0, 0]])
    with pytest.raises(ValueError, match="2 x 2"):
        render_board(board, 1, rotations=[[0, 0]])
    with pytest.raises(ValueError, match="style"):
        render_board(board, 1, style="purple")


def test_letters_are_drawn_where_the_truth_says():
    """Each die top is light paper with dark ink; between dice lies the darker tray well."""
    board = Board.parse("HHHH/HHHH/HHHH/HHHH")
    photo = render_board(board, 7, tilt=10, spin=5, effects=False)
    gray = cv2.cvtColor(photo.image, cv2.COLOR_BGR2GRAY)
    for quad in photo.die_outlines:
        mask = np.zeros_like(gray)
        cv2.fillConvexPoly(mask, np.rint(np.asarray(quad)).astype(np.int32), 255)
        mask = cv2.erode(mask, np.ones((5, 5), np.uint8))
        values = gray[mask > 0]
        assert np.percentile(values, 90) > 170  # paper
        assert np.percentile(values, 5) < 90  # ink of the H


def _upright_die_rows(face: str, rotation: int = 0) -> np.ndarray:
    """Mean darkness per row across the middle of one die photographed straight down."""
    photo = render_board(
        Board(((face,),)), 2, style="table", tilt=0, spin=0, rotations=[[rotation]],
        background="plain", effects=False,
    )  # fmt: skip
    quad = np.asarray(photo.die_outlines[0], np.float32)
    side = 120
    target = np.array([[0, 0], [side, 0], [side, side], [0, side]], np.float32)
    flat = cv2.warpPerspective(photo.image, cv2.getPerspectiveTransform(quad, target), (side, side))
    gray = cv2.cvtColor(flat, cv2.COLOR_BGR2GRAY).astype(float)
    return (gray[:, 30:90] < 100).mean(axis=1)


def _ink_bands(rows: np.ndarray) -> list[tuple[int, int]]:
    """Runs of rows that hold ink, as (first, last)."""
    bands, start = [], None
    for index, inked in enumerate(rows > 0.05):
        if inked and start is None:
            start = index
        if not inked and start is not None:
            bands.append((start, index - 1))
            start = None
    if start is not None:
        bands.append((start, len(rows) - 1))
    return bands


def test_m_w_n_z_carry_a_mark_below_the_letter_and_a_does_not():
    for face in sorted(MARKED_FACES):
        bands = _ink_bands(_upright_die_rows(face))
        assert len(bands) == 2, face  # the letter, a gap, then the bar
        letter, bar = bands
        assert bar[0] > letter[1] + 2 and bar[1] - bar[0] < 12
    assert len(_ink_bands(_upright_die_rows("A"))) == 1
    # Turned upside down, the mark is above the letter.
    letter_first = _ink_bands(_upright_die_rows("M", 180))
    assert len(letter_first) == 2 and letter_first[0][1] - letter_first[0][0] < 12


def test_face_masks():
    assert face_ink_mask("*", 64).max() == 0
    m = face_ink_mask("M", 64)
    assert m.shape == (64, 64) and m.max() == pytest.approx(1.0)
    dashes = face_ink_mask("M", 64, mark="dashes")
    assert dashes.sum() < m.sum()  # gaps between the dashes
    two = face_ink_mask("Th", 64)
    columns = np.flatnonzero(two.max(axis=0) > 0.5)
    assert columns.max() - columns.min() > 30  # two letters side by side
    qu = text_mask("Qu", 40)
    assert qu.shape[1] > text_mask("Q", 40).shape[1] * 1.4


def test_die_rotation_turns_the_picture_clockwise():
    upright, _ = render_die("L", 64)
    turned, _ = render_die("L", 64, rotation=90)
    assert np.array_equal(cv2.rotate(upright, cv2.ROTATE_90_CLOCKWISE), turned)
    with pytest.raises(ValueError):
        render_die("L", 64, rotation=45)


@pytest.mark.parametrize("size", [(416, 416), (1200, 900), (640, 480)])
def test_sizes(size):
    board = roll("classic", random.Random(0))
    photo = render_board(board, 4, size=size)
    assert photo.image.shape == (size[1], size[0], 3)
    for x, y in photo.board_outline:
        assert 0 <= x < size[0] and 0 <= y < size[1]


def test_squashed_output_stretches_the_truth_too():
    board = roll("big", random.Random(2))
    wide = render_board(board, 9, size=(416, 416), squash=4 / 3, effects=False)
    assert wide.image.shape == (416, 416, 3)
    for quad in wide.die_outlines:
        for corner in quad:
            assert _inside(corner, wide.board_outline)
    for x, y in wide.board_outline:
        assert 0 <= x < 416 and 0 <= y < 416


def test_twelve_megapixel_mode():
    photo = render_board(Board.parse("AB/CD"), 1, size=(4000, 3000), effects=False)
    assert photo.image.shape == (3000, 4000, 3)


def test_clean_board():
    board = Board.parse("Qu,A,B,C/D,E,F,G/H,I,J,K/L,M,N,*")
    image = render_clean_board(board, cell_px=40)
    assert image.shape == (4 * 40 + 20, 4 * 40 + 20, 3) and image.dtype == np.uint8
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
    blank = gray[10 + 3 * 40 + 8 : 10 + 4 * 40 - 8, 10 + 3 * 40 + 8 : 10 + 4 * 40 - 8]
    lettered = gray[10 + 8 : 10 + 40 - 8, 10 + 8 : 10 + 40 - 8]
    assert blank.min() > 150 and lettered.min() < 80


@pytest.mark.parametrize("style", ["white", "clear"])
def test_white_and_clear_trays_are_drawn_in_their_colours(style):
    board = roll("classic", random.Random(4))
    photo = render_board(board, 4, style=style, background="wood", tilt=0, spin=0, effects=False)
    assert photo.tray_outline is not None
    # The tray's rim: between the tray's outer edge and the lattice of dice, at a corner.
    tray, lattice = np.array(photo.tray_outline), np.array(photo.board_outline)
    x, y = np.rint(0.5 * tray[0] + 0.5 * lattice[0]).astype(int)
    rim = photo.image[y - 1 : y + 2, x - 1 : x + 2].reshape(-1, 3).mean(axis=0)
    table = photo.image[5:25, 5:25].reshape(-1, 3).mean(axis=0)
    if style == "white":
        assert rim.min() > 170  # white: every channel bright, unlike the wood
    else:
        # Clear: the table's colour shows through, a little lighter.
        assert np.all(rim > table - 25) and rim.mean() > table.mean()
        assert abs(float(np.ptp(rim)) - float(np.ptp(table))) < 60
