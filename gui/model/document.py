"""The plain document the app edits: a board, the photo it came from, and how it was read.

No Qt here. A ``BoardDocument`` is an immutable value; every edit makes a new one, which keeps
undo trivial (swap one value for another) and lets corrections be derived rather than tracked.
"""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from gui.model.wording import die_report
from solver import BLANK, Board, Cell
from vision import LOW_CONFIDENCE
from vision.result import BoardReading, Quad


def photo_digest(path: Path) -> str:
    """A content hash of the photo file, so corrections follow the picture, not its name."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


class Mark(enum.Enum):
    """What a die's corner badge says about its face."""

    UNCERTAIN = "?"  # read with low confidence, not yet corrected
    CORRECTED = "✓"  # the player changed what the photo reader saw


@dataclass(frozen=True)
class BoardDocument:
    """The current board and, when it came from a photo, that photo and its reading."""

    board: Board
    photo: Path | None = None
    digest: str | None = None
    reading: BoardReading | None = None
    # The outline the player moved the handles to, in the photo's pixels (gui.model.outline);
    # None: the reader's own. It differs from the reading's while a move is read, and after
    # one that found no dice inside.
    tray: Quad | None = None
    # The corners were moved and the board not read inside them: being read, or no dice found
    # there. The view draws their grid then, as the dice drawn are the old reading's.
    corners_unread: bool = False

    @property
    def outline(self) -> Quad | None:
        """Where the outline's handles are: the player's corners, else the reader's outline;
        None without a photo, or with a photo no board was found in and no corners put up."""
        if self.photo is None:
            return None
        if self.tray is not None:
            return self.tray
        return self.reading.board_outline if self.reading is not None else None

    @property
    def has_photo_overlay(self) -> bool:
        """True when the photo's die outlines still match the board's shape."""
        return (
            self.photo is not None
            and self.reading is not None
            and (self.reading.rows, self.reading.cols) == (self.board.rows, self.board.cols)
        )

    @property
    def has_photo_to_show(self) -> bool:
        """A photo that can be shown: with its dice outlined, or one no board was found in."""
        return self.has_photo_overlay or self.has_unread_photo

    @property
    def has_unread_photo(self) -> bool:
        """A photo the reader found no board in: shown as it is, the board typed by hand."""
        return self.photo is not None and self.digest is not None and self.reading is None

    @property
    def is_blank_unread_photo(self) -> bool:
        """A photo no board was found in, with nothing typed over it yet."""
        return self.has_unread_photo and all(face == BLANK for face in self.board.faces)

    @property
    def read_board(self) -> Board | None:
        return self.reading.board if self.reading is not None else None

    def cells(self) -> Iterator[Cell]:
        for r in range(self.board.rows):
            for c in range(self.board.cols):
                yield (r, c)

    def corrections(self) -> dict[Cell, str]:
        """Faces the player changed from what the photo reader saw."""
        if not self.has_photo_overlay or self.reading is None:
            return {}
        read = self.reading.grid
        return {
            (r, c): face for (r, c) in self.cells() if (face := self.board.grid[r][c]) != read[r][c]
        }

    def confidence(self, cell: Cell) -> float | None:
        if not self.has_photo_overlay or self.reading is None:
            return None
        return self.reading.die(*cell).confidence

    def describe_die(self, cell: Cell) -> str:
        """A line for the player about one die: what it is, and how sure the reader was."""
        face = self.board.face(cell)
        if not self.has_photo_overlay or self.reading is None:
            return die_report(cell, face)
        return die_report(cell, face, self.reading.die(*cell), cell in self.corrections())

    def likely_faces(self, cell: Cell, limit: int = 3) -> tuple[tuple[str, float], ...]:
        """The faces the reader thought this die might be, other than the one it shows now, each
        with its probability, likeliest first: the one-click fixes the face picker offers.
        After a correction the face read first is among them, so going back is one click too.
        Empty without a reading of this board."""
        if not self.has_photo_overlay or self.reading is None:
            return ()
        die = self.reading.die(*cell)
        shown = self.board.face(cell)
        offered: dict[str, float] = {}
        for face, probability in ((die.face, die.confidence), *die.alternatives):
            if face != shown and face not in offered:
                offered[face] = probability
        ranked = sorted(offered.items(), key=lambda item: item[1], reverse=True)
        return tuple(ranked[:limit])

    def is_uncertain(self, cell: Cell) -> bool:
        """Read with low confidence and not yet corrected by the player."""
        confidence = self.confidence(cell)
        if confidence is None or confidence >= LOW_CONFIDENCE:
            return False
        return cell not in self.corrections()

    def marks(self) -> dict[Cell, Mark]:
        """The dice that carry a badge, and which one."""
        corrected = self.corrections()
        result: dict[Cell, Mark] = {}
        for cell in self.cells():
            confidence = self.confidence(cell)
            if cell in corrected:
                result[cell] = Mark.CORRECTED
            elif confidence is not None and confidence < LOW_CONFIDENCE:
                result[cell] = Mark.UNCERTAIN
        return result

    def uncertain_cells(self) -> list[Cell]:
        return [cell for cell in self.cells() if self.is_uncertain(cell)]

    def next_uncertain(self, after: Cell | None) -> Cell | None:
        """The next uncertain die in reading order after ``after``, wrapping round."""
        uncertain = self.uncertain_cells()
        if not uncertain:
            return None
        if after is None:
            return uncertain[0]
        return next((cell for cell in uncertain if cell > after), uncertain[0])

    def with_face(self, cell: Cell, face: str) -> BoardDocument:
        return replace(self, board=self.board.with_face(cell, face))

    def with_board(self, board: Board) -> BoardDocument:
        return replace(self, board=board)

    def resized(self, side: int) -> BoardDocument:
        """A ``side`` x ``side`` board keeping the faces that still fit; new dice are blank."""
        grid = tuple(
            tuple(
                self.board.grid[r][c] if r < self.board.rows and c < self.board.cols else BLANK
                for c in range(side)
            )
            for r in range(side)
        )
        return replace(self, board=Board(grid))


def blank_document(
    side: int, photo: Path | None = None, digest: str | None = None
) -> BoardDocument:
    """A ``side`` x ``side`` board of blanks (for a photo the reader found no board in)."""
    board = Board(tuple((BLANK,) * side for _ in range(side)))
    return BoardDocument(board, photo, digest)


def document_from_reading(
    photo: Path,
    digest: str,
    reading: BoardReading,
    corrections: dict[Cell, str],
    tray: Quad | None = None,
) -> BoardDocument:
    """The document for a fresh reading, with the player's earlier corrections reapplied;
    ``tray``: the corners the player gave it (read inside them)."""
    board = reading.board
    for (r, c), face in corrections.items():
        if r < board.rows and c < board.cols:
            board = board.with_face((r, c), face)
    return BoardDocument(board=board, photo=photo, digest=digest, reading=reading, tray=tray)


def move_cell(board: Board, cell: Cell | None, drow: int, dcol: int) -> Cell:
    """The cell one step away, clamped to the board; the top-left when nothing is selected."""
    if cell is None:
        return (0, 0)
    return (
        min(max(cell[0] + drow, 0), board.rows - 1),
        min(max(cell[1] + dcol, 0), board.cols - 1),
    )


def step_cell(board: Board, cell: Cell | None, step: int) -> Cell:
    """The cell ``step`` places on in reading order, wrapping round (Tab / Shift+Tab)."""
    if cell is None:
        return (0, 0) if step >= 0 else (board.rows - 1, board.cols - 1)
    index = (cell[0] * board.cols + cell[1] + step) % board.size
    return board.cell(index)


def face_for_key(text: str) -> str | None:
    """The face a key types: a letter (Q gives Qu, as on the dice) or the blank; None for any
    other key."""
    if len(text) != 1 or not ((text.isalpha() and text.isascii()) or text == BLANK):
        return None
    return "Qu" if text.lower() == "q" else text.upper()
