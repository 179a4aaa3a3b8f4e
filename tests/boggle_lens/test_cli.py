"""The command line end to end, through a real subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from cli_testing import REPO, boggle_lens, heavy_modules_loaded_by


def test_solve_text() -> None:
    result = boggle_lens("solve", "quits/erda/stno/hign")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["Qu", "I", "T", "S"]
    assert "Qu,I,T,S/E,R,D,A/S,T,N,O/H,I,G,N  (classic rules)" in lines
    assert lines.index("11 points:") < lines.index("1 point:")
    start = lines.index("1 point:") + 1
    listed = [line.strip() for line in lines[start : lines.index("", start)]]
    assert "quit" in listed and listed == sorted(listed) and len(listed) == 114
    summary = next(line for line in lines if line.endswith(" points") and "words" in line)
    assert summary == "213 words, 445 points"


def test_solve_json_matches_the_library(enable) -> None:
    from solver import Board, solve

    result = boggle_lens("solve", "TH,E,R,S/A,N,D,O/Qu,I,E,T/L,*,M,P", "--format", "json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    expected = solve(Board.parse("th,e,r,s/a,n,d,o/q,i,e,t/l,*,m,p"), enable)
    assert data["board"] == "Th,E,R,S/A,N,D,O/Qu,I,E,T/L,*,M,P"
    assert (data["rows"], data["cols"], data["rules"]) == (4, 4, "classic")
    assert data["word_count"] == len(expected.words) == len(data["words"])
    assert data["total_score"] == expected.total_score
    assert data["words"][0] == {
        "word": expected.words[0].word,
        "score": expected.words[0].score,
        "path": [list(cell) for cell in expected.words[0].path],
    }
    assert sum(v["count"] for v in data["by_length"].values()) == data["word_count"]


def test_solve_rules_and_dict_options(tmp_path: Path) -> None:
    words = tmp_path / "mine.txt"
    words.write_text("cats\ncat\nact\n")
    result = boggle_lens(
        "solve", "cats/xxxx/xxxx/xxxx", "--dict", str(words), "--rules", "big", "--format", "json"
    )
    data = json.loads(result.stdout)
    assert data["rules"] == "big"
    assert [w["word"] for w in data["words"]] == ["cats"]


def test_boards_file_goes_on_past_bad_lines(tmp_path: Path) -> None:
    boards = tmp_path / "boards.txt"
    boards.write_text("abcd/efgh/ijkl/mnop\n\nabc/de\nq9\ncats/xxxx/xxxx/xxxx\n")
    result = boggle_lens("solve", "--boards", str(boards))
    assert result.returncode == 1
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["board"] for r in records] == [
        "A,B,C,D/E,F,G,H/I,J,K,L/M,N,O,P",
        "abc/de",
        "q9",
        "C,A,T,S/X,X,X,X/X,X,X,X/X,X,X,X",
    ]
    assert "row 2 has 2 faces but row 1 has 3" in records[1]["error"]
    assert "'9' is not a Boggle face" in records[2]["error"]
    assert "cats" in [w["word"] for w in records[3]["words"]]


def test_boards_from_stdin_all_good() -> None:
    result = boggle_lens("solve", "--boards", "-", stdin="cats/xxxx/xxxx/xxxx\n")
    assert result.returncode == 0
    assert json.loads(result.stdout)["word_count"] > 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("solve", "abc/de"), "row 2 has 2 faces but row 1 has 3"),
        (("solve", ""), "empty"),
        (("solve",), "give either a BOARD or --boards FILE"),
        (("solve", "abc/def", "--dict", "/nonexistent/words.txt"), "word list not found"),
        (("solve", "--boards", "/nonexistent/boards.txt"), "boards file not found"),
        (("solve", "abc/def", "--rules", "huge"), "invalid choice"),
        (("roll", "--dice", "tiny"), "invalid choice"),
    ],
)
def test_usage_and_input_errors_exit_2_without_traceback(args: tuple[str, ...], message: str):
    result = boggle_lens(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_binary_word_list_is_refused(tmp_path: Path) -> None:
    binary = tmp_path / "words.bin"
    binary.write_bytes(bytes(range(256)) * 64)
    result = boggle_lens("solve", "abc/def", "--dict", str(binary))
    assert result.returncode == 2
    assert "binary file, not a word list" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("dice", "side"), [("classic", 4), ("new", 4), ("big", 5), ("superbig", 6)]
)
def test_roll_prints_a_real_board(dice: str, side: int) -> None:
    first = boggle_lens("roll", "--dice", dice, "--seed", "7")
    again = boggle_lens("roll", "--dice", dice, "--seed", "7")
    assert first.returncode == 0
    assert first.stdout == again.stdout
    rows = first.stdout.strip().split("/")
    assert len(rows) == side and all(len(row.split(",")) == side for row in rows)


def test_solve_and_roll_do_not_import_qt_or_opencv() -> None:
    assert (
        heavy_modules_loaded_by(
            [["roll", "--seed", "1"], ["solve", "cats/xxxx/xxxx/xxxx", "--format", "json"]]
        )
        == []
    )


def test_version_and_help_name_every_subcommand() -> None:
    from boggle_lens import version as installed_version
    from solver import native

    version = boggle_lens("--version")
    assert version.returncode == 0
    assert version.stdout.splitlines() == [
        f"boggle-lens {installed_version()}",
        f"word search: {native.core_in_use()}",
    ]
    listing = boggle_lens("--help")
    assert listing.returncode == 0
    for name in ("solve", "roll", "read", "gui"):
        assert name in listing.stdout


def test_a_run_of_sixteen_letters_is_a_four_by_four_board() -> None:
    # How Boggle sites write a board: no separators, Qu as one face.
    result = boggle_lens("solve", "perslatgsineters", "--format", "json")
    assert result.returncode == 0, result.stderr
    record = json.loads(result.stdout)
    assert (record["rows"], record["cols"]) == (4, 4)
    assert record["board"] == "P,E,R,S/L,A,T,G/S,I,N,E/T,E,R,S"
    quarts = json.loads(boggle_lens("solve", "quartsinedolestar", "--format", "json").stdout)
    assert (quarts["rows"], quarts["cols"]) == (4, 4)


def test_a_run_that_is_not_a_square_says_how_to_write_rows() -> None:
    result = boggle_lens("solve", "perslatgsineter")
    assert result.returncode == 2
    assert "not a square" in result.stderr and "ABCD/EFGH" in result.stderr
    assert "Traceback" not in result.stderr


def test_rows_separated_by_spaces_give_the_same_words_as_slashes() -> None:
    # As people type a board: "TNTB GDAR ELTE SISH" was refused ("'TNTB' is not a Boggle face").
    spaced = boggle_lens("solve", "TNTB GDAR ELTE SISH", "--format", "json")
    slashed = boggle_lens("solve", "TNTB/GDAR/ELTE/SISH", "--format", "json")
    assert spaced.returncode == 0, spaced.stderr
    assert slashed.returncode == 0, slashed.stderr
    spaced_record, slashed_record = json.loads(spaced.stdout), json.loads(slashed.stdout)
    assert spaced_record["board"] == "T,N,T,B/G,D,A,R/E,L,T,E/S,I,S,H"
    assert len(spaced_record["words"]) == 398 and spaced_record["words"] == slashed_record["words"]
    assert spaced_record["total_score"] == slashed_record["total_score"]


def test_rows_that_cannot_be_told_apart_say_how_rows_are_separated() -> None:
    result = boggle_lens("solve", "TNTB G D A R")
    assert result.returncode == 2
    assert "'TNTB' is not one face" in result.stderr and "ABCD/EFGH" in result.stderr
    assert "by spaces when every row has the same number of faces" in result.stderr
    assert "Traceback" not in result.stderr


def test_gui_subcommand_opens_the_app_and_saves_a_screenshot(tmp_path) -> None:
    shot = tmp_path / "shot.png"
    env_home = tmp_path / "config"
    result = subprocess.run(
        [sys.executable, "-m", "boggle_lens", "gui", "--board", "CATS/ROPE/MINT/LUGS"]
        + ["--select", "cats", "--screenshot", str(shot)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(env_home)},
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_list_compiled_for_its_first_use_says_so_with_its_progress(tmp_path: Path) -> None:
    import random
    import re
    import string

    rng = random.Random(7)
    words = {
        "".join(rng.choices(string.ascii_lowercase, k=rng.randint(4, 9))) for _ in range(40_000)
    }
    own = tmp_path / "own.txt"
    own.write_text("\n".join(sorted(words | {"cats"})), encoding="utf-8")
    fresh = {"BOGGLE_LENS_CACHE_DIR": str(tmp_path / "cache")}
    first = boggle_lens("solve", "--dict", str(own), "CATS/ROPE/MINT/LUGS", env=fresh)
    assert first.returncode == 0, first.stderr
    told = first.stderr.strip()
    assert told.startswith(f"Compiling the word list {own} for its first use")
    assert re.search(r"for the next time\)\.\.\.( [1-9]0%)+ done in \d+\.\d s$", told), told
    assert "cats" in first.stdout
    # From the cache the next time: nothing to say.
    again = boggle_lens("solve", "--dict", str(own), "CATS/ROPE/MINT/LUGS", env=fresh)
    assert again.returncode == 0 and again.stderr == "" and again.stdout == first.stdout
