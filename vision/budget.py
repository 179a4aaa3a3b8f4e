"""How much searching one photo may take: the second looks (vision.looks) stop when it is
spent, and the best reading so far stands, its doubtful dice flagged as always
(vision.chosen_faces.doubted).

Counted in dice read by the chooser (vision.candidates: every die of every placement of every
outline it reads, in every look), not in seconds. The search's time grows with them: over the
211 labelled photos (twice, with and without vision.looks' sure_marks rule), the dice read and
the reading's processor time correlate at 0.97, about 4.3 ms a die with what goes with it
(locating, fitting, the faces) plus 0.09 s (2026-11-27, the 2-core machine; 3 to 7 ms a die
on the photos reading over 100). So the limit holds a photo's time without depending on the
machine's load: a photo reads the same on a busy machine as on a quiet one, in the app, the
live scanner and the tests.

The budget is also spent with care: with a ``glance`` (vision.glance), the search's chooser
reads only the lattices on which the face network sees faces about as surely as on the
photo's best so far; the dice of the others are neither read nor counted."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from vision.glance import Glance
from vision.lattice import Lattice
from vision.trace import Trace


@dataclass
class Budget:
    """``dice`` the chooser may read over one photo's search (None: no limit); ``read``
    counts them. ``glance``: the network's glance that spares the chooser the lattices it
    sees no faces on (None: every lattice is read)."""

    dice: int | None
    read: int = 0
    glance: Glance | None = None

    def charge(self, dice: int) -> None:
        self.read += dice

    def spent(self) -> bool:
        return self.dice is not None and self.read >= self.dice

    def worth_reading(self, gray: np.ndarray, lattice: Lattice, trace: Trace | None = None) -> bool:
        """Whether the search's chooser should read ``lattice`` of the squared-up board
        ``gray`` (vision.glance, timed into ``trace``; every lattice is, without a glance)."""
        return self.glance is None or self.glance.worth_reading(gray, lattice, trace)
