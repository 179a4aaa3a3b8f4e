"""Finding every word on a board: a depth-first search pruned by the word graph."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from itertools import repeat
from operator import itemgetter
from typing import NamedTuple

from solver.board import MAX_SIDE, Board, Cell
from solver.dawg import MASK_KEY, TERMINAL, Node, letter_bit
from solver.faces import BLANK, FACES, QU, face_letters
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

    @property
    def word_count(self) -> int:
        return len(self.words)

    @cached_property
    def by_length(self) -> dict[int, LengthTally]:
        """Words and points for each word length, shortest first."""
        tallies: dict[int, list[int]] = {}
        for item in self.words:
            tally = tallies.setdefault(len(item.word), [0, 0])
            tally[0] += 1
            tally[1] += item.score
        return {length: LengthTally(*tallies[length]) for length in sorted(tallies)}


def face_symbols(face: str) -> str:
    """The graph symbols a face stands for: Qu is the single symbol ``q``; a blank matches none."""
    if face == QU:
        return "q"
    if face == BLANK:
        return "*"
    return face_letters(face)


# For each face: its first graph symbol, any further symbols, the letters it adds to a word, and
# the mask bit of its first symbol. Looked up once per die rather than worked out per solve.
_FACE_STEP: dict[str, tuple[str, str, str, int]] = {
    face: (
        face_symbols(face)[0],
        face_symbols(face)[1:],
        face_letters(face),
        letter_bit(face_symbols(face)[0]),
    )
    for face in FACES
}


def rules_for(board: Board, rules: Rules | None) -> Rules:
    return rules if rules is not None else Rules.for_board_size(max(board.rows, board.cols))


@cache
def _points_by_length(rules: Rules) -> tuple[int, ...]:
    return tuple(rules.score(length) for length in range(_LONGEST_WORD + 1))


_LONGEST_WORD = 2 * MAX_SIDE * MAX_SIDE  # every die a two-letter face


def solve(board: Board, lexicon: Lexicon, rules: Rules | None = None) -> Solution:
    """Every distinct word of the lexicon the rules allow on the board, with one path each."""
    rules = rules_for(board, rules)
    points = _points_by_length(rules)
    found = _search(board, lexicon.root)
    spelled = [word for word in found if points[len(word)]]
    spelled.sort()
    scores = list(map(points.__getitem__, map(len, spelled)))
    # FoundWord(...) and FoundWord._make run Python-level code per word; calling tuple.__new__
    # from map() builds the same named tuples without it, which halves the cost of this step.
    paths = map(found.__getitem__, spelled)
    words = list(map(tuple.__new__, repeat(FoundWord), zip(spelled, scores, paths, strict=True)))
    # A stable sort by points, most first, keeps the alphabetical order within each score.
    words.sort(key=itemgetter(1), reverse=True)
    return Solution(board, rules, words, sum(scores))


def _search(board: Board, root: Node) -> dict[str, Path]:
    """Map each word found to the first path that spells it.

    Hot loop: a neighbour whose first symbol does not continue the word costs one dict membership
    test. A child is only entered when some letter it continues with lies on a die next to it
    (its mask against the neighbour-letter mask), which skips about half the calls on real
    boards."""
    face_steps = [_FACE_STEP[face] for face in board.faces]
    neighbours = board.neighbours
    cells = board.cells
    bits = [step[3] for step in face_steps]
    around = []
    for near in neighbours:
        mask = 0
        for other in near:
            mask |= bits[other]
        around.append(mask)
    # links[n] lists (first symbol, step) for each neighbour of die n; a step is that neighbour's
    # own links, cell, used-bit, further symbols, letters and neighbour-letter mask. Carrying the
    # links in the step spares the search an index lookup per call.
    links: list[list[tuple[str, tuple]]] = [[] for _ in neighbours]
    steps = [
        (links[n], cells[n], 1 << n, more, letters, around[n])
        for n, (first, more, letters, _) in enumerate(face_steps)
    ]
    for near, out in zip(neighbours, links, strict=True):
        out.extend([(face_steps[n][0], steps[n]) for n in near])
    found: dict[str, Path] = {}

    def visit(
        near: list, node: Node, used: int, word: str, path: Path, found: dict = found
    ) -> None:
        for first, step in near:
            if first not in node:
                continue
            onward_links, cell, bit, more, letters, onward = step
            if used & bit:
                continue
            child = node[first]
            if more:
                child = _walk(child, more)
                if child is None:
                    continue
            mask = child[""]
            if mask & TERMINAL:
                spelled = word + letters
                longer = path + (cell,)
                if spelled not in found:
                    found[spelled] = longer
                if mask & onward:
                    visit(onward_links, child, used | bit, spelled, longer)
            elif mask & onward:
                visit(onward_links, child, used | bit, word + letters, path + (cell,))

    for (first, *_), step in zip(face_steps, steps, strict=True):
        near, cell, bit, more, letters, onward = step
        node = _walk(root, first + more)
        if node is not None:
            mask = node[MASK_KEY]
            if mask & TERMINAL and letters not in found:
                found[letters] = (cell,)
            if mask & onward:
                visit(near, node, bit, letters, (cell,))
    return found


def _walk(node: Node, symbols: str) -> Node | None:
    for symbol in symbols:
        node = node.get(symbol)
        if node is None:
            return None
    return node


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
