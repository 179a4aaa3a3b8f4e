"""Options more than one subcommand takes: the rules, the dictionary, the language and the dice.

``--lang CODE`` picks an edition's language (solver.languages): its dictionary and its dice,
unless ``--dict`` or ``--dice`` names others. English is the default.
"""

from __future__ import annotations

import argparse

from boggle_lens.compile_progress import CompileReport
from solver import DICE_SETS, RULES, Lexicon, Rules
from solver.language_dice import LANGUAGE_DICE
from solver.languages import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    Language,
    LanguageError,
    dictionary_spec,
    language_named,
    load_dictionary,
    needs_compiling,
)

# Every dice set --dice may name: the published English sets, then the languages' (fr, de-big ...).
DICE_CHOICES: tuple[str, ...] = (*DICE_SETS, *LANGUAGE_DICE)


def add_rules_and_dict(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--rules", choices=tuple(RULES), help="scoring rules (default: by board size)"
    )
    command.add_argument(
        "--dict",
        metavar="PATH",
        help="word list file, or 'system' (default: the language's list; English: bundled ENABLE)",
    )
    add_language(command)


def add_language(command: argparse.ArgumentParser) -> None:
    codes = ", ".join(LANGUAGES)
    command.add_argument(
        "--lang",
        metavar="CODE",
        type=_language_code,
        default=DEFAULT_LANGUAGE,
        help=f"the game's language: its dictionary and dice ({codes}; default: en)",
    )


def _language_code(text: str) -> str:
    try:
        return language_named(text).code
    except LanguageError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def language_of(args: argparse.Namespace) -> Language:
    return language_named(getattr(args, "lang", None))


def dict_spec(args: argparse.Namespace) -> str | None:
    """``--dict`` and ``--lang`` as one dictionary spec, a string that worker processes load
    (solver.languages.load_dictionary)."""
    return dictionary_spec(getattr(args, "lang", None), args.dict)


def load_lexicon(spec: str | None, language: str | None = None) -> Lexicon:
    """The lexicon ``--dict`` names, for ``--lang``: the language's own list when ``spec`` is
    absent (the bundled ENABLE for English), the system list for ``system``, else a word-list
    file, its words folded the language's way. A list compiled for its first use says so on
    stderr, with its progress."""
    if language is not None and language != DEFAULT_LANGUAGE:
        spec = dictionary_spec(language, spec)
    return load_dictionary(spec, CompileReport(_described(spec)))


def compile_if_new(spec: str | None) -> None:
    """Compile the list a dictionary spec names now, saying so with its progress, when the
    cache has never seen it: the commands whose worker processes load the list themselves
    would otherwise each compile it in silence."""
    if needs_compiling(spec):
        load_dictionary(spec, CompileReport(_described(spec)))


def _described(spec: str | None) -> str:
    """How the progress line names a dictionary spec (solver.languages.dictionary_spec)."""
    if spec is None:
        return "the word list ENABLE"
    if spec == "system":
        return "the system's word list"
    if spec.startswith("@"):
        code, _, path = spec[1:].partition(":")
        if not path or path == "system":
            return f"the {language_named(code).name} word list"
        return f"the word list {path}"
    return f"the word list {spec}"


def dice_name(args: argparse.Namespace, side: int = 4) -> str:
    """``--dice``, or else the language's dice for boards of ``side``."""
    chosen = getattr(args, "dice", None)
    return chosen if chosen else language_of(args).dice_for_size(side).name


def chosen_rules(name: str | None) -> Rules | None:
    """The rules ``--rules`` names; ``None`` means by board size."""
    return Rules.named(name) if name else None
