"""Opening photos: the real reader on a synthetic photo, drops, pastes, the camera, re-reading."""

from __future__ import annotations

import warnings

import cv2
import numpy as np
from gui_testing import (
    MISREAD_CELL,
    MISREAD_FACE,
    TRUE_BOARD,
    click_die,
    die_cells,
    items_of_kind,
    open_and_wait,
)
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QGuiApplication
from PySide6.QtWidgets import QApplication

from gui.qt.board_render import ROLE_CELL
from gui.qt.images import bgr_to_qimage


def test_real_reader_on_synthetic_photo_shows_every_die(make_window, qtbot, photo_path):
    window = make_window()  # the real vision.read_board
    assert open_and_wait(qtbot, window, photo_path)
    document = window.document
    reading = document.reading
    assert reading is not None and (reading.rows, reading.cols) == (4, 4)
    assert document.board == reading.board
    assert window.view.showing_photo
    # One die item and one face per die read, drawn over the photo.
    assert die_cells(window.view) == [
        (r, c) for r in range(reading.rows) for c in range(reading.cols)
    ]
    faces = items_of_kind(window.view, "face")
    assert {tuple(item.data(ROLE_CELL)) for item in faces} >= set(die_cells(window.view)) - {
        (d.row, d.col) for d in reading.dice if d.face == "*"
    }
    # The overlay sits on the photo: every die outline lies inside the image.
    width, height = document.reading.image_size
    for item in items_of_kind(window.view, "die"):
        rect = item.sceneBoundingRect()
        assert rect.left() >= 0 and rect.right() <= width
        assert rect.top() >= 0 and rect.bottom() <= height
    # The words come from the board as read.
    assert window.model.words.solution is not None
    assert window.model.words.solution.board == document.board
    assert str(photo_path) in window.settings.recent_files


def test_reading_happens_off_the_gui_thread_with_progress(
    make_window, qtbot, photo_path, fake_reader
):
    window = make_window(fake_reader)
    stages: list[str] = []
    task = window.open_photo(photo_path)
    task.signals.progress.connect(lambda stage, _fraction: stages.append(stage))
    assert window.cancel_button.isVisibleTo(window)
    qtbot.waitUntil(lambda: window.document.photo == photo_path, timeout=10000)
    assert not window.cancel_button.isVisibleTo(window)
    assert window.document.board.face(MISREAD_CELL) == MISREAD_FACE
    assert window.document.is_uncertain(MISREAD_CELL)
    assert items_of_kind(window.view, "uncertain")


def test_cancel_reading_keeps_the_previous_board(make_window, qtbot, photo_path, fake_reader):
    window = make_window(fake_reader)
    before = window.document
    window.open_photo(photo_path)
    window.cancel_reading()
    qtbot.wait(300)
    assert window.document == before


def _drag_enter(window, mime: QMimeData, position: QPoint) -> QDragEnterEvent:
    with warnings.catch_warnings():  # Qt 6 keeps only this (deprecated) QPoint constructor
        warnings.simplefilter("ignore", DeprecationWarning)
        event = QDragEnterEvent(
            position,
            Qt.DropAction.CopyAction,
            mime,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
    QApplication.sendEvent(window, event)
    return event


def test_drop_a_photo_file_on_the_window(make_window, qtbot, photo_path, fake_reader):
    window = make_window(fake_reader)
    centre = window.view.mapTo(window, window.view.rect().center())
    text_only = QMimeData()
    text_only.setText("hello")
    assert not _drag_enter(window, text_only, centre).isAccepted()

    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(photo_path))])
    assert _drag_enter(window, mime, centre).isAccepted()
    drop = QDropEvent(
        QPointF(centre),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(window.reading_finished, timeout=10000):
        QApplication.sendEvent(window, drop)
    assert window.document.photo == photo_path
    assert fake_reader.calls


def test_paste_an_image_from_the_clipboard(make_window, qtbot, synth_photo, fake_reader, tmp_path):
    window = make_window(fake_reader)
    QGuiApplication.clipboard().setImage(bgr_to_qimage(synth_photo.image))
    window.view.setFocus()
    with qtbot.waitSignal(window.reading_finished, timeout=10000):
        qtbot.keyClick(window.view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    photo = window.document.photo
    assert photo is not None and photo.parent == tmp_path / "snapshots"
    stored = cv2.imread(str(photo))
    assert stored.shape == synth_photo.image.shape


def test_paste_board_text(make_window, qtbot):
    window = make_window()
    QGuiApplication.clipboard().setText("ABCD/EFGH/IJKL/MNOP")
    window.actions.paste.trigger()
    assert window.document.board.text == "A,B,C,D/E,F,G,H/I,J,K,L/M,N,O,P"


def test_corrections_survive_rereading_and_view_switch(make_window, qtbot, photo_path, fake_reader):
    window = make_window(fake_reader)
    assert open_and_wait(qtbot, window, photo_path)
    click_die(qtbot, window.view, MISREAD_CELL)
    qtbot.keyClick(window.view, Qt.Key.Key_C)
    assert window.document.board == TRUE_BOARD
    window.actions.show_photo.setChecked(False)
    assert not window.view.showing_photo
    assert window.document.board == TRUE_BOARD
    window.actions.show_photo.setChecked(True)
    assert window.view.showing_photo
    faces = len(items_of_kind(window.view, "face"))
    window.actions.show_letters.setChecked(False)  # compare the photo's own dice
    assert items_of_kind(window.view, "face") == [] and faces >= 16
    assert len(die_cells(window.view)) == 16
    window.actions.show_letters.setChecked(True)
    # Same pixels under another name: the correction follows the content.
    copy = photo_path.with_name("same-photo.jpg")
    copy.write_bytes(photo_path.read_bytes())
    assert open_and_wait(qtbot, window, copy)
    assert window.document.photo == copy
    assert window.document.board == TRUE_BOARD
    assert "reapplied" in window.banner.text
    corrected = [tuple(i.data(ROLE_CELL)) for i in items_of_kind(window.view, "corrected")]
    assert MISREAD_CELL in corrected


def test_grid_size_change(make_window, qtbot):
    window = make_window()
    index = window.size_combo.findData(5)
    window.size_combo.setCurrentIndex(index)
    window.size_combo.activated.emit(index)
    assert (window.document.board.rows, window.document.board.cols) == (5, 5)
    assert len(die_cells(window.view)) == 25
    assert window.model.words.solution.rules.name == "big"


def test_blank_image_is_no_board(make_window, qtbot, tmp_path):
    window = make_window()  # real reader
    blank = tmp_path / "blank.png"
    cv2.imwrite(str(blank), np.full((600, 800, 3), 200, np.uint8))
    before = window.document
    assert not open_and_wait(qtbot, window, blank)
    assert window.banner.isVisible() and window.banner.level == "warning"
    assert "No Boggle board found" in window.banner.text
    assert window.banner.action_button.isVisible()
    assert [button.text() for button in window.banner.buttons] == [
        "Move the corners",
        "Take the photo again",
        "Type the board",
    ]
    # The photo stays on screen to type the dice from; Undo brings the previous board back.
    assert window.document.photo == blank and window.document.reading is None
    assert window.view.showing_photo and items_of_kind(window.view, "photo")
    window.actions.undo.trigger()
    assert window.document == before
