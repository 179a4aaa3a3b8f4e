"""``boggle-lens roll``: a random board from a real dice set."""

from __future__ import annotations

import argparse
import random
from typing import TextIO

from boggle_lens.errors import EXIT_OK
from boggle_lens.options import DICE_CHOICES, add_language, dice_name
from solver import roll


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("roll", help="roll a random board from a real dice set")
    parser.add_argument(
        "--dice", choices=DICE_CHOICES, help="dice set (default: the language's 4x4 set)"
    )
    parser.add_argument("--seed", type=int, help="repeatable rolls")
    add_language(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: TextIO) -> int:
    board = roll(dice_name(args), random.Random(args.seed))
    out.write(board.text + "\n")
    return EXIT_OK
