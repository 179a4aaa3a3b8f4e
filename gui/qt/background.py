"""The model's long jobs on Qt's thread pool: reading photos, decoding a restored photo and
loading word lists. Each result goes back to the model with the request's number; the model
drops the ones it no longer wants."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QImage

from gui.model.app import AppModel
from gui.model.dictionaries import load_dictionary
from gui.model.reading import PhotoRead
from gui.qt.photo_reading import BoardReader, load_photo_image, read_photo
from gui.qt.workers import Task, TaskContext, reporting_task, start
from solver import Lexicon
from vision.result import Quad


class BackgroundWork(QObject):
    """Starts a worker for each job the model asks for, and reports back on the GUI thread."""

    def __init__(self, model: AppModel, reader: BoardReader, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._reader = reader
        self._reads: dict[int, Task] = {}
        model.read_wanted.connect(self._on_model_read_wanted)
        model.outline.read_wanted.connect(self._on_outline_read_wanted)
        model.read_cancelled.connect(self._on_model_read_cancelled)
        model.words.dictionary_wanted.connect(self._on_words_dictionary_wanted)

    def _request(self) -> int:
        task = reporting_task(self.sender())
        return task.tag if task is not None and isinstance(task.tag, int) else -1

    # -- photos ------------------------------------------------------------------------------

    def _on_model_read_wanted(self, path: Path, request: int) -> None:
        self._read(path, request)

    def _on_outline_read_wanted(self, path: Path, tray: Quad, request: int) -> None:
        self._read(path, request, tray)

    def _read(self, path: Path, request: int, tray: Quad | None = None) -> None:
        # The photo shows the dice of the game's language, as chosen when it was opened.
        reader, language = self._reader, self._model.language
        task = Task(lambda context: read_photo(path, reader, context, language, tray), tag=request)
        task.signals.progress.connect(self._on_read_progress)
        task.signals.finished.connect(self._on_read_finished)
        task.signals.failed.connect(self._on_read_failed)
        task.signals.cancelled.connect(self._on_read_cancelled)
        self._reads[request] = task
        start(task)

    def read_task(self, request: int) -> Task:
        """The worker reading the photo of ``request`` (started when the model asked)."""
        return self._reads[request]

    def _on_model_read_cancelled(self, request: int) -> None:
        task = self._reads.pop(request, None)
        if task is not None:
            task.cancel()

    def _on_read_progress(self, stage: str, fraction: float) -> None:
        self._model.reading.report_progress(self._request(), stage, fraction)

    def _on_read_finished(self, result: PhotoRead) -> None:
        request = self._request()
        self._reads.pop(request, None)
        self._model.photo_read(request, result)

    def _on_read_failed(self, error: Exception) -> None:
        request = self._request()
        self._reads.pop(request, None)
        self._model.photo_failed(request, error)

    def _on_read_cancelled(self) -> None:
        request = self._request()
        self._reads.pop(request, None)
        self._model.reading_stopped(request)

    def load_pixels(self, path: Path) -> Task:
        """Decode a restored document's photo for display."""
        task = Task(lambda _context: (path, *load_photo_image(path)), tag=path)
        task.signals.finished.connect(self._on_pixels_finished)
        return start(task)

    def _on_pixels_finished(self, result: tuple[Path, str, QImage]) -> None:
        self._model.pixels_loaded(*result)

    # -- word lists --------------------------------------------------------------------------

    def _on_words_dictionary_wanted(self, key: str, request: int) -> None:
        # Chosen (a game language, a word list) is loaded at once, in the background: a list
        # never seen is compiled in a helper process, its progress shown as it goes.
        task = Task(lambda context: self._load(key, context), tag=request)
        task.signals.progress.connect(self._on_dictionary_progress)
        task.signals.finished.connect(self._on_dictionary_finished)
        task.signals.failed.connect(self._on_dictionary_failed)
        start(task)

    @staticmethod
    def _load(key: str, context: TaskContext) -> Lexicon:
        return load_dictionary(key, lambda done: context.progress("compiling", done))

    def _on_dictionary_progress(self, _stage: str, fraction: float) -> None:
        self._model.words.dictionary_compiling(self._request(), fraction)

    def _on_dictionary_finished(self, lexicon: Lexicon) -> None:
        self._model.words.dictionary_loaded(self._request(), lexicon)

    def _on_dictionary_failed(self, error: Exception) -> None:
        self._model.words.dictionary_failed_to_load(self._request(), error)
