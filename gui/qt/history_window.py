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
from gui.model.translation import QT_TRANSLATE_NOOP, plural, translate
from gui.model.wording import rule_name
from gui.qt.round_results import RowsModel, make_table
from gui.qt.style_view import StyleView

if TYPE_CHECKING:
    from gui.model.history import HistoryStore, StoredRound

EVERYONE = QT_TRANSLATE_NOOP("HistoryWindow", "Everyone")
HEADERS = (
    QT_TRANSLATE_NOOP("HistoryWindow", "Played"),
    QT_TRANSLATE_NOOP("HistoryWindow", "Board"),
    QT_TRANSLATE_NOOP("HistoryWindow", "Rules"),
    QT_TRANSLATE_NOOP("HistoryWindow", "Scores"),
    QT_TRANSLATE_NOOP("HistoryWindow", "Won"),
)


def _headers() -> tuple[str, ...]:
    return tuple(translate("HistoryWindow", header) for header in HEADERS)


def _row(stored: StoredRound) -> tuple[str, ...]:
    played = stored.played_at.astimezone().strftime("%Y-%m-%d %H:%M")
    scores = " · ".join(f"{p.name} {p.score}" for p in stored.players)
    nobody = translate("HistoryWindow", "nobody")
    rules = rule_name(stored.rules)  # the standard sets by their names in the app's language
    return (played, stored.board, rules, scores, ", ".join(stored.winners) or nobody)


class HistoryWindow(QWidget):
    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Rounds played"))
        self.store = store
        self.rounds: list[StoredRound] = []
        self.player = QComboBox()
        self.table = make_table(RowsModel(_headers(), []))
        self.count = QLabel()
        self.csv_button = QPushButton(self.tr("Export &CSV…"))
        self.json_button = QPushButton(self.tr("Export &JSON…"))
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Player")))
        top.addWidget(self.player)
        top.addWidget(self.count, 1)
        top.addWidget(self.csv_button)
        top.addWidget(self.json_button)
        self.style_view = StyleView(lambda name: self.store.rounds(name))
        tabs = QTabWidget()
        tabs.addTab(self.table, self.tr("Rounds"))
        tabs.addTab(self.style_view, self.tr("Style"))
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
        return None if self.player.currentIndex() <= 0 or not text else text  # 0: everyone

    def refresh(self) -> None:
        """Read the store again (a round may have been saved since)."""
        current = self.player.currentText()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems([translate("HistoryWindow", EVERYONE), *self.store.players()])
        self.player.setCurrentIndex(max(self.player.findText(current), 0))
        self.player.blockSignals(False)
        self._on_player_changed()

    def _on_player_changed(self, _index: int = 0) -> None:
        self.rounds = self.store.rounds(self.chosen_player)
        self.table.setModel(RowsModel(_headers(), [_row(r) for r in self.rounds]))
        header = self.table.horizontalHeader()
        for column in range(len(HEADERS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(HEADERS.index("Scores"), QHeaderView.ResizeMode.Stretch)
        count = len(self.rounds)
        self.count.setText(
            plural(
                count,
                translate("HistoryWindow", "%n round", "", count),
                translate("HistoryWindow", "%n rounds", "", count),
            )
        )
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
            self,
            self.tr("Export the rounds as {kind}").format(kind=kind.upper()),
            name,
            f"{kind.upper()} (*.{kind})",
        )
        if chosen:
            try:
                self.export(Path(chosen))
            except OSError as error:
                self.count.setText(
                    self.tr("Could not write {path}: {error}").format(
                        path=chosen, error=error.strerror or error
                    )
                )
