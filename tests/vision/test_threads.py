"""The reader runs numpy's matrix products on one BLAS thread, for the reading only."""

from __future__ import annotations

import random

import pytest
from threadpoolctl import threadpool_info, threadpool_limits

from solver import roll
from vision import read_board
from vision.classifier import GlyphModel
from vision.threads import one_blas_thread


def _blas_threads() -> list[int]:
    return [lib["num_threads"] for lib in threadpool_info() if lib["user_api"] == "blas"]


@pytest.fixture
def two_blas_threads():
    """numpy's BLAS set to two threads, as on a 2-core machine, whatever this one has."""
    if not _blas_threads():
        pytest.skip("numpy was built without a BLAS that threadpoolctl can set")
    with threadpool_limits(limits=2, user_api="blas"):
        yield


def test_one_thread_within_the_block_and_the_process_setting_after(two_blas_threads) -> None:
    before = _blas_threads()
    with one_blas_thread():
        assert set(_blas_threads()) == {1}
    assert _blas_threads() == before


def test_read_board_scores_marks_on_one_blas_thread(two_blas_threads, monkeypatch) -> None:
    from synth import render_board

    seen: list[list[int]] = []
    score_many = GlyphModel.score_many

    def spying(self: GlyphModel, *args: object, **kwargs: object) -> object:
        seen.append(_blas_threads())
        return score_many(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(GlyphModel, "score_many", spying)
    photo = render_board(roll("classic", random.Random(3)), 3, tilt=5, spin=0)
    reading = read_board(photo.image)
    assert reading.rows == 4
    assert seen and all(set(threads) == {1} for threads in seen)
    assert set(_blas_threads()) == {2}
