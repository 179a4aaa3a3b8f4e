"""How long the table's event loop is ever held up: a task that asks to wake every 20 ms and
notes how late it woke. A late wake-up is time the loop spent on something else (a long
handler, a slow disk write): a phone's word waits that long for its answer."""

from __future__ import annotations

import asyncio
import time
from collections import deque
from dataclasses import dataclass

PERIOD_SECONDS = 0.02


@dataclass(frozen=True)
class LoopStats:
    checks: int
    longest_ms: float
    p99_ms: float
    over_100_ms: int

    def line(self) -> str:
        return (
            f"event loop: {self.checks} checks every {PERIOD_SECONDS * 1000:.0f} ms, longest "
            f"stall {self.longest_ms:.1f} ms, 99th percentile {self.p99_ms:.1f} ms, "
            f"{self.over_100_ms} over 100 ms"
        )


class LoopWatch:
    def __init__(self, keep: int = 100_000) -> None:
        self._lags: deque[float] = deque(maxlen=keep)
        self._longest = 0.0
        self._checks = 0
        self._over = 0

    async def run(self) -> None:
        while True:
            asked = time.perf_counter()
            await asyncio.sleep(PERIOD_SECONDS)
            lag = max(0.0, time.perf_counter() - asked - PERIOD_SECONDS)
            self._checks += 1
            self._lags.append(lag)
            self._longest = max(self._longest, lag)
            self._over += lag > 0.1

    def stats(self) -> LoopStats:
        lags = sorted(self._lags)
        p99 = lags[min(len(lags) - 1, int(len(lags) * 0.99))] if lags else 0.0
        return LoopStats(self._checks, self._longest * 1000, p99 * 1000, self._over)
