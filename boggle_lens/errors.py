"""Exit codes and the error every subcommand raises for bad arguments or input."""

from __future__ import annotations

EXIT_OK = 0
EXIT_FAILED_ITEMS = 1  # some boards or photos of a batch failed; the others were done
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


class UsageError(Exception):
    """Bad arguments or input: the message is printed and the command exits with code 2."""
