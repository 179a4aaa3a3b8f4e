"""Which dictionary and rules are in force, and the solution for the current board.

Solving a board takes about a millisecond, so it happens right here on the GUI thread; loading
a word list can take a second, so that runs on a worker and the previous list stays in force
until the new one is ready (or for good, if the new one is bad).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from gui.model.dictionaries import BUNDLED, SYSTEM, load_dictionary
from gui.qt.workers import Task, TaskContext, reporting_task, start
from solver import Board, Lexicon, LexiconError, Rules, Solution, WordCheck, check_word, solve
from solver.lexicon import SYSTEM_WORDS

AUTO_RULES = "auto"


def system_words_available() -> bool:
    return SYSTEM_WORDS.is_file()


def dictionary_label(key: str) -> str:
    if key == BUNDLED:
        return "ENABLE (bundled)"
    if key == SYSTEM:
        return f"System words ({SYSTEM_WORDS})"
    return Path(key).name


class SolveSession(QObject):
    solved = Signal(object)  # Solution | None
    dictionary_changed = Signal(str, str)  # key, lexicon name
    dictionary_failed = Signal(str, str)  # key, message
    loading = Signal(str)  # key being loaded

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lexicon: Lexicon | None = None
        self._dictionary_key: str | None = None
        self._rules_name = AUTO_RULES
        self._board: Board | None = None
        self._solution: Solution | None = None
        self._tasks: dict[str, Task] = {}
        self._wanted_key: str | None = None

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
        return self.rules or Rules.for_board_size(max(self._board.rows, self._board.cols))

    @property
    def is_loading(self) -> bool:
        return any(not task.done.is_set() for task in self._tasks.values())

    def set_rules(self, name: str) -> None:
        self._rules_name = name if name == AUTO_RULES else Rules.named(name).name
        self._solve()

    def set_board(self, board: Board) -> None:
        self._board = board
        self._solve()

    def check(self, word: str) -> WordCheck | None:
        if self._board is None or self._lexicon is None:
            return None
        return check_word(self._board, self._lexicon, self.rules, word)

    def load_dictionary(self, key: str) -> Task:
        """Load a word list off-thread; the current one stays until it is ready."""
        self._wanted_key = key
        self.loading.emit(key)
        task = Task(lambda context: self._load(key, context), tag=key)
        task.signals.finished.connect(self._on_task_finished)
        task.signals.failed.connect(self._on_task_failed)
        self._tasks[key] = task
        return start(task)

    @staticmethod
    def _load(key: str, context: TaskContext) -> Lexicon:
        context.progress("loading the word list", 0.0)
        return load_dictionary(key)

    def _task_key(self) -> str:
        task = reporting_task(self.sender())
        return task.tag if task is not None and isinstance(task.tag, str) else ""

    def _on_task_finished(self, lexicon: Lexicon) -> None:
        key = self._task_key()
        self._tasks.pop(key, None)
        if key != self._wanted_key:
            return  # the player picked another list while this one loaded
        self._lexicon = lexicon
        self._dictionary_key = key
        self.dictionary_changed.emit(key, lexicon.name)
        self._solve()

    def _on_task_failed(self, error: Exception) -> None:
        key = self._task_key()
        self._tasks.pop(key, None)
        if key == self._wanted_key:
            self._wanted_key = self._dictionary_key
        message = (
            str(error) if isinstance(error, LexiconError) else f"{type(error).__name__}: {error}"
        )
        self.dictionary_failed.emit(key, message)

    def _solve(self) -> None:
        if self._board is None or self._lexicon is None:
            self._solution = None
        else:
            self._solution = solve(self._board, self._lexicon, self.rules)
        self.solved.emit(self._solution)
