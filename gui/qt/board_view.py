"""The board on screen: the photo with what was read drawn over it, or a clean rendered tray.

The view owns only presentation state (photo or rendered, the selected die, the word path shown).
It rebuilds its small scene on every change, so no item outlives the state it drew.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QKeyEvent, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsScene, QWidget

from gui.model.document import BoardDocument, Mark, face_for_key, move_cell, step_cell
from gui.model.geometry import board_outline, focus_rect
from gui.model.outline import is_lost
from gui.qt import board_render as render
from gui.qt.images import ORIGINAL_SIZE
from gui.qt.outline_drag import OutlineDrag
from gui.qt.path_render import add_path
from gui.qt.zoomable_view import ZoomableView
from solver import BLANK, Cell

_ARROWS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


class BoardView(ZoomableView):
    """Shows a ``BoardDocument``; clicking a die selects it and typing a letter sets its face.

    The wheel zooms about the cursor and a drag pans (see ``ZoomableView``). Over a photo, the
    outline's corners are handles (``corners``: gui.qt.outline_drag): a drag that starts on
    one moves it, and ``outline_moved`` says where the player left them."""

    selection_changed = Signal(object)  # Cell | None
    face_typed = Signal(tuple, str)  # cell, canonical face
    picker_requested = Signal(tuple, QPoint)  # cell, global position for a popup
    outline_moved = Signal(object)  # Quad: read the board again inside these corners

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setBackgroundBrush(QColor("#20262e"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 320)
        self._document: BoardDocument | None = None
        self._pixmap: QPixmap | None = None
        self._photo_mode = True
        self._letters_on_photo = True
        self._selected: Cell | None = None
        self._path: tuple[Cell, ...] = ()
        self._marks_subdued = False
        self._marks = render.MarkItems()
        self._shapes: list[render.DieShape] = []
        self._photo_size: tuple[int, int] | None = None  # the original's, the pixmap may be less
        self.corners = OutlineDrag(self)
        self.corners.moved.connect(self.outline_moved)

    # -- state -------------------------------------------------------------------------------

    @property
    def selected(self) -> Cell | None:
        return self._selected

    @property
    def showing_photo(self) -> bool:
        """True when the photo (not the rendered tray) is on screen."""
        document = self._document
        return (
            self._photo_mode
            and self._pixmap is not None
            and document is not None
            and document.has_photo_to_show
        )

    @property
    def shapes(self) -> Sequence[render.DieShape]:
        return tuple(self._shapes)

    def set_document(self, document: BoardDocument, image: QImage | None) -> None:
        changed_photo = self._document is None or self._document.digest != document.digest
        self._document = document
        if changed_photo or (image is not None and self._pixmap is None):
            self._pixmap = QPixmap.fromImage(image) if image is not None else None
            self._photo_size = _original_size(image)
        if self._selected is not None and not (
            self._selected[0] < document.board.rows and self._selected[1] < document.board.cols
        ):
            self._select(None)
        # Correcting a die keeps the player's zoom; another photo starts from fit-to-window.
        self._rebuild(refit=changed_photo)
        self._drop_selection_off_the_dice()

    def set_photo_mode(self, on: bool) -> None:
        if on != self._photo_mode:
            self._photo_mode = on
            self._rebuild(refit=True)
            self._drop_selection_off_the_dice()

    def _drop_selection_off_the_dice(self) -> None:
        """A photo with no board in it shows no dice: a die selected before is gone from the
        screen, so it is no longer selected (nor described in the status bar)."""
        if self._selected is not None and all(s.cell != self._selected for s in self._shapes):
            self._select(None)

    def set_letters_on_photo(self, on: bool) -> None:
        """Hide the read letters to compare the photo's own dice with what was read."""
        self._letters_on_photo = on
        self._rebuild()

    def set_path(self, path: Sequence[Cell]) -> None:
        if tuple(path) != self._path:
            self._path = tuple(path)
            self._redraw_overlays()

    @property
    def marks_subdued(self) -> bool:
        return self._marks_subdued

    def set_marks_subdued(self, subdued: bool) -> None:
        """Fade the ? and tick marks and the unsure dice's orange (the model says when: while a
        word's path is shown), or bring them back."""
        if subdued != self._marks_subdued:
            self._marks_subdued = subdued
            self._marks.subdue(subdued)

    def select(self, cell: Cell | None) -> None:
        self._select(cell)
        self._redraw_overlays()

    def _select(self, cell: Cell | None) -> None:
        if cell != self._selected:
            self._selected = cell
            self.selection_changed.emit(cell)

    # -- drawing -----------------------------------------------------------------------------

    def _rebuild(self, refit: bool = False) -> None:
        scene = self.scene()
        scene.clear()
        self.corners.detach()
        self._shapes = []
        self._marks = render.MarkItems()
        document = self._document
        if document is None:
            return
        board = document.board
        on_photo = self.showing_photo
        if on_photo and self._pixmap is not None and document.reading is None:
            # No board was found in this photo, so there are no dice on it to draw: at most
            # the corners put up for the player to drag onto it.
            width, height = self._photo_size or (self._pixmap.width(), self._pixmap.height())
            self._add_photo(self._pixmap, width / max(1, self._pixmap.width()))
            self._add_corners(document, (width, height))
            self._frame(QRectF(0, 0, width, height), refit)
            return
        if on_photo and document.reading is not None and self._pixmap is not None:
            # The pixmap may be a reduced copy: scale it so scene units are the photo's pixels.
            self._add_photo(
                self._pixmap, document.reading.image_size[0] / max(1, self._pixmap.width())
            )
            self._shapes = render.shapes_from_reading(document.reading)
            render.add_board_outline(scene, board_outline(document.reading))
        else:
            self._shapes = render.rendered_shapes(board.rows, board.cols)
            render.add_tray(scene, board.rows, board.cols)
        marks = document.marks()
        for shape in self._shapes:
            mark = marks.get(shape.cell)
            uncertain = mark is Mark.UNCERTAIN
            if on_photo:
                outline = render.add_photo_die(scene, shape, uncertain)
                if uncertain:
                    self._marks.faded.append(outline)
            else:
                render.add_rendered_die(scene, shape)
            if self._letters_on_photo or not on_photo:
                plate = render.add_face(scene, shape, board.face(shape.cell), on_photo, uncertain)
                if plate is not None and uncertain:
                    self._marks.plates.append(plate)
            if mark is not None:
                self._marks.faded += render.add_mark(scene, shape, mark)
        self._marks.subdue(self._marks_subdued)
        self._add_overlays()
        if on_photo and document.reading is not None:
            self._add_corners(document, document.reading.image_size)
        self._frame(self._focus_rect(), refit)

    def _add_corners(self, document: BoardDocument, image_size: tuple[int, int]) -> None:
        """The outline's handles; its grid drawn at rest too while the corners have no
        reading of their own (being read, or no dice found inside them)."""
        outline = document.outline
        if outline is None:
            return
        reading = document.reading
        unread = reading is None or document.corners_unread
        grid = (reading.rows, reading.cols) if reading is not None else (
            document.board.rows, document.board.cols)  # fmt: skip
        self.corners.attach(self.scene(), outline, image_size, grid, unread)

    def _add_overlays(self) -> None:
        """The top layer: the word's path, the other dice dimmed, and the selected die. It is
        redrawn on its own when the path or the selection changes, which leaves the photo and
        the dice below alone: a fraction of the cost of a whole rebuild on a 6x6 board."""
        scene, document = self.scene(), self._document
        if document is None or not self._shapes:
            return
        on_photo = self.showing_photo
        if self._path and all(cell in {s.cell for s in self._shapes} for cell in self._path):
            for shape in self._shapes:
                if shape.cell not in self._path:
                    render.add_dim(scene, shape, on_photo)
            add_path(scene, self._shapes, self._path, set(document.marks()))
        if self._selected is not None:
            shape = self._shape_at_cell(self._selected)
            if shape is not None:
                render.add_selection(scene, shape)

    def _redraw_overlays(self) -> None:
        scene = self.scene()
        for item in scene.items():
            if item.data(render.ROLE_KIND) in render.OVERLAY_KINDS:
                scene.removeItem(item)
        self._add_overlays()

    def _add_photo(self, pixmap: QPixmap, scale: float) -> None:
        photo = QGraphicsPixmapItem(pixmap)
        photo.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        # Smoothly scaling a photo of up to 2400 px took ~13 ms a paint, and every path or
        # selection change repaints over it: cached at screen resolution, it is scaled once per
        # zoom level.
        photo.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        photo.setScale(scale)
        photo.setZValue(render.Z_PHOTO)
        photo.setData(render.ROLE_KIND, "photo")  # every item is tagged: see board_render
        self.scene().addItem(photo)

    def _frame(self, rect: QRectF, refit: bool) -> None:
        """Show ``rect``; back to fit-to-window when asked or when the framed area changed
        (another board size or photo), else the player's zoom and pan stay as they were."""
        if refit or rect != self.sceneRect():
            self.scene().setSceneRect(rect)
            self.fit_to_window()

    def _focus_rect(self) -> QRectF:
        """What to fit on screen: the board and a margin, not the whole (maybe huge) photo;
        the whole photo when the board looks lost, so the corners can be dragged onto it."""
        document = self._document
        reading = document.reading if self.showing_photo and document is not None else None
        lost = (
            reading is not None
            and document is not None
            and is_lost(len(document.uncertain_cells()), len(reading.dice))
        )
        if lost and reading is not None:
            return QRectF(0, 0, *reading.image_size)
        return render.rect(focus_rect([shape.geometry for shape in self._shapes], reading))

    def _shape_at_cell(self, cell: Cell) -> render.DieShape | None:
        return next((shape for shape in self._shapes if shape.cell == cell), None)

    def cell_at(self, position: QPoint) -> Cell | None:
        """The die under a point in view coordinates."""
        point = self.mapToScene(position)
        return next((shape.cell for shape in self._shapes if shape.contains(point)), None)

    def die_centre(self, cell: Cell) -> QPoint:
        """A die's centre in view coordinates (for tests and popups)."""
        shape = self._shape_at_cell(cell)
        if shape is None:
            raise KeyError(cell)
        return self.mapFromScene(shape.centre)

    # -- input -------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.corners.press(
            event.position().toPoint()
        ):
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.corners.drag(event.position().toPoint()):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.corners.release():
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _clicked(self, position: QPoint, button: Qt.MouseButton, global_position: QPoint) -> None:
        cell = self.cell_at(position)
        self.select(cell)
        if cell is not None and button == Qt.MouseButton.RightButton:
            self.picker_requested.emit(cell, global_position)

    def _is_background(self, position: QPoint) -> bool:
        return self.cell_at(position) is None

    def event(self, event: QEvent) -> bool:
        # Tab moves between dice here rather than to the next widget.
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        ):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        document = self._document
        if document is None:
            super().keyPressEvent(event)
            return
        if self.corners.key(event):  # a picked corner takes the arrows, Enter and Escape
            event.accept()
            return
        board = document.board
        key = event.key()
        text = event.text()
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
        if key in _ARROWS and not modifiers:
            self.select(move_cell(board, self._selected, *_ARROWS[key]))
        elif key == Qt.Key.Key_Tab:
            self.select(step_cell(board, self._selected, 1))
        elif key == Qt.Key.Key_Backtab:
            self.select(step_cell(board, self._selected, -1))
        elif key == Qt.Key.Key_Escape:
            self.select(None)
        elif self._selected is not None and key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
            shape = self._shape_at_cell(self._selected)
            anchor = self.mapFromScene(shape.centre) if shape else QPoint()
            self.picker_requested.emit(self._selected, self.viewport().mapToGlobal(anchor))
        elif not modifiers and (face := self._face_for_key(text)) is not None:
            self._type_face(face)
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self._selected is not None:
            self._type_face(BLANK)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _face_for_key(self, text: str) -> str | None:
        """The face a key types: a letter, the blank, or (keys 1, 2, 3) one of the selected
        die's likeliest other faces (the face picker's first buttons); None for other keys, or
        when there is no such face."""
        typed = face_for_key(text)
        if typed is not None:
            return typed
        if self._selected is None or self._document is None or text not in ("1", "2", "3"):
            return None
        likely = self._document.likely_faces(self._selected)
        index = int(text) - 1
        return likely[index][0] if index < len(likely) else None

    def _type_face(self, face: str) -> None:
        if self._selected is None:
            return
        cell = self._selected
        self.face_typed.emit(cell, face)
        # Move on like a crossword, so a whole board can be typed die after die.
        if self._document is not None:
            self.select(step_cell(self._document.board, cell, 1))


def _original_size(image: QImage | None) -> tuple[int, int] | None:
    if image is None:
        return None
    text = image.text(ORIGINAL_SIZE)
    width, _, height = text.partition(",")
    if width.isdigit() and height.isdigit():
        return int(width), int(height)
    return image.width(), image.height()
