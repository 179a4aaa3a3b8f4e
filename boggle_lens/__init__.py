"""Boggle Lens on the command line: ``boggle-lens`` and ``python -m boggle_lens``."""

from __future__ import annotations


def version() -> str:
    """The installed distribution's version. importlib.metadata takes ~15 ms to import, so it is
    asked only when the version is wanted, not on every start."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as distribution_version

    try:
        return distribution_version("boggle-lens")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "0+unknown"
