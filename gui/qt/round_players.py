"""The players of a round before it starts: a list whose names are edited in place, with Add
and Remove. Every change goes to the ``Round``, which says no (a blank or repeated name, the
last player) with a message shown under the list."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.model.error_text import explain_sentence
from gui.model.round import Round, RoundError


class PlayersEditor(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._round: Round | None = None
        self.list = QListWidget()
        self.list.setMaximumHeight(110)
        self.list.setToolTip(self.tr("Double-click a name to change it"))
        self.add_button = QPushButton(self.tr("&Add player"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.message = QLabel()
        self.message.setStyleSheet("color: #b3261e")
        buttons = QVBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(buttons)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(QLabel(self.tr("Players")))
        column.addLayout(row)
        column.addWidget(self.message)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)
        self.list.itemChanged.connect(self._on_list_item_changed)

    def set_round(self, round_: Round) -> None:
        self._round = round_
        round_.players_changed.connect(self._show)
        self._show(round_.players)

    def _show(self, names: tuple[str, ...]) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for name in names:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.remove_button.setEnabled(len(names) > 1)

    def _attempt(self, change: object) -> bool:
        try:
            assert callable(change)
            change()
        except RoundError as error:
            self.message.setText(explain_sentence(error))
            if self._round is not None:
                self._show(self._round.players)
            return False
        self.message.clear()
        return True

    def _on_add_button_clicked(self) -> None:
        round_ = self._round
        if round_ is None:
            return
        number = len(round_.players) + 1
        name = self.tr("Player {number}")
        while name.format(number=number) in round_.players:
            number += 1
        if self._attempt(lambda: round_.add_player(name.format(number=number))):
            item = self.list.item(self.list.count() - 1)
            self.list.setCurrentItem(item)
            self.list.editItem(item)

    def _on_remove_button_clicked(self) -> None:
        item = self.list.currentItem() or self.list.item(self.list.count() - 1)
        if self._round is not None and item is not None:
            name = item.data(Qt.ItemDataRole.UserRole)
            self._attempt(lambda: self._round and self._round.remove_player(name))

    def _on_list_item_changed(self, item: QListWidgetItem) -> None:
        old, new = item.data(Qt.ItemDataRole.UserRole), item.text()
        if self._round is not None and old != new:
            self._attempt(lambda: self._round and self._round.rename_player(old, new))
