"""Options more than one subcommand takes: the rules and the dictionary."""

from __future__ import annotations

import argparse

from solver import RULES, Lexicon, Rules


def add_rules_and_dict(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--rules", choices=tuple(RULES), help="scoring rules (default: by board size)"
    )
    command.add_argument(
        "--dict", metavar="PATH", help="word list file, or 'system' (default: bundled ENABLE)"
    )


def load_lexicon(spec: str | None) -> Lexicon:
    """The lexicon ``--dict`` names: the bundled ENABLE when absent, the system list for
    ``system``, else a word-list file."""
    if spec is None:
        return Lexicon.default()
    if spec == "system":
        return Lexicon.system()
    return Lexicon.load(spec)


def chosen_rules(name: str | None) -> Rules | None:
    """The rules ``--rules`` names; ``None`` means by board size."""
    return Rules.named(name) if name else None
