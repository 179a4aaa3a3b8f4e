from __future__ import annotations

import gzip
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver import Lexicon, LexiconError, compile_worker, dawg, system_words
from solver import cache as lexicon_cache
from solver.lexicon import is_compiled
from solver.wordlist import parse


@pytest.fixture
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "cache"
    monkeypatch.setenv(lexicon_cache.CACHE_ENV, str(directory))
    return directory


def write(tmp_path: Path, data: bytes, name: str = "words.txt") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_bom_crlf_case_duplicates_and_junk(tmp_path: Path, private_cache: Path) -> None:
    data = "\ufeffCat\r\ncat\r\nDOG\r\n\r\ncafé\r\nrock'n'roll\r\nx2\r\nqi\r\nquit\r\n  tree  \r\n"
    lexicon = Lexicon.load(write(tmp_path, data.encode("utf-8")))
    assert sorted(lexicon.words()) == ["cat", "dog", "quit", "tree"]
    assert lexicon.stats is not None
    assert (lexicon.stats.not_a_to_z, lexicon.stats.q_without_u) == (3, 1)
    assert lexicon.stats.duplicates == 1
    assert "CAT" in lexicon and "quit" in lexicon
    assert "qi" not in lexicon and "ca" not in lexicon and "cats" not in lexicon


def test_gzip_word_list(tmp_path: Path, private_cache: Path) -> None:
    lexicon = Lexicon.load(write(tmp_path, gzip.compress(b"alpha\nbeta\n"), "w.txt.gz"))
    assert lexicon.words() == ["alpha", "beta"]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "is empty"),
        (b"\n \r\n", "is empty"),
        (b"\x7fELF\x02\x01\x01\x00\x00\x00" * 50, "binary file"),
        (bytes(range(256)) * 20, "binary file"),
        (b"1234\n5678\ncaf\xc3\xa9\n", "no usable words"),
        (b"\x1f\x8b\x08\x00broken", "damaged gzip"),
    ],
)
def test_refuses_unusable_files(
    tmp_path: Path, private_cache: Path, data: bytes, message: str
) -> None:
    with pytest.raises(LexiconError, match=message):
        Lexicon.load(write(tmp_path, data))


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match="not found"):
        Lexicon.load(tmp_path / "nope.txt")
    with pytest.raises(LexiconError, match="folder"):
        Lexicon.load(tmp_path)


def test_second_load_comes_from_the_cache(tmp_path: Path, private_cache: Path) -> None:
    path = write(tmp_path, b"apple\nbanana\ncherry\n")
    first = Lexicon.load(path)
    assert first.stats is not None  # built
    [cached] = list(private_cache.iterdir())
    second = Lexicon.load(path)
    assert second.stats is None  # read from the cache
    assert second.words() == first.words() == ["apple", "banana", "cherry"]
    assert cached.name.startswith(f"lexicon-v{dawg.FORMAT_VERSION}-")


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[: len(data) // 2],
        lambda data: data[:40] + bytes([data[40] ^ 0xFF]) + data[41:],
        lambda data: b"not a graph at all",
        lambda data: b"",
    ],
)
def test_corrupt_or_foreign_cache_is_rebuilt_silently(
    tmp_path: Path, private_cache: Path, damage
) -> None:
    path = write(tmp_path, b"apple\nbanana\ncherry\n")
    Lexicon.load(path)
    [cached] = list(private_cache.iterdir())
    cached.write_bytes(damage(cached.read_bytes()))
    rebuilt = Lexicon.load(path)
    assert rebuilt.stats is not None
    assert rebuilt.words() == ["apple", "banana", "cherry"]
    assert Lexicon.load(path).stats is None  # and the repaired cache is used again


def test_unwritable_cache_is_not_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = write(tmp_path, b"a file where the cache folder should be", "cache")
    monkeypatch.setenv(lexicon_cache.CACHE_ENV, str(blocker / "sub"))
    assert Lexicon.load(write(tmp_path, b"apple\n")).words() == ["apple"]


def test_default_is_enable(enable: Lexicon) -> None:
    # ENABLE has 172,820 words; the 29 with a q not followed by u cannot be on a board.
    assert enable.name == "ENABLE"
    assert len(enable) == 172_820 - 29
    for word in ("aa", "quixotic", "zyzzyva", "boggle", "queue"):
        assert word in enable
    assert "qat" not in enable and "xyzzy" not in enable


def test_system_list_is_refused_clearly_when_absent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(system_words, "SYSTEM_WORDS", Path("/nonexistent/words"))
    with pytest.raises(LexiconError, match="no system word list") as raised:
        Lexicon.system()
    assert "/nonexistent/words" in str(raised.value)
    assert "sudo apt-get install wamerican" in str(raised.value)


def test_system_list_is_loaded_from_its_place(
    tmp_path: Path, private_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(system_words, "SYSTEM_WORDS", write(tmp_path, b"zebra\nyak\n"))
    lexicon = Lexicon.system()
    assert lexicon.name == "system words"
    assert lexicon.words() == ["yak", "zebra"]


def test_compile_worker_fills_the_cache(tmp_path: Path, private_cache: Path) -> None:
    path = write(tmp_path, b"apple\nbanana\n")
    assert not is_compiled(path)
    assert compile_worker.main([str(path)]) == 0
    assert is_compiled(path)
    assert Lexicon.load(path).stats is None  # read from the cache the worker filled


def test_compile_worker_reports_an_unusable_list(
    tmp_path: Path, private_cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, bytes(range(256)) * 64)
    assert compile_worker.main([str(path)]) == compile_worker.UNUSABLE_LIST
    assert "binary file" in capsys.readouterr().err
    assert not is_compiled(path)
    assert compile_worker.main([]) == 2


def test_compile_worker_runs_as_a_module(tmp_path: Path, private_cache: Path) -> None:
    path = write(tmp_path, b"apple\n")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    worker = [sys.executable, "-W", "error", "-m", "solver.compile_worker", str(path)]
    done = subprocess.run(worker, env=env, capture_output=True, text=True, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert is_compiled(path)


words_strategy = st.sets(st.text(alphabet="abcdeqrsu", min_size=1, max_size=8), max_size=60)


@settings(max_examples=60, deadline=None)
@given(words_strategy)
def test_graph_holds_exactly_its_words(words: set[str]) -> None:
    symbols = sorted(w.replace("qu", "q") for w in words if "q" not in w.replace("qu", ""))
    root = dawg.build(symbols)
    assert list(dawg.iter_words(root)) == symbols
    restored, count = dawg.deserialize(dawg.serialize(root, len(symbols)))
    assert count == len(symbols)
    assert list(dawg.iter_words(restored)) == symbols
    for word in words:
        assert dawg.contains(restored, word) == (word in symbols)


def test_graph_shares_suffixes() -> None:
    root = dawg.build(sorted(["bakes", "cakes", "fakes", "lakes", "makes", "rakes"]))
    nodes: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) not in nodes:
            nodes.add(id(node))
            stack.extend(child for _, child in dawg.children(node))
    assert len(nodes) == 6  # root, then one shared chain a-k-e-s-end


def test_cache_dir_default_is_platform_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(lexicon_cache.CACHE_ENV, raising=False)
    assert "boggle-lens" in str(lexicon_cache.cache_dir())
    assert os.path.isabs(lexicon_cache.cache_dir())


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(alphabet="abcdeqrsuz", min_size=1, max_size=8), max_size=80))
def test_parsed_word_list_is_sorted_and_distinct(lines: list[str]) -> None:
    usable = {w.replace("qu", "q") for w in lines if "q" not in w.replace("qu", "")}
    if not usable:
        return
    words, stats = parse("\r\n".join(lines), "list")
    assert words == sorted(usable)
    assert stats.words == len(usable)


def test_graph_with_a_label_outside_a_to_z_is_refused() -> None:
    # Even with a checksum that matches: a label picks a node slot, and must not reach the mask's.
    data = dawg.serialize(dawg.build(["ab", "b"]), 2)
    body = bytearray(data[: -hashlib.sha256().digest_size])
    node_count, mask_count = dawg._HEADER.unpack_from(body)[2:6:3]
    labels_at = dawg._HEADER.size + 5 * node_count + 4 * mask_count
    assert chr(body[labels_at]) in "ab"
    body[labels_at] = ord("|")  # past the last symbol (ñ is "{")
    with pytest.raises(dawg.GraphFormatError, match="not a letter"):
        dawg.deserialize(bytes(body) + hashlib.sha256(body).digest())


def test_graph_with_a_mask_index_past_the_table_is_refused() -> None:
    data = dawg.serialize(dawg.build(["ab", "b"]), 2)
    body = bytearray(data[: -hashlib.sha256().digest_size])
    node_count, mask_count = dawg._HEADER.unpack_from(body)[2:6:3]
    first_index_at = dawg._HEADER.size + node_count + 4 * mask_count
    body[first_index_at : first_index_at + 4] = mask_count.to_bytes(4, "little")
    with pytest.raises(dawg.GraphFormatError, match="past the table"):
        dawg.deserialize(bytes(body) + hashlib.sha256(body).digest())
