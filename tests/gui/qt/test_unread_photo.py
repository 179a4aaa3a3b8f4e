"""No board found: the photo stays on screen while the player types the board from it."""

from __future__ import annotations

from gui_testing import (
    MISREAD_CELL,
    TRUE_BOARD,
    FakeReader,
    click_die,
    die_cells,
    items_of_kind,
    open_and_wait,
    path_steps,
)
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gui.model.document import photo_digest
from gui.qt.board_entry import BoardEntryDialog, grid_text
from gui.qt.board_render import ROLE_CELL
from gui.qt.settings import AppSettings
from vision.errors import NoBoardError

TYPED = "CATS\nROPE\nMINT\nLUGS"


def _answer_dialog(window, text: str | None) -> dict[str, object]:
    """Answer the open board-entry dialog (it is not modal, so it is up as soon as it was
    asked for): note what it offered, then type ``text`` (or cancel when None)."""
    dialog = window.editor.board_entry
    assert isinstance(dialog, BoardEntryDialog) and dialog.isVisible()
    seen: dict[str, object] = {
        "prefill": dialog.editor.toPlainText(),
        "dialog_left": dialog.frameGeometry().left(),
    }
    if text is None:
        dialog.reject()
    else:
        dialog.editor.setPlainText(text)
        dialog.accept()
    assert window.editor.board_entry is None
    return seen


def _fail_to_read(make_window, qtbot, photo_path):
    window = make_window(FakeReader(error=NoBoardError("no Boggle board in this picture")))
    assert not open_and_wait(qtbot, window, photo_path)
    return window


def test_photo_stays_visible_without_dice(make_window, qtbot, photo_path):
    window = _fail_to_read(make_window, qtbot, photo_path)
    assert "No Boggle board found" in window.banner.text
    assert window.document.photo == photo_path
    assert window.view.showing_photo
    assert len(items_of_kind(window.view, "photo")) == 1
    assert die_cells(window.view) == []  # no outline, so no die overlays
    assert window.actions.show_photo.isEnabled()
    assert str(photo_path) in window.settings.recent_files


def test_typed_board_sits_beside_the_photo(make_window, qtbot, photo_path):
    window = _fail_to_read(make_window, qtbot, photo_path)
    qtbot.mouseClick(window.banner.button("Type the board"), Qt.MouseButton.LeftButton)
    seen = _answer_dialog(window, TYPED)
    assert seen["prefill"] == ""
    # The dialog stays off the board on the left, where the photo is.
    view_right = window.view.mapToGlobal(window.view.rect().center()).x()
    assert isinstance(seen["dialog_left"], int) and seen["dialog_left"] > view_right
    document = window.document
    assert document.board == TRUE_BOARD
    assert document.photo == photo_path and document.has_unread_photo
    # The typed board is shown, rendered; the photo is one toggle away.
    assert not window.view.showing_photo
    assert len(die_cells(window.view)) == 16
    faces = {tuple(i.data(ROLE_CELL)) for i in items_of_kind(window.view, "face")}
    assert MISREAD_CELL in faces
    assert "cats" in {w.word for w in window.model.words.solution.words}
    # The offscreen platform does not hand activation back after a dialog closes (a window
    # manager does), and shortcuts only reach the active window.
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window.view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert window.view.showing_photo and items_of_kind(window.view, "photo")
    assert die_cells(window.view) == []
    # Picking a word brings the board back, since the photo has no dice to draw a path on.
    assert window.select_word("cats")
    assert not window.view.showing_photo
    assert path_steps(window.view) == [(0, 0), (0, 1), (0, 2), (0, 3)]


def test_typed_board_can_be_corrected_and_retyped(make_window, qtbot, photo_path):
    window = _fail_to_read(make_window, qtbot, photo_path)
    qtbot.mouseClick(window.banner.button("Type the board"), Qt.MouseButton.LeftButton)
    _answer_dialog(window, TYPED)
    click_die(qtbot, window.view, (3, 3))
    qtbot.keyClick(window.view, Qt.Key.Key_E)
    assert window.document.board.face((3, 3)) == "E"
    assert window.document.photo == photo_path
    # Ctrl+B prefills the grid with the board as it now is.
    window.activateWindow()  # see test_typed_board_sits_beside_the_photo
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window.view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    seen = _answer_dialog(window, None)
    assert seen["prefill"] == grid_text(window.document.board)
    assert seen["prefill"].endswith("L U G E")


def test_unread_photo_and_typed_board_restored_after_restart(
    make_window, qtbot, photo_path, settings_file
):
    first = _fail_to_read(make_window, qtbot, photo_path)
    qtbot.mouseClick(first.banner.button("Type the board"), Qt.MouseButton.LeftButton)
    _answer_dialog(first, TYPED)
    first.close()
    second = make_window(
        settings=AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    )
    assert second.document.board == TRUE_BOARD
    assert second.document.photo == photo_path and second.document.has_unread_photo
    second.actions.show_photo.setChecked(True)
    qtbot.waitUntil(lambda: second.view.showing_photo, timeout=10000)
    assert items_of_kind(second.view, "photo")


def test_earlier_corrections_of_that_photo_survive(
    make_window, qtbot, photo_path, fake_reader, app_settings
):
    # Read once and correct a die: the correction is remembered for this photo's content.
    reading = fake_reader
    window = make_window(reading)
    assert open_and_wait(qtbot, window, photo_path)
    click_die(qtbot, window.view, MISREAD_CELL)
    qtbot.keyClick(window.view, Qt.Key.Key_C)
    digest = photo_digest(photo_path)
    assert app_settings.corrections(digest) == {MISREAD_CELL: "C"}
    # A later reading of the same photo fails; typing a board over it must not wipe them.
    reading.error = NoBoardError("no board")
    assert not open_and_wait(qtbot, window, photo_path)
    qtbot.mouseClick(window.banner.button("Type the board"), Qt.MouseButton.LeftButton)
    _answer_dialog(window, "ABCD/EFGH/IJKL/MNOP")
    assert window.document.board.text == "A,B,C,D/E,F,G,H/I,J,K,L/M,N,O,P"
    assert app_settings.corrections(digest) == {MISREAD_CELL: "C"}
    # And a reading that works again reapplies them.
    reading.error = None
    assert open_and_wait(qtbot, window, photo_path)
    assert window.document.board == TRUE_BOARD


def test_relaunch_after_a_photo_with_no_board_shows_the_board_before_it(
    make_window, qtbot, photo_path, settings_file
):
    # A board typed in, then a photo with no board in it, and the window is closed on it.
    first = make_window(FakeReader(error=NoBoardError("no Boggle board in this picture")))
    first.editor.enter_board_by_hand("")
    _answer_dialog(first, TYPED)
    assert first.document.board == TRUE_BOARD and first.document.photo is None
    assert not open_and_wait(qtbot, first, photo_path)
    assert first.document.is_blank_unread_photo
    first.close()

    second = make_window(
        FakeReader(error=NoBoardError("no Boggle board in this picture")),
        settings=AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat)),
    )
    # The board from before the photo, solved, with a banner saying why and offering the photo.
    assert second.document.board == TRUE_BOARD and second.document.photo is None
    assert "cats" in {found.word for found in second.model.words.solution.words}
    assert len(die_cells(second.view)) == 16
    assert second.banner.isVisible()
    assert photo_path.name in second.banner.plain_text
    assert "No Boggle board found" in second.banner.plain_text
    assert second.banner.action_button.text() == "Open the photo again"
    assert str(photo_path) in second.settings.recent_files
    # One click opens the photo again (and it is still a photo with no board in it).
    with qtbot.waitSignal(second.reading_finished, timeout=20000) as blocker:
        qtbot.mouseClick(second.banner.action_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [False]
    assert second.document.photo == photo_path and second.view.showing_photo
    # A photo with no board offers corners to drag, another photo, or typing the board.
    assert [button.text() for button in second.banner.buttons] == [
        "Move the corners",
        "Take the photo again",
        "Type the board",
    ]


def test_a_photo_with_no_board_leaves_no_die_described(make_window, qtbot, photo_path, fake_reader):
    # A die clicked on a read photo is described in the status bar...
    window = make_window(fake_reader)
    assert open_and_wait(qtbot, window, photo_path)
    click_die(qtbot, window.view, (1, 1))
    assert window.statusBar().currentMessage().startswith("Row 2, column 2: ")
    # ...but the next photo has no board: no dice on screen, so no die selected or described.
    fake_reader.error = NoBoardError("no Boggle board in this picture")
    assert not open_and_wait(qtbot, window, photo_path)
    assert window.view.showing_photo and die_cells(window.view) == []
    assert window.view.selected is None
    assert "Row 2, column 2" not in window.statusBar().currentMessage()
    assert not any(button.isEnabled() for button in window.picker.buttons.values())


def test_the_empty_dialog_is_not_an_error_and_takes_rows_split_by_spaces(
    make_window, qtbot, photo_path
):
    window = _fail_to_read(make_window, qtbot, photo_path)
    qtbot.mouseClick(window.banner.button("Type the board"), Qt.MouseButton.LeftButton)
    dialog = window.editor.board_entry
    assert isinstance(dialog, BoardEntryDialog) and dialog.editor.toPlainText() == ""
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    # Nothing typed yet: nothing to take, and nothing said in red either.
    assert not ok.isEnabled()
    assert dialog.error.text() == "" and "empty" not in dialog.error.text()
    # The rows as people type them, side by side with spaces, in real key presses.
    dialog.activateWindow()  # offscreen has no window manager to do it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClicks(dialog.editor, "CATS ROPE MINT LU")
    assert not ok.isEnabled() and "row 4 has 2 faces but row 1 has 4" in dialog.error.text()
    qtbot.keyClicks(dialog.editor, "GS")
    assert ok.isEnabled() and "A 4 x 4 board." in dialog.error.text()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.document.board == TRUE_BOARD
    # Ambiguous text says how rows are separated.
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window.view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    dialog = window.editor.board_entry
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClick(dialog.editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.editor, "CATS R O P E")
    assert "write the rows separated by / or new lines" in dialog.error.text()
    dialog.reject()
