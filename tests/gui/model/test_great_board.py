""" "Find a great board" in the app model: a short search reports its best so far, stops when
asked, keeps to the dice, and its board loads as an edit that solves it. No Qt."""

from __future__ import annotations

import random
from functools import cache

import pytest

from gui.model.app import AppModel
from gui.model.great_board import (
    GreatBoardSearch,
    SearchPlan,
    SearchProgress,
    dice_for_side,
    load_found,
    run_search,
)
from gui.model.memory import RememberedValues
from solver import DICE_SETS, Lexicon, board_score
from solver.best_board import SearchResult


@cache
def enable() -> Lexicon:
    return Lexicon.default()


def test_a_short_search_reports_the_best_so_far_and_keeps_to_the_dice() -> None:
    reports: list[SearchProgress] = []
    result = run_search(SearchPlan(4, "new", 0.5, seed=3), enable(), reports.append)
    assert reports and result.score == max(r.score for r in reports)
    assert [r.score for r in reports] == sorted(r.score for r in reports)
    assert result.score == board_score(result.board, enable())
    # Every face is on a different die of the new set (a real roll could show it).
    dice = [set(die) for die in DICE_SETS["new"].dice]
    faces = [face for row in result.board.grid for face in row]
    assert _can_show(faces, dice)


def _can_show(faces: list[str], dice: list[set[str]]) -> bool:
    """A matching of faces to distinct dice, found by trying each die in turn (16 dice)."""
    if not faces:
        return True
    return any(
        faces[0] in die and _can_show(faces[1:], dice[:i] + dice[i + 1 :])
        for i, die in enumerate(dice)
    )


def test_should_stop_ends_it_early() -> None:
    calls = {"n": 0}

    def stop_soon() -> bool:
        calls["n"] += 1
        return calls["n"] > 3

    result = run_search(SearchPlan(4, None, 60.0, seed=1), enable(), lambda _p: None, stop_soon)
    assert calls["n"] == 4  # asked until it said stop, then not again
    assert result.seconds < 60 and result.score > 0  # ended by the stop, not the 60 s plan


def test_a_six_by_six_search_is_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="4x4 and 5x5"):
        run_search(SearchPlan(6, None, 1.0, seed=1), enable(), lambda _p: None)
    assert dice_for_side(4) == "new" and dice_for_side(5) == "big" and dice_for_side(6) is None


def test_reports_of_a_cancelled_search_are_dropped() -> None:
    search = GreatBoardSearch()
    seen: list[object] = []
    search.progressed.connect(seen.append)
    search.found.connect(seen.append)
    cancelled: list[int] = []
    search.search_cancelled.connect(cancelled.append)
    request = search.start(SearchPlan(4, None, 1.0, seed=1))
    search.report(request, SearchProgress(10, "A" * 16, 5, 0.1))
    search.cancel()
    assert cancelled == [request] and not search.running
    search.report(request, SearchProgress(20, "B" * 16, 9, 0.2))
    search.finish(request, _result())
    assert len(seen) == 1


def _result() -> SearchResult:
    from solver import Board

    return SearchResult(Board.parse("CATS/ROPE/MINT/LUGS"), 42, 100, 0.5, 1)


def test_the_board_found_loads_as_an_edit_and_is_solved() -> None:
    app = AppModel(RememberedValues(), rng=random.Random(1))
    app.words.dictionary_loaded(app.choose_dictionary("enable"), enable())
    recorded: list[str] = []

    def record(_before, after, text) -> None:
        recorded.append(text)
        app.apply(after)

    app.set_recorder(record)
    load_found(app, _result())
    assert recorded == ["Load a great board (42 points)"]
    assert app.document.board.text == _result().board.text
    assert app.words.solution is not None and app.words.solution.board == _result().board
