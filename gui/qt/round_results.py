"""A finished round's results: per player a table of the words listed with their status and
score, the totals, the cancellation switch (re-scores at once) and the words nobody found,
best first; clicking one shows its path on the board."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui.model.round_wording import standings, status_caption, status_colour, word_tally
from gui.model.translation import plural, translate
from solver import PlayerResult, RoundResult, WordPath, WordResult

Index = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractTableModel):
    """A read-only table of rows of plain values; an optional colour per row."""

    def __init__(
        self,
        headers: Sequence[str],
        rows: Sequence[Sequence[object]],
        colours: Sequence[str | None] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._headers = list(headers)
        self._rows = [list(row) for row in rows]
        self._colours = list(colours)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        value = self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(value)
        if role == Qt.ItemDataRole.ForegroundRole and index.row() < len(self._colours):
            colour = self._colours[index.row()]
            return QColor(colour) if colour else None
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None

    def cell(self, row: int, column: int) -> object:
        return self._rows[row][column]


def make_table(model: RowsModel, stretch: int = 0) -> QTableView:
    """A read-only table whose ``stretch`` column takes the room left: the column whose
    texts are longest, so that they are not cut off while short ones get more than they need."""
    table = QTableView()
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().hide()
    for column in range(model.columnCount()):
        table.horizontalHeader().setSectionResizeMode(
            column,
            QHeaderView.ResizeMode.Stretch
            if column == stretch
            else QHeaderView.ResizeMode.ResizeToContents,
        )
    return table


class RoundResults(QWidget):
    """Shows a ``RoundResult``; ``cancel_toggled`` asks the round to re-score."""

    cancel_toggled = Signal(bool)

    def __init__(
        self, show_path: Callable[[str, WordPath | None], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._show_path = show_path
        self._missed: list[tuple[str, WordPath]] = []
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        font = QFont(self.summary.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.summary.setFont(font)
        # Shown only when the history could not keep the round: the result itself stands.
        self.save_problem = QLabel()
        self.save_problem.setWordWrap(True)
        self.save_problem.setStyleSheet("color: #b00020;")
        self.save_problem.hide()
        self.cancel_box = QCheckBox(self.tr("Cancel words that more than one player found"))
        self.cancel_box.setToolTip(self.tr("Classic rules: a word on two lists scores for nobody"))
        self.players = QTabWidget()
        self.player_tables: dict[str, QTableView] = {}
        self.missed_label = QLabel()
        self.missed_table = make_table(RowsModel((self.tr("Missed word"), self.tr("Points")), []))
        lists = QHBoxLayout()
        lists.addWidget(self.players, 3)
        missed = QVBoxLayout()
        missed.addWidget(self.missed_label)
        missed.addWidget(self.missed_table, 1)
        lists.addLayout(missed, 2)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.summary)
        column.addWidget(self.save_problem)
        column.addWidget(self.cancel_box)
        column.addLayout(lists, 1)
        self.cancel_box.toggled.connect(self.cancel_toggled)

    def show_save_failure(self, message: str) -> None:
        self.save_problem.setText(message)
        self.save_problem.show()

    def show_result(self, result: RoundResult) -> None:
        self.summary.setText(standings(result))
        self.cancel_box.blockSignals(True)
        self.cancel_box.setChecked(result.cancel)
        self.cancel_box.blockSignals(False)
        current = self.players.currentIndex()
        self.players.clear()
        self.player_tables = {}
        for player in result.players:
            self.players.addTab(self._player_page(player), f"{player.name}: {player.score}")
        self.players.setCurrentIndex(max(current, 0))
        self._missed = [(m.word, m.path) for m in result.missed]
        self.missed_label.setText(
            plural(
                len(result.missed),
                translate(
                    "RoundResults", "Missed: %n word (click it to see it)", "", len(result.missed)
                ),
                translate(
                    "RoundResults",
                    "Missed: %n words, best first (click one to see it)",
                    "",
                    len(result.missed),
                ),
            )
        )
        model = RowsModel(
            (self.tr("Missed word"), self.tr("Points")), [(m.word, m.score) for m in result.missed]
        )
        self.missed_table.setModel(model)
        self.missed_table.selectionModel().currentRowChanged.connect(self._on_missed_current)

    def _player_page(self, player: PlayerResult) -> QWidget:
        rows = [(w.word, status_caption(w.status), w.points, w.score) for w in player.words]
        colours = [status_colour(w.status) for w in player.words]
        headers = (self.tr("Word"), self.tr("Status"), self.tr("Worth"), self.tr("Score"))
        # The status ("cancelled: another player found it") is the long one, not the word.
        table = make_table(RowsModel(headers, rows, colours), stretch=1)
        room = 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()
        table.setMinimumWidth(_widest(table) + room)
        table.selectionModel().currentRowChanged.connect(
            lambda current, _previous, words=player.words: self._on_word_current(words, current)
        )
        self.player_tables[player.name] = table
        page = QWidget()
        column = QVBoxLayout(page)
        column.addWidget(table, 1)
        tally = self.tr("{tally} — score {score}")
        column.addWidget(QLabel(tally.format(tally=word_tally(player.words), score=player.score)))
        return page

    def _on_word_current(self, words: Sequence[WordResult], current: QModelIndex) -> None:
        if current.isValid():
            chosen = words[current.row()]
            self._show_path(chosen.word, chosen.path)

    def _on_missed_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            word, path = self._missed[current.row()]
            self._show_path(word, path)


def _widest(table: QTableView) -> int:
    """The width every column's longest text needs, side by side."""
    return sum(
        max(table.sizeHintForColumn(c), table.horizontalHeader().sectionSizeHint(c))
        for c in range(table.model().columnCount())
    )
