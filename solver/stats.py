"""What a dice set's boards hold: roll boards in chunks, score each by the fast path, and sum
up the chunks.

The unit of work is ``roll_chunk``: a pure function of plain arguments (names, a path, ints)
that returns a ChunkStats of plain ints and dicts. Each chunk seeds its own random generator
from (seed, chunk index), so a result depends only on the seed and the chunk plan, never on
which process, or which machine, rolled which chunk. ``merge`` sums chunks in chunk order.
``run_chunks`` spreads the chunks over local processes; a cluster engine (Ray, Dask) could map
``roll_chunk`` over the same plan instead.
"""

from __future__ import annotations

import multiprocessing
import random
import signal
import statistics
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from itertools import chain

from solver.dice import dice_set, roll
from solver.editions import edition_for_size
from solver.lexicon import Lexicon
from solver.rules import Rules
from solver.search import length_counts, points_by_length

# Boards per chunk: fixed, so that the chunks (and so the output) are the same for any --jobs.
# Large enough that handing a chunk to a process costs little beside rolling it (~0.1 s).
CHUNK_BOARDS = 500


@dataclass
class ChunkStats:
    """The sums over some chunks' boards. Every field is a plain int, list or dict: cheap to
    pickle between processes."""

    first_chunk: int  # the lowest chunk index summed: merge orders by it
    boards: int = 0
    words: list[int] = field(default_factory=list)  # per board, in roll order
    scores: list[int] = field(default_factory=list)
    length_words: dict[int, int] = field(default_factory=dict)  # word length -> words
    length_points: dict[int, int] = field(default_factory=dict)
    length_boards: dict[int, int] = field(default_factory=dict)  # boards with one at least
    best_board: str = ""  # the first best board in roll order, as board text
    best_score: int = -1
    face_boards: dict[str, int] = field(default_factory=dict)  # face -> boards showing it
    face_score: dict[str, int] = field(default_factory=dict)  # face -> sum of their scores


@dataclass(frozen=True)
class Spread:
    mean: float
    median: float
    p10: float
    p90: float
    max: int


def chunk_plan(boards: int) -> list[tuple[int, int]]:
    """(chunk index, boards in it) for a run of ``boards``: full chunks, then the rest."""
    return [
        (index, min(CHUNK_BOARDS, boards - start))
        for index, start in enumerate(range(0, boards, CHUNK_BOARDS))
    ]


def chunk_rng(seed: int, chunk_index: int) -> random.Random:
    """The chunk's own generator. A string seed is hashed with SHA-512 by ``random``: the same
    on every machine and Python run, unlike ``hash()``."""
    return random.Random(f"boggle-lens stats {seed} {chunk_index}")


@cache
def load_lexicon(dict_spec: str | None) -> Lexicon:
    """The lexicon a spec names, once per process: None for the bundled ENABLE, ``system``
    for the system's list, ``@fr`` for a language's own list, else a word-list path
    (solver.languages.load_dictionary)."""
    from solver.languages import load_dictionary  # languages imports this module's neighbours

    return load_dictionary(dict_spec)


def rules_of(dice_set_name: str, rules_name: str | None) -> Rules:
    """The rules named, or those the dice set's board size plays by."""
    if rules_name:
        return Rules.named(rules_name)
    return edition_for_size(dice_set(dice_set_name).side).rules


def roll_chunk(
    dice_set_name: str,
    rules_name: str | None,
    dict_spec: str | None,
    seed: int,
    chunk_index: int,
    count: int,
    lexicon: Lexicon | None = None,
) -> ChunkStats:
    """Roll ``count`` boards from the chunk's own generator and sum what they hold. A caller
    that already holds the lexicon (the app) passes it, instead of loading ``dict_spec`` again."""
    dice = dice_set(dice_set_name)
    lexicon = lexicon if lexicon is not None else load_lexicon(dict_spec)
    points = points_by_length(rules_of(dice_set_name, rules_name))
    rng = chunk_rng(seed, chunk_index)
    stats = ChunkStats(first_chunk=chunk_index, boards=count)
    length_words, length_points = Counter[int](), Counter[int]()
    length_boards, face_boards, face_score = Counter[int](), Counter[str](), Counter[str]()
    for _ in range(count):
        board = roll(dice, rng)
        words = score = 0
        # The words of each length, counted by the native core (or by a Counter in C over the
        # Python search's words): no Python loop over the ~100 words.
        for length, number in length_counts(board, lexicon):
            worth = points[length] * number
            if worth:  # too-short words are worth nothing and are not counted
                words += number
                score += worth
                length_words[length] += number
                length_points[length] += worth
                length_boards[length] += 1
        stats.words.append(words)
        stats.scores.append(score)
        if score > stats.best_score:
            stats.best_score, stats.best_board = score, board.text
        for face in set(chain.from_iterable(board.grid)):
            face_boards[face] += 1
            face_score[face] += score
    stats.length_words, stats.length_points = dict(length_words), dict(length_points)
    stats.length_boards = dict(length_boards)
    stats.face_boards, stats.face_score = dict(face_boards), dict(face_score)
    return stats


def merge(chunks: Iterable[ChunkStats]) -> ChunkStats:
    """The sums over all the chunks, taken in chunk order whatever order they came in."""
    ordered = sorted(chunks, key=lambda chunk: chunk.first_chunk)
    total = ChunkStats(first_chunk=ordered[0].first_chunk if ordered else 0)
    sums = {
        "length_words": Counter[int](),
        "length_points": Counter[int](),
        "length_boards": Counter[int](),
        "face_boards": Counter[str](),
        "face_score": Counter[str](),
    }
    for chunk in ordered:
        total.boards += chunk.boards
        total.words.extend(chunk.words)
        total.scores.extend(chunk.scores)
        for name, summed in sums.items():
            summed.update(getattr(chunk, name))
        if chunk.best_score > total.best_score:  # ties keep the earlier chunk's board
            total.best_score, total.best_board = chunk.best_score, chunk.best_board
    for name, summed in sums.items():
        setattr(total, name, dict(sorted(summed.items())))
    return total


def spread(values: list[int]) -> Spread:
    """Mean, median, 10th and 90th percentiles (linear between ranks) and maximum."""
    ordered = sorted(values)
    return Spread(
        mean=sum(ordered) / len(ordered),
        median=statistics.median(ordered),
        p10=_percentile(ordered, 0.1),
        p90=_percentile(ordered, 0.9),
        max=ordered[-1],
    )


def _percentile(ordered: list[int], fraction: float) -> float:
    rank = fraction * (len(ordered) - 1)
    below = int(rank)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (rank - below)


def run_chunks(
    dice_set_name: str,
    rules_name: str | None,
    dict_spec: str | None,
    seed: int,
    boards: int,
    jobs: int,
) -> Iterator[ChunkStats]:
    """Each chunk's stats as it is done (in any order), over ``jobs`` processes. Closing the
    iterator, or an interrupt while it waits, stops the workers at once."""
    tasks = [
        (dice_set_name, rules_name, dict_spec, seed, index, count)
        for index, count in chunk_plan(boards)
    ]
    if jobs == 1 or len(tasks) == 1:
        for task in tasks:
            yield roll_chunk(*task)
        return
    # Pool.__exit__ terminates the workers: on an interrupt they stop mid-chunk.
    with multiprocessing.Pool(
        min(jobs, len(tasks)), initializer=_start_worker, initargs=(dict_spec,)
    ) as pool:
        yield from pool.imap_unordered(_roll_task, tasks)


def _start_worker(dict_spec: str | None) -> None:
    # Ctrl+C reaches the whole process group: the parent alone handles it, and ends the workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    load_lexicon(dict_spec)


def _roll_task(task: tuple[str, str | None, str | None, int, int, int]) -> ChunkStats:
    return roll_chunk(*task)
