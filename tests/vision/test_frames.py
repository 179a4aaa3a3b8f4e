"""read_frames on rendered frames of one board: turned between frames, some blurred, and the
vote's confidences; no board, no frames, cancelled."""

from __future__ import annotations

import random

import cv2
import numpy as np
import pytest

from solver import roll
from synth import render_board
from synth.background import render_background
from vision import DieReading, NoBoardError, ReadCancelled, read_board, read_frames
from vision.frames import combine
from vision.result import BoardReading
from vision.votes import settled

FRAME = (1280, 720)
BOARD = roll("classic", random.Random(11))


def _frame(seed: int, spin: float) -> np.ndarray:
    upright = [[0] * 4 for _ in range(4)]
    return render_board(BOARD, seed, size=FRAME, tilt=10, spin=spin, fill=0.75,
                        rotations=upright).image  # fmt: skip


def _seen_at(spin: int) -> list[list[str]]:
    """The grid as a frame shows it with the board turned ``spin`` degrees clockwise."""
    return np.rot90(np.array(BOARD.grid, dtype=object), -spin // 90).tolist()


def _motion_blur(image: np.ndarray, length: int) -> np.ndarray:
    kernel = np.zeros((length, length), np.float32)
    kernel[:, length // 2] = 1.0 / length
    return cv2.filter2D(image, -1, kernel)


def test_a_board_turned_between_frames_reads_as_the_best_frame_shows_it():
    spins = [0, 90, 180, 270]
    frames = [_frame(20 + k, spin) for k, spin in enumerate(spins)]
    reading = read_frames(frames)
    assert [list(row) for row in reading.grid] == _seen_at(spins[reading.frame_index])
    assert reading.image_size == FRAME
    # The vote itself, on a reading of every frame: each lines up at its own quarter turn.
    voted = combine([(index, read_board(frame)) for index, frame in enumerate(frames)])
    assert voted.frames_used == 4
    assert [list(row) for row in voted.grid] == _seen_at(spins[voted.frame_index])
    # Every die stands upright on the board, so in the reference frame each is turned as the
    # board is there, whichever frame's reading it came from.
    turned = {die.rotation for die in voted.dice if die.face not in "HINOSXZ"}
    assert turned == {spins[voted.frame_index]}


def test_blurred_frames_are_passed_over_and_the_sharp_ones_read():
    sharp = [_frame(30, 4), _frame(31, -3)]
    frames = [_motion_blur(_frame(32 + k, 2), 25) for k in range(3)]
    frames[1:1] = sharp  # sharp frames at 1 and 2
    reading = read_frames(iter(frames))  # any iterable, not only a list
    assert reading.frame_index in (1, 2)
    assert reading.board.text == BOARD.text


def test_progress_and_cancelling():
    frames = [_frame(40, 0), _frame(41, 3)]
    heard: list[tuple[str, float]] = []
    read_frames(frames, progress=lambda stage, share: heard.append((stage, share)))
    assert [stage for stage, _ in heard][-1] == "done"
    assert {"sharpness", "read"} <= {stage for stage, _ in heard}
    assert all(0.0 <= share <= 1.0 for _, share in heard)
    with pytest.raises(ReadCancelled):
        read_frames(frames, cancelled=lambda: True)


def test_no_board_and_no_frames_say_so():
    tables = [
        np.clip(render_background("wood", FRAME, np.random.default_rng(seed)), 0, 255).astype(
            np.uint8
        )
        for seed in range(3)
    ]
    with pytest.raises(NoBoardError, match="no Boggle board found in any of the 3 frames"):
        read_frames(tables)
    with pytest.raises(NoBoardError, match="no frames"):
        read_frames([])


def _reading(
    faces: str, confidence: float, alternatives: dict[str, float] | None = None
) -> BoardReading:
    square = ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))
    dice = tuple(
        DieReading(i // 2, i % 2, face, confidence, tuple((alternatives or {}).items()), 0, square)
        for i, face in enumerate(faces)
    )
    return BoardReading(2, 2, dice, square, (10, 10))


def test_the_vote_weighs_confidence_and_its_confidence_reflects_agreement():
    agree = combine([(0, _reading("ABCD", 0.6)), (1, _reading("ABCD", 0.6))])
    alone = combine([(0, _reading("ABCD", 0.6))])
    assert agree.board.text == "A,B/C,D" and agree.frames_used == 2
    assert alone.confidence[0][0] == 0.6
    # Frames of one board share its light and the reader's habits: a second frame that agrees
    # on an unsure die does not make it surer (a die misplaced alike in every frame would be
    # voted sure).
    assert agree.confidence[0][0] == 0.6
    # Three frames: the surest says E at the corner, two unsure ones say A.
    split = combine([(0, _reading("EBCD", 0.9)), (1, _reading("ABCD", 0.3)),
                     (2, _reading("ABCD", 0.3))])  # fmt: skip
    assert split.grid[0][0] == "E"
    assert split.confidence[0][0] < 0.9  # disagreement costs confidence
    assert dict(split.die(0, 0).alternatives)["A"] < 1.0
    assert split.frame_index == 0


def test_more_frames_are_read_until_every_die_is_past_the_flag_line():
    # The confidences are probabilities: a die at 0.9 is wrong one time in ten, so a frame
    # that reads one die at 0.9 does not settle the board, however sure the rest are.
    sure = _reading("ABCD", 0.999)
    one_unsure = _reading("ABCD", 0.999)
    corner = one_unsure.dice[0]
    one_unsure = BoardReading(2, 2, (DieReading(0, 0, "A", 0.9, (), 0, corner.outline),
                                     *one_unsure.dice[1:]), corner.outline, (10, 10))  # fmt: skip
    assert settled([sure])
    assert not settled([one_unsure])
    assert settled([one_unsure, sure])  # a later frame reads that die surely, agreeing
    assert not settled([sure, _reading("EBCD", 0.999)])  # two sure frames that disagree
