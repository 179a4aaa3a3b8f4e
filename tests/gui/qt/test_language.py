"""The app in the player's language: View > Language switches the open window to French or
German at once, the choice is kept, and nothing English is left on the main window."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from gui_testing import open_and_wait
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTabWidget,
    QWidget,
)

from gui.model import translation
from gui.qt import language
from gui.qt.main_window import MainWindow

SOURCES = Path(language.__file__).resolve().parent / "translations"


def english_only(code: str) -> list[re.Pattern[str]]:
    """Every English source whose ``code`` translation differs from it, as a pattern that
    matches the text shown (placeholders such as ``{name}`` or ``%n`` filled in)."""
    root = ET.parse(SOURCES / f"boggle_lens_{code}.ts").getroot()
    patterns = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translated = message.findtext("translation") or ""
        assert translated, f"untranslated in {code}: {source!r}"
        if translated == source:
            continue  # the same in both languages: "Points", "Big Boggle 5x5"
        parts = re.split(r"\{\w*\}|%n", source)
        patterns.append(re.compile(".+".join(re.escape(part) for part in parts), re.DOTALL))
    return patterns


# Words no French or German text has, to catch English that never reached the translators.
ENGLISH_WORDS = re.compile(r"\b(the|and|with|this|your|from|board|word|words|dice)\b", re.I)


def shown_texts(window: QWidget) -> dict[str, str]:
    """What the player can read on the window: titles, labels, buttons, placeholders, tips,
    the choices of its combo boxes, the list's headers, its tabs, and (the main window's) its
    menus' and actions' words."""
    texts: dict[str, str] = {"window title": window.windowTitle()}
    for number, widget in enumerate(window.findChildren(QWidget)):
        if not widget.isVisibleTo(window):
            continue
        name = f"{type(widget).__name__} {widget.objectName() or number}"
        texts[f"{name} tip"] = widget.toolTip()
        if isinstance(widget, QLabel | QAbstractButton):
            texts[f"{name} text"] = widget.text()
        if isinstance(widget, QLineEdit):
            texts[f"{name} placeholder"] = widget.placeholderText()
        if isinstance(widget, QComboBox):
            for index in range(widget.count()):
                texts[f"{name} item {index}"] = widget.itemText(index)
                tip = widget.itemData(index, Qt.ItemDataRole.ToolTipRole)
                texts[f"{name} item {index} tip"] = tip if isinstance(tip, str) else ""
        if isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                texts[f"{name} tab {index}"] = widget.tabText(index)
        if isinstance(widget, QTableView):
            model = widget.model()
            for column in range(model.columnCount()):
                texts[f"{name} header {column}"] = model.headerData(
                    column, Qt.Orientation.Horizontal
                )
    if not isinstance(window, MainWindow):
        return {key: text for key, text in texts.items() if text}
    for menu in window.menuBar().findChildren(QMenu):
        texts[f"menu {menu.title()}"] = menu.title()
    # View > Language names each language in itself (English, Français, Deutsch), on purpose.
    self_named = set(window.actions.languages.actions()[1:])
    for action in window.findChildren(QAction):
        if action.isVisible() and not action.isSeparator() and action not in self_named:
            texts[f"action {action.text()}"] = action.text()
            texts[f"action {action.text()} tip"] = action.toolTip()
            texts[f"action {action.text()} status tip"] = action.statusTip()
    return {key: text for key, text in texts.items() if text}


def english_left(window: QWidget, code: str, names: tuple[str, ...] = ()) -> dict[str, str]:
    """The texts on ``window`` still in English: an English source of the catalogue, or a
    text with English words in it (the app's name and ``names``, the player's files, aside)."""
    english = english_only(code)

    def without_names(text: str) -> str:
        for name in (*names, "Boggle Lens"):
            text = text.replace(name, "")
        return text

    return {
        where: text
        for where, text in shown_texts(window).items()
        if any(pattern.fullmatch(text) for pattern in english)
        or ENGLISH_WORDS.search(without_names(text))
    }


def choose_language(window: MainWindow, name: str) -> None:
    """Through the real menu: View, then Language, then the language by its own name."""
    menus = {action.menu().title(): action.menu() for action in window.menuBar().actions()}
    view = next(
        menu for title, menu in menus.items() if title in ("&View", "&Affichage", "&Ansicht")
    )
    languages = next(a.menu() for a in view.actions() if a.menu() is not None)
    next(a for a in languages.actions() if a.text() == name).trigger()
    QCoreApplication.processEvents()  # LanguageChange reaches the widgets as posted events


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def headers(window: MainWindow) -> list[str]:
    model = window.words.table.model()
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def test_french_from_the_menu_leaves_no_english_on_the_main_window(
    make_window, qtbot, catalogues, app_settings, photo_path, fake_reader
):
    window = make_window(fake_reader)
    assert open_and_wait(qtbot, window, photo_path)  # a read board: banner, summary, words
    window.select_word(window.model.words.solution.words[0].word)
    assert menu_titles(window) == [
        "&File", "&Edit", "&Board", "&View", "&Game language", "&Help"
    ]  # fmt: skip

    choose_language(window, "Français")

    qtbot.waitUntil(lambda: menu_titles(window)[0] == "&Fichier")
    assert menu_titles(window) == [
        "&Fichier", "É&dition", "&Grille", "&Affichage", "&Langue du jeu", "Aid&e"
    ]  # fmt: skip
    assert headers(window) == ["Mot", "Points", "Longueur"]
    assert window.words.summary.text().endswith(
        "(règles classiques, selon la taille de la grille)</span>"
    )
    assert window.banner.isVisible()  # the reader's notice, written before the switch, too
    assert english_left(window, "fr", (str(photo_path), photo_path.name)) == {}
    game = window.edition_menu
    assert [game.actions[code].text() for code in ("en", "fr", "de")] == [
        "Anglais", "Français", "Allemand"
    ]  # fmt: skip
    # The player's work is untouched: the same board and list, the same word selected.
    assert window.words.table.model().rowCount() == len(window.model.words.solution.words)
    assert app_settings.interface_language == "fr"


def test_switching_language_after_a_reading_brings_back_no_progress_strip(
    make_window, qtbot, catalogues, photo_path, fake_reader
):
    window = make_window(fake_reader)
    assert open_and_wait(qtbot, window, photo_path)
    qtbot.waitUntil(lambda: not window.progress.isVisible())
    choose_language(window, "Français")
    qtbot.waitUntil(lambda: menu_titles(window)[0] == "&Fichier")
    qtbot.wait(50)  # every posted LanguageChange handled
    # No "Done…" bar with a Cancel button that cancels nothing.
    assert not window.progress.isVisible()
    assert not window.progress.cancel_button.isVisible()


def test_german_menus_and_headers_and_the_choice_is_kept(
    make_window, qtbot, catalogues, app_settings
):
    window = make_window()
    choose_language(window, "Deutsch")
    qtbot.waitUntil(lambda: menu_titles(window)[0] == "&Datei")
    assert menu_titles(window) == [
        "&Datei", "&Bearbeiten", "&Spielfeld", "&Ansicht", "&Spielsprache", "&Hilfe"
    ]  # fmt: skip
    assert headers(window) == ["Wort", "Punkte", "Länge"]
    assert english_left(window, "de") == {}
    assert app_settings.interface_language == "de"
    # Next start: the kept choice is checked, and the app comes up in it.
    window.close()
    assert language.TRANSLATORS.apply(app_settings.interface_language) == "de"
    again = make_window()
    checked = [a.data() for a in again.actions.languages.actions() if a.isChecked()]
    assert checked == ["de"]
    assert menu_titles(again)[0] == "&Datei"

    choose_language(again, "English")
    qtbot.waitUntil(lambda: menu_titles(again)[0] == "&File")
    assert headers(again) == ["Word", "Points", "Length"]


def test_a_missing_catalogue_means_english_and_no_error(make_window, qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(language, "TRANSLATIONS", tmp_path / "nothing here")
    try:
        assert language.TRANSLATORS.apply("fr") == "en"
        window = make_window()
        assert menu_titles(window)[0] == "&File"
        assert headers(window) == ["Word", "Points", "Length"]
    finally:
        language.TRANSLATORS.apply("en")
        translation.install(None)


def test_the_system_language_is_followed_when_the_player_chose_none(monkeypatch):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert language.effective_language("") == "de"
    assert language.effective_language("fr") == "fr"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("ja_JP")))
    assert language.effective_language("") == "en"


def test_every_message_is_translated_in_both_catalogues():
    for code in ("fr", "de"):
        root = ET.parse(SOURCES / f"boggle_lens_{code}.ts").getroot()
        unfinished = [
            m.findtext("source")
            for m in root.iter("message")
            if m.find("translation").get("type") == "unfinished" or not m.findtext("translation")
        ]
        assert unfinished == [], code


def test_an_open_history_window_is_made_again_in_the_new_language(make_window, qtbot, catalogues):
    window = make_window()
    history = window.open_history()
    assert history.windowTitle() == "Rounds played"
    choose_language(window, "Français")
    qtbot.waitUntil(
        lambda: window.history_window is not None and window.history_window is not history
    )
    assert window.history_window.isVisible()
    assert window.history_window.windowTitle() == "Manches jouées"


def test_a_hand_edited_language_setting_falls_back_to_the_system(app_settings, settings_file):
    app_settings.interface_language = "tlh"  # not a language this app has
    app_settings.sync()
    assert app_settings.interface_language == ""
    settings_file.write_bytes(b"[view]\nlanguage=\xff\xfe\x00garbage\n")
    from PySide6.QtCore import QSettings

    from gui.qt.settings import AppSettings

    again = AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    assert again.interface_language == ""


@pytest.mark.parametrize(("name", "code", "file_menu"), [("Français", "fr", "&Fichier"),
                                                       ("Deutsch", "de", "&Datei")])  # fmt: skip
def test_the_other_windows_leave_nothing_in_english_either(
    make_window, qtbot, catalogues, name, code, file_menu
):
    window = make_window()
    choose_language(window, name)
    qtbot.waitUntil(lambda: menu_titles(window)[0] == file_menu)
    window.actions.play_round.trigger()
    statistics = window.statistics.open_window()
    assert statistics is not None
    statistics.statistics.cancel()
    great = window.statistics.open_great_board()
    others = {
        "round": window.round_window,
        "history": window.open_history(),
        "statistics": statistics,
        "great board": great,
    }
    left = {title: english_left(other, code) for title, other in others.items()}
    assert left == {title: {} for title in others}
    great.reject()


def test_the_style_view_in_german_shows_its_headers_and_lengths_whole_at_640_pixels(
    qtbot, catalogues
):
    """The longest German headers ("Punkte auf dem Spielfeld") and the lengths under the bars
    are read whole in the style view at the window's narrowest, not cut short."""
    from types import SimpleNamespace

    from gui.model.style import FOUND
    from gui.qt.style_view import StyleView

    language.TRANSLATORS.apply("de")
    found = next(iter(FOUND))
    words = [
        SimpleNamespace(word=w, status=found, points=p) for w, p in (("cats", 1), ("ropes", 2))
    ]
    scored = SimpleNamespace(
        players=[SimpleNamespace(name="Ann", words=words)],
        board_by_length={3: (20, 20), 4: (30, 30), 5: (12, 24), 6: (5, 15), 7: (2, 10), 9: (1, 11)},
    )
    view = StyleView(lambda name: [scored])
    qtbot.addWidget(view)
    view.show_round(scored)
    view.resize(640, 520)
    view.show()
    qtbot.waitExposed(view)
    header, model = view.table.horizontalHeader(), view.table.model()
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert "Punkte auf dem Spielfeld" in titles
    for column, title in enumerate(titles):
        assert header.sectionSize(column) >= header.fontMetrics().horizontalAdvance(title)
    assert sum(header.sectionSize(c) for c in range(len(titles))) <= view.table.viewport().width()
    (lengths, *_) = view.chart.axes(Qt.Orientation.Horizontal)
    assert lengths.categories() == ["3", "4", "5", "6", "7", "8+"]
    assert lengths.titleText() == "Buchstaben"


def test_the_style_advice_in_french_puts_each_count_in_its_own_number(catalogues):
    """French writes "1 trouvé sur 9" and "1 point manqué", "2 trouvés", "8 points manqués":
    each count is a message of its own, in the form its number takes."""
    from gui.model.style import LengthRow, advice

    language.TRANSLATORS.apply("fr")
    one = advice([LengthRow(3, 9, 9, 10, 10), LengthRow(5, 1, 2, 9, 10)], "Bob", 1)
    assert "(1 trouvé sur 9, 8 points manqués)" in one
    several = advice([LengthRow(3, 1, 1, 2, 2), LengthRow(4, 2, 2, 2, 3)], "Bob", 2)
    assert "(2 trouvés sur 2, 1 point manqué)" in several
