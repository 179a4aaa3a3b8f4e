"""What the app keeps between runs, as plain data: the rules and dictionary chosen, the recent
photos, the board on screen (or the one before a photo no board was found in, and that photo)
and the player's corrections to each photo.

``Memory`` is the shape the model needs; the app keeps it in QSettings (``gui.qt.settings``),
the tests in a ``RememberedValues``. The rules for trimming the lists live here, once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from gui.model.document import BoardDocument
from solver import Cell

MAX_RECENT_FILES = 10
MAX_REMEMBERED_PHOTOS = 200

T = TypeVar("T")


@dataclass(frozen=True)
class UnreadPhoto:
    """A photo the reader found no board in, on screen (with nothing typed over it yet) when
    the app last closed. The app comes back to the board before it, and says why."""

    path: str
    reason: str  # what the banner said then (rich text)


class Memory(Protocol):
    """Read-through storage for what the app remembers (see ``gui.qt.settings.AppSettings``)."""

    dictionary: str | None
    rules: str
    language: str  # the game's language code (solver.languages)
    document: BoardDocument | None
    unread_photo: UnreadPhoto | None

    @property
    def recent_files(self) -> list[str]: ...

    def add_recent_file(self, path: str) -> list[str]: ...

    def clear_recent_files(self) -> None: ...

    def corrections(self, digest: str) -> dict[Cell, str]: ...

    def set_corrections(self, digest: str, corrections: dict[Cell, str]) -> None: ...


def with_recent(recent: list[str], path: str) -> list[str]:
    """``path`` first, then the others without it, at most ``MAX_RECENT_FILES`` of them."""
    return [path, *(item for item in recent if item != path)][:MAX_RECENT_FILES]


def with_corrections(stored: dict[str, T], digest: str, corrections: T | None) -> dict[str, T]:
    """The stored corrections of every photo, with this photo's replaced (newest last; none
    forgets it) and the oldest photos forgotten beyond ``MAX_REMEMBERED_PHOTOS``."""
    result = {key: value for key, value in stored.items() if key != digest}
    if corrections:
        result[digest] = corrections
    while len(result) > MAX_REMEMBERED_PHOTOS:
        result.pop(next(iter(result)))
    return result


@dataclass
class RememberedValues:
    """``Memory`` in plain fields: for tests, and for a run that must leave nothing behind."""

    dictionary: str | None = None
    rules: str = "auto"
    language: str = "en"
    document: BoardDocument | None = None
    unread_photo: UnreadPhoto | None = None
    recent: list[str] = field(default_factory=list)
    stored_corrections: dict[str, dict[Cell, str]] = field(default_factory=dict)

    @property
    def recent_files(self) -> list[str]:
        return list(self.recent)

    def add_recent_file(self, path: str) -> list[str]:
        self.recent = with_recent(self.recent, path)
        return list(self.recent)

    def clear_recent_files(self) -> None:
        self.recent = []

    def corrections(self, digest: str) -> dict[Cell, str]:
        return dict(self.stored_corrections.get(digest, {}))

    def set_corrections(self, digest: str, corrections: dict[Cell, str]) -> None:
        self.stored_corrections = with_corrections(
            self.stored_corrections, digest, dict(corrections)
        )
