"""The words the model writes for the player, in the player's language, without Qt.

The model stays Qt-free, yet its messages (banners, status lines, summaries) must follow the
language the app is shown in. Every such text is written as ``translate(context, source)``:
``pyside6-lupdate`` finds those calls by their name, like Qt's own, so the sources land in the
same ``.ts`` files as the widgets'. The Qt layer installs Qt's translate function here when it
chooses a language; with nothing installed (the command line, the phone table on its own, the
model's tests) the English source comes back unchanged.

Plurals: lupdate's Python reader does not mark numerus messages, so a count is written with
both forms, ``plural(n, translate(c, "%n word", "", n), translate(c, "%n words", "", n))``, and
the installed language says which one a number takes (French says "0 mot", German "0 Wörter").
"""

from __future__ import annotations

from collections.abc import Callable

Translate = Callable[[str, str, str | None, int], str]
IsSingular = Callable[[int], bool]


def _english(_context: str, text: str, _disambiguation: str | None = None, n: int = -1) -> str:
    return text.replace("%n", str(n)) if n >= 0 else text


def _english_singular(n: int) -> bool:
    return n == 1


def _english_number(n: int) -> str:
    return f"{n:,}"


_translate: Translate = _english
_singular: IsSingular = _english_singular
_number: Callable[[int], str] = _english_number


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the player's language; ``%n`` becomes ``n`` when a count is given."""
    return _translate(context, text, disambiguation, n)


def plural(n: int, one: str, other: str) -> str:
    """The singular or plural form, by the rule of the language in use."""
    return one if _singular(n) else other


def number(n: int) -> str:
    """A large count as the language groups its digits: 172,791 · 172 791 · 172.791."""
    return _number(n)


def install(
    translator: Translate | None,
    singular: IsSingular | None = None,
    numbers: Callable[[int], str] | None = None,
) -> None:
    """Give the model a translator (None: back to the English sources)."""
    global _translate, _singular, _number
    _translate = translator or _english
    _singular = singular or _english_singular
    _number = numbers or _english_number


def QT_TRANSLATE_NOOP(_context: str, text: str) -> str:  # the name lupdate looks for
    """Marks ``text`` for the translators where it is written, to be translated where it is
    shown (a table of labels made at import time, before any language is chosen)."""
    return text


class Retold(str):
    """A text already in the player's language that knows how to say itself again: a notice
    or an edit's name made before the player switches language is shown in the new one."""

    again: Callable[[], str]


def told(say: Callable[[], str]) -> str:
    """``say()`` now, keeping ``say`` for ``retell``."""
    text = Retold(say())
    text.again = say
    return text


def retell(text: str) -> str:
    """``text`` in the language in use now, if it was made by ``told``; else as it is."""
    return told(text.again) if isinstance(text, Retold) else text
