"""The table window's two panels: the phones that joined, and the round they play.

The round panel shows the host its length and the cancel switch, Start / Pause / Resume / End,
the time left, each player's words as they come in, then the scores. It only shows the round's
JSON (``docs/table-api.md``) and asks for changes with signals; the table keeps the time.
Between the table's updates (every few seconds, and after each word) the clock counts down
here, from the time left the last update gave.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.model.round_timer import clock_text
from gui.model.round_wording import status_caption, status_colour
from gui.model.translation import plural, translate
from solver import HouseRulesError, parse_house_rules

TICK_MS = 200
DEFAULT_SECONDS = 180


def _words(count: int) -> str:
    return plural(
        count,
        translate("TablePanels", "%n word", "", count),
        translate("TablePanels", "%n words", "", count),
    )


def _points(count: int) -> str:
    return plural(
        count,
        translate("TablePanels", "%n point", "", count),
        translate("TablePanels", "%n points", "", count),
    )


def _players(count: int) -> str:
    return plural(
        count,
        translate("TablePanels", "%n player", "", count),
        translate("TablePanels", "%n players", "", count),
    )


def scored_summary(data: dict[str, Any]) -> str:
    """``Ann 12 · Bo 9 — the board held 50 words worth 59 points (shared words cancelled)``."""
    players = sorted(data.get("players", []), key=lambda p: -int(p.get("score", 0)))
    scores = " · ".join(f"{p['name']} {p['score']}" for p in players) or translate(
        "TablePanels", "Nobody played"
    )
    held = translate("TablePanels", "the board held {words} worth {points}").format(
        words=_words(int(data.get("board_words", 0))),
        points=_points(int(data.get("board_score", 0))),
    )
    switch = (
        translate("TablePanels", "shared words cancelled")
        if data.get("cancel")
        else translate("TablePanels", "shared words score for all")
    )
    return f"{scores} — {held} ({switch})"


class PhonesPanel(QGroupBox):
    """The players whose phones joined, in order, and Remove for the selected one."""

    remove_wanted = Signal(str)  # the player's name

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("TablePanels", "Phones"), parent)
        self.list = QListWidget()  # items' text is plain text: a name is never markup
        self.list.setMaximumHeight(130)
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.remove_button.setToolTip(
            self.tr("Send the selected phone away; its player cannot rejoin")
        )
        self.remove_button.setEnabled(False)
        row = QHBoxLayout(self)
        row.addWidget(self.list, 1)
        side = QVBoxLayout()
        side.addWidget(self.remove_button)
        side.addStretch(1)
        row.addLayout(side)
        self.list.itemSelectionChanged.connect(self._on_list_selection_changed)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)
        self.show_phones([])

    def names(self) -> list[str]:
        return [self.list.item(row).text() for row in range(self.list.count())]

    def selected(self) -> str | None:
        items = self.list.selectedItems()
        return items[0].text() if items else None

    def show_phones(self, names: list[str]) -> None:
        selected = self.selected()
        self.list.clear()
        self.list.addItems(names)
        if selected in names:
            self.list.setCurrentRow(names.index(selected))
        self.setTitle(
            self.tr("Phones ({count})").format(count=len(names))
            if names
            else self.tr("Phones: none yet")
        )
        self._on_list_selection_changed()

    def _on_list_selection_changed(self) -> None:
        self.remove_button.setEnabled(self.selected() is not None)

    def _on_remove_button_clicked(self) -> None:
        name = self.selected()
        if name is not None:
            self.remove_wanted.emit(name)


class TableRoundPanel(QWidget):
    start_wanted = Signal(float, bool, object)  # seconds, cancel shared words, house TOML or None
    pause_wanted = Signal()
    resume_wanted = Signal()
    end_wanted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.phase: str | None = None  # None (no round yet), "playing" or "scored"
        self.house_text: str | None = None  # the house rules' TOML for the next round, if any
        self.running = False
        self._left = 0.0  # seconds left at ``_since`` (time.monotonic)
        self._since = 0.0
        self._build()
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self._on_ticker_timeout)
        self.start_button.clicked.connect(self._on_start_button_clicked)
        self.house_button.clicked.connect(self._on_house_button_clicked)
        self.pause_button.clicked.connect(self.pause_wanted)
        self.resume_button.clicked.connect(self.resume_wanted)
        self.end_button.clicked.connect(self.end_wanted)
        self.show_round(None)

    def _build(self) -> None:
        self.seconds = QSpinBox()
        self.seconds.setRange(10, 3600)
        self.seconds.setSingleStep(30)
        self.seconds.setSuffix(self.tr(" s"))
        self.seconds.setValue(DEFAULT_SECONDS)
        self.seconds.setToolTip(
            self.tr("How long the round lasts (3 minutes is the classic length)")
        )
        self.cancel_box = QCheckBox(self.tr("Cancel shared words"))
        self.cancel_box.setChecked(True)
        self.cancel_box.setToolTip(self.tr("Classic rules: a word on two lists scores for nobody"))
        self.house_button = QPushButton(self.tr("&House rules…"))
        self.house_button.setToolTip(
            self.tr(
                "Score the next round by house rules from a TOML file (letter values, bonus dice)"
            )
        )
        self.house_label = QLabel(self.tr("Standard rules"))
        self.house_label.setTextFormat(Qt.TextFormat.PlainText)
        self.start_button = QPushButton(self.tr("&Start"))
        self.pause_button = QPushButton(self.tr("&Pause"))
        self.resume_button = QPushButton(self.tr("Res&ume"))
        self.end_button = QPushButton(self.tr("&End"))
        self.end_button.setToolTip(self.tr("End the round now and score it"))
        self.clock = QLabel()
        self.clock.setObjectName("tableClock")
        font = QFont()
        font.setPixelSize(56)  # the host reads it from across the table
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.clock.setFont(font)
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # players' names are never markup
        self.summary.setWordWrap(True)
        summary_font = QFont(self.summary.font())
        summary_font.setBold(True)
        self.summary.setFont(summary_font)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels(
            [self.tr("Player / word"), self.tr("Words / status"), self.tr("Points")]
        )
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)

        settings = QHBoxLayout()
        settings.addWidget(QLabel(self.tr("Length")))
        settings.addWidget(self.seconds)
        settings.addWidget(self.cancel_box)
        settings.addWidget(self.house_button)
        settings.addWidget(self.house_label)
        settings.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self.start_button, self.pause_button, self.resume_button, self.end_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        controls = QVBoxLayout()
        controls.addLayout(settings)
        controls.addLayout(buttons)
        top = QHBoxLayout()
        top.addLayout(controls, 1)
        top.addWidget(self.clock)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(top)
        column.addWidget(self.summary)
        column.addWidget(self.tree, 1)

    # -- the player's requests ---------------------------------------------------------------

    def _on_start_button_clicked(self) -> None:
        self.start_wanted.emit(
            float(self.seconds.value()), self.cancel_box.isChecked(), self.house_text
        )

    def _on_house_button_clicked(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self, self.tr("House rules"), "", self.tr("House rules (*.toml);;All files (*)")
        )
        if chosen:
            self.use_house_rules(Path(chosen))

    def use_house_rules(self, path: Path | None) -> str | None:
        """The next round is scored by the house rules in ``path`` (None: the standard rules).
        Returns why the file cannot be used, or None."""
        if path is None:
            self.house_text = None
            self.house_label.setText(self.tr("Standard rules"))
            return None
        try:
            text = path.read_text(encoding="utf-8")
            rules = parse_house_rules(text)
        except (OSError, UnicodeDecodeError, HouseRulesError) as error:
            message = self.tr("{name} cannot be used: {error}").format(name=path.name, error=error)
            self.house_label.setText(message)
            return message
        self.house_text = text
        self.house_label.setText(self.tr("House rules: {name}").format(name=rules.name))
        return None

    # -- the round's JSON --------------------------------------------------------------------

    def show_round(self, data: dict[str, Any] | None) -> None:
        """Show the round as the table last announced it (None: no round yet)."""
        self.phase = data.get("phase") if data is not None else None
        playing = self.phase == "playing"
        self.running = bool(playing and data and data.get("running"))
        if data is not None and playing:
            self._left = float(data.get("seconds_left", 0.0))
            self._since = time.monotonic()
            self._show_playing(data)
        elif data is not None and self.phase == "scored":
            self._left = 0.0
            self._show_scored(data)
        else:
            self._left = float(self.seconds.value())
            self.summary.setText(self.tr("No round yet: start one when the phones have joined."))
            self.tree.clear()
        self.start_button.setEnabled(not playing)
        self.pause_button.setEnabled(self.running)
        self.resume_button.setEnabled(playing and not self.running)
        self.end_button.setEnabled(playing)
        self.seconds.setEnabled(not playing)
        self.cancel_box.setEnabled(not playing)
        if self.running:
            self.ticker.start()
        else:
            self.ticker.stop()
        self._show_clock()

    def _on_ticker_timeout(self) -> None:
        self._show_clock()

    @property
    def seconds_left(self) -> float:
        if not self.running:
            return self._left
        return max(0.0, self._left - (time.monotonic() - self._since))

    def _show_clock(self) -> None:
        self.clock.setText(clock_text(self.seconds_left))

    def _show_playing(self, data: dict[str, Any]) -> None:
        players = data.get("players", [])
        # The round's own settings (a restored round's may not be the ones set here).
        self.seconds.setValue(round(float(data.get("seconds", self.seconds.value()))))
        self.cancel_box.setChecked(bool(data.get("cancel", self.cancel_box.isChecked())))
        state = "" if self.running else self.tr("Paused. ")
        who = (
            self.tr("{players}; each phone sees only its own words until the end.").format(
                players=_players(len(players))
            )
            if players
            else self.tr("No player yet: a phone that joins now plays from its first word.")
        )
        self.summary.setText(state + who)
        rows: list[tuple[str, list[dict[str, Any]], int]] = []
        for player in players:
            words = list(player.get("words", []))
            so_far = sum(int(w.get("points", 0)) for w in words if w.get("status") == "counted")
            rows.append((str(player["name"]), words, so_far))
        self._fill(rows, "points")

    def _show_scored(self, data: dict[str, Any]) -> None:
        self.summary.setText(scored_summary(data))
        players = sorted(data.get("players", []), key=lambda p: -int(p.get("score", 0)))
        rows = [(str(p["name"]), list(p.get("words", [])), int(p.get("score", 0))) for p in players]
        self._fill(rows, "score")

    def _fill(self, rows: list[tuple[str, list[dict[str, Any]], int]], points: str) -> None:
        """One line a player (name, word count, points), their words under it; a player the
        host folded stays folded across updates."""
        folded = {
            self.tree.topLevelItem(i).text(0)
            for i in range(self.tree.topLevelItemCount())
            if not self.tree.topLevelItem(i).isExpanded()
        }
        self.tree.clear()
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for name, words, total in rows:
            item = QTreeWidgetItem([name, _words(len(words)), str(total)])
            item.setFont(0, bold)
            item.setFont(2, bold)
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for word in words:
                status = str(word.get("status", ""))
                child = QTreeWidgetItem(
                    [str(word.get("word", "")), status_caption(status), str(word.get(points, 0))]
                )
                child.setForeground(1, QBrush(QColor(status_colour(status))))
                child.setTextAlignment(
                    2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                )
                item.addChild(child)
            self.tree.addTopLevelItem(item)
            item.setExpanded(name not in folded)

    def player_rows(self) -> list[tuple[str, str, str]]:
        """What the tree shows of each player (name, words, points), top to bottom."""
        rows = []
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            rows.append((item.text(0), item.text(1), item.text(2)))
        return rows
