"""Your style: for one player, the words found at each length against what the boards held, as
a bar chart (QtCharts) and a table with the points, and one sentence of advice (made in
``gui.model.style``). It shows this round or every stored round the player played."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QValueAxis,
)
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.model.statistics_figures import nice_width
from gui.model.style import LengthRow, ScoredRound, advice, boards_played, style_rows
from gui.model.translation import translate
from gui.qt.round_results import RowsModel

THIS_ROUND, ALL_ROUNDS = range(2)  # the scope's choices, by index


class StyleView(QWidget):
    def __init__(
        self, history: Callable[[str], Sequence[ScoredRound]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._history = history  # a player's stored rounds
        self._round: ScoredRound | None = None
        self.player = QComboBox()
        self.scope = QComboBox()
        self.scope.addItems([self.tr("This round"), self.tr("All my rounds")])
        self.chart = self._new_chart()
        self.chart_view = QChartView(self.chart)
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setMinimumHeight(220)
        self.table = QTableView()
        self.table.verticalHeader().hide()
        self.table.setMaximumHeight(170)
        # Each column as wide as its header or its figures, the last taking the room left: with
        # every column stretched alike, "Punkte auf dem Spielfeld" was cut at 640 pixels.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.advice = QLabel()
        self.advice.setWordWrap(True)
        self.advice.setStyleSheet("font-size: 15px; padding: 4px;")
        choices = QHBoxLayout()
        choices.addWidget(QLabel(self.tr("Player")))
        choices.addWidget(self.player)
        choices.addWidget(self.scope)
        choices.addStretch(1)
        column = QVBoxLayout(self)
        column.addLayout(choices)
        column.addWidget(self.advice)
        column.addWidget(self.chart_view, 1)
        column.addWidget(self.table)
        self.player.currentIndexChanged.connect(self._refresh)
        self.scope.currentIndexChanged.connect(self._refresh)

    def show_round(self, scored: ScoredRound) -> None:
        self._round = scored
        current = self.player.currentText()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems([p.name for p in scored.players])
        self.player.setCurrentIndex(max(self.player.findText(current), 0))
        self.player.blockSignals(False)
        self._refresh()

    def show_history(self, players: Sequence[str], chosen: str | None = None) -> None:
        """Every stored round of one of ``players`` (no round of the moment to compare)."""
        self._round = None
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems(list(players))
        self.player.setCurrentIndex(max(self.player.findText(chosen or ""), 0))
        self.player.blockSignals(False)
        self.scope.setCurrentIndex(ALL_ROUNDS)
        self.scope.hide()
        self._refresh()

    def _rounds(self) -> Sequence[ScoredRound]:
        if self.scope.currentIndex() == ALL_ROUNDS:
            return self._history(self.player.currentText())
        return [self._round] if self._round is not None else []

    @property
    def rows(self) -> list[LengthRow]:
        return style_rows(self._rounds(), self.player.currentText())

    def _refresh(self) -> None:
        rounds, name = self._rounds(), self.player.currentText()
        rows = style_rows(rounds, name)
        boards = boards_played(rounds, name)
        self.advice.setText(advice(rows, name, boards))
        # After one board, the board: "on the boards" reads as a slip there.
        on_boards = self.tr("On the board") if boards == 1 else self.tr("On the boards")
        points_on_boards = (
            self.tr("Points on the board") if boards == 1 else self.tr("Points on the boards")
        )
        self._draw(rows, points_on_boards, boards)
        self.table.setModel(
            RowsModel(
                (
                    self.tr("Letters"),
                    self.tr("Found"),
                    on_boards,
                    self.tr("Points found"),
                    points_on_boards,
                ),
                [(r.label, r.found, r.held, r.found_points, r.held_points) for r in rows],
            )
        )

    @staticmethod
    def _new_chart(boards: int = 0) -> QChart:
        chart = QChart()
        chart.setTitle(
            translate("StyleView", "Points by word length: found against what the board held")
            if boards == 1
            else translate("StyleView", "Points by word length: found against what the boards held")
        )
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        return chart

    def _draw(self, rows: list[LengthRow], points_on_boards: str, boards: int) -> None:
        # A fresh chart each time: axes removed from a chart that is redrawn left their old
        # labels on screen (seen in the history window's grabs).
        chart, old = self._new_chart(boards), self.chart
        self.chart_view.setChart(chart)  # the view lets go of the old chart: delete it
        old.deleteLater()
        self.chart = chart
        found, held = QBarSet(self.tr("Points found")), QBarSet(points_on_boards)
        found.setColor(QColor("#2f6f9f"))
        held.setColor(QColor("#c9d3de"))
        for row in rows:
            found.append(row.found_points)
            held.append(row.held_points)
        series = QBarSeries()
        series.append(found)
        series.append(held)
        chart.addSeries(series)
        # The lengths alone under the bars, the word for them once as the axis's title: "8+
        # Buchstaben" under each bar was cut short at the window's smallest width.
        categories = QBarCategoryAxis()
        categories.append([row.label for row in rows])
        categories.setTitleText(self.tr("Letters"))
        # Round ticks (0, 5, 10… or 0, 20, 40…), the top the first one at or over the most.
        top = max([row.held_points for row in rows] + [1])
        step = nice_width(top, 5)
        values = QValueAxis()
        values.setRange(0, math.ceil(top / step) * step)
        values.setTickType(QValueAxis.TickType.TicksDynamic)
        values.setTickAnchor(0)
        values.setTickInterval(step)
        values.setLabelFormat("%d")
        chart.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(values, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(categories)
        series.attachAxis(values)
