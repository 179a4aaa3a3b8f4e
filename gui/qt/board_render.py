"""Scene items for the board: each die, and the layers drawn over it.

Where the dice are comes from ``gui.model.geometry`` (a photo's dice or a clean rendered tray);
this module paints them. Lines use cosmetic pens so they stay crisp at any zoom; text and
markers are sized from the die so they scale with it. A word's path (``path_render``) paints
above every mark and letter, so nothing on a die can hide where the word goes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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

from gui.model.document import Mark
from gui.model.geometry import (
    BADGE_RADIUS,
    MARK_CORNER,
    DieGeometry,
    Point,
    Rect,
    dice_from_reading,
    rendered_dice,
    tray_rect,
)
from solver import BLANK, Cell
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

# A plate is the die outline shrunk about its centre, then grown by a rounded rim: 90% of the
# die across, so the die's own edge still shows round it.
PLATE_SHRINK = 0.66
PLATE_RIM = 0.12  # of a die's side

INK = QColor("#1d2433")
DIE_FILL = QColor("#fbf6ea")
TRAY_FILL = QColor("#2f6f9f")
SELECTION = QColor("#1e88e5")
UNCERTAIN = QColor("#ff9800")
PLATE_FILL = QColor(251, 246, 234, 235)  # mostly opaque: the read letter, not the photo's
PLATE_UNCERTAIN = QColor(255, 214, 153, 240)
CORRECTED = QColor("#43a047")
# While a word's path is shown the marks step back (see ``MarkItems``): faint, but still there.
SUBDUED_OPACITY = 0.2
PATH = QColor("#e53935")
PATH_START = QColor("#2e7d32")


def point(xy: Point) -> QPointF:
    return QPointF(*xy)


def rect(box: Rect) -> QRectF:
    return QRectF(*box)


@dataclass(frozen=True)
class DieShape:
    """A die as the scene draws it: its geometry from the model, in Qt's types."""

    geometry: DieGeometry
    polygon: QPolygonF
    centre: QPointF

    @classmethod
    def of(cls, geometry: DieGeometry) -> DieShape:
        polygon = QPolygonF([point(corner) for corner in geometry.corners])
        return cls(geometry, polygon, point(geometry.centre))

    @property
    def cell(self) -> Cell:
        return self.geometry.cell

    @property
    def size(self) -> float:
        """Side length in scene units."""
        return self.geometry.size

    @property
    def angle(self) -> float:
        """Degrees the board's rows are turned in the scene."""
        return self.geometry.angle

    def contains(self, position: QPointF) -> bool:
        return self.polygon.containsPoint(position, Qt.FillRule.OddEvenFill)

    def outline_path(self) -> QPainterPath:
        path = QPainterPath()
        if self.geometry.rounded:
            radius = self.size * 0.16
            path.addRoundedRect(self.polygon.boundingRect(), radius, radius)
        else:
            path.addPolygon(self.polygon)
            path.closeSubpath()
        return path


def _polygon(quad: Quad) -> QPolygonF:
    return QPolygonF([point(corner) for corner in quad])


def shapes_from_reading(reading: BoardReading) -> list[DieShape]:
    return [DieShape.of(die) for die in dice_from_reading(reading)]


def rendered_shapes(rows: int, cols: int) -> list[DieShape]:
    return [DieShape.of(die) for die in rendered_dice(rows, cols)]


def rendered_tray_rect(rows: int, cols: int) -> QRectF:
    return rect(tray_rect(rows, cols))


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


def add_photo_die(scene: QGraphicsScene, shape: DieShape, uncertain: bool) -> QGraphicsPolygonItem:
    outline = QGraphicsPolygonItem(shape.polygon)
    if uncertain:
        outline.setPen(cosmetic(UNCERTAIN, 3.0, Qt.PenStyle.DashLine))
    else:
        outline.setPen(cosmetic(QColor(255, 255, 255, 200), 1.5))
    outline.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    tag(outline, "die", shape.cell, Z_OUTLINE)
    scene.addItem(outline)
    return outline


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
    style_plate(plate, uncertain)
    tag(plate, "plate", shape.cell, Z_PLATE)
    return plate


def style_plate(plate: QGraphicsPathItem, uncertain: bool) -> None:
    """An unsure die's plate is orange; any other die's, and a subdued unsure one's, is light."""
    if uncertain:
        plate.setBrush(QBrush(PLATE_UNCERTAIN))
        plate.setPen(cosmetic(UNCERTAIN, 3.0))
    else:
        plate.setBrush(QBrush(PLATE_FILL))
        plate.setPen(cosmetic(QColor(0, 0, 0, 110), 1.0))


def add_face(
    scene: QGraphicsScene, shape: DieShape, face: str, on_photo: bool, uncertain: bool = False
) -> QGraphicsPathItem | None:
    """The face as read or typed. Over a photo it sits on a plate, dark and upright in the
    board's frame, so it never mixes with the (often turned) letter printed on the die.
    Returns the plate (None off the photo)."""
    shown = "" if face == BLANK else face
    scale = 0.56 if len(shown) == 1 else 0.42
    plate = _plate(shape, uncertain) if on_photo else None
    if plate is not None:
        scene.addItem(plate)
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
    return plate


def corner_centre(shape: DieShape, corner_index: int, radius: float) -> QPointF:
    return point(shape.geometry.corner_centre(corner_index, radius))


def badge(
    scene: QGraphicsScene,
    shape: DieShape,
    corner_index: int,
    text: str,
    color: QColor,
    kind: str,
    z: float,
    step: int | None = None,
) -> tuple[QGraphicsPathItem, QGraphicsSimpleTextItem]:
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
    return badge, label


_MARK_STYLE = {Mark.UNCERTAIN: (UNCERTAIN, "uncertain"), Mark.CORRECTED: (CORRECTED, "corrected")}


def add_mark(scene: QGraphicsScene, shape: DieShape, mark: Mark) -> list[QGraphicsItem]:
    color, kind = _MARK_STYLE[mark]
    return list(badge(scene, shape, MARK_CORNER, mark.value, color, kind, Z_MARK))


@dataclass
class MarkItems:
    """The items that show what the reader was unsure of or the player corrected: the ? and
    tick badges, an unsure die's dashed orange outline and its orange plate. While a word's
    path is shown they step back (``subdue``), so the path's arrows and numbers stand out
    even when most dice are unsure; the orange plates turn light rather than faint, so the
    letters on them stay as legible as on any other die."""

    faded: list[QGraphicsItem] = field(default_factory=list)
    plates: list[QGraphicsPathItem] = field(default_factory=list)

    def subdue(self, subdued: bool) -> None:
        for item in self.faded:
            item.setOpacity(SUBDUED_OPACITY if subdued else 1.0)
        for plate in self.plates:
            style_plate(plate, uncertain=not subdued)


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
