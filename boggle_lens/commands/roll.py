"""``boggle-lens roll``: a random board from a real dice set."""

from __future__ import annotations

import argparse
import random
from typing import TextIO

from boggle_lens.errors import EXIT_OK
from solver import DICE_SETS, roll


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("roll", help="roll a random board from a real dice set")
    parser.add_argument("--dice", choices=tuple(DICE_SETS), default="new")
    parser.add_argument("--seed", type=int, help="repeatable rolls")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: TextIO) -> int:
    board = roll(args.dice, random.Random(args.seed))
    out.write(board.text + "\n")
    return EXIT_OK
