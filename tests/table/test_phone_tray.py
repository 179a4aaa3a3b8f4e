"""The photo's outline on the phone page, in a real browser: after a snap the phone shows the
photo with the board's outline; a finger drags a corner (touch input through chromedriver) and
the board is read again inside the corners.

Screenshots go to $BOGGLE_LENS_PAGE_SHOTS (the test's folder when unset).
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path

import cv2
import numpy as np
import pytest
from browser import Phone, missing_browser, phone_driver

if (why := missing_browser()) is not None:
    pytest.skip(why, allow_module_level=True)

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.support.ui import WebDriverWait
from table_client import TableClient

from solver import roll
from synth import render_board
from table import TableHost

BOARD = roll("classic", random.Random(5))
READ_S = 120  # a read on a loaded machine; the page itself answers at once


@pytest.fixture
def ann(tmp_path: Path) -> Iterator[Phone]:
    phone = Phone(phone_driver(tmp_path / "chromium-ann"), "ann")
    yield phone
    phone.quit()


@pytest.fixture
def rendered():
    return render_board(BOARD, 5, tilt=8, spin=-4)


@pytest.fixture
def photo_path(tmp_path: Path, rendered) -> Path:
    path = tmp_path / "board.jpg"
    assert cv2.imwrite(str(path), rendered.image)
    return path


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("BOGGLE_LENS_PAGE_SHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _until(phone: Phone, condition, message: str, timeout: float = READ_S):
    try:
        return WebDriverWait(phone.driver, timeout, poll_frequency=0.1).until(
            lambda _driver: condition(), message
        )
    except TimeoutException:
        said = phone.driver.execute_script(
            "return document.getElementById('message-text').textContent;"
        )
        raise AssertionError(f"{message} (the page says: {said!r})") from None


def _on_screen(phone: Phone, point: tuple[float, float]) -> tuple[int, int]:
    """Where a photo pixel is on the phone's screen (CSS pixels of the viewport)."""
    x, y = phone.driver.execute_script(
        "const img = document.getElementById('tray-photo');"
        "const r = img.getBoundingClientRect();"
        "return [r.left + arguments[0] * r.width / img.naturalWidth,"
        "        r.top + arguments[1] * r.height / img.naturalHeight];",
        *point,
    )
    return round(x), round(y)


def _handle(phone: Phone, corner: int) -> tuple[int, int]:
    x, y = phone.driver.execute_script(
        'const r = document.querySelector(`#tray-overlay circle[data-corner="${arguments[0]}"]`)'
        ".getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];",
        corner,
    )
    return round(x), round(y)


def _finger_drag(phone: Phone, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A finger on the screen: down on ``start``, a few moves, up on ``end``."""
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(phone.driver, mouse=finger)
    actions.pointer_action.move_to_location(*start).pointer_down()
    for step in range(1, 5):
        x = round(start[0] + (end[0] - start[0]) * step / 4)
        y = round(start[1] + (end[1] - start[1]) * step / 4)
        actions.pointer_action.move_to_location(x, y)
    actions.pointer_action.pointer_up()
    actions.perform()


def _board(client: TableClient) -> str:
    return client.ok("GET", "api/board")["board"]


def test_a_finger_drags_a_corner_and_the_board_is_read_again(
    table: TableHost, client: TableClient, ann: Phone, photo_path: Path, rendered, shots: Path
) -> None:
    ann.open(table.url)
    ann.join("Ann")
    ann.by_id("photo-input").send_keys(str(photo_path))
    _until(ann, lambda: ann.shown("tray-box") and ann.find_all("#tray-overlay circle"),
           "the photo's outline is not shown")  # fmt: skip
    assert _board(client) == BOARD.text
    assert len(ann.find_all("#tray-overlay circle.tray-handle")) == 4
    ann.driver.execute_script(
        "document.getElementById('tray-box').scrollIntoView({block: 'center'});"
        "window.pointerKinds = [];"
        "document.getElementById('tray-overlay').addEventListener('pointerdown',"
        " (e) => window.pointerKinds.push(e.pointerType));"
    )
    read = np.array(ann.driver.execute_script("return TRAY.corners;"), float)
    assert np.allclose(read, rendered.board_outline, atol=0.05 * np.ptp(read))

    # Pull the bottom-right corner into the board: a column and a row are cut, and the board
    # read inside the corners is another.
    inward = read[2] - 0.2 * np.ptp(read[:, 0])
    _finger_drag(ann, _handle(ann, 2), _on_screen(ann, tuple(inward)))
    assert ann.driver.execute_script("return window.pointerKinds;") == ["touch"]
    moved = np.array(ann.driver.execute_script("return TRAY.corners;"), float)
    assert np.allclose(moved[2], inward, atol=0.02 * np.ptp(read))  # a screen pixel or so
    assert np.allclose(moved[[0, 1, 3]], read[[0, 1, 3]])
    ann.screenshot(shots / "phone-tray-moved.png", full=False)
    ann.by_id("tray-send").click()
    _until(ann, lambda: _board(client) != BOARD.text, "the board was not read again")
    wrong = _board(client)

    # And back onto the board's corner: the board reads right again, on the phone too.
    _finger_drag(ann, _handle(ann, 2), _on_screen(ann, tuple(read[2])))
    ann.by_id("tray-send").click()
    _until(ann, lambda: _board(client) == BOARD.text, "the board was not read right again")
    faces = [[face if face != "*" else "" for face in row] for row in BOARD.grid]
    _until(ann, lambda: ann.faces() == faces, "the phone does not show the board read", 15)
    assert wrong != BOARD.text
    assert ann.driver.execute_script("return window.pointerKinds;") == ["touch", "touch"]
    ann.screenshot(shots / "phone-tray.png", full=False)


def test_no_board_found_puts_up_an_outline_to_drag(
    table: TableHost, client: TableClient, ann: Phone, tmp_path: Path
) -> None:
    wall = tmp_path / "wall.png"
    cv2.imwrite(str(wall), np.random.default_rng(3).integers(90, 110, (480, 640, 3), np.uint8))
    ann.open(table.url)
    ann.join("Ann")
    ann.by_id("photo-input").send_keys(str(wall))
    _until(ann, lambda: ann.shown("tray-box") and ann.find_all("#tray-overlay circle"),
           "no outline was put up")  # fmt: skip
    corners = ann.driver.execute_script("return TRAY.corners;")
    # A square in the middle of the 640 x 480 photo, half its height across.
    assert corners == [[200, 120], [440, 120], [440, 360], [200, 360]]
    said = ann.driver.execute_script(
        "return [document.getElementById('message-text').textContent, t('refused_photo.no_board')];"
    )
    assert said[0] == said[1]
