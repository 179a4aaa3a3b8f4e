"""Boggle solver: boards, rules, dice, word lists and the search. Pure Python."""

from solver.board import Board, BoardError, Cell, WordPath
from solver.check import WordCheck, check_word
from solver.dice import DICE_SETS, DiceSet, roll
from solver.editions import EDITIONS, Edition, edition_for_size
from solver.faces import BLANK, FACES, QU
from solver.lexicon import Lexicon
from solver.rules import RULES, Rules, RulesError
from solver.search import FoundWord, LengthTally, Solution, find_paths, solve
from solver.wordlist import LexiconError

__all__ = [
    "BLANK",
    "DICE_SETS",
    "EDITIONS",
    "FACES",
    "QU",
    "RULES",
    "Board",
    "BoardError",
    "Cell",
    "DiceSet",
    "Edition",
    "FoundWord",
    "LengthTally",
    "Lexicon",
    "LexiconError",
    "Rules",
    "RulesError",
    "Solution",
    "WordCheck",
    "WordPath",
    "check_word",
    "edition_for_size",
    "find_paths",
    "roll",
    "solve",
]
