"""The Language menu: the game's language, one checkable entry per edition.

Choosing one asks the model to play in it (``AppModel.set_language``): the model loads its
dictionary, rolls with its dice and remembers the choice (QSettings, through AppSettings). A
language whose system word list is missing is greyed out, its tooltip naming the package.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow

from gui.model.app import AppModel
from gui.model.edition import language_choices


class EditionMenu(QObject):
    def __init__(self, window: QMainWindow, model: AppModel) -> None:
        super().__init__(window)
        self._model = model
        names = {
            "en": self.tr("English"),
            "fr": self.tr("French"),
            "de": self.tr("German"),
            "es": self.tr("Spanish"),
            "nl": self.tr("Dutch"),
        }
        bar = window.menuBar()
        self.menu = bar.addMenu(self.tr("&Language"))
        menus = bar.actions()
        if len(menus) > 2:  # before the last menu (Help), beside the game's own menus
            bar.insertAction(menus[-2], self.menu.menuAction())
        group = QActionGroup(self.menu)
        self.actions: dict[str, QAction] = {}
        for choice in language_choices():
            action = self.menu.addAction(names.get(choice.code, choice.label))
            action.setCheckable(True)
            action.setEnabled(choice.available)
            action.setToolTip(choice.reason)
            action.setStatusTip(choice.reason)
            group.addAction(action)
            action.triggered.connect(partial(self._choose, choice.code))
            self.actions[choice.code] = action
        self.menu.setToolTipsVisible(True)
        model.language_changed.connect(self._show)
        self._show(model.language)

    def _choose(self, code: str) -> None:
        if code != self._model.language:
            self._model.set_language(code)

    def _show(self, code: str) -> None:
        action = self.actions.get(code)
        if action is not None:
            action.setChecked(True)
