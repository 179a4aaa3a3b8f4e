"""``boggle-lens gui [PHOTO]``: open the app (also what ``boggle-lens`` alone does)."""

from __future__ import annotations

import argparse
import tempfile
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
    parser.add_argument(
        "--table",
        action="store_true",
        help="open Phones at the table at start (with --screenshot, its window is saved "
        "too, as PNG's name + '-table.png')",
    )
    add_rules_and_dict(parser)
    # Without --lang the app keeps the Game language the player chose last (its settings).
    parser.set_defaults(run=run, lang=None)


def run(args: argparse.Namespace, out: TextIO) -> int:
    from boggle_lens.table_opener import table_addresses, table_opener
    from gui.qt.app import (
        run as run_app,  # Qt is imported here and nowhere else on the command line
    )

    if args.screenshot is None:
        return run_app(args, table_opener, table_addresses)
    # A screenshot leaves the player's data alone: the table's journal and photos go in a
    # folder that goes with it.
    with tempfile.TemporaryDirectory(prefix="boggle-lens-shot-table-") as folder:
        return run_app(args, lambda model: table_opener(model, Path(folder)), table_addresses)
