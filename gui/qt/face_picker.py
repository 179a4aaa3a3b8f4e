"""Choosing a die's face without typing it: the reader's likeliest other faces for the die, one
click (or the key 1, 2 or 3) each, then the faces a keyboard cannot type in one key (the
letters of the game's edition that English keyboards lack, such as the Spanish Ñ; the
two-letter faces and the blank)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QWidget

from gui.model.translation import translate
from gui.model.wording import face_caption
from solver import BLANK
from solver.faces import EXTRA_LETTER_FACES, TWO_LETTER_FACES

PICKER_FACES: tuple[str, ...] = (*TWO_LETTER_FACES, BLANK)
# How many of the reader's other faces for a die are offered, on buttons and keys 1, 2, 3.
LIKELY_FACES = 3

LikelyFaces = Sequence[tuple[str, float]]  # (face, probability), likeliest first


def likely_caption(face: str, probability: float) -> str:
    """ "O  21%": the face and how likely the reader thought it (under 1% shows as <1%)."""
    share = round(probability * 100)
    return f"{face_caption(face)}  {'<1' if share < 1 else share}%"


class FacePicker(QWidget):
    """A row of buttons for the selected die: first the faces the reader thought it might be
    (shown only when there are some), then the edition's own letters (``set_edition_faces``:
    Ñ in a Spanish game), the two-letter faces and the blank."""

    face_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.likely_label = QLabel()
        layout.addWidget(self.likely_label)
        # Filled per die by ``set_likely_faces``: the button's face, in order.
        self.likely_buttons: list[QPushButton] = []
        self._likely_faces: list[str] = []
        for index in range(LIKELY_FACES):
            button = QPushButton()
            button.setMinimumWidth(56)
            button.clicked.connect(lambda _checked=False, i=index: self._on_likely_clicked(i))
            layout.addWidget(button)
            self.likely_buttons.append(button)
        self.hint = QLabel()
        layout.addWidget(self.hint)
        self.buttons: dict[str, QPushButton] = {}
        for face in (*EXTRA_LETTER_FACES, *PICKER_FACES):
            button = QPushButton()
            button.setMinimumWidth(44)
            button.clicked.connect(lambda _checked=False, f=face: self.face_chosen.emit(f))
            layout.addWidget(button)
            self.buttons[face] = button
        layout.addStretch(1)
        self._likely: LikelyFaces = ()
        self.retranslate()
        self.set_edition_faces(())
        self.set_enabled_for_selection(False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.likely_label.setText(self.tr("Could be:"))
        for face, button in self.buttons.items():
            button.setText(face_caption(face))
            button.setToolTip(
                self.tr("Set the selected die to {face}").format(face=face_caption(face))
            )
        self.set_likely_faces(self._likely)

    @property
    def likely_faces(self) -> tuple[str, ...]:
        """The faces on the likely buttons now, in order."""
        return tuple(self._likely_faces)

    def set_likely_faces(self, faces: LikelyFaces) -> None:
        """Offer ``faces`` (the selected die's other likely faces) first; none hides the row."""
        self._likely = faces
        self._likely_faces = [face for face, _ in faces[:LIKELY_FACES]]
        for index, button in enumerate(self.likely_buttons):
            if index < len(faces[:LIKELY_FACES]):
                face, probability = faces[index]
                button.setText(likely_caption(face, probability))
                guess = (
                    self.tr("Set the selected die to {face}: the reader's next guess for it "
                            "(key {key})")
                    if index == 0
                    else self.tr("Set the selected die to {face}: another of the reader's "
                                 "guesses for it (key {key})")
                )  # fmt: skip
                button.setToolTip(guess.format(face=face_caption(face), key=index + 1))
            button.setVisible(index < len(self._likely_faces))
        self.likely_label.setVisible(bool(self._likely_faces))
        alone = self.tr("Click a die and type its letter, or:")
        self.hint.setText(self.tr("or:") if self._likely_faces else alone)

    def set_edition_faces(self, faces: Sequence[str]) -> None:
        """Offer a button for each of ``faces`` (gui.model.edition.edition_faces: the game's
        edition's letters that English dice lack), and none for the others."""
        for face in EXTRA_LETTER_FACES:
            self.buttons[face].setVisible(face in faces)

    @property
    def edition_faces(self) -> tuple[str, ...]:
        """The edition's own letters offered now."""
        return tuple(face for face in EXTRA_LETTER_FACES if not self.buttons[face].isHidden())

    def _on_likely_clicked(self, index: int) -> None:
        if index < len(self._likely_faces):
            self.face_chosen.emit(self._likely_faces[index])

    def set_enabled_for_selection(self, has_selection: bool) -> None:
        for button in (*self.likely_buttons, *self.buttons.values()):
            button.setEnabled(has_selection)


def pop_up_face_menu(
    parent: QWidget, position: QPoint, likely: LikelyFaces = (), edition: Sequence[str] = ()
) -> str | None:
    """A small menu of every face under the pointer, the die's ``likely`` faces first (keys 1,
    2, 3 pick them), then the ``edition``'s own letters (Ñ); returns the chosen face or None."""
    menu = QMenu(parent)
    chosen: dict[str, str] = {}

    def offer(into: QMenu, text: str, face: str) -> None:
        action = into.addAction(text)
        action.setData(face)
        action.triggered.connect(lambda _checked=False, f=face: chosen.setdefault("face", f))

    for index, (face, probability) in enumerate(likely[:LIKELY_FACES]):
        offer(menu, f"&{index + 1}  {likely_caption(face, probability)}", face)
    if likely:
        menu.addSeparator()
    for face in (*edition, *PICKER_FACES):
        offer(menu, face_caption(face), face)
    menu.addSeparator()
    letters = menu.addMenu(translate("FacePicker", "Letters"))
    for face in "ABCDEFGHIJKLMNOPRSTUVWXYZ":
        offer(letters, face, face)
    menu.exec(position)
    return chosen.get("face")
