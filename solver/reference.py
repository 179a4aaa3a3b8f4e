"""The search written plainly: every word of the lexicon on a board, one page to read.

solver.search finds the same words, several times faster, with code it generates for each
board shape; this module says what that code computes. The tests check on random boards that
the two agree.

How the words are found: a word is spelled by a path of dice, each die touching the one
before it (across, down or diagonally) and no die used twice. Walking every path from every
die would take far too long (a 4x4 board has about 12 million), so the walk follows the
lexicon's word graph at the same time and stops as soon as no word starts with the letters
spelled so far.

The word graph (solver.dawg): each node stands for the letters spelled on the way to it.
``node[slot(letter)]`` is the node one letter further, or None when no word goes on that way,
and ``node[MASK] & TERMINAL`` says whether those letters are a word. The graph spells Qu with
the single symbol ``q``, as the die carries it.
"""

from __future__ import annotations

from collections.abc import Iterator

from solver.board import Board, Cell, WordPath
from solver.dawg import MASK, TERMINAL, Node, slot
from solver.faces import BLANK, QU, face_letters
from solver.lexicon import Lexicon
from solver.rules import Rules
from solver.search import FoundWord, Solution, rules_for


def solve(board: Board, lexicon: Lexicon, rules: Rules | None = None) -> Solution:
    """Every distinct word of the lexicon the rules allow on the board, with one path each, as
    ``solver.solve`` gives it."""
    rules = rules_for(board, rules)
    found: dict[str, WordPath] = {}  # each word, with the first path found for it
    for start in board.cells:
        _walk(board, lexicon.root, start, "", (), found)
    words = [
        FoundWord(word, rules.score(len(word)), path)
        for word, path in found.items()
        if rules.score(len(word)) > 0  # too short for these rules
    ]
    words.sort(key=lambda item: (-item.score, item.word))  # most points first, then A to Z
    return Solution(board, rules, words, sum(item.score for item in words))


def _walk(
    board: Board, node: Node, cell: Cell, word: str, path: WordPath, found: dict[str, WordPath]
) -> None:
    """Add the die at ``cell`` to the word spelled along ``path`` (``node`` is the graph's node
    for that word), note the result if it is a word, and go on to each die around it."""
    face = board.face(cell)
    node_after = _follow(node, face)
    if node_after is None:  # no word starts this way, or the die is a blank
        return
    word += face_letters(face)
    path += (cell,)
    if node_after[MASK] & TERMINAL and word not in found:
        found[word] = path
    for neighbour in _neighbours(board, cell):
        if neighbour not in path:  # each die at most once in a word
            _walk(board, node_after, neighbour, word, path, found)


def _follow(node: Node, face: str) -> Node | None:
    """The graph's node after the letters of ``face``; None if no word goes on that way."""
    if face == BLANK:
        return None  # a blank die is part of no word
    symbols = "q" if face == QU else face_letters(face)  # the graph's q is Qu; Th is t, h
    for symbol in symbols:
        node = node[slot(symbol)]
        if node is None:
            return None
    return node


def _neighbours(board: Board, cell: Cell) -> Iterator[Cell]:
    """The up to 8 dice touching ``cell``, row by row."""
    row, col = cell
    for r in range(max(row - 1, 0), min(row + 2, board.rows)):
        for c in range(max(col - 1, 0), min(col + 2, board.cols)):
            if (r, c) != cell:
                yield (r, c)
