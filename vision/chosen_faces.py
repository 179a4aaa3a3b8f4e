"""The faces of the chosen lattice: read by the face reader (the network times the marks, every
die of the board in one batched pass), at another grid size when neither reader makes a board
of it, capped on a board that reads doubtfully and vouched for on a board that reads surely.
vision.reading's steps 3 to 5."""

from __future__ import annotations

from dataclasses import replace

import cv2
import numpy as np

from vision.budget import Budget
from vision.candidates import Candidate, at_other_sizes
from vision.centring import read_at
from vision.looks import Look
from vision.params import PARAMS, ReadingParams
from vision.recognise import FaceGuess, faces_for_size
from vision.recognisers import Recogniser, deblurs, without_deblur
from vision.stretch import read_twice
from vision.trace import Trace

_READ = PARAMS.reading


class FaceReader:
    """The face reader (None: the chooser's own reading stands) for one photo, which remembers
    what it read: a look the chooser leaves unsure, the faces may read convincingly (every die
    at ``faces_settle`` or surer), and then no second look is needed (``convinces``, asked by
    vision.looks). That question is asked without undoing smears (vision.deblur), the costly
    part; its answer is kept for the board chosen where undoing smears would not have been
    tried on it anyway, or would not mend it: a lattice that reads a die twice is misplaced
    (vision.stretch), and undoing a smear reads its dice where they were seen, twice still.
    Either the outline stretched reads its own faces, or every die of it is flagged."""

    def __init__(self, faces: Recogniser | None, trace: Trace) -> None:
        self._faces, self._trace = faces, trace
        self._read: dict[int, tuple[Candidate, list[FaceGuess]]] = {}
        # The answer for each reading asked about: a look that keeps the best reading so far
        # asks again about the same one.
        self._answers: dict[int, tuple[Candidate, bool]] = {}

    def convinces(self, candidate: Candidate) -> bool:
        if self._faces is None:
            return False  # the chooser's own reading, which did not convince
        answered = self._answers.get(id(candidate))
        if answered is not None and answered[0] is candidate:
            return answered[1]
        guesses, _ = self._without_smears_undone(candidate)
        answer = min(guess.confidence for guess in guesses) >= _READ.faces_settle
        self._answers[id(candidate)] = (candidate, answer)
        return answer

    def read(self, candidate: Candidate) -> list[FaceGuess]:
        """The faces of ``candidate``'s dice."""
        kept = self._read.get(id(candidate))
        if kept is not None and kept[0] is candidate:
            return kept[1]
        # Read first as convinces does: the recogniser remembers the lattice's centring, so
        # when the smears are undone after all, that costs only the smears.
        guesses, final = self._without_smears_undone(candidate)
        return guesses if final else self._fresh(candidate)

    def _without_smears_undone(self, candidate: Candidate) -> tuple[list[FaceGuess], bool]:
        """``candidate``'s faces read without undoing smears, and whether they are its faces
        (then kept): undoing smears would not be tried, or would not mend it (a die read
        twice)."""
        with without_deblur():
            guesses = self._fresh(candidate)
        final = not deblurs(guesses) or bool(read_twice(read_at(candidate.lattice, guesses)))
        if final:
            self._read[id(candidate)] = (candidate, guesses)
        return guesses, final

    def _fresh(self, candidate: Candidate) -> list[FaceGuess]:
        if self._faces is None:
            return candidate.guesses
        with self._trace.timed("faces"):
            gray = cv2.cvtColor(candidate.grid.warped, cv2.COLOR_BGR2GRAY)
            return self._faces(
                gray, candidate.lattice, candidate.glyphs, faces_for_size(candidate.grid.size)
            )


def faces_read(
    look: Look,
    reader: FaceReader,
    chooser: Recogniser,
    trace: Trace,
    budget: Budget | None = None,
) -> tuple[Candidate, list[FaceGuess]]:
    """The look's reading and its faces; or, when neither the chooser's reading nor those
    faces make a board (means under ``convincing``) and ``budget`` is not spent, its outline
    read at another grid size, if the chooser reads that surer
    (vision.candidates.at_other_sizes) and its faces are surer too. The photos that read
    convincingly, and those whose faces do (a smeared board read again unsmeared), pay
    nothing for it."""
    chosen = look.candidate
    guesses = reader.read(chosen)
    if mean_confidence(guesses) >= _READ.convincing or chosen.convincing():
        return chosen, guesses
    if budget is not None and budget.spent():
        return chosen, guesses
    resized = at_other_sizes(look.image, chosen, chooser, trace, budget)
    if resized is chosen:
        return chosen, guesses
    resized_guesses = reader.read(resized)
    if mean_confidence(resized_guesses) <= mean_confidence(guesses):
        return chosen, guesses
    return resized, resized_guesses


def mean_confidence(guesses: list[FaceGuess]) -> float:
    return float(np.mean([guess.confidence for guess in guesses]))


def doubted(guesses: list[FaceGuess], misplaced: bool = False) -> list[FaceGuess]:
    """The dice of a board that reads unconvincingly as a whole (mean confidence under
    ``doubtful_board``): none is surer than the board's mean. A wrong outline or a smeared
    photo can still read a die or two confidently, and those confidences do not hold there.
    On a ``misplaced`` lattice (one die read twice: vision.stretch) none is surer than
    ``misplaced_board``."""
    mean = mean_confidence(guesses)
    cap = 1.0 if mean >= _READ.doubtful_board else mean
    if misplaced:
        cap = min(cap, _READ.misplaced_board)
    if cap >= 1.0:
        return guesses
    return [replace(guess, confidence=min(guess.confidence, cap)) for guess in guesses]


def vouched(guesses: list[FaceGuess], params: ReadingParams = _READ) -> list[FaceGuess]:
    """Each die's confidence in the light of the board's other dice: on a board whose other
    dice read surely (they average over ``vouching_board``), the photo is sharp and the
    lattice sits on the dice, so a die read a little unsurely there is likelier right than its
    own reading says. Its odds are multiplied by the others' mean's odds over
    ``vouching_board``'s, to the power ``vouch_weight``, the mean counted at most
    ``vouch_ceiling``; its runners-up share what is left as they shared it before. Dice on
    other boards keep their confidences, and so do those read at 0 or 1. Applied after
    ``doubted``: a doubted board's dice all read under its mean, under ``doubtful_board``,
    below ``vouching_board``, so no cap is undone. ``params``: the reading parameters (others
    are tried by bench/vouch_eval.py)."""
    if len(guesses) < 2:
        return guesses
    confidences = [guess.confidence for guess in guesses]
    total = sum(confidences)
    least_odds = _odds(params.vouching_board)
    vouched_guesses = []
    for guess, confidence in zip(guesses, confidences, strict=True):
        others = min((total - confidence) / (len(guesses) - 1), params.vouch_ceiling)
        if others <= params.vouching_board or not 0.0 < confidence < 1.0:
            vouched_guesses.append(guess)
            continue
        odds = _odds(confidence) * (_odds(others) / least_odds) ** params.vouch_weight
        surer = odds / (1.0 + odds)
        left = (1.0 - surer) / (1.0 - confidence)  # what the runners-up keep of their shares
        alternatives = tuple((face, round(share * left, 4)) for face, share in guess.alternatives)
        vouched_guesses.append(replace(guess, confidence=surer, alternatives=alternatives))
    return vouched_guesses


def _odds(probability: float) -> float:
    return probability / (1.0 - probability)
