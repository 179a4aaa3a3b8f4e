"""``boggle-lens best`` end to end, through a real subprocess."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time

import pytest
from cli_testing import REPO, boggle_lens

from solver import Board, Lexicon, solve


def best_json(*args: str) -> dict:
    result = boggle_lens("best", "--format", "json", *args)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1  # exactly one object
    return json.loads(lines[0])


def test_json_fields_exactly(enable: Lexicon) -> None:
    record = best_json("--evaluations", "300", "--seed", "4")
    assert set(record) == {"board", "score", "words", "rules", "seconds", "evaluated"}
    board = Board.parse(record["board"])
    solution = solve(board, enable)
    assert record["board"] == board.text and (board.rows, board.cols) == (4, 4)
    assert record["score"] == solution.total_score == sum(w["score"] for w in record["words"])
    assert [w["word"] for w in record["words"]] == [w.word for w in solution.words]
    assert set(record["words"][0]) == {"word", "score", "path"}
    assert record["rules"] == "classic"
    assert record["evaluated"] == 300
    assert isinstance(record["seconds"], float) and record["seconds"] > 0


def test_the_same_seed_and_evaluations_repeat_and_another_seed_differs() -> None:
    first = best_json("--evaluations", "300", "--seed", "11")
    again = best_json("--evaluations", "300", "--seed", "11")
    other = best_json("--evaluations", "300", "--seed", "12")
    assert (first["board"], first["score"]) == (again["board"], again["score"])
    assert other["board"] != first["board"]


def test_jobs_repeat_too_and_count_every_jobs_boards() -> None:
    first = best_json("--evaluations", "200", "--seed", "3", "--jobs", "2")
    again = best_json("--evaluations", "200", "--seed", "3", "--jobs", "2")
    assert (first["board"], first["score"]) == (again["board"], again["score"])
    assert first["evaluated"] == 400


def test_five_by_five_with_the_big_dice_plays_by_the_big_rules() -> None:
    record = best_json("--size", "5", "--dice", "big", "--evaluations", "60")
    board = Board.parse(record["board"])
    assert (board.rows, board.cols) == (5, 5)
    assert record["rules"] == "big"


def test_text_output_and_a_progress_line_on_stderr() -> None:
    result = boggle_lens("best", "--evaluations", "300", "--seed", "1")
    assert result.returncode == 0, result.stderr
    assert "points" in result.stdout and "300 boards evaluated" in result.stdout
    assert result.stderr.startswith("best so far: ")
    assert "boards evaluated" in result.stderr.splitlines()[-1]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--dice", "big"], "--size 5"),
        (["--size", "5", "--dice", "new"], "--size 4"),
        (["--dice", "superbig"], "4x4 and 5x5"),
        (["--jobs", "0"], "--jobs"),
        (["--seconds", "0"], "--seconds"),
        (["--evaluations", "0"], "--evaluations"),
        (["--size", "6"], "invalid choice"),
        (["--dice", "nope"], "invalid choice"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(args: list[str], message: str) -> None:
    result = boggle_lens("best", *args)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_cleanly_with_the_best_so_far(jobs: str) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "boggle_lens", "best", "--seconds", "50", "--jobs", jobs]
        + ["--format", "json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
    )
    assert process.stderr is not None
    first = process.stderr.readline()  # the first progress line: the search is running
    assert first.startswith("best so far: ")
    time.sleep(0.5)
    process.send_signal(signal.SIGINT)
    # Stopped by Ctrl+C, not by its 50 s clock: the exit status says so, and the timeout is a
    # watchdog well inside the 50 s.
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    record = json.loads(out)
    assert record["score"] > 0 and record["evaluated"] > 0
