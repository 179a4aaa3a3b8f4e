"""Last-resort error handling: an unexpected exception becomes a dialog, not a vanished app."""

from __future__ import annotations

import sys
import traceback
from types import TracebackType

from PySide6.QtWidgets import QApplication, QMessageBox

from gui.model.translation import translate

_showing = False
_seen = 0  # unexpected errors so far in this process


def unexpected_errors() -> int:
    """How many unexpected errors the hook has caught (a headless run fails on any)."""
    return _seen


def _show(
    kind: type[BaseException], value: BaseException, tb: TracebackType | None, dialog: bool
) -> None:
    global _showing, _seen
    _seen += 1
    details = "".join(traceback.format_exception(kind, value, tb))
    sys.stderr.write(details)
    if not dialog or _showing or QApplication.instance() is None:
        return
    _showing = True
    try:
        box = QMessageBox(QApplication.activeWindow())
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(translate("Errors", "Boggle Lens: unexpected error"))
        box.setText(
            translate(
                "Errors",
                "Something went wrong that the app did not expect. Your board is saved; you "
                "can keep going. Please report this with the details below.",
            )
        )
        box.setInformativeText(f"{kind.__name__}: {value}")
        box.setDetailedText(details)
        box.exec()
    finally:
        _showing = False


def install_excepthook(dialog: bool = True) -> None:
    """Unexpected errors are written to stderr and, with ``dialog``, shown in a dialog. A
    headless run (``--screenshot``) asks for no dialog: nobody could close it."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        _show(kind, value, tb, dialog)

    sys.excepthook = hook
