"""The held-out models' cache (bench/fold_cache.py): made once, kept under its key, and never
left looking finished by a run cut off."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from bench import fold_cache


def test_a_model_is_made_once_under_its_key_and_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(fold_cache, "CACHE", tmp_path)
    made: list[Path] = []

    def make(partial: Path) -> None:
        made.append(partial)
        partial.write_bytes(b"weights")

    digest = hashlib.sha256(b"fold 1")
    path = fold_cache.cached_model("net", digest, make)
    assert path == tmp_path / f"net-{digest.hexdigest()[:16]}.onnx"
    assert path.read_bytes() == b"weights" and not made[0].exists()
    assert fold_cache.cached_model("net", hashlib.sha256(b"fold 1"), make) == path
    assert len(made) == 1  # kept: not made again
    other = fold_cache.cached_model("net", hashlib.sha256(b"fold 2"), make)
    assert other != path and len(made) == 2


def test_a_model_cut_off_while_made_leaves_nothing_that_looks_finished(tmp_path, monkeypatch):
    monkeypatch.setattr(fold_cache, "CACHE", tmp_path)

    def cut_off(partial: Path) -> None:
        partial.write_bytes(b"half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        fold_cache.cached_model("centre", hashlib.sha256(b"fold 3"), cut_off)
    assert [p.name for p in tmp_path.iterdir() if not p.name.endswith(".part.onnx")] == []
