"""Each shipped face network knows its own faces: the English network reads the English
editions (English, French, German, Dutch) exactly as before, and Spanish boards are read by the
network trained on every face, Ñ included, which tells Ñ from N by itself."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from solver import Board, roll
from solver.dice import dice_set
from solver.faces import FACES
from vision import FaceModelError, read_board
from vision.net import (
    ALL_FACES_NET_FILE,
    FACE_CLASSES,
    NET_FILE,
    NET_SIDE,
    ROTATIONS,
    load_net,
    net_for_faces,
)
from vision.recognise import net_guesses, reading_language, reading_net
from vision.recognisers import net_recogniser

RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def test_the_network_over_every_face_scores_n_tilde_at_every_turn(die_patch):
    net = net_for_faces({"A", "Ñ"})
    assert net.classes == tuple(FACES)
    assert "Ñ" in net.classes and net.classes[: len(FACE_CLASSES)] == FACE_CLASSES
    assert net.not_a_die == len(FACES)
    # An Ñ die drawn at each turn, and an N at each (the face it must not be taken for).
    patches = [die_patch(face, turn) for face in ("Ñ", "N") for turn in ROTATIONS]
    probabilities = net.probabilities(patches)
    assert probabilities.shape == (8, len(FACES) + 1, len(ROTATIONS))
    enye, n = FACES.index("Ñ"), FACES.index("N")
    for k, turn in enumerate(ROTATIONS):
        best = np.unravel_index(probabilities[k].argmax(), probabilities[k].shape)
        read = (*FACES, "no die here")[best[0]], ROTATIONS[best[1]]
        assert read == ("Ñ", turn), f"Ñ turned {turn}° read as {read[0]} turned {read[1]}°"
        assert probabilities[k, enye, k] > 0.5
        assert probabilities[4 + k, n].sum() > 0.5 > probabilities[4 + k, enye].sum()


@pytest.mark.parametrize("language", ["en", "fr", "de", "nl"])
def test_the_english_editions_read_with_the_english_network(language: str):
    with reading_language(language):
        net = reading_net()
    assert net is load_net()  # the very network English always read with, loaded once
    assert net.classes == FACE_CLASSES and "Ñ" not in net.classes


def test_spanish_reads_with_the_network_that_knows_n_tilde():
    with reading_language("es"):
        net = reading_net()
    assert net is net_for_faces(FACES)
    assert "Ñ" in net.classes


def test_a_model_file_trained_on_other_faces_is_a_clear_error(tmp_path):
    with pytest.raises(FaceModelError, match="does not fit its 33 faces") as caught:
        load_net(RESOURCES / NET_FILE, tuple(FACES))  # the English file read as every face's
    assert "train_net.py" in str(caught.value)
    with pytest.raises(FaceModelError, match="does not fit its 32 faces"):
        load_net(RESOURCES / ALL_FACES_NET_FILE)  # and the other way round


def test_a_damaged_network_over_every_face_is_a_clear_error(tmp_path):
    whole = (RESOURCES / ALL_FACES_NET_FILE).read_bytes()
    truncated = tmp_path / "truncated.onnx"
    truncated.write_bytes(whole[: len(whole) // 3])
    with pytest.raises(FaceModelError, match="damaged"):
        load_net(truncated, tuple(FACES))


def test_the_network_alone_reads_a_spanish_boards_n_tilde_and_n():
    from synth import render_board

    grid = [list(row) for row in roll(dice_set("es"), random.Random(5)).grid]
    for (row, col), face in {(0, 1): "Ñ", (1, 2): "N", (2, 0): "Ñ", (3, 3): "N"}.items():
        grid[row][col] = face
    board = Board(tuple(tuple(row) for row in grid))
    image = render_board(board, 5).image
    # The faces read by the network alone, no marks: no stand-in could tell Ñ from N here.
    reading = read_board(image, language="es", faces=net_recogniser(net_for_faces(FACES)))
    assert reading.grid == board.grid
    read = [die.face for die in reading.dice]
    assert [read[1], read[6], read[8], read[15]] == ["Ñ", "N", "Ñ", "N"]


def test_the_english_network_sees_n_tilde_as_n():
    # What the Spanish network replaces: to the English one Ñ is N's stand-in, the two alike.
    net = load_net()
    probabilities = net.probabilities([np.zeros((NET_SIDE, NET_SIDE), np.uint8)])
    guess = net_guesses(probabilities, frozenset({"N", "Ñ"}), net.classes)[0]
    assert {guess.face, *(face for face, _ in guess.alternatives)} == {"N", "Ñ"}
    assert guess.confidence == pytest.approx(guess.alternatives[0][1], abs=1e-4)
