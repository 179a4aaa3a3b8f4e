"""The found words as a Qt table: word, points, length; sortable and filterable."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QStyleOptionHeader, QWidget

from solver import FoundWord

WORD, POINTS, LENGTH = range(3)
HEADERS = ("Word", "Points", "Length")
SORT_ROLE = Qt.ItemDataRole.UserRole
FOUND_WORD_ROLE = Qt.ItemDataRole.UserRole + 1
DESCENDING_SORT_ROLE = Qt.ItemDataRole.UserRole + 2

Index = QModelIndex | QPersistentModelIndex


class WordTableModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words: list[FoundWord] = []
        self._cells: list[tuple[tuple[object, ...], tuple[int, ...], tuple[int, ...]]] = []

    def set_words(self, words: Sequence[FoundWord]) -> None:
        self.beginResetModel()
        self._words = list(words)
        # Shown values and sort keys made once: the proxy asks for them thousands of times.
        # Keys are integers, so Qt compares them in C++. Ties on points or length fall back to
        # the word, alphabetically whichever way the column runs: a reversed sort would
        # otherwise list a score's words from Z to A.
        alphabetical = sorted(range(len(self._words)), key=lambda i: self._words[i].word)
        rank = [0] * len(self._words)
        for position, index in enumerate(alphabetical):
            rank[index] = position
        count = max(len(self._words), 1)
        self._cells = []
        for w, r in zip(self._words, rank, strict=True):
            length = len(w.word)
            self._cells.append(
                (
                    (w.word, w.score, length),
                    (r, w.score * count + r, length * count + r),
                    (r, w.score * count + count - 1 - r, length * count + count - 1 - r),
                )
            )
        self.endResetModel()

    def word_at(self, row: int) -> FoundWord:
        return self._words[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._words)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return HEADERS[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[index.row()][0][index.column()]
        if role == SORT_ROLE:
            return self._cells[index.row()][1][index.column()]
        if role == DESCENDING_SORT_ROLE:
            return self._cells[index.row()][2][index.column()]
        if role == FOUND_WORD_ROLE:
            return self._words[index.row()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != WORD:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class WordFilterProxy(QSortFilterProxyModel):
    """Sorts by the model's sort keys and keeps the words containing the filter text."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterKeyColumn(WORD)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        descending = order == Qt.SortOrder.DescendingOrder
        self.setSortRole(DESCENDING_SORT_ROLE if descending else SORT_ROLE)
        super().sort(column, order)

    def found_word(self, proxy_row: int) -> FoundWord | None:
        index = self.index(proxy_row, WORD)
        if not index.isValid():
            return None
        value = self.data(index, FOUND_WORD_ROLE)
        return value if value is not None else None

    def row_of(self, word: str) -> int | None:
        for row in range(self.rowCount()):
            found = self.found_word(row)
            if found is not None and found.word == word:
                return row
        return None


class SortArrowStyle(QProxyStyle):
    """Header arrows that point the way the values run: ▼ when the highest come first.

    QHeaderView asks for SortUp when the order is descending, and Fusion (Qt's default style
    off Windows and macOS) draws SortUp as ▲, so a list sorted highest first showed ▲; most
    programs a player knows show ▼ there. This swaps the two for the header it is set on."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_IndicatorHeaderArrow and isinstance(
            option, QStyleOptionHeader
        ):
            flipped = QStyleOptionHeader(option)
            indicator = QStyleOptionHeader.SortIndicator
            swap = {indicator.SortUp: indicator.SortDown, indicator.SortDown: indicator.SortUp}
            flipped.sortIndicator = swap.get(option.sortIndicator, option.sortIndicator)
            option = flipped
        super().drawPrimitive(element, option, painter, widget)
