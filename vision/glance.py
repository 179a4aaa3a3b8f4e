"""The face network's glance at a lattice of dice, before the chooser reads its marks.

Reading a lattice's marks (each die's mark cut out, the classifier's nearest examples, the grey
patches: vision.recognisers.marks_recogniser) is the costliest step of the search for a board,
and an unsettled photo reads dozens of lattices: every outline of every look, at its grid
sizes and die placements. The face network reads all of a lattice's dice, upright, in one
batch, in a fraction of that time. So in the search (vision.candidates.ranked_boards) the
network glances at each lattice first: how surely it sees a face on each die, averaged
(``sureness``). Held out by board (5 folds, as taken and under six conditions of
bench/conditions.py, 1,477 readings, every lattice read; 2026-11-27), the lattice the chooser
picked for a board read right was the one the network saw surest of all the photo's lattices
in 1,292 of 1,322 readings, and among its five surest in every one; two thirds of the dice
the chooser read were on lattices the network saw at under 0.2. Ranked among the photo's
lattices rather than against a fixed bar: a small, dim or blurred board's dice are seen
unsurely (with a bar of 0.3, a photo turned 30 degrees and saved as a JPEG, whose outline stops
a column short, read no board at all, and a small board in a dark room took three times as
long), but more surely than a table's. What it gained and cost: vision.params, ``glance_keep``.

A lattice is read when the network sees it at least as surely as the ``keep``-th surest of the
photo's lattices so far. The first ``keep`` always are, and are glanced at only once a later
one needs ranking: a photo that settles within them pays nothing. The chooser still decides
among the lattices it reads; the network only spares it the rest. Where the outline or lattice
is known to be off (vision.candidates.at_other_sizes, vision.stretch) nothing is skipped: a
lattice between the dice is what the network learnt to call "no die here", and those readings
mend it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from vision.lattice import Lattice
from vision.net import FaceNet, net_patches
from vision.params import PARAMS
from vision.trace import Trace, timed_in


@dataclass
class Glance:
    """One photo's glances: the network, how surely it saw faces on each lattice ranked so far
    (``seen``), and the first lattices, read unranked, that a later one may be ranked
    against (``unranked``: each squared-up board and lattice)."""

    net: FaceNet
    keep: int = PARAMS.reading.glance_keep
    seen: list[float] = field(default_factory=list)
    unranked: list[tuple[np.ndarray, Lattice]] = field(default_factory=list)

    def worth_reading(self, gray: np.ndarray, lattice: Lattice, trace: Trace | None = None) -> bool:
        """Whether the chooser should read ``lattice`` of the squared-up board ``gray``: the
        network sees faces on it at least as surely as on the ``keep``-th surest lattice of
        the photo so far, this one counted. The network's time goes to ``trace``'s "glance"
        stage."""
        if len(self.unranked) < self.keep:
            self.unranked.append((gray, lattice))
            return True
        with timed_in(trace, "glance"):
            if self.seen:
                seen = sureness(self.net, [(gray, lattice)])[0]
            else:  # the first lattices, ranked only now that they are needed, in one batch
                *self.seen, seen = sureness(self.net, [*self.unranked, (gray, lattice)])
        self.seen.append(seen)
        return seen >= sorted(self.seen, reverse=True)[self.keep - 1]


def sureness(net: FaceNet, lattices: list[tuple[np.ndarray, Lattice]]) -> list[float]:
    """For each squared-up board and its lattice, the mean over the lattice's dice of the
    network's probability of each die's likeliest face (its turns summed; "no die here" counts
    for none), from the upright view alone: all their dice in one forward pass."""
    patches = [net_patches(gray, lattice) for gray, lattice in lattices]
    probabilities = net.upright_probabilities([patch for dice in patches for patch in dice])
    likeliest = probabilities[:, : net.not_a_die].max(axis=1)
    ends = np.cumsum([len(dice) for dice in patches])
    return [float(dice.mean()) for dice in np.split(likeliest, ends[:-1])]
