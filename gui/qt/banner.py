"""An inline message bar over the board: problems are explained in place, never in a crash."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from gui.model.translation import retell

_STYLES = {
    "info": ("#e3f2fd", "#0d47a1", "#90caf9"),
    "warning": ("#fff3e0", "#e65100", "#ffb74d"),
    "error": ("#ffebee", "#b71c1c", "#ef9a9a"),
}


class Banner(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.level = "info"
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.action_button = QPushButton()
        self.close_button = QPushButton("✕")
        self.close_button.setFlat(True)
        self.close_button.setFixedWidth(28)
        self.close_button.setToolTip(self.tr("Dismiss"))
        self._text = ""
        self._action_text = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.action_button)
        layout.addWidget(self.close_button)
        self._action: Callable[[], None] | None = None
        self.action_button.clicked.connect(self._on_action_button_clicked)
        self.close_button.clicked.connect(self.hide)
        self.setAutoFillBackground(True)
        self.hide()

    @property
    def text(self) -> str:
        return self.label.text()

    @property
    def plain_text(self) -> str:
        """The message without its markup, as a terminal shows it."""
        return QTextDocumentFragment.fromHtml(self.label.text()).toPlainText()

    def show_message(
        self,
        text: str,
        level: str = "info",
        action: tuple[str, Callable[[], None]] | None = None,
    ) -> None:
        background, foreground, border = _STYLES.get(level, _STYLES["info"])
        self.level = level
        self.setStyleSheet(
            f"#banner {{ background: {background}; border: 1px solid {border};"
            f" border-radius: 6px; }} #banner QLabel {{ color: {foreground}; }}"
        )
        self._text = text
        self.label.setText(text)
        if action is None:
            self._action = None
            self.action_button.hide()
        else:
            self._action_text = action[0]
            self.action_button.setText(action[0])
            self._action = action[1]
            self.action_button.show()
        self.show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # The message too, where it was written so that it can be said again (told).
            self.close_button.setToolTip(self.tr("Dismiss"))
            self._text, self._action_text = retell(self._text), retell(self._action_text)
            self.label.setText(self._text)
            self.action_button.setText(self._action_text)
        super().changeEvent(event)

    def _on_action_button_clicked(self) -> None:
        if self._action is not None:
            self._action()
