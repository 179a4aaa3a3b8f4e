"""The face network: the bundled ONNX file reads a rendered board through cv2.dnn, a missing or
damaged file is a clear error, the trainer runs end to end in seconds, and the reader never
loads torch."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from solver import roll
from vision import FaceModelError, VisionError, read_board
from vision.net import FACE_CLASSES, NET_SIDE, ROTATIONS, load_net
from vision.recognise import net_guesses
from vision.recognisers import net_recogniser

REPO = Path(__file__).resolve().parents[2]


def test_the_bundled_network_reads_a_rendered_board():
    from synth import render_board

    board = roll("big", random.Random(11))
    photo = render_board(board, 11, tilt=8, spin=20)
    reading = read_board(photo.image, recogniser=net_recogniser(load_net()))
    assert reading.grid == photo.board.grid
    for die in reading.dice:
        assert 0.0 <= die.confidence <= 1.0
        assert len(die.alternatives) == 3
        probabilities = [p for _, p in die.alternatives]
        assert probabilities == sorted(probabilities, reverse=True)
        assert die.confidence + sum(probabilities) <= 1.0 + 1e-3  # each rounded to 4 places
        assert die.face not in {face for face, _ in die.alternatives}


# Faces whose shape does not tell their turn: the network learnt them without one
# (scripts/train_net.py, TURN_FREE), and spreads their probability over the four turns.
TURN_FREE = frozenset("HIOSX")


def test_one_forward_pass_scores_every_face_at_every_turn(die_patch):
    net = load_net()
    # Not the blank: synth draws it bare, and the network learnt it as the solid block real
    # blank dice carry (scripts/net_data.py).
    drawn = [(face, turn) for face in FACE_CLASSES if face != "*" for turn in ROTATIONS]
    probabilities = net.probabilities([die_patch(face, turn) for face, turn in drawn])
    assert probabilities.shape == (len(drawn), len(FACE_CLASSES) + 1, len(ROTATIONS))
    groups = (*net.classes, "no die here")
    for (face, turn), scores in zip(drawn, probabilities, strict=True):
        best_face, best_turn = np.unravel_index(scores.argmax(), scores.shape)
        assert groups[best_face] == face, f"{face} turned {turn}°"
        if face not in TURN_FREE:
            assert ROTATIONS[best_turn] == turn, f"{face} turned {turn}°"


def test_guesses_keep_to_the_faces_allowed():
    probabilities = np.zeros((1, len(FACE_CLASSES) + 1, len(ROTATIONS)), np.float32)
    probabilities[0, FACE_CLASSES.index("Er"), 1] = 0.5  # not on a 4x4 die
    probabilities[0, FACE_CLASSES.index("E"), 2] = 0.3
    probabilities[0, FACE_CLASSES.index("F"), 1] = 0.1
    probabilities[0, -1, 0] = 0.1  # no die here
    guess = net_guesses(probabilities, frozenset({"E", "F"}))[0]
    assert (guess.face, guess.rotation) == ("E", 180)
    # Renormalised over E, F and "no die here", which is never offered as a face.
    assert guess.confidence == pytest.approx(0.6)
    assert guess.alternatives == (("F", 0.2),)


def test_a_missing_model_file_is_a_clear_error(tmp_path):
    with pytest.raises(FaceModelError, match="missing") as caught:
        load_net(tmp_path / "nothing.onnx")
    assert isinstance(caught.value, VisionError)
    assert "train_net.py" in str(caught.value)


@pytest.mark.parametrize(
    "content",
    [b"", b"not a network at all" * 50, bytes(range(256)) * 40],
    ids=["empty", "text", "bytes"],
)
def test_a_damaged_model_file_is_a_clear_error(tmp_path, content):
    damaged = tmp_path / "damaged.onnx"
    damaged.write_bytes(content)
    with pytest.raises(FaceModelError, match="damaged"):
        load_net(damaged)


def test_a_truncated_model_file_is_a_clear_error(tmp_path):
    whole = (REPO / "resources" / "face_net.onnx").read_bytes()
    truncated = tmp_path / "truncated.onnx"
    truncated.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(FaceModelError, match="damaged"):
        load_net(truncated)


def test_the_trainer_runs_end_to_end_on_a_tiny_rendered_set(tmp_path):
    pytest.importorskip("torch", reason="the train extra (pip install -e '.[train]') is not here")
    output = tmp_path / "tiny.onnx"
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "train_net.py"), "--tiny", "--output", str(output)],
        capture_output=True, text=True, timeout=120, cwd=REPO,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "wrote" in result.stdout
    net = load_net(output)
    patch = np.zeros((NET_SIDE, NET_SIDE), np.uint8)
    assert net.probabilities([patch]).shape == (1, len(FACE_CLASSES) + 1, len(ROTATIONS))


def test_reading_a_board_never_loads_torch():
    probe = (
        "import sys\n"
        "from vision import read_board\n"
        "from vision.net import load_net\n"
        "from vision.recognisers import net_recogniser\n"
        "read_board('resources/samples/sample_4x4.jpg', recogniser=net_recogniser(load_net()))\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'torch', 'onnx'}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, cwd=REPO
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
