"""The players at a table and the phones that speak for them: a phone joins under a name and is
given that player's key (table.seats keeps them); every later request for that player must carry
it. The host may remove a phone: its key is void and its name refused for the rest of the link.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gui.model.table_link import TableEvent
from table.checks import MAX_PLAYERS, TableError, clean_name, not_kept
from table.seats import Seats


def player_origin(name: str) -> str:
    """The origin of an event meant for one player's phones only."""
    return f"player:{name}"


def _not_yours() -> TableError:
    return TableError(
        "this phone has not joined as that player: join first",
        403,
        reason="table.not_your_player",
    )


class Players:
    def __init__(self, seats: Seats, announce: Callable[[TableEvent], None]) -> None:
        self.seats = seats
        self._announce = announce

    @property
    def names(self) -> list[str]:
        return self.seats.names

    def json(self) -> list[dict[str, str]]:
        return [{"name": name} for name in self.seats.names]

    def check_allowed(self, name: str) -> None:
        if name in self.seats.removed:
            raise TableError(
                "the host removed this player from the table", 403, reason="table.removed"
            )

    def join(self, value: Any, key: Any = None) -> dict[str, str]:
        """A phone joins as a player: ``{"player": name, "key": its secret}``. The same name
        again is only for the phone that holds its key (a reload, a second tab)."""
        name = clean_name(value)
        self.check_allowed(name)
        kept = self.seats.key_of(name)
        if kept is not None:
            if not isinstance(key, str) or self.seats.name_of(key) != name:
                raise TableError(
                    f"another phone plays as {name} at this table",
                    403,
                    reason="table.name_taken",
                    name=name,
                )
            return {"player": name, "key": kept}
        if len(self.seats.keys) >= MAX_PLAYERS:
            raise TableError(
                f"a table has at most {MAX_PLAYERS} players",
                409,
                reason="table.full",
                limit=MAX_PLAYERS,
            )
        try:
            key = self.seats.seat(name)
        except OSError as error:
            raise not_kept(error) from None
        self._announce(TableEvent("phones", self.json()))
        return {"player": name, "key": key}

    def player_for(self, key: Any, claimed: Any = None) -> str:
        """The player whose key ``key`` is; 403 without one, for a removed player, or when
        ``claimed`` (the name a request gives) is another player's."""
        claimed_name = None if claimed is None else clean_name(claimed)
        if claimed_name is not None:
            self.check_allowed(claimed_name)
        name = self.seats.name_of(key) if isinstance(key, str) and key else None
        if name is None or (claimed_name is not None and claimed_name != name):
            raise _not_yours()
        self.check_allowed(name)
        return name

    def remove(self, name: str) -> None:
        """The host sends a phone away: its stream ends, its key is void, its name refused."""
        self.seats.remove(name)
        # The code lets the phone page say it in the phone's language.
        bye = {"reason": "The host removed you from the table.", "code": "removed"}
        self._announce(TableEvent("bye", bye, origin=player_origin(name)))
        self._announce(TableEvent("phones", self.json()))

    def new_link(self) -> None:
        """Every phone leaves (the token changed); the names are free again."""
        self.seats.new_link()
        bye = {"reason": "The table has a new link.", "code": "new_link"}
        self._announce(TableEvent("bye", bye))
        self._announce(TableEvent("phones", self.json()))
