"""The ``boggle-lens`` command: the parser, and how errors become messages and exit codes.

Only the subcommands that need Qt or OpenCV import them, and only when they run, so ``solve``
and ``roll`` start fast and work on machines without a display.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from boggle_lens import version
from boggle_lens.commands import SUBCOMMANDS
from boggle_lens.errors import EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, UsageError
from solver import BoardError, LexiconError, native


class _VersionAction(argparse.Action):
    """``--version``: like argparse's own, but the version is looked up only when asked; a
    second line says which word search runs (the native core, or the Python one and why)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help="show the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        print(f"{parser.prog} {version()}")
        print(f"word search: {native.core_in_use()}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="boggle-lens",
        description="Read a Boggle board from a photo, correct it, and find every word.",
    )
    parser.add_argument("--version", action=_VersionAction)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for subcommand in SUBCOMMANDS:
        subcommand.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    arguments = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(arguments or ["gui"])
    try:
        return args.run(args, sys.stdout)
    except (UsageError, BoardError, LexiconError, ValueError) as error:
        print(f"boggle-lens: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
