"""The model's small events: connect, emit, fewer arguments, and weakly held methods."""

from __future__ import annotations

import gc

from gui.model.events import Signal, SignalInstance


class Source:
    changed = Signal(str, int)


class Listener:
    def __init__(self) -> None:
        self.seen: list[tuple[object, ...]] = []

    def on_changed(self, text: str, number: int) -> None:
        self.seen.append((text, number))

    def on_text(self, text: str) -> None:
        self.seen.append((text,))


def test_each_object_has_its_own_event():
    first, second = Source(), Source()
    assert isinstance(first.changed, SignalInstance) and first.changed is first.changed
    assert first.changed is not second.changed
    assert isinstance(Source.changed, Signal)


def test_callbacks_run_in_order_with_the_arguments_they_take():
    source, listener = Source(), Listener()
    calls: list[object] = []
    source.changed.connect(listener.on_changed)
    source.changed.connect(listener.on_text)
    source.changed.connect(lambda: calls.append("none"))
    source.changed.connect(lambda *args: calls.append(args))
    source.changed.emit("a", 1)
    assert listener.seen == [("a", 1), ("a",)]
    assert calls == ["none", ("a", 1)]


def test_a_listener_that_is_gone_stops_listening_and_lambdas_are_kept():
    source, listener = Source(), Listener()
    source.changed.connect(listener.on_changed)
    calls: list[int] = []
    source.changed.connect(lambda _text, number: calls.append(number))
    del listener
    gc.collect()
    source.changed.emit("b", 2)
    assert calls == [2]
    assert len(source.changed) == 1


def test_disconnect():
    source, listener = Source(), Listener()
    source.changed.connect(listener.on_changed)
    source.changed.disconnect(listener.on_changed)
    source.changed.emit("c", 3)
    assert listener.seen == []
