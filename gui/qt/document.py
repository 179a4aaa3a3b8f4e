"""The document the window edits, with undo: a thin Qt shell round the plain ``BoardDocument``."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage, QUndoStack

from gui.model.document import BoardDocument, Cell
from gui.qt.commands import ReplaceDocumentCommand

_MAX_CACHED_PHOTOS = 6


class DocumentController(QObject):
    """Owns the current document and its undo stack; every change goes through ``replace``."""

    changed = Signal()

    def __init__(self, document: BoardDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._photos: dict[str, QImage] = {}
        self.undo_stack = QUndoStack(self)

    @property
    def document(self) -> BoardDocument:
        return self._document

    def apply(self, document: BoardDocument) -> None:
        """Show ``document`` (called by undo commands; use ``replace`` to record a change)."""
        self._document = document
        self.changed.emit()

    def replace(self, document: BoardDocument, description: str) -> None:
        if document == self._document:
            return
        self.undo_stack.push(ReplaceDocumentCommand(self, self._document, document, description))

    def set_face(self, cell: Cell, face: str) -> None:
        if self._document.board.face(cell) == face:
            return
        shown = "blank" if face == "*" else face
        self.replace(
            self._document.with_face(cell, face), f"Set die {cell[0] + 1},{cell[1] + 1} to {shown}"
        )

    def resize(self, side: int) -> None:
        if (self._document.board.rows, self._document.board.cols) != (side, side):
            self.replace(self._document.resized(side), f"Change the grid to {side}x{side}")

    # -- photo pixels (kept out of the plain document; they are large and Qt-typed) ------------

    def remember_photo(self, digest: str, image: QImage) -> None:
        """Keep a photo's pixels, by content hash (a file may be overwritten with another)."""
        self._photos.pop(digest, None)
        self._photos[digest] = image
        while len(self._photos) > _MAX_CACHED_PHOTOS:
            self._photos.pop(next(iter(self._photos)))

    def show_photo(self, digest: str, image: QImage) -> None:
        """Pixels that arrived late (a restored document's photo): keep them and redraw."""
        self.remember_photo(digest, image)
        if digest == self._document.digest:
            self.changed.emit()

    def photo_image(self) -> QImage | None:
        digest = self._document.digest
        return self._photos.get(digest) if digest is not None else None
