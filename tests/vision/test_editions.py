"""Boards of the other languages' editions are read among their own dice's faces (the game's
language, given, never guessed), the Spanish Ñ included, while English boards read exactly as
before."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
import pytest

from solver import Board, roll
from solver.dice import dice_set
from solver.faces import ENGLISH_FACES
from solver.languages import LanguageError
from vision import read_board, read_frames
from vision.classifier import GlyphModel, load_model
from vision.net import FACE_CLASSES
from vision.recognise import faces_for_size, net_classes, reading_language, with_stand_ins

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))  # where add_faces.py lives

LETTERS = frozenset("ABCDEFGHIJKLMNOPRSTUVWXYZ")


def _read(board: Board, seed: int, language: str) -> list[str]:
    from synth import render_board

    photo = render_board(board, seed)
    reading = read_board(photo.image, language=language)
    assert (reading.rows, reading.cols) == (board.rows, board.cols)
    return [die.face for die in reading.dice]


def _faces(board: Board) -> list[str]:
    return [face for row in board.grid for face in row]


@pytest.mark.parametrize(("language", "seed"), [("fr", 1), ("de", 4)])
def test_a_board_rendered_with_the_editions_dice_reads_right(language: str, seed: int):
    board = roll(dice_set(language), random.Random(seed))
    assert _read(board, seed, language) == _faces(board)


def test_a_spanish_board_reads_its_n_tilde_as_n_tilde_and_its_n_as_n():
    board = roll(dice_set("es"), random.Random(2))
    grid = [list(row) for row in board.grid]
    for (row, col), face in {(0, 0): "Ñ", (1, 1): "N", (2, 2): "Ñ", (3, 3): "N"}.items():
        grid[row][col] = face
    board = Board(tuple(tuple(row) for row in grid))
    read = _read(board, 2, "es")
    assert [read[0], read[5], read[10], read[15]] == ["Ñ", "N", "Ñ", "N"]
    assert read == _faces(board)


def test_the_faces_allowed_follow_the_language_read_in():
    english = {size: faces_for_size(size) for size in (3, 4, 5, 6, 7)}
    assert english[4] == LETTERS | {"Qu"}
    assert all("Ñ" not in faces and faces <= set(ENGLISH_FACES) for faces in english.values())
    assert faces_for_size(4, "es") == LETTERS | {"Qu", "Ñ"}
    assert faces_for_size(6, "fr") == LETTERS | {"Qu"}  # no An, Er ... on the French dice
    with reading_language("es"):
        assert faces_for_size(5) == faces_for_size(5, "es")
        with reading_language(None):  # a reading inside a reading keeps its language
            assert "Ñ" in faces_for_size(4)
    assert {size: faces_for_size(size) for size in english} == english
    with pytest.raises(LanguageError), reading_language("xx"):
        pass


def test_the_network_lends_n_to_n_tilde_and_english_keeps_its_classes():
    rng = np.random.default_rng(0)
    probabilities = rng.random((3, len(FACE_CLASSES) + 1, 4))
    english = net_classes(faces_for_size(4))
    assert english == FACE_CLASSES
    assert with_stand_ins(probabilities, english) is probabilities
    spanish = net_classes(faces_for_size(4, "es"))
    assert spanish == (*FACE_CLASSES, "Ñ")
    widened = with_stand_ins(probabilities, spanish)
    assert widened.shape == (3, len(FACE_CLASSES) + 2, 4)
    assert np.array_equal(widened[:, spanish.index("Ñ")], probabilities[:, FACE_CLASSES.index("N")])
    assert np.array_equal(widened[:, -1], probabilities[:, -1])  # "no die here" stays last
    assert with_stand_ins(widened, spanish) is widened


def test_the_marks_of_n_tilde_leave_english_scores_as_they_were():
    model = load_model()
    extra = model.faces.index("Ñ")
    assert model.faces[:extra] == tuple(ENGLISH_FACES)
    assert (model.labels == extra).sum() > 0 and (model.labels[-1] == extra)
    english = np.flatnonzero(model.labels != extra)
    without = GlyphModel(
        model.mean, model.basis, model.examples[english], model.labels[english],
        model.faces[:extra], model.shape_weight,
    )  # fmt: skip
    rng = np.random.default_rng(1)
    pictures = [(rng.random((32, 32)) * 255).astype(np.uint8) for _ in range(6)]
    for size in (4, 5, 6):
        faces = faces_for_size(size)
        assert model.score_many(pictures, faces) == without.score_many(pictures, faces)


def test_adding_faces_keeps_every_stored_example():
    from add_faces import with_faces

    with np.load(ROOT / "resources" / "glyphs_knn.npz") as data:
        stored = {key: data[key] for key in data.files}
    updated = with_faces(stored, ("Ñ",), 3, seed=5)
    names = list(updated["faces"])
    kept = updated["labels"] != names.index("Ñ")
    assert (~kept).sum() == 3  # the Ñ examples the model had were replaced, not added to
    english = stored["labels"] != list(stored["faces"]).index("Ñ")
    assert np.array_equal(updated["examples"][kept], stored["examples"][english])
    assert np.array_equal(updated["labels"][kept], stored["labels"][english])
    for key in ("mean", "basis", "shape_weight"):
        assert np.array_equal(updated[key], stored[key])


def test_frames_of_a_spanish_board_are_read_in_spanish():
    from synth import render_board

    grid = [list(row) for row in roll(dice_set("es"), random.Random(2)).grid]
    grid[0][0], grid[1][1] = "Ñ", "N"
    image = render_board(Board(tuple(tuple(row) for row in grid)), 2).image
    reading = read_frames([image, image], language="es")
    assert reading.grid[0][0] == "Ñ" and reading.grid[1][1] == "N"
    assert "Ñ" not in {face for row in read_frames([image]).grid for face in row}


def test_the_mark_cut_keeps_the_tilde_of_n_tilde():
    from synth import render_board
    from vision.candidates import best_board
    from vision.locate import locate_board
    from vision.reading import default_recogniser

    grid = [["Ñ" if (row + col) % 2 else "N" for col in range(4)] for row in range(4)]
    board = Board(tuple(tuple(row) for row in grid))
    photo = render_board(board, 3, tilt=5, spin=0, rotations=[[0] * 4] * 4, effects=False)
    with reading_language("es"):
        chosen = best_board(photo.image, [locate_board(photo.image)], default_recogniser())
    for die, glyph in enumerate(chosen.glyphs):
        if _faces(board)[die] == "Ñ":
            # The tilde is kept beside the letter (the whole mark), and the letter alone is
            # kept apart (the bare cut), as for a speck: Ñ must match the whole mark.
            assert glyph.bare is not None and glyph.picture is not None
            assert _tallness(glyph.picture) > 1.1 * _tallness(glyph.bare)  # the tilde on top


def _tallness(picture: np.ndarray) -> float:
    """Height over width of the ink in a mark's picture."""
    rows, cols = np.nonzero(picture > 100)
    return (np.ptp(rows) + 1) / (np.ptp(cols) + 1)
