"""``boggle-lens table`` as a user runs it: a process of its own, phones talking to it over HTTP
on 127.0.0.1 only, stopped by Ctrl+C, SIGTERM, or a crash (``kill -9``) it must survive."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from cli_testing import REPO, boggle_lens

BOARD = "C,A,T,S/R,O,P,E/M,I,N,T/L,U,G,S"
START_SECONDS = 60.0  # a generous limit: the table prints its address in well under a second
RESTORED = "An interrupted round was brought back, paused"


class TableProcess:
    """``boggle-lens table --host 127.0.0.1 --port 0`` in its own process group (as a shell
    starts it), its output read on a thread so that a test can wait for a line. The players'
    keys that joins answer are kept in ``keys`` (shared by the tables of one data folder, as a
    phone keeps its key across a restart) and sent with the requests that act for a player."""

    def __init__(self, data_dir: Path, *extra: str, keys: dict[str, str] | None = None) -> None:
        self.keys = {} if keys is None else keys
        self.process = subprocess.Popen(
            [sys.executable, "-m", "boggle_lens", "table", "--host", "127.0.0.1", "--port", "0",
             *extra],
            cwd=REPO,
            env={**os.environ, "BOGGLE_LENS_DATA_DIR": str(data_dir)},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )  # fmt: skip
        self.lines: list[str] = []
        self._changed = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        url = self.wait_for(lambda line: line.startswith("http://"))
        assert url.startswith("http://127.0.0.1:") and url.endswith("/"), url
        self.url = url

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            with self._changed:
                self.lines.append(line.rstrip("\n"))
                self._changed.notify_all()

    def wait_for(self, wanted: Callable[[str], bool], timeout: float = START_SECONDS) -> str:
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                found = next((line for line in self.lines if wanted(line)), None)
                if found is not None:
                    return found
                left = deadline - time.monotonic()
                if left <= 0 or (self.process.poll() is not None and not self._reader.is_alive()):
                    raise AssertionError(f"no such line in {self.lines!r}; {self.stderr()}")
                self._changed.wait(min(left, 0.2))

    def stderr(self) -> str:
        if self.process.poll() is None or self.process.stderr is None:
            return ""
        return self.process.stderr.read()

    def call(
        self, method: str, path: str, body: Any = None, as_player: str | None = None
    ) -> tuple[int, Any]:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method)
        player = as_player or (body.get("player") if isinstance(body, dict) else None)
        if player in self.keys:
            request.add_header("X-Player-Key", self.keys[player])
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                answer = json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())
        if path == "api/join":
            self.keys[answer["player"]] = answer["key"]
        return 200, answer

    def ok(self, method: str, path: str, body: Any = None, as_player: str | None = None) -> Any:
        status, answer = self.call(method, path, body, as_player)
        assert status == 200, (method, path, body, status, answer)
        return answer

    def stop(self, signum: int) -> tuple[int, str, str]:
        """Ctrl+C as a terminal sends it, to the whole process group (the reader's helper
        process too); SIGTERM as ``kill`` sends it, to the table's process only."""
        if signum == signal.SIGINT:
            os.killpg(self.process.pid, signum)
        else:
            self.process.send_signal(signum)
        self.process.wait(timeout=30)
        self._reader.join(10)
        return self.process.returncode, "\n".join(self.lines), self.stderr()

    def clean_up(self) -> None:
        """Whatever is left of the group: after a ``kill -9``, the reader's helper process."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=10)
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


@pytest.fixture
def tables(tmp_path: Path) -> Iterator[Callable[[], TableProcess]]:
    """Start tables on one data folder; every process they left is ended after the test."""
    started: list[TableProcess] = []
    keys: dict[str, str] = {}

    def start() -> TableProcess:
        started.append(TableProcess(tmp_path / "data", keys=keys))
        return started[-1]

    yield start
    for table in started:
        table.clean_up()


def _word(table: TableProcess, player: str, word: str, word_id: str) -> dict[str, Any]:
    return table.ok("POST", "api/round/words", {"player": player, "word": word, "id": word_id})


def _set_up_round(table: TableProcess) -> None:
    assert table.ok("PUT", "api/board", {"board": BOARD})["board"] == BOARD
    assert table.ok("POST", "api/join", {"name": "Ann"})["player"] == "Ann"
    assert table.ok("POST", "api/join", {"name": " Bob "})["player"] == "Bob"
    shape = table.ok("POST", "api/round", {"seconds": 120})
    assert (shape["phase"], shape["running"]) == ("playing", True)
    assert [player["name"] for player in shape["players"]] == ["Ann", "Bob"]


def test_the_address_is_a_line_of_its_own_then_the_code(tables: Callable[[], TableProcess]) -> None:
    table = tables()
    table.wait_for(lambda line: line.startswith("Scan the code with a phone"))
    first = table.lines.index(table.url)
    assert [line for line in table.lines if line.startswith("http://")] == [table.url]
    assert "█" in table.lines[first + 1]  # the QR code follows the address


def test_a_round_played_at_the_table_scores_as_the_score_command(
    tables: Callable[[], TableProcess], tmp_path: Path
) -> None:
    table = tables()
    _set_up_round(table)
    lists = {
        "Ann": ["cats", "coat", "crop", "zzz", "at", "cats", "tops"],
        "Bob": ["crop", "iron", "gnu", "apes"],
    }
    for player, words in lists.items():
        for number, word in enumerate(words):
            answer = _word(table, player, word, f"{player}-{number}")
            assert answer["word"] == word
            assert (answer["status"] == "duplicate") == (words.index(word) < number)
    # The shared word is counted for both until the end, when it cancels.
    assert _word(table, "Bob", "crop", "Bob-0")["status"] == "counted"
    scored = table.ok("POST", "api/round/end")
    assert scored == table.ok("GET", "api/round")
    assert scored.pop("phase") == "scored"

    # A word typed again was answered "duplicate" and is not in the player's list, so the
    # lists scored are the distinct words (``score`` would list a repeated line as duplicate).
    files = []
    for player, words in lists.items():
        file = tmp_path / f"{player}.txt"
        file.write_text("\n".join(dict.fromkeys(words)) + "\n", encoding="utf-8")
        files += ["--player", f"{player}={file}"]
    command = boggle_lens("score", BOARD, *files, "--format", "json")
    assert command.returncode == 0, command.stderr
    assert scored == json.loads(command.stdout)
    ann, bob = scored["players"]
    assert {"word": "crop", "status": "cancelled", "score": 0} in ann["words"]
    assert {"word": "crop", "status": "cancelled", "score": 0} in bob["words"]


def test_a_round_comes_back_after_kill_9_with_every_answered_word(
    tables: Callable[[], TableProcess],
) -> None:
    table = tables()
    _set_up_round(table)
    # Each kind of answer, a word both found, and one Bob sends twice (a duplicate, not listed).
    sent = [("Ann", "cats"), ("Bob", "iron"), ("Ann", "coat"), ("Bob", "crop"), ("Ann", "crop"),
            ("Bob", "zzz"), ("Ann", "at"), ("Bob", "iron"), ("Ann", "tops"),
            ("Bob", "gnu")]  # fmt: skip
    answers: dict[str, list[dict[str, Any]]] = {"Ann": [], "Bob": []}
    for number, (player, word) in enumerate(sent):
        answer = _word(table, player, word, f"id-{number}")
        if answer["status"] != "duplicate":  # a word already in the list is not listed again
            answers[player].append(answer)
    assert _word(table, "Ann", "cats", "id-0")["status"] == "counted"  # a retry, before the crash
    table.process.kill()  # at once after the last answer: it was on disk before it was sent
    table.process.wait(timeout=10)

    again = tables()
    again.wait_for(lambda line: line.startswith(RESTORED))
    # The link's token survives the crash (the port is any free one here), the keys with it.
    assert again.url.split("/t/")[1] == table.url.split("/t/")[1]
    for player in ("Ann", "Bob"):  # each phone sees its own list during play
        shape = again.ok("GET", "api/round", as_player=player)
        assert (shape["phase"], shape["running"]) == ("playing", False)
        assert shape["seconds_left"] > 100
        mine = next(p for p in shape["players"] if p["name"] == player)
        assert mine["words"] == answers[player]
    assert _word(again, "Bob", "crop", "id-3") == answers["Bob"][1]  # retried while paused
    assert again.call("POST", "api/round/words",
                      {"player": "Ann", "word": "cope", "id": "new"})[0] == 409  # fmt: skip

    assert again.ok("POST", "api/round/resume")["running"] is True
    assert _word(again, "Ann", "cats", "id-0")["status"] == "counted"  # a retry counts once
    assert _word(again, "Ann", "cope", "new")["status"] == "counted"
    scored = again.ok("POST", "api/round/end")  # after the end, every list is shown
    words = {p["name"]: [w["word"] for w in p["words"]] for p in scored["players"]}
    assert words["Ann"] == ["cats", "coat", "crop", "at", "tops", "cope"]
    assert words["Bob"] == [answer["word"] for answer in answers["Bob"]]
    code, _output, errors = again.stop(signal.SIGINT)
    assert code == 0, errors


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_or_sigterm_closes_the_table_and_exits_0(
    tables: Callable[[], TableProcess], signum: int
) -> None:
    table = tables()
    table.ok("GET", "api/board")
    time.sleep(0.5)  # the reader's helper process is up: it gets the group's Ctrl+C too
    code, output, errors = table.stop(signum)
    assert code == 0, errors
    assert "Traceback" not in errors, errors
    assert output.endswith("The table is closed.")
    with pytest.raises(OSError):  # the port is free again: nobody answers there
        urllib.request.urlopen(table.url + "api/board", timeout=5)


def test_a_taken_port_is_a_one_line_error(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = boggle_lens(
            "table", "--host", "127.0.0.1", "--port", str(port),
            env={"BOGGLE_LENS_DATA_DIR": str(tmp_path)},
        )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1, result.stderr
    assert f"port {port} on 127.0.0.1 is already taken" in result.stderr
    assert "--port 0" in result.stderr and "Traceback" not in result.stderr
    assert "http://" not in result.stdout


def test_the_command_line_does_not_load_the_server_until_it_runs() -> None:
    probe = "import sys, boggle_lens.cli; print(sorted({'aiohttp', 'table'} & set(sys.modules)))"
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=REPO, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def _children(pid: int) -> set[int]:
    """The processes ``pid`` started (Linux's /proc; every thread's)."""
    found: set[int] = set()
    for listing in Path(f"/proc/{pid}/task").glob("*/children"):
        with contextlib.suppress(OSError):
            found |= {int(child) for child in listing.read_text().split()}
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"  # a zombie has ended; only its parent's wait is missing


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux's /proc")
def test_the_readers_helper_ends_when_the_table_is_killed(
    tables: Callable[[], TableProcess],
) -> None:
    table = tables()
    deadline = time.monotonic() + START_SECONDS
    while not (helpers := _children(table.process.pid)):
        assert time.monotonic() < deadline, "the reader's helper never started"
        time.sleep(0.2)
    table.process.kill()
    table.process.wait(timeout=10)
    deadline = time.monotonic() + 10
    while any(_alive(pid) for pid in helpers):
        assert time.monotonic() < deadline, "the reader's helper outlived the table"
        time.sleep(0.2)


def test_a_folder_that_cannot_be_written_is_a_one_line_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    result = boggle_lens(
        "table", "--host", "127.0.0.1", "--port", "0",
        env={"BOGGLE_LENS_DATA_DIR": str(blocker / "data")},
    )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1, result.stderr
    assert "cannot be written" in result.stderr and "Traceback" not in result.stderr
