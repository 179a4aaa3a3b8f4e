"""Voting die by die across several readings of one board (vision.frames).

Readings are in their own frame's orientation: a board turned a quarter between frames shows its
grid turned too. Each reading is turned to the reference's by the quarter turn under which their
faces agree best; then each die's faces are weighed by the reader's confidence.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vision.params import PARAMS
from vision.result import BoardReading, DieReading

_ALTERNATIVES = PARAMS.recognise.alternatives
# A die read at confidence 0 (no mark found, or a mark like no face) names a face only to
# break a tie among such looks: one look with any confidence outweighs many of them.
_LEAST_WEIGHT = 0.001


def turned(reading: BoardReading, turn: int) -> list[DieReading]:
    """The dice of ``reading`` in the order of the board turned ``turn`` quarter turns
    anticlockwise (``numpy.rot90``'s sense), their rotations turned with them: the die at
    [row][col] of the result is the one that lands there."""
    order = np.rot90(np.arange(reading.rows * reading.cols).reshape(reading.rows, reading.cols),
                     turn)  # fmt: skip
    return [replace_rotation(reading.dice[int(index)], -90 * turn) for index in order.reshape(-1)]


def replace_rotation(die: DieReading, degrees: int) -> DieReading:
    """``die`` with its rotation turned by ``degrees`` clockwise."""
    return DieReading(die.row, die.col, die.face, die.confidence, die.alternatives,
                      (die.rotation + degrees) % 360, die.outline)  # fmt: skip


def aligned_turn(reading: BoardReading, reference: BoardReading) -> tuple[int, float]:
    """The quarter turns (0-3, as ``turned``) that best line ``reading`` up with
    ``reference``, and the share of dice whose faces then agree. Matches count by the two
    confidences, so a turn is decided by the dice both readings are sure of; a tie goes to
    the turn whose dice rotations agree too."""
    if (reading.rows, reading.cols) != (reference.rows, reference.cols):
        return 0, 0.0
    best: tuple[float, int, float] | None = None
    for turn in range(4):  # the reader's boards are square
        dice = turned(reading, turn)
        weight, rotations, matches = 0.0, 0, 0
        for ours, theirs in zip(dice, reference.dice, strict=True):
            if ours.face == theirs.face:
                matches += 1
                weight += float(np.sqrt(ours.confidence * theirs.confidence)) + 1e-3
                rotations += ours.rotation == theirs.rotation
        key = weight + 1e-4 * rotations
        if best is None or key > best[0]:
            best = (key, turn, matches / len(dice))
    assert best is not None
    return best[1], best[2]


def sure_everywhere(readings: Sequence[BoardReading], sure: float) -> bool:
    """Whether every die has been read at ``sure`` confidence or more in some reading, the
    sure readings of each die agreeing (each reading turned to the first's, readings of
    another size left out)."""
    first = readings[0]
    looks = [
        turned(reading, aligned_turn(reading, first)[0])
        for reading in readings
        if (reading.rows, reading.cols) == (first.rows, first.cols)
    ]
    return all(
        len({dice[position].face for dice in looks if dice[position].confidence >= sure}) == 1
        for position in range(len(first.dice))
    )


def vote_dice(
    reference: BoardReading, voters: Sequence[tuple[BoardReading, int]]
) -> tuple[DieReading, ...]:
    """The reference's dice, each with the face the ``voters`` (readings with their turn)
    weigh most, its confidence from how much they agree, and the runners-up merged.

    A reading gives its face its probability (the confidence) and each of its runners-up
    theirs: the votes are the probabilities summed over the frames. The winner's confidence is
    the share of the confidence that named it, times the surest of those readings: frames of
    one board share the die, the light and the reader's habits, so frames that agree on an
    unsure die do not make it sure. Counting each further frame as half an independent look
    did: in `bench/clip_eval.py` a die misplaced alike in several frames (capped at 0.7 in
    each) came out at 0.98, and wrong dice flagged fell to 76% of the clips' against 96% of
    the photos'; without it, 88% (right dice flagged 1.3% -> 2.3%, the photos' 2.5%)."""
    aligned = [turned(reading, turn) for reading, turn in voters]
    return tuple(
        _vote(reference.dice[position], [dice[position] for dice in aligned])
        for position in range(len(reference.dice))
    )


def _vote(reference: DieReading, looks: list[DieReading]) -> DieReading:
    scores: dict[str, float] = {}
    for die in looks:
        scores[die.face] = scores.get(die.face, 0.0) + max(die.confidence, _LEAST_WEIGHT)
        for face, chance in die.alternatives:
            scores[face] = scores.get(face, 0.0) + chance
    # The winner is a face some reading chose: a runner-up everywhere is not a reading.
    winner = max({die.face for die in looks}, key=lambda face: scores[face])
    naming = [die for die in looks if die.face == winner]
    named = sum(die.confidence for die in naming)
    total = sum(die.confidence for die in looks)
    share = named / total if total > 0 else len(naming) / len(looks)
    surest = max(naming, key=lambda die: die.confidence)
    runners_up = sorted((face for face in scores if face != winner), key=lambda f: -scores[f])
    return DieReading(
        row=reference.row,
        col=reference.col,
        face=winner,
        confidence=round(share * surest.confidence, 4),
        alternatives=tuple(
            (face, round(scores[face] / scores[winner], 3)) for face in runners_up[:_ALTERNATIVES]
        ),
        rotation=surest.rotation,
        outline=reference.outline,
    )


def settled(readings: list[BoardReading]) -> bool:
    """Whether the readings so far leave nothing for more frames to decide: every die read
    surely in some reading (at ``PARAMS.reading.low_confidence``, where the app stops flagging
    it: the confidences are probabilities, so a die at 0.85 is wrong one time in seven), the
    sure ones agreeing; or two convincing readings (``PARAMS.reading.convincing``) agreeing on
    every die (some dice, a blank or an O, never read surely: frames that keep agreeing on them
    add nothing)."""
    convincing = PARAMS.reading.convincing
    if sure_everywhere(readings, PARAMS.reading.low_confidence):
        return True
    agreeing = [r for r in readings if mean_confidence(r) >= convincing]
    return len(agreeing) >= 2 and all(
        aligned_turn(reading, agreeing[0])[1] == 1.0 for reading in agreeing[1:]
    )


def mean_confidence(reading: BoardReading) -> float:
    return float(np.mean([die.confidence for die in reading.dice]))
