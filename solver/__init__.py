"""Boggle solver: boards, rules, dice, word lists and the search. Pure Python."""

from solver.board import Board, BoardError
from solver.check import WordCheck, check_word
from solver.dice import DICE_SETS, DiceSet, roll
from solver.faces import FACES
from solver.lexicon import Lexicon
from solver.rules import RULES, Rules, RulesError
from solver.search import FoundWord, LengthTally, Solution, find_paths, solve
from solver.wordlist import LexiconError

__all__ = [
    "DICE_SETS",
    "FACES",
    "RULES",
    "Board",
    "BoardError",
    "DiceSet",
    "FoundWord",
    "LengthTally",
    "Lexicon",
    "LexiconError",
    "Rules",
    "RulesError",
    "Solution",
    "WordCheck",
    "check_word",
    "find_paths",
    "roll",
    "solve",
]
