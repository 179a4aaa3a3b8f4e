"""Scoring a round: each player's list judged against the board, shared words cancelled, and the
words nobody found.

A listed word's status is the first of these that applies:

1. ``duplicate``: the same player listed it already (the first listing is the one judged);
2. ``too-short``: fewer letters than the rules' minimum (Qu counts as two);
3. ``not-in-dictionary``;
4. ``not-on-board``;
5. ``cancelled``: valid, but another player also listed it validly, and cancellation is on;
6. ``counted``.

Only counted words score. Under standard rules a word is worth ``rules.score(len(word))``;
under house rules (solver.house_rules) its best path's points.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from solver.board import Board, WordPath
from solver.house_rules import HouseRules
from solver.lexicon import Lexicon
from solver.rules import Rules
from solver.search import LengthTally, find_paths, rules_for, solve

COUNTED, CANCELLED = "counted", "cancelled"
DUPLICATE, TOO_SHORT, NOT_IN_DICTIONARY, NOT_ON_BOARD = (
    "duplicate",
    "too-short",
    "not-in-dictionary",
    "not-on-board",
)
# Every path of a word is weighed under house rules: on a board with repeated letters the best
# one may come late in find_paths' order, so no cap is put on them. Measured on 40 rolled boards
# of each size: at most 9 paths for a word on 4x4, 15 on 5x5, 19 on 6x6; a made-up board of
# alternating E and S gives "esses" 272, still 1.7 ms for the whole round.
_EVERY_PATH = sys.maxsize


@dataclass(frozen=True)
class WordResult:
    word: str  # lower case, as listed (stripped)
    status: str  # one of the six statuses above
    score: int  # the points it earned: 0 unless counted
    # What it is worth on this board under these rules: 0 when it is not a valid word there. A
    # cancelled word (or a repeat of a valid one) keeps its worth here, so the app can show it.
    points: int
    path: WordPath | None  # the best-scoring path; None when the word is not on the board


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
    missed: tuple[MissedWord, ...]  # by score, highest first, then alphabetically
    board_words: int
    board_score: int
    board_by_length: dict[int, LengthTally]  # what the board held: letters -> (count, points)


@dataclass(frozen=True)
class _BoardWord:
    points: int
    path: WordPath


def score_round(
    board: Board,
    lexicon: Lexicon,
    players: Sequence[tuple[str, Sequence[str]]],
    rules: Rules | HouseRules | None = None,
    cancel: bool = True,
) -> RoundResult:
    """Judge each player's words, in the order given. Words are stripped and folded the way the
    lexicon's language plays them (lower case; été -> ete in French); blank ones are skipped.
    ``rules`` None means the rules of the board's size. House rules whose bonus
    cells lie off the board raise HouseRulesError."""
    if isinstance(rules, HouseRules):
        rules.check_board(board)
    else:
        rules = rules_for(board, rules)
    min_length, rules_name = rules.min_length, rules.name
    on_board = _board_words(board, lexicon, rules)

    # How many players listed each valid word (on_board holds exactly the valid words: long
    # enough, in the dictionary, on the board): two or more cancel it.
    listers = Counter(
        word for _, words in players for word in _distinct_words(words, lexicon) if word in on_board
    )
    results = []
    for name, words in players:
        judged = _judge(board, lexicon, rules, min_length, on_board, listers, cancel, words)
        results.append(PlayerResult(name, sum(w.score for w in judged), judged))

    missed = sorted(
        (
            MissedWord(word, found.points, found.path)
            for word, found in on_board.items()
            if word not in listers
        ),
        key=lambda item: (-item.score, item.word),
    )
    return RoundResult(
        board=board,
        rules_name=rules_name,
        cancel=cancel,
        players=tuple(results),
        missed=tuple(missed),
        board_words=len(on_board),
        board_score=sum(found.points for found in on_board.values()),
        board_by_length=_by_length(on_board),
    )


def _distinct_words(words: Sequence[str], lexicon: Lexicon) -> list[str]:
    """The words a player listed, normalised, once each, in the order first listed."""
    return list(dict.fromkeys(_normalised(words, lexicon)))


def _normalised(words: Sequence[str], lexicon: Lexicon) -> list[str]:
    return [word for word in map(lexicon.fold, words) if word]


def listed_status(
    word: str, listed_before: bool, min_length: int, lexicon: Lexicon, on_board: bool
) -> str:
    """A listed word's status as far as its own list decides it: every status of the module's
    docstring but ``cancelled``, which waits for the other players' lists (a round still being
    played answers each word with this as it is typed)."""
    if listed_before:
        return DUPLICATE
    if len(word) < min_length:
        return TOO_SHORT
    if word not in lexicon:
        return NOT_IN_DICTIONARY
    if not on_board:
        return NOT_ON_BOARD
    return COUNTED


def _judge(
    board: Board,
    lexicon: Lexicon,
    rules: Rules | HouseRules,
    min_length: int,
    on_board: dict[str, _BoardWord],
    listers: Counter[str],
    cancel: bool,
    words: Sequence[str],
) -> tuple[WordResult, ...]:
    seen: set[str] = set()
    judged = []
    for word in _normalised(words, lexicon):
        found = on_board.get(word)
        status = listed_status(word, word in seen, min_length, lexicon, found is not None)
        if status == COUNTED and cancel and listers[word] > 1:
            status = CANCELLED
        seen.add(word)
        if found is not None:
            points, path = found.points, found.path
        else:  # not a valid word here; it may still be spelled on the board (too short, unknown)
            points, path = 0, _best_path(board, rules, word)
        judged.append(WordResult(word, status, points if status == COUNTED else 0, points, path))
    return tuple(judged)


def _board_words(
    board: Board, lexicon: Lexicon, rules: Rules | HouseRules
) -> dict[str, _BoardWord]:
    """Every valid word on the board with its points and best path."""
    if isinstance(rules, Rules):
        return {
            item.word: _BoardWord(item.score, item.path)
            for item in solve(board, lexicon, rules).words
        }
    # Every word of the house minimum length or more: standard rules worth 1 point from that
    # length on keep exactly those words; each is then scored by its best path.
    every_word = Rules(rules.name, rules.min_length, (1,))
    board_words = {}
    for item in solve(board, lexicon, every_word).words:
        path = _best_path(board, rules, item.word)
        assert path is not None  # the search found it on the board
        board_words[item.word] = _BoardWord(rules.score(board, item.word, path), path)
    return board_words


def _best_path(board: Board, rules: Rules | HouseRules, word: str) -> WordPath | None:
    """The path that scores most (the first found under standard rules, where all score the
    same); None when the word is not on the board."""
    if isinstance(rules, Rules):
        paths = find_paths(board, word, limit=1)
        return paths[0] if paths else None
    paths = find_paths(board, word, limit=_EVERY_PATH)
    # max() keeps the first of equal scores, so ties resolve in find_paths' stable order.
    return max(paths, key=lambda path: rules.path_score(board, path), default=None)


def _by_length(on_board: dict[str, _BoardWord]) -> dict[int, LengthTally]:
    tallies: dict[int, tuple[int, int]] = {}
    for word, found in on_board.items():
        count, points = tallies.get(len(word), (0, 0))
        tallies[len(word)] = (count + 1, points + found.points)
    return {length: LengthTally(*tallies[length]) for length in sorted(tallies)}
