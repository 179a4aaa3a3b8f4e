"""Which word search runs: the native core (solver._core, built from solver/csrc when the
package is installed on a machine with a C compiler) or the pure-Python search.

The native core is used when it imports; ``BOGGLE_LENS_PURE_PYTHON=1`` forces the Python search
(read once, when solver is imported). Either way the results are the same: the tests compare
the two on random boards. ``core_in_use()`` says which one runs, and why."""

from __future__ import annotations

import importlib.util
import os
from types import ModuleType
from typing import Any

from solver import dawg
from solver.lexicon import Lexicon

PURE_PYTHON_ENV = "BOGGLE_LENS_PURE_PYTHON"


def _load_core() -> tuple[ModuleType | None, str]:
    if os.environ.get(PURE_PYTHON_ENV, "").strip() not in ("", "0"):
        return None, f"pure Python ({PURE_PYTHON_ENV} is set)"
    if importlib.util.find_spec("solver._core") is None:
        # pip skips the optional extension where it finds no C compiler or Python headers.
        return None, "pure Python (the native core was not built: no C compiler at install)"
    try:
        from solver import _core
    except ImportError as error:  # built for another Python, or a CPU without POPCNT
        return None, f"pure Python (the native core does not load: {error})"
    return _core, "native (solver._core, C)"


core, _description = _load_core()


def core_in_use() -> str:
    """One line: the search in use, and for the Python one why the native core is not used."""
    return _description


def graph_for(lexicon: Lexicon) -> Any:
    """The native core's copy of the lexicon's word graph, made on first use and kept on the
    lexicon; False when the Python search is to run. Made from the serialized graph the lexicon
    was loaded with (1 ms for ENABLE), else serialized now (0.15 s)."""
    graph = lexicon.native_graph
    if graph is None:
        graph = False
        if core is not None:
            data = lexicon.graph_bytes or dawg.serialize(lexicon.root, lexicon.word_count)
            try:
                graph = core.Graph(data)
            except (ValueError, MemoryError):  # a graph the core refuses: search it in Python
                graph = False
        lexicon.native_graph = graph
        lexicon.graph_bytes = None  # handed over, or never to be
    return graph
