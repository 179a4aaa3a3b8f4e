"""The outline the player gave: four corners in the photo's pixels, in place of the reader's
own search for the board (vision.locate). The desktop's handles, the phone's and
``boggle-lens read --tray`` all come here through ``read_board(image, tray=...)``; a learned
finder's outline would too.

The corners may start at any corner and run either way round: they are put in the reader's
order (clockwise from the top-left, vision.locate.order_corners). Corners that do not make an
outline (not four points of two finite numbers, far off the photo, on one line, crossing or
folded in) raise ``OutlineError``. Inside a good outline the pale die pixels are found as the
locator finds them inside a tray, for the grid size's periodicity (vision.grid); then the
lattice, faces and confidence run as for an outline the reader found.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from math import isfinite

import cv2
import numpy as np

from vision.budget import Budget
from vision.candidates import Candidate, ranked_boards
from vision.errors import NoBoardError, VisionError
from vision.lighting import evened, white_balanced
from vision.locate import BoardLocation, order_corners
from vision.looks import Look
from vision.noise import calmed, noise_sigma
from vision.params import PARAMS
from vision.recognisers import Recogniser
from vision.trace import Trace, timed_in
from vision.trays import pale_within

Tray = Sequence[Sequence[float]]
GIVEN = "given"  # BoardLocation.method of an outline the player gave

# How far beyond the photo's edge a corner may lie, as a share of the photo's longer side: a
# board cut by the frame's edge has its corner just outside, as a document scanner allows;
# further off it is a typing slip (or pixels of another photo).
_OFF_PHOTO = 0.25
# An outline thinner than this (its area over its longest side squared) has its corners on
# about one line: a square board scores 1, a tray seen at a steep angle about 0.3.
_THIN = 0.02
# The least side, in the photo's pixels, that could frame a board of dice.
_LEAST_SIDE = 8.0
# A player's corner a little inside the dice cuts the corner die, its letter lost in the warp
# (vision.grid warps the outline alone). When the outline as given leaves a die unsure, the
# outline grown by this share of its size is read too: the lattice is fitted to the dice
# inside it (vision.lattice), so a little room around them costs nothing. 0.04 matches the
# slack bench/tray_jitter.py measures.
_GROWN = 0.04


class OutlineError(VisionError):
    """The corners given do not outline a board: the message says which check failed."""


def tray_corners(tray: Tray, image_size: tuple[int, int]) -> np.ndarray:
    """``tray`` checked against a photo of ``image_size`` (width, height) pixels and put in the
    reader's order: (4, 2) float64, clockwise from the top-left. Raises ``OutlineError``."""
    points = four_points(tray)
    width, height = image_size
    margin = _OFF_PHOTO * max(width, height)
    for x, y in points:
        if not (-margin <= x <= width + margin and -margin <= y <= height + margin):
            raise OutlineError(
                f"the corner {_shown(x, y)} is far off the photo ({width} x {height} pixels)",
                reason="tray.off_photo", corner=_shown(x, y), width=width, height=height,
            )  # fmt: skip
    sides = np.linalg.norm(points - np.roll(points, -1, axis=0), axis=1)
    if float(sides.min()) < _LEAST_SIDE:
        raise OutlineError(
            "two corners are on top of each other: an outline needs four corners apart",
            reason="tray.same_corner",
        )
    area = float(cv2.contourArea(cv2.convexHull(np.float32(points))))
    if area < _THIN * float(sides.max()) ** 2:
        raise OutlineError(
            "the four corners are on one line: give the board's four corners",
            reason="tray.one_line",
        )
    if not cv2.isContourConvex(np.float32(points)[:, None]):
        raise OutlineError(
            "the corners cross or fold in: give them in order round the board",
            reason="tray.crossing",
        )
    return order_corners(np.float32(points)).astype(np.float64)


def four_points(tray: Tray) -> np.ndarray:
    """``tray`` as four (x, y) rows of finite numbers: the checks of its form alone, for a
    caller that checks it before the photo is at hand (the table's requests). Raises
    ``OutlineError``."""
    try:
        points = [tuple(point) for point in tray]
    except TypeError:
        points = []
    if len(points) != 4:
        raise OutlineError(
            f"an outline needs 4 corners of X,Y each, not {len(points)}",
            reason="tray.four_corners", count=len(points),
        )  # fmt: skip
    try:
        if any(len(point) != 2 for point in points):
            raise ValueError
        values = [float(value) for point in points for value in point]
    except (TypeError, ValueError):
        raise OutlineError(
            "a corner of the outline is not two numbers", reason="tray.not_numbers"
        ) from None
    if not all(isfinite(value) for value in values):
        raise OutlineError(
            "a corner of the outline is not two finite numbers", reason="tray.not_finite"
        )
    return np.array(values, np.float64).reshape(4, 2)


def _shown(x: float, y: float) -> str:
    return f"{x:g},{y:g}"


def given_location(image: np.ndarray, quad: np.ndarray) -> BoardLocation:
    """The outline ``quad`` (processing-image pixels, the reader's order) as a location of
    ``image``: its dice the pale pixels inside, judged as the locator judges them inside a
    tray (vision.trays.pale_within), bright against the brightest inside the outline."""
    hsv = cv2.cvtColor(white_balanced(image), cv2.COLOR_BGR2HSV)
    hue, sat, val = cv2.split(hsv)
    region = np.zeros(sat.shape, np.uint8)
    cv2.fillConvexPoly(region, np.round(quad).astype(np.int32), 1)
    inside = val[region > 0]
    if inside.size == 0:  # wholly off the photo's pixels
        raise NoBoardError("no Boggle dice inside the outline", reason="tray.no_dice")
    locate = PARAMS.locate
    bright = max(PARAMS.trays.die_min_value, locate.die_brightness * np.percentile(inside, 99))
    dice = pale_within(sat, val, float(bright), region)
    return BoardLocation(np.float32(quad), GIVEN, float(np.mean(hue[region > 0])), dice)


def given_look(
    image: np.ndarray,
    quad: np.ndarray,
    recogniser: Recogniser,
    trace: Trace,
    convinces: Callable[[Candidate], bool],
    budget: Budget,
) -> Look:
    """The board inside ``quad`` (processing-image pixels) read as vision.looks reads an
    outline it found: in the photo as it is, then, while that does not settle it, with its
    light evened (vision.lighting) and its grain calmed (vision.noise). In each view, when
    the outline as given does not settle it, the outline grown by ``_GROWN`` too (see there).
    The most confident reading by the chooser is kept. Settled means the faces read every die
    surely (``convinces``: vision.chosen_faces.FaceReader): a mean convincing by the chooser
    is not enough here, as an outline cutting a corner die reads the others surely. Raises
    ``NoBoardError`` when no view of it shows dice."""
    best: Look | None = None
    for view in _views(image, trace):
        for outline in (quad, grown(quad, _GROWN)):
            with timed_in(trace, "locate"):
                location = given_location(view, outline)
            try:
                ranked = ranked_boards(view, [location], recogniser, trace, budget)
            except NoBoardError:
                continue
            if best is None or ranked[0].score > best.candidate.score:
                best = Look(ranked[0], view, np.eye(3))
            if convinces(best.candidate) or budget.spent():
                return best
    if best is None:
        raise NoBoardError("no Boggle dice inside the outline", reason="tray.no_dice")
    return best


def grown(quad: np.ndarray, margin: float) -> np.ndarray:
    """``quad`` with each corner moved ``margin`` of its size (the square root of its area)
    outwards, away from its middle."""
    middle = quad.mean(axis=0)
    away = quad - middle
    size = float(np.sqrt(abs(cv2.contourArea(np.float32(quad)))))
    lengths = np.maximum(np.linalg.norm(away, axis=1, keepdims=True), 1e-9)
    return quad + away / lengths * margin * size


def _views(image: np.ndarray, trace: Trace) -> Iterator[np.ndarray]:
    """The photo as it is, evened, evened up to shadows' edges, and calmed when grainy: each
    made only when the one before did not settle the reading."""
    yield image
    for closed in (False, True):
        with timed_in(trace, "evened"):
            view = evened(image, closed)
        yield view
    sigma = noise_sigma(image)
    if sigma > PARAMS.looks.noisy:
        with timed_in(trace, "calmed"):
            view = calmed(image, sigma)
        yield view
