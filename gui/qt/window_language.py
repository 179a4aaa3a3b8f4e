"""The main window in the app's language: its own words again over the same model, and the
other windows made again where nothing is under way in them. Called when the window is built
and whenever the player picks another language (View > Language)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.model.translation import translate
from gui.qt.window_actions import translate_actions, translate_menus

if TYPE_CHECKING:
    from gui.qt.main_window import MainWindow


def retranslate_main_window(window: MainWindow) -> None:
    """Every word of the main window; the board, the list and the undo history stay."""
    translate_actions(window.actions)
    translate_menus(window.menus)
    window.undo_actions.retranslate()
    window.edition_menu.retranslate()
    window.photos.refresh_recent()
    window.size_combo.setToolTip(translate("MainWindow", "Grid size"))
    window.grid_label.setText(translate("MainWindow", "Grid"))
    words = window.model.words
    lexicon = words.lexicon
    if lexicon is not None:
        window.show_dictionary_caption(words.dictionary_key or "", lexicon.name)
    else:
        window.dictionary_label.setText(translate("MainWindow", "Dictionary: loading…"))
    window.setWindowTitle(window.model.title)


def remake_other_windows(window: MainWindow) -> None:
    """The other windows in the new language: those whose state lives in the model are made
    again (shown again if they were); a round, the phones' table or a running job keeps its
    words until its window is next made, and the status bar says so."""
    kept = not window.statistics.remake_window()
    history = window.history_window
    if history is not None:
        shown = history.isVisible()
        history.close()
        history.deleteLater()
        window.history_window = None
        if shown:
            window.open_history()
    busy = (window.round_window, window.table.window)
    if kept or any(other is not None and other.isVisible() for other in busy):
        window.statusBar().showMessage(
            translate(
                "MainWindow", "The windows of a game under way change language when next opened."
            ),
            8000,
        )
