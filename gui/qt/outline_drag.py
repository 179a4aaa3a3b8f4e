"""Moving the outline's corners on the board view: with the mouse (or a finger), or a key to
pick a corner and the arrow keys to move it (Shift for larger steps).

The view (gui.qt.board_view) hands its presses, moves, releases and keys here first; what
this does not take is the view's as before (a click selects a die, a drag pans). A drag shows
the grid following the corners live; on release, or a moment after the last arrow key,
``moved`` says where the corners were left, and the model reads the board again inside them
(gui.model.outline_moves).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from gui.model.outline import moved, nudged, same_quad
from gui.qt.outline_handles import GRAB_RADIUS, OutlineLayer
from vision.result import Quad

# Screen pixels an arrow key moves a picked corner, and with Shift.
KEY_STEP = 1.0
SHIFT_STEP = 10.0
# After the last arrow key, how long until the board is read inside the corners: a run of key
# presses is one move, read once.
KEY_SETTLE_MS = 700

_ARROWS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}


class OutlineDrag(QObject):
    """The corners on one view: where they are, which is picked or held, and their layer."""

    moved = Signal(object)  # Quad: the corners were left here; read the board inside them
    picked_changed = Signal(object)  # int | None: the corner the arrow keys move

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self._view = view
        self._layer: OutlineLayer | None = None
        self._quad: Quad | None = None
        self._settled: Quad | None = None  # where the corners were last read (or put up)
        self._image_size = (0, 0)
        self._grid: tuple[int, int] = (4, 4)
        self._always_grid = False
        self._held: int | None = None
        self._picked: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(KEY_SETTLE_MS)
        self._timer.timeout.connect(self._commit)

    # -- state -------------------------------------------------------------------------------

    @property
    def quad(self) -> Quad | None:
        """Where the corners are on screen now (None: no handles shown)."""
        return self._quad if self._layer is not None else None

    @property
    def picked(self) -> int | None:
        return self._picked

    @property
    def active(self) -> bool:
        """Whether the corners are being moved (held by the mouse, or picked by a key)."""
        return self._held is not None or self._picked is not None

    def attach(
        self,
        scene: QGraphicsScene,
        quad: Quad,
        image_size: tuple[int, int],
        grid: tuple[int, int],
        always_grid: bool,
    ) -> None:
        """Show the handles at ``quad`` in ``scene`` (just rebuilt). ``always_grid``: draw the
        ``grid`` (rows, cols) even at rest: the corners have no reading of their own yet."""
        if self._held is not None and self._quad is not None:
            quad = self._quad  # a rebuild during a drag keeps the corner under the pointer
        self._layer = OutlineLayer(scene)
        self._quad, self._settled = quad, quad
        self._image_size, self._grid, self._always_grid = image_size, grid, always_grid
        self._show()

    def detach(self) -> None:
        self._layer = None
        self._held = None
        self._set_picked(None)

    def handle_at(self, index: int) -> QPoint:
        """A corner's place in view coordinates (for tests and the screenshots)."""
        assert self._quad is not None
        x, y = self._quad[index]
        return self._view.mapFromScene(x, y)

    # -- the mouse ---------------------------------------------------------------------------

    def press(self, position: QPoint) -> bool:
        """A left press: take the corner under ``position`` (view coordinates), if any."""
        index = self._corner_near(position)
        if index is None:
            return False
        self._timer.stop()
        self._held = index
        self._show()
        return True

    def drag(self, position: QPoint) -> bool:
        if self._held is None or self._quad is None:
            return False
        at = self._view.mapToScene(position)
        self._quad = moved(self._quad, self._held, (at.x(), at.y()), self._image_size)
        self._show()
        return True

    def release(self) -> bool:
        if self._held is None:
            return False
        self._held = None
        self._commit()
        return True

    def _corner_near(self, position: QPoint) -> int | None:
        if self._layer is None or self._quad is None:
            return None
        distances = [
            math.dist((position.x(), position.y()), (at.x(), at.y()))
            for at in (self.handle_at(index) for index in range(4))
        ]
        nearest = min(range(4), key=distances.__getitem__)
        return nearest if distances[nearest] <= GRAB_RADIUS else None

    # -- the keys ----------------------------------------------------------------------------

    def pick_next(self) -> None:
        """Pick the next corner for the arrow keys (clockwise from the top-left); after the
        fourth, none."""
        if self._layer is None:
            return
        following = 0 if self._picked is None else self._picked + 1
        self._set_picked(following if following < 4 else None)
        self._commit()
        self._show()

    def key(self, event: QKeyEvent) -> bool:
        """Arrow keys move the picked corner; Enter reads inside the corners now; Escape lets
        go of the corner."""
        if self._picked is None or self._quad is None:
            return False
        key = event.key()
        if key in _ARROWS:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            screen = SHIFT_STEP if shift else KEY_STEP
            per_pixel = 1.0 / max(self._view.transform().m11(), 1e-9)  # photo px per screen px
            dx, dy = _ARROWS[key]
            step = (dx * screen * per_pixel, dy * screen * per_pixel)
            self._quad = nudged(self._quad, self._picked, step, self._image_size)
            self._show()
            self._timer.start()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._commit()
        elif key == Qt.Key.Key_Escape:
            self._set_picked(None)
            self._commit()
            self._show()
        else:
            return False
        return True

    # -- drawing and committing --------------------------------------------------------------

    def _set_picked(self, index: int | None) -> None:
        if index != self._picked:
            self._picked = index
            self.picked_changed.emit(index)

    def _show(self) -> None:
        if self._layer is None or self._quad is None:
            return
        moving = not same_quad(self._quad, self._settled)
        marked = self._held if self._held is not None else self._picked
        grid = self._grid if moving or self._always_grid else None
        self._layer.show(self._quad, grid, marked)
        self._layer.dim_the_rest(moving)

    def _commit(self) -> None:
        self._timer.stop()
        if self._quad is not None and not same_quad(self._quad, self._settled):
            self._settled = self._quad
            self.moved.emit(self._quad)
