"""Boggle solver: boards, rules, dice, word lists and the search. Pure Python."""

from solver.board import Board, BoardError, Cell, WordPath
from solver.check import WordCheck, check_word
from solver.dice import DICE_SETS, DiceSet, roll
from solver.editions import EDITIONS, Edition, edition_for_size
from solver.faces import BLANK, FACES, QU
from solver.house_rules import HouseRules, HouseRulesError, load_house_rules, parse_house_rules
from solver.lexicon import Lexicon
from solver.round_scoring import (
    CANCELLED,
    COUNTED,
    DUPLICATE,
    NOT_IN_DICTIONARY,
    NOT_ON_BOARD,
    TOO_SHORT,
    MissedWord,
    PlayerResult,
    RoundResult,
    WordResult,
    listed_status,
    score_round,
)
from solver.rules import RULES, Rules, RulesError
from solver.search import (
    FoundWord,
    LengthTally,
    Solution,
    board_score,
    board_tally,
    board_words,
    find_paths,
    solve,
)
from solver.wordlist import LexiconError

__all__ = [
    "BLANK",
    "CANCELLED",
    "COUNTED",
    "DICE_SETS",
    "DUPLICATE",
    "EDITIONS",
    "FACES",
    "NOT_IN_DICTIONARY",
    "NOT_ON_BOARD",
    "QU",
    "RULES",
    "TOO_SHORT",
    "Board",
    "BoardError",
    "Cell",
    "DiceSet",
    "Edition",
    "FoundWord",
    "HouseRules",
    "HouseRulesError",
    "LengthTally",
    "Lexicon",
    "LexiconError",
    "MissedWord",
    "PlayerResult",
    "RoundResult",
    "Rules",
    "RulesError",
    "Solution",
    "WordCheck",
    "WordPath",
    "WordResult",
    "board_score",
    "board_tally",
    "board_words",
    "check_word",
    "edition_for_size",
    "find_paths",
    "listed_status",
    "load_house_rules",
    "parse_house_rules",
    "roll",
    "score_round",
    "solve",
]
