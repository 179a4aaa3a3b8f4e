"""The first look at a photo, and the second looks for a photo that it does not settle, all in
one place: SECOND_LOOKS, run in order while the photo is unsettled and its budget lasts
(vision.budget). A photo is settled when the chooser reads a board convincingly (mean die
confidence ``convincing``, not tentative), or when the face reader reads every die of it at
``faces_settle`` or surer (vision.chosen_faces). The most confident reading over the looks
wins (vision.candidates). The looks mend pixels (light, grain, resolution), so a photo whose
best reading's marks already read well (``sure_marks``), settled or not, gets none: what
leaves it unsettled is geometry, which the faces' stage mends (vision.reading).

Each second look, with what it gained and what it cost, held out by board group (the marks
models and the network trained without the photo's board). Gains: the second looks one at a
time added to those before it, folds 1, 2 and part of 3 of 5 (120 photos), with the photo as
taken and three conditions of bench/conditions.py, 2026-11-27; costs: the share of the reading
time of those 470 reads spent in each look before the settle rule above, and the share of
photos that reached it:

- evened (vision.lighting), for dim light and shadows: as taken +0 boards / +6 dice, dim
  +1 / +13, half in shadow +7 / +110, noise +0 / -11; 18% of the time, reached by 24%.
- evened up to a shadow's edge, for a shadow across the board: +0 in those four; with a 30%
  shadow (folds 1 and 2) boards 74.1% -> 77.8% and grid size 97.5% -> 100%
  (docs/reader-log.md); 14% of the time, reached by 22%.
- calmed (vision.noise), for sensor grain: noise +0 / +11, +0 in the others; 5%, 21%.
- zoomed crops, for a board small in the frame: +0 in those four; it found a dim board a
  sixth of the frame across, and one under noise (docs/reader-log.md); 15%, 8%.

Every look pays in the conditions it is for; the evened look gains most for its time, and so
comes first, but for a photo whose board (or a runner-up) is small in the frame: there the
zoomed crops come first, as they are what finds such a board (held out, every photo read as
in the order above, and sooner). Once a budget is spent (vision.budget: dice read by the
chooser), a look reads no further outline after one that makes a board
(vision.candidates.ranked_boards), and no further look starts.

Before the settle rule the second looks took half the held-out reading time; with it, a look
whose faces read every die surely ends the search (held out, as taken: every board and die as
before; see docs/reader-log.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import cv2
import numpy as np

from vision.budget import Budget
from vision.candidates import Candidate, ranked_boards
from vision.errors import NoBoardError
from vision.lighting import evened
from vision.load import expose
from vision.locate import BoardLocation, locate_candidates, same_place
from vision.noise import calmed, noise_sigma
from vision.params import PARAMS
from vision.recognisers import Recogniser
from vision.trace import Trace, timed_in

_LOOK = PARAMS.looks


@dataclass(frozen=True)
class Look:
    """A reading and what it was read on: the image, and the 3x3 map from that image's pixels
    to the processing image's (the identity but for a zoomed crop); and the best readings of
    the other outlines, surest first, of this look and those it beat in the same pixels."""

    candidate: Candidate
    image: np.ndarray
    to_processing: np.ndarray
    runners_up: tuple[Candidate, ...] = ()


def best_reading(
    image: np.ndarray,
    outlines: list[BoardLocation],
    recogniser: Recogniser,
    trace: Trace | None = None,
    original: np.ndarray | None = None,
    *,
    convinces: Callable[[Candidate], bool] | None = None,
    budget: Budget | None = None,
) -> Look:
    """The best board in the processing image ``image`` (ranked_boards over ``outlines``, its
    own); when that does not settle it, the second looks of SECOND_LOOKS in order, until one
    does or ``budget`` is spent. A reading settles the photo when ``recogniser`` reads it
    convincingly, or when ``convinces`` says so (vision.reading asks the face reader). The
    most confident reading is kept. Raises ``NoBoardError``."""
    best = _look(image, outlines, recogniser, trace, np.eye(3), budget)
    if best is not None and best.candidate.score >= _LOOK.sure_marks:
        return best  # the looks mend pixels, and these marks read well already
    for second_look in _in_order(best, image):
        if _settled(best, convinces) or (budget is not None and budget.spent()):
            break
        best = second_look(best, image, original, recogniser, trace, convinces, budget)
    if best is None:
        raise NoBoardError("no Boggle board found", reason="photo.no_board")
    return best


def _evened_once(
    best: Look | None, image: np.ndarray, original: np.ndarray | None, recogniser: Recogniser,
    trace: Trace | None, convinces: Convinces, budget: Budget | None,
) -> Look | None:  # fmt: skip
    """The photo with its light evened out, outlines and all (vision.lighting)."""
    return _better(best, _evened_look(image, recogniser, trace, np.eye(3), budget=budget))


def _evened_closed(
    best: Look | None, image: np.ndarray, original: np.ndarray | None, recogniser: Recogniser,
    trace: Trace | None, convinces: Convinces, budget: Budget | None,
) -> Look | None:  # fmt: skip
    """The light judged up to a shadow's edge: it can also lift a dark background beside a
    bright one, and so find outlines the first two looks did not."""
    return _better(
        best, _evened_look(image, recogniser, trace, np.eye(3), closed=True, budget=budget)
    )


def _calmed(
    best: Look | None, image: np.ndarray, original: np.ndarray | None, recogniser: Recogniser,
    trace: Trace | None, convinces: Convinces, budget: Budget | None,
) -> Look | None:  # fmt: skip
    """A grainy photo calmed (vision.noise), as it is and evened."""
    return _calmed_look(best, image, recogniser, trace, np.eye(3), convinces, budget)


def _zoomed(
    best: Look | None, image: np.ndarray, original: np.ndarray | None, recogniser: Recogniser,
    trace: Trace | None, convinces: Convinces, budget: Budget | None,
) -> Look | None:  # fmt: skip
    """When the best board so far is small in the frame, a crop around it, zoomed from
    ``original`` (the full-size photo; ``image`` if None), read as a photo of its own, as it
    is and evened, its outlines about that board's only (``zoom_same_board``); failing that,
    crops around the runners-up. When nothing reads well, the
    surest reading may be of a scrap of pattern while the board was a runner-up: on a dim
    photo, a board a sixth of the frame across read at 0.024 (the evened look) and a fold of
    the cloth under it at 0.040 (evened up to shadows' edges)."""
    if best is None:
        return None
    for place in _zoom_places(best):
        zoomed = _zoomed_crop(place.location, image, original)
        if zoomed is None:
            continue
        crop, to_processing = zoomed
        for even_it in (False, True):
            if budget is not None and budget.spent():
                return best
            view = evened(crop) if even_it else crop
            with timed_in(trace, "locate"):
                crop_outlines = _outlines(view)
                if _LOOK.zoom_same_board:
                    crop_outlines = [
                        outline
                        for outline in crop_outlines
                        if _about_there(outline, to_processing, place.location)
                    ]
            crop_look = _look(view, crop_outlines, recogniser, trace, to_processing, budget)
            best = _better(best, crop_look)
            if _settled(best, convinces):
                return best
    return best


def _about_there(outline: BoardLocation, to_processing: np.ndarray, place: BoardLocation) -> bool:
    """Whether ``outline`` (in a crop's pixels, ``to_processing`` mapping them to the processing
    image's) outlines about the board of ``place``: centres within a quarter of its side, areas
    within a factor of two (a zoomed outline may add the row a small one missed)."""
    quad = cv2.perspectiveTransform(np.float64(outline.quad)[None], to_processing)[0]
    area, place_area = (abs(float(cv2.contourArea(np.float32(q)))) for q in (quad, place.quad))
    if place_area <= 1.0 or not 0.5 <= area / place_area <= 2.0:
        return False
    apart = float(np.linalg.norm(quad.mean(axis=0) - place.quad.mean(axis=0)))
    return apart <= 0.25 * float(np.sqrt(place_area))


Convinces = Callable[[Candidate], bool] | None
SecondLook = Callable[
    [Look | None, np.ndarray, np.ndarray | None, Recogniser, Trace | None, Convinces,
     Budget | None],
    Look | None,
]  # fmt: skip
# In this order, each only while the photo is not settled and the budget lasts.
SECOND_LOOKS: tuple[SecondLook, ...] = (_evened_once, _evened_closed, _calmed, _zoomed)


def _in_order(first: Look | None, image: np.ndarray) -> tuple[SecondLook, ...]:
    """SECOND_LOOKS, the zoomed crops first when the first look's board (or a runner-up) is
    small in the frame: a board a sixth of the frame across is found there, not evened."""
    if first is None or not any(_small(place.location, image) for place in _zoom_places(first)):
        return SECOND_LOOKS
    # Moved, not added: each look still runs at most once, whatever SECOND_LOOKS holds.
    zoomed = tuple(look for look in SECOND_LOOKS if look is _zoomed)
    return (*zoomed, *(look for look in SECOND_LOOKS if look is not _zoomed))


def _small(location: BoardLocation, image: np.ndarray) -> bool:
    side = float(np.sqrt(cv2.contourArea(location.quad.astype(np.float32))))
    return 1.0 < side <= _LOOK.small_board * max(image.shape[:2])


def _zoom_places(look: Look) -> list[Candidate]:
    """The look's reading and its runners-up in places of their own, surest first, at most
    ``zoom_places`` of them, each read at least ``runner_up_share`` as surely as the look's:
    where a zoomed crop may find the board."""
    places: list[Candidate] = []
    for candidate in (look.candidate, *look.runners_up):
        if len(places) == _LOOK.zoom_places:
            break
        if candidate.score < _LOOK.runner_up_share * look.candidate.score:
            break  # the rest read no surer: outlines of nothing in particular
        if not any(same_place(candidate.location, other.location) for other in places):
            places.append(candidate)
    return places


def _evened_look(
    image: np.ndarray,
    recogniser: Recogniser,
    trace: Trace | None,
    to_processing: np.ndarray,
    closed: bool = False,
    budget: Budget | None = None,
) -> Look | None:
    """The look at ``image`` with its light evened out (``closed``: see evened); None when
    evening hardly changes it (a sheet of paper, a screen): it would find the same outlines
    again."""
    with timed_in(trace, "evened"):
        even = evened(image, closed)
        change = float(cv2.absdiff(even[::2, ::2], image[::2, ::2]).mean())
    if change < _LOOK.even_change:
        return None
    with timed_in(trace, "locate"):
        even_outlines = _outlines(even)
    return _look(even, even_outlines, recogniser, trace, to_processing, budget)


def _calmed_look(
    best: Look | None,
    image: np.ndarray,
    recogniser: Recogniser,
    trace: Trace | None,
    to_processing: np.ndarray,
    convinces: Convinces = None,
    budget: Budget | None = None,
) -> Look | None:
    """``best``, or the look at ``image`` calmed of its grain (as it is, then evened) when
    ``image`` is grainy and that look is decisively surer."""
    sigma = noise_sigma(image)
    if sigma <= _LOOK.noisy:
        return best
    with timed_in(trace, "calmed"):
        calm = calmed(image, sigma)
    with timed_in(trace, "locate"):
        calm_outlines = _outlines(calm)
    calm_best = _look(calm, calm_outlines, recogniser, trace, to_processing, budget)
    if not _settled(calm_best, convinces):
        calm_best = _better(
            calm_best, _evened_look(calm, recogniser, trace, to_processing, budget=budget)
        )
    if calm_best is None:
        return best
    # Calming smooths the marks, and so lifts every reading's confidence a little, even where
    # the grainy photo read right: the calmed reading must be decisively surer.
    if best is None:
        return calm_best
    if calm_best.candidate.score > _LOOK.calm_gain * best.candidate.score:
        return _pooled(calm_best, best)
    return _pooled(best, calm_best)


def _settled(look: Look | None, convinces: Convinces = None) -> bool:
    if look is None:
        return False
    return look.candidate.convincing() or (convinces is not None and convinces(look.candidate))


def _outlines(image: np.ndarray) -> list[BoardLocation]:
    try:
        return locate_candidates(image)
    except NoBoardError:
        return []


def _look(
    image: np.ndarray,
    outlines: list[BoardLocation],
    recogniser: Recogniser,
    trace: Trace | None,
    to_processing: np.ndarray,
    budget: Budget | None = None,
) -> Look | None:
    if not outlines:
        return None
    try:
        ranked = ranked_boards(image, outlines, recogniser, trace, budget)
    except NoBoardError:
        return None
    return Look(ranked[0], image, to_processing, tuple(ranked[1:]))


def _better(best: Look | None, other: Look | None) -> Look | None:
    if best is None:
        return other
    if other is None:
        return best
    if other.candidate.score > best.candidate.score:
        return _pooled(other, best)
    return _pooled(best, other)


def _pooled(winner: Look, loser: Look) -> Look:
    """``winner``, with ``loser``'s readings among its runners-up when both were read in the
    same pixels (the processing image, evened or calmed; not a crop)."""
    if not np.array_equal(winner.to_processing, loser.to_processing):
        return winner
    pool = (*winner.runners_up, loser.candidate, *loser.runners_up)
    return replace(winner, runners_up=tuple(sorted(pool, key=lambda c: -c.score)))


def _zoomed_crop(
    location: BoardLocation, image: np.ndarray, original: np.ndarray | None
) -> tuple[np.ndarray, np.ndarray] | None:
    """A crop around ``location`` (in ``image``'s pixels), cut from ``original`` and zoomed
    until the board spans zoom_side pixels, and the map from its pixels to ``image``'s; None
    when the board is not small in the frame (spans over small_board of the image's side)."""
    side = float(np.sqrt(cv2.contourArea(location.quad.astype(np.float32))))
    if side <= 1.0 or side > _LOOK.small_board * max(image.shape[:2]):
        return None
    source = image if original is None else original
    scale = source.shape[1] / image.shape[1]  # original pixels per processing pixel
    centre = location.quad.mean(axis=0) * scale
    half = _LOOK.crop_margin * side * scale
    left, top = np.maximum(np.floor(centre - half), 0).astype(int)
    right = min(int(np.ceil(centre[0] + half)), source.shape[1])
    bottom = min(int(np.ceil(centre[1] + half)), source.shape[0])
    zoom = min(_LOOK.zoom_side / (side * scale), _LOOK.max_zoom)
    crop = source[top:bottom, left:right]
    if crop.size == 0:
        return None
    size = (max(1, round(crop.shape[1] * zoom)), max(1, round(crop.shape[0] * zoom)))
    method = cv2.INTER_AREA if zoom < 1.0 else cv2.INTER_CUBIC
    crop = expose(cv2.resize(crop, size, interpolation=method))
    # crop pixel -> source pixel (offset and zoom) -> processing pixel
    to_processing = np.array(
        [[1 / (zoom * scale), 0, left / scale], [0, 1 / (zoom * scale), top / scale], [0, 0, 1]]
    )
    return crop, to_processing
