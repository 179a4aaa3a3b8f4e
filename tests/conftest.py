"""Shared test set-up: headless Qt, a private lexicon cache, and the optional real photos."""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# One private cache for the whole run: tests never touch the user's cache, and each word list
# is compiled about once per run. The run's workers (pytest-xdist, which `make test` uses) share
# it: they start with the environment the main process set here, and the cache writes each file
# whole before renaming it into place (solver.cache), so two workers compiling a list at once
# leave one good copy.
# The folders a process makes here go when it ends (the cache with the main process, whose
# workers end first); a cache named from outside is the caller's to keep.
if "BOGGLE_LENS_TEST_RUN_CACHE" not in os.environ:
    os.environ["BOGGLE_LENS_TEST_RUN_CACHE"] = tempfile.mkdtemp(prefix="boggle-lens-test-cache-")
    atexit.register(shutil.rmtree, os.environ["BOGGLE_LENS_TEST_RUN_CACHE"], ignore_errors=True)
os.environ["BOGGLE_LENS_CACHE_DIR"] = os.environ["BOGGLE_LENS_TEST_RUN_CACHE"]
# Nor the player's history of rounds: anything a test plays is kept in a private folder.
os.environ["BOGGLE_LENS_DATA_DIR"] = tempfile.mkdtemp(prefix="boggle-lens-test-data-")
atexit.register(shutil.rmtree, os.environ["BOGGLE_LENS_DATA_DIR"], ignore_errors=True)
# The Ctrl+C tests send SIGINT to the commands they start. A test run started in the background
# (`&` in a script, nohup) ignores SIGINT, and so would every command it starts: a handler here
# instead, which exec resets to the default, gives them a terminal's Ctrl+C.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

from solver import Lexicon  # noqa: E402 (after the environment above is set)

REPO = Path(__file__).resolve().parents[1]
SHARED_PHOTOS = REPO.parent / "shared" / "photos"


@pytest.fixture(scope="session", autouse=True)
def enable() -> Lexicon:
    """ENABLE, compiled into the private cache before any test runs: a command's first use of
    a list says so on stderr (boggle_lens.compile_progress), and that line is not to land in
    whichever test happens to run first. The tests of that line use caches of their own."""
    return Lexicon.default()


@pytest.fixture(scope="session")
def shared_photos() -> Path:
    if not (SHARED_PHOTOS / "manifest.json").is_file():
        pytest.skip("../shared/photos is not here")
    return SHARED_PHOTOS
