"""Typed, forgiving access to the app's QSettings.

Every read validates its type and falls back to a default: a hand-edited or half-written
settings file must never stop the app from starting.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sized
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QByteArray, QSettings

from gui.model.document import BoardDocument
from gui.model.memory import MAX_RECENT_FILES, UnreadPhoto, with_corrections, with_recent
from gui.model.serialise import (
    corrections_from_json,
    corrections_to_json,
    document_from_json,
    document_to_json,
)
from gui.qt.language import LANGUAGES
from solver import Cell

ORGANIZATION = "BoggleLens"
APPLICATION = "boggle-lens"

T = TypeVar("T")
S = TypeVar("S", bound=Sized)


class AppSettings:
    """The values the app remembers between runs: the model's ``Memory``, kept in QSettings."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings or QSettings(ORGANIZATION, APPLICATION)

    # -- helpers -----------------------------------------------------------------------------

    def _value(self, key: str) -> Any:
        try:
            # Always pass a default: PySide6 6.12 on Python 3.11 drops a reference to None
            # each time a C++ call hands back None, and enough of those crash the interpreter.
            value = self._settings.value(key, "")
        except Exception:  # a corrupt file can make QSettings raise while converting
            return None
        return None if isinstance(value, str) and value == "" else value

    def _typed(self, key: str, kind: type[S]) -> S | None:
        """The value at ``key`` if it is a non-empty ``kind``; None for missing, empty or
        wrong-typed values (a hand-edited file can hold anything)."""
        value = self._value(key)
        return value if isinstance(value, kind) and len(value) else None

    def _json(self, key: str, decode: Callable[[Any], T], default: T) -> T:
        raw = self._value(key)
        if not isinstance(raw, str):
            return default
        try:
            return decode(json.loads(raw))
        except (ValueError, KeyError, TypeError, IndexError):
            return default

    def _set(self, key: str, value: object) -> None:
        self._settings.setValue(key, value)

    def sync(self) -> None:
        self._settings.sync()

    # -- the app's language -------------------------------------------------------------------

    @property
    def interface_language(self) -> str:
        """The language the app is shown in: "" follows the system, else "en", "fr" or "de".
        A code this build does not know is read as "" (a hand-edited file can hold anything)."""
        value = self._typed("view/language", str)
        return value if value in LANGUAGES else ""

    @interface_language.setter
    def interface_language(self, value: str) -> None:
        self._set("view/language", value)

    # -- dictionary and rules ----------------------------------------------------------------

    @property
    def dictionary(self) -> str | None:
        """``"enable"``, ``"system"`` or a path to the player's own word list."""
        return self._typed("words/dictionary", str)

    @dictionary.setter
    def dictionary(self, value: str) -> None:
        self._set("words/dictionary", value)

    @property
    def language(self) -> str:
        """The game's language code (``gui.qt.edition_menu``); English when never chosen."""
        return self._typed("words/language", str) or "en"

    @language.setter
    def language(self, value: str) -> None:
        self._set("words/language", value)

    @property
    def rules(self) -> str:
        """``"auto"`` (by board size) or a rules name."""
        return self._typed("words/rules", str) or "auto"

    @rules.setter
    def rules(self, value: str) -> None:
        self._set("words/rules", value)

    # -- files -------------------------------------------------------------------------------

    @property
    def recent_files(self) -> list[str]:
        return self._json(
            "files/recent",
            lambda data: [item for item in data if isinstance(item, str)][:MAX_RECENT_FILES],
            [],
        )

    def add_recent_file(self, path: str) -> list[str]:
        recent = with_recent(self.recent_files, path)
        self._set("files/recent", json.dumps(recent))
        return recent

    def clear_recent_files(self) -> None:
        self._set("files/recent", json.dumps([]))

    # -- a game round ------------------------------------------------------------------------

    @property
    def round_seconds(self) -> int:
        value = self._value("round/seconds")
        try:
            seconds = int(str(value))
        except ValueError:
            return 180
        return seconds if 10 <= seconds <= 3600 else 180

    @round_seconds.setter
    def round_seconds(self, value: int) -> None:
        self._set("round/seconds", int(value))

    @property
    def round_players(self) -> list[str]:
        return self._json(
            "round/players",
            lambda data: [name for name in data if isinstance(name, str) and name.strip()],
            [],
        )

    @round_players.setter
    def round_players(self, names: list[str]) -> None:
        self._set("round/players", json.dumps(list(names)))

    @property
    def round_sound(self) -> bool:
        """Play a sound when the time is up (on unless turned off)."""
        return str(self._value("round/sound")).lower() not in ("false", "0")

    @round_sound.setter
    def round_sound(self, value: bool) -> None:
        self._set("round/sound", "true" if value else "false")

    @property
    def round_house_rules(self) -> Path | None:
        """The house-rules file the rounds are scored by (None: the standard rules)."""
        value = self._typed("round/house_rules", str)
        return Path(value) if value is not None else None

    @round_house_rules.setter
    def round_house_rules(self, path: Path | None) -> None:
        self._set("round/house_rules", str(path) if path is not None else "")

    # -- the live scanner --------------------------------------------------------------------

    @property
    def live_camera(self) -> str | None:
        """The camera last scanned with (the system's id for it)."""
        return self._typed("live/camera", str)

    @live_camera.setter
    def live_camera(self, value: str) -> None:
        self._set("live/camera", value)

    @property
    def live_resolution(self) -> tuple[int, int] | None:
        """The camera resolution chosen, as (width, height); None for the camera's own."""
        width, _, height = str(self._value("live/resolution") or "").partition("x")
        if not (width.isdigit() and height.isdigit()) or not (int(width) and int(height)):
            return None
        return int(width), int(height)

    @live_resolution.setter
    def live_resolution(self, value: tuple[int, int] | None) -> None:
        self._set("live/resolution", f"{value[0]}x{value[1]}" if value is not None else "")

    @property
    def live_auto_capture(self) -> bool:
        """Capture on its own when the board holds steady and reads sure (on unless turned off)."""
        return str(self._value("live/auto_capture")).lower() not in ("false", "0")

    @live_auto_capture.setter
    def live_auto_capture(self, value: bool) -> None:
        self._set("live/auto_capture", "true" if value else "false")

    # -- window ------------------------------------------------------------------------------

    @property
    def geometry(self) -> QByteArray | None:
        return self._typed("window/geometry", QByteArray)

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._set("window/geometry", value)

    @property
    def splitter_state(self) -> QByteArray | None:
        return self._typed("window/splitter", QByteArray)

    @splitter_state.setter
    def splitter_state(self, value: QByteArray) -> None:
        self._set("window/splitter", value)

    # -- board -------------------------------------------------------------------------------

    @property
    def document(self) -> BoardDocument | None:
        return self._json("board/document", document_from_json, None)

    @document.setter
    def document(self, document: BoardDocument) -> None:
        self._set("board/document", json.dumps(document_to_json(document)))

    @property
    def unread_photo(self) -> UnreadPhoto | None:
        return self._json("board/unread_photo", _unread_photo_from_json, None)

    @unread_photo.setter
    def unread_photo(self, photo: UnreadPhoto | None) -> None:
        if photo is None:
            self._settings.remove("board/unread_photo")
        else:
            self._set(
                "board/unread_photo", json.dumps({"path": photo.path, "reason": photo.reason})
            )

    def _all_corrections(self) -> dict[str, Any]:
        return self._json(
            "board/corrections", lambda data: data if isinstance(data, dict) else {}, {}
        )

    def corrections(self, digest: str) -> dict[Cell, str]:
        """The player's corrections for the photo with this content hash."""
        try:
            return corrections_from_json(self._all_corrections().get(digest, {}))
        except (ValueError, TypeError):
            return {}

    def set_corrections(self, digest: str, corrections: dict[Cell, str]) -> None:
        stored = with_corrections(self._all_corrections(), digest, corrections_to_json(corrections))
        self._set("board/corrections", json.dumps(stored))


def _unread_photo_from_json(data: Any) -> UnreadPhoto | None:
    path, reason = data["path"], data.get("reason", "")
    if not isinstance(path, str) or not path or not isinstance(reason, str):
        return None
    return UnreadPhoto(path, reason)
