"""What the desktop knows of the phone table, without Qt and without the table's server.

The table (``table/``) and the Qt widgets sit side by side and never import each other: the
command line opens a table and hands the window a ``TableLink``. Events come from the table's own
thread; the window moves them to its thread before it touches anything.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Protocol

from gui.model.document import BoardDocument
from solver import Lexicon, Rules


@dataclass(frozen=True)
class TableEvent:
    """A change at the table. ``data`` is what the phones are sent (JSON-able); ``document`` is
    the board's document itself, for the desktop; ``origin`` says who made the change: "phone",
    "photo", "desktop", "table", or "player:NAME" for an event meant for one player's phones."""

    kind: str  # "board", "round", "phones", "reading", "bye", "notice"
    data: Any
    origin: str = "table"
    document: BoardDocument | None = None


TableListener = Callable[[TableEvent], None]


class TableLink(Protocol):
    """An open table, as the desktop drives it. Calls return at once; the work runs on the
    table's thread, and a ``Future`` carries an answer where there is one (its exception is a
    ``ValueError`` with a message for the player)."""

    @property
    def url(self) -> str: ...  # the join address, token included

    @property
    def port(self) -> int: ...

    @property
    def restored(self) -> bool: ...  # it brought back a round a crash interrupted, on opening

    @property
    def notice(self) -> str: ...  # why an interrupted round could not be brought back, if so

    def subscribe(self, listener: TableListener) -> None: ...

    def state(self) -> dict[str, Any]: ...  # the whole table, as a phone's first event has it

    def set_words(self, lexicon: Lexicon, rules: Rules | None) -> None: ...

    def unfinished_round(self) -> bool: ...  # the journal holds a round a crash cut off

    def restore_round(self) -> Future[bool]: ...  # bring it back, paused

    def set_document(self, document: BoardDocument) -> None: ...

    def start_round(
        self, seconds: float, cancel: bool = True, house: str | None = None
    ) -> Future[Any]: ...  # house: the house rules' TOML text

    def pause_round(self) -> Future[Any]: ...

    def resume_round(self) -> Future[Any]: ...

    def end_round(self) -> Future[Any]: ...

    def remove_phone(self, name: str) -> None: ...

    def new_link(self) -> str: ...

    def qr_png(self) -> bytes: ...

    def close(self) -> None: ...


TableOpener = Callable[[str], TableLink]  # the address to listen on -> an open table
