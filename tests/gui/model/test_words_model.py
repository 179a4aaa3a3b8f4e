"""The words side of the model: word lists that arrive late, rules, paths and the checker."""

from __future__ import annotations

import pytest

from gui.model.words import WordsModel
from solver import Board, Lexicon, LexiconError

BOARD = Board.parse("CATS/ROPE/MINT/LUGS")
SMALL = Lexicon.from_words(["cats", "cat", "rope", "mint", "tac"], name="small")
OTHER = Lexicon.from_words(["rope"], name="other")


@pytest.fixture
def words() -> WordsModel:
    words = WordsModel()
    words.set_board(BOARD)
    return words


def test_a_list_the_player_changed_their_mind_about_is_dropped(words):
    wanted: list[tuple[str, int]] = []
    words.dictionary_wanted.connect(lambda key, request: wanted.append((key, request)))
    first = words.choose_dictionary("enable")
    second = words.choose_dictionary("/my/words.txt")
    assert wanted == [("enable", first), ("/my/words.txt", second)]
    assert words.is_loading
    words.dictionary_loaded(first, SMALL)
    assert words.lexicon is None and words.solution is None
    words.dictionary_loaded(second, OTHER)
    assert words.lexicon is OTHER and words.dictionary_key == "/my/words.txt"
    assert not words.is_loading
    assert [found.word for found in words.solution.words] == ["rope"]


def test_a_bad_list_keeps_the_one_in_force(words):
    words.dictionary_loaded(words.choose_dictionary("enable"), SMALL)
    failures: list[str] = []
    words.dictionary_failed.connect(lambda _key, text: failures.append(text))
    words.dictionary_failed_to_load(words.choose_dictionary("/bad"), LexiconError("empty <list>"))
    assert words.lexicon is SMALL and words.dictionary_key == "enable"
    assert failures == ["Could not use that word list: empty &lt;list&gt;. Still using small."]


def test_with_no_list_at_all_a_failure_falls_back_to_the_bundled_one(words):
    wanted: list[str] = []
    words.dictionary_wanted.connect(lambda key, _request: wanted.append(key))
    words.dictionary_failed_to_load(words.choose_dictionary("/bad"), OSError("gone"))
    assert wanted == ["/bad", "enable"]


def test_rules_by_board_size_follow_the_board(words):
    assert words.rules is None
    assert words.effective_rules().name == "classic"
    words.set_board(Board.parse("ABCDE/FGHIJ/KLMNO/PQRST/UVWXY"))
    assert words.effective_rules().name == "big"
    words.set_rules("superbig")
    assert words.rules.name == "superbig" and words.effective_rules().name == "superbig"


def test_a_selected_word_steps_through_its_paths(words):
    words.dictionary_loaded(words.choose_dictionary("enable"), SMALL)
    shown: list[tuple[object, int, int]] = []
    words.path_changed.connect(lambda path, index, count: shown.append((path, index, count)))
    cat = next(found for found in words.solution.words if found.word == "cat")
    words.select_word(cat)
    assert words.selected_word == "cat" and words.path[0] == (0, 0)
    count = len(words.paths)
    words.step_path(1)
    assert words.path_index == (1 if count > 1 else 0)
    words.select_word(None)
    assert words.path == () and shown[-1] == ((), 0, 0)


def test_the_checker_answers_once_a_list_is_in(words):
    assert words.check("cats") is None
    words.dictionary_loaded(words.choose_dictionary("enable"), SMALL)
    check = words.check("cats")
    assert check is not None and check.ok and check.score == 1
    words.show_word("tac")
    assert words.selected_word == "tac" and len(words.path) == 3


def test_unknown_remembered_rules_fall_back_to_the_board_size():
    assert WordsModel("chess").rules_name == "auto"
    assert WordsModel("Big").rules_name == "big"
