"""The words side of the app: the rules and dictionary in force, the solution for the board,
the word the player selected and which of its paths is shown, and the word checker.

Solving takes about a millisecond, so it happens right here on whatever thread calls. Loading a
word list takes a second: the model only asks for it (``dictionary_wanted``) and the Qt layer
loads it on a worker and hands the result back with the request's number, so a list the player
has since changed their mind about is dropped here, not in the widgets.
"""

from __future__ import annotations

from gui.model.dictionaries import BUNDLED
from gui.model.error_text import explain_unexpected
from gui.model.events import Signal
from gui.model.wording import dictionary_failure
from solver import (
    Board,
    FoundWord,
    Lexicon,
    Rules,
    RulesError,
    Solution,
    WordCheck,
    WordPath,
    check_word,
    edition_for_size,
    find_paths,
    solve,
)

AUTO_RULES = "auto"


def failure_message(error: Exception) -> str:
    """A word list's problem in the player's words and language; an unexpected error keeps its
    type."""
    return explain_unexpected(error)


class WordsModel:
    """Dictionary, rules, solution, selected word and path: no Qt, with events."""

    solved = Signal(object)  # Solution | None
    dictionary_wanted = Signal(str, int)  # key, request number: load it and call back
    dictionary_loading = Signal(str)  # key being loaded
    dictionary_progress = Signal(str, float)  # key being compiled for its first use, share done
    dictionary_changed = Signal(str, str)  # key, lexicon name
    dictionary_failed = Signal(str, str)  # key, banner text
    rules_changed = Signal(str)  # "auto" or a rules name
    path_changed = Signal(object, int, int)  # the path shown (WordPath), its index, path count
    checked = Signal(object)  # WordCheck | None

    def __init__(self, rules_name: str = AUTO_RULES) -> None:
        self._lexicon: Lexicon | None = None
        self._dictionary_key: str | None = None
        self._wanted: tuple[str, int] | None = None  # the list asked for last, and its number
        self._requests = 0
        self._pending: dict[int, str] = {}  # request -> key, until it answers
        try:
            self._rules_name = self._known_rules(rules_name)
        except RulesError:  # a hand-edited settings file must not stop the app from starting
            self._rules_name = AUTO_RULES
        self._board: Board | None = None
        self._solution: Solution | None = None
        self._word: str | None = None
        self._paths: list[WordPath] = []
        self._path_index = 0

    # -- state -------------------------------------------------------------------------------

    @property
    def lexicon(self) -> Lexicon | None:
        return self._lexicon

    @property
    def dictionary_key(self) -> str | None:
        return self._dictionary_key

    @property
    def solution(self) -> Solution | None:
        return self._solution

    @property
    def rules_name(self) -> str:
        return self._rules_name

    @property
    def rules(self) -> Rules | None:
        """The chosen rules; ``None`` means by board size."""
        return None if self._rules_name == AUTO_RULES else Rules.named(self._rules_name)

    def effective_rules(self) -> Rules | None:
        if self._board is None:
            return self.rules
        return self.rules or edition_for_size(max(self._board.rows, self._board.cols)).rules

    @property
    def is_loading(self) -> bool:
        return bool(self._pending)

    @property
    def selected_word(self) -> str | None:
        return self._word

    @property
    def paths(self) -> list[WordPath]:
        return list(self._paths)

    @property
    def path_index(self) -> int:
        return self._path_index

    @property
    def path(self) -> WordPath:
        """The path on the board now: empty when no word is selected."""
        return self._paths[self._path_index] if self._paths else ()

    # -- rules and board ---------------------------------------------------------------------

    @staticmethod
    def _known_rules(name: str) -> str:
        return name if name == AUTO_RULES else Rules.named(name).name

    def set_rules(self, name: str) -> None:
        self._rules_name = self._known_rules(name)
        self.rules_changed.emit(self._rules_name)
        self._solve()

    def set_board(self, board: Board) -> None:
        self._board = board
        self._solve()

    def _solve(self) -> None:
        if self._board is None or self._lexicon is None:
            self._solution = None
        else:
            self._solution = solve(self._board, self._lexicon, self.rules)
        self.solved.emit(self._solution)

    # -- dictionary --------------------------------------------------------------------------

    def choose_dictionary(self, key: str) -> int:
        """Ask for the word list ``key``; the current one stays until it has loaded."""
        self._requests += 1
        self._wanted = (key, self._requests)
        self._pending[self._requests] = key
        self.dictionary_loading.emit(key)
        self.dictionary_wanted.emit(key, self._requests)
        return self._requests

    def dictionary_compiling(self, request: int, fraction: float) -> None:
        """The list asked for with ``request`` is being compiled (its first use), this far."""
        if self._wanted is not None and self._wanted[1] == request:
            self.dictionary_progress.emit(self._wanted[0], fraction)

    def dictionary_loaded(self, request: int, lexicon: Lexicon) -> None:
        self._pending.pop(request, None)
        if self._wanted is None or self._wanted[1] != request:
            return  # the player picked another list while this one loaded
        self._lexicon = lexicon
        self._dictionary_key = self._wanted[0]
        self.dictionary_changed.emit(self._dictionary_key, lexicon.name)
        self._solve()

    def dictionary_failed_to_load(self, request: int, error: Exception) -> None:
        """Keep the list in force; with none at all, fall back to the bundled one."""
        key = self._pending.pop(request, "")
        if self._wanted is not None and self._wanted[1] == request:
            self._wanted = None
        kept = self._lexicon.name if self._lexicon is not None else None
        self.dictionary_failed.emit(key, dictionary_failure(failure_message(error), kept))
        if self._lexicon is None and key != BUNDLED:
            self.choose_dictionary(BUNDLED)
        elif self._lexicon is not None:
            self.dictionary_changed.emit(self._dictionary_key or BUNDLED, self._lexicon.name)

    # -- the selected word and its paths -----------------------------------------------------

    def select_word(self, found: FoundWord | None) -> None:
        """Show ``found``'s paths on the board: every way to spell it, the first one first."""
        if found is None:
            self.show_paths(None, [])
        elif self._board is not None:
            self.show_paths(found.word, find_paths(self._board, found.word) or [found.path])

    def show_word(self, word: str) -> None:
        """Show a word's paths although the word list does not hold it (a checked word)."""
        if self._board is not None:
            self.show_paths(word, find_paths(self._board, word))

    def show_paths(self, word: str | None, paths: list[WordPath], index: int = 0) -> None:
        self._word = word if paths else None
        self._paths = paths
        self._path_index = index
        self.path_changed.emit(self.path, index, len(paths))

    def step_path(self, step: int) -> None:
        """Show the next (+1) or previous (-1) way to spell the selected word."""
        if len(self._paths) > 1:
            index = (self._path_index + step) % len(self._paths)
            self.show_paths(self._word, self._paths, index)

    def check(self, word: str) -> WordCheck | None:
        """Whether ``word`` scores on this board, and why not; None until a list has loaded."""
        result = None
        if self._board is not None and self._lexicon is not None:
            result = check_word(self._board, self._lexicon, self.rules, word)
        self.checked.emit(result)
        return result
