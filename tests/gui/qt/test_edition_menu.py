"""The Game language menu: choosing a language loads its dictionary and is kept in QSettings."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from gui.qt.settings import AppSettings


def test_the_game_language_menu_plays_spanish_and_remembers_it(make_window, qtbot, settings_file):
    window = make_window()
    menu = window.edition_menu
    titles = [action.text() for action in window.menuBar().actions()]
    assert "&Game language" in titles
    assert titles.index("&Game language") < titles.index("&Help")
    assert menu.actions["en"].isChecked()
    menu.actions["es"].trigger()
    # The first use compiles the Spanish list (seconds, more on a loaded machine).
    qtbot.waitUntil(lambda: window.model.words.dictionary_key == "lang:es", timeout=60000)
    assert menu.actions["es"].isChecked() and window.model.language == "es"
    assert window.model.words.lexicon.language == "es"
    assert "wspanish" in window.dictionary_label.text()
    window.settings.sync()
    reopened = AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    assert reopened.language == "es"
