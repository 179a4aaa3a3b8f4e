"""What goes wrong is told in the player's language: the reasons that vision, the solver and the
round give in English reach a French player in French, and the Board menu rolls the French
edition's dice when the game is played in French."""

from __future__ import annotations

import random
import re
from pathlib import Path

from gui_testing import open_and_wait
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QGuiApplication, QImage, QTextDocumentFragment
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMenu

from gui.qt.main_window import MainWindow
from solver import roll

# Words no French text has: an English reason left inside a French sentence.
ENGLISH = re.compile(r"\b(the|is|not|and|with|board|word|list|found|row|face|image)\b", re.I)


def in_french(window: MainWindow) -> None:
    """View > Language > Français, through the menus as a player would."""
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    languages = next(a.menu() for a in view.actions() if a.menu() is not None)
    next(a for a in languages.actions() if a.text() == "Français").trigger()
    QCoreApplication.processEvents()
    assert window.menuBar().actions()[0].text() == "&Fichier"


def test_a_photo_with_no_board_and_a_file_that_is_no_photo_are_told_in_french(
    make_window, qtbot, catalogues, tmp_path
):
    window = make_window()  # the real reader
    in_french(window)
    blank = tmp_path / "nappe.png"
    picture = QImage(640, 480, QImage.Format.Format_RGB32)
    picture.fill(Qt.GlobalColor.white)
    assert picture.save(str(blank))
    assert not open_and_wait(qtbot, window, blank)
    assert "Aucune grille de Boggle trouvée dans" in window.banner.plain_text
    assert not ENGLISH.search(window.banner.plain_text.replace("Boggle", ""))

    junk = tmp_path / "vacances.jpg"
    junk.write_bytes(b"this is not a JPEG at all")
    assert not open_and_wait(qtbot, window, junk)
    assert window.banner.level == "error"
    assert window.banner.plain_text == (
        "Impossible d'ouvrir vacances.jpg : le fichier n'est pas une image "
        "(ni JPEG, PNG, HEIC, WebP, BMP ou TIFF)"
    )


def test_a_bad_board_pasted_or_typed_gives_a_french_reason(make_window, qtbot, catalogues):
    window = make_window()
    in_french(window)
    before = window.document
    QGuiApplication.clipboard().setText("ABCD/EFG")
    window.actions.paste.trigger()  # Édition > Coller, as a player does
    qtbot.waitUntil(window.banner.isVisible)
    assert window.banner.plain_text == (
        "Le texte collé n'est pas une grille : la rangée 2 a 3 faces mais la rangée 1 a 4 "
        "faces : toutes les rangées doivent avoir le même nombre de faces"
    )
    assert window.document == before

    window.actions.type_board.trigger()
    dialog = window.editor.board_entry
    assert dialog is not None
    qtbot.keyClick(dialog.editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.editor, "AB1D")  # over the board it offered
    shown = QTextDocumentFragment.fromHtml(dialog.error.text()).toPlainText()
    assert shown == "rangée 1, face 3 : « 1 » n'est pas une face de Boggle"
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.reject()


def test_a_binary_word_list_is_refused_in_french(make_window, qtbot, catalogues, tmp_path):
    window = make_window()
    in_french(window)
    binary = tmp_path / "mots.bin"
    binary.write_bytes(bytes(range(256)) * 40)
    window.choose_dictionary(str(binary))  # through the helper process that compiles lists
    qtbot.waitUntil(window.banner.isVisible, timeout=10000)
    assert window.banner.plain_text.startswith(
        "Impossible d'utiliser cette liste de mots : mots.bin est un fichier binaire, pas une "
        "liste de mots (un mot par ligne)."
    )
    assert window.model.words.lexicon.name == "ENABLE"  # nothing lost


def roll_menu(window: MainWindow) -> QMenu:
    board = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Grille")
    return next(a.menu() for a in board.actions() if a.menu() is not None)


def offered(menu: QMenu) -> list[str]:
    return [a.text() if not a.isSeparator() else "—" for a in menu.actions() if a.isVisible()]


def test_roll_a_set_offers_the_french_dice_first_and_rolls_with_them(
    make_window, qtbot, catalogues
):
    window = make_window()
    in_french(window)
    english_only = offered(roll_menu(window))
    assert english_only == ["Classique 4x4", "Nouveau 4x4", "Big Boggle 5x5",
                            "Super Big Boggle 6x6"]  # fmt: skip

    window.edition_menu.actions["fr"].trigger()  # Langue du jeu > Français
    assert window.model.language == "fr"
    qtbot.waitUntil(lambda: window.model.words.dictionary_key == "lang:fr", timeout=30000)
    # The dictionary choice names the list's language in French too.
    assert window.words.dictionary_combo.currentText().startswith("Français: ")
    menu = roll_menu(window)
    assert offered(menu) == ["Français 4x4", "Français 5x5", "Français 6x6", "—", *english_only]

    window.model.rng = random.Random(37)
    french_4x4: QAction = next(a for a in menu.actions() if a.text() == "Français 4x4")
    french_4x4.trigger()
    assert window.document.board == roll("fr", random.Random(37))
    assert window.document.board != roll("new", random.Random(37))
    # Undo names the roll in French too.
    assert window.undo_stack.undoText() == "Lancer une grille Français 4x4"

    window.edition_menu.actions["en"].trigger()
    assert offered(roll_menu(window)) == english_only
    qtbot.waitUntil(lambda: window.model.words.dictionary_key == "enable", timeout=30000)


def test_the_statistics_window_rolls_the_game_languages_dice(make_window, qtbot):
    window = make_window()
    window.edition_menu.actions["es"].trigger()
    qtbot.waitUntil(lambda: window.model.words.dictionary_key == "lang:es", timeout=30000)
    statistics = window.statistics.open_window()
    assert statistics is not None
    choices = [statistics.dice.itemData(i) for i in range(statistics.dice.count())]
    assert choices == ["es", "es-big", "es-superbig", "classic", "new", "big", "superbig"]
    # The run on opening measures the board on screen (4x4) against the Spanish dice.
    assert statistics.dice.currentData() == "es"
    assert statistics.statistics.plan.dice == "es"
    statistics.statistics.cancel()


def test_a_players_name_taken_twice_is_refused_in_french(make_window, qtbot, catalogues):
    window = make_window()
    in_french(window)
    window.actions.play_round.trigger()
    players = window.round_window.players
    players.list.item(0).setText("Zoé")
    if players.list.count() < 2:
        qtbot.mouseClick(players.add_button, Qt.MouseButton.LeftButton)
    players.list.item(1).setText("Zoé")
    assert players.message.text() == "Il y a déjà un joueur nommé Zoé."


def test_unknown_text_is_kept_after_a_translated_lead_in(catalogues):
    from gui.model.error_text import explain, explain_unexpected
    from gui.qt import language
    from vision.errors import NoBoardError

    language.TRANSLATORS.apply("fr")
    assert explain(NoBoardError("no Boggle board found", reason="photo.no_board")) == (
        "aucune grille de Boggle trouvée"
    )
    # No reason known: the English words stay, so nothing is hidden from the player.
    assert explain(NoBoardError("a new way to fail")) == "a new way to fail"
    assert explain_unexpected(KeyError("x")) == "KeyError: 'x'"
    language.TRANSLATORS.apply("en")
    assert explain(NoBoardError("no Boggle board found", reason="photo.no_board")) == (
        "no Boggle board found"
    )


def test_the_english_messages_of_the_command_line_are_unchanged(tmp_path: Path):
    from solver import Board, BoardError

    try:
        Board.parse("ABCD/EFG")
    except BoardError as error:
        assert str(error) == (
            "row 2 has 3 faces but row 1 has 4 faces: every row needs the same number of faces"
        )
        assert error.reason == "board.uneven_rows"
        assert error.values == {"row": 2, "count": 3, "first": 4}
    else:
        raise AssertionError("not refused")


def test_the_statistics_and_great_board_windows_are_french_before_any_run(
    make_window, qtbot, catalogues
):
    window = make_window()
    in_french(window)
    statistics = window.statistics.open_window()
    assert statistics is not None
    statistics.statistics.cancel()  # no rows yet: the headers are the window's own
    model = statistics.table.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[1:] == ["Part des points", "Grilles qui en ont", "Mots par grille",
                           "Points par grille"]  # fmt: skip
    dialog = window.statistics.open_great_board()
    assert dialog is not None
    intro = dialog.findChildren(QLabel)[0].text()
    assert intro.startswith("Cherche la grille au meilleur score possible")
    dialog.reject()


def test_the_tables_reading_status_is_french_on_the_desktop(
    make_window, qtbot, catalogues, enable, tmp_path, monkeypatch
):
    from table.host import TableHost, TableOptions, open_table

    monkeypatch.setenv("BOGGLE_LENS_DATA_DIR", str(tmp_path / "data"))
    links: list[TableHost] = []

    def opener(_address: str) -> TableHost:
        folder = tmp_path / "table"
        options = TableOptions(host="127.0.0.1", port=0, headless=False, folder=folder,
                               resume=False, warm_reader=False)  # fmt: skip
        links.append(open_table(enable, None, options))
        return links[-1]

    window = make_window()
    window.set_table_opener(opener)
    in_french(window)
    window.actions.phones_table.trigger()  # Grille > Téléphones à la table
    table = window.table.window
    try:
        assert table is not None and table.bridge is not None
        qtbot.waitExposed(table)
        # What the table tells its windows while a phone's photo is read (in English: the
        # phones say it in their own words).
        table.bridge.reading_changed.emit({"busy": True, "waiting": 1,
                                           "message": "Reading a photo…"})  # fmt: skip
        assert table.reading_label.text() == "Lecture d'une photo… (1 en attente)"
    finally:
        table.close()
        for link in links:
            link.close()


def test_a_word_that_does_not_count_is_told_why_in_french(make_window, qtbot, catalogues):
    window = make_window()
    in_french(window)
    qtbot.keyClicks(window.words.check_edit, "zq")
    qtbot.keyClick(window.words.check_edit, Qt.Key.Key_Return)
    shown = QTextDocumentFragment.fromHtml(window.words.check_result.text()).toPlainText()
    # Every reason the solver gives (in English for the command line), said in French.
    assert shown == (
        "✘ zq : trop court : les règles classiques demandent au moins 3 lettres ; absent du "
        "dictionnaire (ENABLE) ; absent de la grille."
    )

    window.actions.play_round.trigger()
    round_window = window.round_window
    qtbot.mouseClick(round_window.start_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(round_window.entry, "zq")
    qtbot.keyClick(round_window.entry, Qt.Key.Key_Return)
    assert round_window.verdict.text().startswith("✗ ZQ : trop court : les règles classiques")
    assert round_window.word_list.item(0).text().startswith("zq  (trop court")
