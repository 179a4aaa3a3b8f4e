"""``boggle-lens stats`` end to end, through real subprocesses, and its per-chunk function."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

from cli_testing import REPO, boggle_lens, heavy_modules_loaded_by

from solver import Board, Lexicon, solve
from solver import stats as board_stats

SPREAD_FIELDS = {"mean", "median", "p10", "p90", "max"}
TOP_FIELDS = {"dice", "rules", "boards", "seed", "words", "score", "by_length", "best", "seconds"}


def stats_json(*args: str) -> dict:
    result = boggle_lens("stats", "--format", "json", *args)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_the_json_has_exactly_the_fields_asked_for() -> None:
    data = stats_json("--boards", "300", "--jobs", "1", "--dice", "classic", "--seed", "4")
    assert set(data) == TOP_FIELDS
    assert (data["dice"], data["rules"], data["boards"], data["seed"]) == (
        "classic",
        "classic",
        300,
        4,
    )
    assert set(data["words"]) == set(data["score"]) == SPREAD_FIELDS
    assert data["score"]["p10"] <= data["score"]["median"] <= data["score"]["p90"]
    assert data["score"]["max"] == data["best"]["score"]
    assert set(data["best"]) == {"board", "score"}
    lengths = [row["length"] for row in data["by_length"]]
    assert lengths == sorted(lengths) and lengths[0] == 3
    for row in data["by_length"]:
        assert set(row) == {"length", "mean_words", "mean_points", "boards_with"}
        assert 0 < row["boards_with"] <= 1
    assert isinstance(data["seconds"], float)


def test_the_same_seed_gives_the_same_output_whatever_the_jobs() -> None:
    # 1,100 boards: three chunks, the last one short, spread over two processes.
    one = stats_json("--boards", "1100", "--jobs", "1", "--seed", "7")
    two = stats_json("--boards", "1100", "--jobs", "2", "--seed", "7")
    del one["seconds"], two["seconds"]
    assert one == two
    assert stats_json("--boards", "1100", "--jobs", "2", "--seed", "8")["best"] != one["best"]


def test_ctrl_c_stops_cleanly_with_a_partial_result() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "boggle_lens", "stats", "--boards", "10000000", "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
    )
    time.sleep(3)  # start-up and the first chunks (500 boards each, about 0.1 s)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130, err
    assert "Traceback" not in err
    assert "stopped after" in err
    first = out.splitlines()[0]
    done = int(first.split()[0])
    assert 0 < done < 10_000_000 and done % board_stats.CHUNK_BOARDS == 0
    assert first.startswith(f"{done} boards from the new dice")
    assert "best board:" in out


def test_bad_arguments_exit_2_with_a_message() -> None:
    for option in ("--boards", "--jobs"):
        result = boggle_lens("stats", option, "0")
        assert result.returncode == 2
        assert f"argument {option}: must be 1 or more" in result.stderr


def test_text_output_says_where_points_come_from_and_has_the_letter_table() -> None:
    result = boggle_lens("stats", "--boards", "200", "--jobs", "1")
    assert result.returncode == 0, result.stderr
    text = result.stdout
    assert "share of points" in text and "boards with one" in text
    assert "mean score of boards showing it" in text
    assert "\n  Qu " in text


def test_a_chunk_is_a_pure_function_of_its_arguments(enable: Lexicon) -> None:
    first = board_stats.roll_chunk("new", None, None, 3, 5, 40)
    assert board_stats.roll_chunk("new", None, None, 3, 5, 40) == first
    assert board_stats.roll_chunk("new", None, None, 3, 6, 40) != first
    best = solve(Board.parse(first.best_board), enable)
    assert best.total_score == first.best_score == max(first.scores)
    assert sum(first.length_words.values()) == sum(first.words)
    assert sum(first.length_points.values()) == sum(first.scores)


def test_merge_is_the_same_in_any_order() -> None:
    chunks = [board_stats.roll_chunk("classic", None, None, 0, index, 30) for index in range(3)]
    merged = board_stats.merge(chunks)
    assert board_stats.merge(reversed(chunks)) == merged
    assert merged.boards == 90 and merged.scores == [s for c in chunks for s in c.scores]


def test_stats_loads_no_qt_opencv_or_numpy_without_a_plot() -> None:
    commands = [["stats", "--boards", "20", "--jobs", "1", "--format", "json"]]
    assert heavy_modules_loaded_by(commands) == []


def test_plot_writes_a_png(tmp_path: Path) -> None:
    image = tmp_path / "stats.png"
    result = boggle_lens("stats", "--boards", "100", "--jobs", "1", "--plot", str(image))
    assert result.returncode == 0, result.stderr
    assert image.read_bytes().startswith(b"\x89PNG")
