"""What is drawn over a read photo: the read letters on plates, the ? marks, and a word's path
painted above both."""

from __future__ import annotations

import math

from gui_testing import MISREAD_CELL, FakeReader, items_of_kind, open_and_wait, reading_from_synth
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsPathItem, QGraphicsSimpleTextItem

from gui.qt.board_render import ROLE_CELL

UNSURE = (1, 1)  # the O of ROPE, read right but without confidence
WORD = "rot"  # R (1,0) -> O (1,1) -> T (0,2): its arrow leaves O towards O's top-right corner


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
