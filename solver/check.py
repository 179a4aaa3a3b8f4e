"""Checking a word the player typed, and saying why it does not count."""

from __future__ import annotations

from dataclasses import dataclass

from solver.board import Board, WordPath
from solver.folding import A_TO_Z
from solver.lexicon import Lexicon
from solver.rules import Rules
from solver.search import find_paths, rules_for


@dataclass(frozen=True)
class WordCheck:
    word: str
    ok: bool
    reason: str  # empty when ok; otherwise a sentence for the player
    path: WordPath | None = None
    score: int = 0


def check_word(board: Board, lexicon: Lexicon, rules: Rules | None, word: str) -> WordCheck:
    """Whether ``word`` scores on this board; every reason it fails, not just the first."""
    rules = rules_for(board, rules)
    typed = lexicon.fold(word)  # as the language plays it: été is ete in French
    if not typed:
        return WordCheck(typed, False, "type a word")
    if not lexicon.folding.alphabet.issuperset(typed):
        letters = "".join(sorted(lexicon.folding.alphabet - A_TO_Z))
        extra = f" and {', '.join(letters)}" if letters else ""
        return WordCheck(typed, False, f"a word has only the letters a to z{extra}")
    problems = []
    if len(typed) < rules.min_length:
        problems.append(f"too short: {rules.name} rules need {rules.min_length} letters or more")
    if typed not in lexicon:
        problems.append(f"not in the dictionary ({lexicon.name})")
    paths = find_paths(board, typed, limit=1)
    if not paths:
        problems.append("not on the board")
    if problems:
        return WordCheck(typed, False, "; ".join(problems), paths[0] if paths else None)
    return WordCheck(typed, True, "", paths[0], rules.score(len(typed)))
