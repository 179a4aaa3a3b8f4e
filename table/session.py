"""The table's state, without HTTP and without Qt: the board the phones see, the players who
joined, and the round they play, over the app's own model (``BoardDocument``, ``Round``, the
JSON shapes of ``gui.model.serialise``).

Everything here runs on the server's one event-loop thread; other threads (the desktop) reach it
through ``table.host.TableHost``, which posts their calls there. Each change is announced to the
listeners as a ``TableEvent``: the phones' event streams and, at a desktop, the window.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from gui.model.document import BoardDocument
from gui.model.round import HistoryWriter, Phase, Round, RoundError
from gui.model.serialise import score_json, solution_json
from gui.model.table_link import TableEvent, TableListener
from solver import (
    Board,
    HouseRules,
    Lexicon,
    Rules,
    Solution,
    parse_house_rules,
    roll,
    solve,
)
from solver.search import rules_for
from table.answers import RoundAnswers
from table.checks import (
    TableError,
    check_board_text,
    check_word,
    checked_round,
    not_kept,
    round_settings,
)
from table.journal import RoundJournal, UnfinishedRound
from table.players import Players
from table.rates import WordRate
from table.seats import Seats

log = logging.getLogger(__name__)

# How often the clock's reading goes to the journal and to the phones while a round runs: a
# resumed round loses at most this much of its time, and a phone's countdown is set right.
CLOCK_EVERY_SECONDS = 5.0
# A phone's own list reaches it at most this often during play (each word's answer comes at
# once, to the phone that sent it): each event carries the whole list, so 4 a second would
# send a phone 100 KB a second by the end of a busy round.
ROUND_EVENT_EVERY_SECONDS = 1.0


class TableSession:
    """The board, the phones and the round at one table."""

    def __init__(
        self,
        lexicon: Lexicon,
        rules: Rules | None,
        journal: RoundJournal,
        history: HistoryWriter | None,
        *,
        headless: bool,
        seats: Seats | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.lexicon = lexicon
        self.rules = rules
        self.journal = journal
        self.history = history
        self.headless = headless
        self._clock = clock
        # Until a photo or a board arrives, a rolled one: the phones have something to look at.
        self.document = BoardDocument(roll("classic"))
        self._solution: Solution | None = None
        self.seats = seats or Seats(None)
        self.players = Players(self.seats, self._announce)
        self.rate = WordRate(clock=clock)
        self.round: Round | None = None
        self.answers = RoundAnswers()
        self._next_document: tuple[BoardDocument, str] | None = None  # shown when the round ends
        self._listeners: list[TableListener] = []
        self._round_dirty = False
        self._journalled_at = 0.0
        self._announced_at = 0.0
        self.reading: dict[str, Any] = {"busy": False, "waiting": 0, "message": ""}

    # -- listeners ---------------------------------------------------------------------------

    def subscribe(self, listener: TableListener) -> None:
        self._listeners.append(listener)

    def _announce(self, event: TableEvent) -> None:
        for listener in list(self._listeners):
            listener(event)

    def state_json(self) -> dict[str, Any]:
        return {
            "board": self.board_event_json(),
            "round": self.round_json(),
            "phones": self.phones_json(),
            "reading": dict(self.reading),
            "headless": self.headless,
        }

    # -- the board ---------------------------------------------------------------------------

    @property
    def solution(self) -> Solution:
        if self._solution is None:
            self._solution = solve(self.document.board, self.lexicon, self._solving_rules())
        return self._solution

    def _solving_rules(self) -> Rules | None:
        rules = self.round.rules if self.round is not None else self.rules
        return rules if isinstance(rules, Rules) else self.rules

    def board_json(self) -> dict[str, Any]:
        """The board as ``boggle-lens solve --format json`` prints it."""
        return solution_json(self.solution)

    def board_event_json(self) -> dict[str, Any]:
        """The board for the phones: the solution, and which dice the reader doubts."""
        return {
            **self.board_json(),
            "unsure": [list(cell) for cell in self.document.uncertain_cells()],
            "photo": self.document.reading is not None,
        }

    def set_document(self, document: BoardDocument, origin: str) -> None:
        """Show ``document`` at the table (the desktop's board, a photo read, a phone's fix).
        While a round is on, its board stays: a photo snapped meanwhile (the next board) waits,
        and is shown when the round ends."""
        if self.round_on:
            self._next_document = (document, origin)
            return
        if document == self.document:
            return
        if origin == "desktop" and document.board == self.document.board:
            self.document = document  # the desktop's own copy (its photo, say): nothing to show
            return
        self.document = document
        self._solution = None
        self._announce(TableEvent("board", self.board_event_json(), origin, document))

    @property
    def round_on(self) -> bool:
        return self.round is not None and self.round.phase is not Phase.SCORED

    def _round_over(self) -> None:
        """The journal closes the round, and a board that waited for its end is shown."""
        self.journal.end()
        self._announce_round()
        waiting, self._next_document = self._next_document, None
        if waiting is not None:
            self.set_document(*waiting)

    def set_words(self, lexicon: Lexicon, rules: Rules | None) -> None:
        """The desktop chose another dictionary or rules: the board is solved again with them,
        and the next round uses them (a round under way keeps what it started with)."""
        if lexicon is self.lexicon and rules == self.rules:
            return
        self.lexicon, self.rules = lexicon, rules
        self._solution = None
        self._announce(TableEvent("board", self.board_event_json(), "table", self.document))

    def set_board_text(self, text: Any, origin: str = "phone") -> None:
        """A board typed or fixed on a phone. The same shape as a photo's reading keeps the
        photo: what differs from the reading are corrections (as on the desktop)."""
        if self.round_on:
            raise TableError(
                "the board is fixed while a round is on", 409, reason="table.board_fixed"
            )
        board = Board.parse(check_board_text(text))  # BoardError (a ValueError) says what is wrong
        document = self.document
        same_shape = (board.rows, board.cols) == (document.board.rows, document.board.cols)
        if document.reading is not None and same_shape:
            self.set_document(document.with_board(board), origin)
        else:
            self.set_document(BoardDocument(board), origin)

    def set_reading_state(self, busy: bool, waiting: int, message: str) -> None:
        self.reading = {"busy": busy, "waiting": waiting, "message": message}
        self._announce(TableEvent("reading", dict(self.reading)))

    # -- phones ------------------------------------------------------------------------------

    def phones_json(self) -> list[dict[str, str]]:
        return self.players.json()

    def check_allowed(self, name: str) -> None:
        self.players.check_allowed(name)

    def remove_phone(self, name: str) -> None:
        self.rate.forget(name)
        self.players.remove(name)

    # -- the round ---------------------------------------------------------------------------

    def _require_round_control(self, origin: str) -> None:
        if origin == "phone" and not self.headless:
            raise TableError(
                "the host starts, pauses and ends the rounds", 409, reason="table.host_controls"
            )

    def start_round(
        self, seconds: Any, cancel: Any = True, house: Any = None, origin: str = "phone"
    ) -> dict[str, Any]:
        self._require_round_control(origin)
        if self.round is not None and self.round.phase is not Phase.SCORED:
            raise TableError("a round is already on", 409, reason="table.round_on")
        settings = round_settings(seconds, cancel, house)
        rules: Rules | HouseRules | None = self.rules
        if settings.house is not None:
            rules = parse_house_rules(settings.house)  # HouseRulesError (a ValueError) says why
        before = self.round
        self._new_round(settings.seconds, settings.cancel, rules, settings.house, self.seats.names)
        assert self.round is not None
        try:
            self.journal.start(
                self.document.board.text,
                settings.seconds,
                settings.cancel,
                settings.house,
                str(self.document.photo) if self.document.photo else None,
                list(self.round.players),
            )
        except OSError as error:  # no half-made round: the one before stays as it was
            self.round = before
            raise not_kept(error) from None
        self.round.start()
        self._journalled_at = self._clock()
        self._announce_round()
        return self.round_json() or {}

    def _new_round(
        self,
        seconds: float,
        cancel: bool,
        rules: Rules | HouseRules | None,
        house: str | None,
        players: list[str],
    ) -> None:
        try:
            # Open seats: a phone that joins late, or a round started before anyone joined,
            # is seated by its first word.
            self.round = Round(
                self.document.board,
                self.lexicon,
                rules,
                players,
                seconds=seconds,
                cancel=cancel,
                clock=self._clock,
                photo=self.document.photo,
                store=self.history,
                open_seats=True,
            )
        except RoundError as error:  # its reason goes with it, for the desktop's words
            raise TableError(str(error), reason=error.reason, **error.values) from None
        self.answers.new_round(players)
        self._solution = None

    def restore(self, saved: UnfinishedRound) -> None:
        """The round a crash interrupted, back as it was at its last answered word: paused.
        ValueError (before anything changes) when the journal holds what no round can be;
        OSError when the journal cannot be written anew."""
        board, house_rules = checked_round(saved)
        rules = self.rules if saved.house is None else house_rules
        if board != self.document.board:
            self.document = BoardDocument(board)
            self._solution = None
            self._announce(TableEvent("board", self.board_event_json(), "table", self.document))
        players = list(dict.fromkeys(saved.players))
        self._new_round(saved.seconds, saved.cancel, rules, saved.house, players)
        round_ = self.round
        assert round_ is not None
        # At least half a second left, so the restored round can take its words back.
        round_.timer.skip(min(saved.seconds - saved.seconds_left, saved.seconds - 0.5))
        round_.start()
        taken = self.answers.replay(round_, self.lexicon, saved.words)
        round_.pause()
        # The journal goes on from here: one new file, renamed over the old one.
        self.journal.start(
            saved.board,
            saved.seconds,
            saved.cancel,
            saved.house,
            saved.photo,
            list(round_.players),
            words=taken,
            seconds_left=round_.timer.remaining,
        )
        self._announce(TableEvent("phones", self.phones_json()))
        self._announce_round()

    def _playing_round(self, origin: str) -> Round:
        self._require_round_control(origin)
        if self.round is None or self.round.phase is Phase.SCORED:
            raise TableError("no round is on", 409, reason="table.no_round")
        return self.round

    def pause_round(self, origin: str = "phone") -> dict[str, Any]:
        round_ = self._playing_round(origin)
        round_.pause()
        self.journal.time_left(round_.timer.remaining)
        self._announce_round()
        return self.round_json() or {}

    def resume_round(self, origin: str = "phone") -> dict[str, Any]:
        self._playing_round(origin).resume()
        self._announce_round()
        return self.round_json() or {}

    def end_round(self, origin: str = "phone") -> dict[str, Any]:
        self._finish(self._playing_round(origin))
        return self.round_json() or {}

    def _finish(self, round_: Round) -> None:
        """Score the round and close it, whatever fails on the way: a history that cannot keep
        it, or scoring itself, is said on the desktop and the phones; the round ends anyway."""
        unsaved: list[str] = []
        round_.save_failed.connect(unsaved.append)
        try:
            round_.finish()
        except Exception as error:
            log.exception("the round could not be scored or kept")
            unsaved.append(f"The round ended, but it could not be scored or kept: {error}")
            if round_.phase is not Phase.SCORED:
                self.round = None  # no scores to show: the round is gone, not stuck
        self._round_over()
        if unsaved:
            self._announce(TableEvent("notice", {"message": unsaved[0], "error": True}))

    def enter_word(self, name: str, word: Any, word_id: Any) -> dict[str, Any]:
        """A word from ``name``'s phone (the server checked its key): checked at once, kept on
        disk, and answered. A word the disk would not keep is not counted (503): its retry,
        with the same id, tries again."""
        self.check_allowed(name)
        text = check_word(word, word_id)
        answered = self.answers.earlier(name, word_id)
        if answered is not None:
            return answered  # a retry: counted once, answered alike
        round_ = self.round
        if round_ is None or round_.phase is Phase.SCORED:
            raise TableError("no round is on", 409, reason="table.no_round")
        if not round_.accepts_words:
            raise TableError("the round is paused", 409, reason="round.paused")
        if not text.strip():
            raise TableError("type a word", reason="table.no_word")
        self.rate.take(name)
        self.answers.check_room(name)
        try:
            self.journal.word(name, text, word_id, round_.timer.remaining)
        except OSError as error:
            raise not_kept(error) from None
        answer = self.answers.answer(round_, self.lexicon, name, text, word_id)
        self._round_dirty = True
        return answer

    def tick(self) -> None:
        """The loop's heartbeat (a few times a second): the clock, the end, the phones' view."""
        round_ = self.round
        if round_ is None or round_.phase is not Phase.PLAYING:
            return
        round_.tick()
        if round_.phase is Phase.WRITING:  # time is up: at the table that is the end
            self._finish(round_)
            return
        now = self._clock()
        if round_.timer.running and now - self._journalled_at >= CLOCK_EVERY_SECONDS:
            self._journalled_at = now
            self.journal.time_left(round_.timer.remaining)
            self._round_dirty = True
        if self._round_dirty and now - self._announced_at >= ROUND_EVENT_EVERY_SECONDS:
            self._announce_round()

    def _announce_round(self) -> None:
        self._round_dirty = False
        self._announced_at = self._clock()
        self._announce(TableEvent("round", self.round_json()))

    def round_json(self) -> dict[str, Any] | None:
        round_ = self.round
        if round_ is None:
            return None
        if round_.phase is Phase.SCORED and round_.result is not None:
            return {"phase": "scored", **score_json(round_.result)}
        rules = round_.rules
        return {
            "phase": "playing",
            "running": round_.timer.running,
            "seconds": round_.timer.duration,
            "seconds_left": round(round_.timer.remaining, 2),
            "cancel": round_.cancel,
            "rules": rules.name if rules is not None else rules_for(round_.board, None).name,
            "players": [
                {"name": name, "words": self.answers.listed(name)} for name in round_.players
            ],
        }
