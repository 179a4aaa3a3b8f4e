"""A word's path over the board: a ring on each die, arrows between them, numbered steps.

Everything here paints above the letters and the ? and tick marks (see the Z_ values in
``board_render``), so a path is never hidden under something drawn on a die.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection, Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsPolygonItem, QGraphicsScene

from gui.model.document import Cell
from gui.qt.board_render import (
    BADGE_RADIUS,
    MARK_CORNER,
    PATH,
    PATH_START,
    ROLE_STEP,
    Z_DIM,
    Z_PATH,
    Z_PATH_STEP,
    DieShape,
    badge,
    corner_centre,
    cosmetic,
    tag,
)


def _arrow_head(tip: QPointF, direction: QPointF, size: float) -> QPolygonF:
    normal = QPointF(-direction.y(), direction.x())
    base = tip - direction * size
    return QPolygonF([tip, base + normal * (size * 0.55), base - normal * (size * 0.55)])


def add_path(
    scene: QGraphicsScene,
    shapes: Sequence[DieShape],
    path: Sequence[Cell],
    marked: Collection[Cell] = (),
) -> None:
    """Highlight the dice of ``path`` with numbered corner badges and arrows in the gaps
    between letters (so the letters stay readable); the first die is green."""
    by_cell = {shape.cell: shape for shape in shapes}
    steps = [by_cell[cell] for cell in path]
    for index, shape in enumerate(steps):
        color = PATH_START if index == 0 else PATH
        # The tint goes under the ? and tick marks (it would wash them out); the ring's line
        # goes with the rest of the path, above everything on the die.
        tint = QGraphicsPathItem(shape.outline_path())
        fill = QColor(color)
        fill.setAlpha(45)
        tint.setBrush(QBrush(fill))
        tint.setPen(QPen(Qt.PenStyle.NoPen))
        tag(tint, "path-tint", shape.cell, Z_DIM)
        scene.addItem(tint)
        ring = QGraphicsPathItem(shape.outline_path())
        ring.setPen(cosmetic(color, 4.0 if index == 0 else 3.0))
        tag(ring, "path-die", shape.cell, Z_PATH)
        ring.setData(ROLE_STEP, index)
        scene.addItem(ring)
    for index, (start, end) in enumerate(itertools.pairwise(steps)):
        size = min(start.size, end.size)
        delta = end.centre - start.centre
        length = math.hypot(delta.x(), delta.y()) or 1.0
        unit = delta / length
        clearance = min(size * 0.3, length * 0.3)
        tail = start.centre + unit * clearance
        tip = end.centre - unit * clearance
        head_size = size * 0.16
        line = QPainterPath(tail)
        line.lineTo(tip - unit * head_size * 0.7)
        shaft = QGraphicsPathItem(line)
        shaft.setPen(cosmetic(PATH, 5.0))
        tag(shaft, "path-arrow", start.cell, Z_PATH)
        shaft.setData(ROLE_STEP, index)
        scene.addItem(shaft)
        head = QGraphicsPolygonItem(_arrow_head(tip, unit, head_size))
        head.setBrush(QBrush(PATH))
        head.setPen(cosmetic(PATH, 1.0))
        tag(head, "path-arrow", end.cell, Z_PATH)
        head.setData(ROLE_STEP, index)
        scene.addItem(head)
    taken: list[QPointF] = []
    for index, shape in enumerate(steps):
        color = PATH_START if index == 0 else PATH
        neighbours = [steps[i] for i in (index - 1, index + 1) if 0 <= i < len(steps)]
        corner = _free_corner(shape, neighbours, taken, shape.cell in marked)
        taken.append(corner_centre(shape, corner, shape.size * BADGE_RADIUS))
        badge(scene, shape, corner, str(index + 1), color, "path-step", Z_PATH_STEP, step=index)


def _unit(vector: QPointF) -> QPointF:
    length = math.hypot(vector.x(), vector.y()) or 1.0
    return vector / length


def _free_corner(
    shape: DieShape,
    neighbours: Sequence[DieShape],
    taken: Sequence[QPointF],
    marked: bool,
) -> int:
    """The corner of a die for its step number: away from the arrows into and out of it, from
    numbers already placed and from the die's own ? or tick mark (top-right); the top-left
    when several are equally clear, so numbers sit in the same place."""
    arrows = [_unit(other.centre - shape.centre) for other in neighbours]
    radius = shape.size * BADGE_RADIUS

    def crowding(corner: int) -> float:
        towards = _unit(shape.polygon.at(corner) - shape.centre)
        score = max((towards.x() * a.x() + towards.y() * a.y() for a in arrows), default=-1.0)
        centre = corner_centre(shape, corner, radius)
        if any(math.hypot(*(centre - other).toTuple()) < radius * 2.6 for other in taken):
            score += 2.0
        if marked and corner == MARK_CORNER:
            score += 4.0
        return score

    return min(range(4), key=lambda corner: (round(crowding(corner), 3), corner))
