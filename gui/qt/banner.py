"""An inline message bar over the board: problems are explained in place, never in a crash."""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
        # Buttons after the first, for a notice that offers several ways on (a lost board).
        self.more_buttons: list[QPushButton] = []
        self._more: list[tuple[str, Callable[[], None]]] = []
        self._layout = layout = QHBoxLayout(self)
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
        more: Sequence[tuple[str, Callable[[], None]]] = (),
    ) -> None:
        """``action``: the first button's words and what it does; ``more``: further buttons
        after it."""
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
        self._set_more(list(more))
        self.show()

    @property
    def buttons(self) -> list[QPushButton]:
        """The offers' buttons shown, in order."""
        shown = [self.action_button] if self._action is not None else []
        return shown + self.more_buttons

    def button(self, text: str) -> QPushButton | None:
        """The button that says ``text`` (the player looks for the words, not the place)."""
        return next((button for button in self.buttons if button.text() == text), None)

    def _set_more(self, more: list[tuple[str, Callable[[], None]]]) -> None:
        for button in self.more_buttons:
            self._layout.removeWidget(button)
            button.deleteLater()
        self._more, self.more_buttons = more, []
        for index, (text, _) in enumerate(more):
            button = QPushButton(text)
            button.clicked.connect(lambda _checked=False, at=index: self._on_more_clicked(at))
            # Before the close button: the buttons read in the offers' order.
            self._layout.insertWidget(self._layout.count() - 1, button)
            self.more_buttons.append(button)

    def _on_more_clicked(self, index: int) -> None:
        if index < len(self._more):
            self._more[index][1]()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # The message too, where it was written so that it can be said again (told).
            self.close_button.setToolTip(self.tr("Dismiss"))
            self._text, self._action_text = retell(self._text), retell(self._action_text)
            self.label.setText(self._text)
            self.action_button.setText(self._action_text)
            self._more = [(retell(text), do) for text, do in self._more]
            for button, (text, _) in zip(self.more_buttons, self._more, strict=True):
                button.setText(text)
        super().changeEvent(event)

    def _on_action_button_clicked(self) -> None:
        if self._action is not None:
            self._action()
