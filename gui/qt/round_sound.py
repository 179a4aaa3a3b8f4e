"""The sound at the end of a timed round, through Qt Multimedia's ``QSoundEffect``.

It is a nicety: with no audio device, no audio backend or a missing file the round ends in
silence, never with an error. Qt Multimedia loads its backend when first used (tens of ms), so
the effect is made when a round starts, not when the app does."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QUrl

import resources

END_SOUND = Path(resources.__file__).parent / "round-end.wav"


class EndSound:
    def __init__(self, parent: QObject, enabled: bool = True, path: Path = END_SOUND) -> None:
        self._parent = parent
        self.enabled = enabled
        self._path = path
        self._effect: QObject | None = None
        self.played = 0  # how many times it was asked to play (the tests read it)

    def prepare(self) -> None:
        """Load the sound ahead of the end, so it plays on time."""
        if not self.enabled or self._effect is not None or not self._path.is_file():
            return
        try:
            from PySide6.QtMultimedia import QSoundEffect

            effect = QSoundEffect(self._parent)
            effect.setSource(QUrl.fromLocalFile(str(self._path)))
            effect.setVolume(0.8)
        except Exception:  # no multimedia support: the round ends silently
            return
        self._effect = effect

    def play(self) -> None:
        if not self.enabled:
            return
        self.played += 1
        self.prepare()
        try:
            if self._effect is not None:
                self._effect.play()  # type: ignore[attr-defined]
        except Exception:  # a device that vanished mid-round
            pass
