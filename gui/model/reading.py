"""Reading photos, one at a time: the state of the current read, and what a failure means.

The reading itself runs on a Qt worker. The model numbers each request; the worker reports back
with that number, and anything but the newest request is dropped here (a newer photo replaced
it, or the player cancelled it), so that rule is tested without Qt.
"""

from __future__ import annotations

import enum
import html
from dataclasses import dataclass
from pathlib import Path

from gui.model.error_text import explain
from gui.model.events import Signal
from gui.model.translation import QT_TRANSLATE_NOOP, retell, told, translate
from vision.errors import NoBoardError, VisionError
from vision.result import BoardReading


@dataclass(frozen=True)
class PhotoRead:
    """A photo read: its file, content hash, pixels for display (a QImage in the app; the
    model only keeps them) and what the reader saw."""

    path: Path
    digest: str
    image: object
    reading: BoardReading


class PhotoReadError(Exception):
    """Reading failed; carries the photo (when it decoded) so the app can still show it."""

    def __init__(
        self,
        path: Path,
        image: object | None,
        error: Exception,
        digest: str | None = None,
        image_size: tuple[int, int] | None = None,
    ) -> None:
        super().__init__(str(error))
        self.path = path
        self.image = image
        self.error = error
        self.digest = digest  # set with the image, so the photo can stay on screen
        # The photo's width and height in pixels (the image shown may be a reduced copy): where
        # the outline to drag goes (gui.model.outline.default_outline).
        self.image_size = image_size


class ReaderUnavailableError(VisionError):
    """The vision package has no ``read_board`` in this build."""


class Offer(enum.Enum):
    """Something a notice offers the player to do about it."""

    TYPE_BOARD = QT_TRANSLATE_NOOP("Reading", "Type the board")
    OPEN_AGAIN = QT_TRANSLATE_NOOP("Reading", "Open the photo again")
    MOVE_CORNERS = QT_TRANSLATE_NOOP("Reading", "Move the corners")
    RETAKE = QT_TRANSLATE_NOOP("Reading", "Take the photo again")

    @property
    def label(self) -> str:
        """The offer's button, in the app's language."""
        return translate("Reading", self.value)


@dataclass(frozen=True)
class Notice:
    """A message for the banner over the board."""

    text: str  # rich text
    level: str = "info"  # "info", "warning" or "error"
    offer: Offer | None = None
    # Further offers, each a button after ``offer``'s: a lost board offers three ways on.
    more: tuple[Offer, ...] = ()

    @property
    def offers(self) -> tuple[Offer, ...]:
        return ((self.offer,) if self.offer is not None else ()) + self.more


# What a lost board offers, in the banner's order: the corners first, as the photo is there.
LOST_BOARD_OFFERS = (Offer.MOVE_CORNERS, Offer.RETAKE, Offer.TYPE_BOARD)


def describe_failure(error: Exception) -> Notice:
    """What to tell the player when a photo could not be read, and what to offer instead (in
    words that can be said again in another language)."""
    notice = _failure_notice(error)
    return Notice(
        told(lambda: _failure_notice(error).text), notice.level, notice.offer, notice.more
    )


def _failure_notice(error: Exception) -> Notice:
    cause = error.error if isinstance(error, PhotoReadError) else error
    # The notice is rich text: a file name or message with < or & in it must stay text.
    name = translate("Reading", "the photo")
    if isinstance(error, PhotoReadError):
        name = f"<b>{html.escape(error.path.name)}</b>"
    reason = html.escape(explain(cause))
    if isinstance(cause, NoBoardError) and isinstance(error, PhotoReadError) and error.image_size:
        # The photo is there: the outline put up over it can be dragged onto the board.
        text = translate(
            "Reading",
            "No Boggle board found in {name}. Drag the four corners onto the board's corners, "
            "take the photo again from above with the whole tray in view, or type the board.",
        )
        return Notice(text.format(name=name), "warning", *_lost_offers())
    if isinstance(cause, NoBoardError):
        detail = reason.rstrip(".")
        text = (
            translate(
                "Reading",
                "No Boggle board found in {name}. Try a photo taken from above with the whole "
                "tray in view, or type the board.",
            )
            if "no boggle board" in str(cause).lower()  # English: no detail worth adding
            else translate(
                "Reading",
                "No Boggle board found in {name} ({detail}). Try a photo taken from above with "
                "the whole tray in view, or type the board.",
            )
        )
        return Notice(
            text.format(name=name, detail=detail),
            "warning",
            Offer.TYPE_BOARD,
        )
    if isinstance(cause, VisionError | OSError):
        text = translate("Reading", "Could not open {name}: {reason}")
        return Notice(text.format(name=name, reason=reason), "error")
    return Notice(
        translate("Reading", "Reading {name} failed unexpectedly: {error}: {reason}").format(
            name=name, error=type(cause).__name__, reason=reason
        ),
        "error",
        Offer.TYPE_BOARD,
    )


def _lost_offers() -> tuple[Offer, tuple[Offer, ...]]:
    return LOST_BOARD_OFFERS[0], LOST_BOARD_OFFERS[1:]


def recalled_failure(path: Path, reason: str) -> Notice:
    """At start-up, about the photo on screen when the app closed, which had no board in it:
    the board shown is the one from before it, and the photo is one click away."""
    return Notice(
        told(
            lambda: translate(
                "Reading",
                "Showing your board from before <b>{name}</b>, the photo on screen when Boggle "
                "Lens last closed. {reason}",
            ).format(name=html.escape(path.name), reason=retell(reason))
        ),
        "info",
        Offer.OPEN_AGAIN,
    )


class ReadingState(enum.Enum):
    IDLE = "idle"
    READING = "reading"
    CANCELLED = "cancelled"
    FAILED = "failed"
    READ = "read"


class PhotoReading:
    """The current photo read, if any: which request it is and how it ended."""

    state_changed = Signal(object)  # ReadingState
    progress = Signal(str, float)  # stage, fraction (of the current request only)

    def __init__(self) -> None:
        self._request = 0
        self._current: int | None = None
        self._path: Path | None = None
        self.state = ReadingState.IDLE
        self.reason = ""  # why the last read failed, for the player

    @property
    def current(self) -> int | None:
        """The request being read now; None when nothing is."""
        return self._current

    @property
    def path(self) -> Path | None:
        return self._path

    def _set_state(self, state: ReadingState, reason: str = "") -> None:
        self.state = state
        self.reason = reason
        self.state_changed.emit(state)

    def start(self, path: Path) -> int:
        """A new read, replacing any still running; returns its request number."""
        self._request += 1
        self._current = self._request
        self._path = path
        self._set_state(ReadingState.READING)
        return self._request

    def is_current(self, request: int) -> bool:
        return request == self._current

    def report_progress(self, request: int, stage: str, fraction: float) -> None:
        if self.is_current(request):
            self.progress.emit(stage, fraction)

    def cancel(self) -> int | None:
        """Stop the current read; returns its request number, or None when there was none."""
        request, self._current = self._current, None
        if request is not None:
            self._set_state(ReadingState.CANCELLED)
        return request

    def finish(self, request: int) -> bool:
        """The read ``request`` succeeded; False when it is stale and must be ignored."""
        if not self.is_current(request):
            return False
        self._current = None
        self._set_state(ReadingState.READ)
        return True

    def fail(self, request: int, reason: str) -> bool:
        if not self.is_current(request):
            return False
        self._current = None
        self._set_state(ReadingState.FAILED, reason)
        return True

    def stopped(self, request: int) -> bool:
        """The reader gave up after a cancel request (reported by the worker)."""
        if not self.is_current(request):
            return False
        self._current = None
        self._set_state(ReadingState.CANCELLED)
        return True
