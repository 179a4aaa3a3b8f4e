"""Why the native core is C and not numba: the same score-only search (solver/csrc's algorithm
for boards of up to 64 dice) written for numba, timed beside the C core on the same 1,000
rolled 4x4 boards, with the same total score. Prints numba's import and JIT-compile time too,
which every process (each stats worker) would pay.

Needs numba (pip install .[numba], about 200 MB with llvmlite); says so and stops without it.

Usage: python bench/numba_compare.py [--boards N] [--passes N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import struct
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.solve_bench import machine  # noqa: E402
from solver import Board, Lexicon, dawg, native, roll, search  # noqa: E402
from solver.board import grid_neighbours  # noqa: E402
from solver.faces import QU  # noqa: E402

TERMINAL = 1 << 26


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=1000)
    parser.add_argument("--passes", type=int, default=9)
    args = parser.parse_args()
    started = time.perf_counter()
    try:
        import numba
        import numpy as np
    except ImportError:
        raise SystemExit("numba is not installed: pip install .[numba]") from None
    import_seconds = time.perf_counter() - started
    njit = numba.njit
    print(f"machine: {machine()}; numba {numba.__version__}; C core: {native.core_in_use()}")

    @njit(inline="always")
    def popcount(x):  # noqa: ANN001, ANN202
        x = x - ((x >> 1) & 0x55555555)
        x = (x & 0x33333333) + ((x >> 2) & 0x33333333)
        return ((((x + (x >> 4)) & 0x0F0F0F0F) * 0x01010101) & 0xFFFFFFFF) >> 24

    @njit(inline="always")
    def lowest_bit(x):  # noqa: ANN001, ANN202
        at = 0
        while not (x & 1):
            x >>= 1
            at += 1
        return at

    @njit
    def visit(  # noqa: ANN202
        die, mask, first, number, length, used,  # noqa: ANN001
        edge_mask, edge_first, edge_offset, symbol, letters, adjacent, around,  # noqa: ANN001
        stamps, serial, points, total,  # noqa: ANN001
    ):  # fmt: skip
        used |= 1 << die
        wanted = mask & adjacent[die]
        candidates = 0
        while wanted:
            candidates |= around[die, lowest_bit(wanted)]
            wanted &= wanted - 1
        candidates &= ~used
        while candidates:
            n = lowest_bit(candidates)
            candidates &= candidates - 1
            edge = first + popcount(mask & ((1 << symbol[n]) - 1))
            reached = number + edge_offset[edge]
            child = edge_mask[edge]
            length_after = length + letters[n]
            if (child & TERMINAL) and stamps[reached] != serial:
                stamps[reached] = serial
                total[0] += points[length_after]
            if child & adjacent[n]:
                visit(
                    n, child, edge_first[edge], reached, length_after, used,
                    edge_mask, edge_first, edge_offset, symbol, letters, adjacent, around,
                    stamps, serial, points, total,
                )  # fmt: skip

    @njit
    def score(symbol, letters, neighbours, root, g, stamps, serial, points):  # noqa: ANN001, ANN202
        edge_mask, edge_first, edge_offset = g
        cells = symbol.shape[0]
        adjacent = np.zeros(cells, np.int64)
        around = np.zeros((cells, 26), np.int64)
        for die in range(cells):
            for n in neighbours[die]:
                if n >= 0:
                    adjacent[die] |= 1 << symbol[n]
                    around[die, symbol[n]] |= 1 << n
        total = np.zeros(1, np.int64)
        for die in range(cells):
            if not (root[0] >> symbol[die]) & 1:
                continue
            edge = root[1] + popcount(root[0] & ((1 << symbol[die]) - 1))
            number, child = edge_offset[edge], edge_mask[edge]
            if (child & TERMINAL) and stamps[number] != serial:
                stamps[number] = serial
                total[0] += points[letters[die]]
            if child & adjacent[die]:
                visit(
                    die, child, edge_first[edge], number, letters[die], 0,
                    edge_mask, edge_first, edge_offset, symbol, letters, adjacent, around,
                    stamps, serial, points, total,
                )  # fmt: skip
        return total[0]

    lexicon = Lexicon.default()
    graph, root, words = flat_graph(np, lexicon)
    stamps = np.zeros(words, np.int64)
    neighbours = np.full((16, 8), -1, np.int64)
    for die, around_die in enumerate(grid_neighbours(4, 4)):
        neighbours[die, : len(around_die)] = around_die
    rng = random.Random(38)
    boards = [roll("new", rng) for _ in range(args.boards)]
    points_list = search.points_by_length(search.rules_for(boards[0], None))
    points = np.array(points_list, np.int64)
    serial = [0]

    def numba_score(board: Board) -> int:
        serial[0] += 1
        symbol = np.array([16 if f == QU else ord(f) - 65 for f in board.faces], np.int64)
        letters = np.array([2 if f == QU else 1 for f in board.faces], np.int64)
        return score(symbol, letters, neighbours, root, graph, stamps, serial[0], points)

    started = time.perf_counter()
    numba_score(boards[0])
    compile_seconds = time.perf_counter() - started
    theirs = sum(map(numba_score, boards))
    ours = sum(search.board_score(b, lexicon) for b in boards)
    assert theirs == ours, (theirs, ours)
    print(f"numba: import {import_seconds:.2f} s, first call (JIT compile) {compile_seconds:.2f} s")
    times: dict[str, list[float]] = {"numba": [], "C core": []}
    for _ in range(args.passes):
        for name, function in (
            ("numba", numba_score),
            ("C core", lambda b: search.board_score(b, lexicon)),
        ):
            started = time.thread_time()
            for board in boards:
                function(board)
            times[name].append((time.thread_time() - started) / len(boards))
    print(
        f"score only, {args.boards} rolled 4x4 boards (total {ours} for both), CPU time, "
        f"median of {args.passes} passes (numba's includes making its arrays from the Board):"
    )
    for name, seconds in times.items():
        print(f"  {name:<8} {statistics.median(seconds) * 1e6:6.1f} us per board")


def flat_graph(np, lexicon: Lexicon) -> tuple[tuple, tuple[int, int], int]:  # noqa: ANN001
    """The edge arrays solver/csrc/graph.c makes, here in numpy: per edge its target's mask,
    first edge and word-number offset; the root's (mask, first edge); the word count."""
    data = dawg.serialize(lexicon.root, lexicon.word_count)
    nodes, edges, _, masks = struct.unpack_from("<IIII", data, 9)
    at = 25
    counts = np.frombuffer(data, np.uint8, nodes, at).astype(np.int64)
    at += nodes
    table = np.frombuffer(data, np.uint32, masks, at).astype(np.int64)
    at += 4 * masks
    mask = table[np.frombuffer(data, np.uint32, nodes, at)]
    at += 4 * nodes + edges
    targets = np.frombuffer(data, np.uint32, edges, at).astype(np.int64)
    first = np.concatenate(([0], np.cumsum(counts)[:-1]))
    below = np.zeros(nodes, np.int64)
    offset = np.zeros(edges, np.int64)
    for node in range(nodes):  # children come first: their word counts are known
        step = 1 if mask[node] & TERMINAL else 0
        for edge in range(first[node], first[node] + counts[node]):
            offset[edge] = step
            step += below[targets[edge]]
        below[node] = step
    graph = (mask[targets], first[targets], offset)
    return graph, (int(mask[-1]), int(first[-1])), int(below[-1])


if __name__ == "__main__":
    main()
