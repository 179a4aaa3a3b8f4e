"""Time and count limits on the table's connections, as a server facing a network has.

aiohttp reads a request's headers with no deadline, and keeps any number of connections open:
1,000 connections that each send one byte and stall took every file handle the process had. So
each connection is watched (``GuardedHandler``, aiohttp's protocol with two notes added):

- a request's headers must all arrive within ``HEADER_SECONDS`` of its first byte;
- a kept-alive connection with no request is closed after ``IDLE_SECONDS``;
- at most ``MAX_CONNECTIONS`` are open: a new one drops the oldest idle one, or is itself
  closed when every other is busy (a request being answered, an event stream).

Bodies have their deadlines where they are read (table.uploads, table.server). Errors from
``accept`` (out of file handles) are logged once per ``ACCEPT_LOG_SECONDS`` (``QuietLog``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

from table.checks import ACCEPT_LOG_SECONDS, HEADER_SECONDS, IDLE_SECONDS, MAX_CONNECTIONS

log = logging.getLogger(__name__)

WATCH_SECONDS = 1.0
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class GuardedHandler(RequestHandler):
    """aiohttp's connection, noting when a request's first byte came and when it is busy."""

    __slots__ = ("busy", "first_byte_at", "guard", "idle_since")

    def __init__(self, guard: ConnectionGuard, server: web.Server, **kwargs: Any) -> None:
        super().__init__(server, **kwargs)
        self.guard = guard
        self.idle_since = time.monotonic()
        self.first_byte_at: float | None = None
        self.busy = 0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self.guard.opened(self)

    def connection_lost(self, exc: BaseException | None) -> None:
        self.guard.closed(self)
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if not self.busy and self.first_byte_at is None:
            self.first_byte_at = time.monotonic()
        super().data_received(data)

    def drop(self) -> None:
        transport = self.transport
        if transport is not None:
            transport.abort()  # at once: close() would wait for a peer that does not read


class ConnectionGuard:
    def __init__(self) -> None:
        self._open: dict[GuardedHandler, None] = {}  # in the order they opened
        self._server: web.Server | None = None
        self.dropped = 0  # connections closed by a limit, for the attack bench

    def factory(self, server: web.Server) -> Callable[[], GuardedHandler]:
        """The protocol factory for ``loop.create_server``: aiohttp's, guarded."""
        self._server = server
        kwargs = dict(server._kwargs)

        def make() -> GuardedHandler:
            return GuardedHandler(self, server, loop=server._loop, **kwargs)

        return make

    def __len__(self) -> int:
        return len(self._open)

    def opened(self, handler: GuardedHandler) -> None:
        self._open[handler] = None
        if len(self._open) <= MAX_CONNECTIONS:
            return
        oldest_idle = next((h for h in self._open if not h.busy and h is not handler), None)
        self.drop(oldest_idle or handler)

    def drop(self, handler: GuardedHandler) -> None:
        """Close a connection a limit refuses (it leaves the count at once)."""
        self._open.pop(handler, None)
        self.dropped += 1
        handler.drop()

    def closed(self, handler: GuardedHandler) -> None:
        self._open.pop(handler, None)

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """A request's headers are in: its connection is busy until the answer is sent."""
        connection = request.protocol
        if not isinstance(connection, GuardedHandler):
            return await handler(request)
        connection.busy += 1
        connection.first_byte_at = None
        try:
            return await handler(request)
        finally:
            connection.busy -= 1
            connection.idle_since = time.monotonic()

    async def watch(self) -> None:
        """Every second: close the connections past a deadline."""
        while True:
            await asyncio.sleep(WATCH_SECONDS)
            self.sweep(time.monotonic())

    def sweep(self, now: float) -> None:
        for handler in list(self._open):
            if handler.busy:
                continue
            started = handler.first_byte_at
            if (started is not None and now - started > HEADER_SECONDS) or (
                started is None and now - handler.idle_since > IDLE_SECONDS
            ):
                self.drop(handler)


class QuietLog:
    """The event loop's exception handler: the same message at most once per interval (with
    how many were left out), so that a failing ``accept`` cannot fill the disk with its log."""

    def __init__(self, interval: float = ACCEPT_LOG_SECONDS) -> None:
        self.interval = interval
        self._last: dict[str, tuple[float, int]] = {}  # message -> (logged at, left out since)

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        message = str(context.get("message", "an error in the table's event loop"))
        now = time.monotonic()
        logged_at, left_out = self._last.get(message, (-self.interval, 0))
        if now - logged_at < self.interval:
            self._last[message] = (logged_at, left_out + 1)
            return
        self._last[message] = (now, 0)
        error = context.get("exception")
        more = f" ({left_out} more like it left out)" if left_out else ""
        log.error("%s: %s%s", message, error if error is not None else "", more)
