"""What bench/table_attack.py runs its attacks with: a table in a process of its own on
127.0.0.1 (``boggle-lens table``, from the checkout given, so that main's code can be attacked
as the "before"), what it holds (memory, file handles, log, disk, its helper processes), and a
small HTTP client that keeps each player's key when the table gives one."""

from __future__ import annotations

import contextlib
import json
import os
import resource
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

BOARD = "CATS/ROPE/MINT/LUGS"
Rows = list[tuple[str, str]]  # (what happened, the limit that holds it)
COMMON_FILE_LIMIT = 1024  # the table runs under the usual soft limit on open files


class Table:
    """``boggle-lens table --host 127.0.0.1 --port 0`` on ``data``, from the checkout ``code``."""

    def __init__(
        self, code: Path, data: Path, log: Path, file_size_limit: int | None = None
    ) -> None:
        self.code, self.data, self.log = code, data, log
        self.started = time.perf_counter()

        def limits() -> None:
            _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
            resource.setrlimit(resource.RLIMIT_NOFILE, (min(COMMON_FILE_LIMIT, hard), hard))
            if file_size_limit is not None:  # "a full disk": writes past this size fail
                resource.setrlimit(resource.RLIMIT_FSIZE, (file_size_limit, file_size_limit))

        self.process = subprocess.Popen(
            [sys.executable, "-m", "boggle_lens", "table", "--host", "127.0.0.1", "--port", "0"],
            cwd=code,
            env={**os.environ, "PYTHONPATH": str(code), "BOGGLE_LENS_DATA_DIR": str(data)},
            stdout=subprocess.PIPE,
            stderr=log.open("ab"),
            text=True,
            start_new_session=True,
            preexec_fn=limits,
        )
        self.lines: list[str] = []
        self.url = ""
        self._ready = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))
            if line.startswith("http://") and not self.url:
                self.url = line.strip()
                self.ready_at = time.perf_counter()
                self._ready.set()
        self._ready.set()

    def wait(self, timeout: float = 60) -> bool:
        """True once the address is printed; False when the table failed or took too long."""
        self._ready.wait(timeout)
        return bool(self.url)

    @property
    def start_seconds(self) -> float:
        return self.ready_at - self.started

    def kill(self) -> None:
        """``kill -9`` of the table alone (its helper is left to end by itself, or not)."""
        with contextlib.suppress(ProcessLookupError):
            self.process.kill()
        self.process.wait(10)

    def close(self) -> None:
        """Everything of this table's process group, whatever state it is in."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(10)

    # -- what it holds -------------------------------------------------------------------------

    def _status(self, field: str) -> int:
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
                if line.startswith(field + ":"):
                    return int(line.split()[1]) * 1024
        return 0

    def rss(self) -> int:
        return self._status("VmRSS")

    def peak_rss(self) -> int:
        return self._status("VmHWM")

    def handles(self) -> int:
        with contextlib.suppress(OSError):
            return len(os.listdir(f"/proc/{self.process.pid}/fd"))
        return 0

    def children(self) -> set[int]:
        found: set[int] = set()
        for listing in Path(f"/proc/{self.process.pid}/task").glob("*/children"):
            with contextlib.suppress(OSError):
                found |= {int(child) for child in listing.read_text().split()}
        return found

    def log_bytes(self) -> int:
        return self.log.stat().st_size if self.log.exists() else 0

    def disk_bytes(self, under: str = "") -> int:
        root = self.data / under
        return sum(p.stat().st_size for p in root.rglob("*") if p.is_file()) if root.exists() else 0


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


class Client:
    """JSON over HTTP to one table; the keys its joins answer are sent for their players."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.keys: dict[str, str] = {}

    def call(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        raw: bytes | None = None,
        headers: dict[str, str] | None = None,
        player: str | None = None,
        timeout: float = 30,
    ) -> tuple[int, Any, float]:
        """(status, answer, seconds); status 0 when the table did not answer at all."""
        data = raw if raw is not None else None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method)
        who = player or (body.get("player") if isinstance(body, dict) else None)
        if who in self.keys:
            request.add_header("X-Player-Key", self.keys[who])
        for key, value in (headers or {}).items():
            request.add_header(key, value)
        started = time.perf_counter()
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                status, text = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, text = error.code, error.read()
        except (OSError, urllib.error.URLError):
            return 0, None, time.perf_counter() - started
        seconds = time.perf_counter() - started
        try:
            answer = json.loads(text)
        except ValueError:
            answer = text
        if path == "api/join" and isinstance(answer, dict) and "key" in answer:
            self.keys[answer["player"]] = answer["key"]
        return status, answer, seconds

    def join(self, name: str) -> int:
        return self.call("POST", "api/join", {"name": name})[0]


def megabytes(count: int) -> str:
    return f"{count / 1e6:.0f} MB" if count >= 1e6 else f"{count / 1e3:.0f} KB"


def play(client: Client, players: list[str]) -> None:
    client.call("PUT", "api/board", {"board": BOARD})
    for name in players:
        client.join(name)
    client.call("POST", "api/round", {"seconds": 600})
