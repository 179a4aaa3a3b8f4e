"""While a round runs, nothing of the solution shows on a phone: a path drawn before it starts
goes, the board's word list and the last round's missed words (the same board may be played
again) leave the page, and the page holds none of the board's words at all, since the host
sends none. When the round ends, they come back: the words, and a tapped word's path.
In Chromium and WebKit; a screenshot of the round in progress is kept to look at."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path

from browser import Phone
from table_client import TableClient

from table import TableHost

BOARD = "CATS/ROPE/MINT/LUGS"


def solution_words(phone: Phone) -> list[str]:
    """The board's words the page holds (none during play)."""
    return phone.driver.execute_script(
        "return (S.board && Array.isArray(S.board.words)) ? S.board.words.map((w) => w.word) : [];"
    )


def drawn(phone: Phone) -> dict[str, int]:
    """What of a path is drawn or marked on the page."""
    return phone.driver.execute_script(
        "const n = (css) => document.querySelectorAll(css).length;"
        "return {dice: n('#board .on-path'), badges: n('#board .badge'),"
        " lines: n('#path-overlay polyline, #path-overlay circle'), selected: n('li.selected'),"
        " listed: n('#word-list li[data-word], #missed li[data-word], #results-players li')};"
    )


def words_in_page(phone: Phone, words: list[str]) -> list[str]:
    """Which of ``words`` the page's text holds anywhere, shown or hidden."""
    text = phone.driver.execute_script("return document.body.textContent.toLowerCase();")
    return [w for w in words if re.search(rf"\b{re.escape(w)}\b", text)]


def test_a_round_in_progress_shows_no_solution_on_a_phone(
    table: TableHost,
    client: TableClient,
    phone_in: Callable[..., Phone],
    engine: str,
    tmp_path: Path,
) -> None:
    shots = Path(os.environ.get("BOGGLE_LENS_PAGE_SHOTS") or tmp_path)
    shots = shots if engine == "chromium" else shots / engine
    phone = phone_in("en")
    try:
        board = client.ok("PUT", "api/board", {"board": BOARD})
        words = [w["word"] for w in board["words"] if len(w["word"]) >= 4]
        assert len(words) > 10
        phone.open(table.url)
        phone.join("Ann")
        phone.wait(
            lambda: sorted(solution_words(phone)) == sorted(w["word"] for w in board["words"])
        )

        # A round played and scored on this board: its missed words are listed, one is drawn.
        client.ok("POST", "api/round", {"seconds": 60})
        phone.wait(lambda: phone.mode() == "playing")
        client.ok("POST", "api/round/end")
        phone.wait(lambda: phone.mode() == "scored" and phone.shown("results"))
        phone.unfold("missed-details")
        phone.wait(lambda: len(phone.listed_words("missed")) == len(board["words"]))
        # And the board's own list, opened, with the longest word's path drawn.
        phone.open_words()
        longest = max(board["words"], key=lambda w: len(w["word"]))
        phone.find(f'#word-list li[data-word="{longest["word"]}"] button.word-btn').click()
        path = [tuple(cell) for cell in longest["path"]]
        phone.wait(lambda: phone.path_shown() == path, message="the path is not drawn")
        phone.wait(lambda: drawn(phone)["lines"] > 0 and drawn(phone)["selected"] >= 1)

        # The same board again: the round starts on the host, the phone follows.
        client.ok("POST", "api/round", {"seconds": 60})
        phone.wait(lambda: phone.mode() == "playing" and phone.shown("word-input"))
        phone.wait(lambda: drawn(phone) == dict.fromkeys(drawn(phone), 0), message="drawn")
        assert phone.path_shown() == []
        assert solution_words(phone) == []
        assert words_in_page(phone, words) == []
        assert phone.text("#board-summary") == "4×4"  # no count of words or points either
        # A reconnecting phone (a reload) is sent none either.
        phone.driver.refresh()
        phone.wait(lambda: phone.mode() == "playing" and phone.shown("word-input"))
        assert solution_words(phone) == [] and words_in_page(phone, words) == []
        phone.screenshot(shots / "phone-round-no-solution.png", full=False)

        # The end: the words come back, and a tapped word's path with them.
        client.ok("POST", "api/round/end")
        phone.wait(lambda: phone.mode() == "scored" and phone.shown("results"))
        phone.wait(lambda: len(solution_words(phone)) == len(board["words"]))
        phone.unfold("missed-details")
        phone.wait(lambda: len(phone.listed_words("missed")) == len(board["words"]))
        phone.find(f'#missed li[data-word="{longest["word"]}"] button.word-btn').click()
        phone.wait(lambda: phone.path_shown() == path, message="no path after the round")
        phone.open_words()
        phone.wait(lambda: len(phone.listed_words("word-list")) == len(board["words"]))
    finally:
        phone.leave()
