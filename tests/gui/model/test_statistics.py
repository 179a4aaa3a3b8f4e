"""Board statistics in the app model: the percentile on a known distribution, histograms, a run
that is cancelled keeping its partial result, and the same seed giving the same figures as
``boggle-lens stats`` (the same chunks). No Qt."""

from __future__ import annotations

from functools import cache

import pytest

from gui.model.statistics import (
    StatisticsModel,
    StatisticsPlan,
    dice_for_board,
    plan_for,
    roll_plan,
    score_on,
)
from gui.model.statistics_figures import (
    Bin,
    histogram,
    length_rows,
    lengths_text,
    nice_width,
    percent_text,
    rate,
    rating_text,
)
from solver import Board, Lexicon
from solver.stats import ChunkStats, chunk_plan, merge, roll_chunk


@cache
def enable() -> Lexicon:
    return Lexicon.default()


def test_the_percentile_counts_the_boards_strictly_below() -> None:
    scores = list(range(100))  # 0..99, one board each
    rating = rate(scores, 87, "new")
    assert (rating.below, rating.equal, rating.boards) == (87, 1, 100)
    assert rating_text(rating) == "better than 87% of boards from the new 4x4 dice (100 boards)"
    assert rate(scores, 0, "new").better_than == 0.0
    assert rate(scores, 1000, "new").below == 100
    assert rating_text(rate(scores, 1000, "big")) == (
        "better than every board rolled from the Big Boggle 5x5 dice (100 boards)"
    )


def test_ties_do_not_count_as_beaten() -> None:
    rating = rate([10, 20, 20, 20, 30], 20, "classic")
    assert (rating.below, rating.equal) == (1, 3)
    assert rating_text(rating) == "better than 20% of boards from the classic 4x4 dice (5 boards)"


def test_percentages_round_down_and_keep_a_decimal_near_the_ends() -> None:
    assert percent_text(0.8799) == "87%"
    assert percent_text(0.9996) == "99.9%"
    assert percent_text(0.004) == "0.4%"
    assert percent_text(0.0) == "0%"
    assert percent_text(1.0) == "100%"
    big = rate(list(range(2000)), 1999, "new")
    assert "better than 99.9% of boards" in rating_text(big) and "(2,000 boards)" in rating_text(
        big
    )


def test_histogram_bins_are_round_and_count_every_board() -> None:
    assert nice_width(240) == 10 and nice_width(24) == 1 and nice_width(900) == 50
    values = [3, 7, 12, 19, 20, 240]
    bins = histogram(values)
    assert bins[0] == Bin(0, 10, 2)
    assert sum(b.count for b in bins) == len(values)
    assert all(b.high - b.low == 10 for b in bins)
    assert bins[-1].low <= 240 < bins[-1].high
    assert histogram([]) == []
    assert histogram([5, 5, 5]) == [Bin(5, 6, 3)]


def test_length_rows_and_sentence_from_known_sums() -> None:
    total = ChunkStats(
        first_chunk=0,
        boards=4,
        words=[1, 1, 1, 1],
        scores=[1, 1, 1, 12],
        length_words={3: 4, 8: 1},
        length_points={3: 4, 8: 11},
        length_boards={3: 4, 8: 1},
    )
    rows = length_rows(total)
    assert [(r.length, r.boards_with, r.words_per_board) for r in rows] == [
        (3, 1.0, 1.0),
        (8, 0.25, 0.25),
    ]
    assert rows[1].share_of_points == pytest.approx(11 / 15)
    assert lengths_text(total) == (
        "Words of 6 letters or more bring 73% of the points; 25% of the boards have a word of "
        "exactly 8 letters, and the longest seen had 8 letters."
    )


def test_plan_for_the_board_on_screen() -> None:
    assert dice_for_board(Board.parse("CATS/ROPE/MINT/LUGS")) == "new"
    five = Board.parse("ABCDE/FGHIJ/KLMNO/PQRST/UVWXY")
    plan = plan_for(five, "auto", "enable", boards=300)
    assert plan == StatisticsPlan("big", None, "enable", 300, 0)
    assert plan.rules_name == "big"
    assert plan_for(five, "classic", "enable").rules_choice == "classic"


def test_same_seed_same_figures_as_the_command_line_chunks() -> None:
    plan = StatisticsPlan("new", None, "enable", boards=700, seed=5)
    chunks: list[ChunkStats] = []
    assert roll_plan(plan, enable(), chunks.append) == 700
    again: list[ChunkStats] = []
    roll_plan(plan, enable(), again.append)
    ours = merge(chunks)
    assert ours == merge(again)
    # boggle-lens stats rolls these chunks, loading the list by its spec (None: ENABLE).
    cli = merge(roll_chunk("new", None, None, 5, i, n) for i, n in chunk_plan(700))
    assert ours == cli


def test_cancel_between_chunks_keeps_the_partial_result() -> None:
    model = StatisticsModel(clock=iter(range(100)).__next__)
    wanted: list[tuple[StatisticsPlan, int]] = []
    cancelled: list[int] = []
    finished: list[object] = []
    progress: list[tuple[int, int]] = []
    model.run_wanted.connect(lambda plan, request: wanted.append((plan, request)))
    model.run_cancelled.connect(cancelled.append)
    model.finished.connect(finished.append)
    model.progressed.connect(lambda done, planned: progress.append((done, planned)))
    plan = StatisticsPlan("classic", None, "enable", boards=1200, seed=1)
    request = model.start(plan)
    assert wanted == [(plan, request)] and model.running

    # What the worker does, stopped after two of the three chunks.
    snapshots: list[int] = []

    def worker_cancelled() -> bool:
        partial = model.snapshot()  # what the window draws while the boards come in
        snapshots.append(partial.total.boards if partial is not None else 0)
        if model.boards_back == 1000:
            model.cancel()
        return request in cancelled

    rolled = roll_plan(plan, enable(), lambda c: model.chunk_done(request, c), worker_cancelled)
    assert rolled == 1000 and cancelled == [request] and not model.running
    assert progress == [(500, 1200), (1000, 1200)]
    assert snapshots == [0, 500, 1000]
    assert len(finished) == 1
    partial = model.distribution
    assert partial is finished[0] and partial is not None
    assert partial.total.boards == 1000 and not partial.complete
    full = merge(roll_chunk("classic", None, None, 1, i, n) for i, n in chunk_plan(1200))
    assert partial.total.scores == full.scores[:1000]
    # A chunk the worker hands over after the cancel is dropped.
    model.chunk_done(request, roll_chunk("classic", None, None, 1, 2, 200))
    assert model.distribution is partial and len(finished) == 1


def test_a_new_run_drops_the_old_ones_chunks_and_a_failure_is_a_message() -> None:
    model = StatisticsModel()
    failures: list[str] = []
    model.failed.connect(failures.append)
    first = model.start(StatisticsPlan("new", None, "enable", boards=500))
    second = model.start(StatisticsPlan("new", None, "enable", boards=500, seed=2))
    model.chunk_done(first, roll_chunk("new", None, None, 0, 0, 500))
    assert model.distribution is None and model.running
    model.run_failed(first, RuntimeError("old"))
    assert failures == []
    model.run_failed(second, MemoryError("out of memory"))
    assert failures == ["The statistics run stopped: MemoryError: out of memory"]
    assert not model.running


def test_how_good_is_this_board_runs_once_then_answers_from_the_figures() -> None:
    model = StatisticsModel()
    ratings: list[object] = []
    requests: list[int] = []
    model.rated.connect(ratings.append)
    model.run_wanted.connect(lambda _plan, request: requests.append(request))
    board = Board.parse("CATS/ROPE/MINT/LUGS")
    plan = plan_for(board, "auto", "enable", boards=500, seed=3)
    request = model.rate_board(board, enable(), plan)
    assert request == requests[0] and ratings == []
    roll_plan(plan, enable(), lambda chunk: model.chunk_done(request, chunk))
    assert len(ratings) == 1
    rating = ratings[0]
    score = score_on(board, enable(), plan)
    scores = model.distribution.total.scores
    assert rating.score == score and rating.boards == 500 and rating.dice == "new"
    assert rating.below == sum(1 for s in scores if s < score)
    # Asked again (same dice, rules and list): answered at once, with no new run.
    assert model.rate_board(board, enable(), plan) is None
    assert len(ratings) == 2 and len(requests) == 1
