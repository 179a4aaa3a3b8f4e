"""A phone for the page's tests: Debian's chromium, headless, emulating a phone's screen,
driven through its chromedriver with real clicks and typing (tests/table/webkit.py gives the
same phone in WebKit). Never reaches past 127.0.0.1."""

from __future__ import annotations

import base64
import contextlib
import re
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
# A current Android Chrome's user agent: the page is made for phones.
PHONE_AGENT = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/150.0.0.0 Mobile Safari/537.36"
)
ARGUMENTS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-extensions",
    "--disable-default-apps",
    "--no-default-browser-check",
    "--disable-features=Translate,OptimizationHints,MediaRouter",
)
WAIT_S = 15  # the longest any wait on the page lasts
LOOPBACK = "127.0.0.1"

T = TypeVar("T")


def missing_browser() -> str | None:
    """Why the page's tests cannot run here, or None when they can."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not path.exists():
            return f"{path} is missing: install Debian's chromium (sh setup.sh browser)"
    try:
        # selenium reaches chromedriver at "localhost"; a system without that name in
        # /etc/hosts (a bare debootstrap root) cannot drive it at all.
        socket.getaddrinfo("localhost", None)
    except OSError:
        return "the name localhost does not resolve here (add it to /etc/hosts)"
    return None


def phone_driver(
    profile: Path, language: str = "en-US", width: int = 390, height: int = 844
) -> webdriver.Chrome:
    """A headless chromium with a phone's screen (390 x 844 by default, 2x) and its own profile,
    so its own localStorage; ``language`` is the phone's (navigator.languages, Accept-Language)."""
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in ARGUMENTS:
        options.add_argument(argument)
    options.add_argument(f"--lang={language}")
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.add_argument(f"--user-data-dir={profile}")
    options.add_experimental_option(
        "mobileEmulation",
        {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2},
            "userAgent": PHONE_AGENT,
        },
    )
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(15)
    return driver


class Phone:
    """One player's phone: a driver, and the page's parts as the tests look at them."""

    def __init__(self, driver: webdriver.Remote, label: str, engine: str = "chromium") -> None:
        self.driver = driver
        self.label = label  # for messages only
        self.engine = engine  # "chromium" or "webkit"

    # -- loading and leaving -----------------------------------------------------------------

    def open(self, url: str) -> None:
        assert urlsplit(url).hostname == LOOPBACK, "tests talk to 127.0.0.1 only"
        self.driver.get(url)

    def leave(self) -> None:
        """Forget this table: no alert left open, this origin's storage cleared, a blank tab."""
        with contextlib.suppress(WebDriverException):
            self.driver.switch_to.alert.dismiss()
        with contextlib.suppress(WebDriverException):
            self.driver.execute_script("try { localStorage.clear(); } catch (e) {}")
        with contextlib.suppress(WebDriverException):
            self.driver.get("about:blank")

    def quit(self) -> None:
        with contextlib.suppress(WebDriverException):
            self.driver.quit()

    # -- finding and waiting -----------------------------------------------------------------

    def find(self, css: str) -> WebElement:
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def find_all(self, css: str) -> list[WebElement]:
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def by_id(self, element_id: str) -> WebElement:
        return self.driver.find_element(By.ID, element_id)

    def wait(self, condition: Callable[[], T], timeout: float = WAIT_S, message: str = "") -> T:
        """Wait until ``condition()`` is truthy and return it; a stale element counts as not
        yet (the page re-renders its lists)."""
        assert timeout <= WAIT_S

        def check(_driver: Any) -> T:
            try:
                return condition()
            except StaleElementReferenceException:
                return False  # type: ignore[return-value]

        return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(
            check, f"{self.label}: {message}" if message else self.label
        )

    def shown(self, element_id: str) -> bool:
        found = self.driver.find_elements(By.ID, element_id)
        return bool(found) and found[0].is_displayed()

    def wait_shown(self, element_id: str, timeout: float = WAIT_S) -> WebElement:
        self.wait(lambda: self.shown(element_id), timeout, f"#{element_id} is not shown")
        return self.by_id(element_id)

    def text(self, css: str) -> str:
        return self.shown_text(self.find(css))

    def texts(self, css: str) -> list[str]:
        return [self.shown_text(element) for element in self.find_all(css)]

    def shown_text(self, element: WebElement) -> str:
        """The element's text as shown. WebKitWebDriver answers "" for a text cut with an
        ellipsis (overflow hidden), shown or not: there, the browser's own innerText says it."""
        text = element.text
        if not text and self.engine == "webkit" and element.is_displayed():
            text = self.driver.execute_script("return arguments[0].innerText;", element).strip()
        return text

    def mode(self) -> str:
        return self.driver.execute_script("return document.body.dataset.mode || ''")

    # -- the page's parts --------------------------------------------------------------------

    def join(self, name: str) -> None:
        """Type the name on the name screen and join."""
        field = self.wait_shown("name-input")
        field.clear()
        field.send_keys(name)
        self.by_id("name-save").click()
        self.wait(lambda: self.shown("table"), message="the table did not show after joining")

    def faces(self) -> list[list[str]]:
        """The dice as shown, row by row ("" for a blank)."""
        dice = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#board button.die')).map((d) =>"
            " [Number(d.dataset.row), Number(d.dataset.col),"
            "  d.querySelector('span.face').textContent]);"
        )
        rows: dict[int, dict[int, str]] = {}
        for row, col, face in dice:
            rows.setdefault(row, {})[col] = face
        return [[cols[c] for c in sorted(cols)] for _r, cols in sorted(rows.items())]

    def die(self, row: int, col: int) -> WebElement:
        return self.find(f'#board button.die[data-row="{row}"][data-col="{col}"]')

    def path_shown(self) -> list[tuple[int, int]]:
        """The dice on the drawn path, in the order of their step badges."""
        steps = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#board button.die.on-path')).map((d) =>"
            " [Number(d.dataset.row), Number(d.dataset.col),"
            "  Number((d.querySelector('span.badge') || {}).textContent)]);"
        )
        ordered = sorted(steps, key=lambda step: step[2])
        assert [step for _r, _c, step in ordered] == list(range(1, len(ordered) + 1)), steps
        return [(row, col) for row, col, _step in ordered]

    def listed_words(self, list_id: str) -> list[str]:
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).map((li) =>"
            " li.dataset.word);",
            f"#{list_id} li[data-word]",
        )

    def open_words(self) -> None:
        """The board's words sit in a closed <details id="words-details">: open it."""
        self.unfold("words-details")

    def unfold(self, details_id: str) -> None:
        """Open a folded list (a closed <details>) as a player would: a tap on its summary."""
        found = self.driver.find_elements(By.ID, details_id)
        if found and found[0].get_attribute("open") is None:
            found[0].find_element(By.TAG_NAME, "summary").click()
            self.wait(lambda: found[0].get_attribute("open") is not None)

    def timer_seconds(self) -> int:
        text = self.by_id("timer").text.strip()
        match = re.fullmatch(r"(\d+):(\d\d)", text)
        assert match, f"the timer shows {text!r}"
        return int(match[1]) * 60 + int(match[2])

    # -- screenshots -------------------------------------------------------------------------

    def screenshot(self, path: Path, full: bool = True, max_height: int = 2400) -> Path:
        """The page as a PNG: the whole page beyond the screen (its top ``max_height`` CSS
        pixels: a board's word list runs long), or the screen only (always, in WebKit: its
        driver shoots what is on the screen)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        if not full or not isinstance(self.driver, webdriver.Chrome):
            path.write_bytes(self.driver.get_screenshot_as_png())
            return path
        metrics = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
        size = metrics.get("cssContentSize") or metrics["contentSize"]
        shot = self.driver.execute_cdp_cmd(
            "Page.captureScreenshot",
            {
                "format": "png",
                "captureBeyondViewport": True,
                "clip": {
                    "x": 0,
                    "y": 0,
                    "width": size["width"],
                    "height": min(size["height"], max_height),
                    "scale": 1,
                },
            },
        )
        path.write_bytes(base64.b64decode(shot["data"]))
        return path
