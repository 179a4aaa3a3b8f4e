"""``boggle-lens read PHOTO...``: read boards from photos on the command line. No Qt here."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import TextIO

from solver import Lexicon, LexiconError, Rules, RulesError, solve
from vision import LOW_CONFIDENCE, BoardReading, VisionError, read_board

EXIT_OK = 0
EXIT_SOME_FAILED = 1


def run(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """Read every photo in ``args.photos``; a photo that cannot be read is reported and skipped."""
    out = out or sys.stdout
    solver_setup = _solver(args) if getattr(args, "solve", False) else None
    if isinstance(solver_setup, str):
        _emit_error(out, args.format, None, solver_setup)
        return EXIT_SOME_FAILED
    status = EXIT_OK
    for photo in args.photos:
        start = time.perf_counter()
        debug_dir: Path | None = getattr(args, "debug", None)
        try:
            reading = read_board(photo, debug=debug_dir is not None)
        except VisionError as error:
            _emit_error(out, args.format, photo, str(error))
            status = EXIT_SOME_FAILED
            continue
        except MemoryError:
            _emit_error(out, args.format, photo, "not enough memory to read this photo")
            status = EXIT_SOME_FAILED
            continue
        except Exception as error:  # a bug must not end a batch of photos with a traceback
            message = f"could not read this photo (internal error: {type(error).__name__})"
            _emit_error(out, args.format, photo, message)
            status = EXIT_SOME_FAILED
            continue
        seconds = time.perf_counter() - start
        if debug_dir is not None:
            problem = _write_debug(debug_dir, photo, reading)
            if problem:
                print(f"boggle-lens: {problem}", file=sys.stderr)
        record = reading_json(photo, reading, seconds)
        if solver_setup is not None:
            record.update(_solution(reading, *solver_setup))
        if args.format == "json":
            out.write(json.dumps(record) + "\n")
        else:
            write_text(out, photo, reading, record)
    return status


def reading_json(photo: str, reading: BoardReading, seconds: float) -> dict:
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


def write_text(out: TextIO, photo: str, reading: BoardReading, record: dict) -> None:
    out.write(f"{photo}: {reading.rows}x{reading.cols} in {record['seconds']:.2f} s\n")
    unsure = 0
    for row, confidences in zip(reading.grid, reading.confidence, strict=True):
        cells = []
        for face, confidence in zip(row, confidences, strict=True):
            mark = "?" if confidence < LOW_CONFIDENCE else " "
            unsure += confidence < LOW_CONFIDENCE
            cells.append(f"{face:<2}{mark}")
        out.write("  " + " ".join(cells).rstrip() + "\n")
    if unsure:
        out.write(f"  ({unsure} unsure {'die' if unsure == 1 else 'dice'} marked ?)\n")
    out.write(reading.board.text + "\n")
    if "words" in record:
        out.write(f"{record['word_count']} words, {record['total_score']} points\n")
        for word in record["words"][:20]:
            out.write(f"  {word['word']} ({word['score']})\n")
    out.write("\n")


def _emit_error(out: TextIO, fmt: str, photo: str | None, message: str) -> None:
    if fmt == "json":
        out.write(json.dumps({"photo": photo, "error": message}) + "\n")
    else:
        print(f"boggle-lens: {photo + ': ' if photo else ''}{message}", file=sys.stderr)


def _solver(args: argparse.Namespace) -> tuple[Lexicon, Rules | None] | str:
    """The lexicon and rules for --solve, or a message saying why they cannot be loaded."""
    from gui.cli import load_lexicon  # gui.cli imports this module

    try:
        lexicon = load_lexicon(getattr(args, "dict", None))
        rules_name = getattr(args, "rules", None)
        rules = Rules.named(rules_name) if rules_name else None
    except (LexiconError, RulesError, OSError) as error:
        return str(error)
    return lexicon, rules


def _solution(reading: BoardReading, lexicon: Lexicon, rules: Rules | None) -> dict:
    solution = solve(reading.board, lexicon, rules)
    return {
        "words": [
            {"word": w.word, "score": w.score, "path": [list(cell) for cell in w.path]}
            for w in solution.words
        ],
        "word_count": len(solution.words),
        "total_score": solution.total_score,
    }


def _write_debug(folder: Path, photo: str, reading: BoardReading) -> str | None:
    import cv2

    try:
        folder.mkdir(parents=True, exist_ok=True)
        stem = Path(photo).stem or "photo"
        for stage, picture in reading.debug_images.items():
            cv2.imwrite(str(folder / f"{stem}_{stage}.png"), picture)  # type: ignore[arg-type]
    except OSError as error:
        return f"cannot write debug pictures to {folder}: {error}"
    return None
