"""The live scanner's preview: the newest frame, with the board outline found drawn over it, and
once captured the letters read on the dice. It zooms and pans as the board view does."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QImage,
    QPainter,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsPixmapItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QWidget,
)

from gui.qt.board_render import cosmetic
from gui.qt.zoomable_view import ZoomableView
from vision.result import BoardReading, Quad

SEARCHING_COLOR = QColor("#ffb300")  # amber: a board, not yet still
STEADY_COLOR = QColor("#43a047")  # green: still, being read or captured


class LiveView(ZoomableView):
    """Shows frames as they come; ``set_outline`` draws the board found on them. Video files
    dropped on it are offered through ``video_dropped``."""

    video_dropped = Signal(str)  # a local file's path

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setBackgroundBrush(QColor("#20262e"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(480, 320)
        self.setAcceptDrops(True)
        self._frame = QGraphicsPixmapItem()
        # Frames are drawn without smoothing: 30 a second of a scaled 720p frame costs the GUI
        # thread several times more smoothed, and the preview moves too fast to tell.
        self._frame.setTransformationMode(Qt.TransformationMode.FastTransformation)
        self.scene().addItem(self._frame)
        self._outline = QGraphicsPolygonItem()
        self._outline.setPen(cosmetic(SEARCHING_COLOR, 4))
        self._outline.setZValue(1)
        self._outline.hide()
        self.scene().addItem(self._outline)
        self._letters: list[QGraphicsSimpleTextItem] = []
        self.frames_shown = 0

    # -- what is shown -----------------------------------------------------------------------

    @property
    def outline_item(self) -> QGraphicsPolygonItem:
        return self._outline

    @property
    def outline_shown(self) -> bool:
        return self._outline.isVisible()

    def set_frame(self, image: QImage) -> None:
        size_changed = self._frame.pixmap().size() != image.size()
        self._frame.setPixmap(QPixmap.fromImage(image))
        self.frames_shown += 1
        if size_changed:
            self.setSceneRect(QRectF(0, 0, image.width(), image.height()))
            self.fit_to_window()

    def set_outline(self, outline: Quad | None, steady: bool) -> None:
        if outline is None:
            self._outline.hide()
            return
        self._outline.setPolygon(QPolygonF([QPointF(x, y) for x, y in outline]))
        self._outline.setPen(cosmetic(STEADY_COLOR if steady else SEARCHING_COLOR, 4))
        self._outline.show()

    def show_reading(self, reading: BoardReading, image: QImage) -> None:
        """The frame the board was read from, its outline, and each die's letter on it."""
        self.set_frame(image)
        self.set_outline(reading.board_outline, steady=True)
        self.clear_letters()
        for die in reading.dice:
            corners = [QPointF(x, y) for x, y in die.outline]
            centre = sum(corners, QPointF()) / 4
            side = max(8.0, (corners[1] - corners[0]).manhattanLength() / 2)
            label = QGraphicsSimpleTextItem("·" if die.face == "*" else die.face)
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(8, round(side * 0.55)))
            label.setFont(font)
            label.setBrush(QBrush(QColor("#ffffff")))
            label.setPen(cosmetic(QColor("#1b5e20"), 2))
            box = label.boundingRect()
            label.setPos(centre - QPointF(box.width() / 2, box.height() / 2))
            label.setZValue(2)
            self.scene().addItem(label)
            self._letters.append(label)

    def clear_letters(self) -> None:
        for label in self._letters:
            self.scene().removeItem(label)
        self._letters = []

    def clear(self) -> None:
        self.clear_letters()
        self._outline.hide()
        self._frame.setPixmap(QPixmap())

    @property
    def letters(self) -> list[str]:
        return [label.text() for label in self._letters]

    # -- drops -------------------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragEnterEvent) -> None:  # type: ignore[override]
        # QGraphicsView hands moves to the scene, which refuses them with no item taking drops.
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        for url in event.mimeData().urls():
            if url.isLocalFile():
                self.video_dropped.emit(url.toLocalFile())
                event.acceptProposedAction()
                return
