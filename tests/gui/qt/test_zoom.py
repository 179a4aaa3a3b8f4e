"""Zoom and pan on the board: wheel about the cursor, drag to pan, click still selects, fit."""

from __future__ import annotations

from gui_testing import MISREAD_CELL, click_die, open_and_wait
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from gui.qt.board_view import BoardView


def _wheel(view: BoardView, position: QPoint, notches: float) -> None:
    event = QWheelEvent(
        QPointF(position),
        QPointF(view.viewport().mapToGlobal(position)),
        QPoint(),
        QPoint(0, round(120 * notches)),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def _drag(qtbot, view: BoardView, start: QPoint, end: QPoint) -> None:
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 5):  # a few moves, like a real hand
        point = start + (end - start) * (step / 4)
        move = QMouseEvent(
            QMouseEvent.Type.MouseMove,
            QPointF(point),
            QPointF(viewport.mapToGlobal(point)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, move)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def _die_width(view: BoardView, cell: tuple[int, int]) -> float:
    shape = next(s for s in view.shapes if s.cell == cell)
    return view.mapFromScene(shape.polygon).boundingRect().width()


def _close(a: QPoint, b: QPoint, tolerance: int = 2) -> bool:
    return abs(a.x() - b.x()) <= tolerance and abs(a.y() - b.y()) <= tolerance


def test_wheel_zooms_about_the_cursor(make_window, qtbot):
    view = make_window().view
    width = _die_width(view, (1, 1))
    under_cursor = view.die_centre((1, 1)) + QPoint(20, -15)
    scene_point = view.mapToScene(under_cursor)
    _wheel(view, under_cursor, 2)
    assert view.is_zoomed and abs(view.zoom - 1.25**2) < 1e-6
    assert abs(_die_width(view, (1, 1)) / width - 1.25**2) < 0.03
    assert _close(view.mapFromScene(scene_point), under_cursor)
    _wheel(view, under_cursor, -10)  # never smaller than fit-to-window
    assert view.zoom == 1.0 and abs(_die_width(view, (1, 1)) - width) < 1


def test_drag_pans_and_click_selects(make_window, qtbot):
    view = make_window().view
    _wheel(view, view.die_centre((1, 1)), 4)
    before = view.die_centre((1, 1))
    _drag(qtbot, view, before, before + QPoint(-60, 40))
    assert view.selected is None  # a drag is not a click
    assert _close(view.die_centre((1, 1)), before + QPoint(-60, 40))
    click_die(qtbot, view, (1, 1))
    assert view.selected == (1, 1)
    # Typing a face keeps the zoom and the pan the player chose.
    where = view.die_centre((1, 1))
    qtbot.keyClick(view, Qt.Key.Key_K)
    assert view.is_zoomed and _close(view.die_centre((1, 1)), where)


def test_fit_from_the_keyboard_and_a_double_click(make_window, qtbot):
    window = make_window()
    view = window.view
    fitted = _die_width(view, (0, 0))
    _wheel(view, view.die_centre((0, 0)), 3)
    window.view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.0 and abs(_die_width(view, (0, 0)) - fitted) < 1
    _wheel(view, view.die_centre((0, 0)), 3)
    # A double-click on a die is two clicks, not a fit.
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.die_centre((0, 0)))
    assert view.is_zoomed and view.selected == (0, 0)
    gap = view.die_centre((0, 0)) + QPoint(round(_die_width(view, (0, 0)) * 0.56), 0)
    assert view.cell_at(gap) is None
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=gap)
    assert view.zoom == 1.0 and abs(_die_width(view, (0, 0)) - fitted) < 1


def test_resizing_keeps_fit_unless_zoomed(make_window, qtbot):
    window = make_window()
    view = window.view
    small = _die_width(view, (0, 0))
    window.resize(1500, 1000)
    qtbot.waitUntil(lambda: _die_width(view, (0, 0)) > small * 1.2)
    # Still fitted: the whole board fills the view's shorter side.
    rect = view.mapFromScene(view.sceneRect()).boundingRect()
    viewport = view.viewport().rect()
    assert min(abs(rect.width() - viewport.width()), abs(rect.height() - viewport.height())) <= 2
    _wheel(view, view.viewport().rect().center(), 2)
    zoomed = _die_width(view, (0, 0))
    window.resize(1100, 720)
    qtbot.waitUntil(lambda: _die_width(view, (0, 0)) < zoomed * 0.95)
    assert abs(view.zoom - 1.25**2) < 1e-6  # the same zoom, relative to the new fit


def test_zoom_and_pan_over_a_photo(make_window, qtbot, photo_path, fake_reader):
    window = make_window(fake_reader)
    assert open_and_wait(qtbot, window, photo_path)
    view = window.view
    assert view.showing_photo and not view.is_zoomed
    _wheel(view, view.die_centre(MISREAD_CELL), 3)
    start = view.die_centre((2, 2))
    _drag(qtbot, view, start, start + QPoint(50, 50))
    assert view.selected is None
    click_die(qtbot, view, MISREAD_CELL)
    assert view.selected == MISREAD_CELL
    qtbot.keyClick(view, Qt.Key.Key_C)
    assert window.document.board.face(MISREAD_CELL) == "C"
    assert view.is_zoomed
    # Switching to the rendered board starts from fit-to-window.
    window.actions.show_photo.setChecked(False)
    assert not view.is_zoomed
