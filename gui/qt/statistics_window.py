"""The dice statistics window: roll many boards of a dice set in the background (progress bar,
Cancel) and show what they held, as ``boggle-lens stats`` does: the spread of points and of
words (histograms), the points by word length, the share of points each length brings and how
often it is there, and where the board on screen stands among them.

Imported only when the window first opens: it loads QtCharts.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.model.app import AppModel
from gui.model.document import BoardDocument
from gui.model.edition import roll_choices
from gui.model.statistics import Distribution, StatisticsModel, StatisticsPlan, score_on
from gui.model.statistics_figures import (
    board_rating_sentence,
    dice_label,
    histogram,
    length_rows,
    lengths_text,
    run_heading,
    spreads_text,
)
from gui.model.translation import QT_TRANSLATE_NOOP, number, translate
from gui.model.wording import roll_label
from gui.qt.round_results import RowsModel, make_table
from gui.qt.statistics_charts import ChartView, draw_histogram, draw_lengths
from solver.dice import dice_set

PlanFactory = Callable[[int | None, str | None], StatisticsPlan]  # (boards, dice) for the board

REDRAW_EVERY = 0.5  # seconds between redraws while the boards come in
# English sources, marked for the translators and translated where they are shown.
LENGTH_HEADERS = (
    QT_TRANSLATE_NOOP("StatisticsWindow", "Letters"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Share of points"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Boards with one"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Words per board"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Points per board"),
)
SCORE_TITLE = QT_TRANSLATE_NOOP("StatisticsWindow", "Points per board")
WORDS_TITLE = QT_TRANSLATE_NOOP("StatisticsWindow", "Words per board")
LENGTHS_TITLE = QT_TRANSLATE_NOOP("StatisticsWindow", "Points per board, by word length")


class StatisticsWindow(QWidget):
    def __init__(
        self,
        statistics: StatisticsModel,
        app: AppModel,
        plan_for_board: PlanFactory,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Dice statistics"))
        self.statistics = statistics
        self._app = app
        self._plan_for_board = plan_for_board
        self._drawn_at = 0.0
        self.dice = QComboBox()
        self._fill_dice(app.language)
        app.language_changed.connect(self._fill_dice)
        self.boards = QSpinBox()
        self.boards.setRange(100, 1_000_000)
        self.boards.setSingleStep(1000)
        self.boards.setGroupSeparatorShown(True)
        self.boards.setValue(2000)
        self.seed = QSpinBox()
        self.seed.setRange(0, 1_000_000_000)
        self.seed.setToolTip(
            self.tr("The same seed rolls the same boards (as boggle-lens stats --seed)")
        )
        self.run_button = QPushButton(self.tr("&Roll the boards"))
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v / %m boards"))
        self.progress.setMinimumWidth(220)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop rolling; the boards rolled so far are kept"))
        self.cancel_button.setEnabled(False)
        self.rating = QLabel()
        self.rating.setObjectName("statisticsRating")
        self.rating.setStyleSheet("font-size: 15px; font-weight: bold; padding: 2px 0;")
        self.heading = QLabel()
        self.heading.setStyleSheet("font-weight: bold;")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("statisticsMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c62828;")
        self.message.hide()
        self.score_chart = ChartView(SCORE_TITLE)
        self.words_chart = ChartView(WORDS_TITLE)
        self.lengths_chart = ChartView(LENGTHS_TITLE)
        # The headers in the app's language before the first run has any rows, too.
        self.table = make_table(RowsModel(tuple(self._title(h) for h in LENGTH_HEADERS), []))
        self._build_layout()
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.statistics.cancel)
        statistics.started.connect(self._on_started)
        statistics.progressed.connect(self._on_progressed)
        statistics.finished.connect(self._on_finished)
        statistics.failed.connect(self._on_failed)
        app.document_changed.connect(self._on_document_changed)
        self.resize(1100, 780)
        if statistics.distribution is not None:
            self._draw(statistics.distribution)

    def _build_layout(self) -> None:
        controls = QHBoxLayout()
        for label, widget in (
            (self.tr("Dice"), self.dice),
            (self.tr("Boards"), self.boards),
            (self.tr("Seed"), self.seed),
        ):
            controls.addWidget(QLabel(label))
            controls.addWidget(widget)
        controls.addWidget(self.run_button)
        controls.addStretch(1)
        controls.addWidget(self.progress)
        controls.addWidget(self.cancel_button)
        charts = QGridLayout()
        charts.addWidget(self.score_chart, 0, 0)
        charts.addWidget(self.words_chart, 0, 1)
        charts.addWidget(self.lengths_chart, 1, 0)
        charts.addWidget(self.table, 1, 1)
        charts.setRowStretch(0, 1)
        charts.setRowStretch(1, 1)
        column = QVBoxLayout(self)
        column.addLayout(controls)
        column.addWidget(self.message)
        column.addWidget(self.rating)
        column.addWidget(self.heading)
        column.addWidget(self.summary)
        column.addLayout(charts, 1)

    # -- running -------------------------------------------------------------------------------

    def chosen_plan(self) -> StatisticsPlan:
        plan = self._plan_for_board(self.boards.value(), self.dice.currentData())
        return replace(plan, seed=self.seed.value())

    def run(self) -> int:
        return self.statistics.start(self.chosen_plan())

    def run_if_stale(self) -> None:
        """On opening: roll the board's own dice set unless the figures shown already are."""
        if self.statistics.running:
            return
        wanted = self._plan_for_board(self.boards.value(), None)
        shown = self.statistics.distribution
        if shown is None or not shown.plan.measures_like(wanted):
            self.dice.setCurrentIndex(max(self.dice.findData(wanted.dice), 0))
            self.run()
        else:
            self._show_rating(shown)

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    def _on_started(self, plan: StatisticsPlan) -> None:
        self._set_running(True)
        self.message.hide()
        self.progress.setRange(0, plan.boards)
        self.progress.setValue(0)
        self.heading.setText(
            self.tr("Rolling {boards} boards from the {dice} dice…").format(
                boards=number(plan.boards), dice=dice_label(plan.dice)
            )
        )
        self._drawn_at = time.monotonic()

    def _on_progressed(self, done: int, planned: int) -> None:
        self.progress.setValue(done)
        if done < planned and time.monotonic() - self._drawn_at >= REDRAW_EVERY:
            partial = self.statistics.snapshot()
            if partial is not None:
                self._draw(partial, rolling=True)

    def _on_finished(self, distribution: Distribution) -> None:
        self._set_running(False)
        self.progress.setValue(distribution.total.boards)
        self._draw(distribution)

    def _on_failed(self, text: str) -> None:
        self._set_running(False)
        self.message.setText(text)
        self.message.show()
        self.heading.setText(self.tr("No figures: the run stopped before any board came back."))

    # -- showing the figures ---------------------------------------------------------------------

    def _draw(self, distribution: Distribution, rolling: bool = False) -> None:
        self._drawn_at = time.monotonic()
        plan, total = distribution.plan, distribution.total
        heading = run_heading(
            plan.dice, plan.rules_name, self._dictionary_name(), total.boards, distribution.complete
        )
        if rolling:
            heading = self.tr("{done} of {boards} boards so far from the {dice} dice…").format(
                done=number(total.boards), boards=number(plan.boards), dice=dice_label(plan.dice)
            )
        else:
            heading += self.tr(", seed {seed}, in {seconds} s").format(
                seed=plan.seed, seconds=f"{distribution.seconds:.1f}"
            )
        self.heading.setText(heading)
        self.summary.setText(f"{spreads_text(total)}\n{lengths_text(total)}")
        mark = self._board_mark(distribution)
        draw_histogram(self.score_chart, self._title(SCORE_TITLE), histogram(total.scores),
                       self.tr("points"), mark)  # fmt: skip
        draw_histogram(self.words_chart, self._title(WORDS_TITLE), histogram(total.words),
                       self.tr("words"))  # fmt: skip
        rows = length_rows(total)
        draw_lengths(self.lengths_chart, self._title(LENGTHS_TITLE), rows)
        self.table.setModel(
            RowsModel(
                tuple(self._title(header) for header in LENGTH_HEADERS),
                [
                    (
                        r.length,
                        f"{r.share_of_points:.1%}",
                        f"{r.boards_with:.1%}",
                        f"{r.words_per_board:.2f}",
                        f"{r.points_per_board:.2f}",
                    )
                    for r in rows
                ],
            )
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._show_rating(distribution)

    @staticmethod
    def _title(source: str) -> str:
        return translate("StatisticsWindow", source)

    def _fill_dice(self, code: str) -> None:
        """The game language's own dice first, then the English sets; the choice kept if it
        is still offered."""
        chosen = self.dice.currentData()
        self.dice.clear()
        for name in roll_choices(code):
            self.dice.addItem(roll_label(name), name)
        self.dice.setCurrentIndex(max(self.dice.findData(chosen), 0))

    def _dictionary_name(self) -> str:
        lexicon = self._app.words.lexicon
        return lexicon.name if lexicon is not None else self.tr("no dictionary")

    def _board_score(self, distribution: Distribution) -> int | None:
        """The board on screen's score by the run's rules, if it is that run's size."""
        board, lexicon = self._app.document.board, self._app.words.lexicon
        side = dice_set(distribution.plan.dice).side
        if lexicon is None or (board.rows, board.cols) != (side, side):
            return None
        return score_on(board, lexicon, distribution.plan)

    def _board_mark(self, distribution: Distribution) -> tuple[int, str] | None:
        score = self._board_score(distribution)
        return (
            None
            if score is None
            else (score, self.tr("this board: {score} points").format(score=number(score)))
        )

    def _show_rating(self, distribution: Distribution | None) -> None:
        if distribution is None or not distribution.total.boards:
            self.rating.clear()
            return
        score = self._board_score(distribution)
        if score is None:
            board = self._app.document.board
            side = dice_set(distribution.plan.dice).side
            self.rating.setText(
                self.tr(
                    "The board on screen is {rows}x{cols}; these boards are {side}x{side}."
                ).format(rows=board.rows, cols=board.cols, side=side)
            )
            return
        self.rating.setText(board_rating_sentence(distribution.rate(score)))

    def _on_document_changed(self, _document: BoardDocument) -> None:
        if self.isVisible() and not self.statistics.running:
            shown = self.statistics.distribution
            self._show_rating(shown)
            if shown is not None:
                mark = self._board_mark(shown)
                bins = histogram(shown.total.scores)
                draw_histogram(self.score_chart, self._title(SCORE_TITLE), bins, self.tr("points"),
                               mark)  # fmt: skip

    def closeEvent(self, event: QCloseEvent) -> None:
        # What a run still sends after this is dropped by the model.
        self.statistics.cancel()
        super().closeEvent(event)
