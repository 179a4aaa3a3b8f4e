"""The main window's statistics actions: the dice statistics window, "How good is this board?"
(answered in the banner over the board) and "Find a great board…".

Everything behind them is made on first use: the models, the workers, and above all the window
and its charts, since importing QtCharts costs the app's start-up time (bench/startup_bench.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from gui.model.dictionaries import BUNDLED
from gui.model.edition import dice_for_size
from gui.model.reading import Notice
from gui.model.translation import number, translate
from solver import Board
from solver.dice import dice_set

if TYPE_CHECKING:
    from gui.model.app import AppModel
    from gui.model.document import BoardDocument
    from gui.model.great_board import GreatBoardSearch
    from gui.model.statistics import StatisticsModel, StatisticsPlan
    from gui.model.statistics_figures import BoardRating
    from gui.qt.great_board_dialog import GreatBoardDialog
    from gui.qt.main_window import MainWindow
    from gui.qt.statistics_window import StatisticsWindow
    from gui.qt.statistics_work import StatisticsWork


class StatisticsActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._main = window
        self._app: AppModel = window.model
        self._statistics: StatisticsModel | None = None
        self._search: GreatBoardSearch | None = None
        self._work: StatisticsWork | None = None
        self.window: StatisticsWindow | None = None
        self.dialog: GreatBoardDialog | None = None
        self.boards = 2000  # per run: the window's first, and "How good is this board?"
        self._rating_wanted = False  # the banner waits for an answer
        self._rating_shown: str | None = None  # the banner's text while it shows one
        self._rated_board: Board | None = None  # the board the question was about
        actions = window.actions
        actions.statistics.triggered.connect(self.open_window)
        actions.how_good.triggered.connect(self.how_good)
        actions.great_board.triggered.connect(self.open_great_board)
        self._app.document_changed.connect(self._on_document_changed)

    # -- the models, on first use --------------------------------------------------------------

    def models(self) -> tuple[StatisticsModel, GreatBoardSearch]:
        if self._statistics is None or self._search is None:
            from gui.model.great_board import GreatBoardSearch
            from gui.model.statistics import StatisticsModel
            from gui.qt.statistics_work import StatisticsWork

            self._statistics, self._search = StatisticsModel(), GreatBoardSearch()
            self._work = StatisticsWork(
                self._statistics, self._search, lambda: self._app.words.lexicon, self
            )
            self._statistics.rated.connect(self._on_rated)
            self._statistics.failed.connect(self._on_failed)
            self._statistics.rating_dropped.connect(self._on_rating_dropped)
        return self._statistics, self._search

    @property
    def work(self) -> StatisticsWork | None:
        return self._work

    def current_plan(self, boards: int | None = None, dice: str | None = None) -> StatisticsPlan:
        """A run for the board on screen, the rules and the word list in force."""
        from gui.model.statistics import plan_for

        words, board = self._app.words, self._app.document.board
        # Unless told which, the game language's own dice of the board's size (English: None,
        # the published set plan_for picks), as its dictionary is the one in force.
        own = dice_for_size(self._app.language, max(board.rows, board.cols))
        dictionary = words.dictionary_key or BUNDLED
        return plan_for(
            board, words.rules_name, dictionary, boards or self.boards, dice=dice or own
        )

    def _dictionary_ready(self) -> bool:
        if self._app.words.lexicon is None:
            self._app.status.emit(
                translate(
                    "StatisticsActions", "The dictionary is still loading; try again in a moment."
                ),
                4000,
            )
            return False
        return True

    # -- the window ----------------------------------------------------------------------------

    def open_window(self) -> StatisticsWindow | None:
        if not self._dictionary_ready():
            return None
        if self.window is None:
            from gui.qt.statistics_window import StatisticsWindow  # QtCharts: only now

            statistics, _search = self.models()
            self.window = StatisticsWindow(statistics, self._app, self.current_plan, self._main)
            self.window.boards.setValue(self.boards)
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        self.window.run_if_stale()
        return self.window

    # -- how good is this board? ---------------------------------------------------------------

    def how_good(self) -> None:
        lexicon = self._app.words.lexicon
        if lexicon is None or not self._dictionary_ready():
            return
        from gui.model.statistics_figures import dice_label

        statistics, _search = self.models()
        plan = self.current_plan()
        board = self._app.document.board
        side = dice_set(plan.dice).side
        if (board.rows, board.cols) != (side, side):
            self._show(translate("StatisticsActions", "This board is {rows}x{cols}: no dice set "
                                 "rolls boards of that shape to compare it with.").format(
                rows=board.rows, cols=board.cols), "warning")  # fmt: skip
            return
        self._rating_wanted = True
        self._rated_board = self._app.document.board
        if statistics.rate_board(self._app.document.board, lexicon, plan) is not None:
            self._show(translate("StatisticsActions", "Rolling {boards} boards from the {dice} "
                                 "dice to compare this board with…").format(
                boards=number(plan.boards), dice=dice_label(plan.dice)))  # fmt: skip

    def _on_rated(self, rating: BoardRating) -> None:
        from gui.model.statistics_figures import board_rating_sentence

        if self._rating_wanted:
            self._rating_wanted = False
            self._show(board_rating_sentence(rating))

    def _on_rating_dropped(self) -> None:
        # The run was cancelled before any board came back, or replaced by another dice set's.
        if self._rating_wanted:
            self._rating_wanted = False
            self._show(
                translate(
                    "StatisticsActions", "No answer: the boards to compare with were not rolled."
                ),
                "warning",
            )

    def _on_failed(self, text: str) -> None:
        if self._rating_wanted:
            self._rating_wanted = False
            self._show(text, "error")

    def _show(self, text: str, level: str = "info") -> None:
        self._rating_shown = text
        self._app.notice.emit(Notice(text, level))

    def _on_document_changed(self, document: BoardDocument) -> None:
        if document.board == self._rated_board:
            return  # the same board (its photo's pixels arrived, or an undo came back to it)
        # The answer (or the one on its way) was about the board before: drop it rather than
        # let it mislead.
        self._rating_wanted = False
        self._rated_board = None
        if self._rating_shown is not None and self._main.banner.text == self._rating_shown:
            self._app.notice.emit(None)
        self._rating_shown = None

    # -- find a great board --------------------------------------------------------------------

    def open_great_board(self) -> GreatBoardDialog | None:
        if not self._dictionary_ready():
            return None
        if self.dialog is None:
            from gui.qt.great_board_dialog import GreatBoardDialog

            _statistics, search = self.models()
            self.dialog = GreatBoardDialog(search, self._app, self._main)
        self.dialog.prepare(self._app.document.board.rows)
        self.dialog.open()
        return self.dialog

    def remake_window(self) -> bool:
        """The statistics window made again (in a new language) when no run is under way: its
        figures live in the model, so nothing is lost. False when a run keeps it as it is."""
        window = self.window
        if window is None:
            return True
        if window.statistics.running:
            return False
        shown = window.isVisible()
        window.close()
        window.deleteLater()
        self.window = None
        if shown:
            self.open_window()
        return True

    def close(self) -> None:
        """The main window is closing: stop every job, close the windows."""
        if self._statistics is not None:
            self._statistics.cancel()
        if self._search is not None:
            self._search.cancel()
        if self._work is not None:
            self._work.cancel_all()
        if self.window is not None:
            self.window.close()
        if self.dialog is not None:
            self.dialog.close()
