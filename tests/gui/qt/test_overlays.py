"""What is drawn over a read photo: the read letters on plates, the ? marks, and a word's path
painted above both."""

from __future__ import annotations

import math

from gui_testing import (
    MISREAD_CELL,
    TRUE_BOARD,
    FakeReader,
    items_of_kind,
    open_and_wait,
    reading_from_synth,
)
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsPathItem, QGraphicsSimpleTextItem

from gui.qt.board_render import ROLE_CELL, ROLE_KIND

UNSURE = (1, 1)  # the O of ROPE, read right but without confidence
WORD = "rot"  # R (1,0) -> O (1,1) -> T (0,2): its arrow leaves O towards O's top-right corner
WORD_OVER_UNSURE = "points"  # P (1,2) O (1,1) I (2,1) N (2,2) T (2,3) S (3,3): 5 of 6 unsure


def _open(make_window, qtbot, photo_path, synth_photo):
    reader = FakeReader(reading_from_synth(synth_photo, {UNSURE: "O"}))
    window = make_window(reader)
    assert open_and_wait(qtbot, window, photo_path)
    window.activateWindow()  # shortcuts reach only the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def _by_cell(view, kind: str) -> dict[tuple[int, int], list]:
    found: dict[tuple[int, int], list] = {}
    for item in items_of_kind(view, kind):
        found.setdefault(tuple(item.data(ROLE_CELL)), []).append(item)
    return found


def _pixel(view, scene_point: QPointF) -> QColor:
    view.viewport().repaint()
    image = view.viewport().grab().toImage()
    point = view.mapFromScene(scene_point)
    return image.pixelColor(point.x(), point.y())


def test_read_letters_sit_upright_on_plates(make_window, qtbot, photo_path, synth_photo):
    window = _open(make_window, qtbot, photo_path, synth_photo)
    view = window.view
    assert window.document.is_uncertain(UNSURE) and MISREAD_CELL != UNSURE
    plates = _by_cell(view, "plate")
    faces = _by_cell(view, "face")
    assert set(plates) == {shape.cell for shape in view.shapes} == set(faces)
    for shape in view.shapes:
        (plate,) = plates[shape.cell]
        assert isinstance(plate, QGraphicsPathItem)
        # Centred on the die and nearly as big, inside its outline.
        bounds = plate.sceneBoundingRect()
        die = shape.polygon.boundingRect()
        assert math.dist(bounds.center().toTuple(), shape.centre.toTuple()) < shape.size * 0.05
        assert 0.8 * die.width() < bounds.width() <= die.width() + 2
        # Mostly opaque and light, under a dark letter.
        fill = plate.brush().color()
        assert fill.alpha() >= 220 and fill.lightness() > 170
        letter = next(i for i in faces[shape.cell] if isinstance(i, QGraphicsSimpleTextItem))
        assert letter.brush().color().lightness() < 80 and letter.opacity() == 1.0
        assert letter.zValue() > plate.zValue()
    # Seen on screen: beside the letter, a plain die shows the light plate and the unsure
    # die an orange one, whatever the photo has there.
    for cell in (UNSURE, (2, 2)):
        shape = next(s for s in view.shapes if s.cell == cell)
        beside = shape.centre + QPointF(shape.size * 0.36, 0)
        colour = _pixel(view, beside)
        if cell == UNSURE:
            assert colour.red() > 200 and colour.blue() < 190 and colour.red() - colour.blue() > 60
        else:
            assert min(colour.red(), colour.green(), colour.blue()) > 200, colour.name()
    # Ctrl+L hides letters and plates to compare with the dice themselves; the ? stays.
    qtbot.keyClick(view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert not items_of_kind(view, "plate") and not items_of_kind(view, "face")
    assert UNSURE in _by_cell(view, "uncertain")
    qtbot.keyClick(view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert len(items_of_kind(view, "plate")) == 16


def test_path_paints_above_the_question_mark(make_window, qtbot, photo_path, synth_photo):
    window = _open(make_window, qtbot, photo_path, synth_photo)
    view = window.view
    shape = next(s for s in view.shapes if s.cell == UNSURE)
    (mark, *_) = [i for i in _by_cell(view, "uncertain")[UNSURE]]
    # The ? sits in the die's top-right corner (outline corners run TL, TR, BR, BL).
    centre = mark.sceneBoundingRect().center()
    corners = [shape.polygon.at(i) for i in range(4)]
    nearest = min(range(4), key=lambda i: math.dist(corners[i].toTuple(), centre.toTuple()))
    assert nearest == 1
    assert shape.contains(centre)
    radius = mark.sceneBoundingRect().width() / 2
    del mark  # the scene is rebuilt when the word is picked: no item outlives it

    assert window.select_word(WORD)
    path_items = [
        item
        for kind in ("path-die", "path-arrow", "path-step", "path-step-label")
        for item in items_of_kind(view, kind)
    ]
    covered = [
        item
        for kind in ("plate", "face", "uncertain", "uncertain-label", "corrected", "die")
        for item in items_of_kind(view, kind)
    ]
    assert path_items and covered
    assert min(i.zValue() for i in path_items) > max(i.zValue() for i in covered)
    # The arrow from O to T crosses the ?: where it does, the screen shows the arrow.
    arrows = [i for i in items_of_kind(view, "path-arrow") if tuple(i.data(ROLE_CELL)) == UNSURE]
    shaft = next(i for i in arrows if isinstance(i, QGraphicsPathItem))
    line = shaft.path()
    tail = line.elementAt(0)
    tip = line.elementAt(line.elementCount() - 1)
    start, end = QPointF(tail.x, tail.y), QPointF(tip.x, tip.y)
    along = end - start
    t = QPointF.dotProduct(centre - start, along) / QPointF.dotProduct(along, along)
    crossing = start + along * max(0.0, min(1.0, t))
    assert math.dist(crossing.toTuple(), centre.toTuple()) < radius * 0.8
    colour = _pixel(view, crossing)
    assert colour.red() > 180 and colour.green() < 110 and colour.blue() < 110, colour.name()


MANY_UNSURE = [(0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2), (2, 3), (3, 2)]
PATH_KINDS = ("path-die", "path-arrow", "path-step", "path-step-label")
BADGE_KINDS = ("uncertain", "uncertain-label")


def _unsure_marks(view) -> list:
    """What shows the dice the reader was unsure of: their ? badges, dashed orange outlines
    and orange plates."""
    unsure = set(MANY_UNSURE)
    outlines = [i for i in items_of_kind(view, "die") if tuple(i.data(ROLE_CELL)) in unsure]
    plates = [i for i in items_of_kind(view, "plate") if tuple(i.data(ROLE_CELL)) in unsure]
    badges = [i for kind in BADGE_KINDS for i in items_of_kind(view, kind)]
    assert len(outlines) == len(plates) == len(MANY_UNSURE) and len(badges) == 2 * len(unsure)
    return [*outlines, *plates, *badges]


def _orange(plate) -> bool:
    colour = plate.brush().color()
    return colour.red() - colour.blue() > 60


def test_marks_step_back_while_a_path_is_shown(make_window, qtbot, photo_path, synth_photo):
    # Read right, every one of them, but without confidence.
    unsure = {cell: TRUE_BOARD.face(cell) for cell in MANY_UNSURE}
    window = make_window(FakeReader(reading_from_synth(synth_photo, unsure)))
    assert open_and_wait(qtbot, window, photo_path)
    view, table = window.view, window.words.table
    assert window.document.uncertain_cells() == sorted(MANY_UNSURE)
    marks = _unsure_marks(view)
    assert all(item.opacity() == 1.0 for item in marks)
    assert all(_orange(plate) for plate in items_of_kind(view, "plate") if plate in marks)
    assert not window.model.marks_subdued

    # The player clicks a word in the list: its path is drawn, and the marks fade under it.
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    row = window.words.proxy.row_of(WORD_OVER_UNSURE)
    assert row is not None
    table.scrollTo(window.words.proxy.index(row, 0))
    cell = table.visualRect(window.words.proxy.index(row, 0)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    assert window.model.words.selected_word == WORD_OVER_UNSURE
    assert window.model.marks_subdued and view.marks_subdued
    path_items = [item for kind in PATH_KINDS for item in items_of_kind(view, kind)]
    marks = _unsure_marks(view)
    assert path_items
    assert min(i.zValue() for i in path_items) > max(i.zValue() for i in marks)
    faded = [item for item in marks if not isinstance(item, QGraphicsPathItem) or
             item.data(ROLE_KIND) != "plate"]  # fmt: skip
    assert all(item.opacity() <= 0.3 for item in faded)
    plates = [item for item in marks if item.data(ROLE_KIND) == "plate"]
    assert plates and not any(_orange(plate) for plate in plates)
    assert all(plate.opacity() == 1.0 for plate in plates)  # the letters stay legible

    # Escape in the list lets go of the word: the path goes, the marks come back.
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert window.model.words.selected_word is None and not window.model.marks_subdued
    assert not [item for kind in PATH_KINDS for item in items_of_kind(view, kind)]
    marks = _unsure_marks(view)
    assert all(item.opacity() == 1.0 for item in marks)
    assert all(_orange(item) for item in marks if item.data(ROLE_KIND) == "plate")
