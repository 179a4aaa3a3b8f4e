"""Dice the face network sees off-centre, looked at again where it sees them centred.

The lattice is one affine map over the whole board (vision.lattice), so where the photo's
perspective or the outline bends it, a die at the board's edge can sit a third of a die or more
off its node, and its patch then shows a die's rim and half a letter. The network was trained to
say so: its "no die here" output (vision.net.NOT_A_DIE) is high for a patch not centred on a
die. Each die it says that of is looked at again at a few shifts around its node, and the shift
where the network is surest a die is centred stands, when that is surer than the node itself.
Only stragglers move: where most of the dice look off-centre, the lattice is in doubt, not them.

The network can also read a die its node misses as another, centred face (a G cut at its edge
reads as an S), saying nothing of "no die here". The die's own mark says where its face is, so
a die whose mark sits well off its node is looked at with the mark centred as well; as with the
shifts, that look stands when the network sees less of "no die here" in it than at the node.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from vision.lattice import Lattice
from vision.net import FaceNet, net_patch, net_patches
from vision.params import PARAMS
from vision.recognise import FaceGuess

_CENTRING = PARAMS.recognise
# Eight directions (unit steps along the axes and the diagonals) for each shift's length:
# the shifts tried, in die pitches.
_DIRECTIONS = np.float32(
    [(1, 0), (-1, 0), (0, 1), (0, -1), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7), (-0.7, -0.7)]
)
_SHIFTS = np.concatenate([_DIRECTIONS * step for step in _CENTRING.centring_steps])


@dataclass(frozen=True)
class Centred:
    lattice: Lattice  # the nodes of the dice that moved, moved
    probabilities: np.ndarray  # (dice, faces + 1, rotations), as FaceNet.probabilities
    moved: frozenset[int]  # the dice (row-major) looked at somewhere else than their node


def centred_dice(
    gray: np.ndarray,
    lattice: Lattice,
    net: FaceNet,
    marks: Sequence[tuple[float, float] | None] = (),
) -> Centred:
    """The network's probabilities for each die of ``lattice`` on the squared-up board
    ``gray``, each off-centre die's taken where the network sees it best centred. ``marks``:
    where each die's mark was found (row-major; None where none was), if known."""
    probabilities = net.probabilities(net_patches(gray, lattice))
    off_centre = probabilities[:, net.not_a_die].sum(axis=1)
    stragglers = np.flatnonzero(off_centre > _CENTRING.off_centre)
    if len(stragglers) > _CENTRING.max_off_centre * len(off_centre):
        # Not a few dice off a lattice that fits, but a lattice on no board (a bare table) or
        # on dice too blurred to place: moving every node would find something die-like
        # anywhere, and make a doubtful board look sure.
        return Centred(lattice, probabilities, frozenset())
    looks = [
        (int(die), place)
        for die in stragglers
        for place in lattice.centres[die] + _SHIFTS * lattice.pitch[die]
    ]
    for die, mark in enumerate(marks):
        if mark is None:
            continue
        place = np.asarray(mark, np.float32)
        off = float(np.hypot(*(place - lattice.centres[die])) / lattice.pitch[die])
        if _CENTRING.mark_off < off < _CENTRING.mark_reach:
            looks.append((die, place))
    if not looks:
        return Centred(lattice, probabilities, frozenset())
    # Every look in one forward pass.
    seen = net.probabilities(
        [net_patch(gray, float(x), float(y), float(lattice.pitch[die])) for die, (x, y) in looks]
    )
    centres = lattice.centres.copy()
    least_off = off_centre.copy()
    moved: set[int] = set()
    for (die, place), there in zip(looks, seen, strict=True):
        if there[net.not_a_die].sum() < least_off[die]:
            least_off[die] = there[net.not_a_die].sum()
            probabilities[die] = there
            centres[die] = place
            moved.add(die)
    if not moved:
        return Centred(lattice, probabilities, frozenset())
    return Centred(Lattice(centres, lattice.pitch, lattice.score), probabilities, frozenset(moved))


def read_at(lattice: Lattice, guesses: list[FaceGuess]) -> Lattice:
    """``lattice`` with each die's node moved to where it was read, if elsewhere: the die's
    outline is drawn there."""
    centres = lattice.centres.copy()
    for index, guess in enumerate(guesses):
        if guess.centre is not None:
            centres[index] = guess.centre
    return replace(lattice, centres=centres)
