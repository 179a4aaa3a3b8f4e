"""``--lang`` on every command that takes it, run as a user runs them (a process each)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from cli_testing import boggle_lens

from solver import Board, roll
from solver.languages import LANGUAGES

FRENCH_LIST = ("wfrench", "/usr/share/dict/french")
GERMAN_LIST = ("wngerman", "/usr/share/dict/ngerman")


def needs(package_and_path: tuple[str, str]) -> Path:
    package, path = package_and_path
    if not Path(path).is_file():
        pytest.skip(f"Debian's {package} is not installed (apt-get install {package})")
    return Path(path)


def run_json(*args: str) -> dict:
    result = boggle_lens(*args, "--format", "json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def faces_of(code: str) -> set[str]:
    return {face for die in LANGUAGES[code].dice.dice for face in die}


@pytest.mark.parametrize(
    ("code", "word_list", "fold"),
    [
        ("fr", FRENCH_LIST, lambda word: LANGUAGES["fr"].folding.fold(word)),
        ("de", GERMAN_LIST, lambda word: LANGUAGES["de"].folding.fold(word)),
    ],
)
def test_solve_lists_words_of_the_language(
    code: str, word_list: tuple[str, str], fold: Callable[[str], str]
) -> None:
    # The test of done: of the words found on rolled boards, 90% or more are in
    # Debian's list for that language once folded.
    entries = needs(word_list).read_text(encoding="utf-8").split()
    folded = {fold(entry) for entry in entries}
    found: list[str] = []
    for seed in (11, 12, 13):
        board = roll(LANGUAGES[code].dice, random.Random(seed))
        found += [item["word"] for item in run_json("solve", "--lang", code, board.text)["words"]]
    assert len(found) > 30
    assert sum(word in folded for word in found) >= 0.9 * len(found)


def test_solve_in_spanish_spells_n_tilde() -> None:
    record = run_json("solve", "--lang", "es", "A,Ñ,O,S/E,R,T,N/A,L,I,O/C,A,S,A")
    words = {item["word"] for item in record["words"]}
    assert "año" in words  # on the Ñ die: a letter of its own, not an N
    english = run_json("solve", "A,Ñ,O,S/E,R,T,N/A,L,I,O/C,A,S,A")
    assert not any("ñ" in item["word"] for item in english["words"])


def test_roll_shakes_the_language_dice_unless_dice_are_named() -> None:
    for seed in range(3):
        spanish = boggle_lens("roll", "--lang", "es", "--seed", str(seed))
        assert spanish.returncode == 0, spanish.stderr
        assert set(Board.parse(spanish.stdout).faces) <= faces_of("es")
    named = boggle_lens("roll", "--lang", "es", "--dice", "big", "--seed", "1")
    assert Board.parse(named.stdout).rows == 5  # --dice wins over the language's set


def test_solve_in_dutch_uses_the_shipped_opentaal_list() -> None:
    board = roll(LANGUAGES["nl"].dice, random.Random(3))
    words = [item["word"] for item in run_json("solve", "--lang", "nl", board.text)["words"]]
    dutch = LANGUAGES["nl"].lexicon()
    assert len(words) > 10 and all(word in dutch for word in words)


def test_an_unknown_language_is_a_one_line_usage_error() -> None:
    result = boggle_lens("solve", "--lang", "xx", "ABCD/EFGH/IJKL/MNOP")
    assert result.returncode == 2
    assert "unknown language 'xx'; choose one of en (English), fr (French)" in result.stderr
    assert "Traceback" not in result.stderr


def test_stats_rolls_the_language_dice_against_its_dictionary() -> None:
    record = run_json("stats", "--lang", "es", "--boards", "20", "--jobs", "1", "--seed", "4")
    assert record["dice"] == "es" and record["boards"] == 20
    assert record["words"]["mean"] > 10


def test_best_searches_boards_of_the_language_letters() -> None:
    record = run_json("best", "--lang", "es", "--evaluations", "20", "--seed", "2")
    board = Board.parse(record["board"])
    dice = [set(die) for die in LANGUAGES["es"].dice.dice]
    assert all(any(face in die for die in dice) for face in board.faces)
    assert record["score"] > 0


def test_score_folds_the_players_words(tmp_path: Path) -> None:
    needs(FRENCH_LIST)
    words = tmp_path / "ann.txt"
    words.write_text("été\nÉTÉ\nzzz\n", encoding="utf-8")
    record = run_json(
        "score", "--lang", "fr", "E,T,E,M/R,E,S,A/X,X,X,X/X,X,X,X", "--player", f"Ann={words}"
    )
    statuses = [(w["word"], w["status"]) for w in record["players"][0]["words"]]
    assert statuses == [("ete", "counted"), ("ete", "duplicate"), ("zzz", "not-in-dictionary")]


def test_read_solves_with_the_language_dictionary(tmp_path: Path) -> None:
    needs(FRENCH_LIST)
    import cv2

    from synth import render_board

    board = roll(LANGUAGES["fr"].dice, random.Random(7))
    photo = tmp_path / "plateau.jpg"
    cv2.imwrite(str(photo), render_board(board, 5, tilt=6, spin=-3).image)
    record = run_json("read", "--lang", "fr", "--solve", str(photo))
    french = LANGUAGES["fr"].lexicon()
    words = [item["word"] for item in record["words"]]
    assert words and all(word in french for word in words)
    english = {item["word"] for item in run_json("solve", record["board"])["words"]}
    assert not set(words) <= english  # the French list, not ENABLE


def test_the_table_folds_a_phone_word_the_language_way(tmp_path: Path) -> None:
    needs(FRENCH_LIST)
    from test_table_command import TableProcess

    table = TableProcess(tmp_path / "data", "--lang", "fr")
    try:
        assert table.ok("PUT", "api/board", {"board": "E,T,E,M/R,E,S,A/X,X,X,X/X,X,X,X"})
        table.ok("POST", "api/join", {"name": "Ann"})
        table.ok("POST", "api/round", {"seconds": 120})
        answer = table.ok("POST", "api/round/words", {"player": "Ann", "word": "été", "id": "1"})
        assert (answer["word"], answer["status"]) == ("ete", "counted")
    finally:
        table.clean_up()
