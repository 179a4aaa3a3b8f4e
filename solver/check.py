"""Checking a word the player typed, and saying why it does not count."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from solver.board import Board, WordPath
from solver.folding import A_TO_Z
from solver.lexicon import Lexicon
from solver.rules import Rules
from solver.search import find_paths, rules_for


class Problem(NamedTuple):
    """One reason a word does not count, by name, with what its sentence says, so the app can
    say it in the player's language (``reason`` stays the English sentence)."""

    name: str  # "empty", "letters", "too-short", "not-in-dictionary", "not-on-board"
    rules: str = ""  # too-short: the rules' name
    length: int = 0  # too-short: the least letters they take
    dictionary: str = ""  # not-in-dictionary: the word list's name
    letters: str = ""  # letters: the edition's letters beyond a to z ("é, è")


@dataclass(frozen=True)
class WordCheck:
    word: str
    ok: bool
    reason: str  # empty when ok; otherwise a sentence for the player, in English
    path: WordPath | None = None
    score: int = 0
    problems: tuple[Problem, ...] = ()  # the reason, one problem at a time


def check_word(board: Board, lexicon: Lexicon, rules: Rules | None, word: str) -> WordCheck:
    """Whether ``word`` scores on this board; every reason it fails, not just the first."""
    rules = rules_for(board, rules)
    typed = lexicon.fold(word)  # as the language plays it: été is ete in French
    if not typed:
        return WordCheck(typed, False, "type a word", problems=(Problem("empty"),))
    if not lexicon.folding.alphabet.issuperset(typed):
        letters = "".join(sorted(lexicon.folding.alphabet - A_TO_Z))
        extra = f" and {', '.join(letters)}" if letters else ""
        reason = f"a word has only the letters a to z{extra}"
        return WordCheck(typed, False, reason, problems=(Problem("letters", letters=letters),))
    problems: list[Problem] = []
    if len(typed) < rules.min_length:
        problems.append(Problem("too-short", rules=rules.name, length=rules.min_length))
    if typed not in lexicon:
        problems.append(Problem("not-in-dictionary", dictionary=lexicon.name))
    paths = find_paths(board, typed, limit=1)
    if not paths:
        problems.append(Problem("not-on-board"))
    if problems:
        reason = "; ".join(_ENGLISH[p.name].format(**p._asdict()) for p in problems)
        return WordCheck(typed, False, reason, paths[0] if paths else None, 0, tuple(problems))
    return WordCheck(typed, True, "", paths[0], rules.score(len(typed)))


_ENGLISH = {
    "too-short": "too short: {rules} rules need {length} letters or more",
    "not-in-dictionary": "not in the dictionary ({dictionary})",
    "not-on-board": "not on the board",
}
