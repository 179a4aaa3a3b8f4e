"""The live scanner reads its frames among the faces of the game's language when it reads."""

from __future__ import annotations

import numpy as np

from gui.qt.live_work import FramesReading


def test_each_reading_takes_the_language_of_its_moment(qtbot):
    languages: list[str | None] = []
    reading = object()  # what the reader returns goes back as it is
    language = ["es"]

    def reader(frames, *, cancelled=None, language=None) -> object:
        languages.append(language)
        return reading

    frames_reading = FramesReading(reader, language=lambda: language[0])
    frame = np.zeros((8, 8, 3), np.uint8)
    with qtbot.waitSignal(frames_reading.read, timeout=5000) as read:
        frames_reading.start([frame], 1)
    assert read.args == [1, reading] and languages == ["es"]
    language[0] = "en"  # the player switched the game to English
    with qtbot.waitSignal(frames_reading.read, timeout=5000):
        frames_reading.start([frame], 2)
    assert languages == ["es", "en"]
