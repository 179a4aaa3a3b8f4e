"""Where compiled word graphs are kept between runs: the platform's user cache directory.

A graph is filed under the hash of the word list's bytes and the language it is folded for
(solver.folding), so an edited list is compiled again and an unchanged one, whatever its path
or the process that reads it, is not. Nothing else goes into the name: the same list gives the
same file, and the same graph, in every process."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

import platformdirs

from solver import dawg

CACHE_ENV = "BOGGLE_LENS_CACHE_DIR"


def cache_dir() -> Path:
    override = os.environ.get(CACHE_ENV)
    return Path(override) if override else Path(platformdirs.user_cache_dir("boggle-lens"))


def read(name: str) -> bytes | None:
    try:
        return (cache_dir() / name).read_bytes()
    except OSError:
        return None


def exists(name: str) -> bool:
    return (cache_dir() / name).is_file()


def write(name: str, data: bytes) -> None:
    """Write atomically so a crash never leaves half a file; a cache we cannot write is no error."""
    directory = cache_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=directory, prefix=".tmp-", delete=False) as handle:
            handle.write(data)
        os.replace(handle.name, directory / name)
    except OSError:
        return


def graph_name(raw: bytes, language: str = "en") -> str:
    """The file a word list's graph is kept in: its format version, the language it is folded
    for (absent for English, whose files keep the names they always had), then the list's hash.
    """
    folded_for = "" if language == "en" else f"{language}-"
    return f"lexicon-v{dawg.FORMAT_VERSION}-{folded_for}{hashlib.sha256(raw).hexdigest()}.dawg"


def holds_graph(raw: bytes, language: str = "en") -> bool:
    return exists(graph_name(raw, language))


def load_graph(raw: bytes, language: str = "en") -> tuple[dawg.Node, int, bytes] | None:
    """The cached graph of a word list's bytes, its word count and its serialized bytes; None
    when there is none, or when the file is corrupt or of another format (then the caller
    builds the graph again and store_graph overwrites it)."""
    cached = read(graph_name(raw, language))
    if cached is None:
        return None
    try:
        return (*dawg.deserialize(cached), cached)
    except dawg.GraphFormatError:
        return None


def store_graph(raw: bytes, root: dawg.Node, word_count: int, language: str = "en") -> bytes:
    """Keep the graph for the next run; returns its serialized bytes."""
    data = dawg.serialize(root, word_count)
    write(graph_name(raw, language), data)
    return data
