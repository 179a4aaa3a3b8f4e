"""The phones of the page's browser tests, made for each engine: a headless chromium emulating a
phone (browser.py), or a WebKitGTK window on a virtual screen (webkit.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from browser import Phone, phone_driver
from webkit import VirtualScreen, webkit_driver

# A phone's language as chromium is told it (WebKit takes it from a locale: webkit.LOCALES).
CHROMIUM_LANGUAGES = {"en": "en-US", "fr": "fr-FR", "de": "de-DE", "es": "es-ES", "nl": "nl-NL"}


class PhoneShop:
    """Makes the tests' phones: a chromium with its own profile, or a WebKit window on the
    session's one virtual screen (started when the first WebKit phone is made)."""

    def __init__(self, folders: pytest.TempPathFactory, locales: Path) -> None:
        self.folders = folders
        self.locales = locales  # the compiled locales WebKit's languages need, kept between runs
        self.screen: VirtualScreen | None = None

    def phone(self, engine: str, label: str, language: str = "en", width: int = 390) -> Phone:
        if engine == "chromium":
            profile = self.folders.mktemp(f"chromium-{label}")
            driver = phone_driver(profile, language=CHROMIUM_LANGUAGES[language], width=width)
        else:
            if self.screen is None:
                self.screen = VirtualScreen()
            driver = webkit_driver(self.screen.display, language, self.locales, width=width)
        return Phone(driver, label, engine)

    def close(self) -> None:
        if self.screen is not None:
            self.screen.close()
