"""Photos from the phones: kept on disk, then read one at a time in a helper process.

The reader is CPU-bound Python and OpenCV for a fraction of a second to several seconds; in the
server's own process it would hold the interpreter while eight phones wait for their words to be
answered. So a single helper process reads (``spawn``: the app may run Qt threads, which a fork
would copy half-alive), started with the table and warmed up at once so the first snap does not
pay for importing the reader. Photos wait their turn in arrival order (``asyncio.Lock`` is fair).
"""

from __future__ import annotations

import asyncio
import hashlib
import multiprocessing
import signal
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path

from solver.explained import Explained
from vision.result import BoardReading

# The suffix a kept photo gets, from what its first bytes say it is (the request's file name or
# type are never trusted, and never name a file).
_SUFFIXES = {
    "JPEG": ".jpg",
    "PNG": ".png",
    "WebP": ".webp",
    "BMP": ".bmp",
    "TIFF": ".tif",
    "HEIC": ".heic",
    "HEIF": ".heif",
    "AVIF": ".avif",
    "GIF": ".gif",
}


class PhotoError(Explained, ValueError):
    """A photo the table could not read: the message is for the player, and the reader's
    ``reason`` and ``values`` go with it, for the player's language (solver.explained)."""

    @classmethod
    def from_vision(cls, error: Explained) -> PhotoError:
        return cls(str(error), reason=error.reason, **error.values)


@dataclass(frozen=True)
class ReadPhoto:
    path: Path
    digest: str
    reading: BoardReading
    seconds: float


def photo_suffix(data: bytes) -> str:
    """The kept file's suffix; PhotoError with the loader's own message for bytes that are no
    image it knows (those fail in the first bytes, so this costs nothing)."""
    from vision.errors import VisionError
    from vision.file_header import sniff_format
    from vision.load import load_image

    suffix = _SUFFIXES.get(sniff_format(data) or "")
    if suffix is None:
        try:
            load_image(data)
        except VisionError as error:
            raise PhotoError.from_vision(error) from None
        suffix = ".img"
    return suffix


def _ignore_interrupts() -> None:
    """Ctrl+C in a terminal reaches the whole process group: the table stops its helper
    itself, which should not print a traceback of its own."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _warm_up() -> bool:
    import vision  # noqa: F401 - imports OpenCV and the networks' code once

    return True


def _read_file(path: str, language: str | None = None) -> tuple[BoardReading, float]:
    """In the helper process: read the photo at ``path`` among the faces of ``language``'s
    dice."""
    import cv2

    from vision import read_board
    from vision.load import load_image

    cv2.setNumThreads(1)  # the server's process keeps the other core
    started = time.perf_counter()
    loaded = load_image(Path(path))
    reading = read_board(loaded.image, language=language)
    return reading, time.perf_counter() - started


class PhotoDesk:
    """Stores uploads under ``folder`` and reads them, one at a time."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._lock = asyncio.Lock()
        self.waiting = 0
        self._pool: ProcessPoolExecutor | None = None

    def start(self, warm: bool = True) -> None:
        self._pool = ProcessPoolExecutor(
            1, mp_context=multiprocessing.get_context("spawn"), initializer=_ignore_interrupts
        )
        if warm:
            self._pool.submit(_warm_up)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def keep(self, data: bytes) -> tuple[Path, str]:
        """Write the upload to disk under its content hash: the desktop opens it from there,
        and corrections follow the picture as for any opened photo."""
        suffix = photo_suffix(data)
        digest = hashlib.sha256(data).hexdigest()
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"phone-{digest[:16]}{suffix}"
        if not path.exists():
            partial = path.with_suffix(suffix + ".part")
            partial.write_bytes(data)
            partial.replace(path)
        return path, digest

    async def read(self, path: Path, digest: str, language: str | None = None) -> ReadPhoto:
        """Read one kept photo, after those that came before it, among the faces of
        ``language``'s dice (the game's; None: English); raises PhotoError with the reader's
        message."""
        self.waiting += 1
        try:
            await self._lock.acquire()
        finally:
            self.waiting -= 1
        try:
            return await self._read_now(path, digest, language)
        finally:
            self._lock.release()

    async def _read_now(self, path: Path, digest: str, language: str | None) -> ReadPhoto:
        from vision.errors import VisionError

        loop = asyncio.get_running_loop()
        for _attempt in range(2):
            if self._pool is None:
                raise PhotoError("the table is closing")
            try:
                reading, seconds = await loop.run_in_executor(
                    self._pool, _read_file, str(path), language
                )
            except BrokenProcessPool:
                # The helper died (out of memory on a huge photo, say): a fresh one takes over,
                # and this photo is tried once more.
                self._pool.shutdown(wait=False)
                self.start()
                continue
            except VisionError as error:
                raise PhotoError.from_vision(error) from None
            return ReadPhoto(path, digest, reading, seconds)
        raise PhotoError("the reader stopped twice while reading that photo")
