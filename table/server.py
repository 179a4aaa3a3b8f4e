"""The table's HTTP server: the phone page and the JSON API of ``docs/table-api.md``, on aiohttp.

Every request is checked before any work is done on it: the token first (403, saying nothing of
the table), then the path (404), the method (405), the size (413 before the body is read in
full), then the JSON's shape (400). No path on disk ever comes from a request: the page's four
files are looked up in a fixed table, and an upload is stored under its content hash.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import secrets
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any

from aiohttp import BodyPartReader, web

from gui.model.document import document_from_reading
from gui.model.serialise import photo_reading_json
from table.checks import TableError, clean_name
from table.photos import PhotoDesk, PhotoError
from table.session import TableEvent, TableSession, player_origin

log = logging.getLogger(__name__)

MAX_PHOTO_BYTES = 40 * 1024 * 1024
MAX_JSON_BYTES = 64 * 1024
KEEP_ALIVE_SECONDS = 15.0
TICK_SECONDS = 0.25

# name in the URL -> (file in table/page, content type)
PAGE_FILES = {
    "": ("index.html", "text/html; charset=utf-8"),
    "app.js": ("app.js", "text/javascript; charset=utf-8"),
    "strings.js": ("strings.js", "text/javascript; charset=utf-8"),  # the page's words
    "style.css": ("style.css", "text/css; charset=utf-8"),
}

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def new_token() -> str:
    """128 bits from ``secrets``, URL-safe (22 characters)."""
    return secrets.token_urlsafe(16)


def _error(status: int, message: str) -> web.Response:
    return web.json_response({"error": message}, status=status)


def _refusal(status: int, error: BaseException) -> web.Response:
    """``{"error": <English>}``, with the error's ``reason`` and ``values`` beside it when it has
    a reason: the phone page says a reason it knows in the phone's language."""
    shape: dict[str, Any] = {"error": str(error)}
    reason = getattr(error, "reason", "")
    if isinstance(reason, str) and reason:
        values = getattr(error, "values", None) or {}
        shape["reason"] = reason
        # Numbers and names only: anything else (a path object, say) travels as its text.
        shape["values"] = {
            str(key): value if isinstance(value, str | int | float | bool) else str(value)
            for key, value in values.items()
        }
    return web.json_response(shape, status=status)


@functools.cache
def _page_file(name: str) -> bytes:
    return resources.files("table").joinpath("page", name).read_bytes()


class TableServer:
    """The aiohttp application over one ``TableSession``; runs on the session's loop."""

    def __init__(self, session: TableSession, photos: PhotoDesk, token: str | None = None) -> None:
        self.session = session
        self.photos = photos
        self.token = token or new_token()
        self._streams: set[asyncio.Queue[TableEvent | None]] = set()
        self.app = web.Application(
            client_max_size=MAX_JSON_BYTES, middlewares=[self._guard, self._errors]
        )
        self.app.router.add_route("*", "/{tail:.*}", self._dispatch)
        self._routes: dict[tuple[str, str], Handler] = {
            ("POST", "api/photo"): self._post_photo,
            ("GET", "api/board"): self._get_board,
            ("PUT", "api/board"): self._put_board,
            ("POST", "api/join"): self._post_join,
            ("GET", "api/round"): self._get_round,
            ("POST", "api/round"): self._post_round,
            ("POST", "api/round/words"): self._post_word,
            ("POST", "api/round/pause"): self._post_pause,
            ("POST", "api/round/resume"): self._post_resume,
            ("POST", "api/round/end"): self._post_end,
            ("GET", "api/events"): self._get_events,
        }
        session.subscribe(self._on_session_event)

    # -- the checks every request passes -----------------------------------------------------

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """The token, then a path that stays inside ``/t/TOKEN/``."""
        rest = self._rest(request)
        if rest is None:
            return _error(403, "forbidden")
        lowered = rest.lower()
        if (
            any(part in ("..", ".") for part in rest.split("/"))
            or "%2e" in lowered
            or "%2f" in lowered
            or "\\" in rest
            or "%5c" in lowered
        ):
            return _error(404, "there is nothing at that address")
        return await handler(request)

    def _rest(self, request: web.Request) -> str | None:
        """The path after ``/t/TOKEN/``, as sent (undecoded); None without the right token."""
        raw = request.raw_path.split("?", 1)[0]
        prefix = f"/t/{self.token}/"
        head = raw[: len(prefix)]
        if len(head) != len(prefix) or not secrets.compare_digest(head, prefix):
            return None
        return raw[len(prefix) :]

    @web.middleware
    async def _errors(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Every refusal as ``{"error": ...}``, and never a traceback to the phone."""
        try:
            return await handler(request)
        except TableError as error:
            return _refusal(error.status, error)
        except web.HTTPRequestEntityTooLarge:
            return _error(413, f"a request body is at most {MAX_JSON_BYTES // 1024} KB")
        except web.HTTPException as error:
            return _error(error.status, error.reason)
        except ValueError as error:  # a bad board, bad house rules (their reasons go along)
            return _refusal(400, error)
        except (ConnectionResetError, asyncio.CancelledError):
            raise
        except Exception:
            log.exception("the table failed on %s %s", request.method, request.rel_url.path)
            return _error(500, "the table hit a problem; the host's log says more")

    async def _dispatch(self, request: web.Request) -> web.StreamResponse:
        rest = self._rest(request) or ""
        if request.method in ("GET", "HEAD") and rest in PAGE_FILES:
            file, kind = PAGE_FILES[rest]
            body = _page_file(file)
            return web.Response(
                body=body,
                content_type=kind.split(";")[0],
                charset="utf-8",
                headers={"Cache-Control": "no-store"},
            )
        handler = self._routes.get((request.method, rest))
        if handler is not None:
            return await handler(request)
        if any(path == rest for _method, path in self._routes) or rest in PAGE_FILES:
            return _error(405, f"{request.method} is not taken at this address")
        return _error(404, "there is nothing at that address")

    async def _json(self, request: web.Request) -> dict[str, Any]:
        try:
            data = json.loads(await request.read() or b"null")
        except (ValueError, UnicodeDecodeError):
            raise TableError("the request's body is not valid JSON") from None
        if not isinstance(data, dict):
            raise TableError("the request's body is a JSON object")
        return data

    # -- the board ---------------------------------------------------------------------------

    async def _get_board(self, _request: web.Request) -> web.Response:
        return web.json_response(_board_for_phones(self.session.board_json(), self.session))

    async def _put_board(self, request: web.Request) -> web.Response:
        data = await self._json(request)
        self.session.set_board_text(data.get("board"))
        return web.json_response(self.session.board_json())

    async def _post_photo(self, request: web.Request) -> web.Response:
        data = await self._photo_bytes(request)
        try:
            path, digest = self.photos.keep(data)
        except PhotoError as error:
            raise TableError(str(error), reason=error.reason, **error.values) from None
        self._reading_changed("Reading a photo…")
        try:
            # The photo shows the dice of the game's language, which its words are folded for.
            read = await self.photos.read(path, digest, self.session.lexicon.language)
        except PhotoError as error:
            raise TableError(
                f"No board was read: {error}", reason=error.reason, **error.values
            ) from None
        finally:
            self._reading_changed("")
        document = document_from_reading(read.path, read.digest, read.reading, {})
        self.session.set_document(document, "photo")
        return web.json_response(photo_reading_json(path.name, read.reading, read.seconds))

    def _reading_changed(self, message: str) -> None:
        waiting = self.photos.waiting
        busy = bool(message) or waiting > 0
        self.session.set_reading_state(
            busy, waiting, message or ("Reading a photo…" if busy else "")
        )

    async def _photo_bytes(self, request: web.Request) -> bytes:
        """The upload, raw or as the multipart field ``photo``: 413 as soon as it is known to
        be over the limit (its declared length, or the bytes received so far)."""
        if request.content_length is not None and request.content_length > MAX_PHOTO_BYTES:
            raise _too_large()
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            async for part in reader:
                if isinstance(part, BodyPartReader) and part.name == "photo":
                    return await _read_limited(part.read_chunk)
            raise TableError(
                'the form has no field named "photo"', 415, reason="table.no_photo_field"
            )
        return await _read_limited(request.content.read, 1 << 16)

    # -- players and the round ---------------------------------------------------------------

    async def _post_join(self, request: web.Request) -> web.Response:
        data = await self._json(request)
        return web.json_response({"player": self.session.join(data.get("name"))})

    async def _get_round(self, _request: web.Request) -> web.Response:
        shape = self.session.round_json()
        if shape is None:
            raise TableError("no round has been played at this table", 404)
        return web.json_response(shape)

    async def _post_round(self, request: web.Request) -> web.Response:
        data = await self._json(request)
        shape = self.session.start_round(
            data.get("seconds"), data.get("cancel", True), data.get("house")
        )
        return web.json_response(shape)

    async def _post_word(self, request: web.Request) -> web.Response:
        data = await self._json(request)
        answer = self.session.enter_word(data.get("player"), data.get("word"), data.get("id"))
        return web.json_response(answer)

    async def _post_pause(self, _request: web.Request) -> web.Response:
        return web.json_response(self.session.pause_round())

    async def _post_resume(self, _request: web.Request) -> web.Response:
        return web.json_response(self.session.resume_round())

    async def _post_end(self, _request: web.Request) -> web.Response:
        return web.json_response(self.session.end_round())

    # -- live updates ------------------------------------------------------------------------

    def _on_session_event(self, event: TableEvent) -> None:
        for queue in list(self._streams):
            queue.put_nowait(event)

    async def _get_events(self, request: web.Request) -> web.StreamResponse:
        player = request.query.get("player")
        name = clean_name(player) if player else None
        if name is not None:
            self.session.check_allowed(name)
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream; charset=utf-8",
                "Cache-Control": "no-store",
                "X-Accel-Buffering": "no",
            }
        )
        await response.prepare(request)
        queue: asyncio.Queue[TableEvent | None] = asyncio.Queue()
        self._streams.add(queue)
        try:
            await response.write(b"retry: 2000\n\n")
            await _send(response, "state", self._state_for_player(self.session.state_json(), name))
            while True:
                try:
                    event = await asyncio.wait_for(queue.get(), KEEP_ALIVE_SECONDS)
                except TimeoutError:
                    await response.write(b": still here\n\n")
                    continue
                if event is None:
                    break
                if event.origin.startswith("player:") and event.origin != player_origin(name or ""):
                    continue
                data = event.data
                if event.kind == "round":
                    data = _round_for_player(data, name)
                elif event.kind == "state":
                    data = self._state_for_player(data, name)
                elif event.kind == "board":
                    data = _board_for_phones(data, self.session)
                await _send(response, event.kind, data)
                if event.kind == "round" and not self.session.round_on:
                    # The round is over: the board's words, kept back while it ran, are back.
                    await _send(response, "board", self.session.board_event_json())
                if event.kind == "bye":
                    break
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self._streams.discard(queue)
        return response

    def _state_for_player(self, state: dict[str, Any], name: str | None) -> dict[str, Any]:
        return {
            **state,
            "board": _board_for_phones(state["board"], self.session),
            "round": _round_for_player(state.get("round"), name),
        }

    def end_streams(self) -> None:
        for queue in list(self._streams):
            queue.put_nowait(None)

    async def run_ticker(self) -> None:
        """The session's heartbeat: the round's clock and its end, the phones' view."""
        while True:
            await asyncio.sleep(TICK_SECONDS)
            try:
                self.session.tick()
            except Exception:
                log.exception("the table's clock failed")


def _too_large() -> TableError:
    megabytes = MAX_PHOTO_BYTES // (1024 * 1024)
    return TableError(
        f"a photo is at most {megabytes} MB",
        413,
        reason="table.photo_too_large",
        megabytes=megabytes,
    )


async def _read_limited(read: Callable[[int], Awaitable[bytes]], size: int = 1 << 16) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = await read(size)
        if not chunk:
            break
        total += len(chunk)
        if total > MAX_PHOTO_BYTES:
            raise _too_large()
        chunks.append(chunk)
    if not total:
        raise TableError(
            "the upload is empty: send the photo as the body, or the field 'photo'",
            reason="table.empty_upload",
        )
    return b"".join(chunks)


async def _send(response: web.StreamResponse, kind: str, data: Any) -> None:
    payload = json.dumps(data, separators=(",", ":"))
    await response.write(f"event: {kind}\ndata: {payload}\n\n".encode())


def _round_for_player(shape: Any, name: str | None) -> Any:
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


def _board_for_phones(board: dict[str, Any], session: TableSession) -> dict[str, Any]:
    if not session.round_on:
        return board
    return {key: value for key, value in board.items() if key not in SOLUTION_KEYS}
