"""The phone page in the phone's language: its string table (table/page/strings.js) has every
key in every language, with the same placeholders, and covers every key the page asks for; in
a browser set to French (Chromium and WebKit), the page speaks French."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from browser import Phone

PAGE = Path(__file__).resolve().parents[2] / "table" / "page"
BEGIN, END = "/* strings-json */", "/* end-strings-json */"


def string_table() -> dict[str, dict[str, str]]:
    text = (PAGE / "strings.js").read_text(encoding="utf-8")
    return json.loads(text[text.index(BEGIN) + len(BEGIN) : text.index(END)])


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", text))


def test_every_language_has_every_key_with_the_same_placeholders():
    table = string_table()
    assert {"en", "fr", "de"} <= set(table)
    english = table["en"]
    for code, words in table.items():
        assert set(words) == set(english), code
        for key, text in words.items():
            assert text.strip(), (code, key)
            assert placeholders(text) == placeholders(english[key]), (code, key)


def test_every_key_the_page_asks_for_is_in_the_table():
    english = string_table()["en"]
    script = (PAGE / "app.js").read_text(encoding="utf-8")
    markup = (PAGE / "index.html").read_text(encoding="utf-8")
    asked = set(re.findall(r"\bt\('([\w-]+)'", script))
    asked |= {
        key for pair in re.findall(r"plural\([^,]+, '(\w+)', '(\w+)'\)", script) for key in pair
    }
    asked |= set(re.findall(r'data-i18n(?:-aria|-placeholder)?="([\w-]+)"', markup))
    assert len(asked) > 40  # the scan found the page's words, not nothing
    assert asked - set(english) == set()
    # The French table is not English in disguise.
    french = string_table()["fr"]
    same = {key for key in english if french[key] == english[key]}
    assert len(same) < len(english) // 5, same


def test_the_page_has_words_for_every_reason_the_table_refuses_with():
    """Each reason raised in table/ has its page sentence, and each page sentence is for a
    reason that exists (gui.model.error_text lists them all), so no code is misspelt."""
    from gui.model.error_text import SENTENCES

    raised = {
        reason
        for source in (PAGE.parent).glob("*.py")
        for reason in re.findall(r"""reason=["']([a-z_]+\.[a-z_]+)["']""", source.read_text())
    }
    assert {"table.no_round", "table.name_too_long", "round.paused"} <= raised  # the scan works
    page = {
        key.removeprefix("refused_") for key in string_table()["en"] if key.startswith("refused_")
    }
    assert raised - page == set()
    assert page - set(SENTENCES) == set()


def test_the_page_is_served_with_its_strings(client):
    status, body = client.call("GET", "strings.js")
    assert status == 200 and b"strings-json" in body


# -- in a browser ------------------------------------------------------------------------------


@pytest.fixture
def french_phone(phone_in: Callable[..., Phone]) -> Iterator[Phone]:
    """A phone set to French, in each engine."""
    phone = phone_in("fr")
    yield phone
    phone.leave()


def test_a_phone_in_french_sees_the_page_in_french(table, french_phone):
    phone = french_phone
    phone.open(table.url)
    phone.wait_shown("name-screen")
    assert phone.driver.execute_script("return document.documentElement.lang") == "fr"
    assert phone.text("#name-screen h2") == "Qui joue ?"
    assert phone.text("#name-save") == "Rejoindre la table"
    phone.join("Zoé")
    assert phone.text("#snap span") == "Photographier la grille"
    hidden_too = phone.by_id("board-empty").get_attribute("textContent")
    assert hidden_too == "Pas encore de grille : prenez les dés en photo."
    assert phone.by_id("word-input").get_attribute("placeholder") == "Temps écoulé"  # no round yet
    assert phone.by_id("start-round").get_attribute("textContent") == "Lancer une manche"
    assert phone.by_id("board").get_attribute("aria-label") == "La grille"


def test_a_french_phone_is_told_in_french_that_its_photo_shows_no_board(
    table, french_phone, tmp_path: Path
):
    """The host refuses the photo with an English error and the reason ``photo.no_board``: the
    page says the page's own French sentence for that reason."""
    import cv2
    import numpy as np

    phone = french_phone
    phone.open(table.url)
    phone.join("Zoé")
    grey = tmp_path / "no-board.png"
    cv2.imwrite(str(grey), np.full((480, 640, 3), 128, np.uint8))
    phone.by_id("photo-input").send_keys(str(grey))
    said = phone.wait(
        lambda: phone.shown("message") and phone.text("#message-text"),
        message="no message after a photo with no board",
    )
    french = string_table()["fr"]["refused_photo.no_board"]
    assert said == french == "Aucune grille lue : pas de grille de Boggle trouvée sur la photo."


def test_a_french_phone_says_goodbye_in_french_when_the_link_changes(table, french_phone):
    phone = french_phone
    phone.open(table.url)
    phone.join("Zoé")
    table.new_link()
    phone.wait_shown("bye-screen")
    assert phone.text("#bye-reason") == string_table()["fr"]["bye_new_link"]
    assert phone.text("#bye-reason") == "La table a un nouveau lien."
    assert phone.text("#bye-advice") == string_table()["fr"]["advice_new_link"]
