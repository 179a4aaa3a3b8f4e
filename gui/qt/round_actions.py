"""The main window's round and history actions: Board > Play a round (the round window, its
remembered set-up and house rules, a round's word shown on the main board) and Board > History.

The round and history windows are made on first use: QtCharts, QtMultimedia and SQLite cost
the app's start-up time. The windows stay the main window's (``round_window``,
``history_window``), where the language switch and the tests find them. The sentences keep the
main window's translation context, where the catalogues have them.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from gui.model.reading import Notice
from gui.model.round import Phase
from gui.model.translation import told, translate
from solver import WordPath

if TYPE_CHECKING:
    from gui.model.history import StoredRound
    from gui.qt.history_window import HistoryWindow
    from gui.qt.main_window import MainWindow
    from gui.qt.round_window import RoundWindow


class RoundActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._main = window
        self._hidden_word: str | None = None  # the word selected when a round began

    def open_round(self) -> RoundWindow | None:
        """Show the round window: the round under way, or a new one on the board on screen."""
        window = self._main.round_window
        if window is None or window.round.result is not None:
            if window is not None:
                window.close()
            window = self._new_round_window()
            if window is None:
                return None
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def _new_round_window(self) -> RoundWindow | None:
        from gui.qt.round_window import RoundWindow  # QtCharts and QtMultimedia: on demand

        main, settings = self._main, self._main.settings
        players = settings.round_players or [translate("MainWindow", "Player 1")]
        round_ = main.model.new_round(players, settings.round_seconds, clock=main.round_clock)
        if round_ is None:
            return None
        window = RoundWindow(
            round_, self.show_round_path, self._player_rounds, settings.round_sound, main
        )
        main.round_window = window
        self._use_remembered_house_rules(window)
        window.new_round_wanted.connect(self.open_round)
        window.closed.connect(lambda: self._hide_answers(False))
        round_.phase_changed.connect(lambda phase: self._on_round_phase_changed(window, phase))
        return window

    def _on_round_phase_changed(self, window: RoundWindow, phase: Phase) -> None:
        self._hide_answers(phase in (Phase.PLAYING, Phase.WRITING))
        self._remember_round_setup(window)

    def _hide_answers(self, hidden: bool) -> None:
        """While a round runs, nothing of the solution shows on the main window: the word list
        hides, and the word selected in it lets go, so its path leaves the board (and the
        board's dimmed dice come back). When the round ends (or its window closes, which
        pauses it), the list and that word come back, unless the board changed meanwhile."""
        words = self._main.words
        if hidden:
            selected = words.selected_word()
            if selected is not None:
                self._hidden_word = selected.word
            words.clear_selection()
            words.hide()
            return
        words.show()
        word, self._hidden_word = self._hidden_word, None
        if word is not None and self._main.model.words.selected_word is None:
            words.select_word(word)

    def open_history(self) -> HistoryWindow | None:
        """Board > History; None, and the banner says why, when the history cannot be opened
        (a data folder that cannot be made, a lock, a newer schema)."""
        from gui.model.history import HistoryError
        from gui.qt.history_window import HistoryWindow  # SQLite and the exporters, on demand

        main = self._main
        if main.history_window is None:
            try:
                store = main.model.history()
            except HistoryError as error:  # its message is in the player's language already
                reason = html.escape(str(error))
                main.model.notice.emit(
                    Notice(
                        told(
                            lambda: translate(
                                "MainWindow", "The rounds played cannot be shown: {reason}"
                            ).format(reason=reason)
                        ),
                        "error",
                    )
                )
                return None
            main.history_window = HistoryWindow(store, main)  # type: ignore[arg-type]
        else:
            main.history_window.refresh()
        main.history_window.show()
        main.history_window.raise_()
        return main.history_window

    def _player_rounds(self, player: str) -> list[StoredRound]:
        from gui.model.history import HistoryError

        try:
            return self._main.model.history().rounds(player)  # type: ignore[attr-defined]
        except HistoryError:  # no past rounds to show; saving the round said why already
            return []

    def _use_remembered_house_rules(self, window: RoundWindow) -> None:
        """The house rules of the last round, if its file still loads; a file gone or broken
        is forgotten, and the round window says why it plays by the standard rules."""
        settings = self._main.settings
        path = settings.round_house_rules
        if path is not None and not window.use_house_rules(path):
            settings.round_house_rules = None
            reason = window.players.message.text()
            window.players.message.setText(
                translate("MainWindow", "Playing by the standard rules: {reason}").format(
                    reason=reason
                )
            )
        window.house_rules_chosen.connect(self._on_round_house_rules_chosen)

    def _on_round_house_rules_chosen(self, path: Path | None) -> None:
        self._main.settings.round_house_rules = path

    def _remember_round_setup(self, window: RoundWindow) -> None:
        settings = self._main.settings
        settings.round_players = list(window.round.players)
        settings.round_seconds = round(window.round.timer.duration)
        settings.round_sound = window.sound.enabled

    def show_round_path(self, word: str, path: WordPath | None, flash: bool) -> None:
        """A round's word on the main board: briefly (a word just typed) or until the next."""
        main = self._main
        round_ = main.model.round
        if round_ is None or round_.board != main.document.board:
            main.statusBar().showMessage(
                translate("MainWindow", "The board has changed since the round began."), 4000
            )
            return
        main.model.words.show_paths(word, [path] if path is not None else [])
        if flash and path is not None:
            QTimer.singleShot(1500, self, lambda: self._end_flash(word))  # dies with the window

    def _end_flash(self, word: str) -> None:
        if self._main.model.words.selected_word == word:
            self._main.model.words.show_paths(None, [])
