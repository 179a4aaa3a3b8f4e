"""The game's language as the app offers it, without Qt: which languages can be chosen, the
dictionary key each one loads, and the dice a board of a size is rolled with in it.

A language's dictionary is the key ``lang:CODE`` in the dictionary choice (English keeps the
bundled ENABLE's key), so it loads, fails and is remembered as any other word list does.
"""

from __future__ import annotations

from dataclasses import dataclass

from gui.model.translation import translate
from solver.dice import DICE_SETS
from solver.faces import EXTRA_LETTER_FACES
from solver.languages import DEFAULT_LANGUAGE, LANGUAGES, language_named, missing_package_message

LANGUAGE_KEY_PREFIX = "lang:"


@dataclass(frozen=True)
class LanguageChoice:
    code: str
    label: str  # "French"
    available: bool  # False where its system word list is not installed
    reason: str = ""  # why not, naming the package to install


def language_choices() -> list[LanguageChoice]:
    choices = []
    for code, language in LANGUAGES.items():
        path = language.words.system_path
        missing = path is not None and not path.is_file()
        reason = missing_package_message(language) if missing else ""
        choices.append(LanguageChoice(code, language.name, not missing, reason))
    return choices


def language_name(code: str) -> str:
    """A game language's name in the app's language ("Français" in French); an unknown code's
    English name, or the code itself."""
    names = {
        "en": translate("EditionMenu", "English"),
        "fr": translate("EditionMenu", "French"),
        "de": translate("EditionMenu", "German"),
        "es": translate("EditionMenu", "Spanish"),
        "nl": translate("EditionMenu", "Dutch"),
    }
    return names.get(code) or (LANGUAGES[code].name if code in LANGUAGES else code)


def known_language(code: str | None) -> str:
    """A remembered code if it is still a language, else English."""
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def dictionary_key(code: str, bundled_key: str) -> str:
    """The dictionary choice's key for a language's own list."""
    return bundled_key if code == DEFAULT_LANGUAGE else f"{LANGUAGE_KEY_PREFIX}{code}"


def language_of_key(key: str) -> str | None:
    """The language a ``lang:CODE`` dictionary key names; None for any other key."""
    if not key.startswith(LANGUAGE_KEY_PREFIX):
        return None
    code = key[len(LANGUAGE_KEY_PREFIX) :]
    return code if code in LANGUAGES else None


def dice_for_size(code: str, side: int) -> str | None:
    """The dice set a language rolls boards of ``side`` with; None for English, which keeps
    rolling the first edition of each size (gui.model.app.dice_set_for_size)."""
    if code == DEFAULT_LANGUAGE:
        return None
    return language_named(code).dice_for_size(side).name


def edition_dice_sets(code: str) -> list[str]:
    """The dice sets of a game language's own edition, 4x4 to 6x6; none for English, whose
    published sets (solver.DICE_SETS) are always offered."""
    if code == DEFAULT_LANGUAGE:
        return []
    language = language_named(code)
    return [language.dice_for_size(side).name for side in (4, 5, 6)]


def every_edition_dice_set() -> list[str]:
    """The dice sets of every language but English, language by language."""
    return [name for code in LANGUAGES for name in edition_dice_sets(code)]


def roll_choices(code: str) -> list[str]:
    """The dice sets offered to roll in a game language: its edition's first (the dice a French
    player has on the table), then the English sets."""
    return [*edition_dice_sets(code), *DICE_SETS]


def dice_set_language(name: str) -> str | None:
    """The language whose edition has the dice set ``name``; None for an English set."""
    return next((code for code in LANGUAGES if name in edition_dice_sets(code)), None)


def edition_faces(code: str) -> tuple[str, ...]:
    """The faces a language's dice print that the English dice lack (the Spanish Ñ), in
    solver.faces order: a keyboard may have no key for them, so the face picker offers them
    on that language's boards."""
    language = language_named(code)
    printed = {
        face for side in (4, 5, 6) for die in language.dice_for_size(side).dice for face in die
    }
    return tuple(face for face in EXTRA_LETTER_FACES if face in printed)
