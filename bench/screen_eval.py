"""Score the reader on screenshots of digital boards: dice and boards read right per style,
per typeface and for this app's own rendered board, and seconds per screenshot.

    .venv/bin/python bench/screen_eval.py [--first 1000] [--count 200] [--app 12] [--tesseract]

Each seed renders one screenshot per style (synth.screenshot: Boggle With Friends, Wordament,
Lexica and Tanglet looks; 4x4 and 5x5; the seed picks the typeface, phone, colours and layout)
and ``vision.read_board`` reads it from its PNG bytes, as ``boggle-lens read`` would. The
default seeds, 1000 to 1199, were never looked at while the reader was tuned (that used seeds
0 to 49). Typefaces are split into those the letter templates were set in and those held out
of them (scripts/train_screen_letters.py). ``--app N`` also reads N boards (4x4, 5x5 and 6x6
in turn, with two-letter faces and blanks) rendered by this app's own window, as
``boggle-lens gui --board X --screenshot`` saves it. ``--tesseract`` compares tesseract with the
reader's letter templates on the same tile marks (optional: see bench/tesseract_compare.py).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from types import SimpleNamespace

import cv2

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from train_screen_letters import TRAINING_FONTS  # noqa: E402

from solver import Board, roll  # noqa: E402
from synth.screenshot import (  # noqa: E402
    SCREEN_STYLES,
    random_screen_board,
    render_screenshot,
)
from vision import VisionError, read_board  # noqa: E402


class Tally:
    """Dice and boards read right, and the seconds each read took."""

    def __init__(self) -> None:
        self.dice = self.dice_right = self.boards = self.boards_right = 0
        self.seconds: list[float] = []
        self.misses: list[str] = []

    def add(self, truth: Board, read: Board | None, seconds: float, name: str) -> None:
        self.boards += 1
        self.dice += truth.rows * truth.cols
        self.seconds.append(seconds)
        right = 0
        if read is not None and (read.rows, read.cols) == (truth.rows, truth.cols):
            right = sum(a == b for a, b in zip(read.faces, truth.faces, strict=True))
        self.dice_right += right
        self.boards_right += right == truth.rows * truth.cols
        if right < truth.rows * truth.cols:
            self.misses.append(f"{name}: {truth.text} read as {read.text if read else 'nothing'}")

    def line(self, label: str) -> str:
        median = statistics.median(self.seconds) if self.seconds else 0.0
        return (
            f"{label:<22} {self.boards:>5} {self.dice:>6}"
            f" {100 * self.dice_right / max(self.dice, 1):>8.2f}%"
            f" {100 * self.boards_right / max(self.boards, 1):>8.2f}% {median:>8.3f}"
        )


def read_png(image: object) -> tuple[Board | None, float]:
    """The board ``read_board`` finds in the PNG of ``image`` (None: none) and the seconds."""
    ok, encoded = cv2.imencode(".png", image)  # type: ignore[arg-type]
    if not ok:
        raise SystemExit("could not encode a screenshot as PNG")
    start = time.perf_counter()
    try:
        board: Board | None = read_board(encoded.tobytes()).board
    except VisionError:
        board = None
    return board, time.perf_counter() - start


def app_boards(count: int, first: int) -> list[Board]:
    """Boards for the app's own window: 4x4, 5x5 and 6x6 in turn, rolled from the seeds."""
    sets = ("classic", "big", "superbig")
    return [roll(sets[i % 3], random.Random(first + i)) for i in range(count)]


def app_screenshots(boards: list[Board], folder: Path) -> list[Path]:
    """Each board as ``boggle-lens gui --board X --screenshot`` saves the window."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The offscreen platform warns on every window that it cannot pass size hints on.
    os.environ.setdefault("QT_LOGGING_RULES", "default.warning=false")
    from gui.qt.app import run

    paths = []
    for index, board in enumerate(boards):
        out = folder / f"app_{index}.png"
        args = SimpleNamespace(
            photo=None, board=board.text, select=None, screenshot=out, rules=None, dict=None
        )
        if run(args) != 0:
            raise SystemExit(f"the app could not render {board.text}")
        paths.append(out)
    return paths


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=1000, help="first seed (default 1000)")
    parser.add_argument("--count", type=int, default=200, help="seeds per style (default 200)")
    parser.add_argument("--app", type=int, default=12, help="boards of the app's own window")
    parser.add_argument("--tesseract", action="store_true", help="compare tesseract too")
    args = parser.parse_args()

    by_style: dict[str, Tally] = defaultdict(Tally)
    by_fonts: dict[str, Tally] = defaultdict(Tally)
    total = Tally()
    shots = []
    for seed in range(args.first, args.first + args.count):
        board = random_screen_board(seed)
        for style in SCREEN_STYLES:
            shot = render_screenshot(board, seed, style=style)
            read, seconds = read_png(shot.image)
            name = f"seed {seed} {style} {shot.font}"
            fonts = "templates' typefaces" if shot.font in TRAINING_FONTS else "held-out typefaces"
            for tally in (by_style[style], by_fonts[fonts], total):
                tally.add(board, read, seconds, name)
            shots.append(shot)
    print(f"Screenshots of digital boards, seeds {args.first}-{args.first + args.count - 1}")
    print(f"{'':<22} {'shots':>5} {'dice':>6} {'dice ok':>9} {'boards ok':>9} {'s/shot':>8}")
    for style in SCREEN_STYLES:
        print(by_style[style].line(style))
    for fonts, tally in sorted(by_fonts.items()):
        print(tally.line(fonts))
    print(total.line("all screenshots"))
    if args.app:
        app = Tally()
        with tempfile.TemporaryDirectory() as folder:
            boards = app_boards(args.app, args.first)
            for board, path in zip(boards, app_screenshots(boards, Path(folder)), strict=True):
                read, seconds = read_png(cv2.imread(str(path)))
                app.add(board, read, seconds, f"app {board.rows}x{board.cols}")
        print(app.line("this app's own board"))
        total.misses += app.misses
    for miss in total.misses[:20]:
        print(f"  missed: {miss}")
    if args.tesseract:
        from bench.screen_tesseract import compare_on_screenshots

        compare_on_screenshots(shots[:100])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
