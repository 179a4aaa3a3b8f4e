"""Writes resources/boggle-lens.png, the launcher icon, from the app's own drawing (gui/icon.py).

Run once, when the drawing changes: the desktop install is Qt-free and ships the file.
    QT_QPA_PLATFORM=offscreen python scripts/render_icon.py
"""

from __future__ import annotations

from pathlib import Path

from gui.icon import app_icon
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication

SIZE = 256
TARGET = Path(__file__).resolve().parent.parent / "resources" / "boggle-lens.png"


def main() -> None:
    app = QGuiApplication([])  # fonts need an application
    pixmap = app_icon().pixmap(QSize(SIZE, SIZE))
    if not pixmap.save(str(TARGET), "PNG"):
        raise SystemExit(f"could not write {TARGET}")
    print(f"wrote {TARGET} ({pixmap.width()}x{pixmap.height()})")
    del app


if __name__ == "__main__":
    main()
