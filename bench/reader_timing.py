"""Timing one reader in a worker process of its own, and summing the seconds up: the pieces of
bench/read_bench.py.

A worker is this file run as ``python bench/reader_timing.py --worker TREE [OVERLAY]``: it puts
TREE first on sys.path, so ``import vision`` (and the models, found through
``importlib.resources`` in the ``resources`` package) come from that tree, whatever tree this
file is in; with OVERLAY before it, the ``resources`` package comes from there (a fold's models:
bench/fold_resources.py). It then answers JSON
lines on stdin/stdout: first a hello naming the files it imported, then for each request
``{"path": ...}`` one reply: the seconds ``vision.read_board`` took on the decoded image, the
decoding's seconds apart, the image's size, and the board read (rows joined by "/") or the
error's message.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import IO, Any


@dataclass(frozen=True)
class Read:
    """One photo read by one worker."""

    seconds: float | None  # read_board on the decoded image; None when it would not decode
    decode: float  # decoding the file alone
    text: str | None  # the board read, rows joined by "/"; None when nothing was read
    error: str  # why nothing was read ("" when something was)
    size: tuple[int, int] | None  # width, height of the decoded image

    @property
    def outcome(self) -> str:
        """What was read, to compare two readers by: the board, or the error."""
        return self.text if self.text is not None else f"error: {self.error}"


@dataclass(frozen=True)
class Summary:
    median: float
    p90: float
    p95: float
    slowest: float
    n: int


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0..100) by linear interpolation between the closest ranks, as
    numpy's default: on 211 photos the 95th lies between the 11th and 10th slowest."""
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def summarise(values: list[float]) -> Summary:
    if not values:
        return Summary(math.nan, math.nan, math.nan, math.nan, 0)
    return Summary(
        percentile(values, 50),
        percentile(values, 90),
        percentile(values, 95),
        max(values),
        len(values),
    )


def table(rows: list[tuple[str, str, Summary, float]]) -> str:
    """The figures as a table: per row the set's name (printed once, on its first row), the
    reader, its summary and the median seconds of decoding alone."""
    lines = [f"{'':<28}median    p90    p95  slowest    (n)   decode"]
    shown = None
    for name, reader, s, decode in rows:
        label = "" if name == shown else name
        shown = name
        lines.append(
            f"{label:<16} {reader:<10} {s.median:6.3f} {s.p90:6.3f} {s.p95:6.3f} {s.slowest:8.3f}"
            f" {s.n:6d} {decode:8.3f}"
        )
    return "\n".join(lines)


def slowest(names: list[str], reads: list[Read], count: int = 5) -> str:
    """The ``count`` slowest photos: name, size, seconds and what became of them."""
    timed = sorted(
        ((r.seconds, name, r) for name, r in zip(names, reads, strict=True) if r.seconds),
        key=lambda item: -item[0],
    )
    lines = []
    for seconds, name, read in timed[:count]:
        size = f"{read.size[0]}x{read.size[1]}" if read.size else "?"
        what = "" if read.text is not None else f"  (read nothing: {read.error})"
        lines.append(f"  {seconds:7.3f} s  {name}  {size}{what}")
    return "\n".join(lines)


class Worker:
    """A reader of the tree ``tree`` in a process of its own; ``read`` asks it for one photo.
    With ``overlay``, its models come from that folder's ``resources`` (bench/fold_resources.py)."""

    def __init__(self, tree: Path, overlay: Path | None = None) -> None:
        self.tree = tree
        # A session of its own: Ctrl+C reaches the bench alone, which then closes its workers
        # (the worker also ends by itself when its stdin closes, should the bench be killed).
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker", str(tree)]
            + ([str(overlay)] if overlay is not None else []),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=tree,
            start_new_session=True,
        )
        self.hello: dict[str, Any] = self._receive()

    def read(self, path: Path) -> Read:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps({"path": str(path)}) + "\n")
        self.process.stdin.flush()
        reply = self._receive()
        size = reply["size"]
        return Read(
            reply["seconds"],
            reply["decode"],
            reply["text"],
            reply["error"],
            None if size is None else (size[0], size[1]),
        )

    def _receive(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            code = self.process.wait()
            raise RuntimeError(f"the reader of {self.tree} ended (exit status {code})")
        return json.loads(line)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                stream.close()

    def __enter__(self) -> Worker:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def serve(tree: Path, requests: IO[str], overlay: Path | None = None) -> None:
    """The worker's loop (see the module's docstring)."""
    # The replies get stdout's descriptor; the reader's own prints, Python's or a library's,
    # go to stderr, so they can never break a reply.
    replies = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    # This file's folder (bench/) leaves sys.path, and so does the editable install's finder,
    # which would find the checkout's packages that the tree lacks: the project's modules and
    # models come from the tree alone.
    sys.path[0] = str(tree)
    if overlay is not None:
        sys.path.insert(0, str(overlay))
    sys.path[:] = [entry for entry in sys.path if "__editable__" not in entry]
    sys.meta_path[:] = [
        finder
        for finder in sys.meta_path
        if "__editable__" not in getattr(finder, "__module__", "")
    ]
    import vision

    try:
        import resources

        resources_file: str | None = resources.__file__
    except ImportError:
        resources_file = None
    hello = {"vision": vision.__file__, "resources": resources_file, "pid": os.getpid()}
    replies.write(json.dumps(hello) + "\n")
    for line in requests:
        replies.write(json.dumps(read_one(Path(json.loads(line)["path"]))) + "\n")


def read_one(path: Path) -> dict[str, Any]:
    from vision import VisionError, read_board
    from vision.load import load_image

    # Decoding is timed apart: read_board is given the decoded image, so its seconds are the
    # reader's own, the same for two readers that decode alike.
    start = time.perf_counter()
    try:
        image = load_image(path).image
    except VisionError as error:
        reply = {"seconds": None, "text": None, "error": str(error), "size": None}
        return reply | {"decode": time.perf_counter() - start}
    decode = time.perf_counter() - start
    size = [image.shape[1], image.shape[0]]
    start = time.perf_counter()
    try:
        reading = read_board(image)
    except Exception as error:  # any failure is the reader's answer, timed too
        seconds = time.perf_counter() - start
        message = str(error) if isinstance(error, VisionError) else repr(error)
        return {"seconds": seconds, "decode": decode, "text": None, "error": message, "size": size}
    seconds = time.perf_counter() - start
    text = "/".join("".join(row) for row in reading.grid)
    return {"seconds": seconds, "decode": decode, "text": text, "error": "", "size": size}


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4) or sys.argv[1] != "--worker":
        raise SystemExit(
            "usage: reader_timing.py --worker TREE [OVERLAY] (started by bench/read_bench.py)"
        )
    serve(Path(sys.argv[2]), sys.stdin, Path(sys.argv[3]) if len(sys.argv) == 4 else None)
