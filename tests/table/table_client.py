"""A small client for the table's JSON API, on 127.0.0.1 only (tests never reach further)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import urlsplit


class TableClient:
    """Keeps the key each join answers with, as the phone page does, and sends it as
    ``X-Player-Key`` with the requests that act for that player (a body's ``"player"``, or
    ``as_player=``)."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        assert parts.hostname == "127.0.0.1", "tests talk to 127.0.0.1 only"
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
        as_player: str | None = None,
        timeout: float = 60,
    ) -> tuple[int, Any]:
        data = raw if raw is not None else None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method)
        player = as_player or (body.get("player") if isinstance(body, dict) else None)
        if player in self.keys:
            request.add_header("X-Player-Key", self.keys[player])
        for key, value in (headers or {}).items():
            request.add_header(key, value)
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                status, answer = response.status, _decode(response.read())
        except urllib.error.HTTPError as error:
            return error.code, _decode(error.read())
        if path == "api/join" and isinstance(answer, dict) and "key" in answer:
            self.keys[answer["player"]] = answer["key"]
        return status, answer

    def join(self, name: str) -> str:
        """Join as ``name``; the key is kept for the requests that follow."""
        answer = self.ok("POST", "api/join", {"name": name})
        return str(answer["key"])

    def ok(self, method: str, path: str, body: Any = None, **kwargs: Any) -> Any:
        status, answer = self.call(method, path, body, **kwargs)
        assert status == 200, (status, answer)
        return answer


def _decode(data: bytes) -> Any:
    try:
        return json.loads(data)
    except ValueError:
        return data
