"""Read each die's face from its mark, with a confidence and the next-best faces."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solver import DICE_SETS, FACES
from vision.classifier import GlyphModel
from vision.glyphs import Glyph
from vision.orient import die_rotation

BLANK = "*"
# Confidence is a logistic curve over how clearly the best face won: its relative lead over the
# runner-up face, less a penalty for being far from every example (an unusual mark). The
# centre puts confidence 0.5 where, held out by board group over the labelled photos, about
# 10% of right dice fall below it and over 85% of wrong ones do (bench/read_eval.py).
_LEAD_CENTRE = 0.11
_LEAD_SPREAD = 0.08
_DISTANCE_PENALTY = 0.5
_ALTERNATIVES = 3


@dataclass(frozen=True)
class FaceGuess:
    face: str
    confidence: float  # 0..1
    alternatives: tuple[tuple[str, float], ...]  # runner-up faces with their confidence-like scores
    rotation: int  # degrees clockwise the die stands in the photo


def faces_for_size(size: int) -> frozenset[str]:
    """The faces a board of ``size`` x ``size`` dice can show: every letter, plus what the known
    dice sets of that size print. The 4x4 and 5x5 sets print only Qu besides single letters;
    the 6x6 set adds An, Er, He, In, Th and the blank. Ruling the others out removes confusions
    such as E read as Er or H as He, which no real 4x4 die can show."""
    letters = {face for face in FACES if len(face) == 1 and face.isalpha()}
    printed = {
        face for dice in DICE_SETS.values() if dice.side == size for die in dice.dice
        for face in die
    }  # fmt: skip
    return frozenset(letters | printed) if printed else frozenset(FACES)


def recognise(
    glyphs: list[Glyph], model: GlyphModel, faces: frozenset[str] | None = None
) -> list[FaceGuess]:
    """One guess per glyph, in order, among ``faces`` (every face the model knows when None).
    A die with no mark found reads as the blank, unsure: the player is asked to check it."""
    found = [g.picture for g in glyphs if g.picture is not None]
    scores = iter(model.score_many(found, faces))
    guesses: list[FaceGuess] = []
    for glyph in glyphs:
        if glyph.picture is None:
            guesses.append(FaceGuess(BLANK, 0.0, (), 0))
            continue
        face_scores = next(scores)
        ranked = face_scores.ranked()
        best_face, best = ranked[0]
        runner_up = ranked[1][1] if len(ranked) > 1 else best * 2
        lead = (runner_up - best) / (best + 1e-6) - _DISTANCE_PENALTY * best
        confidence = float(1.0 / (1.0 + np.exp(-(lead - _LEAD_CENTRE) / _LEAD_SPREAD)))
        alternatives = tuple(
            (face, round(float(best / (distance + 1e-6)), 3))
            for face, distance in ranked[1 : 1 + _ALTERNATIVES]
        )
        guesses.append(
            FaceGuess(best_face, confidence, alternatives, die_rotation(best_face, face_scores))
        )
    return guesses
