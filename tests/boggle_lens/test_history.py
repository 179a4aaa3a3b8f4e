"""``boggle-lens history`` end to end: this process fills the store, a subprocess prints it."""

from __future__ import annotations

import csv
import io
import json
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from cli_testing import boggle_lens, heavy_modules_loaded_by

from gui.model.history import HistoryStore
from solver import Board, LengthTally
from solver.round_scoring import (
    CANCELLED,
    COUNTED,
    DUPLICATE,
    NOT_IN_DICTIONARY,
    PlayerResult,
    RoundResult,
    WordResult,
)

FIRST = datetime(2026, 11, 24, 20, 15, tzinfo=UTC)
SECOND = FIRST + timedelta(days=1)


def scored(name: str, *words: tuple[str, str, int]) -> PlayerResult:
    """A player from (word, status, points) triples; only counted words score."""
    results = tuple(
        WordResult(word, status, points if status == COUNTED else 0, points, None)
        for word, status, points in words
    )
    return PlayerResult(name, sum(w.score for w in results), results)


def a_round(board: str, *players: PlayerResult, rules: str = "classic") -> RoundResult:
    return RoundResult(
        board=Board.parse(board),
        rules_name=rules,
        cancel=True,
        players=players,
        missed=(),
        board_words=213,
        board_score=445,
        board_by_length={3: LengthTally(40, 40), 4: LengthTally(60, 60)},
    )


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def played(data_dir: Path) -> Path:
    """Two rounds: Ann beats Bob (a shared word cancelled), then Bob plays Cy."""
    with HistoryStore(data_dir / "history.sqlite3") as store:
        store.add_round(
            a_round(
                "Qu,A,R,T/E,S,I,N/D,O,L,E/S,T,A,R",
                scored(
                    "Ann",
                    ("quartile", COUNTED, 11),
                    ("star", CANCELLED, 1),
                    ("star", DUPLICATE, 0),
                    ("qzx", NOT_IN_DICTIONARY, 0),
                ),
                scored("Bob", ("star", CANCELLED, 1), ("rats", COUNTED, 1)),
            ),
            played_at=FIRST,
            seconds=180,
            photo=Path("/photos/table.jpg"),
        )
        store.add_round(
            a_round(
                "C,A,T,S/X,X,X,X/X,X,X,X/X,X,X,X",
                scored("Bob", ("cats", COUNTED, 1)),
                scored("Cy", ("cast", NOT_IN_DICTIONARY, 0)),
            ),
            played_at=SECOND,
        )
    return data_dir


def history(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return boggle_lens("history", *args, env={"BOGGLE_LENS_DATA_DIR": str(data_dir), "TZ": "UTC"})


def test_text_lists_rounds_newest_first_with_scores_and_winner(played: Path) -> None:
    result = history(played)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout == (
        "2026-11-25 20:15  C,A,T,S/X,X,X,X/X,X,X,X/X,X,X,X  (classic rules, cancellation on)\n"
        "  Bob  1 point\n"
        "  Cy   0 points\n"
        "  winner: Bob\n"
        "  the board held 213 words, 445 points\n"
        "\n"
        "2026-11-24 20:15  Qu,A,R,T/E,S,I,N/D,O,L,E/S,T,A,R  "
        "(classic rules, cancellation on, 3:00 timer)\n"
        "  photo: /photos/table.jpg\n"
        "  Ann  11 points\n"
        "  Bob   1 point\n"
        "  winner: Ann\n"
        "  the board held 213 words, 445 points\n"
    )


def test_player_filter_ignores_case(played: Path) -> None:
    result = history(played, "--player", "ann")
    assert result.returncode == 0, result.stderr
    assert "Qu,A,R,T/" in result.stdout and "C,A,T,S/" not in result.stdout
    assert history(played, "--player", "BOB").stdout.count("winner:") == 2


def test_json_has_every_word_and_status(played: Path) -> None:
    result = history(played, "--format", "json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    newer, older = data["rounds"]
    assert (newer["board"], older["board"]) == (
        "C,A,T,S/X,X,X,X/X,X,X,X/X,X,X,X",
        "Qu,A,R,T/E,S,I,N/D,O,L,E/S,T,A,R",
    )
    assert older["played_at"] == "2026-11-24T20:15:00+00:00"
    assert (older["rules"], older["cancel"], older["seconds"]) == ("classic", True, 180)
    assert (older["photo"], newer["photo"], newer["seconds"]) == ("/photos/table.jpg", None, None)
    ann = older["players"][0]
    assert (ann["name"], ann["score"]) == ("Ann", 11)
    assert ann["words"] == [
        {"word": "quartile", "status": "counted", "score": 11, "points": 11},
        {"word": "star", "status": "cancelled", "score": 0, "points": 1},
        {"word": "star", "status": "duplicate", "score": 0, "points": 0},
        {"word": "qzx", "status": "not-in-dictionary", "score": 0, "points": 0},
    ]
    assert older["winners"] == ["Ann"]
    assert (older["board_words"], older["board_score"]) == (213, 445)
    assert older["board_by_length"] == {
        "3": {"count": 40, "points": 40},
        "4": {"count": 60, "points": 60},
    }


def test_csv_has_a_row_per_player_per_round(played: Path) -> None:
    result = history(played, "--format", "csv", "--player", "Ann")
    assert result.returncode == 0, result.stderr
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert [row["player"] for row in rows] == ["Ann", "Bob"]
    ann = rows[0]
    assert ann["played_at_utc"] == "2026-11-24 20:15:00"
    round_and_score = [ann[key] for key in ("score", "winner", "cancel", "seconds")]
    assert round_and_score == ["11", "yes", "yes", "180"]
    # Ann listed star twice: three words listed, one counted, one cancelled, one invalid.
    counts = [ann[key] for key in ("words_listed", "counted", "cancelled", "invalid")]
    assert counts == ["3", "1", "1", "1"]
    assert rows[1]["winner"] == "no"


def test_a_name_a_spreadsheet_would_run_as_a_formula_is_kept_as_text(data_dir: Path) -> None:
    with HistoryStore(data_dir / "history.sqlite3") as store:
        store.add_round(a_round("cats/xxxx/xxxx/xxxx", scored("=1+1")), played_at=FIRST)
    rows = list(csv.DictReader(io.StringIO(history(data_dir, "--format", "csv").stdout)))
    assert rows[0]["player"] == "'=1+1"


def test_an_empty_history_says_so(data_dir: Path) -> None:
    result = history(data_dir)
    assert result.returncode == 0, result.stderr
    assert result.stdout == (
        f"No rounds played yet. The history is kept in {data_dir / 'history.sqlite3'}\n"
    )
    assert json.loads(history(data_dir, "--format", "json").stdout) == {"rounds": []}
    assert history(data_dir, "--format", "csv").stdout.startswith("round,played_at_utc,board,")


def test_a_player_with_no_rounds(played: Path) -> None:
    result = history(played, "--player", "Dee")
    assert (result.returncode, result.stdout) == (0, "No rounds played by Dee.\n")


def test_a_damaged_history_is_reported_on_stderr_then_shown_empty(data_dir: Path) -> None:
    data_dir.mkdir()
    (data_dir / "history.sqlite3").write_text("this is not a database\n")
    result = history(data_dir)
    assert result.returncode == 0, result.stderr
    (moved,) = data_dir.glob("history.sqlite3.damaged-*")
    assert moved.read_text() == "this is not a database\n"
    assert result.stderr.startswith("boggle-lens: The history file ")
    assert str(moved) in result.stderr
    assert result.stdout.startswith("No rounds played yet.")


def test_a_history_it_cannot_open_is_an_error_without_a_traceback(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    result = history(blocker)
    assert result.returncode == 2
    assert result.stderr.startswith("boggle-lens: error: cannot create the history folder")
    assert "Traceback" not in result.stderr and result.stdout == ""


def test_history_does_not_import_qt_or_opencv(played: Path) -> None:
    commands = [["history", "--format", form] for form in ("text", "json", "csv")]
    env = {"BOGGLE_LENS_DATA_DIR": str(played)}
    assert heavy_modules_loaded_by(commands, env) == []
