"""Reading a word list file into the words a board can hold, counting what was skipped."""

from __future__ import annotations

import gzip
import re
import unicodedata
import zlib
from collections.abc import Callable
from dataclasses import dataclass

from solver.explained import Explained
from solver.folding import ENGLISH, Folding

MAX_BYTES = 64 * 1024 * 1024  # far above any real word list; refuses a wrong file early
PROGRESS_EVERY = 8192  # lines or words between two reports of a compile's progress
_GZIP_MAGIC = b"\x1f\x8b"


class LexiconError(Explained, ValueError):
    """A word list that cannot be used. ``str(error)`` is a message for the player; its
    ``reason`` and ``values`` let the app say it in the player's language (solver.explained)."""


# UTF-8 text decoded once too often shows é as "Ã©": an A-tilde, then a Latin-1 sign.
_DOUBLE_ENCODED = re.compile("[ÃÅ][\u0080-\u00bf]")


@dataclass(frozen=True)
class WordListStats:
    words: int  # distinct usable words
    # lines that are no word of the edition's letters, even folded: digits, hyphens,
    # apostrophes, spaces, or letters the edition lacks (é in an English list)
    not_a_to_z: int
    q_without_u: int  # words with a q not followed by u: no die has a bare Q
    duplicates: int
    names: int = 0  # capitalised entries of a language that writes words in lowercase; acronyms


def decode(raw: bytes, label: str, strict: bool = False) -> str:
    """Bytes of a word list (optionally gzip-compressed) to text; refuses binary files. A
    ``strict`` list (any language but English) must be UTF-8, and not UTF-8 decoded twice."""
    if raw[:2] == _GZIP_MAGIC:
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError, zlib.error):
            raise LexiconError(
                f"{label} is a damaged gzip file", reason="words.damaged_gzip", name=label
            ) from None
    if not raw.strip():
        raise LexiconError(f"{label} is empty", reason="words.empty", name=label)
    if len(raw) > MAX_BYTES:
        raise LexiconError(
            f"{label} is larger than {MAX_BYTES // 2**20} MB; is it a word list?",
            reason="words.too_large",
            name=label,
            megabytes=MAX_BYTES // 2**20,
        )
    sample = raw[:65536]
    controls = sum(byte < 32 and byte not in (9, 10, 13) for byte in sample)
    if b"\x00" in sample or controls > len(sample) // 100:
        raise LexiconError(
            f"{label} is a binary file, not a word list (one word per line)",
            reason="words.binary",
            name=label,
        )
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        if strict:
            line = raw[: problem.start].count(b"\n") + 1
            raise LexiconError(
                f"{label} is not UTF-8 text (line {line} has the byte "
                f"0x{raw[problem.start]:02x}): save it as UTF-8 and load it again",
                reason="words.not_utf8",
                name=label,
                line=line,
                byte=f"0x{raw[problem.start]:02x}",
            ) from None
        # Older system word lists are Latin-1; their accented words are skipped below anyway.
        return raw.decode("latin-1")
    if strict and (found := _DOUBLE_ENCODED.search(text)):
        line = text.count("\n", 0, found.start()) + 1
        raise LexiconError(
            f"{label} was converted to UTF-8 twice (line {line} has {found.group()!r} where one "
            "accented letter belongs): use the original file",
            reason="words.double_encoded",
            name=label,
            line=line,
            found=found.group(),
        )
    return text


def to_symbols(word: str) -> str | None:
    """A lowercase word as graph symbols: ``qu`` becomes the one symbol ``q``, as on the die.
    None for a word no board can hold."""
    symbols = word.replace("qu", "q")
    if "q" in word.replace("qu", ""):
        return None
    return symbols


def from_symbols(symbols: str) -> str:
    return symbols.replace("q", "qu")


_PAST_LATIN_BLOCKS = 0x250  # Basic Latin, Latin-1, Latin Extended-A and -B end here


def _script(char: str) -> str:
    """The script a letter is written in, as Unicode names it ("LATIN", "CYRILLIC", ...)."""
    return unicodedata.name(char, "UNKNOWN").split()[0]


def _check_script(entry: str, number: int, label: str) -> None:
    """Refuse a strict list with a word in another script than Latin: a list in mixed scripts
    is the wrong file, or two files run together, and silently dropping its words would hide it."""
    if entry.isascii():
        return
    for char in entry:
        # Below U+0250 every letter is Latin, µ ª º included (whose names say MICRO, ...).
        if char.isalpha() and ord(char) >= _PAST_LATIN_BLOCKS and _script(char) != "LATIN":
            raise LexiconError(
                f"{label} mixes scripts: line {number} ({entry!r}) is in "
                f"{_script(char).capitalize()} letters, and this language's words are in Latin "
                "letters",
                reason="words.mixed_scripts",
                name=label,
                line=number,
                entry=entry,
            )


def parse(
    text: str,
    label: str,
    folding: Folding = ENGLISH,
    progress: Callable[[float], None] | None = None,
) -> tuple[list[str], WordListStats]:
    """The sorted distinct symbol strings of a word list's text, folded the language's way
    (solver.folding), and what was skipped. ``progress`` hears the share of lines read, now
    and then (a big list takes seconds)."""
    seen: set[str] = set()
    # Sorted one initial at a time: a single sort of the whole list is one C call that holds the
    # GIL for ~80 ms, long enough to freeze a GUI thread while a worker loads a word list.
    by_initial: dict[str, list[str]] = {}
    not_a_to_z = q_without_u = duplicates = names = 0
    fold, alphabet = folding.fold, folding.alphabet
    lines = text.splitlines()
    for number, line in enumerate(lines, start=1):
        if progress is not None and number % PROGRESS_EVERY == 0:
            progress(number / len(lines))
        entry = line.strip()
        if not entry:
            continue
        if not entry.isalpha():  # digits, hyphens, apostrophes, dots, spaces
            not_a_to_z += 1
            continue
        if folding.strict:
            _check_script(entry, number, label)
            if (not folding.keeps_capitalised and entry[0].isupper()) or (
                len(entry) > 1 and entry.isupper()
            ):
                names += 1  # a proper noun, or an acronym
                continue
        word = fold(entry)
        if not alphabet.issuperset(word):
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
            f"{label} has no usable words: a word list needs one word of letters a-z per line",
            reason="words.no_words",
            name=label,
        )
    words: list[str] = []
    for initial in sorted(by_initial):
        words += sorted(by_initial[initial])
    return words, WordListStats(len(seen), not_a_to_z, q_without_u, duplicates, names)
