"""How much searching one photo may take: the second looks (vision.looks) stop when it is
spent, and the best reading so far stands, its doubtful dice flagged as always
(vision.chosen_faces.doubted).

Counted in dice read by the chooser (vision.candidates: every die of every placement of every
outline it reads, in every look), not in seconds. The search's time is nearly all spent there,
in proportion: over the 211 labelled photos, the dice read and the reading's processor time
correlate at 0.98 (2026-11-27, the 2-core machine: 1.3 to 2.2 ms a die with what goes with
it). So the limit holds a photo's time without depending on the machine's load: a photo reads
the same on a busy machine as on a quiet one, in the app, the live scanner and the tests."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Budget:
    """``dice`` the chooser may read over one photo's search (None: no limit); ``read``
    counts them."""

    dice: int | None
    read: int = 0

    def charge(self, dice: int) -> None:
        self.read += dice

    def spent(self) -> bool:
        return self.dice is not None and self.read >= self.dice
