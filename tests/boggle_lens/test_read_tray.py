"""``boggle-lens read PHOTO --tray "X,Y X,Y X,Y X,Y"`` as a user runs it: a subprocess."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

from solver import roll

REPO = Path(__file__).resolve().parents[2]


def _read(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "boggle_lens", "read", *args],
        cwd=REPO, capture_output=True, text=True, timeout=120,
    )  # fmt: skip


@pytest.fixture(scope="module")
def photo(tmp_path_factory):
    from synth import render_board

    rendered = render_board(roll("classic", random.Random(5)), 5, tilt=8, spin=-4)
    path = tmp_path_factory.mktemp("tray") / "board.jpg"
    cv2.imwrite(str(path), rendered.image)
    return path, rendered


def _text(corners) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in corners)


def test_reads_inside_the_corners_given_from_any_corner_either_way_round(photo):
    path, rendered = photo
    found = json.loads(_read("--format", "json", str(path)).stdout)
    assert found["board"] == rendered.board.text
    tray = found["tray"]
    # Backwards, from the bottom-left corner.
    given = _read("--format", "json", str(path), "--tray", _text([tray[3], *tray[:3]][::-1]))
    assert given.returncode == 0, given.stderr
    record = json.loads(given.stdout)
    assert record["board"] == rendered.board.text
    assert np.allclose(record["tray"], tray, atol=0.2)
    # The JSON list that --format json gives is taken as it is.
    again = _read("--format", "json", str(path), "--tray", json.dumps(tray))
    assert json.loads(again.stdout)["board"] == rendered.board.text


def test_a_wrong_outline_reads_what_is_inside_it(photo):
    path, rendered = photo
    corners = np.array(rendered.board_outline, float)
    corners[2] -= 0.3 * np.ptp(corners[:, 0])
    result = _read(str(path), "--tray", _text(corners))
    assert result.returncode == 0, result.stderr
    assert rendered.board.text not in result.stdout
    assert "unsure" in result.stdout


@pytest.mark.parametrize(
    ("tray", "words"),
    [
        ("10,10 200,10 200,200", "4 corners"),
        ("10,10 200,10 200,200 10,200 5,5", "4 corners"),
        ("10,10 200,10 200,200 ten,200", "not a corner X,Y"),
        ("10,10 200,10 200,200 10", "not a corner X,Y"),
        ("[[1, 2], [3]", "not a list of corners"),
        ("10,10 200,10 20000,200 10,200", "far off the photo"),
        ("10,10 200,200 400,400 600,600", "on one line"),
        ("100,100 600,600 600,100 100,600", "cross"),
        ("nan,10 200,10 200,200 10,200", "finite"),
    ],
)
def test_a_bad_outline_is_one_line_and_exit_1(photo, tray, words):
    path, _ = photo
    result = _read(str(path), "--tray", tray)
    assert result.returncode == 1
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1, result.stderr
    assert words in result.stderr and "Traceback" not in result.stderr


def test_the_corners_belong_to_one_photo(photo):
    path, _ = photo
    result = _read(str(path), str(path), "--tray", "10,10 200,10 200,200 10,200")
    assert result.returncode == 1
    assert "one PHOTO" in result.stderr and len(result.stderr.splitlines()) == 1
