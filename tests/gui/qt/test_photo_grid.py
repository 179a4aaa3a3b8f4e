"""The cells drawn over a large phone photo stored sideways (EXIF orientation 6) sit on the dice
that were read: the real reader, the real window, scene coordinates in the photo's pixels."""

from __future__ import annotations

import math
from pathlib import Path

import cv2
import pytest
from gui_testing import TRUE_BOARD, items_of_kind
from PIL import Image
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QGraphicsPolygonItem

from gui.qt.board_render import ROLE_CELL
from synth import SynthPhoto, render_board

PHONE_SIZE = (4032, 3024)


@pytest.fixture(scope="module")
def angled_phone_board() -> SynthPhoto:
    return render_board(TRUE_BOARD, seed=11, tilt=30.0, spin=0.0, size=PHONE_SIZE)


@pytest.fixture
def sideways_jpeg(tmp_path: Path, angled_phone_board: SynthPhoto) -> Path:
    """The photo as a phone stores it: pixels turned a quarter anticlockwise (3024 wide, 4032
    high), with EXIF orientation 6 saying to turn them clockwise to show them."""
    upright = Image.fromarray(cv2.cvtColor(angled_phone_board.image, cv2.COLOR_BGR2RGB))
    stored = upright.transpose(Image.Transpose.ROTATE_90)
    assert stored.size == (PHONE_SIZE[1], PHONE_SIZE[0])
    exif = stored.getexif()
    exif[0x0112] = 6
    path = tmp_path / "IMG_0001.jpg"
    stored.save(path, quality=90, exif=exif.tobytes())
    return path


def _polygon(quad) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in quad])


def _centre(polygon: QPolygonF) -> QPointF:
    points = [polygon.at(i) for i in range(polygon.size())]
    return QPointF(
        sum(p.x() for p in points) / len(points), sum(p.y() for p in points) / len(points)
    )


def test_cells_sit_on_the_dice_of_a_turned_phone_photo(
    make_window, qtbot, sideways_jpeg, angled_phone_board
):
    window = make_window()  # the real reader
    window.open_photo(sideways_jpeg)
    qtbot.waitUntil(lambda: window.document.reading is not None, timeout=60000)
    reading = window.document.reading
    assert reading.image_size == PHONE_SIZE and reading.board == TRUE_BOARD
    view = window.view
    assert view.showing_photo
    # The (reduced) photo is scaled back up: the scene's units are the upright photo's pixels.
    (photo,) = items_of_kind(view, "photo")
    bounds = photo.sceneBoundingRect()
    assert abs(bounds.width() - PHONE_SIZE[0]) < 2 and abs(bounds.height() - PHONE_SIZE[1]) < 2
    cells = {tuple(item.data(ROLE_CELL)): item for item in items_of_kind(view, "die")}
    assert sorted(cells) == [(r, c) for r in range(4) for c in range(4)]
    for die, true_top in zip(reading.dice, angled_phone_board.die_outlines, strict=True):
        item = cells[(die.row, die.col)]
        assert isinstance(item, QGraphicsPolygonItem)
        centre = item.mapToScene(_centre(item.polygon()))
        # On the die the reader found, and on the die as it really is in the photo.
        assert _polygon(die.outline).containsPoint(centre, Qt.FillRule.OddEvenFill), die
        assert _polygon(true_top).containsPoint(centre, Qt.FillRule.OddEvenFill), die
        # And the die's real top, centre and all, is inside the cell drawn for it.
        true_centre = _centre(_polygon(true_top))
        assert item.mapToScene(item.polygon()).containsPoint(
            true_centre, Qt.FillRule.OddEvenFill
        ), die
    # The cells are one lattice (in the plane of the dice's tops): each shares its corners
    # with its neighbours, and the board's outline runs round the outer cells.
    corners = {cell: item.mapToScene(item.polygon()) for cell, item in cells.items()}
    size = _side(corners[(0, 0)])
    for (row, col), quad in corners.items():
        if col < 3:
            assert _gap(quad.at(1), corners[(row, col + 1)].at(0)) < 0.03 * size
        if row < 3:
            assert _gap(quad.at(3), corners[(row + 1, col)].at(0)) < 0.03 * size
    (outline,) = items_of_kind(view, "board-outline")
    frame = outline.mapToScene(outline.polygon())
    for index, cell in enumerate(((0, 0), (0, 3), (3, 3), (3, 0))):
        assert _gap(frame.at(index), corners[cell].at(index)) < 0.03 * size
    for true_top in angled_phone_board.die_outlines:
        assert frame.containsPoint(_centre(_polygon(true_top)), Qt.FillRule.OddEvenFill)


def _gap(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def _side(quad: QPolygonF) -> float:
    return _gap(quad.at(0), quad.at(1))
