"""The order of the found words in the list: by word, points or length, either way.

The table sorts itself with this (in Python's C sort): a QSortFilterProxyModel sorting a Python
model calls ``data()`` twice per comparison, which took 15 ms of every edit on a 6x6 board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter

from gui.model.translation import QT_TRANSLATE_NOOP
from solver import FoundWord

WORD, POINTS, LENGTH = range(3)
# English sources, marked for the translators; the word list translates them as it shows them.
HEADERS = (
    QT_TRANSLATE_NOOP("WordList", "Word"),
    QT_TRANSLATE_NOOP("WordList", "Points"),
    QT_TRANSLATE_NOOP("WordList", "Length"),
)

COLUMN_KEYS: dict[int, Callable[[FoundWord], object]] = {
    WORD: attrgetter("word"),
    POINTS: attrgetter("score"),
    LENGTH: lambda found: len(found.word),
}


def ordered(words: Sequence[FoundWord], column: int, descending: bool) -> list[FoundWord]:
    """The words sorted by ``column``; ties on points or length stay alphabetical whichever way
    the column runs (the sort is stable), where a reversed sort would list them from Z to A."""
    result = sorted(words, key=attrgetter("word"), reverse=descending and column == WORD)
    if column != WORD:
        result.sort(key=COLUMN_KEYS[column], reverse=descending)
    return result


def row_cells(found: FoundWord) -> tuple[str, int, int]:
    """What the list shows for a word, column by column."""
    return (found.word, found.score, len(found.word))
