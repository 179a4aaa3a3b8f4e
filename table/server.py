"""The table's HTTP server: the phone page and the JSON API of ``docs/table-api.md``, on aiohttp.

Every request is checked before any work is done on it: the token first (403, saying nothing of
the table), then the path (404), the method (405), the size (413 before the body is read in
full), then the JSON's shape (400), then the player's key where a request acts for a player
(403). No path on disk ever comes from a request: the page's five files are looked up in a fixed
table, and an upload is stored under its content hash. The limits are table.checks'.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import math
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable
from importlib import resources
from pathlib import Path
from typing import Any

from aiohttp import web

from gui.model.document import document_from_reading
from gui.model.serialise import photo_reading_json
from table.checks import (
    BODY_SECONDS,
    MAX_JSON_BYTES,
    MAX_PHOTO_BYTES,
    MAX_WAITING_PHOTOS,
    PHOTO_RETRY_SECONDS,
    TableError,
    check_json,
)
from table.connections import ConnectionGuard
from table.photos import PhotoDesk, PhotoError, Tray
from table.session import TableSession
from table.streams import Streams, board_for_phones, round_for_player
from table.trays import tray_from
from table.uploads import spool_photo

log = logging.getLogger(__name__)

__all__ = ["MAX_PHOTO_BYTES", "TableServer"]

TICK_SECONDS = 0.25
KEY_HEADER = "X-Player-Key"

# name in the URL -> (file in table/page, content type)
PAGE_FILES = {
    "": ("index.html", "text/html; charset=utf-8"),
    "app.js": ("app.js", "text/javascript; charset=utf-8"),
    "strings.js": ("strings.js", "text/javascript; charset=utf-8"),  # the page's words
    "style.css": ("style.css", "text/css; charset=utf-8"),
    "tray.js": ("tray.js", "text/javascript; charset=utf-8"),  # the photo's outline to drag
}

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _error(status: int, message: str) -> web.Response:
    return web.json_response({"error": message}, status=status)


def _refusal(status: int, error: BaseException) -> web.Response:
    """``{"error": <English>}``, with the error's ``reason`` and ``values`` beside it when it has
    a reason: the phone page says a reason it knows in the phone's language."""
    shape: dict[str, Any] = {"error": str(error)}
    retry_after = getattr(error, "retry_after", None)
    headers = {"Retry-After": str(max(1, math.ceil(retry_after)))} if retry_after else None
    reason = getattr(error, "reason", "")
    if isinstance(reason, str) and reason:
        values = getattr(error, "values", None) or {}
        shape["reason"] = reason
        # Numbers and names only: anything else (a path object, say) travels as its text.
        shape["values"] = {
            str(key): value if isinstance(value, str | int | float | bool) else str(value)
            for key, value in values.items()
        }
    return web.json_response(shape, status=status, headers=headers)


@functools.cache
def _page_file(name: str) -> bytes:
    return resources.files("table").joinpath("page", name).read_bytes()


class TableServer:
    """The aiohttp application over one ``TableSession``; runs on the session's loop."""

    def __init__(self, session: TableSession, photos: PhotoDesk) -> None:
        self.session = session
        self.photos = photos
        self.streams = Streams(session)
        self.connections = ConnectionGuard()
        self._last_photo: tuple[Path, str] | None = None  # the last photo a phone sent
        # A new photo in which no board was found: kept only until the next photo, so that the
        # phone can place the corners on it (PUT api/tray).
        self._unread_photo: Path | None = None
        self.app = web.Application(
            client_max_size=MAX_JSON_BYTES,
            middlewares=[self.connections.middleware, self._guard, self._errors],
        )
        self.app.router.add_route("*", "/{tail:.*}", self._dispatch)
        self._routes: dict[tuple[str, str], Handler] = {
            ("POST", "api/photo"): self._post_photo,
            ("PUT", "api/tray"): self._put_tray,
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

    @property
    def token(self) -> str:
        """The link's secret (table.seats keeps it, so a restarted table keeps its link)."""
        return self.session.seats.token

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
            refusal = _refusal(error.status, error)
            if error.status in (408, 413, 415):  # a body left unread: the connection goes
                refusal.force_close()
            return refusal
        except web.HTTPRequestEntityTooLarge:
            return _error(413, f"a request body is at most {MAX_JSON_BYTES // 1024} KB")
        except RecursionError:  # a check's walk cut short: the body is refused, not the table
            return _error(400, "the request's JSON is nested too deep")
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
            body = await asyncio.wait_for(request.read(), BODY_SECONDS)
        except TimeoutError:
            raise TableError(
                f"the body did not come within {BODY_SECONDS:g} seconds", 408
            ) from None
        try:
            data = json.loads(body or b"null")
        except RecursionError:
            raise TableError("the request's JSON is nested too deep") from None
        except (ValueError, UnicodeDecodeError):
            raise TableError("the request's body is not valid JSON") from None
        if not isinstance(data, dict):
            raise TableError("the request's body is a JSON object")
        check_json(data)
        return data

    def _player(self, request: web.Request, claimed: Any = None) -> str:
        """The player the request's key is for (403 without one, or for another player)."""
        return self.session.players.player_for(request.headers.get(KEY_HEADER), claimed)

    # -- the board ---------------------------------------------------------------------------

    async def _get_board(self, _request: web.Request) -> web.Response:
        return web.json_response(board_for_phones(self.session.board_json(), self.session))

    async def _put_board(self, request: web.Request) -> web.Response:
        data = await self._json(request)
        self.session.set_board_text(data.get("board"))
        return web.json_response(self.session.board_json())

    async def _post_photo(self, request: web.Request) -> web.Response:
        # The corners' form is checked before the photo is taken in or waits its turn.
        query = request.query.get("tray")
        tray = tray_from(query) if query is not None else None
        async with self._photo_turn():
            upload = await spool_photo(request, self.photos.folder)
            if upload.tray is not None:
                try:
                    tray = tray_from(upload.tray)
                except TableError:
                    upload.discard()
                    raise
            self._forget_unread()
            try:
                path, digest, fresh = self.photos.keep(upload)
            except PhotoError as error:
                raise TableError(str(error), reason=error.reason, **error.values) from None
            return await self._read_photo(path, digest, tray, fresh)

    def _forget_unread(self) -> None:
        if self._unread_photo is not None:
            self.photos.forget(self._unread_photo)
            self._unread_photo = None

    async def _put_tray(self, request: web.Request) -> web.Response:
        """The last photo sent, read again inside the corners the phone placed."""
        tray = tray_from((await self._json(request)).get("tray"))
        last = self._last_photo
        if last is None or not last[0].exists():
            raise TableError("no photo to read again: snap one first", 409, reason="table.no_photo")
        async with self._photo_turn():
            return await self._read_photo(*last, tray, fresh=False)

    @contextlib.asynccontextmanager
    async def _photo_turn(self) -> AsyncIterator[None]:
        """A place among the photos on their way to the reader: 503 when they are all taken."""
        if self.photos.active >= MAX_WAITING_PHOTOS:
            raise TableError(
                f"{MAX_WAITING_PHOTOS} photos are on their way already: try again in a moment",
                503,
                reason="table.photos_busy",
                retry_after=PHOTO_RETRY_SECONDS,
                limit=MAX_WAITING_PHOTOS,
            )
        self.photos.active += 1
        try:
            yield
        finally:
            self.photos.active -= 1

    async def _read_photo(
        self, path: Path, digest: str, tray: Tray | None, fresh: bool
    ) -> web.Response:
        """Read a kept photo (inside ``tray`` when given) and put its board on the table. A new
        photo that is no image is not kept; one with no board found is, until the next photo, so
        that the phone can place the corners on it (PUT api/tray)."""
        self._reading_changed("Reading a photo…")
        try:
            # The photo shows the dice of the game's language, which its words are folded for.
            read = await self.photos.read(path, digest, self.session.lexicon.language, tray)
        except PhotoError as error:
            if fresh and error.reason.startswith("image."):  # damaged: not kept
                self.photos.forget(path)
            else:
                self._last_photo = (path, digest)
                if fresh:
                    self._unread_photo = path
            raise TableError(
                f"No board was read: {error}", reason=error.reason, **error.values
            ) from None
        finally:
            self._reading_changed("")
        self._last_photo = (path, digest)
        if self._unread_photo == path:
            self._unread_photo = None  # read inside the corners: kept as any photo read
        self.photos.prune()
        document = document_from_reading(read.path, read.digest, read.reading, {}, tray)
        self.session.set_document(document, "photo")
        return web.json_response(photo_reading_json(path.name, read.reading, read.seconds))

    def _reading_changed(self, message: str) -> None:
        waiting = self.photos.waiting
        busy = bool(message) or waiting > 0
        self.session.set_reading_state(
            busy, waiting, message or ("Reading a photo…" if busy else "")
        )

    # -- players and the round ---------------------------------------------------------------

    async def _post_join(self, request: web.Request) -> web.Response:
        data = await self._json(request)
        answer = self.session.players.join(data.get("name"), request.headers.get(KEY_HEADER))
        return web.json_response(answer)

    async def _get_round(self, request: web.Request) -> web.Response:
        """During play, the key's player sees their own words and the others' counts; a
        request without a key sees the counts alone."""
        key = request.headers.get(KEY_HEADER)
        name = self._player(request) if key else None
        shape = self.session.round_json()
        if shape is None:
            raise TableError("no round has been played at this table", 404)
        return web.json_response(round_for_player(shape, name))

    async def _post_round(self, request: web.Request) -> web.Response:
        data = await self._json(request)
        shape = self.session.start_round(
            data.get("seconds"), data.get("cancel", True), data.get("house")
        )
        return web.json_response(shape)

    async def _post_word(self, request: web.Request) -> web.Response:
        data = await self._json(request)
        name = self._player(request, data.get("player"))
        answer = self.session.enter_word(name, data.get("word"), data.get("id"))
        return web.json_response(answer)

    async def _post_pause(self, _request: web.Request) -> web.Response:
        return web.json_response(self.session.pause_round())

    async def _post_resume(self, _request: web.Request) -> web.Response:
        return web.json_response(self.session.resume_round())

    async def _post_end(self, _request: web.Request) -> web.Response:
        return web.json_response(self.session.end_round())

    # -- live updates ------------------------------------------------------------------------

    async def _get_events(self, request: web.Request) -> web.StreamResponse:
        """``?player=NAME&key=KEY`` (EventSource sets no headers): that player's stream; with
        neither, a stream that sees no one's words during play."""
        player, key = request.query.get("player"), request.query.get("key")
        name = self.session.players.player_for(key, player) if key or player else None
        return await self.streams.serve(request, name)

    def end_streams(self) -> None:
        self.streams.end()

    async def run_ticker(self) -> None:
        """The session's heartbeat: the round's clock and its end, the phones' view."""
        while True:
            await asyncio.sleep(TICK_SECONDS)
            try:
                self.session.tick()
            except Exception:
                log.exception("the table's clock failed")
