"""The main window's "Phones at the table…": opens the table through the opener the command line
gave (the desktop never imports the table's server), shows its window, and closes it with the
main window.

The table solves and scores with the dictionary on screen, so it opens once that has loaded:
asked for earlier (``--table`` at start-up), it waits for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from gui.model.table_link import TableOpener
from gui.model.translation import translate

if TYPE_CHECKING:
    from gui.qt.main_window import MainWindow
    from gui.qt.table_window import TableWindow

Addresses = Callable[[], Sequence[str]]  # where the table may listen, the likeliest first


def loopback_only() -> Sequence[str]:
    """Without a list of this machine's addresses: this machine only (no phone reaches it)."""
    return ("127.0.0.1",)


class TableActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._main = window
        self._opener: TableOpener | None = None
        self._addresses: Addresses = loopback_only
        self._wanted = False  # asked for before the dictionary loaded
        self.hint_delay_ms: int | None = None  # tests shorten the "no phone yet" hint's delay
        self.window: TableWindow | None = None
        window.actions.phones_table.triggered.connect(self._on_action_triggered)
        window.model.words.dictionary_changed.connect(self._on_words_dictionary_changed)

    def set_opener(self, opener: TableOpener | None, addresses: Addresses | None = None) -> None:
        """How to open a table (None: this app has none, and the menu entry is hidden)."""
        self._opener = opener
        self._addresses = addresses or loopback_only
        action = self._main.actions.phones_table
        action.setVisible(opener is not None)
        action.setEnabled(opener is not None)

    def _on_action_triggered(self) -> None:
        self.open_window()

    def open_window(self) -> TableWindow | None:
        """Show the table's window, opening the table first if it is not open."""
        if self.window is not None:
            self.window.show()
            self.window.raise_()
            self.window.activateWindow()
            return self.window
        if self._opener is None:
            return None
        if self._main.model.words.lexicon is None:
            self._wanted = True
            self._main.statusBar().showMessage(
                translate("TableActions", "The table opens once the dictionary has loaded…"), 5000
            )
            return None
        return self._open(self._opener)

    def _open(self, opener: TableOpener) -> TableWindow | None:
        from gui.qt.table_window import HINT_DELAY_MS, TableWindow

        addresses = list(self._addresses())
        try:
            link = opener(addresses[0])
        except OSError as error:  # the port is taken, the network is gone
            QMessageBox.warning(
                self._main,
                translate("TableActions", "Phones at the table"),
                translate(
                    "TableActions", "The table could not be opened on {address}: {error}"
                ).format(address=addresses[0], error=error.strerror or error),
            )
            return None
        window = TableWindow(
            link,
            self._main.model,
            opener,
            addresses,
            self.hint_delay_ms if self.hint_delay_ms is not None else HINT_DELAY_MS,
            self._main,
        )
        window.closed.connect(self._on_window_closed)
        self.window = window
        window.show()
        window.raise_()
        return window

    def _on_words_dictionary_changed(self, _key: str, _name: str) -> None:
        if self._wanted:
            self._wanted = False
            # Not inside the model's announcement: opening may show a message box.
            QTimer.singleShot(0, self, self.open_window)

    def _on_window_closed(self) -> None:
        window, self.window = self.window, None
        if window is not None:
            window.deleteLater()

    def close(self) -> None:
        """The main window is closing: so does the table."""
        self._wanted = False
        if self.window is not None:
            self.window.close()
