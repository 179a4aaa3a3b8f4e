"""`boggle-lens read VIDEO` on hand-held clips rendered here: the right board, the frames
used, a table with no board, and videos that cannot be decoded, each a message, never a
traceback."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from cli_testing import boggle_lens

from solver import roll
from synth.clip import render_clip, render_table_clip, write_video

BOARD = roll("classic", random.Random(21))


@pytest.fixture(scope="module")
def board_video(tmp_path_factory) -> Path:
    clip = render_clip(BOARD, 21, count=12, pan_in=3)
    return write_video(clip.frames, tmp_path_factory.mktemp("clips") / "board.mp4", clip.fps)


def test_json_reads_the_board_and_says_how_many_frames(board_video):
    result = boggle_lens("read", "--format", "json", str(board_video))
    assert result.returncode == 0, result.stderr
    record = json.loads(result.stdout)
    assert record["photo"] == str(board_video)
    assert record["board"] == BOARD.text
    assert (record["rows"], record["cols"]) == (4, 4)
    assert 1 <= record["frames"] <= 6  # 12 frames at 8 fps, sampled at 4 a second
    assert len(record["tray"]) == 4 and record["seconds"] > 0
    assert all(0 <= v <= 1 for row in record["confidence"] for v in row)


def test_text_output_and_a_board_turned_mid_clip(tmp_path):
    clip = render_clip(BOARD, 22, count=10, pan_in=0, turn_at=5)
    video = write_video(clip.frames, tmp_path / "turned.avi", clip.fps)
    result = boggle_lens("read", str(video))
    assert result.returncode == 0, result.stderr
    assert "4x4 from" in result.stdout and "frame" in result.stdout
    # The frame read best may show the board before or after its quarter turn clockwise.
    quarter = "/".join(",".join(row) for row in zip(*BOARD.grid[::-1], strict=True))
    assert BOARD.text in result.stdout or quarter in result.stdout


def test_a_table_with_no_board_says_so(tmp_path):
    clip = render_table_clip(5, count=8)
    video = write_video(clip.frames, tmp_path / "table.mp4", clip.fps)
    result = boggle_lens("read", "--format", "json", str(video))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert json.loads(result.stdout) == {
        "photo": str(video),
        "error": "no Boggle board found in any of the 4 frames",
    }


@pytest.mark.parametrize(
    "content", [b"this is a text file, not a video\n", b"", "truncated"], ids=str
)
def test_videos_that_cannot_be_decoded_say_so(board_video, tmp_path, content):
    broken = tmp_path / "broken.mp4"
    data = board_video.read_bytes()
    broken.write_bytes(data[: len(data) // 2] if content == "truncated" else content)
    result = boggle_lens("read", str(broken))
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr == (
        f"boggle-lens: {broken}: not a video that can be decoded (damaged, or not a video at all)\n"
    )
