"""A game round without Qt: the board, the rules, the players, the timer, each player's words
checked as they are typed, and the scoring and saving when the round is finished.

The phases run one way: ``SETUP`` (players named) → ``PLAYING`` (the timer runs or is paused)
→ ``WRITING`` (time is up: lists from paper sheets are typed or pasted in) → ``SCORED`` (the
result is shown and saved; the cancellation switch re-scores it). The Qt layer calls ``tick``
from a timer; the time itself is the ``RoundTimer``'s, read from its clock.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from gui.model.events import Signal
from gui.model.round_timer import DEFAULT_SECONDS, Clock, RoundTimer
from gui.model.translation import translate
from solver import (
    Board,
    HouseRules,
    Lexicon,
    RoundResult,
    Rules,
    WordCheck,
    WordPath,
    check_word,
    find_paths,
    score_round,
)
from solver.check import Problem
from solver.explained import Explained

Scorer = Callable[..., RoundResult]  # score_round's signature


class HistoryWriter(Protocol):
    """What a round needs of ``gui.model.history.HistoryStore``."""

    def add_round(
        self,
        result: RoundResult,
        *,
        played_at: datetime,
        photo: Path | None = None,
        seconds: int | None = None,
    ) -> int: ...

    def rescore_round(self, round_id: int, result: RoundResult) -> None: ...


class HistoryOnFirstUse:
    """Opens the history store when the first round is saved, not when a round is set up."""

    def __init__(self, open_store: Callable[[], HistoryWriter]) -> None:
        self._open = open_store

    def add_round(self, result: RoundResult, **details: Any) -> int:
        return self._open().add_round(result, **details)

    def rescore_round(self, round_id: int, result: RoundResult) -> None:
        self._open().rescore_round(round_id, result)


class Phase(enum.Enum):
    SETUP = "setup"
    PLAYING = "playing"
    WRITING = "writing"
    SCORED = "scored"


class RoundError(Explained, ValueError):
    """Something the round cannot do now: an English message (the phone table sends it as it
    is), and a reason the desktop says it with in the player's language (gui.model.error_text)."""


@dataclass(frozen=True)
class EnteredWord:
    """A word a player entered, as checked the moment it was entered."""

    word: str
    ok: bool
    reason: str  # empty when it counts (so far: another player may cancel it at the end)
    path: WordPath | None  # where it is on the board, if it is
    points: int
    problems: tuple[Problem, ...] = ()  # the reason by name, for the player's language


class Round:
    phase_changed = Signal(object)  # Phase
    players_changed = Signal(object)  # tuple[str, ...]
    ticked = Signal(float)  # seconds left
    time_up = Signal()  # the timer ran out (not sent when the players end the round early)
    word_checked = Signal(str, object)  # player, EnteredWord (also for refused words)
    words_changed = Signal(str)  # player whose list changed
    scored = Signal(object)  # RoundResult (again when the cancellation switch changes)
    saved = Signal(int)  # the round's id in the history
    save_failed = Signal(str)  # why the history could not keep the round (a message)

    def __init__(
        self,
        board: Board,
        lexicon: Lexicon,
        rules: Rules | HouseRules | None = None,
        players: Sequence[str] = ("Player 1",),
        *,
        seconds: float = DEFAULT_SECONDS,
        clock: Clock | None = None,
        cancel: bool = True,
        photo: Path | None = None,
        store: HistoryWriter | None = None,
        scorer: Scorer = score_round,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
        open_seats: bool = False,
    ) -> None:
        """``open_seats``: the round may start with no players, who join as they play
        (``join_late``: phones at a table)."""
        self.board = board
        self.lexicon = lexicon
        self.rules = rules  # None: by the board's size
        if isinstance(rules, HouseRules):
            rules.check_board(board)  # HouseRulesError: a bonus die off this board
        self.photo = photo
        self.store = store
        self._clock = clock
        self.timer = self._new_timer(seconds)
        self._phase = Phase.SETUP
        self._players: list[str] = []
        # player -> their list by word, in the order typed (a dict: "already listed?" in O(1),
        # which a phone at the table asks of a list of thousands)
        self._words: dict[str, dict[str, EnteredWord]] = {}
        self._cancel = cancel
        self._scorer = scorer
        self._now = now
        self._result: RoundResult | None = None
        self._played_at: datetime | None = None
        self.history_id: int | None = None
        for name in players:
            self.add_player(name)
        if not self._players and not open_seats:
            raise RoundError("a round needs at least one player", reason="round.no_players")

    # -- state -------------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self._players)

    @property
    def cancel(self) -> bool:
        return self._cancel

    @property
    def result(self) -> RoundResult | None:
        return self._result

    @property
    def accepts_words(self) -> bool:
        """Words go in while the clock runs and after it, not during a pause or before."""
        return self._phase is Phase.WRITING or (self._phase is Phase.PLAYING and self.timer.running)

    def words(self, player: str) -> tuple[EnteredWord, ...]:
        return tuple(self._words[self._known(player)].values())

    def _known(self, player: str) -> str:
        if player not in self._words:
            raise RoundError(
                f"no player called {player!r}", reason="round.unknown_player", name=player
            )
        return player

    # -- players -----------------------------------------------------------------------------

    def _check_name(self, name: str, ignoring: str | None = None) -> str:
        if self._phase is not Phase.SETUP:
            raise RoundError(
                "players are chosen before the round starts", reason="round.players_fixed"
            )
        name = " ".join(name.split())
        if not name:
            raise RoundError("a player needs a name", reason="round.no_name")
        if name in self._words and name != ignoring:
            raise RoundError(
                f"there is already a player called {name}", reason="round.same_name", name=name
            )
        return name

    def add_player(self, name: str) -> str:
        name = self._check_name(name)
        self._players.append(name)
        self._words[name] = {}
        self.players_changed.emit(self.players)
        return name

    def join_late(self, name: str) -> str:
        """A player who arrives after the start (a phone at the table joining mid-round): added
        with an empty list while words are still taken; an existing name is simply theirs."""
        if self._phase is Phase.SCORED:
            raise RoundError("the round is already scored", reason="round.scored")
        name = " ".join(name.split())
        if not name:
            raise RoundError("a player needs a name", reason="round.no_name")
        if name not in self._words:
            self._players.append(name)
            self._words[name] = {}
            self.players_changed.emit(self.players)
        return name

    def remove_player(self, name: str) -> None:
        self._check_name(self._known(name), ignoring=name)
        if len(self._players) == 1:
            raise RoundError("a round needs at least one player", reason="round.no_players")
        self._players.remove(name)
        del self._words[name]
        self.players_changed.emit(self.players)

    def rename_player(self, old: str, new: str) -> str:
        new = self._check_name(new, ignoring=self._known(old))
        self._players[self._players.index(old)] = new
        self._words[new] = self._words.pop(old)
        self.players_changed.emit(self.players)
        return new

    # -- the clock ---------------------------------------------------------------------------

    def _new_timer(self, seconds: float) -> RoundTimer:
        return RoundTimer(seconds, self._clock) if self._clock is not None else RoundTimer(seconds)

    def set_rules(self, rules: Rules | HouseRules | None) -> None:
        """The rules the words are checked and scored by (house rules from a TOML file, say):
        set before the round starts. Raises HouseRulesError for a bonus die off the board."""
        if self._phase is not Phase.SETUP:
            raise RoundError(
                "the rules are set before the round starts", reason="round.rules_fixed"
            )
        if isinstance(rules, HouseRules):
            rules.check_board(self.board)
        self.rules = rules

    def set_seconds(self, seconds: float) -> None:
        """How long the round lasts: set before it starts."""
        if self._phase is not Phase.SETUP:
            raise RoundError(
                "the round's length is set before it starts", reason="round.length_fixed"
            )
        self.timer = self._new_timer(seconds)
        self.ticked.emit(self.timer.remaining)

    def _enter(self, phase: Phase) -> None:
        self._phase = phase
        self.phase_changed.emit(phase)

    def start(self) -> None:
        if self._phase is Phase.SETUP:
            self._played_at = self._now()
            self.timer.start()
            self._enter(Phase.PLAYING)
            self.ticked.emit(self.timer.remaining)

    def pause(self) -> None:
        if self._phase is Phase.PLAYING and self.timer.running:
            self.timer.pause()
            self.phase_changed.emit(self._phase)

    def resume(self) -> None:
        if self._phase is Phase.PLAYING and self.timer.paused:
            self.timer.resume()
            self.phase_changed.emit(self._phase)

    def tick(self) -> None:
        """Read the clock: announce the time left, and the end of the round when it comes."""
        if self._phase is not Phase.PLAYING:
            return
        self.ticked.emit(self.timer.remaining)
        if self.timer.finished:
            self._enter(Phase.WRITING)
            self.time_up.emit()

    def end_timer(self) -> None:
        """Stop the clock now; from setup, skip it (a round played on paper, typed in after)."""
        if self._phase in (Phase.SETUP, Phase.PLAYING):
            if self._played_at is None:
                self._played_at = self._now()
            self.timer.stop()
            self.ticked.emit(self.timer.remaining)
            self._enter(Phase.WRITING)

    # -- words -------------------------------------------------------------------------------

    def check(self, player: str, text: str) -> EnteredWord:
        """What entering ``text`` for ``player`` would give, without entering it."""
        checked = self._check_word(text)
        if checked.ok and checked.word in self._words[self._known(player)]:
            return EnteredWord(checked.word, False, "already in your list", checked.path, 0,
                               (Problem("already-listed"),))  # fmt: skip
        return EnteredWord(checked.word, checked.ok, checked.reason, checked.path, checked.score,
                           checked.problems)  # fmt: skip

    def _check_word(self, text: str) -> WordCheck:
        rules = self.rules
        if not isinstance(rules, HouseRules):
            return check_word(self.board, self.lexicon, rules, text)
        # House rules: the same reasons (their minimum length), and the best path's points.
        checked = check_word(self.board, self.lexicon, Rules(rules.name, rules.min_length, (0,)),
                             text)  # fmt: skip
        if not checked.ok:
            return checked
        paths = find_paths(self.board, checked.word)
        best = max(paths, key=lambda path: rules.score(self.board, checked.word, path))
        points = rules.score(self.board, checked.word, best)
        return WordCheck(checked.word, True, "", best, points)

    def enter_word(self, player: str, text: str) -> EnteredWord | None:
        """Add a word to ``player``'s list (words that do not count are listed too, with the
        reason: the scoring judges them again at the end). None when nothing was typed."""
        if not self.accepts_words:
            if self.timer.paused:
                raise RoundError("the round is paused", reason="round.paused")
            raise RoundError("start the round to enter words", reason="round.not_started")
        if not text.strip():
            return None
        entered = self.check(player, text)
        listed = self._words[player]
        if entered.word not in listed:
            listed[entered.word] = entered
            self.words_changed.emit(player)
        self.word_checked.emit(player, entered)
        return entered

    def enter_list(self, player: str, text: str) -> list[EnteredWord]:
        """A list typed or pasted after the round, one word per line (blank lines skipped)."""
        if self._phase is not Phase.WRITING:
            raise RoundError("lists are pasted in once the time is up", reason="round.lists_later")
        entered = [self.enter_word(player, line) for line in text.splitlines()]
        return [e for e in entered if e is not None]

    def remove_word(self, player: str, word: str) -> None:
        """Take back a word typed by mistake (before the round is scored)."""
        if self._phase is Phase.SCORED:
            raise RoundError("the round is already scored", reason="round.scored")
        self._words[self._known(player)].pop(word, None)
        self.words_changed.emit(player)

    # -- the end -----------------------------------------------------------------------------

    def _score(self) -> RoundResult:
        lists = [(name, list(self._words[name])) for name in self._players]
        return self._scorer(self.board, self.lexicon, lists, self.rules, cancel=self._cancel)

    def finish(self) -> RoundResult:
        """Score the lists and save the round in the history (once)."""
        if self._phase is Phase.SCORED:
            assert self._result is not None
            return self._result
        self.end_timer()
        self._result = self._score()
        self._enter(Phase.SCORED)
        self.scored.emit(self._result)
        if self.store is not None:
            with self._saving(
                translate("Round", "Could not save the round in the history: {error}")
            ):
                self.history_id = self.store.add_round(
                    self._result,
                    played_at=self._played_at or self._now(),
                    photo=self.photo,
                    seconds=round(self.timer.duration) if self.timer.started else None,
                )
                self.saved.emit(self.history_id)
        return self._result

    @contextmanager
    def _saving(self, failure: str) -> Iterator[None]:
        """A history that cannot be written (a read-only folder, a full disk) costs the round
        nothing: the result stays on screen and ``save_failed`` says why it was not kept."""
        from gui.model.history import HistoryError  # loaded by the store that raised it

        try:
            yield
        except HistoryError as error:
            self.save_failed.emit(failure.format(error=error))

    def set_cancel(self, cancel: bool) -> None:
        """The cancellation switch: a word two players found scores for nobody (on), or for
        both (off). After the round it re-scores what is shown, and the saved round with it:
        the history keeps the scoring the players settled on."""
        if cancel == self._cancel:
            return
        self._cancel = cancel
        if self._phase is Phase.SCORED:
            self._result = self._score()
            if self.store is not None and self.history_id is not None:
                with self._saving(
                    translate("Round", "Could not re-score the round in the history: {error}")
                ):
                    self.store.rescore_round(self.history_id, self._result)
            self.scored.emit(self._result)
