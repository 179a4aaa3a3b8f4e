"""A board whose other dice read surely vouches for a die read a little unsurely
(vision.chosen_faces.vouched), and read_board's confidences are the vouched ones."""

from __future__ import annotations

import random

import pytest

import vision.reading
from solver import roll
from vision import LOW_CONFIDENCE, read_board
from vision.chosen_faces import vouched
from vision.params import PARAMS
from vision.reading import doubted
from vision.recognise import FaceGuess

_READ = PARAMS.reading


def _board(unsure: float, others: float, count: int = 15) -> list[FaceGuess]:
    """``count`` dice read at ``others``, then one read at ``unsure``, runners-up holding the
    rest of each die's probability."""
    sure = FaceGuess("E", others, (("F", round(1.0 - others, 6)),), 90)
    doubt = FaceGuess(
        "S", unsure, (("E", round(0.8 * (1 - unsure), 6)), ("B", 0.2 * (1 - unsure))), 180
    )
    return [sure] * count + [doubt]


def _confidences(guesses: list[FaceGuess]) -> list[float]:
    return [guess.confidence for guess in guesses]


def test_a_die_read_a_little_unsurely_among_sure_dice_is_not_flagged():
    before = _board(0.96, 1.0)  # the others' mean counted as vouch_ceiling
    assert before[-1].confidence < LOW_CONFIDENCE
    after = vouched(before)[-1]
    assert after.confidence >= LOW_CONFIDENCE
    # The odds grow by at most the ceiling's odds over vouching_board's, to the weight.
    ceiling, least = _READ.vouch_ceiling, _READ.vouching_board
    most = (ceiling / (1 - ceiling) / (least / (1 - least))) ** _READ.vouch_weight
    odds = after.confidence / (1 - after.confidence)
    assert odds == pytest.approx(0.96 / 0.04 * most, rel=1e-6)
    # The face, its turn and its runners-up stay; the runners-up share what is left.
    assert (after.face, after.rotation) == ("S", 180)
    assert [face for face, _ in after.alternatives] == ["E", "B"]
    left = sum(share for _, share in after.alternatives)
    assert left == pytest.approx(1 - after.confidence, abs=2e-4)
    # Rounded to 4 places, as the reader rounds runners-up.
    assert after.alternatives[0][1] == pytest.approx(4 * after.alternatives[1][1], abs=3e-4)


def test_a_die_read_unsurely_stays_flagged_however_sure_the_board():
    assert vouched(_board(0.8, 1.0))[-1].confidence < LOW_CONFIDENCE


def test_the_surer_the_other_dice_the_more_they_vouch():
    least = _READ.vouching_board
    sureness = [least + (1 - least) * share for share in (0.3, 0.7, 0.97)]
    lifted = [vouched(_board(0.9, others))[-1].confidence for others in sureness]
    assert 0.9 < lifted[0] < lifted[1] < lifted[2]


def test_a_board_whose_other_dice_read_less_surely_vouches_for_nothing():
    guesses = _board(0.96, _READ.vouching_board - 0.01)
    assert vouched(guesses) == guesses


def test_dice_read_at_nought_or_one_and_lone_dice_keep_their_confidences():
    guesses = _board(0.0, 0.9999)
    assert vouched(guesses)[-1] == guesses[-1]
    guesses = _board(1.0, 0.9999)
    assert vouched(guesses)[-1] == guesses[-1]
    lone = [FaceGuess("E", 0.9, (("F", 0.1),), 0)]
    assert vouched(lone) == lone


@pytest.mark.parametrize("misplaced", [False, True])
def test_no_cap_of_a_doubted_board_is_undone(misplaced):
    # Sure dice on a board that reads doubtfully, or on a lattice that reads a die twice.
    confidences = [0.999, 0.99, 0.3, 0.5] * 4 if not misplaced else [0.999, 1.0, 0.99, 0.95] * 4
    guesses = [FaceGuess("E", c, (("F", 1 - c),), 0) for c in confidences]
    capped = doubted(guesses, misplaced)
    assert vouched(capped) == capped
    assert all(confidence < LOW_CONFIDENCE for confidence in _confidences(vouched(capped)))


def test_read_board_reports_the_vouched_confidences(monkeypatch):
    from synth import render_board

    seen: list[list[FaceGuess]] = []

    def spied(guesses: list[FaceGuess]) -> list[FaceGuess]:
        seen.append(vouched(guesses))
        return seen[-1]

    monkeypatch.setattr(vision.reading, "vouched", spied)
    photo = render_board(roll("classic", random.Random(3)), 3, tilt=10, spin=5)
    reading = read_board(photo.image)
    assert len(seen) == 1
    assert [die.confidence for die in reading.dice] == [round(c, 4) for c in _confidences(seen[0])]
