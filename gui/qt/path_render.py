"""A word's path over the board: a ring on each die, arrows between them, numbered steps.

Everything here paints above the letters and the ? and tick marks (see the Z_ values in
``board_render``), so a path is never hidden under something drawn on a die.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsPolygonItem, QGraphicsScene

from gui.model.geometry import path_arrows, step_corners
from gui.qt.board_render import (
    PATH,
    PATH_START,
    ROLE_STEP,
    Z_DIM,
    Z_PATH,
    Z_PATH_STEP,
    DieShape,
    badge,
    cosmetic,
    point,
    tag,
)
from solver import Cell


def add_path(
    scene: QGraphicsScene,
    shapes: Sequence[DieShape],
    path: Sequence[Cell],
    marked: Collection[Cell] = (),
) -> None:
    """Highlight the dice of ``path`` with numbered corner badges and arrows in the gaps
    between letters (so the letters stay readable); the first die is green. Where the arrows
    and numbers go is ``gui.model.geometry``'s to say."""
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
    geometry = [shape.geometry for shape in steps]
    for index, arrow in enumerate(path_arrows(geometry)):
        line = QPainterPath(point(arrow.tail))
        line.lineTo(point(arrow.shaft_end))
        shaft = QGraphicsPathItem(line)
        shaft.setPen(cosmetic(PATH, 5.0))
        tag(shaft, "path-arrow", arrow.start, Z_PATH)
        shaft.setData(ROLE_STEP, index)
        scene.addItem(shaft)
        head = QGraphicsPolygonItem(QPolygonF([point(corner) for corner in arrow.head]))
        head.setBrush(QBrush(PATH))
        head.setPen(cosmetic(PATH, 1.0))
        tag(head, "path-arrow", arrow.end, Z_PATH)
        head.setData(ROLE_STEP, index)
        scene.addItem(head)
    for index, (shape, corner) in enumerate(
        zip(steps, step_corners(geometry, marked), strict=True)
    ):
        color = PATH_START if index == 0 else PATH
        badge(scene, shape, corner, str(index + 1), color, "path-step", Z_PATH_STEP, step=index)
