"""Keeps the word panel, the dictionary in force and the path on the board in step."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QLabel, QWidget

from gui.model.document import Cell
from gui.qt.banner import Banner
from gui.qt.board_view import BoardView
from gui.qt.settings import AppSettings
from gui.qt.solving import BUNDLED, SYSTEM, SolveSession
from gui.qt.word_panel import WordPanel
from solver import Board, FoundWord, Solution, find_paths

WORD_LIST_FILTER = "Word lists (*.txt *.gz *.dic);;All files (*)"


class WordsPresenter(QObject):
    def __init__(
        self,
        session: SolveSession,
        panel: WordPanel,
        view: BoardView,
        settings: AppSettings,
        banner: Banner,
        dictionary_label: QLabel,
        board: Callable[[], Board],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._panel = panel
        self._view = view
        self._settings = settings
        self._banner = banner
        self._label = dictionary_label
        self._board = board
        self._window = parent
        self._paths: list[tuple[Cell, ...]] = []
        self._path_index = 0
        session.solved.connect(self._on_session_solved)
        session.dictionary_changed.connect(self._on_session_dictionary_changed)
        session.dictionary_failed.connect(self._on_session_dictionary_failed)
        panel.word_selected.connect(self._on_panel_word_selected)
        panel.dictionary_chosen.connect(self.choose_dictionary)
        panel.dictionary_file_requested.connect(self._on_panel_dictionary_file_requested)
        panel.rules_chosen.connect(self._on_panel_rules_chosen)
        panel.check_requested.connect(self._on_panel_check_requested)
        panel.path_step_requested.connect(self.step_path)
        panel.set_dictionaries(BUNDLED, self._user_dictionaries())
        panel.show_rules(settings.rules)
        session.set_rules(settings.rules)

    # -- dictionary and rules ----------------------------------------------------------------

    def choose_dictionary(self, key: str) -> None:
        self._session.load_dictionary(key)

    def _user_dictionaries(self) -> list[str]:
        current = self._settings.dictionary
        return [current] if current and current not in (BUNDLED, SYSTEM) else []

    def _on_session_dictionary_changed(self, key: str, name: str) -> None:
        self._settings.dictionary = key
        self._panel.set_dictionaries(key, self._user_dictionaries())
        lexicon = self._session.lexicon
        count = f" · {lexicon.word_count:,} words" if lexicon is not None else ""
        self._label.setText(f"Dictionary: <b>{html.escape(name)}</b>{count}")
        self._label.setToolTip(lexicon.source if lexicon is not None else "")

    def _on_session_dictionary_failed(self, key: str, message: str) -> None:
        lexicon = self._session.lexicon
        kept = f" Still using {lexicon.name}." if lexicon is not None else ""
        self._banner.show_message(
            f"Could not use that word list: {html.escape(message)}.{html.escape(kept)}", "error"
        )
        if lexicon is None and key != BUNDLED:
            self.choose_dictionary(BUNDLED)
        elif lexicon is not None:
            self._on_session_dictionary_changed(
                self._session.dictionary_key or BUNDLED, lexicon.name
            )

    def _on_panel_dictionary_file_requested(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._window, "Choose a word list (one word per line)", "", WORD_LIST_FILTER
        )
        if path:
            self.choose_dictionary(path)

    def _on_panel_rules_chosen(self, name: str) -> None:
        self._settings.rules = name
        self._session.set_rules(name)

    # -- words and their paths ---------------------------------------------------------------

    def _on_session_solved(self, solution: Solution | None) -> None:
        note = ", by board size" if self._session.rules is None else ""
        self._panel.set_solution(solution, note)
        if self._panel.selected_word() is None:
            self._show_paths([])

    def _on_panel_word_selected(self, found: FoundWord | None) -> None:
        if found is None:
            self._show_paths([])
            return
        self._show_paths(find_paths(self._board(), found.word) or [found.path])

    def _show_paths(self, paths: list[tuple[Cell, ...]], index: int = 0) -> None:
        self._paths = paths
        self._path_index = index
        self._view.set_path(paths[index] if paths else ())
        self._panel.set_path_info(index, len(paths))

    def step_path(self, step: int) -> None:
        """Show the next (+1) or previous (-1) way to spell the selected word."""
        if len(self._paths) > 1:
            self._show_paths(self._paths, (self._path_index + step) % len(self._paths))

    def _on_panel_check_requested(self, word: str) -> None:
        check = self._session.check(word)
        self._panel.show_check(check)
        if check is not None and check.ok and not self._panel.select_word(check.word):
            self._show_paths(find_paths(self._board(), check.word))

    def select_word(self, word: str) -> bool:
        return self._panel.select_word(word.strip().lower())
