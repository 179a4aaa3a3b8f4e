"""The statistics window's charts (QtCharts): a histogram as a stepped area over a numeric axis,
with a line where the board on screen falls, and the points by word length as bars.

Each draw makes a fresh QChart: axes removed from a chart that is redrawn leave their old labels
on screen (seen in the history window's grabs, see style_view.py).
"""

from __future__ import annotations

import math

from PySide6.QtCharts import (
    QAreaSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

from gui.model.statistics_figures import Bin, LengthRow, nice_width
from gui.model.translation import translate

FILL = QColor("#7aa6c9")
EDGE = QColor("#2f6f9f")
MARK = QColor("#c62828")


class ChartView(QChartView):
    """A chart view that holds its chart's Python wrapper: PySide would otherwise delete a
    chart made in a function once the function returns, under the view still drawing it."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        self.current = empty_chart(title)
        super().__init__(self.current, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(320, 230)

    def replace_chart(self, chart: QChart) -> None:
        old, self.current = self.current, chart
        self.setChart(chart)  # the view lets go of the old chart: delete it
        old.deleteLater()


def empty_chart(title: str) -> QChart:
    chart = QChart()
    chart.setTitle(title)
    font = QFont(chart.titleFont())
    font.setBold(True)
    chart.setTitleFont(font)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.legend().hide()
    return chart


def _axis(title: str, low: float, high: float, ticks: int = 6) -> QValueAxis:
    """A value axis with round ticks (0, 100, 200…) about ``ticks`` of them, its top rounded
    up to one."""
    step = nice_width(max(round(high - low), 1), ticks)
    axis = QValueAxis()
    axis.setTitleText(title)
    axis.setRange(low, math.ceil(high / step) * step)
    axis.setLabelFormat("%d")
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0)
    axis.setTickInterval(step)
    return axis


def draw_histogram(
    view: ChartView,
    title: str,
    bins: list[Bin],
    x_title: str,
    mark: tuple[int, str] | None = None,
) -> None:
    """Boards per bin as a stepped area; ``mark`` (value, label) draws a line at a value."""
    chart = empty_chart(title)
    if not bins:
        view.replace_chart(chart)
        return
    outline = QLineSeries()
    for b in bins:
        outline.append(b.low, b.count)
        outline.append(b.high, b.count)
    floor = QLineSeries()
    floor.append(bins[0].low, 0)
    floor.append(bins[-1].high, 0)
    area = QAreaSeries(outline, floor)
    # The area does not own its edges: parented to it, they live as long as it does, where as
    # Python's objects alone they would be deleted when this function returns.
    outline.setParent(area)
    floor.setParent(area)
    area.setName(translate("StatisticsCharts", "boards"))
    area.setColor(FILL)
    area.setBorderColor(EDGE)
    chart.addSeries(area)
    top = max(b.count for b in bins) * 1.05 or 1
    low, high = bins[0].low, bins[-1].high
    series: list[QAreaSeries | QLineSeries] = [area]
    if mark is not None:
        value, label = mark
        line = QLineSeries()
        line.setName(label)
        line.append(value, 0)
        line.append(value, top)
        line.setPen(QPen(MARK, 2.5))
        chart.addSeries(line)
        series.append(line)
        low, high = min(low, value), max(high, value + 1)
        chart.legend().show()
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.legend().markers(area)[0].setVisible(False)
    x_axis = _axis(x_title, low, high)
    y_axis = _axis(translate("StatisticsCharts", "boards"), 0, top, 5)
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    for item in series:
        item.attachAxis(x_axis)
        item.attachAxis(y_axis)
    view.replace_chart(chart)


def draw_lengths(view: ChartView, title: str, rows: list[LengthRow]) -> None:
    """Points a board holds, on average, from words of each length."""
    chart = empty_chart(title)
    if not rows:
        view.replace_chart(chart)
        return
    points = QBarSet(translate("StatisticsCharts", "points per board"))
    points.setColor(EDGE)
    for row in rows:
        points.append(row.points_per_board)
    bars = QBarSeries()
    bars.append(points)
    chart.addSeries(bars)
    lengths = QBarCategoryAxis()
    lengths.append([str(row.length) for row in rows])
    lengths.setTitleText(translate("StatisticsCharts", "letters in the word"))
    most = max(row.points_per_board for row in rows)
    values = _axis(translate("StatisticsCharts", "points per board"), 0, most * 1.15 or 1, 5)
    chart.addAxis(lengths, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(values, Qt.AlignmentFlag.AlignLeft)
    bars.attachAxis(lengths)
    bars.attachAxis(values)
    view.replace_chart(chart)
