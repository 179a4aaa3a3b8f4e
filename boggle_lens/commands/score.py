"""``boggle-lens score BOARD --player NAME=FILE ...``: score a round's word lists."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from boggle_lens.errors import EXIT_OK, UsageError
from boggle_lens.options import add_rules_and_dict, chosen_rules, load_lexicon
from solver import Board, HouseRules, HouseRulesError, RoundResult, load_house_rules, score_round
from solver.user_files import read_user_file

MISSED_SHOWN = 20  # the text format lists this many missed words, then says how many more


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "score",
        help="score the players' word lists for a board",
        description="Score each player's words: shared words cancel, and the words nobody "
        "found are listed best first.",
    )
    parser.add_argument("board", help="board text, e.g. 'ABCD/EFGH/IJKL/MNOP'")
    parser.add_argument(
        "--player",
        metavar="NAME=FILE",
        action="append",
        required=True,
        help="a player and the file of their words, one per line (repeat for each player)",
    )
    add_rules_and_dict(parser)
    parser.add_argument(
        "--no-cancel",
        dest="cancel",
        action="store_false",
        help="words found by several players still score for each of them",
    )
    parser.add_argument(
        "--house",
        metavar="FILE.toml",
        help="house rules (letter values, bonus dice, points by length) instead of --rules",
    )
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: TextIO) -> int:
    if args.house is not None and args.rules is not None:
        raise UsageError(
            "--house replaces the rules' minimum length and points: give --house or --rules, "
            "not both"
        )
    board = Board.parse(args.board)
    players = [_read_player(spec) for spec in args.player]
    _check_names([name for name, _ in players])
    rules = _house(args.house, board) if args.house is not None else chosen_rules(args.rules)
    result = score_round(
        board, load_lexicon(args.dict, args.lang), players, rules, cancel=args.cancel
    )
    if args.format == "json":
        import json  # as in solve: the JSON modules load only for JSON output

        from gui.model.serialise import score_json

        out.write(json.dumps(score_json(result)) + "\n")
    else:
        write_score_text(result, out)
    return EXIT_OK


def _read_player(spec: str) -> tuple[str, list[str]]:
    """``NAME=FILE`` as the player's name and the words of the file, one per line."""
    name, equals, file = spec.partition("=")
    name = name.strip()
    if not equals or not name or not file:
        raise UsageError(f"--player {spec!r}: write it as NAME=FILE, e.g. --player ann=ann.txt")
    path = Path(file)
    try:
        raw = read_user_file(path, "word file", UsageError)
    except UsageError as error:
        raise UsageError(f"player {name}: {error}") from None
    try:
        if b"\0" in raw:
            raise UnicodeError
        text = raw.decode("utf-8-sig")
    except UnicodeError:
        raise UsageError(
            f"player {name}: {path} is not a text file (one word per line, UTF-8)"
        ) from None
    return name, [line.strip() for line in text.splitlines() if line.strip()]


def _check_names(names: Sequence[str]) -> None:
    seen: dict[str, str] = {}
    for name in names:
        if name.casefold() in seen:
            raise UsageError(
                f"two players are called {seen[name.casefold()]!r} and {name!r}: "
                "give each player a different name"
            )
        seen[name.casefold()] = name


def _house(path: str, board: Board) -> HouseRules:
    try:
        rules = load_house_rules(path)
        rules.check_board(board)
    except HouseRulesError as error:
        raise UsageError(str(error)) from None
    return rules


def write_score_text(result: RoundResult, out: TextIO) -> None:
    board = result.board
    cancel = "shared words cancel" if result.cancel else "no cancelling"
    out.write(f"{board.text}  ({result.rules_name} rules, {cancel})\n")
    for player in result.players:
        out.write(f"\n{player.name}: {_points(player.score)}\n")
        if not player.words:
            out.write("  (no words)\n")
            continue
        width = max(len("word"), *(len(w.word) for w in player.words))
        out.write(f"  {'word':<{width}}  {'status':<17}  score\n")
        for item in player.words:
            out.write(f"  {item.word:<{width}}  {item.status:<17}  {item.score:>5}\n")
    out.write("\nTotals:\n")
    width = max(len(player.name) for player in result.players)
    for player in sorted(result.players, key=lambda p: -p.score):
        out.write(f"  {player.name:<{width}}  {player.score:>4}\n")
    found = _plural(result.board_words, "word")
    out.write(f"\nThe board held {found}, {_points(result.board_score)}.\n")
    missed = result.missed
    out.write(f"Missed: {_plural(len(missed), 'word')}" + (", best first:\n" if missed else "\n"))
    for item in missed[:MISSED_SHOWN]:
        out.write(f"  {item.word} ({item.score})\n")
    if len(missed) > MISSED_SHOWN:
        out.write(f"  ... and {len(missed) - MISSED_SHOWN} more\n")


def _points(count: int) -> str:
    return _plural(count, "point")


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
