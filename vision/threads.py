"""The reader's matrix products run on one thread.

numpy hands its matrix products to OpenBLAS, which splits each over every core. The reader's
products are small (a board's dice against the mark classifier's examples: about 64 x 50 by
50 x 17,800), so waking and joining the other threads costs more than it saves; on a machine
busy with other work the threads also wait for each other. Read one at a time on the 2-core
VM with the load at about 5, the 53 photos of every fourth labelled photo took 16.7 to 18.4 s
in all with one thread against 26.2 to 30.2 s with OpenBLAS's default of two (2026-11-27,
build notes in docs/reader-log.md); the readings are the same.

threadpoolctl sets the thread count of whichever BLAS numpy loaded, for the reading's duration
only, so the rest of the process keeps its own setting.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

from threadpoolctl import ThreadpoolController


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """numpy's matrix products on one thread within the block."""
    with _controller().limit(limits=1, user_api="blas"):
        yield


@cache
def _controller() -> ThreadpoolController:
    # Made once: it looks through the libraries the process has loaded (a few milliseconds).
    return ThreadpoolController()
