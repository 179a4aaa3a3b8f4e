"""The languages the game is played in: each an edition (its dice by board size, its folding,
its rules) plus a dictionary.

Dictionaries, and whether the app may ship them (it is MIT-licensed):
- English: ENABLE, public domain, shipped (resources/enable.txt.gz).
- French: Debian's wfrench (Paul Leyland's list, GPL-2+): not shipped; built from
  /usr/share/dict/french at first use.
- German: Debian's wngerman (Björn Jacke's igerman98, GPL-2+): not shipped; built from
  /usr/share/dict/ngerman at first use.
- Spanish: every word form of the RLA-ES / LibreOffice dictionary (Debian's hunspell-es, its
  affix rules written out by scripts/make_spanish.py: años, comí, hablábamos), with Debian's
  wspanish (public domain) added. RLA-ES is GPL-3+ or LGPL-3+ or MPL-1.1+; under MPL-2.0, a
  file-level copyleft, the expanded list may ship in this MIT app with its licence beside it,
  so it does (resources/spanish.txt.gz, 1.8 MB, and spanish.LICENSE.txt): Spanish works out of
  the box, with no system package to install.
- Dutch: Debian's wdutch (OpenTaal, revised BSD or CC BY 3.0), shipped as
  resources/dutch.txt.gz with its copyright file (both licence texts) beside it.

Rules: none of these editions is known to score differently from the English game (the French
rules count 3-4 letters 1 point, 5 letters 2, 6 letters 3 ..., as the classic rules do), so each
plays by the rules of its board size (solver.editions).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources as package_files
from pathlib import Path

from solver import cache, system_words
from solver.dice import DICE_SETS, DiceSet
from solver.editions import edition_for_size
from solver.folding import Folding, folding_for
from solver.language_dice import LANGUAGE_DICE
from solver.lexicon import DEFAULT_WORDS, Compiling, Lexicon
from solver.rules import Rules
from solver.wordlist import LexiconError

DEFAULT_LANGUAGE = "en"
_SIZE_SUFFIX = {4: "", 5: "-big", 6: "-superbig"}


class LanguageError(ValueError):
    """A language code no edition has. ``str(error)`` lists the known ones."""


@dataclass(frozen=True)
class WordSource:
    """Where a language's dictionary comes from: a file shipped in the app (``bundled``, a name
    in the resources package) or the system's (``system_path``, from Debian's ``package``)."""

    title: str
    licence: str
    bundled: str | None = None
    system_path: Path | None = None
    package: str | None = None


@dataclass(frozen=True)
class Language:
    code: str
    name: str
    dice_source: str
    words: WordSource
    # The dice set names for 4x4, 5x5 and 6x6 boards.
    dice_names: tuple[str, str, str]

    @property
    def folding(self) -> Folding:
        return folding_for(self.code)

    def dice_for_size(self, side: int) -> DiceSet:
        """The edition's dice for boards of this side (4, 5, 6; others take the nearest)."""
        name = self.dice_names[min(max(side, 4), 6) - 4]
        return DICE_SETS.get(name) or LANGUAGE_DICE[name]

    @property
    def dice(self) -> DiceSet:
        """The 4x4 set: what ``roll`` and ``stats`` shake unless told another."""
        return self.dice_for_size(4)

    def rules_for_size(self, side: int) -> Rules:
        """The rules a board of this side is played by in this edition: its board size's."""
        return edition_for_size(side).rules

    def lexicon(self, progress: Compiling | None = None) -> Lexicon:
        """The language's dictionary, compiled once and then read from the cache (``progress``
        told how far a compile is). LexiconError, naming the Debian package to install, when a
        system list is missing."""
        source = self.words
        if self.code == DEFAULT_LANGUAGE:
            return Lexicon.default(progress)
        if source.bundled is not None:
            raw = package_files.files("resources").joinpath(source.bundled).read_bytes()
            return Lexicon.from_bytes(
                raw, source.title, source.title, language=self.code, progress=progress
            )
        assert source.system_path is not None and source.package is not None
        if not source.system_path.is_file():
            raise LexiconError(
                missing_package_message(self),
                reason="words.missing_package",
                language=self.code,
                path=str(source.system_path),
                package=source.package,
            )
        return Lexicon.load(
            source.system_path, name=source.title, language=self.code, progress=progress
        )


def missing_package_message(language: Language) -> str:
    package = language.words.package
    return (
        f"the {language.name} word list is not installed ({language.words.system_path} is "
        f"missing): install Debian's {package} package (sudo apt-get install {package}), "
        f"or give a {language.name} word list with --dict"
    )


_DERIVED = "derived from the word list's letter counts (solver/language_dice.py)"

LANGUAGES: dict[str, Language] = {
    language.code: language
    for language in (
        Language(
            "en",
            "English",
            "published: the 1987 4x4 set, Big Boggle and Super Big Boggle (solver/dice.py)",
            WordSource("ENABLE", "public domain", bundled="enable.txt.gz"),
            ("new", "big", "superbig"),
        ),
        Language(
            "fr",
            "French",
            _DERIVED,
            WordSource(
                "wfrench (Debian)",
                "GPL-2+",
                system_path=Path("/usr/share/dict/french"),
                package="wfrench",
            ),
            ("fr", "fr-big", "fr-superbig"),
        ),
        Language(
            "de",
            "German",
            _DERIVED,
            WordSource(
                "wngerman (Debian, igerman98)",
                "GPL-2+",
                system_path=Path("/usr/share/dict/ngerman"),
                package="wngerman",
            ),
            ("de", "de-big", "de-superbig"),
        ),
        Language(
            "es",
            "Spanish",
            _DERIVED,
            WordSource(
                "hunspell-es + wspanish (Debian)",
                "MPL-2.0 (RLA-ES) and public domain (wspanish)",
                bundled="spanish.txt.gz",
            ),
            ("es", "es-big", "es-superbig"),
        ),
        Language(
            "nl",
            "Dutch",
            _DERIVED,
            WordSource("OpenTaal (Debian wdutch)", "BSD or CC BY 3.0", bundled="dutch.txt.gz"),
            ("nl", "nl-big", "nl-superbig"),
        ),
    )
}


def language_named(code: str | None) -> Language:
    """The language of a code ("fr", any case); English for None. LanguageError, listing the
    known codes, for any other."""
    if code is None:
        return LANGUAGES[DEFAULT_LANGUAGE]
    try:
        return LANGUAGES[code.strip().lower()]
    except KeyError:
        known = ", ".join(f"{c} ({language.name})" for c, language in LANGUAGES.items())
        raise LanguageError(f"unknown language {code!r}; choose one of {known}") from None


# A dictionary spec is one string, so that it crosses to worker processes as --dict always has:
# None (English's ENABLE), "system", a word list's path, or a language's own list "@fr", or a
# word list folded the way a language plays it "@fr:PATH".
def dictionary_spec(language: str | None, path: str | None) -> str | None:
    """The spec for ``--lang`` and ``--dict`` together: the path alone for English."""
    chosen = language_named(language)
    if chosen.code == DEFAULT_LANGUAGE:
        return path
    return f"@{chosen.code}" if path is None else f"@{chosen.code}:{path}"


def load_dictionary(spec: str | None, progress: Compiling | None = None) -> Lexicon:
    """The lexicon a dictionary spec names (see dictionary_spec); ``progress`` is told how far
    along a compile is, when the list is not in the cache yet."""
    if spec is None:
        return Lexicon.default(progress)
    if spec == "system":
        return Lexicon.system(progress)
    if spec.startswith("@"):
        code, _, path = spec[1:].partition(":")
        language = language_named(code)
        if not path or path == "system":  # a language's system list is its own list
            return language.lexicon(progress)
        return Lexicon.load(path, language=language.code, progress=progress)
    return Lexicon.load(spec, progress=progress)


def needs_compiling(spec: str | None) -> bool:
    """Whether loading the list a dictionary spec names compiles it (it is not in the cache):
    seconds for a big list, against a tenth of a second from the cache. False for a list that
    cannot be read, whose loading then says why."""
    language = DEFAULT_LANGUAGE
    if spec is None:
        source: Path | None = DEFAULT_WORDS
    elif spec == "system":
        source = system_words.SYSTEM_WORDS
    elif spec.startswith("@"):
        code, _, path = spec[1:].partition(":")
        if code not in LANGUAGES:
            return False
        language, words = code, LANGUAGES[code].words
        if path and path != "system":
            source = Path(path)
        elif code == DEFAULT_LANGUAGE:
            source = DEFAULT_WORDS
        elif words.bundled is not None:
            raw = package_files.files("resources").joinpath(words.bundled).read_bytes()
            return not cache.holds_graph(raw, language)
        else:
            source = words.system_path
    else:
        source = Path(spec)
    try:
        raw = source.read_bytes() if source is not None else None
    except OSError:
        return False
    return raw is not None and not cache.holds_graph(raw, language)
