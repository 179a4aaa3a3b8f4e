"""How fast one player may send words: a token bucket per player (``WORD_BURST`` words at
once, then ``WORDS_PER_SECOND``), so that one phone sending as fast as it can slows no one else's
answers. Beyond it the table answers 429 with the seconds to wait."""

from __future__ import annotations

import time
from collections.abc import Callable

from table.checks import WORD_BURST, WORDS_PER_SECOND, TableError


class WordRate:
    def __init__(
        self,
        per_second: float = WORDS_PER_SECOND,
        burst: int = WORD_BURST,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.per_second = per_second
        self.burst = burst
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # player -> (tokens, when)

    def take(self, player: str) -> None:
        """One word for ``player``, or TableError 429 saying how long to wait."""
        now = self._clock()
        tokens, when = self._buckets.get(player, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - when) * self.per_second)
        if tokens < 1.0:
            wait = (1.0 - tokens) / self.per_second
            self._buckets[player] = (tokens, now)
            raise TableError(
                f"at most {self.per_second:g} words a second: wait a moment",
                429,
                reason="table.too_fast",
                retry_after=wait,
                rate=round(self.per_second),
            )
        self._buckets[player] = (tokens - 1.0, now)

    def forget(self, player: str) -> None:
        self._buckets.pop(player, None)
