"""``boggle-lens stats``: roll many boards from a dice set and say what a typical one holds."""

from __future__ import annotations

import argparse
import os
import sys
import time
from contextlib import closing
from typing import TextIO

from boggle_lens.cluster import add_cluster_option, cluster_chunks
from boggle_lens.errors import EXIT_INTERRUPTED, EXIT_OK
from boggle_lens.options import (
    DICE_CHOICES,
    add_rules_and_dict,
    compile_if_new,
    dice_name,
    dict_spec,
)
from solver import stats as board_stats


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("stats", help="what a typical board from a dice set holds")
    parser.add_argument(
        "--dice", choices=DICE_CHOICES, help="dice set (default: the language's 4x4 set)"
    )
    parser.add_argument("--boards", type=_positive, default=10000, help="boards to roll")
    parser.add_argument("--seed", type=int, default=0, help="the same seed, the same output")
    parser.add_argument(
        "--jobs", type=_positive, default=os.cpu_count() or 1, help="processes (default: cores)"
    )
    add_cluster_option(parser)
    add_rules_and_dict(parser)
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--plot", metavar="OUT.png", help="draw the distributions to a PNG")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: TextIO) -> int:
    # --lang picks the dice and the dictionary unless --dice and --dict say otherwise; both then
    # travel to the worker processes as the names they always were.
    args.dice, args.dict = dice_name(args), dict_spec(args)
    rules = board_stats.rules_of(args.dice, args.rules)
    compile_if_new(args.dict)
    board_stats.load_lexicon(args.dict)  # a bad --dict fails here, before any process starts
    started = time.perf_counter()
    done: list[board_stats.ChunkStats] = []
    progress = _Progress(args.boards) if sys.stderr.isatty() else None
    interrupted = False
    if args.cluster:
        # The same chunk plan and roll_chunk calls, on the cluster's workers.
        chunks = cluster_chunks(
            args.cluster, args.dice, args.rules, args.dict, args.seed, args.boards
        )
    else:
        chunks = board_stats.run_chunks(
            args.dice, args.rules, args.dict, args.seed, args.boards, args.jobs
        )
    try:
        with closing(chunks):  # closing stops the worker processes
            for chunk in chunks:
                done.append(chunk)
                if progress:
                    progress.advance(chunk.boards)
    except KeyboardInterrupt:
        interrupted = True
    if progress:
        progress.finish()
    seconds = time.perf_counter() - started
    total = board_stats.merge(done)
    if interrupted:
        print(f"boggle-lens: stopped after {total.boards} boards", file=sys.stderr)
        if not total.boards:
            return EXIT_INTERRUPTED
    if args.format == "json":
        import json

        from gui.model.serialise import stats_json

        out.write(json.dumps(stats_json(args.dice, rules.name, args.seed, total, seconds)) + "\n")
    else:
        write_text(args.dice, rules.name, args.seed, total, seconds, out)
    out.flush()
    if args.plot:
        from boggle_lens.stats_plot import write_plot

        write_plot(total, args.plot)
    return EXIT_INTERRUPTED if interrupted else EXIT_OK


def write_text(
    dice: str, rules: str, seed: int, total: board_stats.ChunkStats, seconds: float, out: TextIO
) -> None:
    boards = total.boards
    words, score = board_stats.spread(total.words), board_stats.spread(total.scores)
    out.write(f"{boards} boards from the {dice} dice, {rules} rules, seed {seed}\n\n")
    out.write(f"{'':8}{'mean':>8}{'median':>8}{'p10':>8}{'p90':>8}{'max':>8}\n")
    for name, spread in (("words", words), ("score", score)):
        out.write(
            f"{name:8}{spread.mean:8.1f}{spread.median:8.1f}{spread.p10:8.1f}"
            f"{spread.p90:8.1f}{spread.max:8d}\n"
        )
    all_points = sum(total.length_points.values()) or 1
    out.write("\nWhere the points come from, by word length:\n")
    out.write(f"  {'letters':>7} {'share of points':>16} {'boards with one':>16} {'words':>8}\n")
    for length in sorted(total.length_words):
        share = total.length_points[length] / all_points
        present = total.length_boards[length] / boards
        mean_words = total.length_words[length] / boards
        out.write(f"  {length:>7} {share:>16.1%} {present:>16.1%} {mean_words:>8.2f}\n")
    longest = max(total.length_words, default=0)
    long_share = sum(p for n, p in total.length_points.items() if n >= 6) / all_points
    out.write(
        f"\nWords of 6 letters or more bring {long_share:.0%} of the points; "
        f"the longest seen had {longest} letters.\n"
    )
    out.write("\nLetters: how often each face shows, and the mean score of boards showing it\n")
    out.write(f"  {'face':<5} {'boards':>8} {'mean score':>11}\n")
    faces = sorted(total.face_boards, key=lambda f: -total.face_score[f] / total.face_boards[f])
    for face in faces:
        shown = total.face_boards[face]
        out.write(f"  {face:<5} {shown / boards:>8.1%} {total.face_score[face] / shown:>11.1f}\n")
    out.write(f"\nbest board: {total.best_board}  ({total.best_score} points)\n")
    out.write(f"{seconds:.1f} s\n")


class _Progress:
    """A bar on stderr, redrawn in place; only drawn on a terminal."""

    WIDTH = 30

    def __init__(self, boards: int) -> None:
        self.boards = boards
        self.done = 0
        self.started = time.perf_counter()

    def advance(self, boards: int) -> None:
        self.done += boards
        filled = self.WIDTH * self.done // self.boards
        elapsed = time.perf_counter() - self.started
        sys.stderr.write(
            f"\r[{'#' * filled}{'.' * (self.WIDTH - filled)}] "
            f"{self.done}/{self.boards} boards, {elapsed:.1f} s"
        )
        sys.stderr.flush()

    def finish(self) -> None:
        sys.stderr.write("\n")
