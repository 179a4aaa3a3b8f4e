# Placeholder from the history branch: replaced by the scoring branch's module at merge.
"""A round's scores: the data types only (the scoring branch brings ``score_round``)."""

from __future__ import annotations

from dataclasses import dataclass

from solver.board import Board, WordPath
from solver.search import LengthTally

COUNTED, CANCELLED = "counted", "cancelled"
DUPLICATE, TOO_SHORT, NOT_IN_DICTIONARY, NOT_ON_BOARD = (
    "duplicate",
    "too-short",
    "not-in-dictionary",
    "not-on-board",
)


@dataclass(frozen=True)
class WordResult:
    word: str  # lower case, as listed (stripped)
    status: str  # one of the six above
    score: int  # points it earned: 0 unless counted
    points: int  # what it is worth on this board under these rules (0 when invalid);
    # a cancelled word keeps its worth here, so the app can show it
    path: WordPath | None  # the best-scoring path, None when not on the board


@dataclass(frozen=True)
class PlayerResult:
    name: str
    score: int
    words: tuple[WordResult, ...]  # in the order listed


@dataclass(frozen=True)
class MissedWord:
    word: str
    score: int
    path: WordPath


@dataclass(frozen=True)
class RoundResult:
    board: Board
    rules_name: str
    cancel: bool
    players: tuple[PlayerResult, ...]
    missed: tuple[MissedWord, ...]  # score desc, then alphabetical
    board_words: int
    board_score: int
    board_by_length: dict[int, LengthTally]  # what the board held, letters -> (count, points)
