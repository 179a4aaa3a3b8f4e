"""The model's events: ``changed = Signal(str, int)`` on a class, then ``connect`` and ``emit``.

The shape is psygnal's (napari's), in the few lines this app needs, because psygnal costs the
app's start-up 20-40 ms (it imports ``importlib.metadata`` when loaded) against a window that is
up in about 450 ms. Swapping back is one import: ``from psygnal import Signal``.

As in psygnal, a bound method is held weakly (a widget that is gone stops listening), any other
callable strongly, and a callback that takes fewer arguments gets the first ones.
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable
from typing import Any, overload

Callback = Callable[..., Any]


def _arity(callback: Callback) -> int | None:
    """How many positional arguments ``callback`` takes; None for any number."""
    try:
        parameters = inspect.signature(callback).parameters.values()
    except (TypeError, ValueError):  # some builtins have no signature: give them everything
        return None
    if any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in parameters):
        return None
    positional = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return sum(1 for p in parameters if p.kind in positional)


class SignalInstance:
    """One object's event: the callbacks connected to it, called in order by ``emit``."""

    def __init__(self, name: str, types: tuple[object, ...]) -> None:
        self.name = name
        self.types = types
        self._slots: list[tuple[Callable[[], Callback | None], int | None]] = []

    def connect(self, callback: Callback) -> Callback:
        if inspect.ismethod(callback):
            reference: Callable[[], Callback | None] = weakref.WeakMethod(callback)
        else:
            reference = lambda kept=callback: kept  # noqa: E731 - a strong reference
        self._slots.append((reference, _arity(callback)))
        return callback

    def disconnect(self, callback: Callback) -> None:
        self._slots = [(ref, arity) for ref, arity in self._slots if ref() != callback]

    def __len__(self) -> int:
        return len(self._slots)

    def emit(self, *args: Any) -> None:
        for reference, arity in list(self._slots):
            callback = reference()
            if callback is None:  # its object is gone
                self._slots = [slot for slot in self._slots if slot[0] is not reference]
                continue
            callback(*(args if arity is None else args[:arity]))


class Signal:
    """Declares an event on a class; each instance of the class gets its own ``SignalInstance``.
    The types document what ``emit`` sends."""

    def __init__(self, *types: object) -> None:
        self.types = types
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> Signal: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> SignalInstance: ...

    def __get__(
        self, instance: object | None, owner: type | None = None
    ) -> Signal | SignalInstance:
        if instance is None:
            return self
        # Kept in the instance's __dict__, which Python looks in before this (non-data)
        # descriptor from then on.
        signal = SignalInstance(self.name, self.types)
        instance.__dict__[self.name] = signal
        return signal
