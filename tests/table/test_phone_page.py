"""The phone page in real browsers: Debian's headless chromium emulating a phone, and WebKitGTK
(the engine of every iPhone browser) at a phone's width, driven with real taps and typing
against a real table on 127.0.0.1. A player names themself once; a photo
snapped on a phone becomes the board (on a headless table, and on the desktop's correction
screen); dice fixed on a phone reach the desktop and back within a second; two phones play a
round, scored as ``boggle-lens score`` scores it, and a tapped word's path is drawn; the
board's words sort; a removed phone and an old link say goodbye.

Screenshots of each step go to $BOGGLE_LENS_PAGE_SHOTS (the test's folder when unset), WebKit's
to its "webkit" folder.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import cv2
import pytest
from browser import Phone
from phone_shop import PhoneShop
from PySide6.QtCore import QSettings
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import Select, WebDriverWait
from table_client import TableClient

from boggle_lens.table_opener import table_opener
from gui.model.document import BoardDocument
from gui.model.serialise import score_json
from gui.qt.main_window import MainWindow
from gui.qt.settings import AppSettings
from gui.qt.table_window import TableWindow
from solver import Board, Lexicon, score_round
from synth import render_board
from table import TableHost

TRUE_BOARD = Board.parse("CATS/ROPE/MINT/LUGS")
OTHER_BOARD = Board.parse("BEAD/SORT/LINE/MUCH")  # the desktop's board before the photo


# -- fixtures ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browsers(phone_shop: PhoneShop, engine: str) -> Iterator[dict[str, Phone]]:
    """Two phones for the whole module in each engine, each with its own storage; each test's
    table listens on a port of its own, so a new origin with nothing stored."""
    made: dict[str, Phone] = {}
    try:
        for label in ("ann", "bob"):
            made[label] = phone_shop.phone(engine, label)
        yield made
    finally:
        for phone in made.values():
            phone.quit()


@pytest.fixture
def ann(browsers: dict[str, Phone]) -> Iterator[Phone]:
    phone = browsers["ann"]
    yield phone
    phone.leave()


@pytest.fixture
def bob(browsers: dict[str, Phone]) -> Iterator[Phone]:
    phone = browsers["bob"]
    yield phone
    phone.leave()


@pytest.fixture
def shots(tmp_path: Path, engine: str) -> Path:
    folder = Path(os.environ.get("BOGGLE_LENS_PAGE_SHOTS") or tmp_path / "shots")
    if engine != "chromium":
        folder = folder / engine
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def photo_path(tmp_path: Path) -> Path:
    """A synthetic photo of TRUE_BOARD, as the model tests render it."""
    photo = render_board(TRUE_BOARD, seed=7, tilt=5.0, spin=-6.0)
    path = tmp_path / "board.jpg"
    assert cv2.imwrite(str(path), photo.image)
    return path


class NoCamera:
    """The desktop's cameras in a test: none (Qt Multimedia is never asked)."""

    def availability(self) -> tuple[bool, str]:
        return False, "no camera in the tests"

    def cameras(self) -> list[Any]:
        return []

    def open(self, camera_id: str, resolution: object, parent: object) -> Any:
        raise KeyError(camera_id)


@pytest.fixture
def desktop(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """The desktop app with its phones' table open on 127.0.0.1 (headless=False), settings
    and data in the test's folder."""
    folder = tmp_path / "settings"
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(folder))
    monkeypatch.setenv("BOGGLE_LENS_DATA_DIR", str(tmp_path / "data"))
    settings = AppSettings(QSettings(str(tmp_path / "boggle-lens.ini"), QSettings.Format.IniFormat))
    settings.document = BoardDocument(OTHER_BOARD)
    window = MainWindow(settings, camera=NoCamera(), snapshot_dir=tmp_path / "snapshots")
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    qtbot.waitUntil(lambda: window.model.words.solution is not None, timeout=15000)
    # The addresses default to 127.0.0.1 only.
    window.set_table_opener(table_opener(window.model, tmp_path / "table"))
    window.table.hint_delay_ms = 60_000
    window.actions.phones_table.trigger()
    table_window = window.table.window
    assert isinstance(table_window, TableWindow)
    qtbot.waitExposed(table_window)
    yield window
    window.close()  # closes the table


# -- helpers -----------------------------------------------------------------------------------


def label(face: str) -> str:
    """A face as the page shows it on a die: "A", "Qu", "" for the blank."""
    if face in ("", ".", "*"):
        return ""
    return face.upper() if len(face) == 1 else face[0].upper() + face[1:].lower()


def labels(board: Board) -> list[list[str]]:
    return [[label(face) for face in row] for row in board.grid]


def send_word(phone: Phone, word: str) -> tuple[str, str]:
    """Type a word and press Enter; (the feedback's word, its result) once the host answered."""
    phone.by_id("word-input").send_keys(word, Keys.ENTER)

    def answered() -> tuple[str, str] | None:
        line = phone.by_id("feedback")
        classes = (line.get_attribute("class") or "").split()
        if "wait" in classes or not ({"ok", "bad"} & set(classes)):
            return None
        said = phone.text("#feedback .fb-word"), phone.text("#feedback .fb-result")
        return said if said[0] == word else None

    return phone.wait(answered, message=f"no answer to {word!r}")


def my_words(phone: Phone) -> list[tuple[str, str]]:
    """This phone's words in the round, newest first: (word, "counted" or "rejected")."""
    rows = phone.driver.execute_script(
        "return Array.from(document.querySelectorAll('#my-words li')).map((li) =>"
        " [li.querySelector('.word-text').textContent, li.className]);"
    )
    return [(word, kind) for word, kind in rows]


def results(phone: Phone) -> dict[str, tuple[int, bool]]:
    """The scores the page shows: name -> (points, winner)."""
    rows = phone.driver.execute_script(
        "return Array.from(document.querySelectorAll('#results-players li.player')).map((li) =>"
        " [li.querySelector('.player-name').firstChild.textContent,"
        "  li.querySelector('.player-score').textContent,"
        "  li.classList.contains('winner')]);"
    )
    shown = {}
    for name, score, winner in rows:
        points, unit = score.split()
        assert unit == ("point" if points == "1" else "points"), score
        shown[name] = (int(points), winner)
    return shown


def background(phone: Phone, css: str) -> str:
    return phone.driver.execute_script(
        "return getComputedStyle(document.querySelector(arguments[0])).backgroundColor;", css
    )


def word_path(client: TableClient, word: str) -> list[tuple[int, int]]:
    found = [w for w in client.ok("GET", "api/board")["words"] if w["word"] == word]
    assert found, word
    return [(row, col) for row, col in found[0]["path"]]


def wait_for_path(phone: Phone, path: list[tuple[int, int]]) -> None:
    phone.wait(lambda: phone.path_shown() == path, message=f"the path {path} is not drawn")
    start = phone.find_all("#board button.die.path-start")
    assert [
        (int(d.get_attribute("data-row")), int(d.get_attribute("data-col"))) for d in start
    ] == [path[0]]
    phone.wait(
        lambda: phone.find_all("#path-overlay polyline, #path-overlay line"),
        message="no line drawn over the board",
    )


# -- the name ----------------------------------------------------------------------------------


def test_a_name_is_asked_once_and_shown_as_text(
    table: TableHost, client: TableClient, ann: Phone, bob: Phone, shots: Path
) -> None:
    ann.open(table.url)
    ann.wait_shown("name-screen")
    assert not ann.shown("table")
    ann.screenshot(shots / "phone-name.png")
    ann.join("Ann")
    assert ann.text("#player-name") == "Ann"
    ann.wait(lambda: table.state()["phones"] == [{"name": "Ann"}], message="Ann not listed")
    assert client.call("GET", "api/board")[0] == 200
    ann.wait(lambda: ann.text("#phones li.me") == "Ann", message="Ann is not marked as me")

    # Remembered: a reload goes straight to the table.
    ann.driver.refresh()
    ann.wait_shown("table")
    ann.wait(lambda: ann.text("#player-name") == "Ann")
    assert not ann.shown("name-screen")
    ann.wait(lambda: ann.text("#phones li.me") == "Ann", message="Ann is not listed after reload")
    assert table.state()["phones"] == [{"name": "Ann"}]

    # A name that looks like markup is shown as it was typed.
    bob.open(table.url)
    bob.join("<b>Bo</b>")
    assert bob.text("#player-name") == "<b>Bo</b>"
    ann.wait(lambda: "<b>Bo</b>" in ann.text("#phones"), message="<b>Bo</b> not listed as text")
    assert ann.texts("#phones li") == ["Ann", "<b>Bo</b>"]
    assert ann.find_all("#phones b") == [] and bob.find_all("#phones b") == []
    assert bob.text("#phones li.me") == "<b>Bo</b>"
    assert table.state()["phones"] == [{"name": "Ann"}, {"name": "<b>Bo</b>"}]
    ann.screenshot(shots / "phone-phones.png")


# -- the board from a photo ------------------------------------------------------------------


def test_a_photo_snapped_on_a_phone_becomes_the_board(
    table: TableHost, client: TableClient, ann: Phone, photo_path: Path, shots: Path
) -> None:
    ann.open(table.url)
    ann.join("Ann")
    ann.screenshot(shots / "phone-empty.png")
    ann.by_id("photo-input").send_keys(str(photo_path))
    ann.wait(lambda: ann.faces() == labels(TRUE_BOARD), message="the photo's board is not shown")
    assert client.ok("GET", "api/board")["board"] == TRUE_BOARD.text
    ann.wait(lambda: not ann.shown("upload-progress") and not ann.shown("reading"))
    ann.screenshot(shots / "phone-board.png")

    # Fix a die: tap it, pick the face.
    ann.die(3, 3).click()
    picker = ann.wait_shown("face-picker")
    assert "Row 4, column 4: S" in ann.text("#picker-title")
    # The sheet leaves the die being fixed in sight (it sits in the board's bottom row).
    overlap = ann.driver.execute_script(
        "const d = document.querySelector('#board .die.picking').getBoundingClientRect();"
        "const p = document.querySelector('#face-picker .picker-sheet').getBoundingClientRect();"
        "return Math.max(0, Math.min(d.bottom, p.bottom) - Math.max(d.top, p.top));"
    )
    assert overlap == 0
    ann.screenshot(shots / "phone-picker.png", full=False)
    # Q and Qu are one face: the picker offers it once, as Qu.
    offered = [b.get_attribute("data-face") for b in ann.find_all("#picker-faces button.pick")]
    assert "Q" not in offered and offered.count("Qu") == 1, offered
    picker.find_element(By.CSS_SELECTOR, 'button.pick[data-face="Qu"]').click()
    ann.wait(lambda: not ann.shown("face-picker"))
    fixed = Board.parse("CATS/ROPE/MINT/LUGQu")
    ann.wait(lambda: ann.faces() == labels(fixed), message="the fixed die is not shown")
    assert ann.faces()[3][3] == "Qu"
    assert client.ok("GET", "api/board")["board"] == fixed.text


def test_a_photo_from_a_phone_reaches_the_desktop_and_fixes_go_both_ways(
    qtbot, desktop: MainWindow, ann: Phone, photo_path: Path, shots: Path
) -> None:
    link = desktop.table.window.link
    client = TableClient(link.url)
    model = desktop.model
    ann.open(link.url)
    ann.join("Ann")
    ann.wait(lambda: ann.faces() == labels(OTHER_BOARD), message="the desktop's board")
    assert not ann.shown("start-box") and ann.shown("host-note")  # the desktop runs rounds

    ann.by_id("photo-input").send_keys(str(photo_path))

    def on_the_correction_screen() -> bool:
        document = model.document
        return (
            document.photo is not None
            and document.reading is not None
            and document.board == TRUE_BOARD
            and document.read_board == TRUE_BOARD
        )

    qtbot.waitUntil(on_the_correction_screen, timeout=15000)
    ann.wait(lambda: ann.faces() == labels(TRUE_BOARD), message="the photo's board")
    assert client.ok("GET", "api/board")["board"] == TRUE_BOARD.text
    ann.screenshot(shots / "phone-desktop-photo.png")
    desktop.grab().save(str(shots / "desktop-photo.png"))

    # A die fixed on the phone shows on the desktop within a second.
    ann.die(0, 0).click()
    picker = ann.wait_shown("face-picker")
    picker.find_element(By.CSS_SELECTOR, 'button.pick[data-face="B"]').click()
    qtbot.waitUntil(lambda: model.document.board.face((0, 0)) == "B", timeout=5000)
    assert model.document.board == Board.parse("BATS/ROPE/MINT/LUGS")
    assert model.document.photo is not None  # still the photo's correction screen
    assert desktop.undo_stack.undoText() == "Fix from a phone"

    # A die fixed on the desktop reaches the table, and then the phone.
    model.set_face((1, 1), "Qu")
    expected = model.document.board.text
    assert expected == Board.parse("BATS/RQuPE/MINT/LUGS").text
    qtbot.waitUntil(lambda: client.ok("GET", "api/board")["board"] == expected, timeout=5000)
    ann.wait(lambda: ann.faces()[1][1] == "Qu", timeout=10, message="the desktop's fix")
    assert ann.faces() == labels(Board.parse(expected))
    ann.screenshot(shots / "phone-desktop-fixed.png")


# -- a round -----------------------------------------------------------------------------------


def test_two_phones_play_a_round_and_see_it_scored(
    table: TableHost, client: TableClient, enable: Lexicon, ann: Phone, bob: Phone, shots: Path
) -> None:
    client.ok("PUT", "api/board", {"board": TRUE_BOARD.text})
    for phone, name in ((ann, "Ann"), (bob, "Bob")):
        phone.open(table.url)
        phone.join(name)
        phone.wait(lambda phone=phone: phone.faces() == labels(TRUE_BOARD))
    ann.wait_shown("start-box")
    Select(ann.by_id("round-seconds")).select_by_value("60")
    ann.by_id("start-round").click()
    for phone in (ann, bob):
        phone.wait(lambda phone=phone: phone.mode() == "playing", message="not playing")
        phone.wait_shown("timer")
        phone.wait_shown("word-input")
    assert not ann.shown("find-words") and not ann.shown("snap-box")
    first = ann.timer_seconds()
    assert 50 <= first <= 60
    ann.wait(lambda: ann.timer_seconds() < first, timeout=3, message="the clock stands still")
    assert bob.timer_seconds() >= 50
    assert client.ok("GET", "api/round")["seconds"] == 60

    assert send_word(ann, "rope") == ("rope", "+1")
    assert send_word(ann, "cats") == ("cats", "+1")
    word, reason = send_word(ann, "xyzzy")
    assert word == "xyzzy" and "not in the dictionary" in reason
    assert send_word(bob, "rope") == ("rope", "+1")  # so far: cancelled at the end
    assert send_word(bob, "lugs") == ("lugs", "+1")
    ann.wait(lambda: len(my_words(ann)) == 3)
    assert my_words(ann) == [("xyzzy", "rejected"), ("cats", "counted"), ("rope", "counted")]
    bob.wait(lambda: len(my_words(bob)) == 2)
    assert my_words(bob) == [("lugs", "counted"), ("rope", "counted")]
    assert "not in the dictionary" in ann.text("#my-words li.rejected .word-reason")
    # A long reason beside a short word leaves the word whole, on one line as "cats" is.
    heights = ann.driver.execute_script(
        "return Array.from(document.querySelectorAll('#my-words .word-text')).map((w) =>"
        " w.getBoundingClientRect().height);"
    )
    assert max(heights) - min(heights) < 1, heights
    ann.screenshot(shots / "phone-playing.png")

    ann.by_id("end-round").click()
    WebDriverWait(ann.driver, 5).until(expected_conditions.alert_is_present()).accept()
    for phone in (ann, bob):
        phone.wait(lambda phone=phone: phone.mode() == "scored", message="not scored")
        phone.wait_shown("results")

    lists = [("Ann", ["rope", "cats", "xyzzy"]), ("Bob", ["rope", "lugs"])]
    expected = score_json(score_round(TRUE_BOARD, enable, lists, cancel=True))
    assert client.ok("GET", "api/round") == {"phase": "scored", **expected}
    top = max(player["score"] for player in expected["players"])
    scores = {p["name"]: (p["score"], p["score"] == top) for p in expected["players"]}
    for phone in (ann, bob):
        phone.wait(lambda phone=phone: len(results(phone)) == 2)
        assert results(phone) == scores
        shared = phone.find_all('#results-players li[data-word="rope"]')
        assert len(shared) == 2
        assert all("cancelled" in li.get_attribute("class").split() for li in shared)
        missed = [m["word"] for m in expected["missed"]]
        assert phone.listed_words("missed") == missed
    assert ann.text("#missed-count") == f"({len(expected['missed'])})"

    # Tap a word in the results: its path is drawn on the board.
    ann.find('#results-players li[data-word="cats"] button.word-btn').click()
    wait_for_path(ann, word_path(client, "cats"))
    assert all(
        "selected" in li.get_attribute("class").split()
        for li in ann.find_all('li[data-word="cats"]')
    )
    ann.screenshot(shots / "phone-scored.png")
    # And one nobody found, on the other phone.
    missed_word = bob.listed_words("missed")[0]
    bob.unfold("missed-details")
    bob.find(f'#missed li[data-word="{missed_word}"] button.word-btn').click()
    wait_for_path(bob, word_path(client, missed_word))
    # The selected chip is marked as such, over the missed chips' own background.
    other = bob.listed_words("missed")[1]
    assert background(bob, f'#missed li[data-word="{missed_word}"] button') != background(
        bob, f'#missed li[data-word="{other}"] button'
    )
    bob.screenshot(shots / "phone-scored-missed.png")


# -- the board's words -------------------------------------------------------------------------


def test_the_boards_words_sort_and_show_their_paths(
    table: TableHost, client: TableClient, ann: Phone, shots: Path
) -> None:
    board = client.ok("PUT", "api/board", {"board": TRUE_BOARD.text})
    words = [w["word"] for w in board["words"]]
    ann.open(table.url)
    ann.join("Ann")
    ann.wait_shown("find-words")
    ann.open_words()
    ann.wait(lambda: len(ann.listed_words("word-list")) == len(words))
    assert sorted(ann.listed_words("word-list")) == sorted(words)

    sort = Select(ann.by_id("sort"))
    sort.select_by_value("alpha")
    ann.wait(lambda: ann.listed_words("word-list") == sorted(words), message="not alphabetical")
    sort.select_by_value("length")
    longest = max(len(w) for w in words)
    ann.wait(lambda: len(ann.listed_words("word-list")[0]) == longest, message="not by length")
    lengths = [len(w) for w in ann.listed_words("word-list")]
    assert lengths == sorted(lengths, reverse=True)

    # Tap a word: its path; tap it again: gone.
    word = ann.listed_words("word-list")[0]
    button = ann.find(f'#word-list li[data-word="{word}"] button.word-btn')
    button.click()
    wait_for_path(ann, word_path(client, word))
    item = ann.find(f'#word-list li[data-word="{word}"]')
    assert "selected" in item.get_attribute("class").split()
    ann.driver.execute_script("window.scrollTo(0, 0)")
    ann.screenshot(shots / "phone-path.png")
    ann.find(f'#word-list li[data-word="{word}"] button.word-btn').click()
    ann.wait(lambda: ann.path_shown() == [], message="the path stays")
    ann.wait(lambda: ann.find_all("#path-overlay polyline") == [], message="the line stays")
    assert ann.find_all("#word-list li.selected") == []


# -- leaving the table -------------------------------------------------------------------------


def test_a_removed_phone_and_an_old_link_say_goodbye(
    table: TableHost, client: TableClient, ann: Phone, bob: Phone, shots: Path
) -> None:
    for phone, name in ((ann, "Ann"), (bob, "Bob")):
        phone.open(table.url)
        phone.join(name)
    ann.wait(lambda: len(ann.find_all("#phones li")) == 2)

    table.remove_phone("Bob")
    bob.wait_shown("bye-screen")
    assert bob.text("#bye-reason") == "The host removed you from the table."
    assert "ask the host" in bob.text("#bye-advice")
    assert not bob.shown("table") and not bob.shown("name-screen")
    ann.wait(lambda: ann.texts("#phones li") == ["Ann"])
    bob.screenshot(shots / "phone-removed.png")

    old = table.url
    new = table.new_link()
    assert new != old
    ann.wait_shown("bye-screen")
    assert ann.text("#bye-reason") == "The table has a new link."
    assert "scan the new QR code" in ann.text("#bye-advice")
    assert not ann.shown("table")
    assert client.call("GET", "api/board")[0] == 403
    ann.screenshot(shots / "phone-bye.png")


# -- the player's key --------------------------------------------------------------------------


def test_a_phone_keeps_its_player_across_a_reload_and_no_other_phone_takes_it(
    table: TableHost, client: TableClient, ann: Phone, bob: Phone, shots: Path
) -> None:
    client.ok("PUT", "api/board", {"board": TRUE_BOARD.text})
    ann.open(table.url)
    ann.join("Ann")
    token = urlsplit(table.url).path.split("/")[2]
    kept = ann.driver.execute_script(f"return localStorage.getItem('boggle-lens-key:{token}');")
    assert json.loads(kept)["player"] == "Ann" and len(json.loads(kept)["key"]) == 22
    client.ok("POST", "api/round", {"seconds": 60})
    ann.wait(lambda: ann.mode() == "playing", message="not playing")
    assert send_word(ann, "rope") == ("rope", "+1")

    ann.driver.refresh()  # the same phone, its key kept: still Ann, still playing
    ann.wait(lambda: ann.mode() == "playing", message="not playing after the reload")
    assert not ann.shown("name-screen") and ann.text("#player-name") == "Ann"
    ann.wait(lambda: my_words(ann) == [("rope", "counted")], message="Ann's list is gone")
    assert send_word(ann, "cats") == ("cats", "+1")

    bob.open(table.url)  # another phone cannot play as Ann
    field = bob.wait_shown("name-input")
    field.send_keys("Ann")
    bob.by_id("name-save").click()
    bob.wait(lambda: bob.shown("message"), message="no refusal shown")
    assert "Another phone plays under that name" in bob.text("#message-text")
    assert bob.shown("name-screen") and not bob.shown("bye-screen")
    bob.screenshot(shots / "phone-name-taken.png")
    bob.join("Bob")
    bob.wait(lambda: bob.mode() == "playing", message="Bob is not playing")
    assert send_word(bob, "lugs") == ("lugs", "+1")
    assert my_words(bob) == [("lugs", "counted")]  # Ann's words stay hers during play
