"""Who may speak for whom at the table: the link's token, each player's key and the players the
host removed, kept on disk so that a restarted table (``kill -9``, a flat battery) keeps its link
and its phones keep playing as themselves.

A key is a secret the table gives a phone when its player joins (``secrets``, 128 bits). Every
later request that acts for that player carries it; a phone without it cannot send words for
another player, nor see their list during play. The file is written whole beside the old one,
flushed, and renamed over it (readable by its owner only), so a crash leaves one or the other.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
from pathlib import Path
from typing import Any

FILE_NAME = "table-keys.json"


def new_secret() -> str:
    """128 bits from ``secrets``, URL-safe (22 characters): a token or a player's key."""
    return secrets.token_urlsafe(16)


class Seats:
    """The token, the players' keys in the order they joined, and the removed names."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.token = new_secret()
        self.keys: dict[str, str] = {}  # player -> key, in the order they joined
        self.removed: set[str] = set()
        self.notice = ""  # set when a damaged file was set aside
        if path is not None:
            self._load(path)

    def _load(self, path: Path) -> None:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, ValueError) as error:
            self.notice = f"The table's keys could not be read ({error}): the link is new."
            return
        if not _valid(data):
            self.notice = "The table's keys file is damaged: the link is new."
            return
        self.token = data["token"]
        self.keys = dict(data["keys"])
        self.removed = set(data["removed"])

    @property
    def names(self) -> list[str]:
        return list(self.keys)

    def key_of(self, name: str) -> str | None:
        return self.keys.get(name)

    def name_of(self, key: str) -> str | None:
        """The player ``key`` is for, compared in constant time."""
        found = None
        for name, kept in self.keys.items():
            if secrets.compare_digest(kept.encode(), key.encode()):
                found = name
        return found

    def seat(self, name: str) -> str:
        """A new key for ``name`` (saved: OSError when the disk refuses)."""
        key = new_secret()
        self.keys[name] = key
        try:
            self.save()
        except OSError:
            del self.keys[name]
            raise
        return key

    def remove(self, name: str) -> None:
        self.keys.pop(name, None)
        self.removed.add(name)
        with contextlib.suppress(OSError):  # the phone is gone now, whatever the disk says
            self.save()

    def new_link(self) -> None:
        """A new token: every key and every removal is forgotten."""
        self.token = new_secret()
        self.keys.clear()
        self.removed.clear()
        with contextlib.suppress(OSError):
            self.save()

    def save(self) -> None:
        if self.path is None:
            return
        data = json.dumps(
            {"token": self.token, "keys": self.keys, "removed": sorted(self.removed)}
        ).encode("utf-8")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fresh = self.path.with_name(self.path.name + ".new")
        fd = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(fresh, self.path)


def _valid(data: Any) -> bool:
    return (
        isinstance(data, dict)
        and isinstance(data.get("token"), str)
        and re.fullmatch(r"[A-Za-z0-9_-]{16,64}", data["token"]) is not None
        and isinstance(data.get("keys"), dict)
        and all(isinstance(k, str) and isinstance(v, str) for k, v in data["keys"].items())
        and isinstance(data.get("removed"), list)
        and all(isinstance(name, str) for name in data["removed"])
    )
