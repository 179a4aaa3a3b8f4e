"""A graphics view that fits its scene to the window and lets the player zoom in and pan.

Zoom is kept relative to fit-to-window (1.0 = the whole scene rect fits), so resizing the
window keeps whatever the player chose: a fitted view stays fitted, a zoomed one stays zoomed
by the same amount around the same spot. A left click that does not move is a click (the
subclass decides what it selects); a left drag pans. Subclasses never see the drag.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QNativeGestureEvent, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QApplication, QGestureEvent, QGraphicsView, QPinchGesture, QWidget

MAX_ZOOM = 12.0
WHEEL_STEP = 1.25  # zoom factor per wheel notch (120 eighths of a degree)
KEY_STEP = 1.5  # zoom factor of Zoom in / Zoom out


class ZoomableView(QGraphicsView):
    zoom_changed = Signal(float)  # the new zoom; 1.0 is fit-to-window

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # We anchor zooms ourselves (under the cursor, or the centre on resize).
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self._zoom = 1.0
        self._press: QPoint | None = None  # where the left button went down, while it is down
        self._last: QPoint = QPoint()
        self._dragged = False

    # -- zoom --------------------------------------------------------------------------------

    @property
    def zoom(self) -> float:
        return self._zoom

    @property
    def is_zoomed(self) -> bool:
        return self._zoom > 1.0 + 1e-6

    def fit_to_window(self) -> None:
        changed = self.is_zoomed
        self._zoom = 1.0
        self._apply_scale()
        self.centerOn(self.sceneRect().center())
        if changed:
            self.zoom_changed.emit(self._zoom)

    def zoom_in(self) -> None:
        self.zoom_by(KEY_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1.0 / KEY_STEP)

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom keeping the scene point under ``anchor`` (view coordinates) where it is."""
        zoom = min(max(self._zoom * factor, 1.0), MAX_ZOOM)
        if abs(zoom - self._zoom) < 1e-9:
            return
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        held = self.mapToScene(anchor.toPoint())
        self._zoom = zoom
        self._apply_scale()
        if not self.is_zoomed:
            self.centerOn(self.sceneRect().center())
        else:
            self._scroll_by(self.mapFromScene(held) - anchor.toPoint())
        self.zoom_changed.emit(self._zoom)

    def _fit_scale(self) -> float:
        rect = self.sceneRect()
        viewport = self.viewport().rect()
        if rect.isEmpty() or viewport.isEmpty():
            return 1.0
        return min(viewport.width() / rect.width(), viewport.height() / rect.height())

    def _apply_scale(self) -> None:
        scale = self._fit_scale() * self._zoom
        self.setTransform(QTransform.fromScale(scale, scale))

    def _scroll_by(self, delta: QPoint) -> None:
        # The scroll bars are hidden but still hold the pan position.
        horizontal = self.horizontalScrollBar()
        vertical = self.verticalScrollBar()
        horizontal.setValue(horizontal.value() + delta.x())
        vertical.setValue(vertical.value() + delta.y())

    def resizeEvent(self, event: QResizeEvent) -> None:
        centre = self.mapToScene(self.viewport().rect().center())
        super().resizeEvent(event)
        self._apply_scale()
        self.centerOn(centre if self.is_zoomed else self.sceneRect().center())

    # -- input -------------------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        notches = event.angleDelta().y() / 120.0
        if not notches:
            event.ignore()
            return
        self.zoom_by(WHEEL_STEP**notches, event.position())
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:
        # Touchpad pinches arrive as native gestures (macOS, Wayland), touch screens as QPinch.
        if isinstance(event, QNativeGestureEvent):
            if event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                self.zoom_by(1.0 + event.value(), event.position())
                return True
        elif isinstance(event, QGestureEvent):
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                centre = self.viewport().mapFromGlobal(pinch.centerPoint().toPoint())
                self.zoom_by(pinch.scaleFactor(), QPointF(centre))
                event.accept()
                return True
        return super().viewportEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        position = event.position().toPoint()
        if event.button() == Qt.MouseButton.LeftButton:
            # Wait for the release: only then do we know whether this was a click or a drag.
            self._press = position
            self._last = position
            self._dragged = False
        else:
            self._clicked(position, event.button(), event.globalPosition().toPoint())
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        position = event.position().toPoint()
        distance = (position - self._press).manhattanLength()
        if not self._dragged and distance >= QApplication.startDragDistance():
            self._dragged = True
            if self.is_zoomed:
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._dragged and self.is_zoomed:
            self._scroll_by(self._last - position)
        self._last = position
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        dragged = self._dragged
        self._press = None
        self._dragged = False
        self.viewport().unsetCursor()
        if not dragged:
            position = event.position().toPoint()
            self._clicked(position, event.button(), event.globalPosition().toPoint())
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        position = event.position().toPoint()
        if event.button() == Qt.MouseButton.LeftButton and self._is_background(position):
            self.fit_to_window()
            event.accept()
            return
        # A quick second click on a die is just another click. Take it now: the release that
        # follows a double-click is not always delivered (QTest sends none).
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._clicked(position, event.button(), event.globalPosition().toPoint())
        event.accept()

    # -- for subclasses ----------------------------------------------------------------------

    def _clicked(self, position: QPoint, button: Qt.MouseButton, global_position: QPoint) -> None:
        """A click without a drag (left button on release, others on press)."""

    def _is_background(self, position: QPoint) -> bool:
        """Whether a double-click here means "fit to window" (nothing clickable under it)."""
        return True
