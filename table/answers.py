"""The answers a round at the table has given the phones: each word's by the id its phone gave
it, so that a retry is counted once and answered alike, and each player's list of the words
that count toward it, as the phone shows it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gui.model.round import Round
from solver import DUPLICATE, Lexicon, listed_status
from solver.check import Problem
from solver.search import rules_for
from table.checks import TableError


@dataclass
class RoundAnswers:
    by_id: dict[str, tuple[str, dict[str, Any]]] = field(default_factory=dict)  # player, answer
    lists: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # player -> answers

    def new_round(self, players: list[str]) -> None:
        self.by_id.clear()
        self.lists = {name: [] for name in players}

    def earlier(self, name: str, word_id: str) -> dict[str, Any] | None:
        """The answer already given to ``word_id`` (a phone's retry), None for a new word;
        TableError when another player used that id."""
        given = self.by_id.get(word_id)
        if given is None:
            return None
        player, answer = given
        if player != name:
            raise TableError("that id was used by another player", 409)
        return answer

    def answer(
        self, round_: Round, lexicon: Lexicon, name: str, word: str, word_id: str
    ) -> dict[str, Any]:
        """Enter ``word`` for ``name`` (seated in ``round_`` already) and keep its answer."""
        typed = lexicon.fold(word)  # as the round checks it (solver.check_word): été -> ete
        listed_before = any(e.word == typed for e in round_.words(name))
        entered = round_.enter_word(name, word)
        assert entered is not None
        # A word off the board has no path; one on it has, whether it counts or not.
        rules = round_.rules or rules_for(round_.board, None)
        on_board = entered.path is not None
        status = listed_status(entered.word, listed_before, rules.min_length, lexicon, on_board)
        answer = {
            "word": entered.word,
            "status": status,
            "reason": entered.reason,
            # The reason by name, so that a phone says it in its own language (the page's
            # strings.js); "reason" stays the English sentence for other clients.
            "problems": [problem_json(problem) for problem in entered.problems],
            "points": entered.points,
        }
        if status != DUPLICATE:
            self.lists.setdefault(name, []).append(answer)
        self.by_id[word_id] = (name, answer)
        return answer

    def listed(self, name: str) -> list[dict[str, Any]]:
        return list(self.lists.get(name, []))


def problem_json(problem: Problem) -> dict[str, Any]:
    """One reason a word does not count: its name, and the values its sentence needs."""
    return {key: value for key, value in problem._asdict().items() if value or key == "name"}
