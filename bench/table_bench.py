"""Phone-table load: eight phones playing a round while 12 MP photos upload, on a headless table.

The table is ``boggle-lens table --host 127.0.0.1 --port 0`` in a process of its own, so the
simulated phones (aiohttp's client, in this process) do not share its interpreter. Each phone
holds its event stream open and reads it, as the phone page does, and sends a word every 0.5 s,
one request at a time: words of the board and junk, each with its own id; about one send in 20
is sent again with the same id, as a phone on a bad network retries. Three 12 MP JPEGs (the
sample photo scaled up to 4000x3000, quality 92) upload at once when the loaded phase starts
and every 60 s after. Before that, with no photo anywhere, a baseline phase measures the same
word latency; and before the round, five photos uploaded alone time a photo's trip to the
board. At the end every player's list on the table must be exactly the distinct words sent.

The event loop's lag is measured from outside, by a probe: see PROBE_NOTE.

Usage: python bench/table_bench.py [--seconds 180] [--baseline-seconds 15] [--phones 8]
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import math
import os
import platform
import random
import signal
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import cv2

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "resources" / "samples" / "sample_4x4.jpg"
PHONE_SIZE = (4000, 3000)
BOARD = "Qu,A,R,T/E,S,I,N/D,O,L,E/S,T,A,R"  # 288 words: the phones' words are not all repeats
WORD_EVERY = 0.5
RETRY_SHARE = 0.05
JUNK_SHARE = 0.15
PHOTOS_AT_ONCE = 3
PHOTO_EVERY = 60.0
SINGLE_PHOTOS = 5
PROBE_EVERY = 0.05
CHUNK = 256 * 1024
JUNK_LETTERS = str.maketrans("0123456789", "bcdfghjklm")
PROBE_NOTE = """\
The event loop's stalls are measured inside the table (its last line, "event loop:", is a task
that asks to wake every 20 ms and notes how late it woke). From outside, every 50 ms a probe on
a connection of its own sends GET api/board, then GET of an address under the token that names
nothing (a 404: no work but the routing). Each time is the loopback round trip, the request's
own work and any wait for the server's event loop or, on a machine this small, for a CPU the
phones' client and the photo reader also use."""


@dataclass
class Send:
    player: str
    word: str
    word_id: str
    started: float
    seconds: float
    phase: str
    answer: dict[str, Any]
    retry: bool = False


@dataclass
class Photo:
    label: str
    started: float
    sent: float = math.nan  # the last byte handed to the socket
    answered: float = math.nan
    status: int = 0
    board: str = ""


@dataclass
class Bench:
    url: str
    phase: str = "idle"
    sends: list[Send] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    photos: list[Photo] = field(default_factory=list)
    probes: list[tuple[str, str, float]] = field(default_factory=list)  # phase, path, seconds
    events: dict[str, dict[str, int]] = field(default_factory=dict)
    streams_lost: list[str] = field(default_factory=list)
    keys: dict[str, str] = field(default_factory=dict)  # each phone's player key


def phone_jpegs(folder: Path, count: int) -> list[bytes]:
    """The sample photo at a phone camera's size; each a shade brighter, so each is its own
    file on the table (uploads are kept under their content hash)."""
    image = cv2.resize(cv2.imread(str(SAMPLE)), PHONE_SIZE, interpolation=cv2.INTER_CUBIC)
    photos = []
    for number in range(count):
        shaded = cv2.convertScaleAbs(image, alpha=1.0, beta=2 * number)
        ok, encoded = cv2.imencode(".jpg", shaded, [cv2.IMWRITE_JPEG_QUALITY, 92])
        if not ok:
            raise SystemExit("could not encode a benchmark photo")
        path = folder / f"phone-{number}.jpg"
        path.write_bytes(encoded.tobytes())
        photos.append(path.read_bytes())
    return photos


async def start_table(data_dir: Path, log: Path) -> tuple[asyncio.subprocess.Process, str]:
    command = [sys.executable, "-m", "boggle_lens", "table", "--host", "127.0.0.1", "--port", "0"]
    with log.open("wb") as errors:  # the child writes to its own copy of the file
        process = await asyncio.create_subprocess_exec(
            *command,
            cwd=ROOT,
            env={**os.environ, "BOGGLE_LENS_DATA_DIR": str(data_dir)},
            stdout=asyncio.subprocess.PIPE,
            stderr=errors,
        )
    assert process.stdout is not None
    while line := (await asyncio.wait_for(process.stdout.readline(), 60)).decode():
        if line.startswith("http://"):
            # The rest (the QR code) is left in the pipe: a few KB, far below its buffer.
            return process, line.strip()
    raise SystemExit(f"the table did not start: {log.read_text()}")


async def call(session: aiohttp.ClientSession, method: str, url: str, body: Any = None) -> Any:
    async with session.request(method, url, json=body) as response:
        answer = await response.json()
        if response.status != 200:
            raise SystemExit(f"{method} {url}: {response.status} {answer}")
        return answer


async def upload(bench: Bench, data: bytes, label: str) -> Photo:
    """A photo as the phone page sends it: the raw bytes, with their length."""
    photo = Photo(label, time.perf_counter())
    bench.photos.append(photo)

    async def body() -> Any:
        for start in range(0, len(data), CHUNK):
            yield data[start : start + CHUNK]
        photo.sent = time.perf_counter()  # asked for more: the last chunk was written

    headers = {"Content-Type": "image/jpeg", "Content-Length": str(len(data))}
    async with (
        aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=120)) as session,
        session.post(bench.url + "api/photo", data=body(), headers=headers) as answer,
    ):
        reading = await answer.json()
        photo.answered, photo.status = time.perf_counter(), answer.status
        photo.board = reading.get("board", reading.get("error", ""))
    return photo


async def phone(bench: Bench, name: str, pool: list[str], seed: int, stop: asyncio.Event) -> None:
    """Join, then a word every 0.5 s until ``stop``, each answered before the next is sent."""
    rng = random.Random(seed)
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=60)) as session:
        next_at = time.perf_counter() + rng.random() * WORD_EVERY
        number = 0
        while not stop.is_set():
            await asyncio.sleep(max(0.0, next_at - time.perf_counter()))
            next_at += WORD_EVERY
            number += 1
            junk = rng.random() < JUNK_SHARE
            # Junk unique to this send (digits spelt as consonants): never a duplicate.
            word = f"zx{seed}q{number}".translate(JUNK_LETTERS) if junk else rng.choice(pool)
            word_id = f"{name}-{number}"
            await send(bench, session, name, word, word_id, retry=False)
            if rng.random() < RETRY_SHARE:
                await send(bench, session, name, word, word_id, retry=True)


async def send(
    bench: Bench, session: aiohttp.ClientSession, name: str, word: str, word_id: str, retry: bool
) -> None:
    phase, started = bench.phase, time.perf_counter()
    body = {"player": name, "word": word, "id": word_id}
    headers = {"X-Player-Key": bench.keys[name]}
    try:
        async with session.post(
            bench.url + "api/round/words", json=body, headers=headers
        ) as response:
            answer = await response.json()
            status = response.status
    except (aiohttp.ClientError, TimeoutError) as error:
        bench.failures.append(f"{name} {word_id}: {error!r}")
        return
    if status != 200:
        bench.failures.append(f"{name} {word_id}: {status} {answer}")
        return
    bench.sends.append(
        Send(name, word, word_id, started, time.perf_counter() - started, phase, answer, retry)
    )


async def read_events(bench: Bench, name: str, stop: asyncio.Event) -> None:
    """A phone's event stream, read to the end as the page's EventSource does."""
    counts = bench.events.setdefault(name, {"bytes": 0, "largest": 0})
    line = b""
    timeout = aiohttp.ClientTimeout(total=None, sock_read=None)
    async with (
        aiohttp.ClientSession(timeout=timeout) as session,
        session.get(bench.url + f"api/events?player={name}&key={bench.keys[name]}") as response,
    ):
        async for chunk in response.content.iter_any():
            counts["bytes"] += len(chunk)
            *lines, line = (line + chunk).split(b"\n")  # the last may be cut: kept for later
            for whole in lines:
                if whole.startswith(b"event: "):
                    kind = whole[7:].decode()
                    counts[kind] = counts.get(kind, 0) + 1
                counts["largest"] = max(counts["largest"], len(whole))
    if not stop.is_set():
        bench.streams_lost.append(name)


async def own_lists(bench: Bench, session: aiohttp.ClientSession) -> dict[str, Any]:
    """The round during play with every player's list, each as that player's phone sees it
    (a phone is shown its own words only)."""
    shape: dict[str, Any] = {}
    players = []
    for name, key in bench.keys.items():
        async with session.get(bench.url + "api/round", headers={"X-Player-Key": key}) as response:
            shape = await response.json()
        players += [p for p in shape["players"] if p["name"] == name]
    return {**shape, "players": players}


async def probe(bench: Bench, stop: asyncio.Event) -> None:
    connector = aiohttp.TCPConnector(limit=1)
    async with aiohttp.ClientSession(connector=connector) as session:
        while not stop.is_set():
            tick = time.perf_counter()
            for path in ("api/board", "api/nothing"):
                phase, started = bench.phase, time.perf_counter()
                async with session.get(bench.url + path) as response:
                    await response.read()
                bench.probes.append((phase, path, time.perf_counter() - started))
            await asyncio.sleep(max(0.0, PROBE_EVERY - (time.perf_counter() - tick)))


def figures(values: list[float]) -> str:
    if not values:
        return "(none)"
    ms = sorted(v * 1000 for v in values)

    def pct(q: float) -> float:
        return ms[min(len(ms) - 1, math.ceil(q * len(ms)) - 1)]

    return (
        f"n={len(ms):5d}  median {statistics.median(ms):6.1f}  p95 {pct(0.95):6.1f}  "
        f"p99 {pct(0.99):6.1f}  max {ms[-1]:7.1f} ms"
    )


def check_lists(bench: Bench, shape: dict[str, Any], scored: dict[str, Any]) -> list[str]:
    """Each player's list on the table is the distinct words they sent, in order."""
    problems = []
    sent: dict[str, dict[str, None]] = {}
    by_id: dict[str, dict[str, Any]] = {}
    for item in bench.sends:
        first = by_id.setdefault(item.word_id, item.answer)
        if item.retry and item.answer != first:
            problems.append(f"{item.word_id}: retried, answered {item.answer} not {first}")
        sent.setdefault(item.player, {})[item.word] = None
    listed = {p["name"]: [w["word"] for w in p["words"]] for p in shape["players"]}
    counted = {p["name"]: [w["word"] for w in p["words"]] for p in scored["players"]}
    for name, words in sent.items():
        for where, lists in (("during play", listed), ("scored", counted)):
            table = lists.get(name, [])
            if table != list(words):
                lost = len(set(words) - set(table))
                twice = len(table) - len(set(table))
                problems.append(
                    f"{name} {where}: {lost} word(s) lost, {twice} counted twice, "
                    f"{len(table)} listed for {len(words)} sent"
                )
    return problems


async def photos_alone(bench: Bench, photos: list[bytes]) -> list[Photo]:
    """One photo just after the table opened, then five one after another, nothing else on."""
    bench.phase = "first photo"
    first = await upload(bench, photos[0], "first photo")
    size = statistics.mean(len(data) for data in photos) / 1e6
    print(f"photos: {len(photos)} JPEGs of 4000x3000 at quality 92, {size:.1f} MB each")
    print(f"first photo, sent as the table opened: {first.answered - first.started:.2f} s")
    bench.phase = "single photos"
    return [await upload(bench, photos[n % len(photos)], "alone") for n in range(SINGLE_PHOTOS)]


async def run(args: argparse.Namespace, folder: Path) -> int:
    photos = phone_jpegs(folder, PHOTOS_AT_ONCE)
    log = folder / "table.log"
    process, url = await start_table(folder / "data", log)
    bench = Bench(url)
    stop, stop_probe = asyncio.Event(), asyncio.Event()
    tasks: list[asyncio.Task[Any]] = []
    try:
        probing = asyncio.ensure_future(probe(bench, stop_probe))
        alone = await photos_alone(bench, photos)
        bench.phase = "idle"
        async with aiohttp.ClientSession() as session:
            await call(session, "PUT", url + "api/board", {"board": BOARD})
            pool = [w["word"] for w in (await call(session, "GET", url + "api/board"))["words"]]
            await asyncio.sleep(3)  # the probe's idle figure
            names = [f"phone{n + 1}" for n in range(args.phones)]
            for name in names:
                joined = await call(session, "POST", url + "api/join", {"name": name})
                bench.keys[name] = joined["key"]
            tasks += [asyncio.ensure_future(read_events(bench, n, stop)) for n in names]
            seconds = min(3600, args.baseline_seconds + args.seconds + 60)
            await call(session, "POST", url + "api/round", {"seconds": seconds})
            bench.phase = "words only"
            tasks += [
                asyncio.ensure_future(phone(bench, name, pool, n, stop))
                for n, name in enumerate(names)
            ]
            await asyncio.sleep(args.baseline_seconds)
            bench.phase = "words + photos"
            loaded_at, bursts = time.perf_counter(), []
            while (since := time.perf_counter() - loaded_at) < args.seconds:
                if since >= len(bursts) * PHOTO_EVERY:
                    label = f"burst {len(bursts) + 1}"
                    bursts.append(
                        [asyncio.ensure_future(upload(bench, data, label)) for data in photos]
                    )
                await asyncio.sleep(min(0.5, args.seconds - since))
            stop.set()
            bench.phase = "after"
            await asyncio.gather(*tasks[args.phones :])  # the phones' last answers
            for burst in bursts:
                await asyncio.gather(*burst)
            shape = await own_lists(bench, session)
            served = (await call(session, "GET", url + "api/board"))["board"]
            scored = await call(session, "POST", url + "api/round/end")
        stop_probe.set()
        await probing
        await asyncio.sleep(0.5)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if process.returncode is None:
            process.send_signal(signal.SIGINT)
        code = await asyncio.wait_for(process.wait(), 30)
        said = (await process.stdout.read()).decode(errors="replace")
    report(args, bench, alone, shape, code)
    # The table's own watch over its event loop (table/loop_watch.py), printed as it closed.
    print(
        next(
            (line for line in said.splitlines() if line.startswith("event loop:")),
            "event loop: the table printed no figures",
        )
    )
    problems = check_lists(bench, shape, scored) + bench.failures
    problems += [f"{name}: its event stream ended early" for name in bench.streams_lost]
    refused = [p for p in bench.photos if p.status == 409]  # a table that fixes a round's board
    if refused:
        print(f"\n{len(refused)} photos were refused during the round (409): no reading in load")
    problems += [
        f"{p.label}: {p.status} {p.board}" for p in bench.photos if p.status not in (200, 409)
    ]
    problems += [f"the table exited with {code}"] if code != 0 else []
    if served != scored["board"]:
        print(
            f"\nNOTE: a photo read during the round became the board the table serves "
            f"({served}) while the round was scored on {scored['board']}"
        )
    errors = log.read_text(errors="replace").strip()
    if errors:
        print(f"\nthe table's stderr:\n{errors}")
    for problem in problems:
        print(f"PROBLEM: {problem}")
    if not problems:
        print("\ncheck: every word sent is listed once, in the order sent; retries counted once")
    return 1 if problems else 0


def report(
    args: argparse.Namespace,
    bench: Bench,
    alone: list[Photo],
    shape: dict[str, Any],
    code: int | None,
) -> None:
    print(
        f"\none 12 MP photo uploaded alone ({SINGLE_PHOTOS}, one after another), "
        "from the last byte sent to the reading's answer:"
    )
    waits = [p.answered - p.sent for p in alone]
    uploads = statistics.median(p.sent - p.started for p in alone)
    each = "  ".join(f"{w:.2f}" for w in waits)
    print(f"  {each} s: median {statistics.median(waits):.2f} s, max {max(waits):.2f} s")
    print(f"  (the upload itself, on loopback: median {uploads:.2f} s)")
    originals = [s for s in bench.sends if not s.retry]
    retries = len(bench.sends) - len(originals)
    listed = sum(len(p["words"]) for p in shape["players"])
    print(
        f"\n{args.phones} phones, a word each every {WORD_EVERY} s: {len(originals)} words sent "
        f"and {retries} retries; {listed} listed on the table (the others repeated a word of "
        "the player's list)"
    )
    windows = [(p.started, p.answered) for p in bench.photos if p.label.startswith("burst")]

    def during_photo(s: Send) -> bool:
        return any(a < s.started + s.seconds and s.started < b for a, b in windows)

    print("word answers' latency (request sent to answer read):")
    quiet = [s.seconds for s in bench.sends if s.phase == "words only"]
    loaded = [s for s in bench.sends if s.phase == "words + photos"]
    print(f"  {f'words only, first {args.baseline_seconds:.0f} s (baseline)':<48} {figures(quiet)}")
    loaded_figures = figures([s.seconds for s in loaded])
    print(f"  {f'words + photos, {args.seconds:.0f} s, all':<48} {loaded_figures}")
    while_photo = [s.seconds for s in loaded if during_photo(s)]
    print(f"  {'  of which while a photo uploaded or was read':<48} {figures(while_photo)}")
    print(f"\nphotos uploaded {PHOTOS_AT_ONCE} at once (12 MP, {len(windows)} uploads), seconds:")
    for photo in (p for p in bench.photos if p.label.startswith("burst")):
        sending, reading = photo.sent - photo.started, photo.answered - photo.sent
        print(
            f"  {photo.label}: upload {sending:5.2f}, last byte to answer {reading:5.2f}, "
            f"total {sending + reading:5.2f}"
        )
    print("\nprobe: GET api/board, then a 404 address, every 50 ms on its own connection:")
    for path in ("api/board", "api/nothing"):
        for phase in ("first photo", "single photos", "idle", "words only", "words + photos"):
            times = [t for p, where, t in bench.probes if (p, where) == (phase, path)]
            print(f"  {path + ', ' + phase:<48} {figures(times)}")
    print(PROBE_NOTE)
    streams = list(bench.events.values())
    kilobytes = [c["bytes"] // 1024 for c in streams]
    print(
        f"\nevent streams: {len(streams)} read to the end, {len(bench.streams_lost)} ended early; "
        f"each {min(kilobytes)}-{max(kilobytes)} KB in {min(c.get('round', 0) for c in streams)}+ "
        f"round events, the largest event {max(c['largest'] for c in streams) // 1024} KB"
    )
    print(f"the table closed on Ctrl+C with exit code {code}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=180.0, help="the loaded phase")
    parser.add_argument("--baseline-seconds", type=float, default=15.0)
    parser.add_argument("--phones", type=int, default=8)
    args = parser.parse_args()
    now = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    cpu = platform.processor() or platform.machine()
    print(
        f"table bench, {now}: {os.cpu_count()} CPUs ({cpu}), Python "
        f"{platform.python_version()}, aiohttp {aiohttp.__version__}, {platform.platform()}; "
        f"load average {os.getloadavg()[0]:.2f} (other work on this machine shares its CPUs)"
    )
    with tempfile.TemporaryDirectory(prefix="table-bench-") as folder:
        return asyncio.run(run(args, Path(folder)))


if __name__ == "__main__":
    raise SystemExit(main())
