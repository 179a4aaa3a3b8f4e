"""``boggle-lens install-desktop``: a launcher and an icon in the user's applications menu.

Follows the freedesktop conventions: ``applications/boggle-lens.desktop`` and
``icons/hicolor/256x256/apps/boggle-lens.png`` under ``$XDG_DATA_HOME`` (``~/.local/share`` when it
is unset), so no root is needed and every desktop (GNOME, KDE, Xfce ...) finds them.
``--uninstall`` removes exactly those two files. Qt-free: the icon ships as a file.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TextIO

from boggle_lens.errors import EXIT_OK, UsageError

APP_ID = "boggle-lens"
ICON_SIZE = 256  # the size of resources/boggle-lens.png (made by scripts/render_icon.py)
# Characters that make the desktop spec ask for a quoted Exec argument.
_EXEC_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "install-desktop", help="add Boggle Lens to your applications menu (no root needed)"
    )
    parser.add_argument(
        "--uninstall", action="store_true", help="remove the launcher and icon again"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, out: TextIO) -> int:
    try:
        return _install(args.uninstall, out)
    except OSError as error:  # a read-only or full home folder: say so, never a traceback
        raise UsageError(f"cannot write the launcher: {error}") from None


def _install(uninstall: bool, out: TextIO) -> int:
    data_home = xdg_data_home()
    launcher = data_home / "applications" / f"{APP_ID}.desktop"
    icon = data_home / "icons" / "hicolor" / f"{ICON_SIZE}x{ICON_SIZE}" / "apps" / f"{APP_ID}.png"
    if uninstall:
        for path in (launcher, icon):
            if path.exists():
                path.unlink()
                out.write(f"removed {path}\n")
        _refresh_menus(data_home)
        return EXIT_OK
    command = installed_command()
    if command is None:
        raise UsageError(
            "cannot find the installed boggle-lens command; install the app first "
            "(pipx install . or pip install .), then run this again"
        )
    from importlib.resources import files  # here, not at start-up: it is slow to import

    icon.parent.mkdir(parents=True, exist_ok=True)
    icon.write_bytes(files("resources").joinpath(f"{APP_ID}.png").read_bytes())
    launcher.parent.mkdir(parents=True, exist_ok=True)
    launcher.write_text(desktop_entry(command), encoding="utf-8")
    _refresh_menus(data_home)
    out.write(f"wrote {launcher}\nwrote {icon}\n")
    return EXIT_OK


def xdg_data_home() -> Path:
    # The spec: an unset, empty or relative XDG_DATA_HOME means the default.
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def installed_command() -> Path | None:
    """The absolute path of the ``boggle-lens`` script that belongs to this Python.

    The one next to the interpreter comes first (pipx and venvs put it there, and it keeps
    working when ~/.local/bin is not on the menu's PATH); then whatever PATH finds.
    """
    import shutil

    beside = Path(sys.executable).parent / APP_ID
    if beside.is_file() and os.access(beside, os.X_OK):
        return beside.absolute()
    found = shutil.which(APP_ID)
    return Path(found).absolute() if found else None


def desktop_entry(command: Path) -> str:
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Version=1.4",  # the newest that desktop-file-utils 0.26 (Debian 12) knows
            "Name=Boggle Lens",
            "GenericName=Boggle Solver",
            "Comment=Read a Boggle board from a photo, correct it, and find every word",
            f"Exec={_exec_argument(str(command))} gui %f",
            f"Icon={APP_ID}",
            "Terminal=false",
            "Categories=Game;BoardGame;",
            "Keywords=boggle;words;solver;dice;",
            "MimeType=image/jpeg;image/png;",
            "",
        ]
    )


def _exec_argument(argument: str) -> str:
    """Quotes an Exec argument as the desktop entry spec asks, then escapes it as a string value."""
    if _EXEC_RESERVED.intersection(argument):
        escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
        argument = f'"{escaped}"'
    return argument.replace("\\", "\\\\")


def _refresh_menus(data_home: Path) -> None:
    """Best effort: menus that cache entries see the change at once; without the tools they see
    it at the next login, so a missing or failing tool is not an error."""
    import shutil
    import subprocess

    commands = (
        ["update-desktop-database", "-q", str(data_home / "applications")],
        # -t: a user's hicolor folder has no index.theme of its own.
        ["gtk-update-icon-cache", "-q", "-t", str(data_home / "icons" / "hicolor")],
    )
    for command in commands:
        if shutil.which(command[0]) and Path(command[-1]).is_dir():
            subprocess.run(command, check=False, capture_output=True)
