"""The photo reader: load, locate candidate outlines, then grid, marks and faces for each until
one reads like a board (vision.candidates). Each stage is timed into a trace (vision.trace);
outlines come back in the original photo's pixels."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

import cv2
import numpy as np

from vision.candidates import Candidate, at_other_sizes, die_outline
from vision.centring import read_at
from vision.classifier import load_model
from vision.errors import NoBoardError, ReadCancelled
from vision.glyphs import draw_marks
from vision.grid import draw_grid
from vision.load import expose, load_image, processing_size
from vision.locate import draw_location, locate_candidates
from vision.looks import Look, best_reading
from vision.net import load_net
from vision.params import PARAMS
from vision.patches import load_patch_model
from vision.recognise import FaceGuess, faces_for_size
from vision.recognisers import Recogniser, combined_recogniser, marks_recogniser
from vision.result import BoardReading, DieReading, Quad
from vision.screen import read_screen, screen_board_reading
from vision.stretch import mended, read_twice
from vision.trace import Trace

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
) -> BoardReading:
    """Read the Boggle board in ``image`` (a path, encoded bytes, or a BGR uint8 array).

    ``progress`` hears each stage as it starts (name, share done); ``cancelled`` is asked
    between stages. ``trace`` collects the stage times and, if it asks for them, the debug
    pictures; ``debug=True`` asks for the pictures too (of a trace given, or of the reading's
    own). The reading carries both: ``timings`` and ``debug_images``. ``recogniser`` reads the
    dice of every candidate outline and lattice, and so chooses among them (vision.recognisers;
    ``default_recogniser()`` when None); ``faces`` reads the chosen lattice's dice again for the
    faces returned (``default_faces()`` when both are None; with a ``recogniser`` given and no
    ``faces``, its own reading stands).

    Raises ``VisionError`` subclasses with a message for the player: ``NotAnImageError``,
    ``UnsupportedFormatError``, ``ImageTooLargeError``, ``NoBoardError``, ``ReadCancelled``,
    ``FaceModelError`` (the bundled face model is missing or damaged).
    """
    if trace is None:
        trace = Trace(pictures=debug)
    elif debug:
        trace.wants_pictures = True
    with _stage("load", trace, progress, cancelled):
        loaded = load_image(image)
        original = loaded.image
        small, scale = processing_size(original)
        small = expose(small)
    with _stage("locate", trace, progress, cancelled):
        # A screenshot of a digital board is read as one (vision.screen); a photo goes on.
        screen = read_screen(small)
        outlines = []
        if screen is None:
            try:
                outlines = locate_candidates(small)
            except NoBoardError:
                outlines = []  # the evened second look may still find it (vision.candidates)
    if screen is not None:
        if progress is not None:
            progress("done", 1.0)
        height, width = original.shape[:2]
        return screen_board_reading(screen, scale, (width, height), trace)
    if faces is None and recogniser is None:
        faces = default_faces()
    chooser = recogniser or default_recogniser()
    with _stage("read", trace, progress, cancelled):
        look = best_reading(small, outlines, chooser, trace, original)
        chosen, guesses = _resized(look, faces, chooser, trace)
        twice = read_twice(read_at(chosen.lattice, guesses))
        if twice:  # the outline is a row or column of dice short (vision.stretch)
            stretch = mended(look.image, chosen, twice, chooser, faces or chooser, trace)
            if stretch is not None:
                chosen, guesses = stretch
                twice = read_twice(read_at(chosen.lattice, guesses))
    if progress is not None:
        progress("done", 1.0)
    location, grid = chosen.location, chosen.grid
    lattice = read_at(chosen.lattice, guesses)
    guesses = doubted(guesses, misplaced=bool(twice))

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


def _resized(
    look: Look, faces: Recogniser | None, chooser: Recogniser, trace: Trace
) -> tuple[Candidate, list[FaceGuess]]:
    """The look's reading and its faces; or, when neither the chooser's reading nor those
    faces make a board (means under ``convincing``), its outline read at another grid size, if
    the chooser reads that surer (vision.candidates.at_other_sizes) and its faces are surer
    too. The photos that read convincingly, and those whose faces do (a smeared board read
    again unsmeared), pay nothing for it."""
    chosen = look.candidate
    guesses = _faces_read(chosen, faces, trace)
    convincing = PARAMS.reading.convincing
    if _mean(guesses) >= convincing or (chosen.score >= convincing and not chosen.tentative):
        return chosen, guesses
    resized = at_other_sizes(look.image, chosen, chooser, trace)
    if resized is chosen:
        return chosen, guesses
    resized_guesses = _faces_read(resized, faces, trace)
    if _mean(resized_guesses) <= _mean(guesses):
        return chosen, guesses
    return resized, resized_guesses


def _mean(guesses: list[FaceGuess]) -> float:
    return float(np.mean([guess.confidence for guess in guesses]))


def _faces_read(chosen: Candidate, faces: Recogniser | None, trace: Trace) -> list[FaceGuess]:
    """The chosen lattice's dice read by ``faces``; the chooser's own reading when None."""
    if faces is None:
        return chosen.guesses
    with trace.timed("faces"):
        gray = cv2.cvtColor(chosen.grid.warped, cv2.COLOR_BGR2GRAY)
        return faces(gray, chosen.lattice, chosen.glyphs, faces_for_size(chosen.grid.size))


def doubted(guesses: list[FaceGuess], misplaced: bool = False) -> list[FaceGuess]:
    """The dice of a board that reads unconvincingly as a whole (mean confidence under
    ``doubtful_board``): none is surer than the board's mean. A wrong outline or a smeared
    photo can still read a die or two confidently, and those confidences do not hold there.
    On a ``misplaced`` lattice (one die read twice: vision.stretch) none is surer than
    ``misplaced_board``."""
    mean = _mean(guesses)
    cap = 1.0 if mean >= PARAMS.reading.doubtful_board else mean
    if misplaced:
        cap = min(cap, PARAMS.reading.misplaced_board)
    if cap >= 1.0:
        return guesses
    return [replace(guess, confidence=min(guess.confidence, cap)) for guess in guesses]


def default_recogniser() -> Recogniser:
    """What chooses the outline, grid size and lattice: the mark classifier with the grey
    patches (vision.recognisers.marks_recogniser). Its distances tell a misplaced lattice from
    the right one on a blurred photo better than the network's probabilities do (see
    docs/reader-log.md), so it stays the chooser."""
    return marks_recogniser(load_model(), load_patch_model())


def default_faces() -> Recogniser:
    """What reads the faces of the chosen lattice: the face network times the mark classifier
    (vision.recognisers.combined_recogniser), the best held out of the three, with
    probabilities for confidences; see docs/reader-log.md."""
    return combined_recogniser(load_net(), load_model(), deblur=True)


@contextmanager
def _stage(
    name: str, trace: Trace, progress: Progress | None, cancelled: Callable[[], bool] | None
) -> Iterator[None]:
    """One of ``_STAGES``: honours cancellation before it starts, reports progress, and is
    timed into ``trace``."""
    if cancelled is not None and cancelled():
        raise ReadCancelled("reading cancelled")
    if progress is not None:
        progress(name, _STAGES.index(name) / len(_STAGES))
    with trace.timed(name):
        yield
