"""``boggle-lens best``: search for the highest-scoring board of a size."""

from __future__ import annotations

import argparse
import signal
import sys
import time
from types import FrameType
from typing import TextIO

from boggle_lens.cluster import add_cluster_option, run_searches_on_cluster
from boggle_lens.errors import EXIT_INTERRUPTED, EXIT_OK, UsageError
from boggle_lens.options import DICE_CHOICES, add_language, dice_name, dict_spec, load_lexicon
from solver import Lexicon, edition_for_size, solve
from solver.best_board import DEFAULT_METHOD, METHODS, Budget
from solver.best_jobs import RunResult, run_searches
from solver.dice import dice_set
from solver.languages import DEFAULT_LANGUAGE

DEFAULT_SECONDS = 60.0
SIZES = (4, 5)


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "best",
        help="search for the highest-scoring board of a size",
        description="Search for the highest-scoring board: any letters (Qu for Q), or with "
        "--dice only boards that set's dice can show. The rules follow the size. Ctrl+C stops "
        "and prints the best board so far.",
    )
    parser.add_argument("--size", type=int, choices=SIZES, default=4)
    parser.add_argument(
        "--seconds",
        type=float,
        help=f"how long to search (default {DEFAULT_SECONDS:g}, or no limit with --evaluations)",
    )
    parser.add_argument(
        "--evaluations",
        type=int,
        metavar="N",
        help="stop each search after N boards: with --seed, a repeatable result on any machine",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="independent searches, in processes")
    add_cluster_option(parser)
    parser.add_argument(
        "--dice",
        choices=DICE_CHOICES,
        help="only boards these dice can show (default: any letters; with --lang, its dice)",
    )
    parser.add_argument("--method", choices=METHODS, default=DEFAULT_METHOD, help=argparse.SUPPRESS)
    parser.add_argument(
        "--dict", metavar="PATH", help="word list file, or 'system' (default: the language's)"
    )
    add_language(parser)
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: TextIO) -> int:
    if args.dice is None and args.lang != DEFAULT_LANGUAGE:
        args.dice = dice_name(args, args.size)  # the language's letters (Ñ in Spanish)
    dice = dice_set(args.dice) if args.dice else None
    if dice is not None and dice.side != args.size:
        advice = f"use --size {dice.side}" if dice.side in SIZES else "best searches 4x4 and 5x5"
        raise UsageError(f"the {dice.name} dice make {dice.side}x{dice.side} boards: {advice}")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if args.evaluations is not None and args.evaluations < 1:
        raise UsageError("--evaluations must be at least 1")
    seconds = args.seconds
    if seconds is None and args.evaluations is None:
        seconds = DEFAULT_SECONDS
    if seconds is not None and seconds <= 0:
        raise UsageError("--seconds must be more than 0")
    lexicon = load_lexicon(args.dict, args.lang)
    stopped = _StopOnInterrupt()
    line = _ProgressLine(sys.stderr)
    budget = Budget(seconds, args.evaluations, stopped.is_set)
    with stopped:
        if args.cluster:
            # The same jobs and job seeds, each on a worker of the cluster.
            result = run_searches_on_cluster(
                args.cluster,
                args.size,
                dict_spec(args),
                args.seed,
                args.jobs,
                budget,
                dice_set_name=args.dice,
                method=args.method,
                progress=line.show,
            )
        else:
            result = run_searches(
                args.size,
                lexicon,
                args.seed,
                args.jobs,
                budget,
                dice=dice,
                method=args.method,
                progress=line.show,
            )
    line.finish()
    _write_result(result, lexicon, args.format, out)
    return EXIT_INTERRUPTED if stopped.is_set() else EXIT_OK


def _write_result(result: RunResult, lexicon: Lexicon, form: str, out: TextIO) -> None:
    best = result.best
    rules = edition_for_size(best.board.rows).rules
    solution = solve(best.board, lexicon, rules)
    if form == "json":
        import json  # only for JSON output, as in ``solve``

        from gui.model.serialise import best_board_json

        shape = best_board_json(solution, result.seconds, result.evaluated)
        out.write(json.dumps(shape) + "\n")
        return
    for row in best.board.grid:
        out.write("  " + " ".join(f"{face:<2}" for face in row).rstrip() + "\n")
    out.write(
        f"\n{best.board.text}  {solution.total_score} points, {solution.word_count} words "
        f"({rules.name} rules)\n"
        f"{result.evaluated} boards evaluated in {result.seconds:.1f} s "
        f"(best from job seed {best.seed})\n"
    )


class _StopOnInterrupt:
    """Within its block, Ctrl+C asks the search to stop (it then returns its best so far)
    instead of raising KeyboardInterrupt in the middle of it."""

    def __init__(self) -> None:
        self._stopped = False
        self._previous: object = None

    def is_set(self) -> bool:
        return self._stopped

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        self._stopped = True

    def __enter__(self) -> _StopOnInterrupt:
        self._previous = signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        signal.signal(signal.SIGINT, self._previous)  # type: ignore[arg-type]


class _ProgressLine:
    """ "best so far: SCORE BOARD, N boards evaluated" on stderr: rewritten in place on a
    terminal, else a line when the best improves (at most five a second) or every few seconds."""

    _EVERY = 0.2  # seconds between redraws on a terminal, or lines elsewhere as the best improves
    _LOG_EVERY = 5.0  # seconds between lines off a terminal while nothing improves

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._terminal = stream.isatty()
        self._shown_at = 0.0
        self._best = -1
        self._width = 0

    def show(self, score: int, board: str, evaluated: int) -> None:
        now = time.monotonic()
        improved = score > self._best
        self._best = max(score, self._best)
        gap = now - self._shown_at
        if gap < (self._EVERY if self._terminal or improved else self._LOG_EVERY):
            return
        self._shown_at = now
        text = f"best so far: {score} {board}, {evaluated} boards evaluated"
        if self._terminal:
            self._stream.write("\r" + text.ljust(self._width))
            self._width = len(text)
        else:
            self._stream.write(text + "\n")
        self._stream.flush()

    def finish(self) -> None:
        if self._terminal and self._width:
            self._stream.write("\n")
            self._stream.flush()
