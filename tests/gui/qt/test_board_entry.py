"""Typing a whole board while looking at the photo: the dialog leaves the photo usable."""

from __future__ import annotations

from gui_testing import MISREAD_CELL, TRUE_BOARD, click_die, die_cells, open_and_wait
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gui.qt.board_entry import BoardEntryDialog, grid_text


def _close_stray_dialogs() -> None:
    # Were the dialog modal again, Ctrl+B would not return: close it so the test fails, not hangs.
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, BoardEntryDialog) and widget.isVisible():
            widget.reject()


def _wheel(view, position: QPoint, notches: int) -> None:
    event = QWheelEvent(
        QPointF(position),
        QPointF(view.viewport().mapToGlobal(position)),
        QPoint(),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def _activate(qtbot, widget) -> None:
    widget.activateWindow()  # offscreen has no window manager to do it on a click
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)


def _open_entry(qtbot, window) -> BoardEntryDialog:
    _activate(qtbot, window)
    QTimer.singleShot(3000, _close_stray_dialogs)
    qtbot.keyClick(window.view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    dialog = window.editor.board_entry
    assert isinstance(dialog, BoardEntryDialog) and dialog.isVisible()
    return dialog


def test_type_the_board_while_zooming_the_photo(make_window, qtbot, photo_path, fake_reader):
    window = make_window(fake_reader)
    assert open_and_wait(qtbot, window, photo_path)
    view = window.view
    before = window.document
    stack = window.undo_stack
    commands = stack.count()

    dialog = _open_entry(qtbot, window)
    assert not dialog.isModal() and dialog.windowModality() == Qt.WindowModality.NonModal
    prefill = grid_text(before.board)
    assert dialog.editor.toPlainText() == prefill
    # The photo stays live: zoom in on a die and pick it while the dialog is up.
    _wheel(view, view.die_centre((2, 1)), 3)
    assert view.is_zoomed
    click_die(qtbot, view, (2, 1))
    assert view.selected == (2, 1)
    # Ctrl+B again brings the same dialog forward, still holding its grid.
    assert _open_entry(qtbot, window) is dialog
    assert dialog.editor.toPlainText() == prefill

    _activate(qtbot, dialog)
    qtbot.keyClick(dialog.editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.editor, "CATS/ROPE/MINT/LUGS")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.editor.board_entry is None
    assert window.document.board == TRUE_BOARD
    assert stack.count() == commands + 1  # one undoable change
    # The typed grid fits the photo's, so the photo stays, still zoomed, and what the player
    # typed differently from the reading counts as corrections.
    assert window.document.photo == before.photo and window.document.has_photo_overlay
    assert window.document.corrections() == {MISREAD_CELL: TRUE_BOARD.face(MISREAD_CELL)}
    assert view.showing_photo and view.is_zoomed
    assert len(die_cells(view)) == 16
    window.actions.undo.trigger()
    assert window.document == before


def test_cancel_leaves_the_board_alone(make_window, qtbot):
    window = make_window()
    before = window.document
    commands = window.undo_stack.count()
    dialog = _open_entry(qtbot, window)
    _activate(qtbot, dialog)
    qtbot.keyClick(dialog.editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.editor, "ABCD/EFGH/IJKL/MNOP")
    qtbot.keyClick(dialog.editor, Qt.Key.Key_Escape)
    assert window.editor.board_entry is None
    assert window.document == before
    assert window.undo_stack.count() == commands


def test_view_keys_work_while_typing_in_the_dialog(make_window, qtbot, photo_path, fake_reader):
    window = make_window(fake_reader)
    assert open_and_wait(qtbot, window, photo_path)
    dialog = _open_entry(qtbot, window)
    _activate(qtbot, dialog)
    letters = window.actions.show_letters
    shown = letters.isChecked()
    qtbot.keyClick(dialog.editor, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert letters.isChecked() is not shown
    qtbot.keyClick(dialog.editor, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert not window.view.showing_photo
    assert dialog.isVisible() and window.editor.board_entry is dialog
    dialog.reject()
