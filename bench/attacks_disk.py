"""bench/table_attack.py's attacks on what the table keeps: a long journal restored (and killed
while it is), a full disk, a data folder that cannot be written, a journal of bad values."""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from pathlib import Path

from attack_harness import BOARD, Client, Rows, Table, play


def journal_of(words: int) -> str:
    players = [f"P{n}" for n in range(4)]
    lines = [
        json.dumps(
            {
                "kind": "start",
                "board": BOARD,
                "seconds": 3600,
                "cancel": True,
                "house": None,
                "photo": None,
                "players": players,
            }
        )
    ]
    lines += [
        json.dumps(
            {
                "kind": "word",
                "player": players[n % 4],
                "word": f"w{n}x",
                "id": f"i{n}",
                "left": 3000,
            }
        )
        for n in range(words)
    ]
    return "\n".join(lines) + "\n"


def journal_words(path: Path) -> int:
    if not path.exists():
        return 0
    return sum('"kind":"word"' in line.replace(" ", "") for line in path.read_text().splitlines())


def kill_when_touched(table: Table, journal: Path, within: float) -> str:
    """Wait until the restore starts writing (the journal changes, or a new one appears
    beside it), so that the ``kill -9`` lands in the middle of it."""
    first = journal.stat()
    started = time.monotonic()
    while time.monotonic() - started < within:
        try:
            now = journal.stat()
            if (now.st_size, now.st_ino, now.st_mtime_ns) != (
                first.st_size,
                first.st_ino,
                first.st_mtime_ns,
            ):
                return "as the journal changed"
        except FileNotFoundError:
            return "as the journal was gone"
        if journal.with_name(journal.name + ".new").exists():
            return "as its new journal was being written"
        time.sleep(0.002)
    return f"after {within:g} s (nothing written)"


def restore(make: Callable[..., Table], args: argparse.Namespace) -> Rows:
    fresh = make("fresh")
    fresh.wait()
    baseline = fresh.start_seconds
    fresh.close()
    big = make("restore", journal=journal_of(args.words))
    opened = big.wait(args.restore_wait)
    time.sleep(1)  # the restore's own time is printed after the address
    said = next((line for line in big.lines if line.startswith("(its journal")), "")
    took = (
        f"opened in {big.start_seconds:.2f} s {said}"
        if opened
        else (f"not open after {args.restore_wait:g} s: {' '.join(big.lines[-1:])}")
    )
    big.close()
    killed = make("killed", journal=journal_of(args.words))
    when = kill_when_touched(killed, killed.data / "table-round.jsonl", args.restore_wait)
    killed.kill()
    left = journal_words(killed.data / "table-round.jsonl")
    killed.close()
    return [
        (
            f"a journal of {args.words:,} words: {took} (a fresh table: {baseline:.2f} s)",
            "restore well under a second for 10,000 words",
        ),
        (
            f"kill -9 {when}: {left:,} of {args.words:,} words left in the journal",
            "a new journal renamed over the old one",
        ),
    ]


def disk_full(make: Callable[..., Table], args: argparse.Namespace) -> Rows:
    table = make("full", file_size_limit=args.full_bytes)
    table.wait()
    client = Client(table.url)
    players = [f"P{n}" for n in range(8)]
    play(client, players)
    answered: list[tuple[str, str]] = []
    refused: dict[int, int] = {}
    retry = 0
    for number in range(args.full_words):
        name = players[number % len(players)]
        word = {"player": name, "word": f"w{number}x", "id": f"i{number}"}
        status = client.call("POST", "api/round/words", word)[0]
        if status == 200:
            answered.append((name, f"w{number}x"))
        else:
            refused[status] = refused.get(status, 0) + 1
            if status in (500, 503) and not retry:
                retry = client.call("POST", "api/round/words", word)[0]
                if retry == 200:  # the table says it counted
                    answered.append((name, f"w{number}x"))
    table.kill()
    table.close()
    again = make("full", data=table.data)
    again.wait()
    client.url = again.url
    back = 0
    for name in players:
        client.call("POST", "api/join", {"name": name})
        shape = client.call("GET", "api/round", player=name)[1]
        if isinstance(shape, dict):
            mine = [p for p in shape.get("players", []) if p["name"] == name]
            back += len(mine[0]["words"]) if mine else 0
    again.close()
    return [
        (
            f"{args.full_words} words, writes failing past {args.full_bytes} bytes: "
            f"{len(answered)} answered 200, refused {refused}, a retry: {retry}; after kill -9 "
            f"and restart {back} listed",
            "a word not on disk is 503 and not counted",
        ),
    ]


def read_only(make: Callable[..., Table], args: argparse.Namespace) -> Rows:
    table = make("read-only", blocked=True)
    opened = table.wait(30)
    if not opened:
        time.sleep(0.5)
        said = table.log.read_text(errors="replace").strip().splitlines()[-1:]
        table.close()
        return [
            (
                f"the table did not open, exit {table.process.returncode}: {' '.join(said)}",
                "said at the start",
            )
        ]
    client = Client(table.url)
    status = client.call("POST", "api/round", {"seconds": 60})[0]
    later = (
        client.call("POST", "api/round/end")[0],
        client.call("POST", "api/round", {"seconds": 60})[0],
    )
    table.close()
    return [
        (
            f"opened with no warning; a round: {status}; its end and a new one: {later}",
            "said at the start",
        )
    ]


def bad_journal(make: Callable[..., Table], args: argparse.Namespace) -> Rows:
    rows = []
    for label, start in (
        ("a bad board", {"board": "!!!"}),
        ("0 seconds", {"seconds": 0}),
        ("a blank player", {"players": [" "]}),
        ("bad house rules", {"house": "[[[ x"}),
    ):
        record = {
            "kind": "start",
            "board": BOARD,
            "seconds": 60,
            "cancel": True,
            "house": None,
            "photo": None,
            "players": ["Ann"],
            **start,
        }
        table = make("bad", journal=json.dumps(record) + "\n")
        opened = table.wait(30)
        aside = (table.data / "table-round.damaged").exists()
        rows.append(f"{label}: {'opened' if opened else 'did not open'}, moved aside: {aside}")
        table.close()
    return [("; ".join(rows), "moved aside, as a damaged journal is")]
