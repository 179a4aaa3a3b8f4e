"""What the command line says while a word list is compiled for its first use: a line on
stderr that fills with the share done, so that seconds of silence (issue 49 measured 8.6 s
for French and 14 s for German on the first ``solve --lang``) are not taken for a hang.
Nothing is said when the list comes from the cache, which is every later time."""

from __future__ import annotations

import sys
import time
from typing import TextIO

# A share is written each time the compile passes another tenth of the way.
_STEPS = 10


class CompileReport:
    """A ``solver.lexicon.Compiling`` callback that writes to ``stream`` (stderr)."""

    def __init__(self, what: str, stream: TextIO | None = None) -> None:
        self.what = what
        self.stream = stream if stream is not None else sys.stderr
        self.started: float | None = None
        self.step = -1

    def __call__(self, fraction: float) -> None:
        if self.started is None:
            self.started = time.perf_counter()
            self._write(
                f"Compiling {self.what} for its first use (kept in the cache for the next time)..."
            )
        step = min(int(fraction * _STEPS), _STEPS)
        if step > self.step:
            self.step = step
            if step == _STEPS:
                seconds = time.perf_counter() - self.started
                self._write(f" done in {seconds:.1f} s\n")
            elif step > 0:
                self._write(f" {step * _STEPS}%")

    def _write(self, text: str) -> None:
        self.stream.write(text)
        self.stream.flush()
