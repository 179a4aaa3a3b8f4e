"""The rounds played, newest first, with a filter by player, and export to CSV or JSON through
the history's own exporters (the same files ``boggle-lens history`` writes)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui.model.history_export import history_csv
from gui.model.serialise import history_json
from gui.qt.round_results import RowsModel, make_table
from gui.qt.style_view import StyleView

if TYPE_CHECKING:
    from gui.model.history import HistoryStore, StoredRound

EVERYONE = "Everyone"
HEADERS = ("Played", "Board", "Rules", "Scores", "Won")


def _row(stored: StoredRound) -> tuple[str, ...]:
    played = stored.played_at.astimezone().strftime("%Y-%m-%d %H:%M")
    scores = " · ".join(f"{p.name} {p.score}" for p in stored.players)
    return (played, stored.board, stored.rules, scores, ", ".join(stored.winners) or "nobody")


class HistoryWindow(QWidget):
    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("Rounds played")
        self.store = store
        self.rounds: list[StoredRound] = []
        self.player = QComboBox()
        self.table = make_table(RowsModel(HEADERS, []))
        self.count = QLabel()
        self.csv_button = QPushButton("Export &CSV…")
        self.json_button = QPushButton("Export &JSON…")
        top = QHBoxLayout()
        top.addWidget(QLabel("Player"))
        top.addWidget(self.player)
        top.addWidget(self.count, 1)
        top.addWidget(self.csv_button)
        top.addWidget(self.json_button)
        self.style_view = StyleView(lambda name: self.store.rounds(name))
        tabs = QTabWidget()
        tabs.addTab(self.table, "Rounds")
        tabs.addTab(self.style_view, "Style")
        self.tabs = tabs
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(tabs, 1)
        self.player.currentIndexChanged.connect(self._on_player_changed)
        self.csv_button.clicked.connect(lambda: self._ask_and_export("csv"))
        self.json_button.clicked.connect(lambda: self._ask_and_export("json"))
        self.resize(860, 620)
        self.refresh()

    @property
    def chosen_player(self) -> str | None:
        text = self.player.currentText()
        return None if text in ("", EVERYONE) else text

    def refresh(self) -> None:
        """Read the store again (a round may have been saved since)."""
        current = self.player.currentText()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems([EVERYONE, *self.store.players()])
        self.player.setCurrentIndex(max(self.player.findText(current), 0))
        self.player.blockSignals(False)
        self._on_player_changed()

    def _on_player_changed(self, _index: int = 0) -> None:
        self.rounds = self.store.rounds(self.chosen_player)
        self.table.setModel(RowsModel(HEADERS, [_row(r) for r in self.rounds]))
        header = self.table.horizontalHeader()
        for column in range(len(HEADERS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(HEADERS.index("Scores"), QHeaderView.ResizeMode.Stretch)
        self.count.setText(f"{len(self.rounds)} round{'s' if len(self.rounds) != 1 else ''}")
        self.style_view.show_history(self.store.players(), self.chosen_player)

    def export(self, path: Path) -> None:
        """Write the rounds shown: CSV for a ``.csv`` path, JSON otherwise."""
        with path.open("w", encoding="utf-8", newline="") as out:
            if path.suffix.lower() == ".csv":
                history_csv(self.rounds, out)
            else:
                json.dump(history_json(self.rounds), out, indent=2)
                out.write("\n")

    def _ask_and_export(self, kind: str) -> None:
        name = f"boggle-rounds.{kind}"
        chosen, _filter = QFileDialog.getSaveFileName(
            self, f"Export the rounds as {kind.upper()}", name, f"{kind.upper()} (*.{kind})"
        )
        if chosen:
            try:
                self.export(Path(chosen))
            except OSError as error:
                self.count.setText(f"Could not write {chosen}: {error.strerror or error}")
