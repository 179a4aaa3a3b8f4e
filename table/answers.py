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
from table.checks import MAX_WORDS_PER_PLAYER, TableError, check_word, clean_name


@dataclass
class RoundAnswers:
    by_id: dict[str, tuple[str, dict[str, Any]]] = field(default_factory=dict)  # player, answer
    lists: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # player -> answers
    typed: dict[str, set[str]] = field(default_factory=dict)  # player -> the words listed

    def new_round(self, players: list[str]) -> None:
        self.by_id.clear()
        self.lists = {name: [] for name in players}
        self.typed = {name: set() for name in players}

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

    def check_room(self, name: str) -> None:
        if len(self.lists.get(name, ())) >= MAX_WORDS_PER_PLAYER:
            raise TableError(
                f"a list holds at most {MAX_WORDS_PER_PLAYER} words",
                409,
                reason="table.list_full",
                limit=MAX_WORDS_PER_PLAYER,
            )

    def replay(
        self, round_: Round, lexicon: Lexicon, words: list[tuple[str, str, str]]
    ) -> list[tuple[str, str, str, float]]:
        """A journal's words entered again (a restored round): those taken, with the time
        left, for the new journal. A word the checks refuse now is left out."""
        taken = []
        names: dict[str, str] = {}  # each player's name checked once, not once a word
        for player, word, word_id in words:
            try:
                name = names.get(player) or names.setdefault(player, clean_name(player))
                text = check_word(word, word_id)
                if self.earlier(name, word_id) is None:
                    self.answer(round_, lexicon, name, text, word_id)
                    taken.append((name, text, word_id, round_.timer.remaining))
            except ValueError:
                continue
        return taken

    def answer(
        self, round_: Round, lexicon: Lexicon, name: str, word: str, word_id: str
    ) -> dict[str, Any]:
        """Enter ``word`` for ``name`` (seated in ``round_`` by their first word, when they
        joined after its start) and keep its answer."""
        if name not in round_.players:
            round_.join_late(name)
        typed = lexicon.fold(word)  # as the round checks it (solver.check_word): été -> ete
        listed_before = typed in self.typed.setdefault(name, set())
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
            self.typed[name].add(entered.word)
        self.by_id[word_id] = (name, answer)
        return answer

    def listed(self, name: str) -> list[dict[str, Any]]:
        return list(self.lists.get(name, []))


def problem_json(problem: Problem) -> dict[str, Any]:
    """One reason a word does not count: its name, and the values its sentence needs."""
    return {key: value for key, value in problem._asdict().items() if value or key == "name"}
