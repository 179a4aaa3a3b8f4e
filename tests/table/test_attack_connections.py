"""Attacks on the table's connections and streams, made fast: the limits are lowered for the
test (they are module globals, read when each check runs), the attack is made against a real
table on 127.0.0.1, and a normal request is still answered while it lasts. bench/table_attack.py
makes them at full size."""

from __future__ import annotations

import logging
import socket
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from table_client import TableClient

import table.connections as connections_module
import table.streams as streams_module
from table import TableHost
from table.connections import QuietLog

BOARDS = ("CATS/ROPE/MINT/LUGS", "BEAD/SORT/LINE/MUCH")


def stalled(host: TableHost, data: bytes = b"G") -> socket.socket:
    """A connection that sends ``data`` and then nothing."""
    sock = socket.create_connection(("127.0.0.1", host.port), timeout=10)
    sock.sendall(data)
    return sock


def closed_by_server(sock: socket.socket, within: float) -> bool:
    sock.settimeout(within)
    try:
        return sock.recv(65536) == b""  # the table closed it
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


def test_a_request_whose_headers_stall_is_closed_and_others_are_answered(
    table: TableHost, client: TableClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(connections_module, "HEADER_SECONDS", 0.5)
    sock = stalled(table, b"GET / HTTP/1.1\r\nHost: x\r\n")  # no blank line: headers unfinished
    assert client.ok("GET", "api/board")  # answered meanwhile
    assert closed_by_server(sock, within=5)
    sock.close()


def test_an_idle_connection_is_closed(table: TableHost, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(connections_module, "IDLE_SECONDS", 0.5)
    sock = socket.create_connection(("127.0.0.1", table.port), timeout=10)
    assert closed_by_server(sock, within=5)
    sock.close()


def test_over_the_cap_the_oldest_idle_connections_go_first(
    table: TableHost, client: TableClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(connections_module, "MAX_CONNECTIONS", 10)
    socks = [stalled(table) for _ in range(25)]
    try:
        assert client.ok("GET", "api/board")  # a phone still gets in: an idle one made room
        closed = [closed_by_server(sock, within=0.5) for sock in socks]
        assert all(closed[:15]), closed  # the oldest 15 went
        assert len(table.server.connections) <= 10
    finally:
        for sock in socks:
            sock.close()


def test_failing_accepts_are_logged_once_per_interval(caplog: pytest.LogCaptureFixture) -> None:
    quiet = QuietLog(interval=60)
    error = OSError(24, "Too many open files")
    with caplog.at_level(logging.ERROR, logger="table.connections"):
        for _ in range(10_000):
            quiet(None, {"message": "socket.accept() out of system resource", "exception": error})
    assert len(caplog.records) == 1
    assert "Too many open files" in caplog.records[0].getMessage()


def test_a_stream_that_stops_reading_is_dropped_and_memory_stays_bounded(
    table: TableHost, client: TableClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(streams_module, "STREAM_QUEUE", 4)
    key = client.join("Ann")
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # fills at once
    sock.settimeout(10)
    sock.connect(("127.0.0.1", table.port))
    path = urlsplit(table.url).path + f"api/events?player=Ann&key={key}"
    sock.sendall(f"GET {path} HTTP/1.0\r\nHost: x\r\n\r\n".encode())
    deadline = time.monotonic() + 60
    number = 0
    while len(table.server.streams) == 0 and time.monotonic() < deadline:
        time.sleep(0.05)  # the stream is open
    while len(table.server.streams) > 0:
        assert time.monotonic() < deadline, "the stalled stream was never dropped"
        client.ok("PUT", "api/board", {"board": BOARDS[number % 2]})  # ~10 KB events
        number += 1
    assert client.ok("GET", "api/board")
    sock.settimeout(10)  # what it had is there to read, then the end
    while sock.recv(65536):
        pass
    sock.close()


def test_streams_beyond_the_cap_get_503(
    table: TableHost, client: TableClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(streams_module, "MAX_STREAMS", 2)
    opened = []
    try:
        for _ in range(2):
            sock = socket.create_connection(("127.0.0.1", table.port), timeout=10)
            path = urlsplit(table.url).path + "api/events"
            sock.sendall(f"GET {path} HTTP/1.0\r\nHost: x\r\n\r\n".encode())
            assert b" 200 " in sock.recv(100)
            opened.append(sock)
        status, answer = client.call("GET", "api/events")
        assert status == 503 and "live phones" in answer["error"]
    finally:
        for sock in opened:
            sock.close()


def test_the_tables_files_are_its_own(table: TableHost) -> None:
    """The keys file is the owner's alone: it holds the link and every player's secret."""
    keys = Path(table.folder) / "table-keys.json"
    assert keys.exists() and keys.stat().st_mode & 0o077 == 0
