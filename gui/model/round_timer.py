"""A round's timer as plain state: the time is read from an injected clock, never counted in
ticks, so a late or missed tick (a busy machine, a sleeping laptop) cannot make the round long,
and tests move the clock by hand instead of waiting three minutes."""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], float]  # seconds, only differences matter (time.monotonic)

DEFAULT_SECONDS = 180.0
LAST_STRETCH_SECONDS = 30.0


class RoundTimer:
    """Start, pause, resume; ``remaining`` counts down from ``duration`` to 0."""

    def __init__(self, duration: float = DEFAULT_SECONDS, clock: Clock = time.monotonic) -> None:
        if duration <= 0:
            raise ValueError(f"a round lasts more than 0 seconds, not {duration}")
        self.duration = float(duration)
        self._clock = clock
        self._used = 0.0  # seconds run before the current stretch (pauses left out)
        self._since: float | None = None  # clock reading when the current stretch began
        self._started = False
        self._stopped = False  # ended early by the players

    def skip(self, seconds: float) -> None:
        """Count ``seconds`` as already run, before the start: a round restored after a crash
        goes on with the time it had left."""
        if self._started:
            raise ValueError("only a timer not yet started can skip time")
        self._used = min(max(seconds, 0.0), self.duration)

    @property
    def started(self) -> bool:
        return self._started

    @property
    def running(self) -> bool:
        return self._since is not None and not self.finished

    @property
    def paused(self) -> bool:
        return self._started and self._since is None and not self.finished

    @property
    def elapsed(self) -> float:
        """Seconds the round has run, pauses left out, at most ``duration``."""
        used = self._used
        if self._since is not None:
            used += self._clock() - self._since
        return min(used, self.duration)

    @property
    def remaining(self) -> float:
        return 0.0 if self._stopped else self.duration - self.elapsed

    @property
    def finished(self) -> bool:
        return self._stopped or (self._started and self.elapsed >= self.duration)

    @property
    def in_last_stretch(self) -> bool:
        """The last 30 seconds of a running or paused round: the view changes colour."""
        return self._started and not self.finished and self.remaining <= LAST_STRETCH_SECONDS

    def start(self) -> None:
        if not self._started:
            self._started = True
            self._since = self._clock()

    def pause(self) -> None:
        if self.running:
            assert self._since is not None
            self._used += self._clock() - self._since
            self._since = None

    def resume(self) -> None:
        if self.paused:
            self._since = self._clock()

    def stop(self) -> None:
        """End the round now (or skip the timer: lists played on paper are typed in after)."""
        if not self.finished:
            self._used = self.elapsed
            self._since = None
            self._stopped = True


def clock_text(seconds: float) -> str:
    """``2:05`` for what is left: rounded up, so 0:00 shows only when the time is up."""
    whole = int(-(-seconds // 1)) if seconds > 0 else 0
    return f"{whole // 60}:{whole % 60:02d}"
