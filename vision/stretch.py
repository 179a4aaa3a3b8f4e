"""A lattice that reads one die twice, mended by stretching the board's outline a die further.

When the outline stops a row or column of dice short (the far end of a tray seen at a steep
angle, its rim lost against the table), the lattice of size x size nodes spans size - 1 dice:
centring (vision.centring) moves two neighbouring nodes onto one die, which is read twice, and
the far row or column is never read. Held out, such a board read half its dice wrong, each
neighbour's letter read surely. The outline stretched by one of those dice beyond either end,
along the axis read twice, then holds the whole board. A stretch stands when the chooser reads
it surer than the outline itself and no die of it is read twice in turn.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import cv2
import numpy as np

from vision.candidates import Candidate, read_outline
from vision.centring import read_at
from vision.grid import WARP_SIZE
from vision.lattice import Lattice
from vision.locate import BoardLocation
from vision.params import PARAMS
from vision.recognise import FaceGuess, faces_for_size
from vision.recognisers import Recogniser
from vision.trace import Trace


@dataclass(frozen=True)
class ReadTwice:
    """Whether some die was read twice by neighbours along a row (so the columns are too
    many for the dice: the outline is short across) or along a column (short down)."""

    across: bool
    down: bool

    def __bool__(self) -> bool:
        return self.across or self.down


def read_twice(lattice: Lattice) -> ReadTwice:
    """Which way two neighbouring dice of ``lattice`` (as read: vision.centring.read_at) were
    read within ``same_die`` of a pitch of each other: one die read twice. Centring moves a
    die's node at most about half a pitch towards where it sees the die; two real dice are a
    pitch apart. Diagonal neighbours read as one count both ways."""
    size = round(len(lattice.centres) ** 0.5)
    centres = lattice.centres.reshape(size, size, 2).astype(np.float64)
    near = lattice.pitch.reshape(size, size) * PARAMS.reading.same_die

    def doubled(ahead: np.ndarray, behind: np.ndarray, reach: np.ndarray) -> bool:
        return bool((np.hypot(*np.moveaxis(ahead - behind, -1, 0)) < reach).any())

    diagonal = doubled(centres[1:, 1:], centres[:-1, :-1], near[1:, 1:]) or doubled(
        centres[1:, :-1], centres[:-1, 1:], near[1:, :-1]
    )
    across = doubled(centres[:, 1:], centres[:, :-1], near[:, 1:]) or diagonal
    down = doubled(centres[1:], centres[:-1], near[1:]) or diagonal
    return ReadTwice(across, down)


def stretched_outlines(candidate: Candidate, twice: ReadTwice) -> list[BoardLocation]:
    """``candidate``'s outline stretched by one die (a ``size - 1``-th of it) beyond either
    end along each axis read twice."""
    size = candidate.grid.size
    reach = WARP_SIZE / (size - 1)
    spans = [(-reach, WARP_SIZE), (0.0, WARP_SIZE + reach)]
    squares = []
    for low, high in spans if twice.across else []:
        squares.append([[low, 0], [high, 0], [high, WARP_SIZE], [low, WARP_SIZE]])
    for low, high in spans if twice.down else []:
        squares.append([[0, low], [WARP_SIZE, low], [WARP_SIZE, high], [0, high]])
    outlines = []
    for square in squares:
        quad = cv2.perspectiveTransform(np.float64(square)[None], candidate.grid.to_image)[0]
        outlines.append(replace(candidate.location, quad=quad.astype(np.float32)))
    return outlines


def mended(
    image: np.ndarray,
    candidate: Candidate,
    twice: ReadTwice,
    recogniser: Recogniser,
    faces: Recogniser,
    trace: Trace | None = None,
) -> tuple[Candidate, list[FaceGuess]] | None:
    """The surest stretch of ``candidate``'s outline (``stretched_outlines``; read on
    ``image``, the look's own) by ``recogniser``, with its faces read by ``faces``, if the
    chooser reads it surer than ``candidate`` and no die of it is read twice; else None."""
    readings = [
        read_outline(image, outline, candidate.grid.size, recogniser, trace)
        for outline in stretched_outlines(candidate, twice)
    ]
    ranked = sorted((r for r in readings if r is not None), key=lambda r: -r.score)
    for stretch in ranked:
        if stretch.score <= candidate.score:
            break
        gray = cv2.cvtColor(stretch.grid.warped, cv2.COLOR_BGR2GRAY)
        guesses = faces(gray, stretch.lattice, stretch.glyphs, faces_for_size(stretch.grid.size))
        if not read_twice(read_at(stretch.lattice, guesses)):
            return stretch, guesses
    return None
