"""The photo reader, one straight path, top to bottom in ``read_board``:

1. load: decode the photo, shrink it to the processing size and even its exposure;
2. locate: a screenshot of a digital board is read as one (vision.screen); in a photo, the
   candidate outlines of a board (vision.locate);
3. the lattice of dice: each outline at its likely grid sizes and die placements, read by the
   chooser (the mark classifier), until one reads like a board (vision.candidates); the face
   network glances at each placement first, and the chooser reads only those it sees faces
   on about as surely as on the photo's best few (vision.glance). A photo that this first
   look leaves unsettled gets the second looks, in one place, in the order of what they gain
   per second, while its budget lasts (vision.looks);
4. the faces: every die of the chosen lattice read by the face reader (the face network times
   the marks) in one batched pass; at another grid size when neither reader makes a board of it
   (vision.chosen_faces); on a lattice that reads one die twice, the outline stretched by a row
   (vision.stretch);
5. the verdict: on a board read doubtfully no die counts as sure, so the player checks them;
   outlines go back into the photo's pixels.

Each stage is timed into a trace (vision.trace), with debug pictures when asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import cv2
import numpy as np

from vision.budget import Budget
from vision.candidates import Candidate, die_outline
from vision.centring import read_at
from vision.chosen_faces import FaceReader, doubted, faces_read, vouched
from vision.classifier import load_model
from vision.errors import NoBoardError, ReadCancelled
from vision.given import Tray, given_look, tray_corners
from vision.glance import Glance
from vision.glyphs import draw_marks
from vision.grid import draw_grid
from vision.load import expose, load_image, processing_size
from vision.locate import BoardLocation, draw_location, locate_candidates
from vision.looks import Look, best_reading
from vision.net import FaceNet
from vision.params import PARAMS
from vision.patches import load_patch_model
from vision.recognise import FaceGuess, reading_language, reading_net
from vision.recognisers import Recogniser, combined_recogniser, marks_recogniser
from vision.result import BoardReading, DieReading, Quad
from vision.screen import read_screen, screen_board_reading
from vision.stretch import mended, read_twice
from vision.threads import one_blas_thread
from vision.trace import Trace

__all__ = [
    "LOW_CONFIDENCE",
    "ImageSource",
    "Progress",
    "default_faces",
    "default_recogniser",
    "doubted",
    "read_board",
    "vouched",
]

# Dice read with less confidence than this are flagged for the player to check (GUI and CLI).
LOW_CONFIDENCE = PARAMS.reading.low_confidence

ImageSource = str | Path | bytes | bytearray | np.ndarray
Progress = Callable[[str, float], None]

_STAGES = ("load", "locate", "read")


def read_board(
    image: ImageSource,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    debug: bool = False,
    trace: Trace | None = None,
    recogniser: Recogniser | None = None,
    faces: Recogniser | None = None,
    budget: int | None = PARAMS.reading.budget,
    language: str | None = None,
    glance: FaceNet | None = None,
    tray: Tray | None = None,
) -> BoardReading:
    """Read the Boggle board in ``image`` (a path, encoded bytes, or a BGR uint8 array),
    among the faces of ``language``'s edition (a code of solver.languages: the game's language
    as the player chose it, never guessed from the photo, vision.recognise.faces_for_size;
    None: English, or the language of the reading this one is part of, as in vision.frames).

    ``progress`` hears each stage as it starts (name, share done); ``cancelled`` is asked
    between stages. ``trace`` collects the stage times and, if it asks for them, the debug
    pictures; ``debug=True`` asks for the pictures too (of a trace given, or of the reading's
    own). The reading carries both: ``timings`` and ``debug_images``. ``recogniser`` reads the
    dice of every candidate outline and lattice, and so chooses among them (vision.recognisers;
    ``default_recogniser()`` when None); ``faces`` reads the chosen lattice's dice again for the
    faces returned (``default_faces()`` when both are None; with a ``recogniser`` given and no
    ``faces``, its own reading stands). ``budget`` is the dice the chooser may read in its
    search (vision.budget; None: no limit): once spent, no further look starts, a look reads no
    further outline once one makes a board, and the board chosen is neither read at other
    grid sizes nor stretched; the best reading so far stands, its doubtful dice flagged as
    always (a die read twice flags them all). ``glance``: the network that glances at each
    lattice of the search before the chooser reads it, sparing it those it sees no faces on
    (vision.glance); None: the reading's own network (vision.recognise.reading_net) with the
    default chooser, and no glance with a ``recogniser`` given. ``tray``: the board's four
    corners in the photo's pixels (any corner first, either way round; as ``board_outline``
    gives them), read in place of the outlines the reader would look for (vision.given), the
    screenshot check and the zoomed crops skipped with it.

    Raises ``VisionError`` subclasses with a message for the player: ``NotAnImageError``,
    ``UnsupportedFormatError``, ``ImageTooLargeError``, ``NoBoardError``, ``ReadCancelled``,
    ``FaceModelError`` (the bundled face model is missing or damaged), ``OutlineError`` (a
    ``tray`` that outlines no board: vision.given); ``LanguageError`` for a language code no
    edition has.
    """
    with reading_language(language), one_blas_thread():
        if glance is None and recogniser is None:
            glance = reading_net()
        spending = Budget(budget, glance=None if glance is None else Glance(glance))
        if trace is None:
            trace = Trace(pictures=debug)
        elif debug:
            trace.wants_pictures = True

        # 1. Load.
        with _stage("load", trace, progress, cancelled):
            original = load_image(image).image
            small, scale = processing_size(original)
            small = expose(small)

        # 2. Locate: the player's outline, or the reader's own candidates.
        with _stage("locate", trace, progress, cancelled):
            height, width = original.shape[:2]
            given = None if tray is None else tray_corners(tray, (width, height)) * scale
            screen = read_screen(small) if given is None else None
            outlines = _outlines(small) if screen is None and given is None else []
        if screen is not None:
            _done(progress)
            return screen_board_reading(screen, scale, (width, height), trace)

        if faces is None and recogniser is None:
            faces = default_faces()
        chooser = recogniser or default_recogniser()
        reader = FaceReader(faces, trace)
        with _stage("read", trace, progress, cancelled):
            # 3. The lattice of dice, and the second looks where the first does not settle it.
            if given is None:
                look = best_reading(
                    small, outlines, chooser, trace, original, convinces=reader.convinces,
                    budget=spending,
                )  # fmt: skip
            else:
                look = given_look(small, given, chooser, trace, reader.convinces, spending)
            # 4. The faces, every die at once; a die read twice stretches the outline.
            chosen, guesses = faces_read(look, reader, chooser, trace, spending)
            chosen, guesses, misplaced = _stretched(
                look, chosen, guesses, chooser, faces, trace, spending
            )
        _done(progress)

        # 5. The verdict.
        guesses = vouched(doubted(guesses, misplaced))
        return _verdict(look, chosen, guesses, original, scale, trace)


def _outlines(small: np.ndarray) -> list[BoardLocation]:
    try:
        return locate_candidates(small)
    except NoBoardError:
        return []  # the evened second look may still find it (vision.looks)


def _stretched(
    look: Look,
    chosen: Candidate,
    guesses: list[FaceGuess],
    chooser: Recogniser,
    faces: Recogniser | None,
    trace: Trace,
    budget: Budget,
) -> tuple[Candidate, list[FaceGuess], bool]:
    """``chosen`` and its faces; when the lattice reads a die twice (the outline is a row or
    column of dice short: vision.stretch), the outline stretched if that mends it and the
    ``budget`` is not spent. The last item says whether a die is still read twice (and so
    every die is flagged: vision.chosen_faces.doubted)."""
    twice = read_twice(read_at(chosen.lattice, guesses))
    if twice and not budget.spent():
        stretch = mended(look.image, chosen, twice, chooser, faces or chooser, trace)
        if stretch is not None:
            chosen, guesses = stretch
            twice = read_twice(read_at(chosen.lattice, guesses))
    return chosen, guesses, bool(twice)


def _verdict(
    look: Look,
    chosen: Candidate,
    guesses: list[FaceGuess],
    original: np.ndarray,
    scale: float,
    trace: Trace,
) -> BoardReading:
    """The reading of ``chosen``, its outlines in the original photo's pixels."""
    location, grid = chosen.location, chosen.grid
    lattice = read_at(chosen.lattice, guesses)

    def to_original(points: np.ndarray) -> Quad:
        at = cv2.perspectiveTransform(np.float64(points)[None], look.to_processing)[0] / scale
        corners = [(float(x), float(y)) for x, y in at]
        return (corners[0], corners[1], corners[2], corners[3])

    dice = tuple(
        DieReading(
            row=index // grid.size,
            col=index % grid.size,
            face=guess.face,
            confidence=round(guess.confidence, 4),
            alternatives=guess.alternatives,
            rotation=guess.rotation,
            outline=to_original(die_outline(grid, lattice, index)),
        )
        for index, guess in enumerate(guesses)
    )
    trace.picture("locate", lambda: draw_location(look.image, location))
    trace.picture("grid", lambda: draw_grid(grid))
    trace.picture("marks", lambda: draw_marks(chosen.glyphs, grid.size))
    height, width = original.shape[:2]
    return BoardReading(
        rows=grid.size,
        cols=grid.size,
        dice=dice,
        board_outline=to_original(location.quad),
        image_size=(width, height),
        timings=dict(trace.seconds),
        debug_images=dict(trace.pictures),
    )


def default_recogniser() -> Recogniser:
    """What chooses the outline, grid size and lattice: the mark classifier with the grey
    patches (vision.recognisers.marks_recogniser). Its distances tell a misplaced lattice from
    the right one on a blurred photo better than the network's probabilities do (see
    docs/reader-log.md), so it stays the chooser."""
    return marks_recogniser(load_model(), load_patch_model())


def default_faces() -> Recogniser:
    """What reads the faces of the chosen lattice: the face network times the mark classifier
    (vision.recognisers.combined_recogniser), the best held out of the three, with
    probabilities for confidences; see docs/reader-log.md. The network is the reading
    language's (vision.recognise.reading_net: the one that knows Ñ for Spanish, else the
    English one), so made inside the reading (read_board does)."""
    return combined_recogniser(reading_net(), load_model(), deblur=True)


def _done(progress: Progress | None) -> None:
    if progress is not None:
        progress("done", 1.0)


@contextmanager
def _stage(
    name: str, trace: Trace, progress: Progress | None, cancelled: Callable[[], bool] | None
) -> Iterator[None]:
    """One of ``_STAGES``: honours cancellation before it starts, reports progress, and is
    timed into ``trace``."""
    if cancelled is not None and cancelled():
        raise ReadCancelled("reading cancelled", reason="read.cancelled")
    if progress is not None:
        progress(name, _STAGES.index(name) / len(_STAGES))
    with trace.timed(name):
        yield
