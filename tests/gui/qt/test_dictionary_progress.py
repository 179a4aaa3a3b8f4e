"""A word list's first use compiles it for seconds (issue 49: 8.6 s for French, 14 s for
German): the app does it in the background as soon as the list is chosen, and the status bar
says so with its progress; the list in force stays usable meanwhile."""

from __future__ import annotations

import random
import string

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from solver.cache import CACHE_ENV


def _big_word_list(path, count: int = 60_000) -> None:
    """Words no cache has seen: seconds of compiling, long enough to report its progress."""
    rng = random.Random(49)
    words = {
        "".join(rng.choices(string.ascii_lowercase, k=rng.randint(4, 9))) for _ in range(count)
    }
    path.write_text("\n".join(sorted(words | {"cat", "cats", "coat"})), encoding="utf-8")


def test_a_list_chosen_is_compiled_in_the_background_with_its_progress_shown(
    make_window, qtbot, tmp_path, monkeypatch
):
    window = make_window()
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "fresh-cache"))  # the list's first use
    own = tmp_path / "big-list.txt"
    _big_word_list(own)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(own), ""))
    shown: list[str] = []
    window.model.words.dictionary_progress.connect(
        lambda _key, _fraction: shown.append(window.dictionary_label.text())
    )
    # Word list > Other word list… (the last choice), with the keyboard.
    combo = window.words.dictionary_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: len(shown) >= 3, timeout=60000)
    assert shown[0].startswith("Dictionary: compiling big-list.txt for its first use…")
    percents = [int(text.rsplit(" ", 1)[1].rstrip("%")) for text in shown]
    assert percents == sorted(percents) and 0 <= percents[0] < percents[-1] <= 100
    # Meanwhile the list in force still checks words.
    assert window.model.words.lexicon.name == "ENABLE" and window.model.words.solution
    qtbot.waitUntil(lambda: window.model.words.dictionary_key == str(own), timeout=120000)
    assert "big-list.txt" in window.dictionary_label.text()
    assert "compiling" not in window.dictionary_label.text()
    lexicon = window.model.words.lexicon
    assert "cats" in lexicon and lexicon.word_count > 40_000
    assert window.model.words.solution.words  # the board solved with the new list
