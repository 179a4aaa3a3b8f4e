"""Every JSON shape the project writes, made here and nowhere else.

The command line prints solutions and readings with these, and the app saves its document (the
board, the photo's reading and the player's corrections) with them. Decoding a saved document is
defensive: the input comes from a settings file a user (or a crash) may have mangled, so anything
malformed raises ``ValueError`` and the caller simply ignores it. Nothing here imports Qt or
OpenCV at load time, so ``boggle-lens solve`` stays quick to start.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from solver import Board, BoardError, Cell, RoundResult, Solution
from solver import stats as board_stats
from solver.faces import FaceError, parse_face

if TYPE_CHECKING:  # the document's modules load OpenCV; only the app's decoding needs them
    from gui.model.document import BoardDocument
    from gui.model.history import StoredRound
    from vision.result import BoardReading, Quad


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


def score_json(result: RoundResult) -> dict[str, Any]:
    """A scored round, as ``boggle-lens score --format json`` prints it: these fields only."""
    return {
        "board": result.board.text,
        "rules": result.rules_name,
        "cancel": result.cancel,
        "players": [
            {
                "name": player.name,
                "score": player.score,
                "words": [
                    {"word": w.word, "status": w.status, "score": w.score} for w in player.words
                ],
            }
            for player in result.players
        ],
        "missed": [{"word": m.word, "score": m.score} for m in result.missed],
        "board_words": result.board_words,
        "board_score": result.board_score,
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
        "alternatives": alternatives_grid(reading),
        "tray": [[round(x, 1), round(y, 1)] for x, y in reading.board_outline],
        "seconds": round(seconds, 3),
    }


def video_reading_json(video: str, reading: BoardReading, seconds: float) -> dict[str, Any]:
    """What ``boggle-lens read`` reports of one video: a photo's fields (the video's path as
    "photo", the outline that of the frame read best) and how many frames voted."""
    return {**photo_reading_json(video, reading, seconds), "frames": reading.frames_used}


def alternatives_grid(reading: BoardReading) -> list[list[list[list[Any]]]]:
    """Per die (a grid like ``grid``), its runner-up faces as ``[face, p]`` pairs, best first: the
    faces a player most likely means when the reader got the die wrong."""
    return [
        [
            [[face, round(float(p), 3)] for face, p in reading.die(row, col).alternatives]
            for col in range(reading.cols)
        ]
        for row in range(reading.rows)
    ]


def item_error_json(key: str, item: str | None, message: str) -> dict[str, Any]:
    """A batch item (a board line, a photo) that failed; the run goes on."""
    return {key: item, "error": message}


# -- the app's saved document: the board, the reading and the corrections ----------------


def _quad_to_json(quad: Quad) -> list[list[float]]:
    return [[float(x), float(y)] for x, y in quad]


def _quad_from_json(value: Any) -> Quad:
    if not isinstance(value, list) or len(value) != 4:
        raise ValueError("an outline needs four corners")
    points = []
    for point in value:
        if not isinstance(point, list) or len(point) != 2:
            raise ValueError("a corner needs two coordinates")
        x, y = (float(v) for v in point)
        points.append((x, y))
    return (points[0], points[1], points[2], points[3])


def reading_to_json(reading: BoardReading) -> dict[str, Any]:
    return {
        "rows": reading.rows,
        "cols": reading.cols,
        "board_outline": _quad_to_json(reading.board_outline),
        "image_size": list(reading.image_size),
        "dice": [
            {
                "row": d.row,
                "col": d.col,
                "face": d.face,
                "confidence": d.confidence,
                "alternatives": [[face, score] for face, score in d.alternatives],
                "rotation": d.rotation,
                "outline": _quad_to_json(d.outline),
            }
            for d in reading.dice
        ],
    }


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected an integer, got {value!r}")
    return value


def _face(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected a face, got {value!r}")
    try:
        return parse_face(value)
    except FaceError as error:
        raise ValueError(str(error)) from None


def reading_from_json(data: Any) -> BoardReading:
    from vision.result import BoardReading, DieReading  # only the app decodes readings

    if not isinstance(data, dict):
        raise ValueError("a reading must be an object")
    rows, cols = _int(data["rows"]), _int(data["cols"])
    dice_data = data["dice"]
    if not isinstance(dice_data, list) or len(dice_data) != rows * cols:
        raise ValueError("the reading has the wrong number of dice")
    dice = tuple(
        DieReading(
            row=_int(d["row"]),
            col=_int(d["col"]),
            face=_face(d["face"]),
            confidence=float(d["confidence"]),
            alternatives=tuple((_face(f), float(s)) for f, s in d.get("alternatives", [])),
            rotation=_int(d["rotation"]),
            outline=_quad_from_json(d["outline"]),
        )
        for d in dice_data
    )
    size = data["image_size"]
    if not isinstance(size, list) or len(size) != 2:
        raise ValueError("the image size needs a width and a height")
    return BoardReading(
        rows=rows,
        cols=cols,
        dice=dice,
        board_outline=_quad_from_json(data["board_outline"]),
        image_size=(_int(size[0]), _int(size[1])),
    )


def document_to_json(document: BoardDocument) -> dict[str, Any]:
    return {
        "board": document.board.text,
        "photo": str(document.photo) if document.photo is not None else None,
        "digest": document.digest,
        "reading": reading_to_json(document.reading) if document.reading is not None else None,
        "tray": _quad_to_json(document.tray) if document.tray is not None else None,
    }


def document_from_json(data: Any) -> BoardDocument:
    """Rebuild a document; a photo that vanished since is dropped, keeping the board."""
    from gui.model.document import BoardDocument

    if not isinstance(data, dict):
        raise ValueError("a saved board must be an object")
    text = data.get("board")
    if not isinstance(text, str):
        raise ValueError("the saved board has no text")
    try:
        board = Board.parse(text)
    except BoardError as error:
        raise ValueError(str(error)) from None
    photo_value, digest = data.get("photo"), data.get("digest")
    reading_data = data.get("reading")
    if isinstance(photo_value, str) and isinstance(digest, str) and Path(photo_value).is_file():
        # No reading: a photo the reader found no board in, kept beside the typed board.
        reading = reading_from_json(reading_data) if reading_data is not None else None
        tray_data = data.get("tray")
        tray = _quad_from_json(tray_data) if tray_data is not None else None
        return BoardDocument(board, Path(photo_value), digest, reading, tray)
    return BoardDocument(board)


def corrections_to_json(corrections: dict[Cell, str]) -> dict[str, str]:
    return {f"{r},{c}": face for (r, c), face in sorted(corrections.items())}


def corrections_from_json(data: Any) -> dict[Cell, str]:
    if not isinstance(data, dict):
        raise ValueError("corrections must be an object")
    result: dict[Cell, str] = {}
    for key, face in data.items():
        if not isinstance(key, str):
            raise ValueError("a correction key must be 'row,col'")
        row_text, _, col_text = key.partition(",")
        result[(int(row_text), int(col_text))] = _face(face)
    return result


# -- the history of rounds played ------------------------------------------------------------


def history_json(rounds: Sequence[StoredRound]) -> dict[str, Any]:
    """Stored rounds, in the order given, with every player's words and their statuses."""
    return {
        "rounds": [
            {
                "id": stored.id,
                "played_at": stored.played_at.isoformat(),
                "board": stored.board,
                "photo": stored.photo,
                "rules": stored.rules,
                "cancel": stored.cancel,
                "seconds": stored.seconds,
                "players": [
                    {
                        "name": player.name,
                        "score": player.score,
                        "words": [
                            {
                                "word": w.word,
                                "status": w.status,
                                "score": w.score,
                                "points": w.points,
                            }
                            for w in player.words
                        ],
                    }
                    for player in stored.players
                ],
                "winners": list(stored.winners),
                "board_words": stored.board_words,
                "board_score": stored.board_score,
                "board_by_length": {
                    str(length): {"count": tally.count, "points": tally.points}
                    for length, tally in stored.board_by_length.items()
                },
            }
            for stored in rounds
        ]
    }


def _spread_json(values: list[int]) -> dict[str, float]:
    spread = board_stats.spread(values)
    return {
        "mean": round(spread.mean, 4),
        "median": spread.median,
        "p10": round(spread.p10, 4),
        "p90": round(spread.p90, 4),
        "max": spread.max,
    }


def stats_json(
    dice: str, rules: str, seed: int, stats: board_stats.ChunkStats, seconds: float
) -> dict[str, Any]:
    """``boggle-lens stats``: what the boards held, as spreads, by word length, and the best."""
    boards = stats.boards
    return {
        "dice": dice,
        "rules": rules,
        "boards": boards,
        "seed": seed,
        "words": _spread_json(stats.words),
        "score": _spread_json(stats.scores),
        "by_length": [
            {
                "length": length,
                "mean_words": round(stats.length_words[length] / boards, 4),
                "mean_points": round(stats.length_points[length] / boards, 4),
                "boards_with": round(stats.length_boards[length] / boards, 4),
            }
            for length in sorted(stats.length_words)
        ],
        "best": {"board": stats.best_board, "score": stats.best_score},
        "seconds": round(seconds, 3),
    }


def best_board_json(solution: Solution, seconds: float, evaluated: int) -> dict[str, Any]:
    """The best board a search found: its text, score and words (as ``solve`` lists them), the
    rules, how long the search ran and how many boards it evaluated."""
    return {
        "board": solution.board.text,
        "score": solution.total_score,
        "words": words_json(solution)["words"],
        "rules": solution.rules.name,
        "seconds": round(seconds, 3),
        "evaluated": evaluated,
    }
