"""Running a table: the server on a thread of its own, with its own event loop.

``open_table`` starts it and returns a ``TableHost``, which is the desktop's ``TableLink`` and
what ``boggle-lens table`` runs. Everything the table does happens on its loop's thread; calls
from other threads are posted there (``_call``), so the session needs no locks.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from aiohttp import web

from gui.model.document import BoardDocument
from gui.model.round import HistoryOnFirstUse, HistoryWriter
from gui.model.table_link import TableListener
from solver import Lexicon, Rules
from table.checks import IDLE_SECONDS
from table.connections import QuietLog
from table.journal import FILE_NAME, RoundJournal
from table.loop_watch import LoopStats, LoopWatch
from table.network import join_url
from table.photos import PhotoDesk
from table.qr import qr_png
from table.seats import FILE_NAME as KEYS_FILE_NAME
from table.seats import Seats
from table.server import TableServer
from table.session import TableSession

T = TypeVar("T")

# How long the table may take to open (restoring a round included) before it says it failed.
START_SECONDS = 30.0


class TableStartError(OSError):
    """The table could not open, and why (a folder it cannot write, a restore that failed)."""


def data_folder() -> Path:
    """The app's data folder (``$BOGGLE_LENS_DATA_DIR`` or the platform's), as the history's."""
    from gui.model.history import default_path

    return default_path().parent


def _default_history() -> HistoryWriter:
    from gui.model.history import HistoryStore

    return HistoryStore.default()


@dataclass(frozen=True)
class TableOptions:
    host: str = "127.0.0.1"
    port: int = 0
    headless: bool = True
    folder: Path | None = None  # the journal and the phones' photos; the data folder if None
    # a restored round starts paused; False leaves it in the journal for the desktop to offer
    resume: bool = True
    # start the reader process at once, so the first snap does not wait for its imports
    warm_reader: bool = True


class TableHost:
    """A table being served. Close it to stop the server and its reader process."""

    def __init__(
        self,
        lexicon: Lexicon,
        rules: Rules | None,
        options: TableOptions,
        history: HistoryWriter | None = None,
    ) -> None:
        self.options = options
        folder = options.folder or data_folder()
        self.folder = folder
        self.journal = RoundJournal(folder / FILE_NAME)
        self._history = history
        self.session = TableSession(
            lexicon,
            rules,
            self.journal,
            history or HistoryOnFirstUse(_default_history),
            headless=options.headless,
            seats=Seats(folder / KEYS_FILE_NAME),
        )
        self.photos = PhotoDesk(folder / "phone-photos")
        self.server = TableServer(self.session, self.photos)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="table", daemon=True)
        self._runner: web.AppRunner | None = None
        self._listening: list[Any] = []  # the server's listening sockets
        self._listener: asyncio.Server | None = None
        self._tasks: list[asyncio.Task[None]] = []  # the clock, the loop's and connections' watch
        self.loop_watch = LoopWatch()
        self._port = 0
        self._restored = False
        self.restore_seconds = 0.0  # how long bringing back an interrupted round took
        self.restore_cpu_seconds = 0.0  # of which this thread worked (the rest: waiting for a CPU)
        self._notice = ""

    # -- starting and stopping ---------------------------------------------------------------

    def start(self) -> str:
        """Listen and return the join URL. OSError when the address or port cannot be had;
        TableStartError (an OSError) saying why for anything else, a folder it cannot write
        first of all."""
        check_writable(self.folder)
        try:
            self.session.seats.save()  # the link, kept for a restart
        except OSError as error:
            raise TableStartError(f"the table's keys could not be written: {error}") from None
        # The helper is warmed once the table is open: its imports would compete for the CPU
        # with a restore, and the phones wait for the address.
        self.photos.start(warm=False)
        self._thread.start()
        try:
            started = asyncio.run_coroutine_threadsafe(self._start(), self._loop)
            try:
                started.result(START_SECONDS)
            except TimeoutError:
                started.cancel()
                raise TableStartError(
                    f"the table did not open within {START_SECONDS:g} seconds"
                ) from None
        except BaseException:
            self.close()
            raise
        if self.options.warm_reader:
            self.photos.warm_up()
        return self.url

    async def _start(self) -> None:
        self._loop.set_exception_handler(QuietLog())
        if self.options.resume:
            started, working = time.perf_counter(), time.thread_time()
            saved = self.journal.unfinished()
            if saved is not None:
                self._restored = self._restore(saved)
                self.restore_seconds = time.perf_counter() - started
                self.restore_cpu_seconds = time.thread_time() - working
        self._notice = " ".join(n for n in (self.journal.notice, self.session.seats.notice) if n)
        self._runner = web.AppRunner(
            self.server.app,
            handle_signals=False,
            access_log=None,
            shutdown_timeout=1.0,
            keepalive_timeout=IDLE_SECONDS,
        )
        await self._runner.setup()
        assert self._runner.server is not None
        self._listener = await self._loop.create_server(
            self.server.connections.factory(self._runner.server),
            self.options.host,
            self.options.port,
            reuse_address=True,
        )
        self._listening = list(self._listener.sockets)
        self._port = self._listening[0].getsockname()[1]
        for job in (
            self.server.run_ticker(),
            self.loop_watch.run(),
            self.server.connections.watch(),
        ):
            self._tasks.append(asyncio.ensure_future(job))

    def _restore(self, saved: Any) -> bool:
        """The journal's round back at the table; a journal whose values no round can have is
        moved aside (as a damaged one is), and the table opens without it."""
        try:
            self.session.restore(saved)
        except ValueError as error:
            self.journal.move_aside(f"it holds what no round can be ({error})")
            return False
        except OSError as error:  # the journal is as it was: the next start tries again
            raise TableStartError(
                f"the interrupted round could not be written anew ({error.strerror or error})"
            ) from None
        return True

    def close(self) -> None:
        """Stop serving: the phones' streams end, the port is freed, the reader process stops.
        An unfinished round stays in the journal."""
        if self._thread.is_alive():
            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(self._stop(), self._loop).result(10)
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)
        if not self._thread.is_alive() and not self._loop.is_closed():
            self._loop.close()
        self.photos.close()
        self.journal.close()
        close_history = getattr(self._history, "close", None)
        if close_history is not None:
            close_history()

    async def _stop(self) -> None:
        self.server.end_streams()
        for task in self._tasks:
            task.cancel()
        # Stop accepting first, and let the connections just accepted finish being set up: one
        # accepted in the loop's last turn would otherwise be set up after aiohttp closed the
        # server, fail there (Python 3.11), and leak its socket.
        for listening in self._listening:
            self._loop.remove_reader(listening.fileno())
        await asyncio.sleep(0)
        if self._listener is not None:
            self._listener.close()
        if self._runner is not None:
            await self._runner.cleanup()
        # What the cleanup left running (a handler still taking in a refused upload, say) is
        # cancelled and awaited, as asyncio.run does, so the loop closes with nothing pending.
        left = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        for task in left:
            task.cancel()
        await asyncio.gather(*left, return_exceptions=True)

    def loop_stats(self) -> LoopStats:
        """How long the table's event loop was ever held up, so far."""
        return self.loop_watch.stats()

    # -- the TableLink, for the desktop ------------------------------------------------------

    @property
    def url(self) -> str:
        return join_url(self.options.host, self._port, self.server.token)

    @property
    def port(self) -> int:
        return self._port

    @property
    def restored(self) -> bool:
        return self._restored

    @property
    def notice(self) -> str:
        return self._notice

    def _call(self, function: Callable[..., T], *args: Any) -> Future[T]:
        """Run ``function(*args)`` on the table's thread; its answer or error in the future."""
        future: Future[T] = Future()

        def run() -> None:
            if not future.set_running_or_notify_cancel():
                return
            try:
                future.set_result(function(*args))
            except BaseException as error:
                future.set_exception(error)

        try:
            self._loop.call_soon_threadsafe(run)
        except RuntimeError:  # the table is closed: nothing runs on its thread any more
            future.cancel()
        return future

    def subscribe(self, listener: TableListener) -> None:
        self._call(self.session.subscribe, listener).result(5)

    def state(self) -> dict[str, Any]:
        return self._call(self.session.state_json).result(5)

    def set_words(self, lexicon: Lexicon, rules: Rules | None) -> None:
        """Another dictionary or rules chosen on the desktop: the next board and round use them."""
        self._call(self.session.set_words, lexicon, rules)

    def set_document(self, document: BoardDocument) -> None:
        self._call(self.session.set_document, document, "desktop")

    def start_round(
        self, seconds: float, cancel: bool = True, house: str | None = None
    ) -> Future[Any]:
        return self._call(self.session.start_round, seconds, cancel, house, "desktop")

    def pause_round(self) -> Future[Any]:
        return self._call(self.session.pause_round, "desktop")

    def resume_round(self) -> Future[Any]:
        return self._call(self.session.resume_round, "desktop")

    def end_round(self) -> Future[Any]:
        return self._call(self.session.end_round, "desktop")

    def restore_round(self) -> Future[bool]:
        """Bring back the round a crash interrupted (paused); False when there is none."""

        def restore() -> bool:
            saved = self.journal.unfinished()
            return saved is not None and self._restore(saved)

        return self._call(restore)

    def unfinished_round(self) -> bool:
        return self._call(lambda: self.journal.unfinished() is not None).result(5)

    def remove_phone(self, name: str) -> None:
        self._call(self.session.remove_phone, name)

    def new_link(self) -> str:
        """A new token: every phone is dropped, and must scan the new code."""
        self._call(self.session.players.new_link).result(5)
        return self.url

    def qr_png(self) -> bytes:
        return qr_png(self.url)


def open_table(
    lexicon: Lexicon,
    rules: Rules | None = None,
    options: TableOptions | None = None,
    history: HistoryWriter | None = None,
) -> TableHost:
    """Start a table and return it, listening (OSError when the port cannot be had)."""
    host = TableHost(lexicon, rules, options or TableOptions(), history)
    host.start()
    return host


def check_writable(folder: Path) -> None:
    """TableStartError naming ``folder`` when the table could not keep its round there: said
    at the start, not as a failed request in the middle of a game."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder) as probe:
            probe.write(b"probe")
            probe.flush()
            os.fsync(probe.fileno())
    except OSError as error:
        raise TableStartError(
            f"the table's folder {folder} cannot be written ({error.strerror or error}): "
            "the rounds could not be kept there"
        ) from None
