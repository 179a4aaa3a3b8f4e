"""Every JSON shape the project writes, made here and nowhere else.

The command line prints solutions and readings with these; the app saves its document with them.
Nothing here imports Qt or OpenCV, so ``boggle-lens solve`` stays quick to start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from solver import Solution

if TYPE_CHECKING:
    from vision.result import BoardReading


def words_json(solution: Solution) -> dict[str, Any]:
    """The words of a solution, each with its score and one path of ``[row, col]`` cells."""
    return {
        "words": [
            {"word": w.word, "score": w.score, "path": [list(cell) for cell in w.path]}
            for w in solution.words
        ],
        "word_count": solution.word_count,
        "total_score": solution.total_score,
    }


def solution_json(solution: Solution) -> dict[str, Any]:
    """A solved board: the board, its shape and rules, the words and the totals by length."""
    board = solution.board
    return {
        "board": board.text,
        "rows": board.rows,
        "cols": board.cols,
        "rules": solution.rules.name,
        **words_json(solution),
        "by_length": {
            str(length): {"count": tally.count, "points": tally.points}
            for length, tally in solution.by_length.items()
        },
    }


def photo_reading_json(photo: str, reading: BoardReading, seconds: float) -> dict[str, Any]:
    """What ``boggle-lens read`` reports of one photo."""
    return {
        "photo": photo,
        "rows": reading.rows,
        "cols": reading.cols,
        "grid": [list(row) for row in reading.grid],
        "board": reading.board.text,
        "confidence": [[round(value, 3) for value in row] for row in reading.confidence],
        "tray": [[round(x, 1), round(y, 1)] for x, y in reading.board_outline],
        "seconds": round(seconds, 3),
    }


def item_error_json(key: str, item: str | None, message: str) -> dict[str, Any]:
    """A batch item (a board line, a photo) that failed; the run goes on."""
    return {key: item, "error": message}
