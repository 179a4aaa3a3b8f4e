"""Solver benchmark: solve times, lexicon load time, build time and memory. Prints its figures.

Every figure is compared with a baseline measured in the same run on the same boards. First the
native core (solver/csrc) against danvk's C++ Boggler (github.com/danvk/hybrid-boggle, built
into build/ by bench/danvk_boggler.py) and against our pure-Python search, score-only and with
paths; then solve times against a plain dict-of-dicts trie solver, the usual way to write a
Boggle solver in Python. The machine is shared and noisy, so times are medians over passes,
many boards or many fresh processes.

Usage: python bench/solve_bench.py [--boards N] [--runs N] [--passes N] [--danvk-source DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import danvk_boggler  # noqa: E402
from solver import Board, Lexicon, dawg, native, roll, search, solve  # noqa: E402
from solver.faces import QU, face_letters  # noqa: E402

_CHILD_PROBE = """
import json, sys, time
def rss_kib():
    for line in open('/proc/self/status'):
        if line.startswith('VmRSS:'):
            return int(line.split()[1])
before = rss_kib()
started = time.perf_counter()
from solver import Lexicon
lexicon = Lexicon.default()
seconds = time.perf_counter() - started
print(json.dumps({"seconds": seconds, "rss_kib": rss_kib() - before, "words": len(lexicon)}))
"""


def machine() -> str:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores ({model}), "
        f"Python {platform.python_version()}"
    )


def plain_trie(words: list[str]) -> dict:
    """The baseline: nested dicts, the word stored at its end node."""
    root: dict = {}
    for word in words:
        node = root
        for letter in word:
            node = node.setdefault(letter, {})
        node["$"] = word
    return root


def plain_solve(board: Board, trie: dict) -> dict[str, tuple[int, ...]]:
    faces = [face_letters(f) for f in board.faces]
    neighbours = board.neighbours
    found: dict[str, tuple[int, ...]] = {}

    def step(node: dict, letters: str) -> dict | None:
        for letter in letters:
            node = node.get(letter)
            if node is None:
                return None
        return node

    def visit(cell: int, node: dict, used: int, path: tuple[int, ...]) -> None:
        word = node.get("$")
        if word is not None and word not in found:
            found[word] = path
        for n in neighbours[cell]:
            if not used & (1 << n):
                child = step(node, faces[n])
                if child is not None:
                    visit(n, child, used | (1 << n), path + (n,))

    for start in range(len(faces)):
        child = step(trie, faces[start])
        if child is not None:
            visit(start, child, 1 << start, (start,))
    return found


def time_each(function, items: list) -> list[float]:  # noqa: ANN001
    times = []
    for item in items:
        started = time.perf_counter()
        function(item)
        times.append(time.perf_counter() - started)
    return times


def time_alternately(first, second, items: list, rounds: int) -> tuple[list[float], list[float]]:  # noqa: ANN001
    """Times of ``first`` and ``second`` on every item, in passes that alternate between them,
    so that a spell of load on the shared machine falls on both. Each pass runs one function
    over all the items, as a batch of solves does: alternating per item would have each evict
    the other's data from the processor's caches, which measures the baseline's memory instead."""
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(rounds):
        times[0].extend(time_each(first, items))
        times[1].extend(time_each(second, items))
    return times


def median_pass(functions: dict[str, object], items: list, passes: int) -> dict[str, float]:
    """Median seconds per item of each function over ``passes`` passes through all the items,
    the functions taking turns pass by pass (a spell of load falls on all of them). Timed in
    this thread's CPU time: on the shared 2-core host other work takes the processor away for
    whole milliseconds, which wall time would count against whichever function was running."""
    seconds: dict[str, list[float]] = {name: [] for name in functions}
    for _ in range(passes):
        for name, function in functions.items():
            started = time.thread_time()
            for item in items:
                function(item)  # type: ignore[operator]
            seconds[name].append((time.thread_time() - started) / len(items))
    return {name: statistics.median(times) for name, times in seconds.items()}


def danvk_text(board: Board) -> str:
    """A board as danvk's Boggler reads it: 16 lowercase letters, q for the Qu die."""
    return "".join("q" if face == QU else face.lower() for face in board.faces)


def native_against_danvk(lexicon: Lexicon, count: int, passes: int, source: Path | None) -> None:
    """Score-only per 4x4 board: our native core, danvk's C++ Boggler and our pure-Python
    search, on the same seeded rolled boards and word list; then solve with paths."""
    print(f"\nword search in use: {native.core_in_use()}")
    rng = random.Random(38)
    boards = [roll("new", rng) for _ in range(count)]
    points = search.points_by_length(search.rules_for(boards[0], None))

    def python_score(board: Board) -> int:
        return sum(map(points.__getitem__, map(len, search.python_board_words(board, lexicon))))

    functions: dict[str, object] = {
        "ours, native": lambda b: search.board_score(b, lexicon),
        "ours, pure Python": python_score,
    }
    ours_total = sum(search.board_score(b, lexicon) for b in boards)
    assert ours_total == sum(map(python_score, boards)), "native and Python scores differ"
    texts = {}
    try:
        module, what = danvk_boggler.build(source)
        trie = module.Trie.create_from_wordlist(list(dawg.iter_words(lexicon.root)))
        boggler = module.Boggler44(trie)
        texts = {id(b): danvk_text(b) for b in boards}
        danvk_total = sum(boggler.score(texts[id(b)]) for b in boards)
        if danvk_total != ours_total:
            raise SystemExit(f"danvk's total score {danvk_total} differs from ours {ours_total}")
        functions["danvk C++ Boggler"] = lambda b: boggler.score(texts[id(b)])
        print(f"danvk's Boggler: {what}; total score {danvk_total}, identical to ours")
    except danvk_boggler.Unavailable as why:
        print(f"danvk's Boggler left out: {why}")
    graph = native.graph_for(lexicon)
    if not graph:
        print("  (the native core is not in use: 'ours, native' runs the Python search)")
    else:
        # The app's entry points fall back to Python on a board the core refuses; ask the core
        # itself first, so that 'ours, native' never times the Python search under that name.
        refused = [b for b in boards if not _core_answers(graph, b, points)]
        if refused:
            raise SystemExit(f"the native core refuses {len(refused)} of the {count} boards")
    print(
        f"score only, {count} rolled 4x4 boards (new dice, ENABLE {len(lexicon)} words, "
        f"total {ours_total}), median of {passes} passes, CPU time per board:"
    )
    timed = median_pass(functions, boards, passes)
    for name, seconds in timed.items():
        print(f"  {name:<20} {seconds * 1e6:8.1f} us")
    if "danvk C++ Boggler" in timed:
        ratio = timed["ours, native"] / timed["danvk C++ Boggler"]
        print(f"  native / danvk: {ratio:.2f}x   target <= 1.0x")
    speed_up = timed["ours, pure Python"] / timed["ours, native"]
    print(f"  pure Python / native: {speed_up:.1f}x")

    for board in boards[:200]:
        assert search.solve(board, lexicon).words == search.python_solve(board, lexicon).words
    solves = median_pass(
        {
            "native": lambda b: search.solve(b, lexicon),
            "pure Python": lambda b: search.python_solve(b, lexicon),
        },
        boards,
        passes,
    )
    print(f"solve with paths, the same boards, median of {passes} passes, CPU time per board:")
    for name, seconds in solves.items():
        print(f"  {name:<20} {seconds * 1e6:8.1f} us")
    ratio = solves["native"] / solves["pure Python"]
    print(f"  native / pure Python: {ratio:.3f}x   target <= 0.15x")


def _core_answers(graph: object, board: Board, points: object) -> bool:
    """Whether the native core scores ``board`` itself (it raises ValueError on one it refuses)."""
    try:
        graph.score(board.grid, points)  # type: ignore[attr-defined]
    except ValueError:
        return False
    return True


def fresh_process(env: dict[str, str]) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", _CHILD_PROBE],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7, help="fresh processes per load figure")
    parser.add_argument("--rounds", type=int, default=3, help="timed passes over the boards")
    parser.add_argument("--passes", type=int, default=9, help="passes per native figure")
    parser.add_argument(
        "--danvk-source",
        type=Path,
        help="danvk/hybrid-boggle: a checkout or a bare git dir (default: build/ or git clone)",
    )
    args = parser.parse_args()
    print(f"machine: {machine()}")
    print("load average at start (1, 5, 15 min): {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))

    lexicon = Lexicon.default()
    native_against_danvk(lexicon, args.boards, args.passes, args.danvk_source)
    all_words = lexicon.words()
    baseline_trie = plain_trie(all_words)
    rng = random.Random(2024)
    print(f"\nsolve, {args.boards} boards per set x {args.rounds} passes, median (p90) per board:")
    print(f"  {'dice set':<10} {'ours':>16} {'plain trie':>18} {'speed-up':>9} {'words':>7}")
    for dice, target in (("new", 250), ("classic", 250), ("big", 700), ("superbig", None)):
        boards = [roll(dice, rng) for _ in range(args.boards)]
        for board in boards[:50]:
            ours_words = {w.word for w in solve(board, lexicon).words}
            plain_words = {w for w in plain_solve(board, baseline_trie) if w in ours_words}
            assert ours_words == plain_words, board.text
        ours, plain = time_alternately(
            lambda b: solve(b, lexicon),
            lambda b: plain_solve(b, baseline_trie),
            boards,
            args.rounds,
        )
        words = statistics.median(len(solve(b, lexicon).words) for b in boards[:200])
        ours_med, plain_med = statistics.median(ours), statistics.median(plain)
        p90 = statistics.quantiles(ours, n=10)[-1]
        goal = f"  target <= {target} us" if target else ""
        print(
            f"  {dice:<10} {ours_med * 1e6:7.0f} us ({p90 * 1e6:4.0f}) "
            f"{plain_med * 1e6:9.0f} us        {plain_med / ours_med:5.2f}x {words:7.0f}{goal}"
        )

    env = dict(os.environ)
    with tempfile.TemporaryDirectory() as cache:
        env["BOGGLE_LENS_CACHE_DIR"] = cache
        builds_seconds = []
        for _ in range(3):
            for name in os.listdir(cache):
                os.remove(os.path.join(cache, name))
            builds_seconds.append(fresh_process(env)["seconds"])
        loads = [fresh_process(env) for _ in range(args.runs)]
    print("\ndefault lexicon (ENABLE) in a fresh process:")
    print(
        f"  first-ever build (no cache), median of 3: {statistics.median(builds_seconds):.3f} s"
        "   target <= 2 s"
    )
    load_ms = statistics.median(r["seconds"] for r in loads) * 1000
    rss_mib = statistics.median(r["rss_kib"] for r in loads) / 1024
    print(f"  ready from cache, median of {args.runs}: {load_ms:.0f} ms   target <= 120 ms")
    print(f"  resident memory added: {rss_mib:.1f} MiB   target <= 30 MiB")

    started = time.perf_counter()
    plain_trie(all_words)
    print(
        f"  baseline: building a plain dict-of-dicts trie took "
        f"{(time.perf_counter() - started) * 1000:.0f} ms in this process"
    )


if __name__ == "__main__":
    main()
