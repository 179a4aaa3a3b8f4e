"""A helper process's job: compile a word list's graph into the cache, and nothing else.

The app runs this in a process of its own when it meets a word list the cache has never seen:
compiling is a second of pure Python, which on one of the app's threads would hold the
interpreter lock and freeze the window (see gui/dictionary_loading.py). Run it as
``python -m solver.compile_worker WORDS_FILE``; exit status UNUSABLE_LIST when the file is no
usable word list, with the reason for the player on stderr.
"""

from __future__ import annotations

import sys
from pathlib import Path

from solver.lexicon import Lexicon
from solver.wordlist import LexiconError

UNUSABLE_LIST = 3  # the exit status for a word list that cannot be used


def compile_into_cache(path: str | Path, language: str = "en") -> int:
    """Compile a word list file's graph into the cache and return its word count, without
    handing the graph back: a helper process's graph could not cross to its parent cheaply
    anyway. Raises LexiconError as ``Lexicon.load`` does."""
    return Lexicon.load(path, language=language).word_count


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    if len(arguments) != 1:
        print("usage: python -m solver.compile_worker WORDS_FILE", file=sys.stderr)
        return 2
    try:
        compile_into_cache(arguments[0])
    except LexiconError as error:
        print(error, file=sys.stderr)
        return UNUSABLE_LIST
    return 0


if __name__ == "__main__":
    sys.exit(main())
