"""How long one photo may take: the second looks (vision.looks) stop when it is spent, and the
best reading so far stands, its doubtful dice flagged as always (vision.reading.doubted).

Counted in processor seconds of the reading thread (``time.thread_time``), not on the wall
clock: on a machine busy with other work, or in an app whose other threads are busy (the live
scanner, the GUI), a photo reads much as it would alone. Not quite: processor seconds grow on a
busy machine too (the cores' caches are shared), so a photo near the limit can read
differently there, and the hard photos are the ones near it; one reason the budget is off by
default (vision.params). OpenCV's and numpy's own worker threads are not counted: the limit is
in the reading thread's seconds."""

from __future__ import annotations

import time
from dataclasses import dataclass, field


@dataclass
class Budget:
    """``seconds`` of the reading thread's processor time from when it was made (None: no
    limit)."""

    seconds: float | None
    started: float = field(default_factory=time.thread_time)

    def spent(self) -> bool:
        return self.seconds is not None and time.thread_time() - self.started > self.seconds
