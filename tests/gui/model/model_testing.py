"""Shared pieces of the model tests (no Qt): a known board and a reading of its photo."""

from __future__ import annotations

from solver import Board
from synth import SynthPhoto
from vision.result import BoardReading, DieReading

# A board with plenty of words; (0, 0) is "C" so "cats", "cat" and "coat" need it.
TRUE_BOARD = Board.parse("CATS/ROPE/MINT/LUGS")
MISREAD_CELL = (0, 0)
MISREAD_FACE = "X"


def reading_from_synth(photo: SynthPhoto, misread: dict[tuple[int, int], str]) -> BoardReading:
    """What a perfect reader would say, except for the ``misread`` dice (low confidence)."""
    board = photo.board
    dice = []
    for index, outline in enumerate(photo.die_outlines):
        row, col = divmod(index, board.cols)
        wrong = misread.get((row, col))
        dice.append(
            DieReading(
                row=row,
                col=col,
                face=wrong or board.face((row, col)),
                confidence=0.3 if wrong else 0.999,
                alternatives=((board.face((row, col)), 0.25),) if wrong else (),
                rotation=photo.rotations[row][col],
                outline=outline,
            )
        )
    height, width = photo.image.shape[:2]
    return BoardReading(
        rows=board.rows,
        cols=board.cols,
        dice=tuple(dice),
        board_outline=photo.board_outline,
        image_size=(width, height),
    )
