"""Every way opening or reading can fail is shown in the window, and the app keeps working."""

from __future__ import annotations

from gui_testing import open_and_wait

from gui.qt.camera import QtCameraSource
from gui.qt.main_window import MainWindow


def test_unreadable_file(make_window, qtbot, tmp_path):
    window = make_window()
    broken = tmp_path / "holiday.jpg"
    broken.write_bytes(b"this is not a JPEG at all")
    before = window.document
    assert not open_and_wait(qtbot, window, broken)
    assert window.banner.isVisible() and window.banner.level == "error"
    assert "Could not open" in window.banner.text and "holiday.jpg" in window.banner.text
    assert window.document == before


def test_a_file_name_with_markup_characters_is_shown_as_typed(make_window, qtbot, tmp_path):
    window = make_window()
    odd = tmp_path / "<i>board & co.jpg"
    odd.write_bytes(b"not a JPEG")
    assert not open_and_wait(qtbot, window, odd)
    assert odd.name in window.banner.plain_text


def test_missing_file(make_window, qtbot, tmp_path):
    window = make_window()
    assert not open_and_wait(qtbot, window, tmp_path / "gone.jpg")
    assert window.banner.level == "error"
    assert "gone.jpg" in window.banner.text


def test_camera_unavailable_is_disabled_with_reason(qtbot, app_settings, tmp_path):
    # The real camera source: this machine has no camera.
    window = MainWindow(app_settings, camera=QtCameraSource(), snapshot_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.actions.camera.toolTip().startswith("Camera unavailable"))
    assert not window.actions.camera.isEnabled()
    assert "camera" in window.actions.camera.toolTip().lower()


def test_bad_word_list_keeps_the_previous_dictionary(make_window, qtbot, tmp_path):
    window = make_window()
    words_before = window.model.words.solution.word_count
    binary = tmp_path / "words.bin"
    binary.write_bytes(bytes(range(256)) * 40)
    window.choose_dictionary(str(binary))
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=10000)
    assert window.banner.level == "error"
    assert "Could not use that word list" in window.banner.text
    assert window.model.words.lexicon.name == "ENABLE"
    assert window.model.words.solution.word_count == words_before
    assert "ENABLE" in window.dictionary_label.text()
    assert window.settings.dictionary in (None, "enable")


def test_own_word_list_is_used_and_shown(make_window, qtbot, tmp_path):
    window = make_window()
    own = tmp_path / "family.txt"
    own.write_text("cat\ncats\ncoat\n")
    window.choose_dictionary(str(own))
    qtbot.waitUntil(lambda: window.model.words.dictionary_key == str(own), timeout=10000)
    assert "family.txt" in window.dictionary_label.text()
    assert window.model.words.solution is not None
    assert window.settings.dictionary == str(own)
    assert window.words.dictionary_combo.currentData() == str(own)
