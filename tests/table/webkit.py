"""A phone for the page's tests in WebKit, the engine of every browser on an iPhone: Debian's
WebKitGTK (its MiniBrowser, driven through WebKitWebDriver) on a virtual X screen (Xvfb).

WebKitGTK has no phone emulation, so two things are set from outside the browser:
- its languages (navigator.languages) follow the locale, which needs the locale's data: it is
  compiled once with ``localedef`` into a cache folder (LOCPATH), so no system locale is needed;
- its window cannot be narrower than its toolbar (about 450 px): a GTK style sheet of its own
  (XDG_CONFIG_HOME) shrinks the toolbar to nothing, so the window, and the page, can be a
  phone's 390 or 320 px wide. (Zooming the page instead puts the clicks in the wrong place.)
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

WEBKIT_DRIVER = Path("/usr/bin/WebKitWebDriver")
XVFB = Path("/usr/bin/Xvfb")
MINIBROWSERS = "/usr/lib/*/webkit2gtk-4.*/MiniBrowser"
LOCALE_SOURCES = Path("/usr/share/i18n/locales")
# The page's languages, as a phone in each would name its locale.
LOCALES = {"en": "en_US", "fr": "fr_FR", "de": "de_DE", "es": "es_ES", "nl": "nl_NL"}
SCREEN = "1024x1200x24"  # room for a phone-sized window (844 px tall and its toolbar)


def minibrowser() -> Path | None:
    found = sorted(glob.glob(MINIBROWSERS))
    return Path(found[-1]) if found else None


def missing_webkit() -> str | None:
    """Why the page's tests cannot run in WebKit here, or None when they can."""
    advice = "install Debian's webkit2gtk-driver and xvfb (sh setup.sh browser)"
    if not WEBKIT_DRIVER.exists():
        return f"{WEBKIT_DRIVER} is missing: {advice}"
    if minibrowser() is None:
        return f"no WebKitGTK MiniBrowser ({MINIBROWSERS}): {advice}"
    if not XVFB.exists():
        return f"{XVFB} is missing: {advice}"
    if shutil.which("localedef") is None or not LOCALE_SOURCES.is_dir():
        return f"localedef or {LOCALE_SOURCES} is missing: install Debian's locales"
    return None


class VirtualScreen:
    """An Xvfb display of its own (it picks a free number), for as long as the tests need it."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(
            [str(XVFB), "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as numbers:
            number = numbers.readline().strip()  # written once the screen is up
        if not number:
            self.close()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)


def compiled_locale(language: str, cache: Path) -> tuple[str, Path]:
    """The locale a phone in ``language`` has (LANG), compiled into ``cache`` if need be.
    The cache is shared by the test run's workers (pytest-xdist): each compiles into a folder of
    its own and renames it into place, so that no browser ever reads a half-written locale."""
    name = f"{LOCALES[language]}.UTF-8"
    if not (cache / name / "LC_CTYPE").exists():
        cache.mkdir(parents=True, exist_ok=True)
        building = Path(tempfile.mkdtemp(prefix=f".{name}-", dir=cache))
        try:
            subprocess.run(
                ["localedef", "-i", LOCALES[language], "-f", "UTF-8", str(building / name)],
                check=False,  # it warns (and exits 1) over trifles in some locales' sources
                capture_output=True,
                timeout=120,
            )
            if not (building / name / "LC_CTYPE").exists():
                raise RuntimeError(f"localedef could not compile {name}")
            with contextlib.suppress(OSError):  # another worker's copy got there first
                (building / name).rename(cache / name)
        finally:
            shutil.rmtree(building, ignore_errors=True)
        if not (cache / name / "LC_CTYPE").exists():
            raise RuntimeError(f"localedef could not compile {name}")
    return name, cache


# GTK's widgets (the MiniBrowser's toolbar) at no size at all; the page is WebKit's, untouched.
GTK_STYLE = (
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px;"
    " -gtk-icon-transform: scale(0.05); }\n"
)


def _launch(display: str, locale: str, locales: Path) -> webdriver.WebKitGTK:
    style = locales / "gtk-config"
    (style / "gtk-3.0").mkdir(parents=True, exist_ok=True)
    # Written whole and renamed into place: another worker's browser may be reading it.
    handle, written = tempfile.mkstemp(prefix=".gtk-", suffix=".css", dir=style / "gtk-3.0")
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        out.write(GTK_STYLE)
    os.chmod(written, 0o644)  # as a plain write leaves it (mkstemp makes it the owner's only)
    os.replace(written, style / "gtk-3.0" / "gtk.css")
    env = {
        **os.environ,
        "DISPLAY": display,
        "LOCPATH": str(locales),
        "LANG": locale,
        "LC_ALL": locale,
        "XDG_CONFIG_HOME": str(style),
        "GDK_BACKEND": "x11",
    }
    env.pop("LANGUAGE", None)  # it would outrank the locale
    options = Options()
    options.binary_location = str(minibrowser())
    options.add_argument("--automation")
    driver = webdriver.WebKitGTK(service=Service(str(WEBKIT_DRIVER), env=env), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(15)
    return driver


def _page_size(driver: webdriver.WebKitGTK) -> list[int]:
    return [int(n) for n in driver.execute_script("return [innerWidth, innerHeight];")]


def webkit_driver(
    display: str, language: str, locales: Path, width: int = 390, height: int = 844
) -> webdriver.WebKitGTK:
    """A WebKitGTK window showing the page ``width`` x ``height`` CSS pixels, in ``language``."""
    locale, folder = compiled_locale(language, locales)
    driver = _launch(display, locale, folder)
    try:
        driver.get("about:blank")
        # The window is the page and its toolbar. A resize lands a moment after it is asked for:
        # the page's size is trusted once the window has the size asked and two reads agree.
        window, shown = [width, height], None
        for _attempt in range(50):
            driver.set_window_rect(width=window[0], height=window[1])
            time.sleep(0.1)
            before = _page_size(driver)
            time.sleep(0.1)
            rect = driver.get_window_rect()
            shown = _page_size(driver)
            if shown == [width, height]:
                break
            if shown == before and [rect["width"], rect["height"]] == window:
                window = [window[0] + width - shown[0], window[1] + height - shown[1]]
        else:
            raise RuntimeError(f"WebKit shows the page at {shown}, not {[width, height]}")
    except Exception:
        driver.quit()
        raise
    return driver
