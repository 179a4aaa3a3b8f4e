"""What the app remembers: the board and its corrections across restarts; bad files ignored."""

from __future__ import annotations

from gui_testing import MISREAD_CELL, TRUE_BOARD, click_die, die_cells, open_and_wait
from PySide6.QtCore import QByteArray, QSettings, Qt

from gui.model.memory import UnreadPhoto
from gui.qt.settings import AppSettings


def test_board_restored_after_restart(make_window, qtbot, settings_file):
    first = make_window()
    click_die(qtbot, first.view, (0, 0))
    qtbot.keyClick(first.view, Qt.Key.Key_W)
    board = first.document.board
    first.close()
    second = make_window(
        settings=AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    )
    assert second.document.board == board


def test_photo_and_corrections_restored_after_restart(
    make_window, qtbot, settings_file, photo_path, fake_reader
):
    first = make_window(fake_reader)
    assert open_and_wait(qtbot, first, photo_path)
    click_die(qtbot, first.view, MISREAD_CELL)
    qtbot.keyClick(first.view, Qt.Key.Key_C)
    first.close()
    second = make_window(
        settings=AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    )
    assert second.document.board == TRUE_BOARD
    assert second.document.photo == photo_path
    assert second.document.corrections() == {MISREAD_CELL: "C"}
    qtbot.waitUntil(lambda: second.view.showing_photo, timeout=10000)
    assert len(die_cells(second.view)) == 16


def test_corrupt_settings_file_is_ignored(make_window, qtbot, settings_file):
    settings_file.write_bytes(
        b'[board]\ndocument="{not json"\ncorrections=@Variant(\\0\\0\\0\\x7f\\xff)\n'
        b"[files]\nrecent=42\n[words]\ndictionary=@ByteArray(\\x00\\x01)\nrules=\n"
        b"[window]\ngeometry=nonsense\n\x00\xff\xfe garbage line without equals\n"
    )
    window = make_window()
    assert window.document.board.rows == 4
    assert len(die_cells(window.view)) == 16
    assert window.settings.recent_files == []
    assert window.model.words.lexicon.name == "ENABLE"


def test_wrong_types_in_settings_are_ignored(make_window, qtbot, settings_file):
    settings = QSettings(str(settings_file), QSettings.Format.IniFormat)
    settings.setValue("board/document", '{"board": "AB/C"}')
    settings.setValue("files/recent", '["a.jpg", 3, null]')
    settings.setValue("board/corrections", '{"abc": {"x,y": "Q"}}')
    settings.sync()
    window = make_window(settings=AppSettings(settings))
    assert window.document.board.rows == 4  # the ragged board was rejected: a fresh roll
    assert window.settings.recent_files == ["a.jpg"]
    assert window.settings.corrections("abc") == {}


def test_restart_after_the_photo_file_changed_keeps_the_board(
    make_window, qtbot, settings_file, photo_path, fake_reader, tmp_path
):
    first = make_window(fake_reader)
    assert open_and_wait(qtbot, first, photo_path)
    board = first.document.board
    first.close()
    photo_path.write_bytes(photo_path.read_bytes() + b"\0")  # another file under the same name
    second = make_window(
        settings=AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    )
    qtbot.waitUntil(lambda: second.document.photo is None, timeout=10000)
    assert second.document.board == board
    assert not second.view.showing_photo


def test_typed_values_of_the_wrong_type_fall_back(settings_file):
    raw = QSettings(str(settings_file), QSettings.Format.IniFormat)
    raw.setValue("words/dictionary", 42)
    raw.setValue("words/rules", QByteArray(b"big"))
    raw.setValue("window/geometry", "not bytes")
    raw.setValue("window/splitter", QByteArray())
    raw.sync()
    settings = AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    assert settings.dictionary is None
    assert settings.rules == "auto"
    assert settings.geometry is None
    assert settings.splitter_state is None
    settings.dictionary = "/words/family.txt"
    settings.rules = "big"
    settings.geometry = QByteArray(b"\x01\x02")
    assert settings.dictionary == "/words/family.txt"
    assert settings.rules == "big"
    assert settings.geometry == QByteArray(b"\x01\x02")


def test_the_unread_photo_is_kept_and_bad_values_are_ignored(settings_file):
    settings = AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    assert settings.unread_photo is None
    settings.unread_photo = UnreadPhoto("/photos/table.jpg", "No Boggle board found.")
    settings.sync()
    again = AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    assert again.unread_photo == UnreadPhoto("/photos/table.jpg", "No Boggle board found.")
    again.unread_photo = None
    assert again.unread_photo is None
    raw = QSettings(str(settings_file), QSettings.Format.IniFormat)
    for bad in ('["x"]', '{"path": 3}', '"table.jpg"', "{}", '{"path": "a", "reason": 1}'):
        raw.setValue("board/unread_photo", bad)
        assert AppSettings(raw).unread_photo is None, bad
