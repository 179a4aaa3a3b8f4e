"""Start the desktop app: ``run(args)`` is what ``boggle-lens gui`` calls."""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEventLoop, QLoggingCategory, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from gui.model.app import AppModel
from gui.model.launch import GuiArgs, apply_arguments
from gui.model.table_link import TableOpener
from gui.model.wording import APP_NAME
from gui.qt.errors import install_excepthook, unexpected_errors
from gui.qt.icon import app_icon
from gui.qt.language import TRANSLATORS
from gui.qt.main_window import MainWindow
from gui.qt.settings import APPLICATION, ORGANIZATION, AppSettings
from gui.qt.table_actions import Addresses

# The command line's way to open a phone table for the app's model (its dictionary and rules).
TableOpenerFor = Callable[[AppModel], TableOpener]

SCREENSHOT_TIMEOUT_MS = 60_000
SCREENSHOT_SIZE = (1100, 720)


# Qt Multimedia reports every optional codec library it cannot find (VA-API, PipeWire) and the
# FFmpeg version at start-up: noise for a player, and nothing we can act on.
_QUIET_LOGGING = "\n".join(
    (
        "qt.multimedia.symbolsresolver.warning=false",
        "qt.multimedia.ffmpeg.info=false",
        "qt.multimedia.ffmpeg.debug=false",
        # The live scanner's player: FFmpeg's dump of every video opened, and "No HW decoder".
        "qt.multimedia.ffmpeg.mediadataholder.info=false",
        "qt.multimedia.playbackengine.codec.info=false",
        "qt.qpa.plugin.warning=false",
    )
)


def application() -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    QLoggingCategory.setFilterRules(_QUIET_LOGGING)
    app = QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APP_NAME)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    app.setWindowIcon(app_icon())
    return app


def _wait(condition: object, timeout_ms: int) -> bool:
    """Spin the event loop until ``condition()`` is true or the time runs out."""
    loop = QEventLoop()
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    poll = QTimer()
    poll.setInterval(15)
    poll.timeout.connect(lambda: loop.quit() if condition() else None)  # type: ignore[operator]
    timer.start(timeout_ms)
    poll.start()
    if not condition():  # type: ignore[operator]
        loop.exec()
    poll.stop()
    return bool(condition())  # type: ignore[operator]


def take_screenshot(window: MainWindow, args: GuiArgs, out: Path) -> int:
    """Open, read, solve, select, render to ``out``. Returns the exit code."""
    status = 0
    if args.photo:
        outcome: list[bool] = []
        window.reading_finished.connect(outcome.append)
        window.open_photo(args.photo)
        if not _wait(lambda: bool(outcome), SCREENSHOT_TIMEOUT_MS):
            print("boggle-lens: reading the photo took too long", file=sys.stderr)
            return 1
        if not outcome[0]:
            print(f"boggle-lens: {window.banner.plain_text}", file=sys.stderr)
            status = 1
    words = window.model.words
    if not _wait(
        lambda: words.solution is not None and not words.is_loading, SCREENSHOT_TIMEOUT_MS
    ):
        print("boggle-lens: the dictionary did not load", file=sys.stderr)
        return 1
    if args.select and not window.select_word(args.select):
        print(f"boggle-lens: {args.select!r} is not among the words found", file=sys.stderr)
    QApplication.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(out)):
        print(f"boggle-lens: could not write {out}", file=sys.stderr)
        return 1
    return status


def table_screenshot_path(out: Path) -> Path:
    """Where ``--table --screenshot shot.png`` saves the table's window: ``shot-table.png``."""
    return out.with_name(f"{out.stem}-table{out.suffix or '.png'}")


def take_table_screenshot(window: MainWindow, out: Path) -> int:
    """Open the phones' table and render its window to ``out``. Returns the exit code."""
    table_window = window.table.open_window()
    if table_window is None:
        print("boggle-lens: the phones' table did not open", file=sys.stderr)
        return 1
    _wait(lambda: table_window.isVisible(), 2000)
    QApplication.processEvents()
    if not table_window.grab().save(str(out)):
        print(f"boggle-lens: could not write {out}", file=sys.stderr)
        return 1
    return 0


def _give_table(window: MainWindow, opener_for: TableOpenerFor | None,
                addresses: Addresses | None) -> None:  # fmt: skip
    if opener_for is not None:
        window.set_table_opener(opener_for(window.model), addresses)


def run(
    args: GuiArgs,
    table_opener: TableOpenerFor | None = None,
    table_addresses: Addresses | None = None,
) -> int:
    """Show the app. ``table_opener`` (from the command line, which may import the table)
    makes Board > Phones at the table available; ``--table`` opens it at once."""
    app = application()
    wants_table = bool(getattr(args, "table", False))
    if wants_table and table_opener is None:
        print("boggle-lens: --table: this app has no phone table", file=sys.stderr)
        return 2
    install_excepthook(dialog=args.screenshot is None)
    if args.screenshot is not None:
        # A screenshot is reproducible and leaves the player's saved board, window and
        # dictionary alone: it runs on throwaway settings at a fixed window size.
        with tempfile.TemporaryDirectory(prefix="boggle-lens-shot-") as folder:
            settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
            # Throwaway settings: the screenshot is in the system's language (LANGUAGE=fr ...).
            TRANSLATORS.apply("")
            window = MainWindow(AppSettings(settings))
            _give_table(window, table_opener, table_addresses)
            window.resize(*SCREENSHOT_SIZE)
            problem = apply_arguments(window.model, args)
            if problem:
                print(f"boggle-lens: {problem}", file=sys.stderr)
                return 2
            window.show()
            errors_before = unexpected_errors()
            status = take_screenshot(window, args, Path(args.screenshot))
            if wants_table:
                shot = table_screenshot_path(Path(args.screenshot))
                status = max(status, take_table_screenshot(window, shot))
            window.close()
            if unexpected_errors() > errors_before:
                print("boggle-lens: an unexpected error happened (details above)", file=sys.stderr)
                return 1
            return status
    settings = AppSettings()
    TRANSLATORS.apply(settings.interface_language)
    window = MainWindow(settings)
    _give_table(window, table_opener, table_addresses)
    problem = apply_arguments(window.model, args)
    if problem:
        print(f"boggle-lens: {problem}", file=sys.stderr)
        return 2
    window.show()
    if args.photo:
        photo = args.photo
        QTimer.singleShot(0, window, lambda: window.open_photo(photo))
    if wants_table:
        # Once the window is up; the table itself waits for the dictionary.
        QTimer.singleShot(0, window, window.table.open_window)
    return app.exec()
