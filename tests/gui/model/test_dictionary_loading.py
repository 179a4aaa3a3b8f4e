"""A word list the cache has never seen is compiled in a helper process, never on a thread of
the app's own interpreter, and its problems still reach the player."""

from __future__ import annotations

import sys

import pytest

import solver.dawg
from gui.model import dictionaries as dictionary_loading
from gui.model.dictionaries import load_dictionary
from solver import LexiconError
from solver.cache import CACHE_ENV
from solver.lexicon import is_compiled


@pytest.fixture
def fresh_cache(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))


def _word_list(tmp_path, words=("cat", "cats", "dog", "quit")):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(words), encoding="utf-8")
    return path


def test_a_new_list_is_compiled_by_the_helper_not_here(fresh_cache, tmp_path, monkeypatch):
    words = _word_list(tmp_path)

    def no_compiling_here(_words):
        raise AssertionError("compiled in the app's own process")

    monkeypatch.setattr(solver.dawg, "build", no_compiling_here)
    assert not is_compiled(words)
    lexicon = load_dictionary(str(words))
    assert is_compiled(words)
    assert len(lexicon) == 4 and "quit" in lexicon and "cats" in lexicon


def test_a_binary_list_fails_with_the_helpers_reason(fresh_cache, tmp_path):
    binary = tmp_path / "tool.bin"
    binary.write_bytes(bytes(range(256)) * 64)
    with pytest.raises(LexiconError, match="binary file"):
        load_dictionary(str(binary))


def test_without_a_helper_the_list_is_still_loaded(fresh_cache, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "executable", str(tmp_path / "no-such-python"))
    words = _word_list(tmp_path, ("alpha", "beta"))
    assert list(load_dictionary(str(words)).words()) == ["alpha", "beta"]


def test_a_helper_that_crashes_falls_back_to_loading_here(fresh_cache, tmp_path, monkeypatch):
    monkeypatch.setattr(dictionary_loading, "_HELPER", "raise SystemExit(1)")
    words = _word_list(tmp_path, ("gamma",))
    assert load_dictionary(str(words)).words() == ["gamma"]
