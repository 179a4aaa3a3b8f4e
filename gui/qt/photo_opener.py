"""Reading photos in the background, one at a time: a newer photo replaces an older read."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

from gui.model.document import photo_digest
from gui.qt.photo_reading import BoardReader, PhotoRead, load_photo_image, read_photo
from gui.qt.workers import Task, reporting_task, start


class PhotoOpener(QObject):
    progress = Signal(str, float)  # stage, fraction
    read = Signal(object)  # PhotoRead
    failed = Signal(object)  # PhotoReadError or an unexpected exception
    stopped = Signal()  # the reader gave up after a cancel request
    pixels_loaded = Signal(object, str, QImage)  # path, content hash, image (a saved photo)

    def __init__(self, reader: BoardReader, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader = reader
        self._current: Task | None = None

    @property
    def is_reading(self) -> bool:
        return self._current is not None

    def open(self, path: Path) -> Task:
        self.cancel()
        reader = self._reader
        task = Task(lambda context: read_photo(path, reader, context), tag=path)
        task.signals.progress.connect(self._on_task_progress)
        task.signals.finished.connect(self._on_task_finished)
        task.signals.failed.connect(self._on_task_failed)
        task.signals.cancelled.connect(self._on_task_cancelled)
        self._current = task
        return start(task)

    def cancel(self) -> bool:
        """Stop the current read; True when there was one."""
        if self._current is None:
            return False
        self._current.cancel()
        self._current = None
        return True

    def load_pixels(self, path: Path) -> Task:
        task = Task(lambda _context: (photo_digest(path), load_photo_image(path)), tag=path)
        task.signals.finished.connect(self._on_pixels_finished)
        return start(task)

    def _is_current(self) -> bool:
        task = reporting_task(self.sender())
        return task is not None and task is self._current

    def _on_task_progress(self, stage: str, fraction: float) -> None:
        if self._is_current():
            self.progress.emit(stage, fraction)

    def _on_task_finished(self, result: PhotoRead) -> None:
        if self._is_current():  # otherwise a newer photo replaced this one
            self._current = None
            self.read.emit(result)

    def _on_task_failed(self, error: Exception) -> None:
        if self._is_current():
            self._current = None
            self.failed.emit(error)

    def _on_task_cancelled(self) -> None:
        if self._is_current():
            self._current = None
            self.stopped.emit()

    def _on_pixels_finished(self, result: tuple[str, QImage]) -> None:
        task = reporting_task(self.sender())
        if task is not None and isinstance(task.tag, Path):
            self.pixels_loaded.emit(task.tag, *result)
