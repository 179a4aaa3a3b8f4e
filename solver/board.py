"""A Boggle board: a rectangle of faces, its text form, and the adjacency of its dice."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from solver.explained import Explained
from solver.faces import BLANK, FACES, FaceError, parse_face

Cell = tuple[int, int]  # (row, column)
WordPath = tuple[Cell, ...]  # the dice a word uses, in order

_ROW_SPLIT = re.compile(r"[/\n]")
_FACE_SPLIT = re.compile(r"[,\s]+")
MAX_SIDE = 12


class BoardError(Explained, ValueError):
    """Board text or a grid that does not describe a valid board; its ``reason`` and
    ``values`` let the app say it in the player's language (solver.explained)."""


@dataclass(frozen=True)
class Board:
    """R x C faces, row 0 at the top. Faces are canonical strings from ``solver.faces.FACES``."""

    grid: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        if not self.grid or not self.grid[0]:
            raise BoardError("the board is empty", reason="board.empty")
        width = len(self.grid[0])
        for number, row in enumerate(self.grid, start=1):
            if len(row) != width:
                raise BoardError(
                    f"row {number} has {_faces(len(row))} but row 1 has {_faces(width)}: "
                    "every row needs the same number of faces",
                    reason="board.uneven_rows",
                    row=number,
                    count=len(row),
                    first=width,
                )
            for col, face in enumerate(row, start=1):
                if face not in FACES:
                    raise BoardError(
                        f"row {number}, face {col}: {face!r} is not a Boggle face",
                        reason="board.bad_face",
                        row=number,
                        column=col,
                        face=face,
                    )
        if len(self.grid) > MAX_SIDE or width > MAX_SIDE:
            raise BoardError(
                f"a board is at most {MAX_SIDE} x {MAX_SIDE} faces",
                reason="board.too_big",
                side=MAX_SIDE,
            )

    @classmethod
    def from_rows(cls, rows: Sequence[Sequence[str]]) -> Board:
        """Build a board from rows of face tokens in any case (``"qu"``, ``"TH"``, ``"*"``)."""
        grid = []
        for number, row in enumerate(rows, start=1):
            faces = []
            for col, token in enumerate(row, start=1):
                try:
                    faces.append(parse_face(token))
                except FaceError:
                    raise BoardError(
                        f"row {number}, face {col}: {token!r} is not a Boggle face "
                        f"(use A-Z, Qu, An, Er, He, In, Th, Ñ or {BLANK} for a blank)",
                        reason="board.unknown_face",
                        row=number,
                        column=col,
                        face=token,
                        blank=BLANK,
                    ) from None
            grid.append(tuple(faces))
        return cls(tuple(grid))

    @classmethod
    def parse(cls, text: str) -> Board:
        """Parse board text: rows split by ``/`` or newlines; faces concatenated or comma/space
        separated. Case-insensitive; ``Q`` and ``QU`` both mean the Qu face. With no ``/``,
        groups of several faces split by spaces or commas are rows when every group has more
        than one face (``TNTB GDAR ELTE SISH``, as people type a board); a line mixing such a
        group with single faces is refused with the ways rows are written. Text of one row
        with more faces than a row can hold (``MAX_SIDE``) is a square board when the count is a
        square: ``perslatgsineters`` is 4x4, as Boggle sites write boards."""
        if not isinstance(text, str) or not text.strip():
            raise BoardError("the board text is empty", reason="board.no_text")
        rows = [line.strip() for line in _ROW_SPLIT.split(text.strip())]
        if any(not row for row in rows):
            raise BoardError("the board text has an empty row", reason="board.empty_row")
        if "/" not in text:  # rows split by / are rows: spaces in them only split faces
            rows = _rows_from_groups(rows)
        split = [_split_row(row, number) for number, row in enumerate(rows, 1)]
        if len(split) == 1 and len(split[0]) > MAX_SIDE:
            split = _as_square(split[0])
        return cls.from_rows(split)

    @property
    def rows(self) -> int:
        return len(self.grid)

    @property
    def cols(self) -> int:
        return len(self.grid[0])

    @property
    def size(self) -> int:
        return self.rows * self.cols

    @property
    def faces(self) -> tuple[str, ...]:
        """Faces in row-major order; index ``r * cols + c``."""
        return tuple(face for row in self.grid for face in row)

    def face(self, cell: Cell) -> str:
        return self.grid[cell[0]][cell[1]]

    def cell(self, index: int) -> Cell:
        return divmod(index, self.cols)

    def with_face(self, cell: Cell, face: str) -> Board:
        """A copy with one face replaced."""
        rows = [list(row) for row in self.grid]
        rows[cell[0]][cell[1]] = parse_face(face)
        return Board(tuple(tuple(row) for row in rows))

    @property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """For each die index, the indices of the up to 8 dice touching it."""
        return grid_neighbours(self.rows, self.cols)

    @property
    def cells(self) -> tuple[Cell, ...]:
        """(row, col) of each die index."""
        return grid_cells(self.rows, self.cols)

    @property
    def text(self) -> str:
        """The canonical text form: rows joined by ``/``, faces by ``,``. One-column rows end in a
        comma, so that a lone ``An`` is not read back as ``A`` and ``N``."""
        end = "," if self.cols == 1 else ""
        return "/".join(",".join(row) + end for row in self.grid)

    def __str__(self) -> str:
        return self.text


@cache
def grid_neighbours(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    return tuple(
        tuple(
            rr * cols + cc
            for rr in range(max(r - 1, 0), min(r + 2, rows))
            for cc in range(max(c - 1, 0), min(c + 2, cols))
            if (rr, cc) != (r, c)
        )
        for r in range(rows)
        for c in range(cols)
    )


@cache
def grid_cells(rows: int, cols: int) -> tuple[Cell, ...]:
    return tuple((r, c) for r in range(rows) for c in range(cols))


def _split_row(row: str, number: int) -> list[str]:
    if re.search(r"[,\s]", row):
        return [token for token in _FACE_SPLIT.split(row) if token]
    tokens = []
    i = 0
    lowered = row.lower()
    while i < len(lowered):
        if lowered.startswith("qu", i):
            tokens.append(row[i : i + 2])
            i += 2
        else:
            tokens.append(row[i])
            i += 1
    if any(not (t.isalpha() or t == BLANK) for t in tokens):
        bad = next(t for t in tokens if not (t.isalpha() or t == BLANK))
        col = tokens.index(bad) + 1
        raise BoardError(
            f"row {number}, face {col}: {bad!r} is not a Boggle face",
            reason="board.bad_face",
            row=number,
            column=col,
            face=bad,
        )
    return tokens


def _rows_from_groups(lines: list[str]) -> list[str]:
    """The rows the lines hold: the lines themselves, unless a line has several groups (split
    by spaces or commas) and one of them is not a single face, such as ``TNTB`` in ``TNTB
    GDAR``. Then every group is a row, as long as each has more than one face; a group of one
    face beside them leaves the text ambiguous, and the error says how rows are separated."""
    groups = [[group for group in _FACE_SPLIT.split(line) if group] for line in lines]
    if not any(len(line) > 1 and not all(_is_face(g) for g in line) for line in groups):
        return lines
    if not all(_letters(group) for line in groups for group in line):
        return lines  # a group such as "x1" is a wrong face: the row's error names it
    rows = [group for line in groups for group in line]
    for number, row in enumerate(rows, start=1):
        if len(_split_row(row, number)) == 1:
            wide = next(group for group in rows if not _is_face(group))
            raise BoardError(
                f"{wide!r} is not one face, but {row!r} is: write the rows separated by / or "
                "new lines (ABCD/EFGH), or by spaces when every row has the same number of "
                "faces (ABCD EFGH)",
                reason="board.unclear_rows",
                row=wide,
                face=row,
            )
    return rows


def _letters(group: str) -> bool:
    return all(char.isalpha() or char == BLANK for char in group)


def _is_face(token: str) -> bool:
    try:
        parse_face(token)
    except FaceError:
        return False
    return True


def _as_square(faces: list[str]) -> list[list[str]]:
    """One row of faces cut into the square board it spells; refused, with the way to write
    rows, when the count is not a square. Only called for rows longer than any board's row, so a
    short run such as ``cats`` or ``abcdefghi`` stays the one row it always was."""
    count = len(faces)
    side = math.isqrt(count)
    if side * side != count:
        raise BoardError(
            f"{_faces(count)} in one row: a row holds at most {MAX_SIDE} faces, and {count} is "
            "not a square number (16 faces make a 4x4 board, 25 a 5x5, 36 a 6x6): "
            "write the rows separated by /, like ABCD/EFGH/IJKL/MNOP",
            reason="board.not_square",
            count=count,
            side=MAX_SIDE,
        )
    return [faces[start : start + side] for start in range(0, count, side)]


def _faces(count: int) -> str:
    return f"{count} face" if count == 1 else f"{count} faces"
