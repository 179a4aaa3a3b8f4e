"""Reading a file the user named (a word list, house rules, a player's words): every way it can
fail becomes one clear sentence in the caller's own error type, never a traceback."""

from __future__ import annotations

from pathlib import Path

from solver.explained import Explained


def read_user_file(path: Path, what: str, error: type[Exception]) -> bytes:
    """The bytes of ``path``; ``what`` names the file in messages ("word list"). An
    ``error`` type that is Explained also gets the reason and the path (solver.explained)."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise _error(error, f"{what} not found: {path}", "file.not_found", path) from None
    except IsADirectoryError:
        raise _error(error, f"{path} is a folder, not a {what}", "file.folder", path) from None
    except OSError as problem:
        message = f"cannot read {what} {path}: {problem.strerror}"
        raise _error(error, message, "file.unreadable", path, str(problem.strerror)) from None


def _error(
    error: type[Exception], message: str, reason: str, path: Path, problem: str = ""
) -> Exception:
    if issubclass(error, Explained):
        return error(message, reason=reason, path=str(path), problem=problem)
    return error(message)
