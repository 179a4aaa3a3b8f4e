"""The ways a board's dice can be read, each a function of the squared-up board: what
vision.candidates scores candidate outlines and placements with.

- ``net_recogniser``: the face network (vision.net) on each die's grey patch.
- ``marks_recogniser``: the nearest-neighbour classifier of the thresholded marks
  (vision.classifier), with the grey-patch model (vision.patches) when given: what chooses the
  outline, grid size and lattice by default (vision.reading.default_recogniser), and what the
  trainers read the photos with.
- ``combined_recogniser``: the network's probabilities times the marks' (see there): what reads
  the chosen lattice's faces by default (vision.reading.default_faces).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace

import numpy as np

from vision.centring import Centred, centred_dice
from vision.classifier import GlyphModel
from vision.deblur import unblurred_boards
from vision.glyphs import Glyph, extract_at, extract_glyph
from vision.lattice import Lattice
from vision.net import FaceNet, net_patches
from vision.params import PARAMS
from vision.patches import die_patches
from vision.recognise import (
    FaceGuess,
    mark_probabilities,
    net_classes,
    net_guesses,
    recognise,
    with_stand_ins,
)

_DEBLUR = PARAMS.deblur
_SURE = PARAMS.reading.low_confidence  # what the player is not asked to check

# (grayscale squared-up board, where the dice sit, their marks, the faces allowed) -> guesses
Recogniser = Callable[[np.ndarray, Lattice, list[Glyph], frozenset[str]], list[FaceGuess]]

# Off while a reading is only asked whether it convinces (vision.reading): undoing smears costs
# a few tenths of a second, worth paying once, for the board chosen.
_deblur_allowed: ContextVar[bool] = ContextVar("deblur_allowed", default=True)


@contextmanager
def without_deblur() -> Iterator[None]:
    """Recognisers made with ``deblur`` read as if without it, for the duration."""
    token = _deblur_allowed.set(False)
    try:
        yield
    finally:
        _deblur_allowed.reset(token)


def deblurs(guesses: list[FaceGuess]) -> bool:
    """Whether a recogniser made with ``deblur`` would look again at a board read as
    ``guesses`` without it: only then can its reading differ."""
    return _sureness(guesses) < _DEBLUR.unsure


def net_recogniser(net: FaceNet) -> Recogniser:
    def read(
        gray: np.ndarray, lattice: Lattice, glyphs: list[Glyph], faces: frozenset[str]
    ) -> list[FaceGuess]:
        return net_guesses(net.probabilities(net_patches(gray, lattice)), faces, net.classes)

    return read


def marks_recogniser(model: GlyphModel, patch_model: GlyphModel | None = None) -> Recogniser:
    def read(
        gray: np.ndarray, lattice: Lattice, glyphs: list[Glyph], faces: frozenset[str]
    ) -> list[FaceGuess]:
        patches = None if patch_model is None else die_patches(gray, lattice)
        return recognise(glyphs, model, faces, patches, patch_model)

    return read


def combined_recogniser(net: FaceNet, model: GlyphModel, deblur: bool = False) -> Recogniser:
    """The network's face probabilities multiplied by a softmax over the mark classifier's
    distances (vision.recognise.mark_probabilities), renormalised: two independent views of the
    die, the grey patch and the thresholded mark. A die the network sees off-centre is read
    where it sees it centred (vision.centring), its mark too. With ``deblur``, a board read
    unsurely is read again with the likeliest smears undone (vision.deblur), and the surest
    reading stands: for the chosen board only, as it costs a few tenths of a second.

    The reading before undoing smears is remembered for the last lattice read: the face reader
    asks first whether a board convinces without undoing smears (vision.chosen_faces), then
    reads the same lattice again with it, and centring a smeared board's dice is costly."""
    last: list[tuple[Lattice, list[Glyph], frozenset[str], Centred, list[FaceGuess]]] = []

    def centred_reading(
        gray: np.ndarray, lattice: Lattice, glyphs: list[Glyph], faces: frozenset[str]
    ) -> tuple[Centred, list[FaceGuess]]:
        # The same lattice and marks are the same candidate's, so the same squared-up board;
        # holding them keeps their identities from being reused.
        if last and last[0][0] is lattice and last[0][1] is glyphs and last[0][2] == faces:
            return last[0][3], list(last[0][4])
        marks = [None if glyph.picture is None else glyph.centre for glyph in glyphs]
        centred = centred_dice(gray, lattice, net, marks)
        moved = list(glyphs)
        for die in centred.moved:  # its mark is looked for where the die was seen too
            (cx, cy), pitch = centred.lattice.centres[die], centred.lattice.pitch[die]
            moved[die] = extract_glyph(gray, float(cx), float(cy), float(pitch), second_cut=True)
        guesses = _combined(centred, moved, model, faces, net.classes)
        last[:] = [(lattice, glyphs, faces, centred, guesses)]
        return centred, list(guesses)

    def read(
        gray: np.ndarray, lattice: Lattice, glyphs: list[Glyph], faces: frozenset[str]
    ) -> list[FaceGuess]:
        centred, guesses = centred_reading(gray, lattice, glyphs, faces)
        if not deblur or not _deblur_allowed.get() or not deblurs(guesses):
            return guesses
        sureness = _sureness(guesses)
        surest = max(_unblurred_readings(gray, centred, net, model, faces), key=_sureness)
        if _sureness(surest) <= sureness + _DEBLUR.margin:
            return guesses
        # A die the photo itself reads surely keeps its reading: undoing a smear that was not
        # there can ripple a letter into another.
        return [
            guess if guess.confidence >= _SURE else other
            for guess, other in zip(guesses, surest, strict=True)
        ]

    return read


def _combined(
    centred: Centred,
    glyphs: list[Glyph],
    model: GlyphModel,
    faces: frozenset[str],
    net_faces: tuple[str, ...],
) -> list[FaceGuess]:
    """The combined guesses from the network's probabilities (``centred``; ``net_faces`` its
    classes) and the marks."""
    marks = mark_probabilities(glyphs, model, faces, net_faces)
    # "No die here" is as compatible with the mark as the mark's best face.
    marks = np.hstack([marks, marks.max(axis=1, keepdims=True)])
    # A face the network has no class for (Ñ, to the English network) is seen as its base
    # letter; the marks decide.
    seen = with_stand_ins(centred.probabilities, net_classes(faces, net_faces), net_faces)
    guesses = net_guesses(seen * marks[:, :, None], faces, net_faces)
    for die in centred.moved:
        cx, cy = centred.lattice.centres[die]
        guesses[die] = replace(guesses[die], centre=(float(cx), float(cy)))
    return guesses


def _unblurred_readings(
    gray: np.ndarray, centred: Centred, net: FaceNet, model: GlyphModel, faces: frozenset[str]
) -> list[list[FaceGuess]]:
    """The dice read again on the board with each of the likeliest smears undone (vision.deblur).
    They stay where they were seen: undoing a smear does not move them."""
    # How sure the photo is of each die: its likeliest face, all turns summed.
    photo = centred.probabilities[:, : net.not_a_die].sum(axis=2).max(axis=1)
    boards = [each.board for each in unblurred_boards(gray, centred.lattice, net, photo)]
    # Every board's dice in one forward pass.
    patches = [patch for board in boards for patch in net_patches(board, centred.lattice)]
    probabilities = np.split(net.probabilities(patches), len(boards))
    return [
        _combined(
            replace(centred, probabilities=seen),
            extract_at(board, centred.lattice),
            model,
            faces,
            net.classes,
        )
        for board, seen in zip(boards, probabilities, strict=True)
    ]


def _sureness(guesses: list[FaceGuess]) -> float:
    """The mean log-probability of the faces read."""
    return float(np.mean([np.log(max(guess.confidence, 1e-6)) for guess in guesses]))
