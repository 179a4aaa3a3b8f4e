"""The live scanner's work off the GUI thread: finding the board outline in the newest frame, and
reading the buffered frames.

Outlines: one frame at a time on a pool of one thread. A frame that arrives while one is being
looked at replaces any frame already waiting (the newest only: a camera sends 30 a second, the
finder manages fewer), so nothing queues and the outline is never more than two frames behind.
A result from before ``reset()`` (another source, the scanner closed) is dropped.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import cv2
import numpy as np
from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal
from PySide6.QtGui import QImage

from gui.model.error_text import explain_unexpected
from gui.qt.workers import Task, TaskContext, reporting_task, start
from vision.result import BoardReading, Quad


@dataclass(frozen=True)
class FoundOutline:
    """What the finder said about one frame."""

    time: float  # when the frame arrived (time.monotonic)
    frame: np.ndarray  # BGR pixels
    outline: Quad | None
    sharpness: float  # 0..1
    whole: bool  # the board is clear of the frame's edges
    seconds: float  # how long finding it took


# Frames are looked at no more often than this: the target is 5 a second, and a finder run as
# often as the machine allows (20+ a second at 720p here) takes CPU from the GUI thread and the
# video decoder. bench/live_bench.py on the loaded 2-core VM: the longest stall's median fell
# from 65 to 53 ms (worst 119 to 82) at 12 a second instead of 21.
MIN_INTERVAL_S = 1 / 12

Finder = Callable[[np.ndarray], tuple[Quad | None, float, bool]]
FramesReader = Callable[..., BoardReading]


def find_board_outline(frame: np.ndarray) -> tuple[Quad | None, float, bool]:
    """``vision.find_outline`` as (corners or None, sharpness, whole)."""
    from vision import find_outline

    found = find_outline(frame)
    if found is None:
        return None, 0.0, False
    return found.quad, found.sharpness, found.whole


def read_board_frames(
    frames: Sequence[np.ndarray],
    *,
    cancelled: Callable[[], bool] | None = None,
    language: str | None = None,
) -> BoardReading:
    from vision import read_frames

    return read_frames(frames, cancelled=cancelled, language=language)


def qimage_to_bgr(image: QImage) -> np.ndarray:
    """A BGR array that owns a copy of ``image``'s pixels. Rows are read with the image's own
    stride (``bytesPerLine``), which can be wider than the pixels: video frames pad rows."""
    little = sys.byteorder == "little"
    wanted = QImage.Format.Format_RGB32 if little else QImage.Format.Format_RGB888
    if image.format() != wanted:  # a video frame's image is RGB32 already
        image = image.convertToFormat(wanted)
    width, height, stride = image.width(), image.height(), image.bytesPerLine()
    rows = np.frombuffer(image.constBits(), np.uint8, count=stride * height).reshape(height, stride)
    if image.format() == QImage.Format.Format_RGB888:  # big-endian: bytes R, G, B
        return cv2.cvtColor(rows[:, : width * 3].reshape(height, width, 3), cv2.COLOR_RGB2BGR)
    # 0xffRRGGBB words on a little-endian machine: bytes B, G, R, A. cvtColor writes a new
    # array, so nothing keeps pointing into the QImage's buffer.
    return cv2.cvtColor(rows[:, : width * 4].reshape(height, width, 4), cv2.COLOR_BGRA2BGR)


class OutlineTracker(QObject):
    """Looks for the board in the newest frame offered, one frame at a time."""

    found = Signal(object)  # FoundOutline
    failed = Signal(str)  # the finder raised: a message for the player

    def __init__(
        self,
        finder: Finder = find_board_outline,
        parent: QObject | None = None,
        min_interval_s: float = MIN_INTERVAL_S,
    ) -> None:
        super().__init__(parent)
        self._finder = finder
        self._min_interval_s = min_interval_s
        self._last_start = -1e9
        self._pacer = QTimer(self)
        self._pacer.setSingleShot(True)
        self._pacer.timeout.connect(self._next)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._generation = 0
        self._busy = False
        self._waiting: tuple[QImage, float] | None = None
        self.offered = 0
        self.dropped = 0  # frames replaced by a newer one before the finder got to them
        self.done = 0

    def offer(self, image: QImage, arrived: float) -> None:
        """The newest frame (a QImage is shared, not copied, until the worker converts it)."""
        self.offered += 1
        if self._waiting is not None:
            self.dropped += 1
        self._waiting = (image, arrived)
        if not self._busy and not self._pacer.isActive():
            self._next()

    def reset(self) -> None:
        """Forget the frame waiting and drop the answer for the one being looked at."""
        self._generation += 1
        if self._waiting is not None:
            self.dropped += 1
        self._waiting = None

    def wait_idle(self, timeout_ms: int = 5000) -> bool:
        """Wait for the frame being looked at (closing the scanner)."""
        return self._pool.waitForDone(timeout_ms)

    def _start(self, image: QImage, arrived: float) -> None:
        self._busy = True
        self._last_start = time.monotonic()
        finder = self._finder

        def look(_context: TaskContext) -> FoundOutline:
            started = time.perf_counter()
            frame = qimage_to_bgr(image)
            outline, sharpness, whole = finder(frame)
            return FoundOutline(
                arrived, frame, outline, sharpness, whole, time.perf_counter() - started
            )

        task = Task(look, tag=self._generation)
        task.signals.finished.connect(self._on_task_finished)
        task.signals.failed.connect(self._on_task_failed)
        start(task, self._pool)

    def _next(self) -> None:
        if self._busy or self._waiting is None:
            return
        wait_s = self._last_start + self._min_interval_s - time.monotonic()
        if wait_s > 0:
            self._pacer.start(max(1, round(wait_s * 1000)))
            return
        image, arrived = self._waiting
        self._waiting = None
        self._start(image, arrived)

    def _current(self) -> bool:
        task = reporting_task(self.sender())
        return task is not None and task.tag == self._generation

    def _on_task_finished(self, result: FoundOutline) -> None:
        current = self._current()
        self._busy = False
        self._next()
        if current:
            self.done += 1
            self.found.emit(result)

    def _on_task_failed(self, error: Exception) -> None:
        current = self._current()
        self._busy = False
        self._next()
        if current:
            self.failed.emit(explain_unexpected(error))


class FramesReading(QObject):
    """Reads buffered frames on the app's thread pool, one request at a time."""

    read = Signal(int, object)  # request, BoardReading
    failed = Signal(int, str)  # request, message for the player

    def __init__(
        self,
        reader: FramesReader = read_board_frames,
        parent: QObject | None = None,
        language: Callable[[], str | None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self._reader = reader
        # The game's language when a reading starts: the frames show its dice.
        self._language = language
        self._task: Task | None = None

    def start(self, frames: Sequence[np.ndarray], request: int) -> None:
        self.cancel()
        reader, language = self._reader, self._language()
        task = Task(
            lambda context: reader(frames, cancelled=context.cancelled, language=language),
            tag=request,
        )
        task.signals.finished.connect(self._on_task_finished)
        task.signals.failed.connect(self._on_task_failed)
        self._task = start(task)

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def _request(self) -> int:
        task = reporting_task(self.sender())
        return task.tag if task is not None and isinstance(task.tag, int) else -1

    def _on_task_finished(self, reading: BoardReading) -> None:
        self.read.emit(self._request(), reading)

    def _on_task_failed(self, error: Exception) -> None:
        self.failed.emit(self._request(), explain_unexpected(error))
