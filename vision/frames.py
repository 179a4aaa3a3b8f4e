"""Read one board from several frames of it (a video, a camera's preview): keep the sharpest
frames, find the board in those, read the best whole views of it, and vote die by die.

The board may turn between frames (the camera moves round it, or the player turns it): each
frame's grid is turned to the reference frame's by the quarter turn that agrees best, then each
die is voted on, weighted by the reader's confidence (vision.votes). The reading returned has the
reference frame's outlines: the best frame, to show as the photo.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

import numpy as np

from vision.errors import NoBoardError, ReadCancelled
from vision.live import frame_sharpness, located
from vision.load import load_image
from vision.params import PARAMS
from vision.reading import Progress, read_board
from vision.recognise import reading_language
from vision.result import BoardReading
from vision.trace import Trace
from vision.votes import aligned_turn, mean_confidence, settled, vote_dice

_FRAMES = PARAMS.frames


@dataclass(frozen=True, eq=False)  # told apart by identity: a frame is not compared by pixels
class _Candidate:
    """A frame worth reading, ranked (higher is better)."""

    rank: tuple[float, ...]
    index: int  # position among the frames given
    image: np.ndarray

    def __lt__(self, other: _Candidate) -> bool:  # ties go to the earlier frame
        return (self.rank, -self.index) < (other.rank, -other.index)


def read_frames(
    frames: Iterable[np.ndarray],
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    language: str | None = None,
) -> BoardReading:
    """One reading of the board that ``frames`` (BGR uint8 arrays, one board) show, among the
    faces of ``language``'s edition (as vision.reading.read_board).

    Every frame's sharpness is measured (cheaply, on the whole frame) and only the
    ``PARAMS.frames.keep`` sharpest are kept, so a long clip costs memory for those alone.
    In the ``looks`` sharpest the board is looked for (vision.live: the outline, whether it
    is whole, how sharp the board is) and the best views read in full until the readings
    settle; if they do not, the other kept frames are looked at and read too, up to
    ``max_reads`` readings. Then the readings vote; frames whose reading disagrees with the
    best one's on most dice, at every quarter turn, show something else and do not vote.
    ``progress`` hears ("sharpness" | "read" | "done", share done); ``cancelled`` is asked
    between frames.

    Raises ``NoBoardError`` when no frame shows a board, ``ReadCancelled`` when cancelled, and
    ``NotAnImageError`` for a frame that is not an image array."""
    total = len(frames) if hasattr(frames, "__len__") else None  # type: ignore[arg-type]
    trace = Trace()
    kept: list[_Candidate] = []
    seen = 0
    for index, frame in enumerate(frames):
        _check(cancelled)
        if progress is not None:
            progress("sharpness", 0.3 * index / total if total else 0.0)
        image = load_image(frame).image
        with trace.timed("sharpness"):
            candidate = _Candidate((frame_sharpness(image),), index, image)
        if len(kept) < _FRAMES.keep:
            heapq.heappush(kept, candidate)
        elif kept[0] < candidate:
            heapq.heapreplace(kept, candidate)
        seen = index + 1
    if not seen:
        raise NoBoardError("no frames to read", reason="frames.none")
    with reading_language(language):
        readings = _read_best(sorted(kept, reverse=True), trace, progress, cancelled)
    if not readings:
        raise NoBoardError(
            f"no Boggle board found in any of the {seen} frames",
            reason="frames.no_board",
            frames=seen,
        )
    if progress is not None:
        progress("done", 1.0)
    combined = combine(readings)
    return replace(combined, timings={**trace.seconds, **combined.timings})


def _looked_at(candidate: _Candidate) -> _Candidate:
    """``candidate`` ranked by its board: seen by the live finder (letters in dice) first,
    then whole in view, then the board's sharpness."""
    found = located(candidate.image, PARAMS.live.outline_side)
    if found is None:
        return replace(candidate, rank=(False, False, 0.0))
    outline, board_like = found
    return replace(candidate, rank=(board_like, outline.whole, outline.sharpness))


def combine(readings: list[tuple[int, BoardReading]]) -> BoardReading:
    """One reading from several of the same board, each with its frame's index: the dice voted
    in the grid, outlines and turn of the most confident reading of the most common size."""
    sizes: dict[int, float] = {}
    for _, reading in readings:
        sizes[reading.rows] = sizes.get(reading.rows, 0.0) + mean_confidence(reading)
    size = max(sizes, key=lambda n: sizes[n])
    same_size = [(index, r) for index, r in readings if r.rows == size]
    reference_index, reference = max(same_size, key=lambda item: mean_confidence(item[1]))
    voters = []
    for _, reading in same_size:
        turn, agreement = aligned_turn(reading, reference)
        if reading is reference or agreement >= _FRAMES.min_agreement:
            voters.append((reading, turn))
    timings: dict[str, float] = {}
    for _, reading in readings:
        for stage, seconds in reading.timings.items():
            timings[stage] = timings.get(stage, 0.0) + seconds
    return replace(
        reference,
        dice=vote_dice(reference, voters),
        timings=timings,
        frames_used=len(voters),
        frame_index=reference_index,
    )


def _read_best(
    sharpest: list[_Candidate],
    trace: Trace,
    progress: Progress | None,
    cancelled: Callable[[], bool] | None,
) -> list[tuple[int, BoardReading]]:
    """Readings of the best views among the frames, sharpest first: first of the ``looks``
    sharpest, those nearly as sharp as the best view; then, unless those settle the board,
    of the rest in order, up to ``max_reads`` readings.

    Where no frame showed a board to the live finder (a board too small for it, or filling
    the frame), the full reader reads them anyway; a reading with hardly a die read with any
    confidence is then no board (a patterned table can give the reader an outline)."""
    with trace.timed("outline"):
        first = sorted((_looked_at(c) for c in sharpest[: _FRAMES.looks]), reverse=True)
    seen_board, best = first[0].rank[0], first[0].rank[2]
    least = _FRAMES.relative_sharpness * best
    chosen = [c for c in first if c.rank[0] == seen_board and c.rank[2] >= least]
    readings: list[tuple[int, BoardReading]] = []
    if _read_until_settled(chosen, readings, progress, cancelled):
        return readings
    with trace.timed("outline"):
        later = sorted((_looked_at(c) for c in sharpest[_FRAMES.looks :]), reverse=True)
    passed_over = [c for c in first if c not in chosen]
    _read_until_settled(later + passed_over, readings, progress, cancelled)
    return readings


def _read_until_settled(
    candidates: list[_Candidate],
    readings: list[tuple[int, BoardReading]],
    progress: Progress | None,
    cancelled: Callable[[], bool] | None,
) -> bool:
    """Read ``candidates`` in order into ``readings`` until they settle the board (True) or
    there are ``max_reads`` of them or no more candidates (False)."""
    for candidate in candidates:
        if len(readings) >= _FRAMES.max_reads:
            return False
        _check(cancelled)
        if progress is not None:
            progress("read", 0.3 + 0.7 * len(readings) / _FRAMES.max_reads)
        try:
            reading = read_board(candidate.image)
        except NoBoardError:
            continue
        if mean_confidence(reading) < _FRAMES.min_board_confidence:
            continue
        readings.append((candidate.index, reading))
        if settled([reading for _, reading in readings]):
            return True
    return False


def _check(cancelled: Callable[[], bool] | None) -> None:
    if cancelled is not None and cancelled():
        raise ReadCancelled("reading cancelled", reason="read.cancelled")
