"""Lexicon: a word list compiled into a minimal word graph, cached by content hash."""

from __future__ import annotations

import hashlib
from pathlib import Path

import resources
from solver import cache, dawg, wordlist
from solver.wordlist import LexiconError, WordListStats

SYSTEM_WORDS = Path("/usr/share/dict/words")
_DEFAULT_RESOURCE = "enable.txt.gz"
DEFAULT_WORDS = Path(resources.__file__).parent / _DEFAULT_RESOURCE


def _cache_name(raw: bytes) -> str:
    return f"lexicon-v{dawg.FORMAT_VERSION}-{hashlib.sha256(raw).hexdigest()}.dawg"


class Lexicon:
    """The words a board is solved against. ``root`` is the word graph the search walks.

    Not a dataclass on purpose: printing or comparing a 54k-node graph field by field would be
    slow and useless."""

    __slots__ = ("name", "root", "source", "stats", "word_count")

    def __init__(
        self,
        name: str,
        root: dawg.Node,
        word_count: int,
        stats: WordListStats | None = None,
        source: str = "",
    ) -> None:
        self.name = name
        self.root = root
        self.word_count = word_count
        self.stats = stats  # None when loaded from the cache
        self.source = source

    @classmethod
    def default(cls) -> Lexicon:
        """ENABLE, the public-domain list shipped with the app (about 172.8k words)."""
        raw = DEFAULT_WORDS.read_bytes()
        return cls.from_bytes(raw, name="ENABLE", source="bundled ENABLE word list")

    @classmethod
    def system(cls) -> Lexicon:
        if not SYSTEM_WORDS.is_file():
            raise LexiconError(
                f"there is no system word list at {SYSTEM_WORDS} "
                "(on Debian or Ubuntu: sudo apt-get install wamerican)"
            )
        return cls.load(SYSTEM_WORDS, name="system words")

    @classmethod
    def load(cls, path: str | Path, name: str | None = None) -> Lexicon:
        """A word list file: one word per line, any case, UTF-8 (a BOM is fine) or gzip."""
        path = Path(path)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            raise LexiconError(f"word list not found: {path}") from None
        except IsADirectoryError:
            raise LexiconError(f"{path} is a folder, not a word list") from None
        except OSError as error:
            raise LexiconError(f"cannot read word list {path}: {error.strerror}") from None
        return cls.from_bytes(raw, name=name or path.name, source=str(path))

    @classmethod
    def from_words(cls, words: list[str], name: str = "custom") -> Lexicon:
        return cls.from_bytes("\n".join(words).encode("utf-8"), name=name, source=name)

    @classmethod
    def from_bytes(cls, raw: bytes, name: str, source: str = "") -> Lexicon:
        cache_name = _cache_name(raw)
        cached = cache.read(cache_name)
        if cached is not None:
            try:
                root, word_count = dawg.deserialize(cached)
            except dawg.GraphFormatError:
                pass  # corrupt or foreign: rebuild below and overwrite it
            else:
                return cls(name, root, word_count, None, source)
        text = wordlist.decode(raw, name)
        symbols, stats = wordlist.parse(text, name)
        root = dawg.build(symbols)
        cache.write(cache_name, dawg.serialize(root, stats.words))
        return cls(name, root, stats.words, stats, source)

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        symbols = wordlist.to_symbols(word.lower())
        return symbols is not None and dawg.contains(self.root, symbols)

    def __len__(self) -> int:
        return self.word_count

    def words(self) -> list[str]:
        return [wordlist.from_symbols(s) for s in dawg.iter_words(self.root)]

    def __repr__(self) -> str:
        return f"Lexicon({self.name!r}, {self.word_count} words)"


def is_compiled(path: str | Path) -> bool:
    """Whether the word list file's graph is in the cache, so that loading it is quick. False
    for a file that cannot be read: loading it is what says why."""
    try:
        raw = Path(path).read_bytes()
    except OSError:
        return False
    return cache.exists(_cache_name(raw))


def compile_into_cache(path: str) -> int:
    """Compile a word list file's graph into the cache and return its word count, without
    handing the graph back: for a helper process, whose graph could not cross to its parent
    cheaply anyway. Raises LexiconError as ``Lexicon.load`` does."""
    return Lexicon.load(path).word_count
