"""Moving the board's outline: the photo read again inside the corners the player placed.

A move shows the corners where the player left them at once (the document's ``tray``, not an
undo step yet) and asks for the photo to be read inside them, with the same progress and
Cancel as a photo (the model's ``PhotoReading``). When the read ends, the move is one undo
step from the document before it: to the new reading, the dice the player fixed kept where the
grid stays the same size; or, when no dice were found inside, to the corners alone, so a
player dragging an outline onto a board one corner at a time keeps each corner placed.
Cancel puts the corners back.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from gui.model.document import BoardDocument, document_from_reading
from gui.model.events import Signal
from gui.model.outline import is_lost, same_quad
from gui.model.reading import LOST_BOARD_OFFERS, Notice, PhotoRead, describe_failure
from gui.model.translation import told, translate
from gui.model.wording import lost_board_text, reading_announcement
from vision.result import Quad

if TYPE_CHECKING:
    from gui.model.app import AppModel


@dataclass(frozen=True)
class _Move:
    request: int
    tray: Quad
    before: BoardDocument  # the document the move started from: what Undo and Cancel bring back


class OutlineMoves:
    """The model's side of the outline's handles (gui.qt.outline_handles)."""

    read_wanted = Signal(object, object, int)  # path, tray, request: read inside these corners

    def __init__(self, model: AppModel) -> None:
        self._model = model
        self._move: _Move | None = None

    def owns(self, request: int) -> bool:
        return self._move is not None and self._move.request == request

    def move(self, tray: Quad) -> int | None:
        """Read the photo again inside ``tray``; the request's number, or None when there is
        no photo, or the corners are where they were."""
        model = self._model
        document = model.document
        if document.photo is None or same_quad(tray, document.outline):
            return None
        # A move made while the last one is still read starts from where that one did.
        pending = self._move is not None and model.reading.is_current(self._move.request)
        before = self._move.before if pending and self._move is not None else document
        replaced = model.reading.current
        request = model.reading.start(document.photo)
        if replaced is not None:
            model.read_cancelled.emit(replaced)
        self._move = _Move(request, tray, before)
        # The corners stay where they were put while the board is read inside them.
        model.apply(replace(document, tray=tray, corners_unread=True))
        model.notice.emit(
            Notice(told(lambda: translate("OutlineMoves", "Reading the board inside the corners…")))
        )
        self.read_wanted.emit(document.photo, tray, request)
        return request

    def read(self, result: PhotoRead) -> None:
        """The move's reading arrived (``owns`` its request, and it is current)."""
        move, self._move = self._move, None
        assert move is not None
        before = move.before
        reading = result.reading
        # The player's fixes stand only on a grid of the same size: elsewhere their places
        # are other dice.
        same_size = before.reading is not None and (reading.rows, reading.cols) == (
            before.board.rows,
            before.board.cols,
        )
        kept = before.corrections() if same_size else {}
        after = document_from_reading(result.path, result.digest, reading, kept, move.tray)
        self._model.photos.remember(result.digest, result.image)
        self._record(before, after)
        uncertain, dice = len(after.uncertain_cells()), len(reading.dice)
        if is_lost(uncertain, dice):
            self._model.notice.emit(lost_notice(uncertain, dice))
        elif (announcement := reading_announcement(len(kept), uncertain)) is not None:
            self._model.notice.emit(Notice(told(lambda: announcement)))
        else:
            self._model.notice.emit(None)
            self._model.status.emit(
                translate("OutlineMoves", "Board read inside the corners."), 5000
            )
        self._model.reading_finished.emit(True)

    def failed(self, error: Exception) -> None:
        """No board inside the corners (or the photo could not be read again): the corners
        stay where they were put, as an undo step, and the banner says why."""
        move, self._move = self._move, None
        assert move is not None
        self._record(move.before, replace(move.before, tray=move.tray, corners_unread=True))
        self._model.notice.emit(describe_failure(error))
        self._model.reading_finished.emit(False)

    def cancelled(self, request: int) -> None:
        """The move's read was cancelled: the corners go back."""
        if self.owns(request) and self._move is not None:
            before, self._move = self._move.before, None
            self._model.apply(before)

    def _record(self, before: BoardDocument, after: BoardDocument) -> None:
        # The document shown is the move's provisional one: the undo step runs from the one
        # before the move, so Undo puts the corners (and the dice) back as they were.
        self._model.record(
            before, after, told(lambda: translate("OutlineMoves", "Move the corners"))
        )


def lost_notice(uncertain: int, dice: int) -> Notice:
    """The banner for a board that reads mostly unsure: what to do about it."""
    offer, *more = LOST_BOARD_OFFERS
    return Notice(told(lambda: lost_board_text(uncertain, dice)), "warning", offer, tuple(more))
