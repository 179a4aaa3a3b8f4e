"""The desktop's side of an open phone table: its events moved to the GUI thread, the boards
the phones send put on the desktop's board, and the desktop's board sent to the phones.

The table runs on a thread and event loop of its own and calls its listeners there. Nothing of
Qt or the app model may be touched from that thread, so the listener only emits a Qt signal:
the bridge lives in the GUI thread, so Qt queues the emission and the handlers run there. The
answers to the window's requests (``Future``s completed on the table's thread) travel the same
way.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

from gui.model.app import AppModel
from gui.model.document import BoardDocument
from gui.model.error_text import explain, explain_unexpected
from gui.model.reading import PhotoRead
from gui.model.table_link import TableEvent, TableLink
from gui.model.translation import told, translate
from gui.qt.photo_reading import load_photo_image
from gui.qt.workers import Task, reporting_task, start


def failure_text(what: str, error: BaseException) -> str:
    """A refused request as the status line says it: the table's own sentence for a
    ``ValueError`` (it is written for the player; in the player's language where its reason is
    known), the error's type as well for anything else."""
    reason = explain(error) if isinstance(error, ValueError) else explain_unexpected(error)
    return translate("TableBridge", "Could not {what}: {reason}.").format(
        what=what, reason=reason or translate("TableBridge", "no reason given")
    )


class TableBridge(QObject):
    """Carries one ``TableLink``'s events to the GUI thread, and boards both ways."""

    # Emitted on the table's thread; connected in this (GUI) thread, so delivery is queued.
    _arrived = Signal(object)  # TableEvent
    _answered = Signal(str, object, object)  # what was asked, its Future, the caller's callback

    phones_changed = Signal(object)  # list[str]: the players' names, in the order they joined
    round_changed = Signal(object)  # the round's JSON (docs/table-api.md), or None
    reading_changed = Signal(object)  # {"busy", "waiting", "message"}
    said = Signal(str)  # for the status line: a phone's board taken, a notice from the table
    failed = Signal(str)  # a request the table refused, in a sentence

    def __init__(self, link: TableLink, model: AppModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self._model = model
        self._closed = False
        self._photo_task: Task | None = None  # the phone's photo being decoded for display
        self._held_board: BoardDocument | None = None  # a phone's fix that came during it
        self._round_on = False
        self._unsent: BoardDocument | None = None  # the desktop's board, held during a round
        self._arrived.connect(self._on_table_event)
        self._answered.connect(self._on_table_answered)
        link.subscribe(self._listen)
        model.document_changed.connect(self._on_model_document_changed)
        model.words.dictionary_changed.connect(self._on_words_changed)
        model.words.rules_changed.connect(self._on_words_changed)
        link.set_document(model.document)  # the phones see the desktop's board from the start

    def close(self) -> None:
        """Stop listening (the link itself is closed by its owner)."""
        self._closed = True
        self._model.document_changed.disconnect(self._on_model_document_changed)
        self._model.words.dictionary_changed.disconnect(self._on_words_changed)
        self._model.words.rules_changed.disconnect(self._on_words_changed)
        if self._photo_task is not None:
            self._photo_task.cancel()
            self._photo_task = None

    # -- the table's thread ------------------------------------------------------------------

    def _listen(self, event: TableEvent) -> None:
        """Called on the table's thread: hand the event over, touch nothing else."""
        if self._closed:
            return
        # The window may be gone already (Qt deleted this object); the table must not fail a
        # phone's request over it.
        with contextlib.suppress(RuntimeError):
            self._arrived.emit(event)

    def ask(
        self, what: str, future: Future[Any], then: Callable[[Any], None] | None = None
    ) -> None:
        """Report ``future``'s failure (``what`` failed: why) on the status line, and call
        ``then(result)`` on the GUI thread when it succeeds."""

        def done(finished: Future[Any]) -> None:  # on the table's thread, or here if done
            if not self._closed:
                with contextlib.suppress(RuntimeError):
                    self._answered.emit(what, finished, then)

        future.add_done_callback(done)

    # -- the GUI thread ----------------------------------------------------------------------

    def _on_table_answered(
        self, what: str, future: Future[Any], then: Callable[[Any], None] | None
    ) -> None:
        if self._closed or future.cancelled():
            return
        error = future.exception()
        if error is not None:
            self.failed.emit(failure_text(what, error))
        elif then is not None:
            then(future.result())

    def take_state(self, state: dict[str, Any]) -> None:
        """The whole table at once (``TableHost.state()``), as if each part had just changed."""
        self.phones_changed.emit([str(phone["name"]) for phone in state.get("phones", [])])
        self._on_table_round(state.get("round"))
        self.reading_changed.emit(dict(state.get("reading") or {}))

    def _on_table_event(self, event: TableEvent) -> None:
        if self._closed:
            return
        if event.kind == "board":
            self._on_table_board(event)
        elif event.kind == "phones":
            self.phones_changed.emit([str(phone["name"]) for phone in event.data])
        elif event.kind == "round":
            self._on_table_round(event.data)
        elif event.kind == "reading":
            self.reading_changed.emit(dict(event.data))
        elif event.kind == "notice":
            data = event.data
            self.said.emit(str(data.get("message", "") if isinstance(data, dict) else data))
        # "bye" is for the phones.

    def _on_table_board(self, event: TableEvent) -> None:
        document = event.document
        if document is None:
            return
        if event.origin == "photo" and document.photo is not None:
            self._take_photo(document)
        elif event.origin in ("phone", "table"):
            if self._photo_task is not None:
                # The fix was made on the phone's photo: it goes on once that photo is shown.
                self._held_board = document
                return
            self._take_fix(document, event.origin)
        # "table": the board of a round brought back after a crash, or the same board solved
        # with other words. "desktop" is this desktop's own board coming back: nothing to do.

    def _take_fix(self, document: BoardDocument, origin: str = "phone") -> None:
        if document.board == self._model.document.board:
            return  # the same board solved again (other words chosen here), or already taken
        # enter_board keeps the photo when the shape matches, so a fixed die shows as a
        # correction on the photo, and Undo takes it back like any edit.
        if origin == "table":
            self._model.enter_board(
                document.board,
                told(lambda: translate("TableBridge", "The interrupted round's board")),
            )
            return
        self._model.enter_board(
            document.board, told(lambda: translate("TableBridge", "Fix from a phone"))
        )
        self.said.emit(translate("TableBridge", "A phone changed the board (Undo takes it back)."))

    def _take_photo(self, document: BoardDocument) -> None:
        """A photo a phone snapped, read on the table: decode its pixels on a worker (a 12 MP
        JPEG takes a few hundred ms), then show it as if the player had opened it here."""
        path = document.photo
        assert path is not None
        if self._photo_task is not None:
            self._photo_task.cancel()  # a newer photo replaces it
        self._held_board = None
        task = Task(lambda _context: load_photo_image(path), tag=document)
        task.signals.finished.connect(self._on_photo_finished)
        task.signals.failed.connect(self._on_photo_failed)
        self._photo_task = start(task)

    def _current_photo(self) -> BoardDocument | None:
        task = reporting_task(self.sender())
        if self._closed or task is None or task is not self._photo_task:
            return None  # a newer photo replaced it, or the window closed
        self._photo_task = None
        assert isinstance(task.tag, BoardDocument)
        return task.tag

    def _on_photo_finished(self, result: tuple[str, QImage]) -> None:
        document = self._current_photo()
        if document is None:
            return
        digest, image = result
        assert document.photo is not None and document.reading is not None
        self._model.photo_captured(PhotoRead(Path(document.photo), digest, image, document.reading))
        self.said.emit(
            translate("TableBridge", "A phone sent a photo: {name}.").format(
                name=document.photo.name
            )
        )
        self._take_held_board()

    def _on_photo_failed(self, error: Exception) -> None:
        document = self._current_photo()
        if document is None:
            return
        # The board was read on the table: the desktop still takes it, without the picture.
        self._model.enter_board(
            document.board, told(lambda: translate("TableBridge", "Board from a phone's photo"))
        )
        self.failed.emit(
            translate(
                "TableBridge", "The phone's photo could not be shown here ({error}); its board was."
            ).format(error=explain(error))
        )
        self._take_held_board()

    def _take_held_board(self) -> None:
        held, self._held_board = self._held_board, None
        if held is not None:
            self._take_fix(held)

    def _on_table_round(self, data: dict[str, Any] | None) -> None:
        self._round_on = data is not None and data.get("phase") == "playing"
        if not self._round_on and self._unsent is not None:
            unsent, self._unsent = self._unsent, None
            self.link.set_document(unsent)
        self.round_changed.emit(data)

    def _on_model_document_changed(self, document: BoardDocument) -> None:
        if self._closed:
            return
        if self._round_on:
            # The phones' board is fixed while they play (they cannot change it either); the
            # desktop's edits reach them when the round is over.
            self._unsent = document
            return
        self.link.set_document(document)

    def _on_words_changed(self) -> None:
        """Another dictionary or rules chosen here: the phones' word list follows, and the
        next round is played by them."""
        lexicon = self._model.words.lexicon
        if not self._closed and lexicon is not None:
            self.link.set_words(lexicon, self._model.words.rules)
