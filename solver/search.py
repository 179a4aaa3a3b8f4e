"""Finding every word on a board: a depth-first search pruned by the word graph."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from solver.board import Board, Cell
from solver.dawg import MASK_KEY, TERMINAL, Node, letter_bit
from solver.faces import BLANK, QU, face_letters
from solver.lexicon import Lexicon
from solver.rules import Rules

Path = tuple[Cell, ...]


class FoundWord(NamedTuple):
    word: str  # lowercase, with Qu spelled out
    score: int
    path: Path  # (row, col) of each die in order


class LengthTally(NamedTuple):
    count: int
    points: int


@dataclass(frozen=True)
class Solution:
    board: Board
    rules: Rules
    words: list[FoundWord]  # by points (most first), then alphabetically
    total_score: int
    by_length: dict[int, LengthTally] = field(default_factory=dict)

    @property
    def word_count(self) -> int:
        return len(self.words)


def face_symbols(face: str) -> str:
    """The graph symbols a face stands for: Qu is the single symbol ``q``; a blank matches none."""
    if face == QU:
        return "q"
    if face == BLANK:
        return "*"
    return face_letters(face)


def rules_for(board: Board, rules: Rules | None) -> Rules:
    return rules if rules is not None else Rules.for_board_size(max(board.rows, board.cols))


def solve(board: Board, lexicon: Lexicon, rules: Rules | None = None) -> Solution:
    """Every distinct word of the lexicon the rules allow on the board, with one path each."""
    rules = rules_for(board, rules)
    found = _search(board, lexicon.root)
    longest = max(map(len, found), default=0)
    points = [rules.score(length) for length in range(longest + 1)]
    # Negated points make one plain tuple sort give: most points first, then alphabetical.
    ranked = [(-points[len(word)], word, path) for word, path in found.items() if points[len(word)]]
    ranked.sort()
    words = [FoundWord(word, -score, path) for score, word, path in ranked]
    tallies: dict[int, list[int]] = {}
    for score, word, _ in ranked:
        tally = tallies.get(len(word))
        if tally is None:
            tallies[len(word)] = [1, -score]
        else:
            tally[0] += 1
            tally[1] -= score
    by_length = {length: LengthTally(*tallies[length]) for length in sorted(tallies)}
    total = -sum(score for score, _, _ in ranked)
    return Solution(board, rules, words, total, by_length)


def _search(board: Board, root: Node) -> dict[str, Path]:
    """Map each word found to the first path that spells it.

    Hot loop: every neighbour test is one dict membership check and one int AND. A child is only
    entered when some letter it continues with lies on a die next to it (its mask against the
    neighbour-letter mask), which skips about half the calls on real boards."""
    faces = board.faces
    symbols = [face_symbols(face) for face in faces]
    texts = [face_letters(face) for face in faces]
    neighbours = board.neighbours
    around = [0] * len(faces)
    for cell, near in enumerate(neighbours):
        for other in near:
            around[cell] |= letter_bit(symbols[other][0])
    cells = [board.cell(n) for n in range(len(faces))]
    # One tuple per die: index, cell, used-bit, first symbol, further symbols, letters, and the
    # mask of letters on its neighbours.
    steps = [
        (n, cells[n], 1 << n, symbols[n][0], symbols[n][1:], texts[n], around[n])
        for n in range(len(faces))
    ]
    links = [tuple(steps[n] for n in near) for near in neighbours]
    found: dict[str, Path] = {}
    terminal = TERMINAL
    mask_key = MASK_KEY

    def visit(index: int, node: Node, used: int, word: str, path: Path) -> None:
        for n, cell, bit, first, more, letters, onward in links[index]:
            if first not in node or used & bit:
                continue
            child = node[first]
            if more:
                for symbol in more:
                    child = child.get(symbol)
                    if child is None:
                        break
                else:
                    more = ""
                if more:
                    continue
            mask = child[mask_key]
            if mask & terminal:
                spelled = word + letters
                if spelled not in found:
                    found[spelled] = path + (cell,)
                if mask & onward:
                    visit(n, child, used | bit, spelled, path + (cell,))
            elif mask & onward:
                visit(n, child, used | bit, word + letters, path + (cell,))

    for start in range(len(faces)):
        node = root
        for symbol in symbols[start]:
            node = node.get(symbol)
            if node is None:
                break
        else:
            if node[mask_key] & terminal and texts[start] not in found:
                found[texts[start]] = (cells[start],)
            if node[mask_key] & around[start]:
                visit(start, node, 1 << start, texts[start], (cells[start],))
    return found


def find_paths(board: Board, word: str, limit: int = 50) -> list[Path]:
    """Every distinct path (at most ``limit``) spelling ``word`` on the board, in a stable order."""
    target = word.strip().lower()
    faces = [face_letters(face) for face in board.faces]
    paths: list[Path] = []

    def extend(cell: int, done: int, used: int, path: tuple[int, ...]) -> None:
        if len(paths) >= limit:
            return
        if done == len(target):
            paths.append(tuple(board.cell(i) for i in path))
            return
        for n in board.neighbours[cell]:
            letters = faces[n]
            if letters and not used & (1 << n) and target.startswith(letters, done):
                extend(n, done + len(letters), used | (1 << n), (*path, n))

    for start, letters in enumerate(faces):
        if letters and target.startswith(letters):
            extend(start, len(letters), 1 << start, (start,))
    return paths
