"""bench/vouch_eval.py: its flags on known boards, and its choice keeping every wrong die and
board flagged while sparing right dice."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # where bench/ lives
from bench.vouch_eval import CONDITIONS, Board, Replay, board_flags
from vision.params import PARAMS


def _board(unsure: float, right: bool, fold: int = 0, condition: str = "as-taken") -> Board:
    """Fifteen right dice read at 0.9999 and one die read at ``unsure``, right or not."""
    return Board(
        condition,
        fold,
        ("E",) * 16,
        (0.9999,) * 15 + (unsure,),
        (True,) * 15 + (right,),
    )


def test_the_flags_of_a_board_with_and_without_vouching():
    before = board_flags(_board(0.96, right=True), None)
    assert (before.right, before.right_flagged, before.wrong, before.silent_boards) == (16, 1, 0, 0)
    after = board_flags(_board(0.96, right=True), PARAMS.reading)
    assert after.right_flagged == 0  # the sure board vouches for it
    # A wrong die read at 0.96 there loses its flag the same way, and its board is then read
    # wrong with no die flagged.
    silenced = board_flags(_board(0.96, right=False), PARAMS.reading)
    assert (silenced.wrong, silenced.wrong_flagged, silenced.silent_boards) == (1, 0, 1)
    # Unlabelled dice count neither way.
    unlabelled = replace(_board(0.5, right=True), right=(True,) * 15 + (None,))
    assert board_flags(unlabelled, None).right_flagged == 0


def test_the_choice_spares_right_dice_but_no_wrong_die_or_board():
    # Right dice read at 0.95 to vouch for; one wrong die read at 0.9, on a sure board too:
    # a weight strong enough to lift it past 0.98 silences its board.
    boards = [_board(0.95, right=True, fold=fold) for fold in (0, 1, 2)] + [
        _board(0.9, right=False, fold=1)
    ]
    boards += [
        replace(board, condition=condition) for board in boards for condition in CONDITIONS[1:]
    ]
    replay = Replay(boards)
    chosen = replay.choose({0, 1, 2}, margin=1.5)
    after, before = replay.flags(chosen, {0, 1, 2}), replay.flags(None, {0, 1, 2})
    assert after["as-taken"].right_flagged < before["as-taken"].right_flagged == 3
    for condition in CONDITIONS:
        assert after[condition].wrong_flagged == before[condition].wrong_flagged == 1
        assert after[condition].silent_boards == 0
    # So does the weight half again as strong (the margin).
    stronger = replace(chosen, vouch_weight=chosen.vouch_weight * 1.5)
    assert replay.flags(stronger, {0, 1, 2})["as-taken"].wrong_flagged == 1
