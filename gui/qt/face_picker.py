"""The faces a keyboard cannot type in one key: the two-letter faces and the blank."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QWidget

from gui.model.wording import face_caption
from solver import BLANK
from solver.faces import TWO_LETTER_FACES

PICKER_FACES: tuple[str, ...] = (*TWO_LETTER_FACES, BLANK)


class FacePicker(QWidget):
    """A row of buttons that set the selected die to a two-letter face or the blank."""

    face_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.hint = QLabel("Click a die and type its letter, or:")
        layout.addWidget(self.hint)
        self.buttons: dict[str, QPushButton] = {}
        for face in PICKER_FACES:
            button = QPushButton(face_caption(face))
            button.setToolTip(f"Set the selected die to {face_caption(face)}")
            button.setMinimumWidth(44)
            button.clicked.connect(lambda _checked=False, f=face: self.face_chosen.emit(f))
            layout.addWidget(button)
            self.buttons[face] = button
        layout.addStretch(1)
        self.set_enabled_for_selection(False)

    def set_enabled_for_selection(self, has_selection: bool) -> None:
        for button in self.buttons.values():
            button.setEnabled(has_selection)


def pop_up_face_menu(parent: QWidget, position: QPoint) -> str | None:
    """A small menu of every face under the pointer; returns the chosen face or None."""
    menu = QMenu(parent)
    chosen: dict[str, str] = {}
    for face in PICKER_FACES:
        action = menu.addAction(face_caption(face))
        action.triggered.connect(lambda _checked=False, f=face: chosen.setdefault("face", f))
    menu.addSeparator()
    letters = menu.addMenu("Letters")
    for face in "ABCDEFGHIJKLMNOPRSTUVWXYZ":
        action = letters.addAction(face)
        action.triggered.connect(lambda _checked=False, f=face: chosen.setdefault("face", f))
    menu.exec(position)
    return chosen.get("face")
