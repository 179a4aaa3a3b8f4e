"""The photo eval's scoring of flags: over every label, and over the labels their source is
sure of (bench/eval_tables.py)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # where bench/ lives
from bench.eval_tables import PhotoRead, Tally, score_photo

LABEL = [["A", "B", "C", "D"], ["E", "F", "G", "H"], ["I", "J", "K", "L"], ["Qu", "N", "O", "P"]]
THRESHOLD = 0.98


def _reading(changes: dict[tuple[int, int], tuple[str, float]]) -> PhotoRead:
    grid = [list(row) for row in LABEL]
    confidence = [[1.0] * 4 for _ in range(4)]
    for (row, col), (face, sure) in changes.items():
        grid[row][col], confidence[row][col] = face, sure
    return PhotoRead(4, 4, grid, confidence, {})


def _entry(confidence: str = "high", uncertain: list[list[object]] | None = None) -> dict:
    return {"file": "elsewhere/board.jpg", "rows": 4, "cols": 4, "grid": LABEL,
            "confidence": confidence, "uncertain_cells": uncertain or []}  # fmt: skip


def test_a_sure_wrong_die_on_a_doubtful_cell_counts_only_over_every_label() -> None:
    tally = Tally()
    # (0, 0) is read surely and wrong on a cell the label doubts; (1, 1) surely and wrong on a
    # sure one; (2, 2) wrong and flagged.
    reading = _reading({(0, 0): ("V", 0.999), (1, 1): ("P", 0.99), (2, 2): ("X", 0.4)})
    score_photo(tally, _entry(uncertain=[[0, 0, "A"]]), reading, THRESHOLD)
    assert (tally.wrong, tally.flagged_wrong) == (3, 1)
    assert (tally.sure_label_wrong, tally.sure_label_flagged_wrong) == (2, 1)
    assert "sure labels: wrong  50.0%" in tally.line("all")


def test_a_photo_labelled_with_low_confidence_counts_only_over_every_label() -> None:
    tally = Tally()
    score_photo(tally, _entry("low"), _reading({(3, 3): ("R", 1.0)}), THRESHOLD)
    assert (tally.wrong, tally.flagged_wrong) == (1, 0)
    assert tally.sure_label_wrong == 0
    assert "sure labels: wrong    n/a" in tally.line("all")
