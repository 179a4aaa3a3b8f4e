"""bench/table_attack.py's attacks over the network: stalled connections, forms, streams that
do not read, hidden characters, uploads, a TIFF bomb, a killed table's helper, a flood of words,
and a phone speaking for another player."""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import socket
import struct
import time
from urllib.parse import urlsplit

from attack_harness import BOARD, Client, Rows, Table, alive, megabytes, play


def connect(table: Table) -> socket.socket:
    return socket.create_connection(("127.0.0.1", urlsplit(table.url).port or 80), timeout=10)


def probe(client: Client) -> str:
    status, _answer, seconds = client.call("GET", "api/board", timeout=15)
    return f"{status} in {seconds * 1000:.0f} ms" if status else "no answer in 15 s"


def stalls(table: Table, args: argparse.Namespace) -> Rows:
    client, socks, refused = Client(table.url), [], 0
    log_before = table.log_bytes()
    for _ in range(args.stalls):
        try:
            sock = connect(table)
            sock.sendall(b"G")
            socks.append(sock)
        except OSError:
            refused += 1
    during = probe(client)
    held = table.handles()
    time.sleep(args.stall_wait)
    closed = 0
    for sock in socks:
        sock.settimeout(0.01)
        try:
            closed += sock.recv(1) == b""
        except TimeoutError:
            pass
        except OSError:
            closed += 1
        sock.close()
    return [
        (
            f"{len(socks)} opened ({refused} refused); a normal request during: {during}; the "
            f"table held {held} file handles",
            "MAX_CONNECTIONS 256, oldest idle dropped",
        ),
        (
            f"after {args.stall_wait:g} s {closed} of {len(socks)} closed by the table; log grew "
            f"{megabytes(table.log_bytes() - log_before)}; then a request: {probe(client)}",
            "HEADER_SECONDS 10, IDLE_SECONDS 15, accept errors logged once a minute",
        ),
    ]


def multipart(table: Table, args: argparse.Namespace) -> Rows:
    client = Client(table.url)
    parts = (
        b"".join(
            b'--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n\r\n'
            for _ in range(args.parts)
        )
        + b"--b--\r\n"
    )
    headers = {"Content-Type": "multipart/form-data; boundary=b"}
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        sent = pool.submit(client.call, "POST", "api/photo", raw=parts, headers=headers)
        time.sleep(0.2)
        during = probe(client)
        status, _answer, seconds = sent.result()
    field = b'--b\r\nContent-Disposition: form-data; name="note"\r\n\r\n'
    big = (
        field
        + b"x" * (args.field_mb << 20)
        + b'\r\n--b\r\nContent-Disposition: form-data; name="photo"\r\n\r\n\xff\xd8\r\n--b--\r\n'
    )
    rss = table.rss()
    big_status, _answer, big_seconds = client.call("POST", "api/photo", raw=big, headers=headers)
    return [
        (
            f"{args.parts:,} empty parts ({megabytes(len(parts))}): {status} in {seconds:.2f} s; "
            f"another request meanwhile: {during}",
            "MAX_FORM_PARTS 8",
        ),
        (
            f"a {args.field_mb} MB field before the photo: {big_status} in {big_seconds:.2f} s; "
            f"memory {megabytes(rss)} -> {megabytes(table.rss())}",
            "MAX_FORM_FIELD_BYTES 64 KB",
        ),
    ]


def streams(table: Table, args: argparse.Namespace) -> Rows:
    client, held = Client(table.url), []
    client.join("Ann")
    key = client.keys.get("Ann", "")
    for _ in range(args.streams):
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect(("127.0.0.1", urlsplit(table.url).port or 80))
        path = urlsplit(table.url).path + f"api/events?player=Ann&key={key}"
        sock.sendall(f"GET {path} HTTP/1.0\r\nHost: x\r\n\r\n".encode())
        held.append(sock)
    before = table.rss()
    joined: dict[int, int] = {}
    deadline = time.monotonic() + args.stream_seconds
    for number in range(args.joins):
        if time.monotonic() > deadline:
            break
        status = client.join(f"p{number}")
        joined[status] = joined.get(status, 0) + 1
        if number % 10 == 0:  # boards too: bigger events, the queues fill sooner
            client.call(
                "PUT", "api/board", {"board": ("CATS/ROPE/MINT/LUGE", BOARD)[number % 20 == 0]}
            )
    after, dropped = table.rss(), 0
    for sock in held:
        sock.settimeout(0.5)
        try:
            while sock.recv(1 << 16):
                pass
            dropped += 1
        except OSError:
            pass
        sock.close()
    return [
        (
            f"{len(held)} streams that do not read, {sum(joined.values())} joins "
            f"({', '.join(f'{n}x {s}' for s, n in sorted(joined.items()))}): memory "
            f"{megabytes(before)} -> {megabytes(after)}; {dropped} of {len(held)} dropped",
            "STREAM_QUEUE 64 events, MAX_STREAMS 64, MAX_PLAYERS 16",
        ),
    ]


def raw(client: Client, path: str, text: str, player: str | None = None) -> int:
    headers = {"Content-Type": "application/json"}
    return client.call("POST", path, raw=text.encode(), headers=headers, player=player)[0]


def text(table: Table, args: argparse.Namespace) -> Rows:
    client = Client(table.url)
    client.call("PUT", "api/board", {"board": BOARD})
    client.join("Ann")
    client.call("POST", "api/round", {"seconds": 60})
    name = raw(client, "api/join", '{"name": "Bo\\ud800"}')
    word = raw(client, "api/round/words", '{"player": "Ann", "word": "r\\ud800", "id": "s"}', "Ann")
    end = client.call("POST", "api/round/end")[0]
    again = client.call("POST", "api/round", {"seconds": 60})[0]
    end_again = client.call("POST", "api/round/end")[0]
    log = table.log_bytes()
    deep = raw(client, "api/join", "[" * 20_000 + "]" * 20_000)
    hidden = {
        label: raw(client, "api/join", json.dumps({"name": value}))
        for label, value in (
            ("NUL", "A\x00n"),
            ("RLO", "\u202eAnn"),
            ("zero-width", "A\u200bnn"),
            ("filler", "\u3164"),
        )
    }
    return [
        (
            f"a lone surrogate: name {name}, word {word}; then round/end {end}, the next round "
            f"{again} and its end {end_again}",
            "refused with table.bad_character",
        ),
        (f"JSON 20,000 deep: {deep}; log grew {table.log_bytes() - log} bytes", "MAX_JSON_DEPTH 8"),
        (
            f"names with {', '.join(f'{k} {v}' for k, v in hidden.items())}",
            "controls, format, surrogate, private and unassigned code points refused; NFC",
        ),
    ]


def uploads(table: Table, args: argparse.Namespace) -> Rows:
    client = Client(table.url)
    size = args.upload_mb << 20
    junk = [b"\xff\xd8\xff\xe0" + os.urandom(16) + bytes(size - 20) for _ in range(2)]
    statuses: dict[int, int] = {}
    started = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(args.upload_threads) as pool:
        calls = [
            pool.submit(client.call, "POST", "api/photo", raw=junk[n % 2], timeout=120)
            for n in range(args.uploads)
        ]
        for call in calls:
            status = call.result()[0]
            statuses[status] = statuses.get(status, 0) + 1
    return [
        (
            f"{args.uploads} uploads of {args.upload_mb} MB, {args.upload_threads} at once: "
            f"{statuses} in {time.perf_counter() - started:.1f} s; peak memory "
            f"{megabytes(table.peak_rss())}; phone-photos/ holds "
            f"{megabytes(table.disk_bytes('phone-photos'))}",
            "MAX_WAITING_PHOTOS 3 (503 + Retry-After), spooled to disk, refused ones deleted, "
            "kept ones capped at 100 / 512 MB",
        ),
    ]


def tiff_bomb() -> bytes:
    """A real 20000x20000 TIFF (1 bit, CCITT group 4: 12 KB) whose directory then gives its
    size again as 10x10: a check that reads the last size tag lets through what libtiff
    decodes at the first (1.7 GB of pixels in OpenCV)."""
    import io

    from PIL import Image  # pillow-heif's dependency

    encoded = io.BytesIO()
    Image.new("1", (20000, 20000)).save(encoded, "TIFF", compression="group4")
    data = bytearray(encoded.getvalue())
    (ifd,) = struct.unpack("<I", data[4:8])
    (count,) = struct.unpack("<H", data[ifd : ifd + 2])
    entries = bytes(data[ifd + 2 : ifd + 2 + 12 * count])
    again = struct.pack("<HHII", 256, 4, 1, 10) + struct.pack("<HHII", 257, 4, 1, 10)
    data += bytes(len(data) % 2)  # a directory starts on a word boundary
    offset = len(data)
    data += struct.pack("<H", count + 2) + entries + again + bytes(4)
    data[4:8] = struct.pack("<I", offset)
    return bytes(data)


def tiff(table: Table, args: argparse.Namespace) -> Rows:
    client, bomb = Client(table.url), tiff_bomb()
    client.call("POST", "api/photo", raw=bomb, timeout=120)  # the reader's imports, once
    status, answer, seconds = client.call("POST", "api/photo", raw=bomb, timeout=60)
    why = answer.get("reason") or answer.get("error") if isinstance(answer, dict) else answer
    return [
        (
            f"an {len(bomb) / 1000:.1f} KB TIFF, sizes 20000x20000 then 10x10: {status} "
            f"({why}) in {seconds:.2f} s; peak memory {megabytes(table.peak_rss())} (the "
            "server's process)",
            "sizes given twice refused; 50 MP decoder cap",
        )
    ]


def helper(table: Table, args: argparse.Namespace) -> Rows:
    """The reader's helper is up (its imports done: a photo was read), then the table dies."""
    client = Client(table.url)
    client.call("POST", "api/photo", raw=tiff_bomb(), timeout=120)
    children = table.children()
    table.kill()
    started = time.monotonic()
    while (left := [pid for pid in children if alive(pid)]) and (
        time.monotonic() - started < args.helper_wait
    ):
        time.sleep(0.1)
    gone = (
        f"all gone in {time.monotonic() - started:.1f} s"
        if not left
        else (f"{len(left)} still alive after {args.helper_wait:g} s")
    )
    for pid in left:
        os.kill(pid, 9)
    return [
        (
            f"kill -9 of the table with {len(children)} child processes: {gone}",
            "the helper watches its parent; PR_SET_PDEATHSIG on Linux",
        )
    ]


def flood(table: Table, args: argparse.Namespace) -> Rows:
    client, other = Client(table.url), Client(table.url)
    play(client, ["Ann"])
    other.join("Bob")

    def bob_times(count: int, tag: str) -> list[float]:
        return sorted(
            other.call(
                "POST", "api/round/words", {"player": "Bob", "word": "rope", "id": f"{tag}{n}"}
            )[2]
            * 1000
            for n in range(count)
        )

    alone = bob_times(20, "a")
    statuses: dict[int, int] = {}
    stop = time.monotonic() + args.flood_seconds

    def flooding() -> None:
        number = 0
        while time.monotonic() < stop:
            number += 1
            word = {"player": "Ann", "word": f"zz{number}", "id": f"f{number}"}
            status = client.call("POST", "api/round/words", word)[0]
            statuses[status] = statuses.get(status, 0) + 1

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(flooding)
        time.sleep(1)
        loaded = bob_times(20, "b")
    taken = statuses.get(200, 0) / args.flood_seconds
    return [
        (
            f"one player flat out for {args.flood_seconds:g} s: {statuses}, {taken:.1f} words/s "
            f"taken; another player's answer p50/max {alone[10]:.0f}/{alone[-1]:.0f} ms alone, "
            f"{loaded[10]:.0f}/{loaded[-1]:.0f} ms during",
            "5 words/s (burst 10), 429 + Retry-After",
        )
    ]


def spoof(table: Table, args: argparse.Namespace) -> Rows:
    client, stranger = Client(table.url), Client(table.url)
    play(client, ["Ann"])
    client.call("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "1"})
    shape = stranger.call("GET", "api/round")[1]
    seen = (
        sum(len(p.get("words", [])) for p in shape.get("players", []))
        if isinstance(shape, dict)
        else "?"
    )
    sent = stranger.call("POST", "api/round/words", {"player": "Ann", "word": "cats", "id": "2"})[0]
    taken = stranger.call("POST", "api/join", {"name": "Ann"})[0]
    return [
        (
            f"a stranger's GET api/round during play sees {seen} of Ann's words; sends a word "
            f"as Ann: {sent}; joins as Ann: {taken}",
            "X-Player-Key; 403",
        )
    ]
