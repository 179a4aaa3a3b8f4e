"""Of the candidate outlines, grid sizes and die placements, the reading that looks most like a
board: the highest mean confidence over its dice."""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision.budget import Budget
from vision.errors import NoBoardError
from vision.glyphs import Glyph, die_lattices, extract_at
from vision.grid import BoardGrid, close_sizes, find_grid
from vision.lattice import Lattice
from vision.locate import BoardLocation
from vision.params import PARAMS
from vision.recognise import FaceGuess, faces_for_size
from vision.recognisers import Recogniser
from vision.trace import Trace, timed_in

_READ = PARAMS.reading
# Outlines whose dice need not read clearly to be a board: a coloured tray's, and the one the
# player gave (vision.given), who says the board is there.
_TRUSTED = ("tray", "given")


@dataclass(frozen=True)
class Candidate:
    """One way of reading the photo: an outline, its grid, where the dice sit, and the faces."""

    score: float  # mean die confidence
    location: BoardLocation
    grid: BoardGrid
    lattice: Lattice
    glyphs: list[Glyph]
    guesses: list[FaceGuess]
    # Read at a lattice fitted to the marks rather than the outline's own cells, or at a grid
    # size the outline did not favour. Such a read can be convincing on the wrong outline too
    # (a 4x4 block of a 5x5 board's dice), so it does not end the search early.
    tentative: bool = False

    def convincing(self) -> bool:
        """Whether this reading alone settles which board the photo shows."""
        return self.score >= _READ.convincing and not self.tentative

    def faces(self) -> list[list[str]]:
        size = self.grid.size
        return [[self.guesses[r * size + c].face for c in range(size)] for r in range(size)]


def best_board(
    image: np.ndarray,
    candidates: list[BoardLocation],
    recogniser: Recogniser,
    trace: Trace | None = None,
) -> Candidate:
    """Of the candidate outlines, grid sizes and die placements, the one that reads most like a
    board by ``recogniser`` (vision.recognisers): the highest mean confidence over its dice.
    See ranked_boards. Raises ``NoBoardError``."""
    return ranked_boards(image, candidates, recogniser, trace)[0]


def ranked_boards(
    image: np.ndarray,
    candidates: list[BoardLocation],
    recogniser: Recogniser,
    trace: Trace | None = None,
    budget: Budget | None = None,
) -> list[Candidate]:
    """The reading that looks most like a board of each candidate outline (over its grid sizes
    and die placements), surest first: by ``recogniser`` (vision.recognisers), the highest mean
    confidence over its dice. The outlines are read in order until one reads convincingly. The
    grey die patches matter here: on a blurred photo the marks of a misplaced lattice can read
    as convincingly as the right one's, while the grey patches tell them apart. ``trace`` gets
    the seconds spent on the "grid" and "recognise" stages.

    A board shows a mark on nearly every die; a patterned surface or a wrong outline does not,
    so with marks on fewer than ``min_marked`` of the dice (vision.params) an outline has no
    board. Raises ``NoBoardError`` when none has. Once ``budget`` is spent, no further
    outline is read after one that makes a board; with its glance, the chooser reads only the
    placements the face network sees faces on about as surely as on the photo's best so far
    (vision.glance)."""
    found: list[Candidate] = []
    for location in candidates:
        with timed_in(trace, "grid"):
            favoured = find_grid(image, location)
        best = _read_grid(favoured, location, recogniser, None, trace, True, budget, glanced=True)
        if best is None or not best.convincing():
            # Another size is read at the outline's own cells only: a lattice fitted to the
            # marks at a size smaller than the board's finds a block of its dice that reads
            # just as well as the whole board.
            for size in close_sizes(favoured.scores):
                if size == favoured.size:
                    continue
                with timed_in(trace, "grid"):
                    grid = find_grid(image, location, size=size)
                best = _read_grid(
                    grid, location, recogniser, best, trace, False, budget, glanced=True
                )
        if best is not None:
            found.append(best)
        # Sorted stably: of readings equally sure, the earlier outline's stays first.
        found.sort(key=lambda candidate: -candidate.score)
        if found and (found[0].convincing() or (budget is not None and budget.spent())):
            break
    if not found:
        raise NoBoardError("no Boggle board found", reason="photo.no_board")
    return found


def read_outline(
    image: np.ndarray,
    location: BoardLocation,
    size: int,
    recogniser: Recogniser,
    trace: Trace | None = None,
) -> Candidate | None:
    """The reading of ``location`` at ``size`` dice a side that looks most like a board, over
    its die placements; None when no placement shows marks enough to be a board."""
    with timed_in(trace, "grid"):
        grid = find_grid(image, location, size=size)
    return _read_grid(grid, location, recogniser, None, trace, True)


def at_other_sizes(
    image: np.ndarray,
    candidate: Candidate,
    recogniser: Recogniser,
    trace: Trace | None = None,
    budget: Budget | None = None,
) -> Candidate:
    """``candidate``, or its outline read at another grid size if that reads surer: at the
    outline's own cells only (see ranked_boards). For a reading nothing convinces of: an
    outline a row of dice short (a tray seen at a steep angle) can make the pale rows' period
    favour the wrong size so much that the right one is never read (vision.reading)."""
    best = candidate
    for size in PARAMS.grid.sizes:
        if size == candidate.grid.size:
            continue
        with timed_in(trace, "grid"):
            grid = find_grid(image, candidate.location, size=size)
        read = _read_grid(grid, candidate.location, recogniser, best, trace, False, budget)
        best = read or best
    return best


def _read_grid(
    grid: BoardGrid,
    location: BoardLocation,
    recogniser: Recogniser,
    best: Candidate | None,
    trace: Trace | None,
    favoured: bool,
    budget: Budget | None = None,
    *,
    glanced: bool = False,
) -> Candidate | None:
    """Read ``grid`` at each of its die placements (only the first unless the outline
    ``favoured`` the grid's size): the best of those and ``best``. The dice read are charged to
    ``budget``; ``glanced``: a placement the budget's glance finds not worth reading is not
    read (vision.glance)."""
    with timed_in(trace, "grid"):
        gray = cv2.cvtColor(grid.warped, cv2.COLOR_BGR2GRAY)
        lattices = die_lattices(gray, grid.size)
    own_cells_convince = False
    for fitted in range(2 if favoured else 1):
        if own_cells_convince:
            break  # the outline's own cells make a board: no need to fit one to the marks
        with timed_in(trace, "grid"):
            lattice = next(lattices, None)
            if lattice is None:
                break
        if glanced and budget is not None and not budget.worth_reading(gray, lattice, trace):
            continue
        with timed_in(trace, "grid"):
            glyphs = extract_at(gray, lattice)
            if budget is not None:
                budget.charge(len(glyphs))
            marked = sum(g.picture is not None for g in glyphs) / len(glyphs)
        if marked < _READ.min_marked:
            continue
        with timed_in(trace, "recognise"):
            guesses = recogniser(gray, lattice, glyphs, faces_for_size(grid.size))
        score = float(np.mean([guess.confidence for guess in guesses]))
        if location.method not in _TRUSTED and score < _READ.min_loose_confidence:
            # Without a coloured tray, only dice that read clearly make a board: the dark
            # squares of a chess board enclose pale ones just as a black tray does.
            continue
        if best is None or score > best.score:
            # A fitted lattice that reads surer than the outline's own cells, which already
            # read convincingly, is as much a board as they are: not tentative.
            tentative = (fitted > 0 or not favoured) and not own_cells_convince
            best = Candidate(score, location, grid, lattice, glyphs, guesses, tentative)
        own_cells_convince = own_cells_convince or (
            favoured and fitted == 0 and score >= _READ.convincing
        )
    return best


def die_outline(grid: BoardGrid, lattice: Lattice, index: int) -> np.ndarray:
    """The die's square, centred where its top was found, in processing-image pixels."""
    (cx, cy), half = lattice.centres[index], float(lattice.pitch[index]) / 2
    corners = np.float32(
        [[cx - half, cy - half], [cx + half, cy - half], [cx + half, cy + half],
         [cx - half, cy + half]]
    )  # fmt: skip
    return cv2.perspectiveTransform(corners[None], grid.to_image)[0]
