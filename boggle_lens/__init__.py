"""Boggle Lens on the command line: ``boggle-lens`` and ``python -m boggle_lens``."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("boggle-lens")
except PackageNotFoundError:  # run from a source tree that was never installed
    __version__ = "0+unknown"
