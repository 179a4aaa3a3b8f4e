"""The game's language in the Qt-free model: remembered, its dictionary key, its dice."""

from __future__ import annotations

import random

from gui.model.app import AppModel
from gui.model.dictionaries import dictionary_label, load_dictionary
from gui.model.document import BoardDocument
from gui.model.edition import dictionary_key, language_choices, language_of_key
from gui.model.memory import RememberedValues
from gui.model.round import Round
from solver import Board, Lexicon
from solver.languages import LANGUAGES

BOARD = Board.parse("E,T,E,M/R,E,S,A/X,X,X,X/X,X,X,X")


def test_choosing_a_language_remembers_it_and_asks_for_its_dictionary() -> None:
    memory = RememberedValues()
    model = AppModel(memory, BoardDocument(BOARD), random.Random(1))
    assert model.language == "en"
    languages: list[str] = []
    wanted: list[str] = []
    model.language_changed.connect(languages.append)
    model.words.dictionary_wanted.connect(lambda key, _request: wanted.append(key))
    model.set_language("es")
    assert (model.language, memory.language, languages, wanted) == ("es", "es", ["es"], ["lang:es"])
    model.roll_same_size()
    spanish_faces = {face for die in LANGUAGES["es"].dice.dice for face in die}
    assert set(model.document.board.faces) <= spanish_faces
    assert AppModel(memory).language == "es"  # a relaunch plays in the language chosen
    assert AppModel(RememberedValues(language="klingon")).language == "en"


def test_language_keys_and_labels() -> None:
    assert dictionary_key("en", "enable") == "enable"
    assert dictionary_key("fr", "enable") == "lang:fr"
    assert language_of_key("lang:nl") == "nl" and language_of_key("/home/me/lang:fr") is None
    assert dictionary_label("lang:es") == "Spanish: hunspell-es + wspanish (Debian)"
    assert [choice.code for choice in language_choices()] == ["en", "fr", "de", "es", "nl"]
    spanish = load_dictionary("lang:es")
    assert spanish.language == "es" and "año" in spanish


def test_a_round_in_french_folds_the_typed_words() -> None:
    lexicon = Lexicon.from_words(["été", "mère", "mes"], name="mini", language="fr")
    round_ = Round(BOARD, lexicon, None, ["Ann"])
    round_.start()
    entered = round_.enter_word("Ann", "Été")
    assert entered is not None and (entered.word, entered.ok) == ("ete", True)
