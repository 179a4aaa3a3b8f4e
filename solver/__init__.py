"""Boggle solver: boards, rules, dice, word lists and the search. Pure Python."""

from solver.board import Board, BoardError
from solver.dice import DICE_SETS, DiceSet, roll
from solver.faces import FACES
from solver.rules import RULES, Rules, RulesError

__all__ = [
    "DICE_SETS",
    "FACES",
    "RULES",
    "Board",
    "BoardError",
    "DiceSet",
    "Rules",
    "RulesError",
    "roll",
]
