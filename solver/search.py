"""Finding every word on a board: a depth-first search pruned by the word graph, generated as
straight-line code per board shape for speed. solver/reference.py is the same search written
plainly, to read first; the tests check that the two agree.

``solve`` keeps a path per word; ``board_words``, ``board_tally`` and ``board_score`` are the
scoring-only fast path (for statistics and board searches): a variant of the same generated
code that keeps only the set of words.

Each of them runs the native core (solver/csrc, see solver.native) when it is built, and
else the generated Python search; the ``python_*`` functions are the Python search alone, which
the tests compare the native core against."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache, cached_property
from itertools import chain, repeat
from operator import itemgetter
from typing import Any, NamedTuple

from solver import native
from solver.board import MAX_SIDE, Board, Cell, WordPath, grid_cells, grid_neighbours
from solver.dawg import MASK, TERMINAL, Node, letter_bit, slot
from solver.editions import edition_for_size
from solver.faces import BLANK, FACES, QU, face_letters
from solver.lexicon import Lexicon
from solver.rules import Rules


class FoundWord(NamedTuple):
    word: str  # lowercase, with Qu spelled out
    score: int
    path: WordPath  # (row, col) of each die in order


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
        return BLANK
    return face_letters(face)


def _face_args(face: str) -> tuple[int, int | None, str, int]:
    """What the search needs of a face: the node slot of its first graph symbol, that of its
    second (None for a one-symbol face), the letters it adds to a word, and the mask bit of its
    first symbol. A blank gets a dummy index and bit 0: _search marks it used from the start."""
    symbols = [slot(symbol) for symbol in face_symbols(face)]
    if face == BLANK:
        symbols = [slot("a")]
    if len(symbols) > 2:
        raise AssertionError(f"face {face!r} is more than two graph symbols")
    second = symbols[1] if len(symbols) == 2 else None
    return symbols[0], second, face_letters(face), letter_bit(face_symbols(face)[0])


_FACE_ARGS: dict[str, tuple[int, int | None, str, int]] = {face: _face_args(face) for face in FACES}
# The same without the second index, for boards whose faces are all one symbol (all rolled 4x4
# and 5x5 boards): their compiled search has no two-symbol step at all.
_ONE_SYMBOL_ARGS: dict[str, tuple[int, str, int]] = {
    face: (first, letters, bit)
    for face, (first, second, letters, bit) in _FACE_ARGS.items()
    if second is None
}


def rules_for(board: Board, rules: Rules | None) -> Rules:
    """The rules asked for, or else those of the edition the board's size is played as."""
    if rules is not None:
        return rules
    grid = board.grid  # the side, without the properties' calls: this runs once per search
    return _edition_rules(max(len(grid), len(grid[0])))


@cache
def _edition_rules(side: int) -> Rules:
    return edition_for_size(side).rules


@cache
def _points_by_length(rules: Rules) -> list[int]:
    # A list, never changed: map() calls list.__getitem__ directly, a tuple's through a slower
    # method wrapper.
    return [rules.score(length) for length in range(_LONGEST_WORD + 1)]


_LONGEST_WORD = 2 * MAX_SIDE * MAX_SIDE  # every die a two-letter face


def solve(board: Board, lexicon: Lexicon, rules: Rules | None = None) -> Solution:
    """Every distinct word of the lexicon the rules allow on the board, with one path each."""
    rules = rules_for(board, rules)
    graph = lexicon.native_graph
    if graph is None:
        graph = native.graph_for(lexicon)
    if graph:
        try:
            words, total = graph.solve(board.grid, _points_by_length(rules), board.cells, FoundWord)
        except ValueError:  # a face the native core does not spell (Ñ): the Python search's
            return python_solve(board, lexicon, rules)
        return Solution(board, rules, words, total)
    return python_solve(board, lexicon, rules)


def python_solve(board: Board, lexicon: Lexicon, rules: Rules | None = None) -> Solution:
    """``solve`` by the generated Python search."""
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


def _search(board: Board, root: Node) -> dict[str, WordPath]:
    """Map each word found to the first path that spells it, with the search compiled for the
    board's shape (see _shape_source)."""
    found: dict[str, WordPath] = {}
    _run_compiled(board, root, found, words_only=False)
    return found


def board_words(board: Board, lexicon: Lexicon) -> set[str]:
    """The scoring-only fast path: every word of the lexicon on the board, too-short ones
    included, without paths."""
    graph = _graph(lexicon)
    if graph:
        try:
            return graph.words(board.grid, _points_by_length(rules_for(board, None)))
        except ValueError:  # a face the native core does not spell (Ñ)
            pass
    return python_board_words(board, lexicon)


def python_board_words(board: Board, lexicon: Lexicon) -> set[str]:
    """``board_words`` by the generated Python search, in a variant that only adds each word
    it reaches to a set: no path tuples are built, and a word reached again costs nothing more."""
    found: set[str] = set()
    _run_compiled(board, lexicon.root, found.add, words_only=True)
    return found


def board_tally(board: Board, lexicon: Lexicon, rules: Rules | None = None) -> tuple[int, int]:
    """(words, score) of the board, as ``solve`` counts them, by the fast path."""
    points = _points_by_length(rules_for(board, rules))
    graph = _graph(lexicon)
    if graph:
        try:
            return graph.tally(board.grid, points)
        except ValueError:  # a face the native core does not spell (Ñ)
            pass
    scores = list(map(points.__getitem__, map(len, python_board_words(board, lexicon))))
    return len(scores) - scores.count(0), sum(scores)


def board_score(board: Board, lexicon: Lexicon, rules: Rules | None = None) -> int:
    """The board's total score, as ``solve(...).total_score``, by the fast path."""
    points = _points_by_length(rules_for(board, rules))
    graph = _graph(lexicon)
    if graph:
        try:
            return graph.score(board.grid, points)
        except ValueError:  # a face the native core does not spell (Ñ)
            pass
    return sum(map(points.__getitem__, map(len, python_board_words(board, lexicon))))


def length_counts(board: Board, lexicon: Lexicon) -> list[tuple[int, int]]:
    """(word length, distinct words of that length) for the lengths of the words on the board,
    too-short ones included, in no set order: what statistics tally."""
    graph = _graph(lexicon)
    if graph:
        try:
            return graph.length_counts(board.grid, _points_by_length(rules_for(board, None)))
        except ValueError:  # a face the native core does not spell (Ñ)
            pass
    return list(Counter(map(len, python_board_words(board, lexicon))).items())


def _graph(lexicon: Lexicon) -> Any:
    """The native core's graph of the lexicon, or False for the Python search."""
    graph = lexicon.native_graph
    return native.graph_for(lexicon) if graph is None else graph


def points_by_length(rules: Rules) -> list[int]:
    """Points for a word of each length (index) under the rules; shared, never change it."""
    return _points_by_length(rules)


def _run_compiled(board: Board, root: Node, found: Any, words_only: bool) -> None:
    """Run the search compiled for the board's shape, handing each word to ``found``: a dict
    word -> path, or for the words-only variant a set's ``add``."""
    faces = list(chain.from_iterable(board.grid))
    one_symbol = _ONE_SYMBOL_ARGS.keys() >= set(faces)
    shape = (board.rows, board.cols, not one_symbol, words_only)
    try:
        # list.pop and list.append are atomic: two threads never share a namespace.
        namespace = _spare_namespaces[shape].pop()
    except (KeyError, IndexError):
        namespace = _new_namespace(shape)
    # Blanks are marked used from the start: no word enters one, and no search starts there.
    blanks = sum(1 << die for die, face in enumerate(faces) if face == BLANK)
    per_die = map((_ONE_SYMBOL_ARGS if one_symbol else _FACE_ARGS).__getitem__, faces)
    values = chain((found, blanks), chain.from_iterable(per_die))
    namespace.update(zip(_compiled(*shape)[1], values, strict=True))
    try:
        namespace["run"](root)
    finally:
        namespace["found"] = None  # the words belong to the caller, not to the spare namespace
        _spare_namespaces.setdefault(shape, []).append(namespace)


# The search for one board shape as straight-line Python, one function per die. Why: in a loop
# over (letter, die) pairs most of the bytecode goes on the loop itself (iterating, unpacking,
# storing) rather than on the tests. Unrolled per die, a neighbour that does not continue the
# word costs a global load, one tuple index and one None test; which die is next to which, the
# used-flag index and the cell are constants. What changes per board (the letters, used flags,
# found words) is in the functions' globals: a namespace per shape is compiled once and reused,
# its values replaced for each board. Replacing the values of existing keys keeps the
# interpreter's specialized global loads valid, so they stay a few instructions each.
#
# Per die d, in the namespace: I<d> the node slot of its first symbol, J<d> that of its second
# (only in the variant for boards with two-letter faces), L<d> its letters, B<d> its mask bit,
# A<d> the letters on the dice around it (set by run); BLANKS the bitmask of blank dice. Each
# call carries ``used``, the bitmask of the dice on the path so far, itself included.
# A child is only entered when some letter it continues with lies on a die next to it (its
# mask against A), which skips about half the calls on real boards.
# The words-only variant (board_words) has no path argument, and calls ``found(w)`` (a set's
# add) for every word it reaches: the set drops repeats faster than a test in bytecode would.
_spare_namespaces: dict[tuple[int, int, bool, bool], list[dict[str, Any]]] = {}


def _step(n: int, node: str, two_symbols: bool) -> str:
    """Code that puts in ``child`` the node after die n and tests that die n continues the word.
    (A walrus in the first test measured slower than this separate statement.)"""
    test = f"child is not None and not used & {1 << n}"
    if two_symbols:
        test += f" and (J{n} is None or (child := child[J{n}]) is not None)"
    return f"""
    child = {node}[I{n}]
    if {test}:"""


def _neighbour_block(n: int, cell: Cell, two_symbols: bool, words_only: bool) -> str:
    path = f"path + ({cell!r},)"
    # + rather than |: the die's bit is known to be clear, and the interpreter specializes the
    # addition of ints but not their bitwise or.
    used = f"used + {1 << n}"
    if words_only:
        return f"""{_step(n, "node", two_symbols)}
        mask = child[{MASK}]
        if mask >= {TERMINAL}:
            w = word + L{n}
            found(w)
            if mask & A{n}:
                v{n}(child, w, {used})
        elif mask & A{n}:
            v{n}(child, word + L{n}, {used})"""
    return f"""{_step(n, "node", two_symbols)}
        mask = child[{MASK}]
        if mask >= {TERMINAL}:
            w = word + L{n}
            if w not in found:
                found[w] = p = {path}
                if mask & A{n}:
                    v{n}(child, w, p, {used})
            elif mask & A{n}:
                v{n}(child, w, {path}, {used})
        elif mask & A{n}:
            v{n}(child, word + L{n}, {path}, {used})"""


def _start_block(d: int, cell: Cell, two_symbols: bool, words_only: bool) -> str:
    if words_only:
        return f"""{_step(d, "root", two_symbols)}
        mask = child[{MASK}]
        if mask >= {TERMINAL}:
            found(L{d})
        if mask & A{d}:
            v{d}(child, L{d}, used + {1 << d})"""
    return f"""{_step(d, "root", two_symbols)}
        mask = child[{MASK}]
        if mask >= {TERMINAL} and L{d} not in found:
            found[L{d}] = ({cell!r},)
        if mask & A{d}:
            v{d}(child, L{d}, ({cell!r},), used + {1 << d})"""


def _shape_source(rows: int, cols: int, two_symbols: bool, words_only: bool) -> str:
    """The search's source for one shape. Built from ints only: no board text reaches it."""
    neighbours = grid_neighbours(rows, cols)
    cells = grid_cells(rows, cols)
    dice = range(rows * cols)
    parts = []
    for d in dice:
        arguments = "node, word, used" if words_only else "node, word, path, used"
        parts.append(f"\n\ndef v{d}({arguments}):")
        parts.extend(_neighbour_block(n, cells[n], two_symbols, words_only) for n in neighbours[d])
        if not neighbours[d]:  # a 1x1 board
            parts.append("\n    return")
    parts.append("\n\ndef run(root):\n    global " + ", ".join(f"A{d}" for d in dice))
    parts.append("\n    used = BLANKS")
    for d in dice:
        parts.append(f"\n    A{d} = " + (" | ".join(f"B{n}" for n in neighbours[d]) or "0"))
    parts.extend(_start_block(d, cells[d], two_symbols, words_only) for d in dice)
    return "".join(parts) + "\n"


@cache
def _compiled(
    rows: int, cols: int, two_symbols: bool, words_only: bool
) -> tuple[Any, tuple[str, ...]]:
    """The code for a shape and the namespace keys _search fills, in the order it gives them."""
    keys = "IJLB" if two_symbols else "ILB"
    names = ("found", "BLANKS", *(f"{key}{d}" for d in range(rows * cols) for key in keys))
    source = _shape_source(rows, cols, two_symbols, words_only)
    return compile(source, f"<boggle search {rows}x{cols}>", "exec"), names


def _new_namespace(shape: tuple[int, int, bool, bool]) -> dict[str, Any]:
    code, names = _compiled(*shape)
    namespace: dict[str, Any] = dict.fromkeys(names)
    namespace["__builtins__"] = {}
    namespace.update(dict.fromkeys((f"A{d}" for d in range(shape[0] * shape[1])), 0))
    exec(code, namespace)  # our own source, made from the shape's ints alone
    return namespace


def find_paths(board: Board, word: str, limit: int = 50) -> list[WordPath]:
    """Every distinct path (at most ``limit``) spelling ``word`` on the board, in a stable order."""
    target = word.strip().lower()
    faces = [face_letters(face) for face in board.faces]
    paths: list[WordPath] = []

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
