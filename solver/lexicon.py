"""Lexicon: the words a board is solved against, as a minimal word graph.

Where the graph comes from: a word list file (solver.wordlist reads it), compiled by
solver.dawg, and kept between runs by solver.cache. The system's own list is found by
solver.system_words; a helper process compiles lists for the app with solver.compile_worker.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import resources
from solver import cache, dawg, system_words, wordlist
from solver.folding import ENGLISH, Folding, folding_for
from solver.user_files import read_user_file
from solver.wordlist import LexiconError, WordListStats

# Told how far a compile is, 0 to 1; only called when a list is compiled, not read from the cache.
Compiling = Callable[[float], None]

_DEFAULT_RESOURCE = "enable.txt.gz"
DEFAULT_WORDS = Path(resources.__file__).parent / _DEFAULT_RESOURCE


class Lexicon:
    """The words a board is solved against. ``root`` is the word graph the search walks.

    Not a dataclass on purpose: printing or comparing a 54k-node graph field by field would be
    slow and useless."""

    __slots__ = (
        "folding", "graph_bytes", "name", "native_graph", "root", "source", "stats", "word_count"
    )  # fmt: skip
    _PER_PROCESS = ("graph_bytes", "native_graph")  # never pickled

    def __init__(
        self,
        name: str,
        root: dawg.Node,
        word_count: int,
        stats: WordListStats | None = None,
        source: str = "",
        folding: Folding = ENGLISH,
        graph_bytes: bytes | None = None,
    ) -> None:
        self.name = name
        self.root = root
        self.word_count = word_count
        self.stats = stats  # None when loaded from the cache
        self.source = source
        self.folding = folding  # how a word is written with the dice's letters
        # The native search's copy of the graph (solver.native.graph_for): None until first
        # asked for, False when the Python search runs. It is made from the graph's serialized
        # bytes, kept from loading (the cache file's, or what was written to it) until then:
        # serializing the graph again would take 0.15 s for ENABLE, reading them 1 ms.
        self.native_graph: object = None
        self.graph_bytes = graph_bytes

    def __getstate__(self) -> dict[str, object]:
        return {
            name: getattr(self, name) for name in self.__slots__ if name not in self._PER_PROCESS
        }

    def __setstate__(self, state: dict[str, object]) -> None:
        for name, value in state.items():
            setattr(self, name, value)
        self.native_graph = self.graph_bytes = None

    @property
    def language(self) -> str:
        """The code of the language the words are folded for ("en", "fr" ...)."""
        return self.folding.code

    def fold(self, word: str) -> str:
        """A typed word as its letters are played (été -> ete in French)."""
        return self.folding.fold(word.strip())

    @classmethod
    def default(cls, progress: Compiling | None = None) -> Lexicon:
        """ENABLE, the public-domain list shipped with the app (about 172.8k words)."""
        raw = DEFAULT_WORDS.read_bytes()
        return cls.from_bytes(
            raw, name="ENABLE", source="bundled ENABLE word list", progress=progress
        )

    @classmethod
    def system(cls, progress: Compiling | None = None) -> Lexicon:
        """The operating system's word list; LexiconError, with how to install one, if none."""
        return cls.load(system_words.system_word_list(), name="system words", progress=progress)

    @classmethod
    def load(
        cls,
        path: str | Path,
        name: str | None = None,
        language: str = "en",
        progress: Compiling | None = None,
    ) -> Lexicon:
        """A word list file: one word per line, any case, UTF-8 (a BOM is fine) or gzip; its
        words folded the way ``language`` plays them (solver.folding)."""
        path = Path(path)
        raw = read_user_file(path, "word list", LexiconError)
        return cls.from_bytes(
            raw, name=name or path.name, source=str(path), language=language, progress=progress
        )

    @classmethod
    def from_words(cls, words: list[str], name: str = "custom", language: str = "en") -> Lexicon:
        raw = "\n".join(words).encode("utf-8")
        return cls.from_bytes(raw, name=name, source=name, language=language)

    @classmethod
    def from_bytes(
        cls,
        raw: bytes,
        name: str,
        source: str = "",
        language: str = "en",
        progress: Compiling | None = None,
    ) -> Lexicon:
        """The lexicon of a word list's bytes, folded for ``language``: from the cache when it
        holds their graph, else compiled (and then cached), ``progress`` told how far along
        (reading the words is about 60% of the time, building the graph the rest)."""
        folding = folding_for(language)
        cached = cache.load_graph(raw, language)
        if cached is not None:
            root, word_count, data = cached
            return cls(name, root, word_count, None, source, folding, data)
        tell = progress or (lambda _fraction: None)
        tell(0.0)
        text = wordlist.decode(raw, name, strict=folding.strict)
        symbols, stats = wordlist.parse(text, name, folding, lambda done: tell(0.6 * done))
        root = dawg.build(symbols, lambda done: tell(0.6 + 0.35 * done))
        data = cache.store_graph(raw, root, stats.words, language)
        tell(1.0)
        return cls(name, root, stats.words, stats, source, folding, data)

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        symbols = wordlist.to_symbols(self.folding.fold(word))
        return symbols is not None and dawg.contains(self.root, symbols)

    def __len__(self) -> int:
        return self.word_count

    def words(self) -> list[str]:
        return [wordlist.from_symbols(s) for s in dawg.iter_words(self.root)]

    def __repr__(self) -> str:
        return f"Lexicon({self.name!r}, {self.word_count} words)"


def is_compiled(path: str | Path, language: str = "en") -> bool:
    """Whether the word list file's graph is in the cache, so that loading it is quick. False
    for a file that cannot be read: loading it is what says why."""
    try:
        raw = Path(path).read_bytes()
    except OSError:
        return False
    return cache.holds_graph(raw, language)
