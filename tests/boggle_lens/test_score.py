"""``boggle-lens score`` end to end, through a real subprocess."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_testing import REPO, boggle_lens, heavy_modules_loaded_by

from solver import Board, Lexicon, load_house_rules, score_round, solve

BOARD = "quits/erda/stno/hign"  # Qu I T S / E R D A / S T N O / H I G N
CANONICAL = "Qu,I,T,S/E,R,D,A/S,T,N,O/H,I,G,N"
EXAMPLE = REPO / "resources" / "house_rules_example.toml"


def words_file(tmp_path: Path, name: str, content: str | bytes) -> str:
    path = tmp_path / f"{name}.txt"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return f"{name}={path}"


@pytest.fixture
def two_players(tmp_path: Path) -> list[str]:
    # A BOM, Windows line ends, blank lines, spaces and capitals: all ignored.
    ann = "\ufeffQUIT\r\n  quits \r\n\r\ntie\r\nquit\r\nzzz\r\nqi\r\n"
    bob = "quits\n\nsired\nsand\n"
    return [
        "--player",
        words_file(tmp_path, "ann", ann),
        "--player",
        words_file(tmp_path, "bob", bob),
    ]


def json_round(*args: str) -> dict:
    result = boggle_lens("score", *args, "--format", "json")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1  # exactly one object
    return json.loads(lines[0])


def test_json_field_by_field(two_players: list[str], enable: Lexicon) -> None:
    data = json_round(BOARD, *two_players)
    assert list(data) == [
        "board",
        "rules",
        "cancel",
        "players",
        "missed",
        "board_words",
        "board_score",
    ]
    assert (data["board"], data["rules"], data["cancel"]) == (CANONICAL, "classic", True)
    ann, bob = data["players"]
    assert all(set(player) == {"name", "score", "words"} for player in data["players"])
    assert ann["name"] == "ann" and bob["name"] == "bob"
    assert ann["words"] == [
        {"word": "quit", "status": "counted", "score": 1},
        {"word": "quits", "status": "cancelled", "score": 0},
        {"word": "tie", "status": "counted", "score": 1},
        {"word": "quit", "status": "duplicate", "score": 0},
        {"word": "zzz", "status": "not-in-dictionary", "score": 0},
        {"word": "qi", "status": "too-short", "score": 0},
    ]
    assert bob["words"] == [
        {"word": "quits", "status": "cancelled", "score": 0},
        {"word": "sired", "status": "not-on-board", "score": 0},
        {"word": "sand", "status": "counted", "score": 1},
    ]
    assert (ann["score"], bob["score"]) == (2, 1)
    solution = solve(Board.parse(BOARD), enable)
    assert (data["board_words"], data["board_score"]) == (213, 445)
    assert (data["board_words"], data["board_score"]) == (solution.word_count, solution.total_score)
    missed = data["missed"]
    assert all(set(item) == {"word", "score"} for item in missed)
    found = {"quit", "quits", "tie", "sand"}
    assert {item["word"] for item in missed} == {w.word for w in solution.words} - found
    assert missed == sorted(missed, key=lambda item: (-item["score"], item["word"]))
    assert missed[0] == {"word": "equitant", "score": 11}


def test_no_cancel(two_players: list[str]) -> None:
    data = json_round(BOARD, *two_players, "--no-cancel")
    assert data["cancel"] is False
    ann, bob = data["players"]
    assert ann["words"][1] == {"word": "quits", "status": "counted", "score": 2}
    assert bob["words"][0] == {"word": "quits", "status": "counted", "score": 2}
    assert (ann["score"], bob["score"]) == (4, 3)
    assert "quits" not in {item["word"] for item in data["missed"]}


def test_rules_and_dict(tmp_path: Path) -> None:
    words = tmp_path / "words.txt"
    words.write_text("quit\nquits\ntie\nsand\n", encoding="utf-8")
    player = words_file(tmp_path, "ann", "tie\nquit\nsand\nsnit\n")
    data = json_round(BOARD, "--player", player, "--rules", "big", "--dict", str(words))
    assert data["rules"] == "big"
    assert [(w["word"], w["status"], w["score"]) for w in data["players"][0]["words"]] == [
        ("tie", "too-short", 0),  # big rules need 4 letters
        ("quit", "counted", 1),  # Qu counts two
        ("sand", "counted", 1),
        ("snit", "not-in-dictionary", 0),
    ]
    assert data["missed"] == [{"word": "quits", "score": 2}]
    assert (data["board_words"], data["board_score"]) == (3, 4)


def test_house_rules_worked_by_hand(tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    house.write_text(
        'name = "kitchen"\nmin_length = 3\nlength_points = [0, 0, 0, 1, 2, 5]\n'
        "letter_points = {qu = 10, i = 1, t = 1, s = 1}\n"
        '[[bonus]]\ncell = [0, 1]\nkind = "TL"\n[[bonus]]\ncell = [0, 3]\nkind = "DW"\n',
        encoding="utf-8",
    )
    player = words_file(tmp_path, "ann", "quit\nquits\nqi\n")
    data = json_round(BOARD, "--player", player, "--house", str(house))
    assert data["rules"] == "kitchen"
    # quit: Qu 10 + I 1 on the TL (3) + T 1 = 14, + length_points[4] = 2 -> 16.
    # quits: 14 + S 1 on the DW = 15, x2 = 30, + length_points[5] = 5 -> 35.
    assert [(w["word"], w["status"], w["score"]) for w in data["players"][0]["words"]] == [
        ("quit", "counted", 16),
        ("quits", "counted", 35),
        ("qi", "too-short", 0),
    ]


def test_house_example_matches_the_library(two_players: list[str], enable: Lexicon) -> None:
    data = json_round(BOARD, *two_players, "--house", str(EXAMPLE))
    board = Board.parse(BOARD)
    players = [
        ("ann", ["quit", "quits", "tie", "quit", "zzz", "qi"]),
        ("bob", ["quits", "sired", "sand"]),
    ]
    expected = score_round(board, enable, players, load_house_rules(EXAMPLE))
    assert data["rules"] == "friends"
    assert [p["score"] for p in data["players"]] == [p.score for p in expected.players]
    assert data["board_score"] == expected.board_score
    assert data["missed"] == [{"word": m.word, "score": m.score} for m in expected.missed]


def test_text_format(two_players: list[str]) -> None:
    result = boggle_lens("score", BOARD, *two_players)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"{CANONICAL}  (classic rules, shared words cancel)"
    assert "ann: 2 points" in lines and "bob: 1 point" in lines
    start = lines.index("ann: 2 points") + 1
    assert [line.split() for line in lines[start : start + 4]] == [
        ["word", "status", "score"],
        ["quit", "counted", "1"],
        ["quits", "cancelled", "0"],
        ["tie", "counted", "1"],
    ]
    assert lines[lines.index("Totals:") + 1].split() == ["ann", "2"]
    assert "The board held 213 words, 445 points." in lines
    missed = lines.index("Missed: 209 words, best first:")
    assert lines[missed + 1] == "  equitant (11)"
    assert lines[missed + 21] == "  ... and 189 more"
    assert len(lines) == missed + 22


@pytest.mark.parametrize(
    ("make_args", "message"),
    [
        (lambda tmp: ["--player", "ann"], "NAME=FILE"),
        (lambda tmp: ["--player", "=words.txt"], "NAME=FILE"),
        (lambda tmp: ["--player", f"ann={tmp / 'missing.txt'}"], "not found"),
        (lambda tmp: ["--player", f"ann={tmp}"], "is a folder"),
        (
            lambda tmp: ["--player", words_file(tmp, "ann", b"\x89PNG\r\n\x1a\n\0\0")],
            "not a text file",
        ),
        (lambda tmp: ["--player", words_file(tmp, "ann", b"caf\xe9\n")], "not a text file"),
        (
            lambda tmp: [
                "--player",
                words_file(tmp, "ann", "a"),
                "--player",
                words_file(tmp, "Ann", "b"),
            ],
            "two players are called 'ann' and 'Ann'",
        ),
        (lambda tmp: ["--house", str(toml(tmp, "name = "))], "not valid TOML"),
        (
            lambda tmp: [
                "--house",
                str(toml(tmp, BASE + '[[bonus]]\ncell = [0, 0]\nkind = "XW"\n')),
            ],
            "unknown bonus kind 'XW'",
        ),
        (
            lambda tmp: [
                "--house",
                str(toml(tmp, BASE + '[[bonus]]\ncell = [4, 0]\nkind = "DW"\n')),
            ],
            "[4, 0] is off the 4x4 board",
        ),
        (lambda tmp: ["--house", str(tmp / "none.toml")], "house rules file not found"),
        (lambda tmp: ["--house", str(EXAMPLE), "--rules", "big"], "not both"),
    ],
)
def test_bad_input_exits_2_with_a_message(tmp_path: Path, make_args, message: str) -> None:
    args = make_args(tmp_path)
    if "--player" not in args:
        args += ["--player", words_file(tmp_path, "cy", "quit\n")]
    result = boggle_lens("score", BOARD, *args)
    assert result.returncode == 2
    assert result.stderr.startswith("boggle-lens: error: ")
    assert message in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""


BASE = 'name = "x"\nmin_length = 3\nlength_points = [0, 0, 0, 1]\n'


def toml(tmp: Path, text: str) -> Path:
    path = tmp / "house.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_bad_board_and_no_player(tmp_path: Path) -> None:
    result = boggle_lens("score", "ab1/cd", "--player", words_file(tmp_path, "ann", "x"))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    result = boggle_lens("score", BOARD)
    assert result.returncode == 2 and "--player" in result.stderr


def test_score_does_not_import_qt_or_opencv(tmp_path: Path) -> None:
    player = words_file(tmp_path, "ann", "quit\n")
    commands = [
        ["score", BOARD, "--player", player, "--format", "json"],
        ["score", BOARD, "--player", player, "--house", str(EXAMPLE)],
    ]
    assert heavy_modules_loaded_by(commands) == []
    assert "score" in boggle_lens("--help").stdout
