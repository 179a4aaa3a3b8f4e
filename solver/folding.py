"""How each language's players write a word with the dice's letters: accents folded where the
game ignores them, kept where the letter is a letter of its own.

Each language has a small pure function from a lowercase word to the letters it is played with.
The decisions, and why:

- French folds every accent and ligature: é, è, ê, ë -> e, ç -> c, œ -> oe, æ -> ae. French word
  games (Scrabble's French tiles, crosswords) have no accented letters: ÉTÉ is played as ETE.
- German writes umlauts as two letters, ä -> ae, ö -> oe, ü -> ue, and ß -> ss, as German
  crosswords do (Kreuzworträtsel print GROESSE for Größe). The dice then need no umlaut faces,
  and a word keeps the length German players count for it. Other accents (Café) fold to the bare
  letter.
- Spanish keeps ñ as a letter of its own (it is one in the Spanish alphabet, with its own tile in
  Spanish Scrabble), so año and ano stay two words; á, é, í, ó, ú and ü fold to the bare vowel.
- Dutch folds its accents (geëerd -> geeerd, café -> cafe) and writes the ij as the two letters
  i and j, as the word list does (the single character ĳ, rare in lists, becomes "ij" too).
- English plays a-z only: a word with any other letter is not an English Boggle word (the
  behaviour the app always had).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

A_TO_Z = frozenset("abcdefghijklmnopqrstuvwxyz")

# Letters no accent-stripping makes plain, and what each is written as. Applied before the
# decomposition, so that "ß" and "œ" (which have no decomposition) still fold.
_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ß": "ss", "ẞ": "ss", "ĳ": "ij"})
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue"})
_KEPT_N_TILDE = "\uf8ff"  # a private-use stand-in for ñ while the other accents are stripped


def strip_accents(word: str) -> str:
    """The word without combining marks (é -> e, ç -> c), ligatures written out (œ -> oe)."""
    decomposed = unicodedata.normalize("NFD", word.translate(_LIGATURES))
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def fold_english(word: str) -> str:
    return word.lower()


def fold_french(word: str) -> str:
    return strip_accents(word.lower())


def fold_german(word: str) -> str:
    composed = unicodedata.normalize("NFC", word.lower())
    return strip_accents(composed.translate(_UMLAUTS))


def fold_spanish(word: str) -> str:
    composed = unicodedata.normalize("NFC", word.lower()).replace("ñ", _KEPT_N_TILDE)
    return strip_accents(composed).replace(_KEPT_N_TILDE, "ñ")


def fold_dutch(word: str) -> str:
    return strip_accents(word.lower())


@dataclass(frozen=True)
class Folding:
    """How a language's word list becomes words of the dice's letters.

    ``fold`` gives the letters a word is played with; a folded word with a letter outside
    ``alphabet`` is dropped (counted). ``keeps_capitalised``: whether a capitalised entry is a
    word (German nouns, every entry of an English list) or a proper noun to drop. ``strict``:
    the list must be UTF-8 text in Latin letters; English lists keep the old leniency (Latin-1
    accepted, other scripts skipped), since their accented words are dropped anyway."""

    code: str
    fold: Callable[[str], str]
    alphabet: frozenset[str]
    keeps_capitalised: bool
    strict: bool


FOLDINGS: dict[str, Folding] = {
    folding.code: folding
    for folding in (
        Folding("en", fold_english, A_TO_Z, keeps_capitalised=True, strict=False),
        Folding("fr", fold_french, A_TO_Z, keeps_capitalised=False, strict=True),
        Folding("de", fold_german, A_TO_Z, keeps_capitalised=True, strict=True),
        Folding("es", fold_spanish, A_TO_Z | {"ñ"}, keeps_capitalised=False, strict=True),
        Folding("nl", fold_dutch, A_TO_Z, keeps_capitalised=False, strict=True),
    )
}
ENGLISH = FOLDINGS["en"]


def folding_for(code: str) -> Folding:
    """The folding of a language code; KeyError for a code no edition has."""
    return FOLDINGS[code]
