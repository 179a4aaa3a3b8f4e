"""The phones' live updates (``GET api/events``): one server-sent event stream per phone, each
fed by a queue of the table's events.

Each queue is small (``STREAM_QUEUE``): a phone that stops reading (its page frozen, its network
gone without a goodbye) is dropped when its queue is full, instead of holding every event since;
its browser reconnects and is sent ``state``, the whole table, again. There are at most
``MAX_STREAMS`` streams at once.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from aiohttp import web

from table.checks import MAX_STREAMS, STREAM_QUEUE, TableError
from table.players import player_origin
from table.session import TableEvent, TableSession

KEEP_ALIVE_SECONDS = 15.0


class Stream:
    def __init__(self, request: web.Request) -> None:
        self.queue: asyncio.Queue[TableEvent | None] = asyncio.Queue(STREAM_QUEUE)
        self.request = request
        self.dropped = False

    def put(self, event: TableEvent | None) -> None:
        try:
            self.queue.put_nowait(event)
        except asyncio.QueueFull:
            self.drop()

    def drop(self) -> None:
        """The phone fell behind: its connection is closed (a write it waits on fails)."""
        if self.dropped:
            return
        self.dropped = True
        transport = self.request.transport
        if transport is not None:
            transport.abort()  # close() would wait for the unread bytes to leave first
        while not self.queue.empty():
            self.queue.get_nowait()
        self.queue.put_nowait(None)


class Streams:
    def __init__(self, session: TableSession) -> None:
        self.session = session
        self._open: set[Stream] = set()
        session.subscribe(self._on_session_event)

    def __len__(self) -> int:
        return len(self._open)

    def _on_session_event(self, event: TableEvent) -> None:
        for stream in list(self._open):
            stream.put(event)

    def for_player(self, state: dict[str, Any], name: str | None) -> dict[str, Any]:
        return {
            **state,
            "board": board_for_phones(state["board"], self.session),
            "round": round_for_player(state.get("round"), name),
        }

    def end(self) -> None:
        for stream in list(self._open):
            stream.put(None)

    async def serve(self, request: web.Request, name: str | None) -> web.StreamResponse:
        """The stream of ``name``'s phone (None: a phone that plays as nobody, which sees no
        one's words during play)."""
        if len(self._open) >= MAX_STREAMS:
            raise TableError(
                f"the table has {MAX_STREAMS} live phones already", 503, retry_after=10
            )
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream; charset=utf-8",
                "Cache-Control": "no-store",
                "X-Accel-Buffering": "no",
            }
        )
        await response.prepare(request)
        stream = Stream(request)
        self._open.add(stream)
        try:
            await response.write(b"retry: 2000\n\n")
            await _send(response, "state", self.for_player(self.session.state_json(), name))
            while True:
                try:
                    event = await asyncio.wait_for(stream.queue.get(), KEEP_ALIVE_SECONDS)
                except TimeoutError:
                    await response.write(b": still here\n\n")
                    continue
                if event is None:
                    break
                if event.origin.startswith("player:") and event.origin != player_origin(name or ""):
                    continue
                data = event.data
                if event.kind == "round":
                    data = round_for_player(data, name)
                elif event.kind == "state":
                    data = self.for_player(data, name)
                elif event.kind == "board":
                    data = board_for_phones(data, self.session)
                await _send(response, event.kind, data)
                if event.kind == "round" and not self.session.round_on:
                    # The round is over: the board's words, kept back while it ran, are back.
                    await _send(response, "board", self.session.board_event_json())
                if event.kind == "bye":
                    break
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self._open.discard(stream)
        return response


async def _send(response: web.StreamResponse, kind: str, data: Any) -> None:
    payload = json.dumps(data, separators=(",", ":"))
    await response.write(f"event: {kind}\ndata: {payload}\n\n".encode())


def round_for_player(shape: Any, name: str | None) -> Any:
    """During play a phone is sent its own player's words only (and how many the others have):
    the others' lists are theirs until the end."""
    if not isinstance(shape, dict) or shape.get("phase") != "playing":
        return shape
    players = [
        {
            "name": p["name"],
            "words": p["words"] if p["name"] == name else [],
            "count": len(p["words"]),
        }
        for p in shape["players"]
    ]
    return {**shape, "players": players}


# What a board says of its solution: kept from the phones while a round is on, so that no word,
# path or total can be read off a phone (or its browser's tools) during play.
SOLUTION_KEYS = frozenset({"words", "word_count", "total_score", "by_length"})


def board_for_phones(board: dict[str, Any], session: TableSession) -> dict[str, Any]:
    if not session.round_on:
        return board
    return {key: value for key, value in board.items() if key not in SOLUTION_KEYS}
