"""The phone page on a 320 px screen (the narrowest phones), in Chromium and WebKit: a long name
is cut with an ellipsis, in the header and in the player's own chip, and the last round's scores
leave when a new board of another size comes."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import cv2
import numpy as np
from browser import Phone
from table_client import TableClient

from table import TableHost

LONG_NAME = "H" * 24  # the longest name a table takes; H's bar inks the middle of every letter


def ends_in_ellipsis(phone: Phone, css: str) -> bool:
    """Whether the text of ``css``, too long for its box, ends in "…" where it is cut: the last
    few pixels before the box's padding hold no ink halfway up (an ellipsis is dots on the
    baseline; an H cut there has its bar)."""
    element = phone.find(css)
    box = phone.driver.execute_script(
        "const e = arguments[0], r = e.getBoundingClientRect(), s = getComputedStyle(e);"
        "return [r.width, r.height, parseFloat(s.paddingRight), parseFloat(s.fontSize),"
        " e.scrollWidth > e.clientWidth];",
        element,
    )
    width, height, padding, font, overflows = box
    assert overflows, f"{css}: the name is not too long for its box here"
    shot = cv2.imdecode(np.frombuffer(element.screenshot_as_png, np.uint8), cv2.IMREAD_GRAYSCALE)
    scale = shot.shape[1] / width
    right = int((width - padding) * scale)
    band = shot[
        int((height / 2 - font * 0.2) * scale) : int((height / 2 + font * 0.05) * scale),
        right - int(font * 0.3 * scale) : right - 1,
    ]
    background = np.median(shot[:, -2:])  # the box's own colour, at its right edge
    ink = np.abs(band.astype(int) - int(background)) > 60
    return not ink.any()


def test_a_long_name_ends_in_an_ellipsis_on_a_narrow_phone(
    table: TableHost, phone_in: Callable[..., Phone], engine: str, tmp_path: Path
) -> None:
    phone = phone_in("en", 320)
    try:
        phone.open(table.url)
        phone.join(LONG_NAME)
        assert phone.driver.execute_script("return window.innerWidth;") == 320
        phone.wait(lambda: phone.text("#phones li.me").startswith("HHH"))
        shots = Path(os.environ.get("BOGGLE_LENS_PAGE_SHOTS") or tmp_path)
        phone.screenshot((shots if engine == "chromium" else shots / engine) / "phone-320.png")
        for css in ("#player-name", "#phones li.me"):
            right = phone.driver.execute_script(
                "return document.querySelector(arguments[0]).getBoundingClientRect().right;", css
            )
            assert right <= 320, f"{css} runs off the screen"
            assert ends_in_ellipsis(phone, css), f"{css} is cut off with no ellipsis"
    finally:
        phone.leave()


def test_the_last_rounds_scores_leave_with_its_board(
    table: TableHost, client: TableClient, phone_in: Callable[..., Phone]
) -> None:
    phone = phone_in("en", 320)
    try:
        client.ok("PUT", "api/board", {"board": "CATS/ROPE/MINT/LUGS"})
        phone.open(table.url)
        phone.join("Ann")
        # The word is sent for Ann with the key her phone was given (the page keeps it).
        kept = phone.driver.execute_script(
            "return JSON.parse(localStorage.getItem("
            "'boggle-lens-key:' + location.pathname.split('/')[2]));"
        )
        client.keys["Ann"] = kept["key"]
        client.ok("POST", "api/round", {"seconds": 60})
        client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "1"})
        client.ok("POST", "api/round/end")
        phone.wait(lambda: phone.mode() == "scored" and phone.shown("results"))
        assert phone.find_all('#results-players li[data-word="rope"]')

        client.ok("PUT", "api/board", {"board": "SERAD/TOLIN/GECAP/MURHE/BOTIS"})
        phone.wait(lambda: len(phone.faces()) == 5, message="the 5x5 board is not shown")
        phone.wait(lambda: not phone.shown("results"), message="the 4x4 round's scores stay")
        assert phone.shown("start-box") and phone.text("#start-round") == "New round"
        # Back to the round's own board (a die fixed and fixed back): its scores are back.
        client.ok("PUT", "api/board", {"board": "CATS/ROPE/MINT/LUGS"})
        phone.wait(lambda: phone.shown("results"), message="the round's scores with its board")
    finally:
        phone.leave()
