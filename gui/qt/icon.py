"""The app icon, drawn with Qt so no image file has to ship: a cream die showing a "B"."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap


def app_icon() -> QIcon:
    icon = QIcon()
    for size in (16, 32, 64, 128, 256):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(size * 0.06, size * 0.06, size * 0.88, size * 0.88)
        painter.setBrush(QColor("#fbf6ea"))
        painter.setPen(QColor("#2f6f9f"))
        painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(max(8, round(size * 0.62)))
        painter.setFont(font)
        painter.setPen(QColor("#1d2433"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "B")
        painter.end()
        icon.addPixmap(pixmap)
    return icon
