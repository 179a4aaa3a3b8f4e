"""The reader's warp and centring stages (vision.warp, vision.centres) on rendered boards."""

from __future__ import annotations

import random

import cv2
import numpy as np
import pytest

from solver import Board, roll
from synth import render_board
from vision.centre_net import load_centre_net
from vision.centres import ASTRAY, centred, on_lattice, second_look
from vision.cut import PITCH, cut_dice
from vision.finder import clockwise
from vision.net import load_net, net_patch
from vision.recognise import faces_for_size, net_guesses
from vision.warp import MARGIN, square_up


def _photo(size: int, seed: int, **kwargs: object) -> tuple[np.ndarray, np.ndarray, Board]:
    """A rendered board (grey), its true corners clockwise, and its faces."""
    if size == 4:
        board = roll("classic", random.Random(seed))
    else:
        rng = random.Random(seed)
        board = Board(tuple(tuple(rng.choice("ABDEFGHKLMPRSTUVWY") for _ in range(size))
                            for _ in range(size)))  # fmt: skip
    photo = render_board(board, seed, size=(800, 640), fill=0.75, effects=False, **kwargs)
    grey = cv2.cvtColor(photo.image, cv2.COLOR_BGR2GRAY)
    return grey, np.array(clockwise(list(photo.board_outline)), np.float64), board


def test_a_die_cut_out_is_the_networks_own_patch_there_at_the_edges_too():
    grey, corners, _ = _photo(4, 7303, tilt=15, spin=10)
    board = square_up(grey, tuple(map(tuple, corners)), 4)
    side = board.image.shape[0]
    points = np.array([[60, 60], [100.4, 139.6], [3, 5], [side - 2, side - 9], [side / 2, 0]])
    cut = cut_dice(board.image, points)
    for die, (x, y) in zip(cut, np.rint(points), strict=True):
        assert np.array_equal(die, net_patch(board.image, float(x), float(y), float(PITCH)))
    assert cut_dice(board.image, np.zeros((0, 2))).shape == (0, 32, 32)


def test_the_squared_up_board_maps_back_onto_the_corners_it_was_cut_at():
    grey, corners, _ = _photo(5, 7301, tilt=25, spin=20)
    board = square_up(grey, tuple(map(tuple, corners)), 5)
    assert board.image.shape == (round((5 + 2 * MARGIN) * PITCH),) * 2
    low, high = MARGIN * PITCH, (5 + MARGIN) * PITCH
    block = np.array([[low, low], [high, low], [high, high], [low, high]])
    assert np.abs(board.in_photo(block) - corners).max() < 0.5
    nodes = board.nodes()
    assert nodes.shape == (25, 2)
    assert np.allclose(nodes[0], ((MARGIN + 0.5) * PITCH,) * 2)
    assert np.allclose(nodes[6] - nodes[0], (PITCH, PITCH))  # row-major: one right, one down


def test_a_big_photo_is_shrunk_before_the_warp_and_still_maps_back():
    grey, corners, _ = _photo(4, 7302, tilt=10, spin=5)
    big = cv2.resize(grey, None, fx=4, fy=4, interpolation=cv2.INTER_LINEAR)
    board = square_up(big, tuple(map(tuple, corners * 4)), 4)
    low, high = MARGIN * PITCH, (4 + MARGIN) * PITCH
    block = np.array([[low, low], [high, low], [high, high], [low, high]])
    assert np.abs(board.in_photo(block) - corners * 4).max() < 2.0
    small = square_up(grey, tuple(map(tuple, corners)), 4)
    # The same board either way: the squared-up pictures agree but for resampling.
    assert np.abs(board.image.astype(int) - small.image.astype(int)).mean() < 6


@pytest.mark.parametrize(("size", "shift"), [(4, (0.2, 0.0)), (5, (0.0, -0.2)), (6, (0.15, 0.15))])
def test_dice_off_their_nodes_are_found_where_they_are_and_read(size, shift):
    """Corners a fifth of a die off (as the finder's can be): the dice are found back on the
    lattice the true corners give, and read as rendered (under any turn of the board)."""
    grey, corners, truth = _photo(size, 7310 + size, tilt=20, spin=0, rotations=[[0] * size] * size)
    exact = square_up(grey, tuple(map(tuple, corners)), size)
    die = (corners[1] - corners[0]) / size, (corners[3] - corners[0]) / size
    moved = corners + shift[0] * die[0] + shift[1] * die[1]
    board = square_up(grey, tuple(map(tuple, moved)), size)
    net = load_net()
    found = centred(load_centre_net(), net, board)
    # Where the dice were found, in the photo, against the exact lattice's nodes there.
    off = np.linalg.norm(board.in_photo(found.points) - exact.in_photo(exact.nodes()), axis=1)
    pitch = float(np.linalg.norm(die[0]))
    assert np.median(off) < 0.1 * pitch
    assert off.max() < 0.2 * pitch
    # Read at the even grid of the moved corners, and where the dice were found.
    guesses = net_guesses(
        net.probabilities(found.patches(board)), faces_for_size(size), net.classes
    )
    read = [guesses[i].face for i in range(size * size)]
    assert read == [face for row in truth.grid for face in row]
    assert found.sureness.min() > 0.5


def test_a_grid_size_the_finder_is_unsure_of_is_settled_by_the_dice(monkeypatch):
    """The reader to come (bench/straight_read.py): when the finder gives a wrong size the most
    belief but the right one a share too, the size whose dice the network reads surer stands."""
    from bench import straight_read
    from vision.finder import BoardFind

    grey, corners, truth = _photo(4, 7321, tilt=15, spin=5)
    photo = cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR)
    quad = tuple(map(tuple, corners))
    split = ((4, 0.3), (5, 0.6), (6, 0.1))
    unsure = BoardFind(quad, 5, 0.6, split, 0.9, split, split)  # type: ignore[arg-type]
    monkeypatch.setattr(straight_read, "find_board", lambda image, finder=None: unsure)
    size, guesses, _ = straight_read.read_straight(photo, load_net())
    assert size == 4
    assert [guess.face for guess in guesses] == [face for row in truth.grid for face in row]
    sure = BoardFind(quad, 5, 0.95, ((4, 0.05), (5, 0.95), (6, 0.0)), 0.9, split, split)  # type: ignore[arg-type]
    monkeypatch.setattr(straight_read, "find_board", lambda image, finder=None: sure)
    assert straight_read.read_straight(photo, load_net())[0] == 5  # a size it is sure of stands


def test_a_doubtful_die_is_looked_at_again_and_moved_where_it_reads_surer():
    grey, corners, truth = _photo(5, 7330, tilt=10, spin=0, rotations=[[0] * 5] * 5)
    board = square_up(grey, tuple(map(tuple, corners)), 5)
    net, faces = load_net(), faces_for_size(5)
    nodes = board.nodes()
    off = nodes.copy()
    off[7] += np.float32([0.3 * PITCH, 0.0])  # a die a third of a die off its centre
    first = net_guesses(net.probabilities(list(cut_dice(board.image, off))), faces, net.classes)
    assert first[7].confidence < 0.98  # read doubtfully there
    points, probabilities = second_look(net, board, off, faces, doubt=0.98)
    assert np.linalg.norm(points[7] - nodes[7]) < 0.2 * PITCH  # moved back towards its centre
    again = net_guesses(probabilities, faces, net.classes)
    assert again[7].confidence > first[7].confidence
    assert [guess.face for guess in again] == [face for row in truth.grid for face in row]
    sure = [i for i, guess in enumerate(first) if guess.confidence >= 0.98]
    assert np.array_equal(points[sure], off[sure])  # the dice read surely stay where they were


def test_a_die_placed_off_the_lattice_its_fellows_agree_on_goes_back_onto_it():
    """The dice's tops, seen in perspective and each jiggled a little in the tray, stay where
    they were placed; one drawn a third of a die off (to a letter on a neighbour's side) goes
    where the lattice of the others puts it."""
    grey, corners, _ = _photo(5, 7340, tilt=10, spin=0)
    board = square_up(grey, tuple(map(tuple, corners)), 5)
    perspective = np.float64([[1.05, 0.04, -6.0], [0.02, 0.97, 4.0], [2e-4, -1e-4, 1.0]])
    lattice = cv2.perspectiveTransform(board.nodes()[None].astype(np.float64), perspective)[0]
    jiggle = np.random.default_rng(3).uniform(-0.05, 0.05, lattice.shape) * PITCH
    placed = (lattice + jiggle).astype(np.float32)
    drawn = placed.copy()
    drawn[17] += np.float32([0.0, 0.35 * PITCH])
    kept = on_lattice(board, drawn)
    assert np.array_equal(np.delete(kept, 17, axis=0), np.delete(placed, 17, axis=0))
    assert np.linalg.norm(kept[17] - lattice[17]) < 0.1 * PITCH
    assert np.linalg.norm(drawn[17] - lattice[17]) > ASTRAY * PITCH  # it was astray
    assert np.array_equal(on_lattice(board, placed), placed)  # nothing astray: nothing moves


def test_a_doubtful_board_is_read_at_another_block_the_finder_saw_when_its_dice_read_surer(
    monkeypatch,
):
    """The reader to come (bench/straight_read.py): the finder placed the block a column off,
    and its dice read doubtfully there; among the other blocks its peaks make is the true one,
    whose dice read surer, and the board is read there."""
    from dataclasses import replace

    from bench import straight_read
    from vision.finder import find_board

    grey, corners, truth = _photo(4, 7341, tilt=10, spin=15)
    photo = cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR)
    die = (corners[1] - corners[0]) / 4
    wrong = corners + np.where(np.arange(4)[:, None] % 3 == 0, 1, 0) * die  # a column in
    found = find_board(photo)
    placed_off = replace(
        found, corners=tuple(map(tuple, wrong)), grid=4, grid_probabilities=((4, 1.0),),
        others=(tuple(map(tuple, corners)),),
    )  # fmt: skip
    monkeypatch.setattr(straight_read, "find_board", lambda image, finder=None: placed_off)
    size, guesses, seconds = straight_read.read_straight(photo, load_net())
    assert size == 4 and "elsewhere" in seconds
    assert [guess.face for guess in guesses] == [face for row in truth.grid for face in row]
    with_no_other = replace(placed_off, others=())
    monkeypatch.setattr(straight_read, "find_board", lambda image, finder=None: with_no_other)
    _, guesses, _ = straight_read.read_straight(photo, load_net())
    assert [guess.face for guess in guesses] != [face for row in truth.grid for face in row]
