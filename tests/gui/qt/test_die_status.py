"""Clicking a die tells the player how sure the reader was, in words, never as a percentage."""

from __future__ import annotations

from gui_testing import MISREAD_CELL, click_die, open_and_wait


def test_an_unsure_die_lists_what_it_could_be(make_window, qtbot, photo_path, fake_reader):
    window = make_window(fake_reader)
    assert open_and_wait(qtbot, window, photo_path)
    click_die(qtbot, window.view, MISREAD_CELL)
    message = window.statusBar().currentMessage()
    assert message.startswith("Row 1, column 1: unsure: could be X or C.")
    assert "%" not in message
    click_die(qtbot, window.view, (1, 1))
    message = window.statusBar().currentMessage()
    assert message.startswith("Row 2, column 2: read as O, sure.")
