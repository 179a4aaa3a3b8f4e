"""The language the app is shown in: Qt translators for our words and Qt's own, chosen from
the system's locale or the player's choice, and handed to the Qt-free model too.

The ``.qm`` files are compiled from ``translations/*.ts`` when the app is built (setup.py,
setup.sh); a build without them shows English, with no error.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QAction, QActionGroup

from gui.model import translation

TRANSLATIONS = Path(__file__).resolve().parent / "translations"
CATALOGUE = "boggle_lens"
# The choices of View > Language: "" follows the system. Each language is named in itself, so
# a player lost in a language they cannot read still finds their own.
LANGUAGES = {"": "System", "en": "English", "fr": "Français", "de": "Deutsch"}
TRANSLATED = ("fr", "de")
# Which counts take the singular: French says "0 mot", English and German "0 words".
_SINGULAR_ZERO = ("fr",)


class AppSettingsLike(Protocol):
    """What the language menu needs of ``AppSettings`` (which imports this module)."""

    interface_language: str

    def sync(self) -> None: ...


def system_language() -> str:
    """The first of the system's UI languages that the app speaks; English otherwise."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in TRANSLATED or code == "en":
            return code
    return "en"


def effective_language(choice: str) -> str:
    """What ``choice`` ("" for the system) means on this machine: "en", "fr" or "de"."""
    return choice if choice in LANGUAGES and choice else system_language()


def catalogue_path(language: str) -> Path:
    return TRANSLATIONS / f"{CATALOGUE}_{language}.qm"


class Translators:
    """The translators installed in the application, replaced as a whole on each change."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def apply(self, choice: str) -> str:
        """Show the app in ``choice`` ("" for the system's language); returns the language
        now in use. Qt sends every widget a LanguageChange event, which they retranslate on."""
        app = QCoreApplication.instance()
        language = effective_language(choice)
        for old in self._installed:
            if app is not None:
                app.removeTranslator(old)
        self._installed = []
        if language in TRANSLATED and app is not None:
            for folder, name in (
                (TRANSLATIONS, CATALOGUE),
                # Qt's own words: the standard buttons (OK, Cancel), the file dialog, the
                # context menus of text fields.
                (Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)), "qtbase"),
            ):
                loaded = QTranslator(app)
                if loaded.load(str(folder / f"{name}_{language}.qm")):
                    app.installTranslator(loaded)
                    self._installed.append(loaded)
        if language in TRANSLATED and not self._installed_ours(language):
            # The catalogue is missing from this build: English, quietly, Qt's words included.
            for loaded in self._installed:
                if app is not None:
                    app.removeTranslator(loaded)
            self._installed = []
            language = "en"
        self.language = language
        QLocale.setDefault(QLocale(language))
        translation.install(_qt_translate, _singular_rule(language), _grouped_number)
        return language

    def _installed_ours(self, language: str) -> bool:
        return any(t.filePath() == str(catalogue_path(language)) for t in self._installed)


def _qt_translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # The count is not handed to Qt: with one, Qt looks for numerus forms, which lupdate's
    # Python reader never marks, and falls back to English. Each form is its own message
    # (translation.plural picks one), and "%n" becomes the number as the language writes it.
    translated = QCoreApplication.translate(context, text, disambiguation or None)
    if n < 0:
        return translated
    # Digits as the language writes them, without grouping: "2170 points" as before, in all.
    numbers = QLocale()
    numbers.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return translated.replace("%n", numbers.toString(n))


def _grouped_number(n: int) -> str:
    return QLocale().toString(n)


def _singular_rule(language: str) -> translation.IsSingular:
    if language in _SINGULAR_ZERO:
        return lambda n: n in (0, 1)
    return lambda n: n == 1


TRANSLATORS = Translators()


class LanguageChoice:
    """View > Language: checks the player's choice, and applies and keeps a new one. Applying
    retranslates every open widget that listens for LanguageChange; nothing is rebuilt."""

    def __init__(self, group: QActionGroup, settings: AppSettingsLike) -> None:
        self._group = group
        self._settings = settings
        chosen = settings.interface_language
        for action in group.actions():
            action.setChecked(action.data() == chosen)
        group.triggered.connect(self._on_triggered)

    def _on_triggered(self, action: QAction) -> None:
        code = str(action.data() or "")
        self._settings.interface_language = code
        self._settings.sync()
        TRANSLATORS.apply(code)
