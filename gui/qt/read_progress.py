"""The status-bar strip shown while a photo is read: stage, progress and a Cancel button."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget


class ReadProgress(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.bar.setMaximumWidth(180)
        self.bar.setTextVisible(False)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setToolTip("Stop reading; the board stays as it was")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        self.hide()

    def show_stage(self, stage: str, fraction: float) -> None:
        self.label.setText(stage[:1].upper() + stage[1:] + "…")
        self.bar.setValue(round(max(0.0, min(fraction, 1.0)) * 100))
        self.show()
