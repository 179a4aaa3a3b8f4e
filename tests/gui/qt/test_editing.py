"""Correcting dice with mouse and keyboard, undo and redo, and the path of a word."""

from __future__ import annotations

from itertools import pairwise

from gui_testing import (
    MISREAD_CELL,
    MISREAD_FACE,
    TRUE_BOARD,
    click_die,
    die_cells,
    items_of_kind,
    open_and_wait,
    path_steps,
    words_in_table,
)
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QMenu

from gui.model.document import BoardDocument
from gui.model.word_order import POINTS
from gui.qt.board_render import ROLE_CELL
from solver import Board, find_paths


def _open(make_window, qtbot, photo_path, fake_reader):
    window = make_window(fake_reader)
    assert open_and_wait(qtbot, window, photo_path)
    return window


def test_click_and_type_corrects_a_die_and_resolves(make_window, qtbot, photo_path, fake_reader):
    window = _open(make_window, qtbot, photo_path, fake_reader)
    assert window.document.board.face(MISREAD_CELL) == MISREAD_FACE
    assert "cats" not in words_in_table(window)
    click_die(qtbot, window.view, MISREAD_CELL)
    assert window.view.selected == MISREAD_CELL
    qtbot.keyClick(window.view, Qt.Key.Key_C)
    assert window.document.board.face(MISREAD_CELL) == "C"
    assert {"cats", "coat"} <= words_in_table(window)
    # Corrected, so no longer flagged as uncertain.
    assert not window.document.is_uncertain(MISREAD_CELL)
    assert MISREAD_CELL in [
        tuple(i.data(ROLE_CELL)) for i in items_of_kind(window.view, "corrected")
    ]


def test_undo_and_redo_from_keys_and_menu(make_window, qtbot, photo_path, fake_reader):
    window = _open(make_window, qtbot, photo_path, fake_reader)
    click_die(qtbot, window.view, MISREAD_CELL)
    qtbot.keyClick(window.view, Qt.Key.Key_C)
    assert "cats" in words_in_table(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.board.face(MISREAD_CELL) == MISREAD_FACE
    assert "cats" not in words_in_table(window)
    qtbot.keyClick(
        window.view,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.document.board.face(MISREAD_CELL) == "C"
    window.actions.undo.trigger()
    assert window.document.board.face(MISREAD_CELL) == MISREAD_FACE


def test_q_types_qu_and_picker_sets_two_letter_faces(make_window, qtbot):
    window = make_window()
    click_die(qtbot, window.view, (1, 1))
    qtbot.keyClick(window.view, Qt.Key.Key_Q)
    assert window.document.board.face((1, 1)) == "Qu"
    click_die(qtbot, window.view, (2, 2))
    qtbot.mouseClick(window.picker.buttons["Th"], Qt.MouseButton.LeftButton)
    assert window.document.board.face((2, 2)) == "Th"
    qtbot.mouseClick(window.picker.buttons["*"], Qt.MouseButton.LeftButton)
    assert window.document.board.face((2, 2)) == "*"


def test_arrow_keys_tab_and_next_uncertain(make_window, qtbot, photo_path, fake_reader):
    window = _open(make_window, qtbot, photo_path, fake_reader)
    view = window.view
    click_die(qtbot, view, (1, 1))
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.selected == (1, 2)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.selected == (2, 2)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert view.selected == (2, 3)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert view.selected == (3, 0)
    qtbot.keyClick(view, Qt.Key.Key_F3)
    assert view.selected == MISREAD_CELL
    # One selection mark, on the selected die, however often the selection moved.
    marks = items_of_kind(view, "selection")
    assert [tuple(item.data(ROLE_CELL)) for item in marks] == [MISREAD_CELL]


def test_clicking_a_word_draws_its_path(make_window, qtbot, photo_path, fake_reader):
    window = _open(make_window, qtbot, photo_path, fake_reader)
    table = window.words.table
    row = window.words.proxy.row_of("pints")
    assert row is not None
    found = window.words.proxy.found_word(row)
    rect = table.visualRect(window.words.proxy.index(row, 0))
    table.scrollTo(window.words.proxy.index(row, 0))
    rect = table.visualRect(window.words.proxy.index(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert list(path_steps(window.view)) == list(found.path)
    # Step markers sit on their dice in the photo.
    for shape in window.view.shapes:
        for item in items_of_kind(window.view, "path-step"):
            if tuple(item.data(ROLE_CELL)) == shape.cell:
                assert shape.polygon.boundingRect().intersects(item.sceneBoundingRect())
    dimmed = {tuple(i.data(ROLE_CELL)) for i in items_of_kind(window.view, "dim")}
    assert dimmed == set(die_cells(window.view)) - set(found.path)
    # The same path on the rendered board.
    window.actions.show_photo.setChecked(False)
    assert list(path_steps(window.view)) == list(found.path)
    # Keyboard: moving down the list moves the path to the next word.
    next_found = window.words.proxy.found_word(row + 1)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert list(path_steps(window.view)) == list(next_found.path)
    dimmed = [tuple(i.data(ROLE_CELL)) for i in items_of_kind(window.view, "dim")]
    assert sorted(dimmed) == sorted(set(die_cells(window.view)) - set(next_found.path))
    rings = [tuple(i.data(ROLE_CELL)) for i in items_of_kind(window.view, "path-die")]
    assert sorted(rings) == sorted(next_found.path)


def test_step_through_several_paths(make_window, qtbot):
    window = make_window()
    board = Board.parse("TATA/ATAT/SSSS/EEEE")
    window.model.replace_document(BoardDocument(board), "test board")
    paths = find_paths(board, "tats")
    assert len(paths) > 2
    assert window.words.select_word("tats")
    assert path_steps(window.view) == list(paths[0])
    assert window.words.path_label.text() == f"Path 1 of {len(paths)}"
    qtbot.mouseClick(window.words.next_path, Qt.MouseButton.LeftButton)
    assert path_steps(window.view) == list(paths[1])
    qtbot.keyClick(window.words.table, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert path_steps(window.view) == list(paths[0])


def test_check_word_box(make_window, qtbot):
    window = make_window()
    window.model.replace_document(BoardDocument(TRUE_BOARD), "test board")
    edit = window.words.check_edit
    qtbot.keyClicks(edit, "cats")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert "scores" in window.words.check_result.text()
    assert window.words.selected_word().word == "cats"
    assert path_steps(window.view) == [(0, 0), (0, 1), (0, 2), (0, 3)]
    edit.clear()
    qtbot.keyClicks(edit, "zebra")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert "not on the board" in window.words.check_result.text()
    edit.clear()
    qtbot.keyClicks(edit, "cta")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert "not in the dictionary" in window.words.check_result.text()
    edit.clear()
    qtbot.keyClicks(edit, "at")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert "too short" in window.words.check_result.text()
    edit.clear()
    qtbot.keyClicks(edit, "<i>ca&t")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    shown = QTextDocumentFragment.fromHtml(window.words.check_result.text()).toPlainText()
    assert "<i>ca&t" in shown and "letters a to z" in shown  # shown as typed, not as markup


def test_word_table_sorts_and_filters(make_window, qtbot):
    window = make_window()
    window.model.replace_document(BoardDocument(TRUE_BOARD), "test board")
    proxy = window.words.proxy
    table = window.words.table
    header = table.horizontalHeader()
    # Pick a word low in the list; it stays the selected word when the list is re-sorted.
    picked_row = proxy.rowCount() - 2
    picked = proxy.found_word(picked_row).word
    table.scrollTo(proxy.index(picked_row, 0))
    where = table.visualRect(proxy.index(picked_row, 0)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert window.words.selected_word().word == picked
    word_header = QPoint(header.sectionViewportPosition(0) + 10, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=word_header)
    assert window.words.selected_word().word == picked
    assert proxy.found_word(table.currentIndex().row()).word == picked
    words = [proxy.found_word(r).word for r in range(proxy.rowCount())]
    assert len(words) > 10
    assert words in (sorted(words), sorted(words, reverse=True))
    length_header = QPoint(header.sectionViewportPosition(2) + 5, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=length_header)
    lengths = [len(proxy.found_word(r).word) for r in range(proxy.rowCount())]
    assert lengths in (sorted(lengths), sorted(lengths, reverse=True))
    qtbot.keyClicks(window.words.filter_edit, "oat")
    shown = [proxy.found_word(r).word for r in range(proxy.rowCount())]
    assert shown and all("oat" in word for word in shown)
    assert "coat" in shown


def test_roll_and_type_a_board(make_window, qtbot):
    window = make_window()
    window.actions.roll_sets["superbig"].trigger()
    assert (window.document.board.rows, window.document.board.cols) == (6, 6)
    assert len(die_cells(window.view)) == 36
    assert window.model.words.solution.rules.name == "superbig"
    window.actions.undo.trigger()
    assert window.document.board.rows == 4


def test_right_click_menu_sets_any_face(make_window, qtbot):
    window = make_window()
    chosen: list[str] = []

    def pick_from_menu() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(20, pick_from_menu)
            return
        action = next(a for a in menu.actions() if a.text() == "He")
        chosen.append(action.text())
        action.trigger()
        menu.close()

    QTimer.singleShot(0, pick_from_menu)
    view = window.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=view.die_centre((3, 2)))
    assert chosen == ["He"]
    assert window.document.board.face((3, 2)) == "He"
    assert view.selected == (3, 2)


def _arrow_points_down(header, section: int) -> bool:
    """Read the sort arrow off the painted header: a ▼ is wider at its top than its bottom."""
    image = header.grab().toImage()
    left = header.sectionViewportPosition(section)
    right = left + header.sectionSize(section)
    rows: dict[int, int] = {}
    # Fusion draws the arrow in the section's right-hand end, past the title.
    for y in range(image.height()):
        for x in range(right - 22, right - 2):
            if image.pixelColor(x, y).lightness() < 150:
                rows[y] = rows.get(y, 0) + 1
    assert len(rows) >= 3, "no sort arrow drawn"
    top, bottom = min(rows), max(rows)
    return rows[top] + rows.get(top + 1, 0) > rows[bottom] + rows.get(bottom - 1, 0)


def test_points_sort_arrow_matches_the_order(make_window, qtbot):
    window = make_window()
    window.model.replace_document(BoardDocument(TRUE_BOARD), "test board")
    proxy = window.words.proxy
    header = window.words.table.horizontalHeader()

    def points() -> list[int]:
        return [proxy.found_word(r).score for r in range(proxy.rowCount())]

    def ties_alphabetical() -> bool:
        shown = [proxy.found_word(r) for r in range(proxy.rowCount())]
        return all(a.word < b.word for a, b in pairwise(shown) if a.score == b.score)

    # At start the highest scores come first, and the arrow points down.
    assert points() == sorted(points(), reverse=True) and points()[0] > points()[-1]
    assert ties_alphabetical()
    assert header.sortIndicatorSection() == POINTS
    assert _arrow_points_down(header, POINTS)
    where = QPoint(header.sectionViewportPosition(POINTS) + 10, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert points() == sorted(points())
    assert ties_alphabetical()
    assert not _arrow_points_down(header, POINTS)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert points() == sorted(points(), reverse=True)
    assert ties_alphabetical()
    assert _arrow_points_down(header, POINTS)
