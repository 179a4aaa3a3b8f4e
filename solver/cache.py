"""Where compiled word graphs are kept between runs: the platform's user cache directory."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

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
