"""What the photo reader returns: plain frozen data, coordinates in the original photo's pixels."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from solver import Board

Point = tuple[float, float]
# Four corners, clockwise from the top-left of the upright board.
Quad = tuple[Point, Point, Point, Point]


@dataclass(frozen=True)
class DieReading:
    row: int
    col: int
    face: str  # a canonical solver face: A-Z, Qu, An, Er, He, In, Th, or * for blank
    # 0..1; below LOW_CONFIDENCE the die is worth a check. Read by the default reader (the
    # face network times the marks) or the network alone, the probability that the die shows
    # ``face``, calibrated on held-out dice (of dice read at 0.9, about nine in ten are right).
    confidence: float
    # The next-best faces, likeliest first. By the default reader or the network: the next
    # three, each with its probability (all faces sum to 1). By the mark classifier alone: how
    # closely each matched compared with the chosen face (1.0 = just as close), not a
    # probability. What the picker offers first.
    alternatives: tuple[tuple[str, float], ...]
    rotation: int  # degrees clockwise the die was turned in the photo: 0, 90, 180 or 270
    outline: Quad


@dataclass(frozen=True)
class BoardReading:
    rows: int
    cols: int
    dice: tuple[DieReading, ...]  # row-major
    board_outline: Quad
    image_size: tuple[int, int]  # width, height of the original photo
    timings: Mapping[str, float] = field(default_factory=dict)  # stage name -> seconds
    # Stage name -> picture (BGR or gray numpy array); filled only when asked for with debug=True.
    debug_images: Mapping[str, object] = field(default_factory=dict, repr=False, compare=False)
    # Read from several frames (vision.read_frames): how many voted, and which of the frames
    # given the outlines belong to (the one to show as the photo). A photo is one frame.
    frames_used: int = 1
    frame_index: int = 0

    @property
    def grid(self) -> tuple[tuple[str, ...], ...]:
        return tuple(
            tuple(d.face for d in self.dice[r * self.cols : (r + 1) * self.cols])
            for r in range(self.rows)
        )

    @property
    def confidence(self) -> tuple[tuple[float, ...], ...]:
        return tuple(
            tuple(d.confidence for d in self.dice[r * self.cols : (r + 1) * self.cols])
            for r in range(self.rows)
        )

    @property
    def board(self) -> Board:
        return Board(self.grid)

    def die(self, row: int, col: int) -> DieReading:
        return self.dice[row * self.cols + col]
