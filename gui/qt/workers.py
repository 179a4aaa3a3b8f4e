"""Run slow work (reading a photo, loading a word list) on the thread pool, never the GUI thread.

A ``Task`` wraps a plain function that receives a ``TaskContext`` (progress reporting and a
cancel flag). Results and errors come back as Qt signals, which Qt delivers on the GUI thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class TaskContext:
    """What a running task can see: a progress callback and whether it should stop."""

    def __init__(self, signals: TaskSignals, cancel_event: threading.Event) -> None:
        self._signals = signals
        self._cancel_event = cancel_event

    def progress(self, stage: str, fraction: float) -> None:
        self._signals.progress.emit(stage, float(fraction))

    def cancelled(self) -> bool:
        return self._cancel_event.is_set()

    def deliver(self, value: object) -> None:
        """Hand a piece of the result over before the task ends (a chunk of boards rolled)."""
        self._signals.partial.emit(value)


class TaskSignals(QObject):
    """Connect these to bound methods of QObjects (not lambdas), so a receiver that is gone
    by the time a slow task reports is disconnected by Qt rather than called."""

    progress = Signal(str, float)
    partial = Signal(object)  # a piece of the result, handed over while the task runs
    finished = Signal(object)  # the function's result
    failed = Signal(object)  # the exception it raised
    cancelled = Signal()

    task: Task | None = None


class Task(QRunnable):
    """One background job. Keep a reference until it reports: its signals live on this object."""

    def __init__(self, function: Callable[[TaskContext], Any], tag: object = None) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.signals = TaskSignals()
        self.signals.task = self
        self.tag = tag  # what the task is about, for the receiver (which dictionary, which photo)
        self._function = function
        self._cancel_event = threading.Event()
        self.done = threading.Event()

    def cancel(self) -> None:
        self._cancel_event.set()

    @property
    def is_cancelled(self) -> bool:
        return self._cancel_event.is_set()

    def run(self) -> None:
        context = TaskContext(self.signals, self._cancel_event)
        try:
            result = self._function(context)
        except Exception as error:  # every failure must reach the GUI, never die in a thread
            if self._cancel_event.is_set():
                self.signals.cancelled.emit()
            else:
                self.signals.failed.emit(error)
        else:
            if self._cancel_event.is_set():
                self.signals.cancelled.emit()
            else:
                self.signals.finished.emit(result)
        finally:
            self.done.set()


# Running tasks stay referenced here, so a task outlives a window closed while it works
# (its signals object must exist when the worker thread emits).
_LIVE: set[Task] = set()


def start(task: Task, pool: QThreadPool | None = None) -> Task:
    for finished in [t for t in _LIVE if t.done.is_set()]:
        _LIVE.discard(finished)
    _LIVE.add(task)
    (pool or QThreadPool.globalInstance()).start(task)
    return task


def reporting_task(sender: QObject | None) -> Task | None:
    """The task whose signal is being delivered (call from a slot with ``self.sender()``)."""
    return sender.task if isinstance(sender, TaskSignals) else None
