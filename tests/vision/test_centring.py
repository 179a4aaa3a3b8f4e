"""A die its lattice node misses is looked at again where the face network sees it centred."""

from __future__ import annotations

import dataclasses

import numpy as np

from vision.centring import Centred, centred_dice, read_at
from vision.classifier import load_model
from vision.glyphs import Glyph, extract_at
from vision.lattice import Lattice
from vision.net import FACE_CLASSES, load_net, net_patch
from vision.recognise import faces_for_size, net_guesses
from vision.recognisers import combined_recogniser


def test_dice_on_their_nodes_stay_there(squared_up):
    gray, lattice, _ = squared_up(3)
    centred = centred_dice(gray, lattice, load_net(), _marks(extract_at(gray, lattice)))
    assert centred.moved == frozenset()
    assert centred.lattice is lattice


def test_a_lattice_on_no_board_is_left_where_it_is(squared_up):
    _, lattice, _ = squared_up(3)
    table = np.random.default_rng(0).normal(150, 25, (480, 480)).clip(0, 255).astype(np.uint8)
    net = load_net()
    centred = centred_dice(table, lattice, net)
    # Every node looks off-centre on a bare table, so none is moved to something die-like.
    assert (centred.probabilities[:, net.not_a_die].sum(axis=1) > 0.15).mean() > 0.75
    assert centred.moved == frozenset()


def test_a_die_its_node_misses_is_read_where_it_sits(squared_up):
    gray, lattice, truth = squared_up(4)
    net = load_net()
    die = 5
    pitch = float(lattice.pitch[die])
    shifted = lattice.centres.copy()
    shifted[die] += (0.4 * pitch, -0.2 * pitch)  # a node off the die, as a bent outline leaves it
    off = dataclasses.replace(lattice, centres=shifted)
    before = net.probabilities([_patch(gray, off, die)])
    assert before[0, net.not_a_die].sum() > 0.5  # the network sees no die centred there

    centred = centred_dice(gray, off, net)

    assert centred.moved == frozenset({die})
    back = np.linalg.norm(centred.lattice.centres[die] - lattice.centres[die])
    assert back < 0.2 * pitch  # from 0.45 of a die off to near its own node
    assert np.array_equal(np.delete(centred.lattice.centres, die, 0), np.delete(shifted, die, 0))
    guess = net_guesses(centred.probabilities[die : die + 1], frozenset(FACE_CLASSES))[0]
    assert guess.face == truth[die]


def test_a_die_read_as_another_face_off_its_node_is_read_with_its_mark_centred(squared_up):
    gray, lattice, truth = squared_up(4)
    net = load_net()
    die = 6  # a C: a fifth of a die to its left, the network reads it as a G
    pitch = float(lattice.pitch[die])
    shifted = lattice.centres.copy()
    shifted[die] += (0.2 * pitch, 0)
    off = dataclasses.replace(lattice, centres=shifted)

    blind = centred_dice(gray, off, net)
    # Sure that a die is centred there, so the shifts alone do not look again.
    assert blind.probabilities[die, net.not_a_die].sum() < 0.15
    assert _face(blind, die) != truth[die]
    assert blind.moved == frozenset()

    centred = centred_dice(gray, off, net, _marks(extract_at(gray, off)))

    assert centred.moved == frozenset({die})
    assert _face(centred, die) == truth[die]
    assert np.linalg.norm(centred.lattice.centres[die] - lattice.centres[die]) < 0.05 * pitch


def test_the_faces_reader_says_where_it_read_a_moved_die(squared_up):
    gray, lattice, truth = squared_up(4)
    die = 9
    pitch = float(lattice.pitch[die])
    shifted = lattice.centres.copy()
    shifted[die] += (-0.35 * pitch, 0.3 * pitch)
    off = dataclasses.replace(lattice, centres=shifted)
    glyphs = extract_at(gray, off)

    guesses = combined_recogniser(load_net(), load_model())(gray, off, glyphs, faces_for_size(4))

    assert [guess.face for guess in guesses] == truth
    assert [i for i, guess in enumerate(guesses) if guess.centre is not None] == [die]
    outline_at = read_at(off, guesses).centres[die]
    assert np.linalg.norm(outline_at - lattice.centres[die]) < 0.2 * pitch


def _patch(gray: np.ndarray, lattice: Lattice, die: int) -> np.ndarray:
    (cx, cy), pitch = lattice.centres[die], lattice.pitch[die]
    return net_patch(gray, float(cx), float(cy), float(pitch))


def _marks(glyphs: list[Glyph]) -> list[tuple[float, float] | None]:
    return [None if glyph.picture is None else glyph.centre for glyph in glyphs]


def _face(centred: Centred, die: int) -> str:
    return net_guesses(centred.probabilities[die : die + 1], frozenset(FACE_CLASSES))[0].face
