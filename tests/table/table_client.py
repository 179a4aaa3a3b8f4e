"""A small client for the table's JSON API, on 127.0.0.1 only (tests never reach further): the
attack bench's (bench/attack_harness.Client), with the answer checked where a test asks."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from bench.attack_harness import Client


class TableClient:
    """Keeps the key each join answers with, as the phone page does, and sends it as
    ``X-Player-Key`` with the requests that act for that player (a body's ``"player"``, or
    ``as_player=``)."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        assert parts.hostname == "127.0.0.1", "tests talk to 127.0.0.1 only"
        self.url = url
        self._client = Client(url)

    @property
    def keys(self) -> dict[str, str]:
        return self._client.keys

    def call(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        raw: bytes | None = None,
        headers: dict[str, str] | None = None,
        as_player: str | None = None,
        timeout: float = 60,
    ) -> tuple[int, Any]:
        """(status, answer); status 0 when the table did not answer at all."""
        status, answer, _ = self._client.call(
            method, path, body, raw=raw, headers=headers, player=as_player, timeout=timeout
        )
        return status, answer

    def join(self, name: str) -> str:
        """Join as ``name``; the key is kept for the requests that follow."""
        answer = self.ok("POST", "api/join", {"name": name})
        return str(answer["key"])

    def ok(self, method: str, path: str, body: Any = None, **kwargs: Any) -> Any:
        status, answer = self.call(method, path, body, **kwargs)
        assert status == 200, (status, answer)
        return answer
