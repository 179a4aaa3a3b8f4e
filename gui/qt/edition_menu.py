"""The Game language menu: the language the game is played in (its dice and its dictionary),
one checkable entry per edition. Not the app's own language, which View > Language picks.

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
from gui.model.edition import language_choices, language_name
from gui.model.error_text import missing_package_text
from gui.model.translation import translate


class EditionMenu(QObject):
    def __init__(self, window: QMainWindow, model: AppModel) -> None:
        super().__init__(window)
        self._model = model
        bar = window.menuBar()
        self.menu = bar.addMenu("")
        menus = bar.actions()
        if len(menus) > 2:  # before the last menu (Help), beside the game's own menus
            bar.insertAction(menus[-2], self.menu.menuAction())
        group = QActionGroup(self.menu)
        self.actions: dict[str, QAction] = {}
        for choice in language_choices():
            action = self.menu.addAction(choice.label)
            action.setCheckable(True)
            action.setEnabled(choice.available)
            action.setToolTip(choice.reason)
            action.setStatusTip(choice.reason)
            group.addAction(action)
            action.triggered.connect(partial(self._choose, choice.code))
            self.actions[choice.code] = action
        self.menu.setToolTipsVisible(True)
        self.retranslate()
        model.language_changed.connect(self._show)
        self._show(model.language)

    def retranslate(self) -> None:
        """The menu's words in the app's language (gui.qt.window_language)."""
        self.menu.setTitle(translate("EditionMenu", "&Game language"))
        self.menu.menuAction().setToolTip(
            translate("EditionMenu", "The language of the dice and the dictionary")
        )
        for code, action in self.actions.items():
            action.setText(language_name(code))
            if not action.isEnabled():  # why not, naming the package, in the app's language
                reason = missing_package_text(code)
                action.setToolTip(reason)
                action.setStatusTip(reason)

    def _choose(self, code: str) -> None:
        if code != self._model.language:
            self._model.set_language(code)

    def _show(self, code: str) -> None:
        action = self.actions.get(code)
        if action is not None:
            action.setChecked(True)
