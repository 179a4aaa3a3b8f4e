"""The app's state and rules, without Qt: the board document and its edits, the photo being
read, the words side (``WordsModel``) and what is kept between runs (``Memory``).

The Qt layer observes the events below and sends the player's intent to the methods. Edits go
through ``replace_document``, which hands them to a recorder: the Qt layer installs one that
pushes an undo command, whose redo and undo call ``apply``; without one, edits apply at once.
Long work (reading a photo) is asked for with an event; the Qt layer runs it on a worker and
calls back with the request's number, and stale answers are dropped here. A game round
(``round``: a timer, the players' words, the scores) is one more part beside ``words`` and
``reading``; finished rounds go to the history store, opened when the first round needs it.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from gui.model.dictionaries import BUNDLED
from gui.model.document import BoardDocument, blank_document, document_from_reading
from gui.model.edition import dice_for_size, dictionary_key, known_language
from gui.model.error_text import explain
from gui.model.events import Signal
from gui.model.memory import Memory, UnreadPhoto
from gui.model.outline import default_outline, is_lost
from gui.model.outline_moves import OutlineMoves, lost_notice
from gui.model.photo_cache import PhotoCache
from gui.model.reading import (
    Notice,
    PhotoRead,
    PhotoReadError,
    PhotoReading,
    describe_failure,
    recalled_failure,
)
from gui.model.round import HistoryOnFirstUse, HistoryWriter, Round
from gui.model.round_timer import Clock
from gui.model.translation import told, translate
from gui.model.wording import (
    die_name,
    document_title,
    face_caption,
    reading_announcement,
    roll_label,
)
from gui.model.words import WordsModel
from solver import EDITIONS, Board, BoardError, Cell, roll

Recorder = Callable[[BoardDocument, BoardDocument, str], None]


def dice_set_for_size(side: int) -> str:
    """The dice a board of this side is rolled with: the first edition of that size (so a 4x4
    roll uses the 1976 set, as it always has)."""
    return next((e.name for e in EDITIONS.values() if e.side == side), "classic")


class AppModel:
    document_changed = Signal(object)  # BoardDocument (also when its photo's pixels arrive)
    notice = Signal(object)  # Notice for the banner, or None to hide it
    status = Signal(str, int)  # a status-line message and for how long in ms (0: until replaced)
    read_wanted = Signal(object, int)  # path, request: read this photo and call back
    read_cancelled = Signal(int)  # request: stop reading it
    reading_finished = Signal(bool)  # True when the photo was read
    photo_view_wanted = Signal(bool)  # show the photo (True) or the rendered board
    recent_changed = Signal(object)  # list[str], newest first
    round_changed = Signal(object)  # the new Round
    language_changed = Signal(str)  # the game's language code

    def __init__(
        self,
        memory: Memory,
        document: BoardDocument | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.memory = memory
        self.rng = rng or random.Random()
        self._document = document or BoardDocument(roll("classic", self.rng))
        self._kept = self._document  # what a relaunch shows: see ``document_to_keep``
        self._failures: dict[str, str] = {}  # digest -> why no board was found in that photo
        # The no-board photo on screen when the app last closed (the document restored is the
        # board before it): announced once by ``recall``, until then still remembered.
        self._recalled = memory.unread_photo
        self._recalled_path: Path | None = None
        self._record: Recorder = self._apply_at_once
        self.words = WordsModel(memory.rules)
        self.reading = PhotoReading()
        self.outline = OutlineMoves(self)  # the outline's handles: read again inside them
        self.photos: PhotoCache[object] = PhotoCache()
        self.words.dictionary_changed.connect(self._on_words_dictionary_changed)
        self.round: Round | None = None
        self._history: HistoryWriter | None = None
        # The game's language: every layer takes it from here (its dice, and its dictionary
        # whose folding the round, the checks and the phones' table use).
        self.language = known_language(getattr(memory, "language", None))

    # -- the document ------------------------------------------------------------------------

    @property
    def document(self) -> BoardDocument:
        return self._document

    @property
    def title(self) -> str:
        photo = self._document.photo
        return document_title(photo.name if photo is not None else None)

    @property
    def marks_subdued(self) -> bool:
        """While a word's path is shown, the ? and tick marks (and an unsure die's orange fill)
        step back: with many dice unsure they would bury the path's arrows and numbers. They
        come back when the word is deselected."""
        return bool(self.words.path)

    @property
    def document_to_keep(self) -> BoardDocument:
        """What to show at the next launch: the document on screen, unless it is a photo with
        no board found and nothing typed over it yet. A relaunch to an empty board with no
        words and no reason helps nobody: it comes back to the board before that photo
        (read or typed), and ``recall`` says why."""
        return self._kept

    def photo_image(self) -> object | None:
        return self.photos.get(self._document.digest)

    def set_recorder(self, record: Recorder) -> None:
        """Route edits through ``record(before, after, description)`` (an undo stack)."""
        self._record = record

    def _apply_at_once(self, _before: BoardDocument, after: BoardDocument, _text: str) -> None:
        self.apply(after)

    def apply(self, document: BoardDocument) -> None:
        """Show ``document`` (undo and redo call this; use ``replace_document`` for an edit)."""
        self._document = document
        self.document_changed.emit(document)
        self.words.set_board(document.board)
        self._remember(document)
        if document.digest is not None and document.has_photo_overlay:
            self.memory.set_corrections(document.digest, document.corrections())

    def _remember(self, document: BoardDocument) -> None:
        if document.is_blank_unread_photo and document.photo is not None:
            reason = self._failures.get(document.digest or "", "")
            self.memory.unread_photo = UnreadPhoto(str(document.photo), reason)
        else:
            self._kept = document
            # A photo recalled from the last run is forgotten once the player moves on (it
            # stays in the recent files); until ``recall`` has announced it, it is kept.
            self.memory.unread_photo = self._recalled
        self.memory.document = self._kept

    def recall(self) -> None:
        """At start-up: say why the board shown is not the photo on screen when the app last
        closed (no board was found in it), and offer to open that photo again."""
        recalled, self._recalled = self._recalled, None
        if recalled is None:
            return
        path = Path(recalled.path)
        reason = recalled.reason or translate(
            "AppModel", "No Boggle board was found in <b>{name}</b>."
        ).format(name=html.escape(path.name))
        self.notice.emit(recalled_failure(path, reason))  # told: the reason may be stored words
        self._recalled_path = path

    def open_recalled_photo(self) -> None:
        """The banner's "Open the photo again": read the photo the app closed on once more."""
        if self._recalled_path is not None:
            self.open_photo(self._recalled_path)

    def refresh(self) -> None:
        """Announce the current document again (a window showing it for the first time)."""
        self.apply(self._document)

    def replace_document(self, document: BoardDocument, description: str) -> None:
        if document != self._document:
            self._record(self._document, document, description)

    def record(self, before: BoardDocument, after: BoardDocument, description: str) -> None:
        """An edit from ``before``, which may not be the document shown (an outline moved
        shows its corners before its reading is done: gui.model.outline_moves)."""
        self._record(before, after, description)

    def set_face(self, cell: Cell, face: str) -> None:
        if self._document.board.face(cell) != face:
            self.replace_document(
                self._document.with_face(cell, face),
                told(
                    lambda: translate("AppModel", "Set die {die} to {face}").format(
                        die=die_name(cell), face=face_caption(face)
                    )
                ),
            )

    def choose_face(self, cell: Cell | None, face: str) -> None:
        """A face picked from the buttons for the selected die."""
        if cell is None:
            self.status.emit(
                translate("AppModel", "Select a die first, then choose its face."), 4000
            )
            return
        self.set_face(cell, face)
        self.status.emit(
            translate("AppModel", "Die {die} set to {face}").format(
                die=die_name(cell), face=face_caption(face)
            ),
            3000,
        )

    def resize(self, side: int) -> None:
        if (self._document.board.rows, self._document.board.cols) != (side, side):
            self.replace_document(
                self._document.resized(side),
                told(
                    lambda: translate("AppModel", "Change the grid to {side}x{side}").format(
                        side=side
                    )
                ),
            )

    def roll(self, dice_set: str) -> None:
        board = roll(dice_set, self.rng)
        self.replace_document(
            BoardDocument(board),
            told(
                lambda: translate("AppModel", "Roll a {dice} board").format(
                    dice=roll_label(dice_set)
                )
            ),
        )
        self.notice.emit(None)

    def roll_same_size(self) -> None:
        side = self._document.board.rows
        self.roll(dice_for_size(self.language, side) or dice_set_for_size(side))

    def enter_board(self, board: Board, description: str) -> None:
        """A board entered by hand. A typed grid the same shape as the photo's reading keeps the
        photo: what differs from the reading counts as corrections, as if typed die by die. A
        photo with no board found stays beside it: the photo in photo view, the typed board (the
        one with words and paths) in the rendered view. Any other typed board starts afresh."""
        document = self._document
        same_shape = (board.rows, board.cols) == (document.board.rows, document.board.cols)
        if document.has_photo_overlay and same_shape:
            self.replace_document(document.with_board(board), description)
        elif document.has_unread_photo:
            self.replace_document(document.with_board(board), description)
            self.photo_view_wanted.emit(False)
            self.status.emit(
                translate("AppModel", "Showing the board you typed; Ctrl+P shows the photo."), 6000
            )
        else:
            self.replace_document(BoardDocument(board), description)

    def enter_text(self, text: str) -> None:
        """Pasted text that should be a board."""
        try:
            board = Board.parse(text)
        except BoardError as error:
            problem = error
            text = told(
                lambda: translate("AppModel", "The pasted text is not a board: {error}").format(
                    error=html.escape(explain(problem))  # the notice is rich text
                )
            )
            self.notice.emit(Notice(text, "warning"))
            return
        self.enter_board(board, told(lambda: translate("AppModel", "Paste a board")))

    def select_die(self, cell: Cell | None) -> None:
        self.status.emit(self._document.describe_die(cell) if cell is not None else "", 0)

    def next_uncertain(self, after: Cell | None) -> Cell | None:
        cell = self._document.next_uncertain(after)
        if cell is None:
            self.status.emit(translate("AppModel", "No uncertain dice left."), 3000)
        return cell

    # -- reading photos ----------------------------------------------------------------------

    def open_photo(self, path: Path) -> int:
        """Ask for ``path`` to be read (a newer photo replaces an older read)."""
        reading = told(
            lambda: translate("AppModel", "Reading <b>{name}</b>…").format(
                name=html.escape(path.name)
            )
        )
        self.notice.emit(Notice(reading))
        replaced = self.reading.current
        request = self.reading.start(path)
        if replaced is not None:
            self.read_cancelled.emit(replaced)
        self.read_wanted.emit(path, request)
        return request

    def cancel_reading(self, quiet: bool = False) -> None:
        request = self.reading.cancel()
        if request is None:
            return
        self.read_cancelled.emit(request)
        self.outline.cancelled(request)
        if not quiet:
            self.notice.emit(None)
            self.status.emit(
                translate("AppModel", "Reading cancelled; the board is as it was."), 4000
            )

    def photo_read(self, request: int, result: PhotoRead) -> None:
        if not self.reading.finish(request):
            return  # a newer photo replaced this one, or the player cancelled it
        if self.outline.owns(request):
            self.outline.read(result)
            return
        self.photos.remember(result.digest, result.image)
        corrections = self.memory.corrections(result.digest)
        document = document_from_reading(result.path, result.digest, result.reading, corrections)
        self.replace_document(
            document,
            told(lambda: translate("AppModel", "Read {name}").format(name=result.path.name)),
        )
        self._remember_recent(result.path)
        self.photo_view_wanted.emit(True)
        counts = len(corrections), len(document.uncertain_cells())
        if is_lost(counts[1], len(result.reading.dice)):
            self.notice.emit(lost_notice(counts[1], len(result.reading.dice)))
        elif reading_announcement(*counts) is not None:
            self.notice.emit(Notice(told(lambda: reading_announcement(*counts) or "")))
        else:
            self.notice.emit(None)
            self.status.emit(
                translate("AppModel", "Board read. Click any die to correct it."), 5000
            )
        self.reading_finished.emit(True)

    def photo_captured(self, result: PhotoRead) -> None:
        """A photo already read elsewhere (the live scanner's best frame): shown as any read."""
        replaced = self.reading.current
        request = self.reading.start(result.path)
        if replaced is not None:
            self.read_cancelled.emit(replaced)
        self.photo_read(request, result)

    def photo_failed(self, request: int, error: Exception) -> None:
        notice = describe_failure(error)
        if not self.reading.fail(request, notice.text):
            return
        if self.outline.owns(request):
            self.outline.failed(error)
            return
        if notice.offer is not None:
            self._keep_unread_photo(error)
        self.notice.emit(notice)
        self.reading_finished.emit(False)

    def _keep_unread_photo(self, error: Exception) -> None:
        """Show a photo the reader found no board in, so the player can type the dice while
        looking at it. Its board starts blank: the board on screen before is not its board
        (and Undo brings it back)."""
        if not isinstance(error, PhotoReadError) or error.image is None or error.digest is None:
            return
        self._failures[error.digest] = self.reading.reason
        self.photos.remember(error.digest, error.image)
        document = blank_document(self._document.board.rows, error.path, error.digest)
        if error.image_size is not None:  # an outline to drag onto the board
            document = replace(
                document, tray=default_outline(*error.image_size), corners_unread=True
            )
        self.replace_document(
            document,
            told(
                lambda: translate("AppModel", "Open {name} (no board found)").format(
                    name=error.path.name
                )
            ),
        )
        self._remember_recent(error.path)
        self.photo_view_wanted.emit(True)

    def reading_stopped(self, request: int) -> None:
        if self.reading.stopped(request):
            self.outline.cancelled(request)
            self.notice.emit(None)

    def pixels_loaded(self, path: Path, digest: str, image: object) -> None:
        """A restored document's photo, decoded late: show it, unless the file changed."""
        document = self._document
        if document.photo != path or document.digest is None:
            return
        if digest != document.digest:  # the file was replaced since: its dice are elsewhere
            self.apply(BoardDocument(document.board))
            self.status.emit(
                translate("AppModel", "{name} has changed; showing the board only.").format(
                    name=path.name
                ),
                6000,
            )
            return
        self.photos.remember(digest, image)
        self.apply(document)

    # -- recent photos, rules and dictionary -------------------------------------------------

    def _remember_recent(self, path: Path) -> None:
        self.memory.add_recent_file(str(path))
        self.recent_changed.emit(self.memory.recent_files)

    def clear_recent(self) -> None:
        self.memory.clear_recent_files()
        self.recent_changed.emit(self.memory.recent_files)

    def set_rules(self, name: str) -> None:
        self.memory.rules = name
        self.words.set_rules(name)

    def choose_dictionary(self, key: str) -> int:
        return self.words.choose_dictionary(key)

    def set_language(self, code: str) -> int:
        """Play in another language: remember it, and load its dictionary (the request's
        number, as choose_dictionary); rolls then use its dice."""
        self.language = known_language(code)
        self.memory.language = self.language
        self.language_changed.emit(self.language)
        return self.choose_dictionary(dictionary_key(self.language, BUNDLED))

    def _on_words_dictionary_changed(self, key: str, _name: str) -> None:
        self.memory.dictionary = key

    # -- a game round ------------------------------------------------------------------------

    def history(self) -> HistoryWriter:
        """The store finished rounds are saved in, opened on first use (a damaged file is
        moved aside by the store, and the banner says so)."""
        if self._history is None:
            from gui.model.history import HistoryStore  # only a round needs the database

            store = HistoryStore.default()
            if store.notice:
                self.notice.emit(Notice(store.notice, "warning"))
            self._history = store
        return self._history

    def set_history(self, store: HistoryWriter) -> None:
        self._history = store

    def close_history(self) -> None:
        close = getattr(self._history, "close", None)
        if close is not None:
            close()
        self._history = None

    def new_round(
        self,
        players: Sequence[str],
        seconds: float,
        cancel: bool = True,
        clock: Clock | None = None,
    ) -> Round | None:
        """A round on the board on screen, with the rules and dictionary in force; None (and a
        status message) while the dictionary is still loading."""
        lexicon = self.words.lexicon
        if lexicon is None:
            self.status.emit(
                translate("AppModel", "The dictionary is still loading; try again in a moment."),
                4000,
            )
            return None
        document = self._document
        self.round = Round(
            document.board,
            lexicon,
            self.words.rules,
            players,
            seconds=seconds,
            clock=clock,
            cancel=cancel,
            photo=document.photo,
            store=self._history or HistoryOnFirstUse(self.history),
        )
        self.round_changed.emit(self.round)
        return self.round
