"""Photos from the phones: kept on disk, then read one at a time in a helper process.

The reader is CPU-bound Python and OpenCV for a fraction of a second to several seconds; in the
server's own process it would hold the interpreter while eight phones wait for their words to be
answered. So a single helper process reads (``spawn``: the app may run Qt threads, which a fork
would copy half-alive), started with the table and warmed up at once so the first snap does not
pay for importing the reader. Photos wait their turn in arrival order (``asyncio.Lock`` is fair).

The helper ends with the table however the table ends: a thread in it watches the table's
process, and on Linux the kernel kills it when the table dies (``PR_SET_PDEATHSIG``). It decodes
nothing over the pixel cap, whatever a file's header says (``OPENCV_IO_MAX_IMAGE_PIXELS``).

Only photos that were read are kept; the kept ones are capped in count and bytes
(``MAX_KEPT_PHOTOS``, ``MAX_KEPT_PHOTO_BYTES``), the oldest going first.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import signal
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path

from solver.explained import Explained
from table.checks import MAX_KEPT_PHOTO_BYTES, MAX_KEPT_PHOTOS
from table.uploads import Spooled
from vision.result import BoardReading

# The decoder's own cap, in the helper: what a file's header hides (a TIFF's size tags given
# twice) is still refused before its pixels are allocated.
MAX_DECODED_PIXELS = 50_000_000
PARENT_CHECK_SECONDS = 1.0
Tray = list[tuple[float, float]]  # the player's corners, photo pixels (vision.given)

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


def _start_helper(parent: int) -> None:
    """In the helper, first: Ctrl+C in a terminal reaches the whole process group, and the
    table stops its helper itself (no traceback of its own); the helper ends when the table's
    process does, even by ``kill -9``; the decoder refuses huge images."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.environ["OPENCV_IO_MAX_IMAGE_PIXELS"] = str(MAX_DECODED_PIXELS)
    if sys.platform.startswith("linux"):
        with contextlib.suppress(Exception):
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()


def _watch_parent(parent: int) -> None:
    while True:
        time.sleep(PARENT_CHECK_SECONDS)
        if os.getppid() != parent:  # re-parented: the table is gone
            os._exit(0)


def _warm_up() -> bool:
    import vision  # noqa: F401 - imports OpenCV and the networks' code once

    return True


def _read_file(
    path: str, language: str | None = None, tray: Tray | None = None
) -> tuple[BoardReading, float]:
    """In the helper process: read the photo at ``path`` among the faces of ``language``'s
    dice; inside the corners ``tray`` (photo pixels) when the player placed them."""
    import cv2

    from vision import read_board
    from vision.load import load_image

    cv2.setNumThreads(1)  # the server's process keeps the other core
    started = time.perf_counter()
    loaded = load_image(Path(path))
    reading = read_board(loaded.image, language=language, tray=tray)
    return reading, time.perf_counter() - started


class PhotoDesk:
    """Stores uploads under ``folder`` and reads them, one at a time."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._lock = asyncio.Lock()
        self.waiting = 0
        self.active = 0  # uploads being received, waiting or read (server.py admits a few)
        self._pool: ProcessPoolExecutor | None = None

    def start(self, warm: bool = True) -> None:
        self._pool = ProcessPoolExecutor(
            1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_helper,
            initargs=(os.getpid(),),
        )
        if warm:
            self.warm_up()
        for left in self.folder.glob("upload-*.part"):  # spooled when the table last died
            self.forget(left)

    def warm_up(self) -> None:
        """Start the helper and its imports now, so that the first snap does not wait."""
        if self._pool is not None:
            self._pool.submit(_warm_up)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def keep(self, upload: Spooled) -> tuple[Path, str, bool]:
        """The spooled upload under its content hash: the desktop opens it from there, and
        corrections follow the picture as for any opened photo. Bytes that are no image are
        refused (PhotoError) and deleted. The flag: the photo is new here (not kept before)."""
        try:
            suffix = photo_suffix(upload.head)
        except PhotoError:
            upload.discard()
            raise
        path = self.folder / f"phone-{upload.digest[:16]}{suffix}"
        if path.exists():
            upload.discard()
            path.touch()  # the newest again, for pruning
            return path, upload.digest, False
        upload.path.replace(path)
        return path, upload.digest, True

    def forget(self, path: Path) -> None:
        """A photo the reader refused (damaged, no board): not kept."""
        with contextlib.suppress(OSError):
            path.unlink()

    def prune(self) -> None:
        """The kept photos within their caps, the oldest deleted first (never the newest)."""
        kept: list[tuple[float, int, Path]] = []
        with contextlib.suppress(OSError):
            for path in self.folder.glob("phone-*"):
                with contextlib.suppress(OSError):
                    info = path.stat()
                    kept.append((info.st_mtime, info.st_size, path))
        kept.sort()
        total = sum(size for _when, size, _path in kept)
        while len(kept) > 1 and (len(kept) > MAX_KEPT_PHOTOS or total > MAX_KEPT_PHOTO_BYTES):
            _when, size, path = kept.pop(0)
            self.forget(path)
            total -= size

    async def read(
        self, path: Path, digest: str, language: str | None = None, tray: Tray | None = None
    ) -> ReadPhoto:
        """Read one kept photo, after those that came before it, among the faces of
        ``language``'s dice (the game's; None: English), inside ``tray`` when given; raises
        PhotoError with the reader's message."""
        self.waiting += 1
        try:
            await self._lock.acquire()
        finally:
            self.waiting -= 1
        try:
            return await self._read_now(path, digest, language, tray)
        finally:
            self._lock.release()

    async def _read_now(
        self, path: Path, digest: str, language: str | None, tray: Tray | None
    ) -> ReadPhoto:
        from vision.errors import VisionError

        loop = asyncio.get_running_loop()
        for _attempt in range(2):
            if self._pool is None:
                raise PhotoError("the table is closing")
            try:
                reading, seconds = await loop.run_in_executor(
                    self._pool, _read_file, str(path), language, tray
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
