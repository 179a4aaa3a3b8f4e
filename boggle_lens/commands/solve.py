"""``boggle-lens solve BOARD`` and ``--boards FILE``: every word on a board."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from boggle_lens.errors import EXIT_FAILED_ITEMS, EXIT_OK, UsageError
from boggle_lens.options import add_rules_and_dict, chosen_rules, load_lexicon
from solver import Board, BoardError, Lexicon, Rules, Solution, solve


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("solve", help="find every word on a board")
    parser.add_argument(
        "board", nargs="?", help="board text, e.g. 'ABCD/EFGH/IJKL/MNOP' or 'Th,E,A/...'"
    )
    parser.add_argument(
        "--boards", metavar="FILE", help="solve one board per line of FILE ('-' for stdin) as JSONL"
    )
    add_rules_and_dict(parser)
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: TextIO) -> int:
    if (args.board is None) == (args.boards is None):
        raise UsageError("give either a BOARD or --boards FILE")
    lexicon = load_lexicon(args.dict, args.lang)
    rules = chosen_rules(args.rules)
    if args.boards is None:
        solution = solve(Board.parse(args.board), lexicon, rules)
        if args.format == "json":
            import json  # the JSON modules load only for JSON output: start-up is most of a solve

            from gui.model.serialise import solution_json

            out.write(json.dumps(solution_json(solution)) + "\n")
        else:
            write_solution_text(solution, out)
        return EXIT_OK
    return _solve_lines(_board_lines(args.boards), lexicon, rules, out)


def write_solution_text(solution: Solution, out: TextIO) -> None:
    board = solution.board
    for row in board.grid:
        out.write("  " + " ".join(f"{face:<2}" for face in row).rstrip() + "\n")
    out.write(f"\n{board.text}  ({solution.rules.name} rules)\n\n")
    current = None
    for item in solution.words:
        if item.score != current:
            current = item.score
            out.write(f"{plural(current, 'point')}:\n")
        out.write(f"  {item.word}\n")
    total_words = plural(solution.word_count, "word")
    out.write(f"\n{total_words}, {plural(solution.total_score, 'point')}\n")
    for length, tally in solution.by_length.items():
        words, points = plural(tally.count, "word"), plural(tally.points, "point")
        out.write(f"  {length} letters: {words}, {points}\n")


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


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
    import json

    from gui.model.serialise import item_error_json, solution_json

    failed = False
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        try:
            record = solution_json(solve(Board.parse(line), lexicon, rules))
        except BoardError as error:
            failed = True
            record = item_error_json("board", line, str(error))
        out.write(json.dumps(record) + "\n")
        out.flush()
    return EXIT_FAILED_ITEMS if failed else EXIT_OK
