"""Reading a word list file into the words a board can hold, counting what was skipped."""

from __future__ import annotations

import gzip
import zlib
from dataclasses import dataclass

MAX_BYTES = 64 * 1024 * 1024  # far above any real word list; refuses a wrong file early
_GZIP_MAGIC = b"\x1f\x8b"


class LexiconError(ValueError):
    """A word list that cannot be used. ``str(error)`` is a message for the player."""


@dataclass(frozen=True)
class WordListStats:
    words: int  # distinct usable words
    not_a_to_z: int  # lines with anything but a-z (accents, digits, apostrophes, spaces)
    q_without_u: int  # words with a q not followed by u: no die has a bare Q
    duplicates: int


def decode(raw: bytes, label: str) -> str:
    """Bytes of a word list (optionally gzip-compressed) to text; refuses binary files."""
    if raw[:2] == _GZIP_MAGIC:
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError, zlib.error):
            raise LexiconError(f"{label} is a damaged gzip file") from None
    if not raw.strip():
        raise LexiconError(f"{label} is empty")
    if len(raw) > MAX_BYTES:
        raise LexiconError(f"{label} is larger than {MAX_BYTES // 2**20} MB; is it a word list?")
    sample = raw[:65536]
    controls = sum(byte < 32 and byte not in (9, 10, 13) for byte in sample)
    if b"\x00" in sample or controls > len(sample) // 100:
        raise LexiconError(f"{label} is a binary file, not a word list (one word per line)")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        # Older system word lists are Latin-1; their accented words are skipped below anyway.
        return raw.decode("latin-1")


def to_symbols(word: str) -> str | None:
    """A lowercase word as graph symbols: ``qu`` becomes the one symbol ``q``, as on the die.
    None for a word no board can hold."""
    symbols = word.replace("qu", "q")
    if "q" in word.replace("qu", ""):
        return None
    return symbols


def from_symbols(symbols: str) -> str:
    return symbols.replace("q", "qu")


def parse(text: str, label: str) -> tuple[list[str], WordListStats]:
    """The sorted distinct symbol strings of a word list's text, and what was skipped."""
    seen: set[str] = set()
    # Sorted one initial at a time: a single sort of the whole list is one C call that holds the
    # GIL for ~80 ms, long enough to freeze a GUI thread while a worker loads a word list.
    by_initial: dict[str, list[str]] = {}
    not_a_to_z = q_without_u = duplicates = 0
    for line in text.splitlines():
        word = line.strip().lower()
        if not word:
            continue
        if not (word.isascii() and word.isalpha()):
            not_a_to_z += 1
            continue
        symbols = to_symbols(word)
        if symbols is None:
            q_without_u += 1
        elif symbols in seen:
            duplicates += 1
        else:
            seen.add(symbols)
            by_initial.setdefault(symbols[0], []).append(symbols)
    if not seen:
        raise LexiconError(
            f"{label} has no usable words: a word list needs one word of letters a-z per line"
        )
    words: list[str] = []
    for initial in sorted(by_initial):
        words += sorted(by_initial[initial])
    return words, WordListStats(len(seen), not_a_to_z, q_without_u, duplicates)
