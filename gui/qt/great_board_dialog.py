""" "Find a great board…": the best-board search of ``boggle-lens best`` for as many seconds as
the player chooses, in the background, with the best board so far; then the board found goes on
screen as an undoable edit, solved. "Stop and use it" ends early keeping the best so far;
self.tr("Cancel") drops the search."""

from __future__ import annotations

import random

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.model.app import AppModel
from gui.model.great_board import (
    DEFAULT_SECONDS,
    SIZES,
    GreatBoardSearch,
    SearchPlan,
    SearchProgress,
    dice_for_side,
    load_found,
)
from gui.model.statistics_figures import dice_label
from gui.model.translation import number
from solver.best_board import SearchResult


class GreatBoardDialog(QDialog):
    def __init__(
        self,
        search: GreatBoardSearch,
        app: AppModel,
        parent: QWidget | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Find a great board"))
        self.search = search
        self._app = app
        self._rng = rng or random.Random()
        intro = QLabel(
            self.tr(
                "Searches for the highest-scoring board it can find in the time you give it, "
                "as <tt>boggle-lens best</tt> does: from a random roll it turns and swaps dice "
                "while the score rises, then shakes up a few dice and climbs again, keeping the "
                "best board it finds, and shows that board. The best 4x4 board known scores "
                "3,623 points with ENABLE."
            )
        )
        intro.setWordWrap(True)
        intro.setObjectName("searchIntro")
        self.size = QComboBox()
        for side in SIZES:
            self.size.addItem(f"{side} x {side}", side)
        self.seconds = QSpinBox()
        self.seconds.setRange(1, 600)
        self.seconds.setValue(DEFAULT_SECONDS)
        self.seconds.setSuffix(self.tr(" s"))
        self.real_dice = QCheckBox()
        self.real_dice.setChecked(True)
        self.real_dice.setToolTip(self.tr("Unticked, any letter may be on any die (Qu for Q)"))
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.best = QLabel("")
        self.best.setObjectName("bestSoFar")
        self.best.setWordWrap(True)
        self.best.setMinimumHeight(40)
        self.start_button = QPushButton(self.tr("&Search"))
        self.start_button.setDefault(True)
        self.stop_button = QPushButton(self.tr("S&top and use it"))
        self.stop_button.setToolTip(
            self.tr("End the search now and put its best board so far on screen")
        )
        self.cancel_button = QPushButton(self.tr("Cancel"))
        form = QFormLayout()
        form.addRow(self.tr("Board"), self.size)
        form.addRow(self.tr("Search for"), self.seconds)
        form.addRow("", self.real_dice)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.start_button, self.stop_button, self.cancel_button):
            buttons.addWidget(button)
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addLayout(form)
        column.addWidget(self.progress)
        column.addWidget(self.best)
        column.addLayout(buttons)
        self.setMinimumWidth(460)
        self.size.currentIndexChanged.connect(self._on_size_changed)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(search.stop)
        self.cancel_button.clicked.connect(self.reject)
        search.progressed.connect(self._on_progressed)
        search.found.connect(self._on_found)
        search.failed.connect(self._on_failed)
        self._set_running(False)
        self._on_size_changed()

    def prepare(self, board_side: int) -> None:
        """Before opening: the size of the board on screen (4x4 for any other size)."""
        if not self.search.running:
            self.size.setCurrentIndex(max(self.size.findData(board_side), 0))
            self.best.setStyleSheet("")
            self.best.clear()
            self.progress.setValue(0)
            self._on_size_changed()  # the game language may have changed its dice since

    def plan(self) -> SearchPlan:
        side = self.size.currentData()
        dice = dice_for_side(side, self._app.language) if self.real_dice.isChecked() else None
        return SearchPlan(side, dice, float(self.seconds.value()), self._rng.randrange(1 << 30))

    def start(self) -> None:
        plan = self.plan()
        self.progress.setRange(0, round(plan.seconds * 10))
        self.progress.setValue(0)
        self.best.setStyleSheet("")
        self.best.setText(self.tr("Searching…"))
        self._set_running(True)
        self.search.start(plan)

    def _set_running(self, running: bool) -> None:
        for widget in (self.size, self.seconds, self.real_dice, self.start_button):
            widget.setEnabled(not running)
        self.stop_button.setEnabled(running)

    def _on_size_changed(self, _index: int = 0) -> None:
        dice = dice_for_side(self.size.currentData(), self._app.language)
        self.real_dice.setText(
            self.tr("Only boards the {dice} dice can show").format(dice=dice_label(dice or ""))
        )

    def _on_progressed(self, progress: SearchProgress) -> None:
        self.progress.setValue(min(round(progress.seconds * 10), self.progress.maximum()))
        self.best.setText(
            self.tr(
                "Best so far: <b>{score} points</b> <tt>{board}</tt><br>{tried} boards tried"
            ).format(
                score=number(progress.score), board=progress.board, tried=number(progress.evaluated)
            )
        )

    def _on_found(self, result: SearchResult) -> None:
        self._set_running(False)
        load_found(self._app, result)
        self.accept()

    def _on_failed(self, text: str) -> None:
        self._set_running(False)
        self.best.setStyleSheet("color: #c62828;")
        self.best.setText(text)

    def reject(self) -> None:
        self.search.cancel()
        self._set_running(False)
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.search.cancel()
        super().closeEvent(event)
