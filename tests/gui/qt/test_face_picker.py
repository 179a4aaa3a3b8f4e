"""The face picker offers a misread die's likely faces first: one click (or key) fixes it."""

from __future__ import annotations

from pathlib import Path

from gui_testing import MISREAD_CELL, MISREAD_FACE, TRUE_BOARD, click_die, open_and_wait
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from gui.qt.face_picker import likely_caption

TRUE_FACE = TRUE_BOARD.face(MISREAD_CELL)


def _open(make_window, qtbot, photo_path, fake_reader):
    window = make_window(fake_reader)
    assert open_and_wait(qtbot, window, photo_path)
    return window


def test_clicking_the_first_likely_face_fixes_the_die_and_undo_restores_it(
    make_window, qtbot, photo_path, fake_reader, tmp_path: Path
):
    window = _open(make_window, qtbot, photo_path, fake_reader)
    picker = window.picker
    assert not picker.likely_buttons[0].isVisible()  # no die selected: nothing to offer
    click_die(qtbot, window.view, MISREAD_CELL)
    first = picker.likely_buttons[0]
    qtbot.waitUntil(first.isVisible)
    # The fake reader saw X and thought the true face next most likely (0.25).
    assert first.text() == likely_caption(TRUE_FACE, 0.25) == f"{TRUE_FACE}  25%"
    assert picker.likely_faces[0] == TRUE_FACE
    picker.grab().save(str(tmp_path / "picker.png"))
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    assert window.document.board.face(MISREAD_CELL) == TRUE_FACE
    # Now the die shows the true face, and going back to what was read is the offer.
    assert picker.likely_faces[0] == MISREAD_FACE
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.board.face(MISREAD_CELL) == MISREAD_FACE


def test_a_sure_die_offers_nothing(make_window, qtbot, photo_path, fake_reader):
    window = _open(make_window, qtbot, photo_path, fake_reader)
    click_die(qtbot, window.view, (2, 2))
    assert window.picker.likely_faces == ()
    assert not window.picker.likely_buttons[0].isVisible()


def test_key_1_picks_the_first_likely_face(make_window, qtbot, photo_path, fake_reader):
    window = _open(make_window, qtbot, photo_path, fake_reader)
    click_die(qtbot, window.view, MISREAD_CELL)
    qtbot.keyClick(window.view, Qt.Key.Key_2)  # there is no second guess: nothing happens
    assert window.document.board.face(MISREAD_CELL) == MISREAD_FACE
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    assert window.document.board.face(MISREAD_CELL) == TRUE_FACE
    window.actions.undo.trigger()
    assert window.document.board.face(MISREAD_CELL) == MISREAD_FACE


def test_the_pop_up_menu_lists_the_likely_face_first(make_window, qtbot, photo_path, fake_reader):
    window = _open(make_window, qtbot, photo_path, fake_reader)
    seen: list[str] = []

    def press_1_in_the_menu() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(20, press_1_in_the_menu)
            return
        seen.extend(action.text() for action in menu.actions()[:2])
        qtbot.keyClick(menu, Qt.Key.Key_1)  # the first entry's mnemonic

    QTimer.singleShot(0, press_1_in_the_menu)
    view = window.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=view.die_centre(MISREAD_CELL))
    assert seen[0] == f"&1  {TRUE_FACE}  25%"
    assert seen[1] == ""  # the separator before the two-letter faces
    assert window.document.board.face(MISREAD_CELL) == TRUE_FACE


def test_a_spanish_game_reads_in_spanish_and_the_picker_offers_n_tilde(
    make_window, qtbot, photo_path, fake_reader
):
    window = make_window(fake_reader)
    picker = window.picker
    assert picker.edition_faces == ()  # English dice print no Ñ
    window.edition_menu.actions["es"].trigger()
    assert window.model.language == "es"
    qtbot.waitUntil(lambda: window.model.words.solution is not None, timeout=15000)
    assert open_and_wait(qtbot, window, photo_path)
    # The photo is read among the Spanish dice's faces: the game's language, not a guess.
    assert fake_reader.languages == ["es"]
    assert picker.edition_faces == ("Ñ",)
    click_die(qtbot, window.view, (2, 2))
    button = picker.buttons["Ñ"]
    qtbot.waitUntil(button.isVisible)
    assert button.isEnabled() and button.text() == "Ñ"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.document.board.face((2, 2)) == "Ñ"
    # Back to English: the button goes, and the next photo is read among English faces.
    window.edition_menu.actions["en"].trigger()
    assert picker.edition_faces == () and not button.isVisible()
    assert open_and_wait(qtbot, window, photo_path)
    assert fake_reader.languages == ["es", "en"]
