"""A photo's bytes as they arrive, straight to a file (never the whole upload in memory): the raw
body, or the multipart field ``photo`` and nothing else of the form but a short ``tray`` (the
player's corners, table.trays) sent before it.

Every read has a deadline (``BODY_SECONDS`` for the next bytes, ``PHOTO_BODY_SECONDS`` for the
whole), every size a cap (``MAX_PHOTO_BYTES``; a form's other parts ``MAX_FORM_FIELD_BYTES`` each,
and ``MAX_FORM_PARTS`` parts before "photo"), checked as the bytes come, so that no request holds
the event loop or the memory for long.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from aiohttp import BodyPartReader, web

from table.checks import (
    BODY_SECONDS,
    MAX_FORM_FIELD_BYTES,
    MAX_FORM_PARTS,
    MAX_PHOTO_BYTES,
    PHOTO_BODY_SECONDS,
    TableError,
    not_kept,
)

CHUNK = 1 << 16
HEAD_BYTES = 1 << 16  # the first bytes, kept for telling the format
MAX_TRAY_FIELD_BYTES = 1024  # more than table.trays' longest outline, which it then refuses


@dataclass
class Spooled:
    """An upload on disk, not yet known to be a photo."""

    path: Path
    digest: str
    size: int
    head: bytes
    tray: str | None = None  # the form's ``tray`` field, as sent (table.trays checks it)

    def discard(self) -> None:
        with contextlib.suppress(OSError):
            self.path.unlink()


def photo_too_large() -> TableError:
    megabytes = MAX_PHOTO_BYTES // (1024 * 1024)
    return TableError(
        f"a photo is at most {megabytes} MB",
        413,
        reason="table.photo_too_large",
        megabytes=megabytes,
    )


def _stalled() -> TableError:
    return TableError(
        f"the upload stalled: no bytes came for {BODY_SECONDS:g} seconds, or it took longer "
        f"than {PHOTO_BODY_SECONDS:g}",
        408,
    )


class _Deadline:
    def __init__(self) -> None:
        self.until = time.monotonic() + PHOTO_BODY_SECONDS

    async def next(self, read: Awaitable[bytes]) -> bytes:
        left = min(BODY_SECONDS, self.until - time.monotonic())
        try:
            return await asyncio.wait_for(read, max(left, 0.001))
        except TimeoutError:
            raise _stalled() from None


async def spool_photo(request: web.Request, folder: Path) -> Spooled:
    """The upload in a file under ``folder`` (deleted again on any refusal)."""
    if request.content_length is not None and request.content_length > MAX_PHOTO_BYTES:
        raise photo_too_large()
    deadline = _Deadline()
    if not request.content_type.startswith("multipart/"):
        return await _spool(request.content.read, folder, deadline)
    reader = await request.multipart()
    tray: str | None = None
    for _ in range(MAX_FORM_PARTS):
        part = await deadline.next(reader.next())
        if part is None:
            break
        if not isinstance(part, BodyPartReader):
            raise TableError("a form inside the form is not taken", 415)
        if part.name == "photo":
            spooled = await _spool(part.read_chunk, folder, deadline)
            spooled.tray = tray
            return spooled
        text = await _skip(part, deadline)
        if part.name == "tray":
            tray = text.decode("utf-8", "replace")
    raise TableError(
        f'the form has no field named "photo" in its first {MAX_FORM_PARTS} parts',
        415,
        reason="table.no_photo_field",
    )


async def _skip(part: BodyPartReader, deadline: _Deadline) -> bytes:
    """A part that is not the photo: read through, never kept, and refused when large; its
    first bytes are returned (a ``tray`` field is short: table.trays refuses a long one)."""
    seen = 0
    first = b""
    while chunk := await deadline.next(part.read_chunk(CHUNK)):
        seen += len(chunk)
        if len(first) < MAX_TRAY_FIELD_BYTES:
            first += chunk[: MAX_TRAY_FIELD_BYTES - len(first)]
        if seen > MAX_FORM_FIELD_BYTES:
            raise TableError(
                f"a form's field other than the photo is at most {MAX_FORM_FIELD_BYTES // 1024} KB",
                413,
            )
    return first


async def _spool(
    read: Callable[[int], Awaitable[bytes]], folder: Path, deadline: _Deadline
) -> Spooled:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"upload-{secrets.token_hex(8)}.part"
    digest = hashlib.sha256()
    head = bytearray()
    total = 0
    try:
        with path.open("wb", buffering=0) as file:  # on disk as it comes, not in memory
            while chunk := await deadline.next(read(CHUNK)):
                total += len(chunk)
                if total > MAX_PHOTO_BYTES:
                    raise photo_too_large()
                digest.update(chunk)
                if len(head) < HEAD_BYTES:
                    head += chunk[: HEAD_BYTES - len(head)]
                file.write(chunk)
    except BaseException as error:
        with contextlib.suppress(OSError):
            path.unlink()
        if isinstance(error, OSError) and not isinstance(error, ConnectionError):
            raise not_kept(error) from None
        raise
    if not total:
        path.unlink()
        raise TableError(
            "the upload is empty: send the photo as the body, or the field 'photo'",
            reason="table.empty_upload",
        )
    return Spooled(path, digest.hexdigest(), total, bytes(head))
