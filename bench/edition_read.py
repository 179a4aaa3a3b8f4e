"""How well the photo reader reads boards rendered with each edition's dice (synth), read in
that edition's language: the share of boards read right die for die, and of dice, and how many
of the dice misread were flagged for the player to check (read below vision.LOW_CONFIDENCE);
for Spanish, also how the N and Ñ dice read (a third of each board's dice are turned to Ñ or
N, as the Spanish dice print Ñ on one or two dice only). The baseline, in the same run, is
English boards rendered and read the same way. Seconds are wall-clock, rendering included.

Seeds start at 100, apart from the tests' (tests/vision/test_editions.py).

Usage: python bench/edition_read.py [--boards N] [--languages en,fr,de,es,nl]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solver import Board, roll  # noqa: E402
from solver.languages import LANGUAGES  # noqa: E402
from synth import render_board  # noqa: E402
from vision import LOW_CONFIDENCE, VisionError, read_board  # noqa: E402

_FIRST_SEED = 100


def with_n_and_n_tilde(board: Board, rng: random.Random) -> Board:
    """``board`` with a third of its dice turned to Ñ or N, half each."""
    grid = [list(row) for row in board.grid]
    for row in grid:
        for col in range(len(row)):
            if rng.random() < 1 / 3:
                row[col] = rng.choice(("Ñ", "N"))
    return Board(tuple(tuple(row) for row in grid))


def read_faces(board: Board, seed: int, language: str) -> list[tuple[str, bool]] | None:
    """The faces read off ``board`` rendered with ``seed``, each with whether it was flagged
    unsure; None when no board of its size is read."""
    try:
        reading = read_board(render_board(board, seed).image, language=language)
    except VisionError:
        return None
    if (reading.rows, reading.cols) != (board.rows, board.cols):
        return None
    return [(die.face, die.confidence < LOW_CONFIDENCE) for die in reading.dice]


def measure(language: str, boards: int) -> str:
    right_boards = right_dice = dice = flagged = 0
    n_dice = {"Ñ": [0, 0], "N": [0, 0]}  # face -> [read right, seen]
    started = time.perf_counter()
    for index in range(boards):
        seed = _FIRST_SEED + index
        rng = random.Random(seed)
        board = roll(LANGUAGES[language].dice_for_size(4), rng)
        if language == "es":
            board = with_n_and_n_tilde(board, rng)
        truth = [face for row in board.grid for face in row]
        seen = read_faces(board, seed, language) or [("", True)] * len(truth)
        read = [face for face, _ in seen]
        right_boards += read == truth
        right_dice += sum(a == b for a, b in zip(read, truth, strict=True))
        flagged += sum(unsure for (face, unsure), true in zip(seen, truth, strict=True)
                       if face != true)  # fmt: skip
        dice += len(truth)
        for face, got in zip(truth, read, strict=True):
            if face in n_dice:
                n_dice[face][0] += got == face
                n_dice[face][1] += 1
    line = (
        f"{language}: {right_boards}/{boards} boards, {right_dice}/{dice} dice "
        f"({100 * right_dice / dice:.1f}%) right, {flagged} of the {dice - right_dice} "
        "misread flagged unsure"
    )
    if language == "es":
        line += "; " + ", ".join(f"{face} {ok}/{seen}" for face, (ok, seen) in n_dice.items())
    seconds = time.perf_counter() - started
    return line + f"  [{seconds:.0f} s, {seconds / boards:.2f} s a board]"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=20, help="boards per language")
    parser.add_argument("--languages", default="fr,de,es,nl", help="besides English, the baseline")
    args = parser.parse_args()
    print("baseline " + measure("en", args.boards))
    for language in args.languages.split(","):
        print(measure(language, args.boards))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
