"""``boggle-lens read PHOTO|VIDEO...``: read boards from photos, and from video files (a few
frames a second voted together, vision.read_frames). OpenCV is imported only when it runs."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from boggle_lens.commands.solve import plural
from boggle_lens.errors import EXIT_FAILED_ITEMS, EXIT_OK
from boggle_lens.options import add_rules_and_dict, chosen_rules, load_lexicon
from solver import Lexicon, LexiconError, Rules, RulesError, solve

if TYPE_CHECKING:
    from vision import BoardReading


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "read",
        help="read boards from photos or videos",
        description="Read the board in each photo, or in each video (.mp4, .mov, .avi, ...: a "
        "few frames a second, the sharpest read and voted die by die), among the faces of the "
        "dice of --lang's edition (the Spanish dice print Ñ).",
    )
    parser.add_argument("photos", nargs="+", metavar="PHOTO|VIDEO")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--solve", action="store_true", help="also solve each board read")
    parser.add_argument("--debug", type=Path, metavar="DIR", help="write each stage's picture")
    parser.add_argument(
        "--tray",
        metavar='"X,Y X,Y X,Y X,Y"',
        help='read inside these four corners of the board, in the photo\'s pixels (as "tray" '
        "in --format json gives them; any corner first, either way round) instead of looking "
        "for the board: for a photo whose board is found in the wrong place",
    )
    add_rules_and_dict(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Read every photo in ``args.photos``; a photo that cannot be read is reported and skipped."""
    from gui.model.serialise import photo_reading_json, video_reading_json, words_json
    from vision import VisionError, read_board, read_frames
    from vision.video import is_video, video_frames

    solver_setup = _solver(args) if args.solve else None
    if isinstance(solver_setup, str):
        _emit_error(out, args.format, None, solver_setup)
        return EXIT_FAILED_ITEMS
    tray = None if args.tray is None else parse_tray(args.tray, args.photos)
    if isinstance(tray, str):
        _emit_error(out, args.format, None, f"--tray: {tray}")
        return EXIT_FAILED_ITEMS
    status = EXIT_OK
    for photo in args.photos:
        start = time.perf_counter()
        video = is_video(photo)
        try:
            # The photo shows the dice of the edition --lang names: read among its faces.
            if video:
                reading = read_frames(video_frames(photo), language=args.lang)
            else:
                reading = read_board(
                    photo, debug=args.debug is not None, language=args.lang, tray=tray
                )
        except VisionError as error:
            _emit_error(out, args.format, photo, str(error))
            status = EXIT_FAILED_ITEMS
            continue
        except MemoryError:
            _emit_error(out, args.format, photo, f"not enough memory to read this {kind_of(video)}")
            status = EXIT_FAILED_ITEMS
            continue
        except Exception as error:  # a bug must not end a batch of photos with a traceback
            problem = type(error).__name__
            message = f"could not read this {kind_of(video)} (internal error: {problem})"
            _emit_error(out, args.format, photo, message)
            status = EXIT_FAILED_ITEMS
            continue
        seconds = time.perf_counter() - start
        if args.debug is not None:
            problem = _write_debug(args.debug, photo, reading)
            if problem:
                print(f"boggle-lens: {problem}", file=sys.stderr)
        if video:
            record = video_reading_json(photo, reading, seconds)
        else:
            record = photo_reading_json(photo, reading, seconds)
        if solver_setup is not None:
            record.update(words_json(solve(reading.board, *solver_setup)))
        if args.format == "json":
            out.write(json.dumps(record) + "\n")
        else:
            _write_text(out, reading, record)
    return status


def parse_tray(text: str, photos: list[str]) -> list[tuple[float, float]] | str:
    """The corners of ``--tray "X,Y X,Y X,Y X,Y"`` (or the JSON list ``tray`` of --format
    json), or a message saying what is wrong with them. Whether they outline a board in the
    photo is vision's to say (vision.given); here only whether they are four pairs of
    numbers, for one photo."""
    from vision.video import is_video

    if len(photos) != 1 or is_video(photos[0]):
        return "the corners belong to one photo: give one PHOTO with them"
    if text.lstrip().startswith("["):
        try:
            pairs = [[str(value) for value in corner] for corner in json.loads(text)]
        except (ValueError, TypeError):
            return f"“{text}” is not a list of corners like [[X, Y], ...]"
    else:
        pairs = [corner.split(",") for corner in text.replace(";", " ").split()]
    if len(pairs) != 4:
        return f"an outline needs 4 corners “X,Y X,Y X,Y X,Y”, not {len(pairs)}"
    corners = []
    for pair in pairs:
        try:
            x, y = (float(value) for value in pair)
        except ValueError:
            return f"“{','.join(pair)}” is not a corner X,Y of two numbers"
        corners.append((x, y))
    return corners


def kind_of(video: bool) -> str:
    return "video" if video else "photo"


def _write_text(out: TextIO, reading: BoardReading, record: dict[str, Any]) -> None:
    from vision import LOW_CONFIDENCE

    frames = f" from {plural(record['frames'], 'frame')}" if "frames" in record else ""
    size = f"{reading.rows}x{reading.cols}"
    out.write(f"{record['photo']}: {size}{frames} in {record['seconds']:.2f} s\n")
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
        words, points = plural(record["word_count"], "word"), plural(record["total_score"], "point")
        out.write(f"{words}, {points}\n")
        for word in record["words"][:20]:
            out.write(f"  {word['word']} ({word['score']})\n")
    out.write("\n")


def _emit_error(out: TextIO, fmt: str, photo: str | None, message: str) -> None:
    from gui.model.serialise import item_error_json

    if fmt == "json":
        out.write(json.dumps(item_error_json("photo", photo, message)) + "\n")
    else:
        print(f"boggle-lens: {photo + ': ' if photo else ''}{message}", file=sys.stderr)


def _solver(args: argparse.Namespace) -> tuple[Lexicon, Rules | None] | str:
    """The lexicon and rules for --solve, or a message saying why they cannot be loaded."""
    try:
        return load_lexicon(args.dict, args.lang), chosen_rules(args.rules)
    except (LexiconError, RulesError, OSError) as error:
        return str(error)


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
