"""`boggle-lens read` as a user runs it: a subprocess, JSON lines, no tracebacks on errors."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import cv2
import pytest

from solver import Board, roll
from solver.dice import dice_set

REPO = Path(__file__).resolve().parents[2]


def _command() -> list[str]:
    return [sys.executable, "-m", "boggle_lens"]


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*_command(), "read", *args], cwd=REPO, capture_output=True, text=True, timeout=120
    )


@pytest.fixture(scope="module")
def board_photo(tmp_path_factory) -> tuple[Path, object]:
    from synth import render_board

    board = roll("classic", random.Random(5))
    photo = render_board(board, 5, tilt=8, spin=-4)
    path = tmp_path_factory.mktemp("photos") / "board.jpg"
    cv2.imwrite(str(path), photo.image)
    return path, board


def test_json_lines_with_a_bad_photo_in_the_middle(board_photo, tmp_path):
    path, board = board_photo
    junk = tmp_path / "junk.png"
    junk.write_bytes(b"not a picture")
    result = _run("--format", "json", str(path), str(junk), str(path))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(lines) == 3
    good, bad = lines[0], lines[1]
    assert good["photo"] == str(path)
    assert (good["rows"], good["cols"]) == (4, 4)
    assert good["board"] == board.text
    assert good["grid"] == [list(row) for row in board.grid]
    assert len(good["tray"]) == 4 and all(len(p) == 2 for p in good["tray"])
    assert all(0 <= v <= 1 for row in good["confidence"] for v in row)
    # A grid like "grid": per die its runner-up faces, [face, p] best first.
    alternatives = good["alternatives"]
    assert [len(row) for row in alternatives] == [4, 4, 4, 4]
    for row, faces in zip(alternatives, good["grid"], strict=True):
        for runners_up, face in zip(row, faces, strict=True):
            assert 1 <= len(runners_up) <= 3
            assert all(isinstance(f, str) and f != face for f, _ in runners_up)
            assert all(0 <= p <= 1 for _, p in runners_up)
            assert [p for _, p in runners_up] == sorted((p for _, p in runners_up), reverse=True)
    assert good["seconds"] > 0
    assert bad["photo"] == str(junk) and "not an image" in bad["error"]


def test_solve_adds_words(board_photo):
    path, _ = board_photo
    result = _run("--format", "json", "--solve", str(path))
    assert result.returncode == 0, result.stderr
    record = json.loads(result.stdout)
    assert record["word_count"] == len(record["words"]) > 0
    assert record["total_score"] == sum(w["score"] for w in record["words"])
    first = record["words"][0]
    assert set(first) == {"word", "score", "path"}


def test_text_format_and_debug_pictures(board_photo, tmp_path):
    path, board = board_photo
    result = _run(str(path), "--debug", str(tmp_path / "dbg"))
    assert result.returncode == 0, result.stderr
    assert board.text in result.stdout
    written = sorted(p.name for p in (tmp_path / "dbg").iterdir())
    assert written == ["board_grid.png", "board_locate.png", "board_marks.png"]


def test_missing_file_is_a_message(tmp_path):
    result = _run(str(tmp_path / "nope.jpg"))
    assert result.returncode == 1
    assert "not found" in result.stderr and "Traceback" not in result.stderr


def test_lang_reads_the_photo_among_its_editions_faces(tmp_path):
    from synth import render_board

    grid = [list(row) for row in roll(dice_set("es"), random.Random(2)).grid]
    grid[0][0], grid[1][1] = "Ñ", "N"
    board = Board(tuple(tuple(row) for row in grid))
    path = tmp_path / "spanish.png"
    cv2.imwrite(str(path), render_board(board, 2).image)
    spanish = json.loads(_run("--format", "json", "--lang", "es", str(path)).stdout)
    assert spanish["grid"][0][0] == "Ñ" and spanish["grid"][1][1] == "N"
    # Without --lang the photo is read as English dice, which print no Ñ: never guessed.
    english = json.loads(_run("--format", "json", str(path)).stdout)
    assert all("Ñ" not in row for row in english["grid"])
