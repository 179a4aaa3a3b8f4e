"""Errors that say which of their known sentences they are, so another face can retell them.

``str(error)`` stays the English sentence the command line prints. Beside it, an explained error
carries a ``reason`` (a short stable name, such as ``"board.bad_face"``) and the ``values`` that
sentence was written with (numbers, file names, letters): the desktop app looks the reason up
and writes the same sentence in the player's language (gui.model.error_text), without the
solver or vision knowing of any language but English.
"""

from __future__ import annotations

from typing import Any


class Explained(Exception):
    """An exception with a ``reason`` and its ``values`` beside its English message. They live
    in the instance's ``__dict__``, so a pickled error (from a worker process) keeps them."""

    def __init__(self, message: str = "", *, reason: str = "", **values: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.values: dict[str, Any] = values

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from the message alone (the keywords cannot travel in ``args``), then the
        # reason and values restored from the state.
        return (type(self), self.args, self.__dict__)
