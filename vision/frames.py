"""Read one board from several frames of it (a video, a camera's preview): find the board in
each frame, read the sharpest whole views, and vote die by die.

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
from vision.live import outline_at
from vision.load import load_image
from vision.params import PARAMS
from vision.reading import Progress, read_board
from vision.result import BoardReading
from vision.votes import aligned_turn, vote_dice

_FRAMES = PARAMS.frames


@dataclass(frozen=True)
class _Candidate:
    """A frame worth reading, ranked: whole views of the board first, then the sharpest."""

    rank: tuple[bool, bool, float]  # board found, board whole, sharpness
    index: int  # position among the frames given
    image: np.ndarray

    def __lt__(self, other: _Candidate) -> bool:  # for the heap: the lowest rank goes first
        return (self.rank, -self.index) < (other.rank, -other.index)


def read_frames(
    frames: Iterable[np.ndarray],
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> BoardReading:
    """One reading of the board that ``frames`` (BGR uint8 arrays, one board) show.

    Every frame is looked at (vision.live's outline: where the board is, how sharp); only the
    ``PARAMS.frames.max_reads`` best are kept, so a long clip costs memory for those alone,
    and of those the ones nearly as sharp as the sharpest are read in full and voted on.
    Frames whose reading disagrees with the best one's on most dice, at every quarter turn,
    show something else and do not vote. ``progress`` hears ("outline" | "read" | "done",
    share done); ``cancelled`` is asked between frames.

    Raises ``NoBoardError`` when no frame shows a board, ``ReadCancelled`` when cancelled, and
    ``NotAnImageError`` for a frame that is not an image array."""
    total = len(frames) if hasattr(frames, "__len__") else None  # type: ignore[arg-type]
    kept: list[_Candidate] = []
    seen = 0
    for index, frame in enumerate(frames):
        _check(cancelled)
        if progress is not None:
            progress("outline", 0.5 * index / total if total else 0.0)
        image = load_image(frame).image
        outline = outline_at(image, PARAMS.live.outline_side)
        rank = (False, False, 0.0) if outline is None else (True, outline.whole, outline.sharpness)
        candidate = _Candidate(rank, index, image)
        if len(kept) < _FRAMES.max_reads:
            heapq.heappush(kept, candidate)
        elif kept[0] < candidate:
            heapq.heapreplace(kept, candidate)
        seen = index + 1
    if not seen:
        raise NoBoardError("no frames to read")
    readings = _read_best(sorted(kept, reverse=True), progress, cancelled)
    if not readings:
        raise NoBoardError(f"no Boggle board found in any of the {seen} frames")
    if progress is not None:
        progress("done", 1.0)
    return combine(readings)


def combine(readings: list[tuple[int, BoardReading]]) -> BoardReading:
    """One reading from several of the same board, each with its frame's index: the dice voted
    in the grid, outlines and turn of the most confident reading of the most common size."""
    sizes: dict[int, float] = {}
    for _, reading in readings:
        sizes[reading.rows] = sizes.get(reading.rows, 0.0) + _mean_confidence(reading)
    size = max(sizes, key=lambda n: sizes[n])
    same_size = [(index, r) for index, r in readings if r.rows == size]
    reference_index, reference = max(same_size, key=lambda item: _mean_confidence(item[1]))
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
    ranked: list[_Candidate], progress: Progress | None, cancelled: Callable[[], bool] | None
) -> list[tuple[int, BoardReading]]:
    """Readings of the ranked frames that are nearly as sharp as the best. When no frame
    showed an outline at the live finder's size, the board may be too small for it: the kept
    frames are looked at again at the reader's own size, and those showing a board read."""
    if not ranked[0].rank[0]:
        ranked = _looked_at_closer(ranked)
        if not ranked:
            return []
    sharpest = ranked[0].rank[2]
    chosen = [c for c in ranked if c.rank[2] >= _FRAMES.relative_sharpness * sharpest]
    readings: list[tuple[int, BoardReading]] = []
    for number, candidate in enumerate(chosen):
        _check(cancelled)
        if progress is not None:
            progress("read", 0.5 + 0.5 * number / len(chosen))
        try:
            readings.append((candidate.index, read_board(candidate.image)))
        except NoBoardError:
            continue
        if _settled([reading for _, reading in readings]):
            break
    return readings


def _looked_at_closer(ranked: list[_Candidate]) -> list[_Candidate]:
    """The frames that show a board at the reader's processing size, ranked again."""
    found = []
    for candidate in ranked:
        outline = outline_at(candidate.image, PARAMS.reading.processing_side)
        if outline is not None:
            rank = (True, outline.whole, outline.sharpness)
            found.append(_Candidate(rank, candidate.index, candidate.image))
    return sorted(found, reverse=True)


def _settled(readings: list[BoardReading]) -> bool:
    """Whether the readings so far leave nothing for more frames to decide: two of them,
    both convincing, agreeing on every die at some quarter turn."""
    if len(readings) < _FRAMES.settled_reads:
        return False
    convincing = PARAMS.reading.convincing
    if any(_mean_confidence(reading) < convincing for reading in readings):
        return False
    return all(aligned_turn(reading, readings[0])[1] == 1.0 for reading in readings[1:])


def _mean_confidence(reading: BoardReading) -> float:
    return float(np.mean([die.confidence for die in reading.dice]))


def _check(cancelled: Callable[[], bool] | None) -> None:
    if cancelled is not None and cancelled():
        raise ReadCancelled("reading cancelled")
