"""The live scanner's rules, without Qt: what the outlines seen so far mean, and when to read.

The Qt layer feeds every frame whose outline it looked for (``frame_seen``: the time, the
pixels, the board outline or None, and how sharp the frame is). The scan keeps a short ring of
recent frames, says when the outline holds steady (every corner within a small share of the
board's size for half a second or more), and then asks for the buffered frames to be read
(``read_wanted``). A reading whose dice are all sure captures the board on its own
(``auto_capture``, on by default); the Capture button reads and captures whatever is buffered,
sure or not. Requests are numbered, and a late answer to an old request is dropped here.
"""

from __future__ import annotations

import enum
import math
from collections import deque
from dataclasses import dataclass, replace

from gui.model.events import Signal
from gui.model.translation import plural, translate
from vision import LOW_CONFIDENCE
from vision.result import BoardReading, Quad


class LiveState(enum.Enum):
    SEARCHING = "searching"  # no board in view, or it is moving
    STEADY = "steady"  # the outline holds still
    READING = "reading"  # the buffered frames are being read
    CAPTURED = "captured"  # a board was read and handed on: the scan is over
    ENDED = "ended"  # the video ran out (a camera never does)
    FAILED = "failed"  # the source broke: a camera unplugged, a file that will not decode


@dataclass(frozen=True)
class LiveScanSettings:
    # The outline is steady when no corner strays further than this share of the board's side
    # from its mean place over the last ``steady_seconds`` and at least ``steady_frames``. The
    # finder's corners jitter by 2-3% of the side on a still 720p frame (it works on a shrunk
    # copy), so less would never be steady; a hand moving the board goes well past it.
    steady_share: float = 0.04
    steady_seconds: float = 0.5
    steady_frames: int = 3
    # Up to this share of the frames in that half second may show no outline: a hand-held
    # camera smears a frame now and then, and the finder sees no letters in it.
    steady_misses: float = 0.34
    # The outline stays drawn this long after the last frame it was found in, so one smeared
    # frame does not make it blink.
    hold_seconds: float = 0.3
    ring_size: int = 10  # sharp frames kept for reading: 720p is 2.8 MB each
    ring_seconds: float = 2.0  # and none older than this: the view may have moved on
    frames_to_read: int = 5  # the sharpest this many of the ring go to the reader
    # After an automatic reading that was not sure, wait for this many new frames with the
    # board in view before trying again: the same frames would read the same.
    retry_after_frames: int = 4
    sure_confidence: float = LOW_CONFIDENCE  # every die at least this: the reading is sure
    auto_capture: bool = True


@dataclass(frozen=True)
class SeenFrame:
    time: float  # seconds, only differences matter
    frame: object  # the pixels (a BGR numpy array in the app)
    outline: Quad | None  # the board's corners in the frame, or None when not found
    sharpness: float  # larger is sharper; only compared between frames of one source
    whole: bool = True  # the board is all in the frame, clear of its edges


@dataclass(frozen=True)
class Capture:
    """A board captured: what was read, and the frame its outlines belong to (the photo)."""

    reading: BoardReading
    frame: object
    manual: bool  # the Capture button, not the steady view


def board_side(outline: Quad) -> float:
    """The board's side in pixels: the mean of its four edges."""
    edges = [math.dist(outline[i], outline[(i + 1) % 4]) for i in range(4)]
    return sum(edges) / 4


def aligned(quad: Quad, like: Quad) -> Quad:
    """``quad``'s corners listed from the one nearest ``like``'s first: a board turned near 45
    degrees can start its clockwise corners from another one in the next frame."""

    def misfit(turn: int) -> float:
        return max(math.dist(quad[(i + turn) % 4], like[i]) for i in range(4))

    turn = min(range(4), key=misfit)
    return (quad[turn], quad[(turn + 1) % 4], quad[(turn + 2) % 4], quad[(turn + 3) % 4])


def corner_shift(a: Quad, b: Quad) -> float:
    """How far the furthest-moved corner went from ``a`` to ``b``, in pixels, whichever corner
    each lists first."""
    return max(math.dist(p, q) for p, q in zip(aligned(a, b), b, strict=True))


def unsure_dice(reading: BoardReading, sure_confidence: float) -> int:
    return sum(1 for die in reading.dice if die.confidence < sure_confidence)


class LiveScan:
    state_changed = Signal(object, str)  # LiveState, a line for the player
    outline_changed = Signal(object)  # Quad | None, and whether it is steady: see ``steady``
    read_wanted = Signal(object, int)  # tuple of frames, request: read these and call back
    captured = Signal(object)  # Capture

    def __init__(self, settings: LiveScanSettings | None = None) -> None:
        self.settings = settings or LiveScanSettings()
        # Every outline looked for (frames dropped), for steadiness: a few seconds' worth.
        self._history: deque[SeenFrame] = deque(maxlen=240)
        self._ring: deque[SeenFrame] = deque(maxlen=self.settings.ring_size)  # board in view
        self._newest: deque[SeenFrame] = deque(maxlen=self.settings.frames_to_read)  # any
        self._request = 0
        self._reading: int | None = None  # the request being read now
        self._reading_frames: tuple[object, ...] = ()
        self._manual = False  # the reading in flight was asked for with the Capture button
        self._frames_since_try: int | None = None  # outlined frames since an unsure reading
        self._source_message = ""  # why the source stopped
        self.state = LiveState.SEARCHING
        self.message = translate("LiveScan", "Looking for the board…")
        self.steady = False
        self.frames_seen = 0
        self.outlines_found = 0

    # -- what the player sees ----------------------------------------------------------------

    @property
    def finished(self) -> bool:
        """Captured, or the source has stopped: no more frames will come."""
        return self.state in (LiveState.CAPTURED, LiveState.ENDED, LiveState.FAILED)

    @property
    def can_capture(self) -> bool:
        """The Capture button: any frame buffered, nothing captured yet."""
        return bool(self._newest) and self.state is not LiveState.CAPTURED

    @property
    def auto_capture(self) -> bool:
        return self.settings.auto_capture

    def set_auto_capture(self, on: bool) -> None:
        self.settings = replace(self.settings, auto_capture=on)
        if on and self.steady and self._reading is None and not self.finished:
            self._read(manual=False)

    def _set_state(self, state: LiveState, message: str) -> None:
        if (state, message) == (self.state, self.message):
            return
        self.state, self.message = state, message
        self.state_changed.emit(state, message)

    # -- frames ------------------------------------------------------------------------------

    def frame_seen(
        self,
        time: float,
        frame: object,
        outline: Quad | None,
        sharpness: float = 0.0,
        whole: bool = True,
    ) -> None:
        """A frame whose board outline was looked for: None when there is none in view;
        ``whole`` False when the board runs off the frame's edge."""
        if self.finished:
            return
        self.frames_seen += 1
        seen = SeenFrame(time, frame, outline, sharpness, whole)
        self._newest.append(seen)
        self._history.append(SeenFrame(time, None, outline, sharpness, whole))
        if outline is not None:
            self.outlines_found += 1
            if whole:
                self._ring.append(seen)
            if self._frames_since_try is not None:
                self._frames_since_try += 1
        shown = self._shown_outline(time)
        self.steady = shown is not None and shown.whole and self._holds_steady(time)
        self.outline_changed.emit(shown.outline if shown is not None else None)
        if self._reading is not None:
            return  # the state stays "reading" until the answer comes
        if shown is None:
            self._set_state(LiveState.SEARCHING, translate("LiveScan", "Looking for the board…"))
        elif not shown.whole:
            self._set_state(
                LiveState.SEARCHING,
                translate("LiveScan", "The board runs off the edge: move back a bit."),
            )
        elif not self.steady:
            self._set_state(LiveState.SEARCHING, translate("LiveScan", "Board found: hold still…"))
        else:
            self._set_state(LiveState.STEADY, translate("LiveScan", "Holding steady…"))
            if self.settings.auto_capture and self._may_retry():
                self._read(manual=False)

    def _shown_outline(self, now: float) -> SeenFrame | None:
        """The newest frame with an outline, if it is no older than ``hold_seconds``."""
        for seen in reversed(self._history):
            if seen.time < now - self.settings.hold_seconds:
                return None
            if seen.outline is not None:
                return seen
        return None

    def _holds_steady(self, now: float) -> bool:
        settings = self.settings
        since = now - settings.steady_seconds
        if not self._history or self._history[0].time > since:
            return False  # not watched for long enough yet
        window = [seen for seen in self._history if seen.time >= since]
        found = [seen for seen in window if seen.outline is not None]
        if any(not seen.whole for seen in found):
            return False
        if len(found) < settings.steady_frames:
            return False
        if len(window) - len(found) > settings.steady_misses * len(window):
            return False
        newest = found[-1].outline
        assert newest is not None
        outlines = [aligned(seen.outline, newest) for seen in found if seen.outline]
        # Each corner against its mean over the window: the finder's own jitter (a pixel or
        # two of its shrunk frame) then counts once, not twice as between two frames.
        mean: Quad = tuple(  # type: ignore[assignment]
            (
                sum(quad[i][0] for quad in outlines) / len(outlines),
                sum(quad[i][1] for quad in outlines) / len(outlines),
            )
            for i in range(4)
        )
        limit = settings.steady_share * board_side(newest)
        return all(corner_shift(quad, mean) <= limit for quad in outlines)

    def _may_retry(self) -> bool:
        since = self._frames_since_try
        return since is None or since >= self.settings.retry_after_frames

    def frames_for_reading(self) -> tuple[object, ...]:
        """The sharpest few recent frames with the whole board in view, oldest first; failing
        any, the newest few (the reader looks for the board itself)."""
        count = self.settings.frames_to_read
        newest = self._newest[-1].time if self._newest else 0.0
        recent = [s for s in self._ring if s.time >= newest - self.settings.ring_seconds]
        if recent:
            sharpest = sorted(recent, key=lambda seen: seen.sharpness, reverse=True)[:count]
            chosen = sorted(sharpest, key=lambda seen: seen.time)
        else:
            chosen = list(self._newest)
        return tuple(seen.frame for seen in chosen)

    # -- reading -----------------------------------------------------------------------------

    def capture(self) -> bool:
        """The Capture button: read the buffered frames and capture whatever they say. A reading
        already running becomes this one. False when there is nothing to read yet."""
        if not self.can_capture:
            return False
        if self._reading is not None:
            self._manual = True
            return True
        self._read(manual=True)
        return True

    def _read(self, manual: bool) -> None:
        self._request += 1
        self._reading = self._request
        self._manual = manual
        self._reading_frames = self.frames_for_reading()
        self._frames_since_try = None
        if self.state in (LiveState.ENDED, LiveState.FAILED):
            seen = translate("LiveScan", "{why} Reading the frames seen…")
            self._set_state(self.state, seen.format(why=self._source_message))
        else:
            self._set_state(LiveState.READING, translate("LiveScan", "Reading the dice…"))
        self.read_wanted.emit(self._reading_frames, self._request)

    def reading_done(self, request: int, reading: BoardReading) -> None:
        if request != self._reading or self.state is LiveState.CAPTURED:
            return  # a stale answer
        self._reading = None
        frames = self._reading_frames
        unsure = unsure_dice(reading, self.settings.sure_confidence)
        if self._manual or unsure == 0:
            index = reading.frame_index
            frame = frames[index] if 0 <= index < len(frames) else frames[-1]
            self._set_state(LiveState.CAPTURED, translate("LiveScan", "Board captured."))
            self.captured.emit(Capture(reading, frame, self._manual))
            return
        self._frames_since_try = 0
        self._after_reading(
            plural(
                unsure,
                translate(
                    "LiveScan",
                    "%n die not sure yet: keep holding still, or press Capture.",
                    "",
                    unsure,
                ),
                translate(
                    "LiveScan",
                    "%n dice not sure yet: keep holding still, or press Capture.",
                    "",
                    unsure,
                ),
            )
        )

    def reading_failed(self, request: int, reason: str) -> None:
        if request != self._reading or self.state is LiveState.CAPTURED:
            return
        self._reading = None
        self._frames_since_try = 0
        manual, self._manual = self._manual, False
        prefix = (
            translate("LiveScan", "Could not read the board: {reason}")
            if manual
            else translate("LiveScan", "Not readable yet: {reason}")
        )
        self._after_reading(prefix.format(reason=reason))

    def _after_reading(self, message: str) -> None:
        if self.state in (LiveState.ENDED, LiveState.FAILED):
            self._set_state(self.state, f"{self._source_message} {message}")
        else:
            self._set_state(LiveState.SEARCHING, message)

    # -- the source --------------------------------------------------------------------------

    def source_ended(self, message: str) -> None:
        """The video ran out. With auto-capture on, what was seen of the board is read once
        more if it was not already (a short clip can end as the board comes to rest); what is
        buffered can always be read with Capture."""
        if self.state is LiveState.CAPTURED:
            return
        self._source_message = message
        self._set_state(LiveState.ENDED, message)
        tried = self._frames_since_try == 0  # the frames since the last try read unsure
        seen = any(s.outline is not None and s.whole for s in self._ring)
        if self.settings.auto_capture and self._reading is None and seen and not tried:
            self._read(manual=False)

    def source_failed(self, message: str) -> None:
        if self.state is not LiveState.CAPTURED:
            self._source_message = message
            self._set_state(LiveState.FAILED, message)

    def restart(self) -> None:
        """A new source: forget the frames, outlines and any reading of the old one."""
        self._history.clear()
        self._ring.clear()
        self._newest.clear()
        self._reading = None
        self._reading_frames = ()
        self._manual = False
        self._frames_since_try = None
        self._source_message = ""
        self.steady = False
        self.frames_seen = 0
        self.outlines_found = 0
        self.state = LiveState.SEARCHING  # announced below even if it was already searching
        self.message = ""
        self._set_state(LiveState.SEARCHING, "Looking for the board…")
        self.outline_changed.emit(None)


def letters_caption(reading: BoardReading) -> str:
    """The letters read, row by row, for the scanner's status line: "CATS / ROPE / …"."""
    return " / ".join("".join(_face_text(face) for face in row) for row in reading.grid)


def _face_text(face: str) -> str:
    return "·" if face == "*" else face
