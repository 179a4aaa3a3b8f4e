"""Scene items for the board: where each die is, and the layers drawn over it.

Two geometries share one drawing code: dice found in a photo (scene units are image pixels)
and a clean rendered tray. Lines use cosmetic pens so they stay crisp at any zoom; text and
markers are sized from the die so they scale with it. A word's path (``path_render``) paints
above every mark and letter, so nothing on a die can hide where the word goes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from gui.model.document import Cell
from vision.result import BoardReading, Quad

# Item data roles, so tests and hit-testing can ask an item what it shows. Every item gets a
# ROLE_KIND: asking an item for a role it lacks returns None from C++, which PySide6 6.12 on
# Python 3.11 miscounts (each such call drops a reference to None until the interpreter aborts).
ROLE_KIND = 0
ROLE_CELL = 1
ROLE_STEP = 2

# Paint order, bottom to top.
Z_PHOTO = 0.0
Z_TRAY = 1.0
Z_DIE = 2.0
Z_PLATE = 3.0
Z_FACE = 3.5
Z_DIM = 4.0
Z_OUTLINE = 5.0
Z_MARK = 6.0  # ? and tick: above letters and outlines, below the selection and any path
Z_SELECTION = 7.0
Z_PATH = 8.0
Z_PATH_STEP = 9.0

BADGE_RADIUS = 0.15  # of a die's side
# The ? and tick marks sit at a die's top-right corner (corners run TL, TR, BR, BL). Step
# numbers prefer the top-left and arrows leave from the middle, so the top-right is the corner
# most often free; a path still paints above a mark wherever the two meet.
MARK_CORNER = 1
# A plate is the die outline shrunk about its centre, then grown by a rounded rim: 90% of the
# die across, so the die's own edge still shows round it.
PLATE_SHRINK = 0.66
PLATE_RIM = 0.12  # of a die's side
DIE_SIZE = 100.0
DIE_GAP = 14.0
TRAY_MARGIN = 22.0

INK = QColor("#1d2433")
DIE_FILL = QColor("#fbf6ea")
TRAY_FILL = QColor("#2f6f9f")
SELECTION = QColor("#1e88e5")
UNCERTAIN = QColor("#ff9800")
PLATE_FILL = QColor(251, 246, 234, 235)  # mostly opaque: the read letter, not the photo's
PLATE_UNCERTAIN = QColor(255, 214, 153, 240)
CORRECTED = QColor("#43a047")
PATH = QColor("#e53935")
PATH_START = QColor("#2e7d32")


@dataclass(frozen=True)
class DieShape:
    cell: Cell
    polygon: QPolygonF
    centre: QPointF
    size: float  # side length in scene units
    angle: float  # degrees the board's rows are turned in the scene
    rounded: bool = False  # a rendered die with rounded corners (photo dice are quads)

    def contains(self, point: QPointF) -> bool:
        return self.polygon.containsPoint(point, Qt.FillRule.OddEvenFill)

    def outline_path(self) -> QPainterPath:
        path = QPainterPath()
        if self.rounded:
            radius = self.size * 0.16
            path.addRoundedRect(self.polygon.boundingRect(), radius, radius)
        else:
            path.addPolygon(self.polygon)
            path.closeSubpath()
        return path


def _polygon(quad: Quad) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in quad])


def shapes_from_reading(reading: BoardReading) -> list[DieShape]:
    shapes = []
    for die in reading.dice:
        polygon = _polygon(die.outline)
        (x0, y0), (x1, y1), _, (x3, y3) = die.outline
        width = math.hypot(x1 - x0, y1 - y0)
        height = math.hypot(x3 - x0, y3 - y0)
        cx = sum(x for x, _ in die.outline) / 4
        cy = sum(y for _, y in die.outline) / 4
        angle = math.degrees(math.atan2(y1 - y0, x1 - x0))
        shapes.append(
            DieShape((die.row, die.col), polygon, QPointF(cx, cy), (width + height) / 2, angle)
        )
    return shapes


def rendered_shapes(rows: int, cols: int) -> list[DieShape]:
    shapes = []
    step = DIE_SIZE + DIE_GAP
    for r in range(rows):
        for c in range(cols):
            rect = QRectF(TRAY_MARGIN + c * step, TRAY_MARGIN + r * step, DIE_SIZE, DIE_SIZE)
            polygon = QPolygonF(
                [rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()]
            )
            shapes.append(DieShape((r, c), polygon, rect.center(), DIE_SIZE, 0.0, rounded=True))
    return shapes


def rendered_tray_rect(rows: int, cols: int) -> QRectF:
    step = DIE_SIZE + DIE_GAP
    return QRectF(
        0, 0, cols * step - DIE_GAP + 2 * TRAY_MARGIN, rows * step - DIE_GAP + 2 * TRAY_MARGIN
    )


def cosmetic(color: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, width, style)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


# The kinds of item in the top layer, which the view redraws on its own (path, dim, selection).
OVERLAY_KINDS = frozenset(
    {"dim", "selection", "path-tint", "path-die", "path-arrow", "path-step", "path-step-label"}
)


def tag(item: QGraphicsItem, kind: str, cell: Cell | None = None, z: float = 0.0) -> None:
    item.setData(ROLE_KIND, kind)
    if cell is not None:
        item.setData(ROLE_CELL, cell)
    item.setZValue(z)


def add_tray(scene: QGraphicsScene, rows: int, cols: int) -> None:
    path = QPainterPath()
    path.addRoundedRect(rendered_tray_rect(rows, cols), 24, 24)
    tray = QGraphicsPathItem(path)
    tray.setBrush(QBrush(TRAY_FILL))
    tray.setPen(QPen(Qt.PenStyle.NoPen))
    tag(tray, "tray", z=Z_TRAY)
    scene.addItem(tray)


def add_rendered_die(scene: QGraphicsScene, shape: DieShape) -> None:
    body = QGraphicsPathItem(shape.outline_path())
    body.setBrush(QBrush(DIE_FILL))
    body.setPen(cosmetic(QColor("#c9bfa8"), 1.0))
    tag(body, "die", shape.cell, Z_DIE)
    scene.addItem(body)


def add_photo_die(scene: QGraphicsScene, shape: DieShape, uncertain: bool) -> None:
    outline = QGraphicsPolygonItem(shape.polygon)
    if uncertain:
        outline.setPen(cosmetic(UNCERTAIN, 3.0, Qt.PenStyle.DashLine))
    else:
        outline.setPen(cosmetic(QColor(255, 255, 255, 200), 1.5))
    outline.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    tag(outline, "die", shape.cell, Z_OUTLINE)
    scene.addItem(outline)


def add_board_outline(scene: QGraphicsScene, quad: Quad) -> None:
    item = QGraphicsPolygonItem(_polygon(quad))
    item.setPen(cosmetic(QColor("#00e5ff"), 2.5))
    tag(item, "board-outline", z=Z_OUTLINE)
    scene.addItem(item)


def _centred_text(text: str, shape: DieShape, scale: float) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(4, round(shape.size * scale)))
    item.setFont(font)
    item.setBrush(QBrush(INK))
    bounds = item.boundingRect()
    transform = QTransform()
    transform.translate(shape.centre.x(), shape.centre.y())
    transform.rotate(shape.angle)
    transform.translate(-bounds.width() / 2, -bounds.height() / 2)
    item.setTransform(transform)
    return item


def _plate(shape: DieShape, uncertain: bool) -> QGraphicsPathItem:
    """A light plate over a photo die, following its outline (perspective included) with
    rounded corners: the read letter on it stays legible over any photo."""
    centre = shape.centre
    core = QPainterPath()
    core.addPolygon(
        QPolygonF([centre + (point - centre) * PLATE_SHRINK for point in shape.polygon])
    )
    core.closeSubpath()
    stroker = QPainterPathStroker()
    stroker.setWidth(shape.size * PLATE_RIM * 2)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    plate = QGraphicsPathItem(stroker.createStroke(core).united(core).simplified())
    if uncertain:
        plate.setBrush(QBrush(PLATE_UNCERTAIN))
        plate.setPen(cosmetic(UNCERTAIN, 3.0))
    else:
        plate.setBrush(QBrush(PLATE_FILL))
        plate.setPen(cosmetic(QColor(0, 0, 0, 110), 1.0))
    tag(plate, "plate", shape.cell, Z_PLATE)
    return plate


def add_face(
    scene: QGraphicsScene, shape: DieShape, face: str, on_photo: bool, uncertain: bool = False
) -> None:
    """The face as read or typed. Over a photo it sits on a plate, dark and upright in the
    board's frame, so it never mixes with the (often turned) letter printed on the die."""
    shown = "" if face == "*" else face
    scale = 0.56 if len(shown) == 1 else 0.42
    if on_photo:
        scene.addItem(_plate(shape, uncertain))
    item = _centred_text(shown, shape, scale)
    tag(item, "face", shape.cell, Z_FACE)
    scene.addItem(item)
    if face in ("M", "W", "Z", "N"):  # real dice underline these to tell them apart
        bar = QGraphicsPathItem()
        path = QPainterPath()
        width = shape.size * 0.3
        path.addRect(QRectF(-width / 2, shape.size * 0.3, width, shape.size * 0.04))
        bar.setPath(path)
        bar.setBrush(QBrush(INK))
        bar.setPen(QPen(Qt.PenStyle.NoPen))
        bar.setPos(shape.centre)
        bar.setRotation(shape.angle)
        tag(bar, "face", shape.cell, Z_FACE)
        scene.addItem(bar)


def corner_centre(shape: DieShape, corner_index: int, radius: float) -> QPointF:
    corner = shape.polygon.at(corner_index)
    inward = shape.centre - corner
    length = math.hypot(inward.x(), inward.y()) or 1.0
    return corner + inward * (radius * 1.3 / length)


def badge(
    scene: QGraphicsScene,
    shape: DieShape,
    corner_index: int,
    text: str,
    color: QColor,
    kind: str,
    z: float,
    step: int | None = None,
) -> None:
    radius = shape.size * BADGE_RADIUS
    centre = corner_centre(shape, corner_index, radius)
    path = QPainterPath()
    path.addEllipse(centre, radius, radius)
    badge = QGraphicsPathItem(path)
    badge.setBrush(QBrush(color))
    badge.setPen(cosmetic(QColor("#ffffff"), 1.5))
    tag(badge, kind, shape.cell, z)
    scene.addItem(badge)
    label = QGraphicsSimpleTextItem(text)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(4, round(radius * (1.45 if len(text) == 1 else 1.15))))
    label.setFont(font)
    label.setBrush(QBrush(QColor("#ffffff")))
    bounds = label.boundingRect()
    label.setPos(centre.x() - bounds.width() / 2, centre.y() - bounds.height() / 2)
    tag(label, kind + "-label", shape.cell, z + 0.1)
    scene.addItem(label)
    if step is not None:
        badge.setData(ROLE_STEP, step)
        label.setData(ROLE_STEP, step)


def add_uncertain_mark(scene: QGraphicsScene, shape: DieShape) -> None:
    badge(scene, shape, MARK_CORNER, "?", UNCERTAIN, "uncertain", Z_MARK)


def add_corrected_mark(scene: QGraphicsScene, shape: DieShape) -> None:
    badge(scene, shape, MARK_CORNER, "✓", CORRECTED, "corrected", Z_MARK)


def add_selection(scene: QGraphicsScene, shape: DieShape) -> None:
    item = QGraphicsPathItem(shape.outline_path())
    item.setPen(cosmetic(SELECTION, 4.0))
    item.setBrush(QBrush(QColor(30, 136, 229, 40)))
    tag(item, "selection", shape.cell, Z_SELECTION)
    scene.addItem(item)


def add_dim(scene: QGraphicsScene, shape: DieShape, on_photo: bool) -> None:
    item = QGraphicsPathItem(shape.outline_path())
    item.setBrush(QBrush(QColor(0, 0, 0, 150) if on_photo else QColor(47, 111, 159, 150)))
    item.setPen(QPen(Qt.PenStyle.NoPen))
    tag(item, "dim", shape.cell, Z_DIM)
    scene.addItem(item)
