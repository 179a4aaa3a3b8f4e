"""The operating system's own word list, and how to install one where there is none."""

from __future__ import annotations

from pathlib import Path

from solver.wordlist import LexiconError

# Where Debian, Ubuntu, Fedora and macOS keep it.
SYSTEM_WORDS = Path("/usr/share/dict/words")
INSTALL_PACKAGE = "wamerican"
INSTALL_HINT = f"on Debian or Ubuntu: sudo apt-get install {INSTALL_PACKAGE}"


def system_word_list() -> Path:
    """The system word list's path. Raises LexiconError, saying how to install one, when the
    system has none."""
    if not SYSTEM_WORDS.is_file():
        raise LexiconError(
            f"there is no system word list at {SYSTEM_WORDS} ({INSTALL_HINT})",
            reason="words.no_system_list",
            path=str(SYSTEM_WORDS),
            package=INSTALL_PACKAGE,
        )
    return SYSTEM_WORDS
