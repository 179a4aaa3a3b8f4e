"""Phones at the table, from the desktop: a real table on 127.0.0.1 driven by its JSON API as a
phone would, and the window driven with real clicks. The phones join and are listed, are
removed, lose their link; boards go both ways within a second; a phone's photo lands on the
correction screen; a round is started, played, ended and scored from the window; the window
says when no phone comes, offers back an interrupted round, and frees the port when it closes.
"""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from urllib.parse import urlsplit

import pytest
from model_testing import TRUE_BOARD
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QMessageBox

from gui.model.document import BoardDocument
from gui.qt.app import run, table_screenshot_path
from gui.qt.table_window import TableWindow, no_phone_hint
from solver import Board, Lexicon
from table.host import TableHost, TableOptions, open_table

SAMPLE = Path(__file__).resolve().parents[3] / "resources" / "samples" / "sample_4x4.jpg"
LOOPBACK = "127.0.0.1"
KEYS: dict[tuple[str, str | None], str] = {}  # (the link's path, player) -> the player's key


def call(url: str, method: str, path: str, body: Any = None, raw: bytes | None = None,
         timeout: float = 30) -> tuple[int, Any]:  # fmt: skip
    """One request, as a phone sends it; never to anything but 127.0.0.1."""
    assert urlsplit(url).hostname == LOOPBACK
    data = raw if raw is not None else None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url + path, data=data, method=method)
    player = body.get("player") if isinstance(body, dict) else None
    link = urlsplit(url).path  # the token: a table on the same folder keeps it, and the keys
    if (link, player) in KEYS:
        request.add_header("X-Player-Key", KEYS[link, player])
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            answer = json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())
    if path == "api/join":  # the phone keeps its player's key, as the page does
        KEYS[link, answer["player"]] = answer["key"]
    return 200, answer


def ok(url: str, method: str, path: str, body: Any = None, **kwargs: Any) -> Any:
    status, answer = call(url, method, path, body, **kwargs)
    assert status == 200, (status, answer)
    return answer


def refused(port: int) -> bool:
    try:
        socket.create_connection((LOOPBACK, port), timeout=2).close()
    except ConnectionRefusedError:
        return True
    return False


class Opener:
    """Opens real tables on 127.0.0.1 in the test's folder, and closes what is left after."""

    def __init__(self, lexicon: Lexicon, folder: Path) -> None:
        self.lexicon = lexicon
        self.folder = folder
        self.asked: list[str] = []
        self.links: list[TableHost] = []

    def __call__(self, address: str) -> TableHost:
        self.asked.append(address)
        # "here" stands for a second network card: it opens on loopback all the same.
        host = LOOPBACK if address == "here" else address
        options = TableOptions(host=host, port=0, headless=False, folder=self.folder,
                               resume=False, warm_reader=False)  # fmt: skip
        link = open_table(self.lexicon, None, options)
        self.links.append(link)
        return link


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("BOGGLE_LENS_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def opener(enable: Lexicon, tmp_path: Path, data_dir: Path) -> Iterator[Opener]:
    made = Opener(enable, tmp_path / "table")
    yield made
    for link in made.links:
        link.close()


@pytest.fixture
def main(make_window, app_settings, opener: Opener):
    app_settings.document = BoardDocument(TRUE_BOARD)
    window = make_window()
    window.set_table_opener(opener)
    return window


def open_table_window(qtbot, main, hint_delay_ms: int = 60_000) -> TableWindow:
    main.table.hint_delay_ms = hint_delay_ms
    main.actions.phones_table.trigger()
    window = main.table.window
    assert window is not None
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def table_window(qtbot, main) -> TableWindow:
    return open_table_window(qtbot, main)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def join(qtbot, window: TableWindow, name: str) -> str:
    player = ok(window.link.url, "POST", "api/join", {"name": name})["player"]
    qtbot.waitUntil(lambda: player in phone_names(window), timeout=2000)
    return player


def phone_names(window: TableWindow) -> list[str]:
    return window.phones.names()


# -- the join code, the phones, the link -----------------------------------------------------


def test_without_an_opener_the_menu_entry_is_hidden(make_window) -> None:
    window = make_window()
    assert not window.actions.phones_table.isVisible()
    assert window.table.open_window() is None


def test_the_window_shows_the_code_and_the_address(qtbot, main, table_window) -> None:
    assert main.actions.phones_table.isVisible()
    board_menu = next(a.menu() for a in main.menuBar().actions() if a.text() == "&Board")
    assert main.actions.phones_table in board_menu.actions()
    assert main.actions.phones_table.text() == "P&hones at the table…"
    assert table_window.windowTitle() == "Phones at the table"
    pixmap = table_window.qr_label.pixmap()
    assert not pixmap.isNull() and pixmap.width() >= 300
    url = table_window.link.url
    assert table_window.address.text() == url
    assert url.startswith(f"http://{LOOPBACK}:{table_window.link.port}/t/")
    assert table_window.address.isReadOnly()
    assert not table_window.address_combo.isVisible()  # one address: nothing to choose
    click(qtbot, table_window.copy_button)
    assert QGuiApplication.clipboard().text() == url
    # The menu entry raises the window that is open rather than opening a second table.
    main.actions.phones_table.trigger()
    assert main.table.window is table_window


def test_a_phone_is_listed_by_its_name_as_text_and_can_be_removed(qtbot, table_window) -> None:
    url = table_window.link.url
    join(qtbot, table_window, "Ann")
    name = join(qtbot, table_window, "<b>Bo</b>")
    assert phone_names(table_window) == ["Ann", "<b>Bo</b>"]  # shown literally, never markup
    phones = table_window.phones
    assert phones.title() == "Phones (2)"
    assert not phones.remove_button.isEnabled()
    rect = phones.list.visualItemRect(phones.list.item(1))
    qtbot.mouseClick(phones.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert phones.selected() == name
    click(qtbot, phones.remove_button)
    qtbot.waitUntil(lambda: phone_names(table_window) == ["Ann"], timeout=2000)
    assert "<b>Bo</b> was removed" in table_window.status_label.text()
    status, answer = call(
        url, "POST", "api/round/words", {"player": name, "word": "cat", "id": "1"}
    )
    assert status == 403, answer
    assert call(url, "POST", "api/join", {"name": name})[0] == 403


def test_a_new_link_asks_first_then_shuts_out_the_old_one(qtbot, table_window) -> None:
    old = table_window.link.url
    join(qtbot, table_window, "Ann")
    click(qtbot, table_window.new_link_button)
    box = table_window.new_link_box
    assert box is not None
    qtbot.waitExposed(box)
    click(qtbot, box.button(QMessageBox.StandardButton.Cancel))
    assert table_window.link.url == old
    click(qtbot, table_window.new_link_button)
    box = table_window.new_link_box
    qtbot.waitExposed(box)
    old_code = table_window.qr_label.pixmap().toImage()
    click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    new = table_window.link.url
    assert new != old
    assert table_window.address.text() == new
    assert table_window.qr_label.pixmap().toImage() != old_code
    qtbot.waitUntil(lambda: phone_names(table_window) == [], timeout=2000)  # all dropped
    assert call(old, "GET", "api/board")[0] == 403
    assert ok(new, "GET", "api/board")["board"] == TRUE_BOARD.text


# -- boards both ways --------------------------------------------------------------------------


def test_a_die_fixed_on_a_phone_shows_on_the_desktop_and_back(qtbot, main, table_window) -> None:
    url = table_window.link.url
    model = main.model
    assert ok(url, "GET", "api/board")["board"] == TRUE_BOARD.text  # sent when the table opened
    fixed = Board.parse("CATS/RZPE/MINT/LUGS")
    ok(url, "PUT", "api/board", {"board": fixed.text})
    qtbot.waitUntil(lambda: model.document.board == fixed, timeout=1000)
    assert main.undo_stack.undoText() == "Fix from a phone"
    assert "A phone changed the board" in table_window.status_label.text()

    model.set_face((0, 0), "B")
    expected = model.document.board.text
    assert expected.startswith("B,")
    qtbot.waitUntil(lambda: ok(url, "GET", "api/board")["board"] == expected, timeout=1000)


def test_a_photo_from_a_phone_lands_on_the_correction_screen(qtbot, main, table_window) -> None:
    answer = ok(table_window.link.url, "POST", "api/photo", raw=SAMPLE.read_bytes(), timeout=120)
    model = main.model

    def shown() -> bool:
        document = model.document
        return document.photo is not None and document.reading is not None

    qtbot.waitUntil(shown, timeout=10_000)
    document = model.document
    assert document.photo is not None and document.photo.name == answer["photo"]
    assert document.board.text == answer["board"]  # the reading, nothing corrected yet
    assert document.board == document.read_board
    assert isinstance(model.photo_image(), QImage)
    assert main.actions.show_photo.isEnabled()


# -- a round -----------------------------------------------------------------------------------


def test_a_round_started_from_the_window_is_played_and_scored(qtbot, main, table_window) -> None:
    url = table_window.link.url
    panel = table_window.round_panel
    join(qtbot, table_window, "Ann")
    join(qtbot, table_window, "Bo")
    words = [w["word"] for w in ok(url, "GET", "api/board")["words"]]
    assert len(words) >= 3
    panel.seconds.selectAll()
    qtbot.keyClicks(panel.seconds, "90")
    assert panel.seconds.value() == 90 and panel.cancel_box.isChecked()
    click(qtbot, panel.start_button)
    qtbot.waitUntil(lambda: panel.phase == "playing", timeout=2000)
    assert panel.clock.text() in ("1:30", "1:29")
    assert not panel.start_button.isEnabled()

    def word(player: str, text: str, number: int) -> dict[str, Any]:
        return ok(url, "POST", "api/round/words", {"player": player, "word": text,
                                                   "id": f"{player}-{number}"})  # fmt: skip

    assert word("Ann", words[0], 1)["status"] == "counted"
    assert word("Ann", words[1], 2)["status"] == "counted"
    assert word("Bo", words[1], 1)["status"] == "counted"  # so far: cancelled at the end
    assert word("Bo", "zzzq", 2)["status"] != "counted"
    qtbot.waitUntil(
        lambda: [row[:2] for row in panel.player_rows()] == [("Ann", "2 words"), ("Bo", "2 words")],
        timeout=2000,
    )
    # The phones' board is fixed during a round: the desktop's edit reaches them after it.
    main.model.set_face((0, 0), "B")
    qtbot.wait(300)
    assert ok(url, "GET", "api/board")["board"] == TRUE_BOARD.text
    click(qtbot, panel.pause_button)
    qtbot.waitUntil(lambda: not panel.running, timeout=2000)
    assert call(url, "POST", "api/round/words", {"player": "Ann", "word": words[2],
                                                 "id": "late"})[0] == 409  # fmt: skip
    # A refusal reaches the status line as a sentence.
    panel.start_wanted.emit(60.0, True, None)
    qtbot.waitUntil(
        lambda: "a round is already on" in table_window.status_label.text(), timeout=2000
    )
    assert table_window.status_label.text().startswith("Could not start the round")
    click(qtbot, panel.resume_button)
    qtbot.waitUntil(lambda: panel.running, timeout=2000)
    click(qtbot, panel.end_button)
    qtbot.waitUntil(lambda: panel.phase == "scored", timeout=2000)
    rows = panel.player_rows()
    scores = [int(points) for _name, _count, points in rows]
    assert [name for name, _count, _points in rows] == ["Ann", "Bo"]
    assert scores == sorted(scores, reverse=True) and scores[0] > 0
    assert panel.summary.text().startswith(f"Ann {scores[0]} · Bo {scores[1]}")
    shared = panel.tree.topLevelItem(1).child(0)
    assert (shared.text(0), shared.text(1)) == (words[1], "cancelled: another player found it")
    assert panel.start_button.isEnabled()
    qtbot.waitUntil(lambda: ok(url, "GET", "api/board")["board"].startswith("B,"), timeout=1000)


def test_an_interrupted_round_is_offered_back(qtbot, main, opener: Opener) -> None:
    # A round left unfinished in the table's journal, as a crash leaves it.
    before = opener(LOOPBACK)
    ok(before.url, "PUT", "api/board", {"board": TRUE_BOARD.text})
    ok(before.url, "POST", "api/join", {"name": "Ann"})
    word = ok(before.url, "GET", "api/board")["words"][0]["word"]  # none to phones during play
    before.start_round(120).result(5)
    ok(before.url, "POST", "api/round/words", {"player": "Ann", "word": word, "id": "w1"})
    before.close()
    main.model.set_face((3, 3), "Z")  # the desktop moved on to another board since

    window = open_table_window(qtbot, main)
    assert window.banner.isVisible()
    assert window.banner.plain_text == "A round was interrupted. Bring it back?"
    assert window.round_panel.phase is None
    click(qtbot, window.banner.action_button)
    panel = window.round_panel
    qtbot.waitUntil(
        lambda: panel.phase == "playing" and not window.banner.isVisible(), timeout=2000
    )
    assert not panel.running and panel.resume_button.isEnabled()  # back, paused
    assert panel.seconds.value() == 120 and not panel.seconds.isEnabled()
    assert panel.player_rows() == [("Ann", "1 word", panel.player_rows()[0][2])]
    assert main.model.document.board == TRUE_BOARD  # the round's board is back on the desktop


# -- when nothing comes, another address, closing ---------------------------------------------


def test_a_table_that_cannot_open_says_why(qtbot, main, monkeypatch) -> None:
    def cannot_open(_address: str) -> TableHost:
        raise OSError(98, "Address already in use")

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    main.set_table_opener(cannot_open)
    main.actions.phones_table.trigger()
    assert main.table.window is None
    assert said == [f"The table could not be opened on {LOOPBACK}: Address already in use"]


def test_the_window_says_what_may_be_wrong_when_no_phone_joins(qtbot, main) -> None:
    window = open_table_window(qtbot, main, hint_delay_ms=200)
    assert not window.hint_label.isVisible()
    qtbot.waitUntil(window.hint_label.isVisible, timeout=2000)
    port = window.link.port
    assert window.hint_label.text() == no_phone_hint(port)
    assert f"blocking port {port}." in window.hint_label.text()
    join(qtbot, window, "Ann")
    assert not window.hint_label.isVisible()


def test_another_address_reopens_the_table_there(qtbot, main, opener: Opener) -> None:
    # 192.0.2.x (TEST-NET-1) is nobody's address: listening there fails, and nothing is sent.
    main.set_table_opener(opener, lambda: [LOOPBACK, "192.0.2.123", "here"])
    window = open_table_window(qtbot, main)
    combo = window.address_combo
    assert combo.isVisible() and combo.currentData() == LOOPBACK
    first = window.link
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert opener.asked[-1] == "192.0.2.123"
    assert "Could not listen on 192.0.2.123" in window.status_label.text()
    assert window.link is first and combo.currentData() == LOOPBACK
    qtbot.keyClick(combo, Qt.Key.Key_End)
    assert opener.asked[-1] == "here"
    assert window.link is not first and window.address.text() == window.link.url
    assert refused(first.port)
    join(qtbot, window, "Ann")  # the bridge listens to the new table


def test_closing_the_window_closes_the_table(qtbot, main, table_window) -> None:
    port = table_window.link.port
    assert not refused(port)
    table_window.close()
    assert main.table.window is None
    assert refused(port)
    # And the main window closes the table it opened.
    again = open_table_window(qtbot, main)
    port = again.link.port
    main.close()
    assert refused(port)


def test_table_screenshot(qtbot, tmp_path: Path, opener: Opener) -> None:
    out = tmp_path / "shot" / "window.png"
    args = SimpleNamespace(photo=None, board=TRUE_BOARD.text, select=None, screenshot=out,
                           rules=None, dict=None, table=True)  # fmt: skip
    assert run(args, lambda _model: opener, lambda: [LOOPBACK]) == 0
    table_shot = table_screenshot_path(out)
    assert table_shot == tmp_path / "shot" / "window-table.png"
    image = QImage(str(table_shot))
    assert not image.isNull() and image.width() >= 800
    assert all(refused(link.port) for link in opener.links)


def test_a_round_from_the_window_is_scored_by_house_rules(
    qtbot, main, table_window, tmp_path: Path
) -> None:
    """House rules chosen in the window score the phones' round, as on the desktop."""
    url = table_window.link.url
    panel = table_window.round_panel
    broken = tmp_path / "broken.toml"
    broken.write_text("[[[ not toml", encoding="utf-8")
    assert panel.use_house_rules(broken) is not None
    assert "cannot be used" in panel.house_label.text() and panel.house_text is None
    house = tmp_path / "doubles.toml"
    house.write_text('name = "doubles"\nmin_length = 3\nlength_points = [0, 0, 0, 2, 2, 4]\n')
    assert panel.use_house_rules(house) is None
    assert panel.house_label.text() == "House rules: doubles"
    join(qtbot, table_window, "Ann")
    # The board's words, while phones may see them: a round keeps them from the phones.
    word = next(w["word"] for w in ok(url, "GET", "api/board")["words"] if len(w["word"]) == 3)
    click(qtbot, panel.start_button)
    qtbot.waitUntil(lambda: panel.phase == "playing", timeout=2000)
    assert (
        ok(url, "POST", "api/round/words", {"player": "Ann", "word": word, "id": "1"})["points"]
        == 2
    )
    click(qtbot, panel.end_button)
    qtbot.waitUntil(lambda: panel.phase == "scored", timeout=2000)
    scored = ok(url, "GET", "api/round")
    assert scored["rules"] == "doubles" and scored["players"][0]["score"] == 2
