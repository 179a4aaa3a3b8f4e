"""The found words as a Qt table: word, points, length; sortable and filterable."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QStyleOptionHeader, QWidget

from gui.model.word_order import COLUMN_KEYS, HEADERS, POINTS, WORD, ordered, row_cells
from solver import FoundWord

FOUND_WORD_ROLE = Qt.ItemDataRole.UserRole + 1

Index = QModelIndex | QPersistentModelIndex


def _descending(order: Qt.SortOrder) -> bool:
    return order == Qt.SortOrder.DescendingOrder


class WordTableModel(QAbstractTableModel):
    """The words in the order the player sorted them (see ``gui.model.word_order``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words: list[FoundWord] = []
        self._shown: list[tuple[str, int, int]] = []
        self._column = POINTS
        self._order = Qt.SortOrder.DescendingOrder

    def set_words(self, words: Sequence[FoundWord]) -> None:
        self.beginResetModel()
        self._set_order(ordered(words, self._column, _descending(self._order)))
        self.endResetModel()

    def _set_order(self, words: list[FoundWord]) -> None:
        self._words = words
        self._shown = [row_cells(found) for found in words]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if column not in COLUMN_KEYS:
            return
        self._column, self._order = column, order
        self.layoutAboutToBeChanged.emit()
        # The selected word (a persistent index in the view) must follow its row.
        before = self.persistentIndexList()
        moved = [self._words[index.row()].word for index in before]
        self._set_order(ordered(self._words, column, _descending(order)))
        row_of = {found.word: row for row, found in enumerate(self._words)}
        after = [
            self.index(row_of[word], index.column())
            for index, word in zip(before, moved, strict=True)
        ]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def retranslate(self) -> None:
        """The headers in the app's language (the views ask again)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(HEADERS) - 1)

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
            return QCoreApplication.translate("WordList", HEADERS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._shown[index.row()][index.column()]
        if role == FOUND_WORD_ROLE:
            return self._words[index.row()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != WORD:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class WordFilterProxy(QSortFilterProxyModel):
    """Keeps the words containing the filter text, in the source model's order; sorting is
    handed to the source model."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setFilterKeyColumn(WORD)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if source is not None:
            source.sort(column, order)

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
