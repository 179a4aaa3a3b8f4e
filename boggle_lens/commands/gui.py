"""``boggle-lens gui [PHOTO]``: open the app (also what ``boggle-lens`` alone does)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from boggle_lens.options import add_rules_and_dict


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("gui", help="open the app (the default)")
    parser.add_argument("photo", nargs="?", help="a photo of a board to open")
    parser.add_argument(
        "--board", metavar="BOARD", help="start with this board, e.g. 'CATS/ROPE/MINT/LUGS'"
    )
    parser.add_argument("--select", metavar="WORD", help="select this word once solved")
    parser.add_argument(
        "--screenshot", type=Path, metavar="PNG", help="save the window to PNG and exit"
    )
    add_rules_and_dict(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: TextIO) -> int:
    from gui.qt.app import (
        run as run_app,  # Qt is imported here and nowhere else on the command line
    )

    return run_app(args)
