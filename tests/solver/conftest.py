"""ENABLE searched one way on purpose. The app's search entry points (solver.search) run the
native core and answer in Python whatever board the core refuses, so a test that goes through
them passes whether or not the core searched. ``core_only`` is ENABLE with a core whose
refusal fails the test instead; ``python_only`` is ENABLE searched in Python alone.
``break_core`` breaks the core on purpose, for a test's own test: a check of the core must
fail under it. (Plain pytest and solver only: cibuildwheel runs test_native.py on each wheel.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from solver import Lexicon, native

Grid = tuple[tuple[str, ...], ...]

# Ways to break the core, for the tests of its tests. Issue 50 found that under the last two
# every test of the core passed (test_native.py, test_search.py, test_fast_score.py), and
# under the first the best-board comparison did: the app answered the refused boards in Python.
BREAKS: dict[str, Callable[[Grid], bool]] = {
    "every board": lambda grid: True,
    "grids over 64 dice": lambda grid: len(grid) * len(grid[0]) > 64,
    "Qu, two-letter faces and blanks": lambda grid: any(
        len(face) == 2 or face == "*" for row in grid for face in row
    ),
}


class CoreOnlyGraph:
    """The core's graph, its refusal (a ValueError, which the app answers in Python) turned
    into an AssertionError that no fallback catches."""

    def __init__(self, graph: Any) -> None:
        self.graph = graph

    def _call(self, method: str, *args: Any) -> Any:
        try:
            return getattr(self.graph, method)(*args)
        except ValueError as refusal:
            raise AssertionError(f"the native core refused the board: {refusal}") from refusal

    def solve(self, *args: Any) -> Any:
        return self._call("solve", *args)

    def words(self, *args: Any) -> Any:
        return self._call("words", *args)

    def tally(self, *args: Any) -> Any:
        return self._call("tally", *args)

    def score(self, *args: Any) -> Any:
        return self._call("score", *args)

    def length_counts(self, *args: Any) -> Any:
        return self._call("length_counts", *args)


class RefusingGraph:
    """The core's graph broken on purpose: every method refuses the grids ``refuses`` picks
    with the ValueError the core raises for a face it does not spell."""

    def __init__(self, graph: Any, refuses: Callable[[Grid], bool]) -> None:
        self.graph, self.refuses = graph, refuses

    def _call(self, method: str, grid: Grid, *args: Any) -> Any:
        if self.refuses(grid):
            raise ValueError("refused on purpose: the core broken by a test")
        return getattr(self.graph, method)(grid, *args)

    def solve(self, grid: Grid, *args: Any) -> Any:
        return self._call("solve", grid, *args)

    def words(self, grid: Grid, *args: Any) -> Any:
        return self._call("words", grid, *args)

    def tally(self, grid: Grid, *args: Any) -> Any:
        return self._call("tally", grid, *args)

    def score(self, grid: Grid, *args: Any) -> Any:
        return self._call("score", grid, *args)

    def length_counts(self, grid: Grid, *args: Any) -> Any:
        return self._call("length_counts", grid, *args)


def _copy(lexicon: Lexicon, graph: Any) -> Lexicon:
    """The same words and graph, with the native graph of one's own."""
    copy = Lexicon(lexicon.name, lexicon.root, lexicon.word_count, folding=lexicon.folding)
    copy.native_graph = graph
    return copy


@pytest.fixture(scope="session")
def core_only(enable: Lexicon) -> Lexicon:
    """ENABLE searched by the native core alone: a board it refuses fails the test."""
    if native.core is None:
        pytest.skip(native.core_in_use())
    graph = native.graph_for(enable)
    assert graph, "the native core should load ENABLE's word graph"
    return _copy(enable, CoreOnlyGraph(graph))


@pytest.fixture(scope="session")
def python_only(enable: Lexicon) -> Lexicon:
    """ENABLE searched in Python alone, as where the core is not built."""
    return _copy(enable, False)


@pytest.fixture
def break_core(monkeypatch: pytest.MonkeyPatch) -> Callable[[Lexicon, str], None]:
    """``break_core(lexicon, name)``: until the test ends, the lexicon's core refuses what
    BREAKS[name] picks (the graph inside ``core_only``'s wrapper, so that it still fails)."""

    def apply(lexicon: Lexicon, name: str) -> None:
        graph = native.graph_for(lexicon)
        assert graph, "only a lexicon the native core searches can be broken"
        if isinstance(graph, CoreOnlyGraph):
            monkeypatch.setattr(graph, "graph", RefusingGraph(graph.graph, BREAKS[name]))
        else:
            monkeypatch.setattr(lexicon, "native_graph", RefusingGraph(graph, BREAKS[name]))

    return apply


@pytest.fixture(scope="session", params=["native", "python"])
def each_search(request: pytest.FixtureRequest) -> Lexicon:
    """ENABLE searched by each search alone in turn: the native core (skipped where it is not
    built) and the pure-Python search, so that a claim about the search holds for both."""
    return request.getfixturevalue("core_only" if request.param == "native" else "python_only")
