"""The photo reader: load, locate candidate outlines, then grid, marks and faces for each until
one reads like a board. Each stage is timed; outlines come back in the original photo's pixels."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from vision.classifier import FaceScores, GlyphModel, load_model
from vision.errors import NoBoardError, ReadCancelled
from vision.glyphs import Glyph, die_lattices, extract_at
from vision.grid import BoardGrid, close_sizes, find_grid
from vision.lattice import Lattice
from vision.load import downscale, expose, load_image
from vision.locate import BoardLocation, locate_candidates
from vision.patches import die_patches, load_patch_model
from vision.recognise import FaceGuess, faces_for_size, mark_scores, recognise
from vision.result import BoardReading, DieReading, Quad

# Dice read with less confidence than this are flagged for the player to check (GUI and CLI).
LOW_CONFIDENCE = 0.5
# Photos are processed at this size: dice stay 30+ px wide, 12 MP photos stay fast.
PROCESSING_SIDE = 1000

ImageSource = str | Path | bytes | bytearray | np.ndarray
Progress = Callable[[str, float], None]

_STAGES = ("load", "locate", "read")
_MIN_MARKED = 0.6
_MIN_LOOSE_CONFIDENCE = 0.4  # mean die confidence a board found without a coloured tray needs
_CONVINCING = 0.85  # mean die confidence at which a candidate outline is taken at once


def read_board(
    image: ImageSource,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    debug: bool = False,
) -> BoardReading:
    """Read the Boggle board in ``image`` (a path, encoded bytes, or a BGR uint8 array).

    Raises ``VisionError`` subclasses with a message for the player: ``NotAnImageError``,
    ``UnsupportedFormatError``, ``ImageTooLargeError``, ``NoBoardError``, ``ReadCancelled``.
    """
    timings: dict[str, float] = {}
    debug_images: dict[str, np.ndarray] = {}
    clock = _StageClock(timings, progress, cancelled)

    with clock("load"):
        loaded = load_image(image)
        original = loaded.image
        small, scale = downscale(original, PROCESSING_SIDE)
        small = expose(small)
    with clock("locate"):
        candidates = locate_candidates(small, debug=debug)
    with clock("read"):
        chosen = _best_board(small, candidates, load_model(), debug, timings, load_patch_model())
    location, grid, glyphs, guesses = chosen.location, chosen.grid, chosen.glyphs, chosen.guesses
    if progress is not None:
        progress("done", 1.0)

    def to_original(points: np.ndarray) -> Quad:
        corners = [(float(x / scale), float(y / scale)) for x, y in points]
        return (corners[0], corners[1], corners[2], corners[3])

    dice = tuple(
        DieReading(
            row=index // grid.size,
            col=index % grid.size,
            face=guess.face,
            confidence=round(guess.confidence, 4),
            alternatives=guess.alternatives,
            rotation=guess.rotation,
            outline=to_original(_die_outline(grid, chosen.lattice, index)),
        )
        for index, guess in enumerate(guesses)
    )
    if debug:
        if location.debug is not None:
            debug_images["locate"] = location.debug
        if grid.debug is not None:
            debug_images["grid"] = grid.debug
        debug_images["marks"] = marks_mosaic(glyphs, grid.size)
    height, width = original.shape[:2]
    return BoardReading(
        rows=grid.size,
        cols=grid.size,
        dice=dice,
        board_outline=to_original(location.quad),
        image_size=(width, height),
        timings=timings,
        debug_images=debug_images,
    )


def read_glyphs(
    image: ImageSource, *, model_path: Path | None = None
) -> tuple[list[np.ndarray | None], list[list[str]], list[FaceScores | None]]:
    """Every die's raw mark, face and per-face scores (row-major), read by the marks alone; for
    training and evaluation."""
    chosen, model = _read_by_marks(image, model_path)
    found = iter(model.score_many([g.picture for g in chosen.glyphs if g.picture is not None]))
    scores = [next(found) if g.picture is not None else None for g in chosen.glyphs]
    return [g.picture for g in chosen.glyphs], _faces(chosen), scores


def read_patches(
    image: ImageSource, *, model_path: Path | None = None
) -> tuple[list[np.ndarray], list[list[str]], list[FaceScores | None]]:
    """Every die's grey patch (vision.patches), face and the mark classifier's scores of its
    cuts (row-major), read by the marks alone; for training the patch model."""
    chosen, model = _read_by_marks(image, model_path)
    gray = cv2.cvtColor(chosen.grid.warped, cv2.COLOR_BGR2GRAY)
    scores = mark_scores(chosen.glyphs, model, faces_for_size(chosen.grid.size))
    return die_patches(gray, chosen.lattice), _faces(chosen), scores


def _read_by_marks(image: ImageSource, model_path: Path | None) -> tuple[_Candidate, GlyphModel]:
    """The reading by the marks alone, so that training does not depend on a patch model."""
    small = expose(downscale(load_image(image).image, PROCESSING_SIDE)[0])
    model = load_model(model_path)
    return _best_board(small, locate_candidates(small), model, False), model


def _faces(chosen: _Candidate) -> list[list[str]]:
    size = chosen.grid.size
    return [[chosen.guesses[r * size + c].face for c in range(size)] for r in range(size)]


def marks_mosaic(glyphs: list[Glyph], size: int) -> np.ndarray:
    """The cut-out marks laid out as the board, for the debug view."""
    tile = 48
    mosaic = np.full((size * tile, size * tile), 64, np.uint8)
    for index, glyph in enumerate(glyphs):
        if glyph.picture is None:
            continue
        r, c = divmod(index, size)
        mosaic[r * tile : (r + 1) * tile, c * tile : (c + 1) * tile] = cv2.resize(
            glyph.picture, (tile, tile), interpolation=cv2.INTER_NEAREST
        )
    return mosaic


@dataclass(frozen=True)
class _Candidate:
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


def _best_board(
    image: np.ndarray,
    candidates: list[BoardLocation],
    model: GlyphModel,
    debug: bool,
    timings: dict[str, float] | None = None,
    patch_model: GlyphModel | None = None,
) -> _Candidate:
    """Of the candidate outlines, grid sizes and die placements, the one that reads most like a
    board: the highest mean confidence over its dice (a die with no mark counts as zero). With
    ``patch_model``, each die is read by its grey patch as well as its mark (vision.patches):
    on a blurred photo the marks of a misplaced lattice can read as convincingly as the right
    one's, while the grey patches tell them apart.

    A board shows a mark on nearly every die; a patterned surface or a wrong outline does not,
    so with marks on fewer than ``_MIN_MARKED`` of the dice there is no board."""
    best: _Candidate | None = None
    spent = {"grid": 0.0, "recognise": 0.0}
    for location in candidates:
        start = time.perf_counter()
        grids = [find_grid(image, location, debug=debug)]
        grids += [
            find_grid(image, location, size=size, debug=debug)
            for size in close_sizes(grids[0].scores)
            if size != grids[0].size
        ]
        spent["grid"] += time.perf_counter() - start
        for rank, grid in enumerate(grids):
            # Another size is read at the outline's own cells only: a lattice fitted to the
            # marks at a size smaller than the board's finds a block of its dice that reads
            # just as well as the whole board.
            best = _read_grid(grid, location, (model, patch_model), best, spent, favoured=rank == 0)
        if best is not None and best.score >= _CONVINCING and not best.tentative:
            break
    if timings is not None:
        timings.update(spent)
    if best is None:
        raise NoBoardError("no Boggle board found")
    return best


def _read_grid(
    grid: BoardGrid,
    location: BoardLocation,
    models: tuple[GlyphModel, GlyphModel | None],
    best: _Candidate | None,
    spent: dict[str, float],
    *,
    favoured: bool = True,
) -> _Candidate | None:
    """Read ``grid`` at each of its die placements (only the first unless the outline
    ``favoured`` the grid's size): the best of those and ``best``."""
    start = time.perf_counter()
    gray = cv2.cvtColor(grid.warped, cv2.COLOR_BGR2GRAY)
    lattices = die_lattices(gray, grid.size)[: None if favoured else 1]
    spent["grid"] += time.perf_counter() - start
    for fitted, lattice in enumerate(lattices):
        start = time.perf_counter()
        glyphs = extract_at(gray, lattice)
        marked = sum(g.picture is not None for g in glyphs) / len(glyphs)
        spent["grid"] += time.perf_counter() - start
        if marked < _MIN_MARKED:
            continue
        start = time.perf_counter()
        model, patch_model = models
        patches = None if patch_model is None else die_patches(gray, lattice)
        guesses = recognise(glyphs, model, faces_for_size(grid.size), patches, patch_model)
        spent["recognise"] += time.perf_counter() - start
        score = float(np.mean([guess.confidence for guess in guesses]))
        if location.method != "tray" and score < _MIN_LOOSE_CONFIDENCE:
            # Without a coloured tray, only dice that read clearly make a board: the dark
            # squares of a chess board enclose pale ones just as a black tray does.
            continue
        if best is None or score > best.score:
            best = _Candidate(
                score, location, grid, lattice, glyphs, guesses, fitted > 0 or not favoured
            )
    return best


def _die_outline(grid: BoardGrid, lattice: Lattice, index: int) -> np.ndarray:
    """The die's square, centred where its top was found, in processing-image pixels."""
    (cx, cy), half = lattice.centres[index], float(lattice.pitch[index]) / 2
    corners = np.float32(
        [[cx - half, cy - half], [cx + half, cy - half], [cx + half, cy + half],
         [cx - half, cy + half]]
    )  # fmt: skip
    return cv2.perspectiveTransform(corners[None], grid.to_image)[0]


class _StageClock:
    """Times each stage, reports progress and honours cancellation between stages."""

    def __init__(
        self,
        timings: dict[str, float],
        progress: Progress | None,
        cancelled: Callable[[], bool] | None,
    ) -> None:
        self._timings = timings
        self._progress = progress
        self._cancelled = cancelled

    def __call__(self, stage: str) -> _StageClock:
        self._stage = stage
        return self

    def __enter__(self) -> None:
        if self._cancelled is not None and self._cancelled():
            raise ReadCancelled("reading cancelled")
        if self._progress is not None:
            self._progress(self._stage, _STAGES.index(self._stage) / len(_STAGES))
        self._start = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        self._timings[self._stage] = time.perf_counter() - self._start
