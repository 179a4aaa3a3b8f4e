"""The outline's four corners as handles over the photo, and the grid they drag along.

Each handle ignores the view's zoom (``ItemIgnoresTransformations``) so it stays the same
size on screen however far the player zooms in for a fine placement; the lines are cosmetic
pens for the same reason. Where the corners may go is the model's (gui.model.outline); the
view (gui.qt.board_view) moves them with the mouse and the keys and draws them here.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
)

from gui.model.outline import grid_lines
from gui.qt.board_render import ROLE_CELL, ROLE_KIND, cosmetic, point, tag
from vision.result import Quad

# On screen, whatever the zoom: a handle's radius, and how far from its centre a press or a
# touch still takes it (a finger is wider than a pointer).
HANDLE_RADIUS = 9.0
GRAB_RADIUS = 16.0
Z_OUTLINE_LINE = 9.5  # above the dice and marks, below the handles
Z_HANDLE = 10.0

HANDLE_FILL = QColor(30, 136, 229, 150)
HANDLE_PICKED = QColor("#ff9800")
HANDLE_RING = QColor("#ffffff")
OUTLINE_LINE = QColor(255, 255, 255, 220)
GRID_LINE = QColor(255, 235, 59, 210)
DIMMED = 0.3  # the opacity of the old reading's dice while the corners move
_OURS = frozenset({"photo", "outline-handle", "outline-line", "outline-grid"})


class CornerHandle(QGraphicsEllipseItem):
    """One corner: a ring of constant screen size centred on the corner."""

    def __init__(self, index: int) -> None:
        radius = HANDLE_RADIUS
        super().__init__(QRectF(-radius, -radius, 2 * radius, 2 * radius))
        self.index = index
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setPen(cosmetic(HANDLE_RING, 2.0))
        tag(self, "outline-handle", z=Z_HANDLE)
        self.setData(ROLE_CELL, index)  # which corner, for tests
        self.set_picked(False)

    def set_picked(self, picked: bool) -> None:
        """A corner picked with the keyboard (or held by the mouse) shows orange, larger."""
        self.setBrush(QBrush(HANDLE_PICKED if picked else HANDLE_FILL))
        self.setScale(1.35 if picked else 1.0)


class OutlineLayer:
    """The handles, the outline joining them and the grid inside it, kept in one scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.handles = [CornerHandle(index) for index in range(4)]
        self.line = QGraphicsPolygonItem()
        self.line.setPen(cosmetic(OUTLINE_LINE, 1.5, Qt.PenStyle.DashLine))
        tag(self.line, "outline-line", z=Z_OUTLINE_LINE)
        self.grid = QGraphicsPathItem()
        self.grid.setPen(cosmetic(GRID_LINE, 1.5))
        tag(self.grid, "outline-grid", z=Z_OUTLINE_LINE)
        for item in (self.line, self.grid, *self.handles):
            scene.addItem(item)

    def dim_the_rest(self, dim: bool) -> None:
        """While the corners move, the dice read inside the old ones step back (they are
        read again on release), and the grid that follows the corners stands out."""
        scene = self.line.scene()
        if scene is None:
            return
        for item in scene.items():
            if item.data(ROLE_KIND) not in _OURS:
                item.setOpacity(DIMMED if dim else 1.0)

    def show(self, quad: Quad, grid: tuple[int, int] | None, picked: int | None) -> None:
        """The corners at ``quad``; ``grid`` (rows, cols) drawn inside when given."""
        for handle, corner in zip(self.handles, quad, strict=True):
            handle.setPos(point(corner))
            handle.set_picked(handle.index == picked)
        self.line.setPolygon(QPolygonF([point(corner) for corner in quad]))
        path = QPainterPath()
        if grid is not None:
            for start, end in grid_lines(quad, *grid):
                path.moveTo(QPointF(*start))
                path.lineTo(QPointF(*end))
        self.grid.setPath(path)
        self.grid.setVisible(grid is not None)
