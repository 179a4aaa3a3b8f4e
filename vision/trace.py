"""What one read of a photo did: the seconds each stage took and, when asked for, a picture of
what each stage found. The eval and the benchmarks read the times, ``boggle-lens read
--debug`` saves the pictures, and tests look at both.

The reader fills a trace as it goes. The times are a few clock readings per stage, so every
read keeps them (``BoardReading.timings``); pictures are drawn only for a trace that asks for
them, so a plain read draws none.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext

import numpy as np


class Trace:
    """Seconds per stage, in the order the stages first finished, and (with ``pictures``) a
    debug picture per stage: BGR or gray uint8 arrays."""

    def __init__(self, *, pictures: bool = False) -> None:
        self.wants_pictures = pictures
        self.seconds: dict[str, float] = {}
        self.pictures: dict[str, np.ndarray] = {}

    @contextmanager
    def timed(self, stage: str) -> Iterator[None]:
        """Add the time spent inside the ``with`` block to ``stage`` (a stage may be entered
        many times: the grid stage runs once per candidate outline)."""
        start = time.perf_counter()
        try:
            yield
        finally:
            self.add_seconds(stage, time.perf_counter() - start)

    def add_seconds(self, stage: str, seconds: float) -> None:
        self.seconds[stage] = self.seconds.get(stage, 0.0) + seconds

    def picture(self, stage: str, draw: Callable[[], np.ndarray]) -> None:
        """Keep the picture ``draw`` makes for ``stage``, when this trace wants pictures; ``draw``
        is not called otherwise."""
        if self.wants_pictures:
            self.pictures[stage] = draw()


def timed_in(trace: Trace | None, stage: str) -> AbstractContextManager[None]:
    """``trace.timed(stage)``, or nothing to time into when there is no trace."""
    return nullcontext() if trace is None else trace.timed(stage)
