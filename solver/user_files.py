"""Reading a file the user named (a word list, house rules, a player's words): every way it can
fail becomes one clear sentence in the caller's own error type, never a traceback."""

from __future__ import annotations

from pathlib import Path


def read_user_file(path: Path, what: str, error: type[Exception]) -> bytes:
    """The bytes of ``path``; ``what`` names the file in messages ("word list")."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise error(f"{what} not found: {path}") from None
    except IsADirectoryError:
        raise error(f"{path} is a folder, not a {what}") from None
    except OSError as problem:
        raise error(f"cannot read {what} {path}: {problem.strerror}") from None
