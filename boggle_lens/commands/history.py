"""``boggle-lens history``: the rounds played, newest first, as text, JSON or CSV."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, TextIO

from boggle_lens.errors import EXIT_OK, UsageError

if TYPE_CHECKING:
    from gui.model.history import StoredRound


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("history", help="show the rounds played, newest first")
    parser.add_argument("--player", metavar="NAME", help="only the rounds NAME played (any case)")
    parser.add_argument("--format", choices=("text", "json", "csv"), default="text")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: TextIO) -> int:
    from gui.model.history import HistoryError, HistoryStore

    try:
        with HistoryStore.default() as store:
            if store.notice is not None:
                # Before the history, so that a reader of the terminal sees why it is empty.
                print(f"boggle-lens: {store.notice}", file=sys.stderr)
            rounds = store.rounds(player=args.player)
            location = store.path
    except HistoryError as error:
        raise UsageError(str(error)) from None
    if args.format == "json":
        import json

        from gui.model.serialise import history_json

        out.write(json.dumps(history_json(rounds)) + "\n")
    elif args.format == "csv":
        from gui.model.history_export import history_csv

        history_csv(rounds, out)
    elif not rounds:
        if args.player is None:
            out.write(f"No rounds played yet. The history is kept in {location}\n")
        else:
            out.write(f"No rounds played by {args.player}.\n")
    else:
        write_history_text(rounds, out)
    return EXIT_OK


def write_history_text(rounds: list[StoredRound], out: TextIO) -> None:
    """One block per round, in the order given, separated by blank lines; times are local."""
    for n, stored in enumerate(rounds):
        if n:
            out.write("\n")
        when = stored.played_at.astimezone().strftime("%Y-%m-%d %H:%M")
        details = [f"{stored.rules} rules", "cancellation " + ("on" if stored.cancel else "off")]
        if stored.seconds is not None:
            details.append(f"{stored.seconds // 60}:{stored.seconds % 60:02d} timer")
        out.write(f"{when}  {stored.board}  ({', '.join(details)})\n")
        if stored.photo is not None:
            out.write(f"  photo: {stored.photo}\n")
        width = max((len(player.name) for player in stored.players), default=0)
        digits = max((len(str(player.score)) for player in stored.players), default=0)
        for player in stored.players:
            points = "point" if player.score == 1 else "points"
            out.write(f"  {player.name:<{width}}  {player.score:>{digits}} {points}\n")
        winners = stored.winners
        if len(winners) == 1:
            out.write(f"  winner: {winners[0]}\n")
        elif winners:
            out.write(f"  tie: {', '.join(winners)}\n")
        else:
            out.write("  no winner: nobody scored\n")
        out.write(f"  the board held {stored.board_words} words, {_points(stored.board_score)}\n")


def _points(count: int) -> str:
    return f"{count} point" if count == 1 else f"{count} points"
