"""The status-bar strip shown while a photo is read: stage, progress and a Cancel button."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget


class ReadProgress(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.bar.setMaximumWidth(180)
        self.bar.setTextVisible(False)
        self.cancel_button = QPushButton()
        self._stage = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        self.retranslate()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop reading; the board stays as it was"))
        if self._stage:
            self._show_label()

    def show_stage(self, stage: str, fraction: float) -> None:
        """``stage``: one of the reader's stages ("locate"), or words the app already wrote."""
        self._stage = stage
        self._show_label()
        self.bar.setValue(round(max(0.0, min(fraction, 1.0)) * 100))
        self.show()

    def _show_label(self) -> None:
        stages = {
            "load": self.tr("loading the photo"),
            "locate": self.tr("finding the board"),
            "read": self.tr("reading the dice"),
            "sharpness": self.tr("choosing the sharpest frames"),
            "done": self.tr("done"),
        }
        text = stages.get(self._stage, self._stage)
        # Only the words: a language switch relabels the strip without showing it again once
        # the reading is over (show_stage shows it).
        self.label.setText(text[:1].upper() + text[1:] + "…")
