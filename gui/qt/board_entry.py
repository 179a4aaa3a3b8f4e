"""Typing a board by hand, in the same syntax as the command line, with errors shown inline."""

from __future__ import annotations

import html

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from gui.model.error_text import explain
from solver import Board, BoardError


def grid_text(board: Board) -> str:
    """A board as editable text, one row per line."""
    return "\n".join(" ".join(row) for row in board.grid)


class BoardEntryDialog(QDialog):
    def __init__(self, text: str, message: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Type the board"))
        self.board: Board | None = None
        intro = QLabel(message or self.tr("Type the faces as they lie in the tray."))
        intro.setWordWrap(True)
        help_label = QLabel(
            self.tr(
                "One row per line, or rows split by <b>/</b> or by spaces (TNTB GDAR ELTE "
                "SISH). Letters side by side or separated by spaces or commas. <b>Q</b> means "
                "Qu; two-letter faces: An Er He In Th (with spaces or commas); <b>*</b> is a "
                "blank."
            )
        )
        help_label.setWordWrap(True)
        self.editor = QPlainTextEdit(text)
        font = QFont("DejaVu Sans Mono")
        font.setPointSize(14)
        self.editor.setFont(font)
        self.editor.setMinimumSize(360, 180)
        self.error = QLabel()
        self.error.setObjectName("boardError")
        self.error.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(help_label)
        layout.addWidget(self.editor)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.editor.textChanged.connect(self._on_editor_text_changed)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._on_editor_text_changed()

    def _on_editor_text_changed(self) -> None:
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if not self.editor.toPlainText().strip():
            # Nothing typed yet is not a mistake: no red sentence, only no board to take.
            self.board = None
            self.error.clear()
            ok_button.setEnabled(False)
            return
        try:
            self.board = Board.parse(self.editor.toPlainText())
        except BoardError as error:
            self.board = None
            reason = html.escape(explain(error))  # in the player's language; the label is rich
            self.error.setText(f"<span style='color:#c62828'>{reason}</span>")
            ok_button.setEnabled(False)
            return
        board = self.board
        self.error.setText(
            "<span style='color:#2e7d32'>{}</span>".format(
                self.tr("A {rows} x {cols} board.").format(rows=board.rows, cols=board.cols)
            )
        )
        ok_button.setEnabled(True)
