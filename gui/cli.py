"""The ``boggle-lens`` command line: solve, roll, read and gui.

Only the ``gui`` subcommand imports Qt, and only when it runs, so the others start fast and work on
machines without a display.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TextIO

from solver import RULES, Board, BoardError, Lexicon, LexiconError, Rules, Solution, roll, solve
from solver.dice import DICE_SETS

EXIT_OK, EXIT_FAILED_ITEMS, EXIT_USAGE = 0, 1, 2


class UsageError(Exception):
    """Bad arguments or input: print the message and exit with code 2."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="boggle-lens",
        description="Read a Boggle board from a photo, correct it, and find every word.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    solve_cmd = commands.add_parser("solve", help="find every word on a board")
    solve_cmd.add_argument(
        "board", nargs="?", help="board text, e.g. 'ABCD/EFGH/IJKL/MNOP' or 'Th,E,A/...'"
    )
    solve_cmd.add_argument(
        "--boards", metavar="FILE", help="solve one board per line of FILE ('-' for stdin) as JSONL"
    )
    _add_rules_and_dict(solve_cmd)
    solve_cmd.add_argument("--format", choices=("text", "json"), default="text")

    roll_cmd = commands.add_parser("roll", help="roll a random board from a real dice set")
    roll_cmd.add_argument("--dice", choices=tuple(DICE_SETS), default="new")
    roll_cmd.add_argument("--seed", type=int, help="repeatable rolls")

    read_cmd = commands.add_parser("read", help="read boards from photos")
    read_cmd.add_argument("photos", nargs="+", metavar="PHOTO")
    read_cmd.add_argument("--format", choices=("text", "json"), default="text")
    read_cmd.add_argument("--solve", action="store_true", help="also solve each board read")
    read_cmd.add_argument("--debug", type=Path, metavar="DIR", help="write each stage's picture")
    _add_rules_and_dict(read_cmd)

    gui_cmd = commands.add_parser("gui", help="open the app (the default)")
    gui_cmd.add_argument("photo", nargs="?", help="a photo of a board to open")
    gui_cmd.add_argument(
        "--board", metavar="BOARD", help="start with this board, e.g. 'CATS/ROPE/MINT/LUGS'"
    )
    gui_cmd.add_argument("--select", metavar="WORD", help="select this word once solved")
    gui_cmd.add_argument(
        "--screenshot", type=Path, metavar="PNG", help="save the window to PNG and exit"
    )
    _add_rules_and_dict(gui_cmd)
    return parser


def _add_rules_and_dict(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--rules", choices=tuple(RULES), help="scoring rules (default: by board size)"
    )
    command.add_argument(
        "--dict", metavar="PATH", help="word list file, or 'system' (default: bundled ENABLE)"
    )


def load_lexicon(spec: str | None) -> Lexicon:
    if spec is None:
        return Lexicon.default()
    if spec == "system":
        return Lexicon.system()
    return Lexicon.load(spec)


def solution_json(solution: Solution) -> dict:
    board = solution.board
    return {
        "board": board.text,
        "rows": board.rows,
        "cols": board.cols,
        "rules": solution.rules.name,
        "words": [
            {"word": w.word, "score": w.score, "path": [list(cell) for cell in w.path]}
            for w in solution.words
        ],
        "word_count": solution.word_count,
        "total_score": solution.total_score,
        "by_length": {
            str(length): {"count": tally.count, "points": tally.points}
            for length, tally in solution.by_length.items()
        },
    }


def write_solution_text(solution: Solution, out: TextIO) -> None:
    board = solution.board
    for row in board.grid:
        out.write("  " + " ".join(f"{face:<2}" for face in row).rstrip() + "\n")
    out.write(f"\n{board.text}  ({solution.rules.name} rules)\n\n")
    current = None
    for item in solution.words:
        if item.score != current:
            current = item.score
            out.write(f"{_plural(current, 'point')}:\n")
        out.write(f"  {item.word}\n")
    total_words = _plural(solution.word_count, "word")
    out.write(f"\n{total_words}, {_plural(solution.total_score, 'point')}\n")
    for length, tally in solution.by_length.items():
        words, points = _plural(tally.count, "word"), _plural(tally.points, "point")
        out.write(f"  {length} letters: {words}, {points}\n")


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _rules(name: str | None) -> Rules | None:
    return Rules.named(name) if name else None


def _cmd_solve(args: argparse.Namespace, out: TextIO) -> int:
    if (args.board is None) == (args.boards is None):
        raise UsageError("give either a BOARD or --boards FILE")
    lexicon = load_lexicon(args.dict)
    rules = _rules(args.rules)
    if args.boards is None:
        solution = solve(Board.parse(args.board), lexicon, rules)
        if args.format == "json":
            out.write(json.dumps(solution_json(solution)) + "\n")
        else:
            write_solution_text(solution, out)
        return EXIT_OK
    return _solve_lines(_board_lines(args.boards), lexicon, rules, out)


def _board_lines(spec: str) -> Iterable[str]:
    if spec == "-":
        return sys.stdin
    try:
        return Path(spec).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise UsageError(f"boards file not found: {spec}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"cannot read boards file {spec}: {error}") from None


def _solve_lines(lines: Iterable[str], lexicon: Lexicon, rules: Rules | None, out: TextIO) -> int:
    """One JSON object per non-blank line, in order; a bad line reports its error and the run
    goes on."""
    failed = False
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        try:
            record = solution_json(solve(Board.parse(line), lexicon, rules))
        except BoardError as error:
            failed = True
            record = {"board": line, "error": str(error)}
        out.write(json.dumps(record) + "\n")
        out.flush()
    return EXIT_FAILED_ITEMS if failed else EXIT_OK


def _cmd_roll(args: argparse.Namespace, out: TextIO) -> int:
    board = roll(args.dice, random.Random(args.seed))
    out.write(board.text + "\n")
    return EXIT_OK


def _cmd_read(args: argparse.Namespace, out: TextIO) -> int:
    from gui.cli_read import run

    return run(args)


def _cmd_gui(args: argparse.Namespace, out: TextIO) -> int:
    from gui.qt.app import run  # Qt is imported here and nowhere else on the command line

    return run(args)


COMMANDS = {"solve": _cmd_solve, "roll": _cmd_roll, "read": _cmd_read, "gui": _cmd_gui}


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    arguments = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(arguments or ["gui"])
    try:
        return COMMANDS[args.command](args, sys.stdout)
    except (UsageError, BoardError, LexiconError, ValueError) as error:
        print(f"boggle-lens: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
