"""Nothing left in English on a phone in French, German, Spanish or Dutch: the page is walked
through every state a player meets (the name screen, the table, a photo being read on the host,
the face picker, a round with a word refused and the round paused, the end's question, the
scores, and a goodbye from the host), in Chromium, and in WebKit in German; at each, the text a
player can read is checked as the desktop's nothing-left-in-English test checks its windows: no
English sentence of the page's own, and no English word."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from browser import Phone
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import Select, WebDriverWait
from table_client import TableClient
from test_page_language import string_table

from table import TableHost

LANGUAGES = ("fr", "de", "es", "nl")
BOARD = "CATS/ROPE/MINT/LUGS"
NAME = "Zoé"

# Words no French, German, Spanish or Dutch text of the page has, to catch English that never
# reached the string table (a sentence from the host, a word written in the page's code).
ENGLISH_WORDS = re.compile(
    r"\b(the|and|with|this|your|from|board|word|words|dice|not|found|round|player|players|"
    r"reading|snap|type|time|tap|dictionary|unsure|cancelled|counted|paused|waiting|winner|"
    r"nobody|you)\b",
    re.I,
)

# What a player can read: each shown element's own text, its aria-label, placeholder and title,
# the words its style sets before or after it, a shown list's choices, and the page's title.
SHOWN_TEXTS = """
const shown = (node) => node.checkVisibility
  ? node.checkVisibility({ visibilityProperty: true })
  : !!(node.offsetWidth || node.offsetHeight || node.getClientRects().length);
const texts = [['title', document.title]];
for (const node of document.body.querySelectorAll('*')) {
  if (!shown(node)) continue;
  const where = node.id || `${node.tagName.toLowerCase()}.${node.className}`;
  const own = Array.from(node.childNodes).filter((c) => c.nodeType === 3)
    .map((c) => c.textContent).join('');
  texts.push([where, own]);
  for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
    texts.push([`${where} ${name}`, node.getAttribute(name) || '']);
  }
  for (const part of ['::before', '::after']) {
    const content = getComputedStyle(node, part).content;
    if (/^["']/.test(content || '')) texts.push([`${where}${part}`, content.slice(1, -1)]);
  }
  if (node.tagName === 'SELECT') {
    for (const option of node.options) texts.push([`${where} option`, option.textContent]);
  }
}
return texts.map(([where, text]) => [where, text.trim()]).filter(([, text]) => text);
"""


def english_sentences(language: str) -> list[re.Pattern[str]]:
    """The page's English sentences that ``language`` says otherwise, as patterns matching the
    text shown ({placeholders} filled in)."""
    table = string_table()
    patterns = []
    for key, english in table["en"].items():
        if table[language][key] == english:
            continue  # the same in both: "Pause", "Scores"
        parts = re.split(r"\{\w+\}", english.strip())
        patterns.append(re.compile(".+".join(re.escape(part) for part in parts), re.DOTALL))
    return patterns


def english_left(phone: Phone, language: str, words: set[str]) -> dict[str, str]:
    """The texts shown on the phone still in English (the app's, the player's and the
    dictionary's names, and the game's ``words``, the board's and those typed, aside)."""
    sentences = english_sentences(language)
    left = {}
    for where, text in phone.driver.execute_script(SHOWN_TEXTS):
        if text.lower() in words:
            continue
        bare = text
        for name in (NAME, "Boggle Lens", "ENABLE"):
            bare = bare.replace(name, "")
        if any(p.fullmatch(text) for p in sentences) or ENGLISH_WORDS.search(bare):
            left[where] = text
    return left


def check(phone: Phone, language: str, state: str, words: set[str] = frozenset()) -> None:
    left = english_left(phone, language, set(words))
    assert left == {}, f"{phone.label}, {state}: English left: {left}"


# Every language in Chromium; in WebKit, German only. What the page says is the same in each
# engine (its string table and the host's problems); what is WebKit's own (its languages from
# the locale, text-overflow, checkVisibility, alerts) one language walks through, and WebKit
# shows French in test_page_language.py too.
CASES = [("chromium", language) for language in LANGUAGES] + [("webkit", "de")]


@pytest.mark.parametrize(("engine", "language"), CASES, indirect=["engine"])
def test_every_state_of_the_page_speaks_the_phones_language(
    table: TableHost,
    client: TableClient,
    phone_in: Callable[..., Phone],
    language: str,
    tmp_path: Path,
) -> None:
    not_a_photo = tmp_path / "notes.jpg"
    not_a_photo.write_text("a shopping list, not a photo\n", encoding="utf-8")
    phone = phone_in(language)
    try:
        walk(table, client, phone, language, not_a_photo)
    finally:
        phone.leave()


def walk(
    table: TableHost, client: TableClient, phone: Phone, language: str, not_a_photo: Path
) -> None:
    phone.open(table.url)
    phone.wait_shown("name-screen")
    assert phone.driver.execute_script("return document.documentElement.lang") == language
    check(phone, language, "the name screen")

    phone.join(NAME)
    board_words = {w["word"] for w in client.ok("PUT", "api/board", {"board": BOARD})["words"]}
    phone.wait(lambda: phone.faces()[:1] == [["C", "A", "T", "S"]], message="the board")
    phone.wait(lambda: phone.text("#phones li.me") == NAME)
    check(phone, language, "the table")
    phone.open_words()
    phone.wait(lambda: phone.listed_words("word-list"))
    check(phone, language, "the board's words", board_words)

    # A photo being read on the host: the host says so in English, the page in its own words.
    table._call(table.session.set_reading_state, True, 1, "Reading a photo…").result(5)
    phone.wait_shown("reading")
    check(phone, language, "a photo being read", board_words)
    table._call(table.session.set_reading_state, False, 0, "").result(5)
    phone.wait(lambda: not phone.shown("reading"))

    # A file that is no photo: the host refuses it, the page says why.
    phone.by_id("photo-input").send_keys(str(not_a_photo))
    phone.wait(lambda: phone.shown("message") and phone.text("#message-text"))
    check(phone, language, "a photo refused", board_words)
    phone.by_id("message-close").click()

    phone.die(0, 0).click()
    phone.wait_shown("face-picker")
    check(phone, language, "the face picker", board_words)
    phone.by_id("picker-cancel").click()
    phone.wait(lambda: not phone.shown("face-picker"))

    Select(phone.by_id("round-seconds")).select_by_value("60")
    phone.by_id("start-round").click()
    phone.wait(lambda: phone.mode() == "playing" and phone.shown("word-input"))
    for word in ("rope", "maison", "ab"):
        field = phone.by_id("word-input")
        field.send_keys(word)
        phone.by_id("word-send").click()
        phone.wait(lambda word=word: phone.text("#feedback .fb-word") == word)
        phone.wait(lambda: phone.text("#feedback .fb-result") not in ("", "…"))
    phone.wait(lambda: len(phone.find_all("#my-words li")) == 3)
    typed = {"rope", "maison", "ab"}
    check(phone, language, "a round, a word refused", typed | board_words)
    phone.by_id("pause-round").click()
    phone.wait(lambda: phone.shown("resume-round"))
    check(phone, language, "the round paused", typed | board_words)
    phone.by_id("resume-round").click()
    phone.wait(lambda: phone.shown("pause-round"))

    phone.by_id("end-round").click()
    asked = WebDriverWait(phone.driver, 5).until(expected_conditions.alert_is_present())
    question = asked.text
    assert question == string_table()[language]["confirm_end"], question
    asked.accept()
    phone.wait(lambda: phone.mode() == "scored" and phone.shown("results"))
    phone.unfold("missed-details")
    phone.wait(lambda: phone.listed_words("missed"))
    check(phone, language, "the scores", typed | board_words)

    table.remove_phone(NAME)
    phone.wait_shown("bye-screen")
    assert phone.text("#bye-reason") == string_table()[language]["bye_removed"]
    check(phone, language, "removed by the host")
