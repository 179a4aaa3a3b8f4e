"""The table's JSON API against a real server on 127.0.0.1: the token, the paths, the sizes,
bad input of every kind, a round played through it, and retries."""

from __future__ import annotations

import http.client
import json
import socket
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from table_client import TableClient

from gui.model.serialise import score_json
from solver import Board, Lexicon, score_round
from table import TableHost

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "sample_4x4.jpg"
BOARD = "CATS/ROPE/MINT/LUGS"


def raw_request(
    table: TableHost,
    method: str,
    path: str,
    body: bytes = b"",
    headers: dict[str, str] | None = None,
) -> tuple[int, bytes]:
    """A request sent exactly as written (urllib would tidy the path)."""
    connection = http.client.HTTPConnection("127.0.0.1", table.port, timeout=30)
    connection.putrequest(method, path, skip_accept_encoding=True)
    for key, value in (headers or {"Content-Length": str(len(body))}).items():
        connection.putheader(key, value)
    connection.endheaders()
    if body:
        connection.send(body)
    response = connection.getresponse()
    answer = response.status, response.read()
    connection.close()
    return answer


def token_path(table: TableHost) -> str:
    return urlsplit(table.url).path  # /t/TOKEN/


# -- the token and the paths ----------------------------------------------------------------


@pytest.mark.parametrize("path", ["/", "/t/", "/t/wrong/", "/t/wrong/api/board", "/favicon.ico"])
def test_a_request_without_the_token_is_refused_and_told_nothing(
    table: TableHost, path: str
) -> None:
    status, body = raw_request(table, "GET", path)
    assert status == 403
    assert json.loads(body) == {"error": "forbidden"}


def test_a_token_that_differs_in_one_character_is_refused(table: TableHost) -> None:
    good = token_path(table)
    bad = good[:-2] + ("A" if good[-2] != "A" else "B") + "/"
    assert raw_request(table, "GET", bad + "api/board")[0] == 403
    assert raw_request(table, "GET", good + "api/board")[0] == 200


@pytest.mark.parametrize(
    "tail",
    [
        "../",
        "../../etc/passwd",
        "%2e%2e/%2e%2e/etc/passwd",
        "api/../api/board",
        "./app.js",
        "..%2fapi/board",
        "page/index.html",
        "static/app.js",
        "app.js/..",
        "..\\app.js",
    ],
)
def test_a_path_that_climbs_or_names_nothing_gets_404(table: TableHost, tail: str) -> None:
    status, body = raw_request(table, "GET", token_path(table) + tail)
    assert status == 404, (tail, body)
    assert "error" in json.loads(body)


def test_the_page_and_its_files_are_served_under_the_token(client: TableClient) -> None:
    status, page = client.call("GET", "")
    assert status == 200 and b"<html" in page.lower()
    assert client.call("GET", "app.js")[0] == 200
    assert client.call("GET", "style.css")[0] == 200


def test_a_wrong_method_gets_405(client: TableClient) -> None:
    status, answer = client.call("DELETE", "api/board")
    assert status == 405 and "error" in answer


def test_the_token_is_128_bits_or_more(table: TableHost) -> None:
    token = token_path(table).split("/")[2]
    assert len(token) >= 22  # 22 base64url characters = 132 bits, from 16 random bytes


# -- the board ------------------------------------------------------------------------------


def test_put_board_answers_as_solve_does(client: TableClient, enable: Lexicon) -> None:
    from gui.model.serialise import solution_json
    from solver import solve

    answer = client.ok("PUT", "api/board", {"board": "C,A,T,S/R,O,P,E/M,I,N,T/L,U,G,S"})
    assert answer == solution_json(solve(Board.parse(BOARD), enable))
    assert client.ok("GET", "api/board") == answer


def test_a_board_typed_with_spaces_between_rows_is_the_same_board(client: TableClient) -> None:
    # The phone's board text goes through the same parsing as `solve` and the desktop dialog.
    spaced = client.ok("PUT", "api/board", {"board": "CATS ROPE MINT LUGS"})
    assert spaced["board"] == "C,A,T,S/R,O,P,E/M,I,N,T/L,U,G,S"
    assert spaced == client.ok("PUT", "api/board", {"board": "CATS/ROPE/MINT/LUGS"})
    status, answer = client.call("PUT", "api/board", {"board": "CATS R O P E"})
    assert status == 400 and "separated by / or new lines" in answer["error"]


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"board": "CATS/ROP/MINT/LUGS"}, "row"),  # ragged
        ({"board": "C@TS/ROPE/MINT/LUGS"}, "face"),
        ({"board": 42}, "board"),
        ({"nothing": 1}, "board"),
    ],
)
def test_a_bad_board_gets_400_with_a_reason(client: TableClient, body: object, words: str) -> None:
    status, answer = client.call("PUT", "api/board", body)
    assert status == 400
    assert words in answer["error"].lower()


@pytest.mark.parametrize("raw", [b"{not json", b"[1, 2]", b"\xff\xfe", b'"text"'])
def test_malformed_json_gets_400(client: TableClient, raw: bytes) -> None:
    status, answer = client.call("PUT", "api/board", raw=raw)
    assert status == 400
    assert "JSON" in answer["error"]


def test_a_json_body_over_64_kb_gets_413(client: TableClient) -> None:
    word = "a" * 100_000
    status, answer = client.call(
        "POST", "api/round/words", {"player": "Ann", "word": word, "id": "1"}
    )
    assert status == 413
    assert "64 KB" in answer["error"]


# -- photos ---------------------------------------------------------------------------------


def test_bytes_that_are_no_image_get_400_with_the_readers_message(client: TableClient) -> None:
    status, answer = client.call("POST", "api/photo", raw=b"this is not a photo at all")
    assert status == 400
    assert "not an image" in answer["error"]


def test_an_empty_upload_gets_400(client: TableClient) -> None:
    status, answer = client.call("POST", "api/photo", raw=b"")
    assert status == 400 and "empty" in answer["error"]


def test_an_upload_declared_over_40_mb_is_refused_before_it_is_sent(table: TableHost) -> None:
    """Only the headers go: the 413 comes back while the body is still unsent."""
    with socket.create_connection(("127.0.0.1", table.port), timeout=10) as sock:
        head = (
            f"POST {token_path(table)}api/photo HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            f"Content-Length: {50 * 1024 * 1024}\r\n\r\n"
        )
        sock.sendall(head.encode() + b"\xff\xd8\xff" + b"0" * 1000)
        answer = sock.recv(4096).decode("latin-1")
    assert answer.startswith("HTTP/1.1 413")
    assert "40 MB" in answer


def test_a_chunked_upload_past_40_mb_is_cut_off_with_413(table: TableHost) -> None:
    def body():  # no length is declared: the server counts as it reads
        yield b"\xff\xd8\xff"
        chunk = b"\0" * (1 << 20)
        for _ in range(45):
            yield chunk

    connection = http.client.HTTPConnection("127.0.0.1", table.port, timeout=30)
    try:
        connection.request(
            "POST", token_path(table) + "api/photo", body=body(), encode_chunked=True
        )
        response = connection.getresponse()
        status = response.status
    except (BrokenPipeError, ConnectionResetError):
        pytest.fail("the server hung up without answering 413")
    finally:
        connection.close()
    assert status == 413


def test_a_multipart_form_without_the_photo_field_gets_415(client: TableClient) -> None:
    boundary = "xyz"
    body = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\n'
        f"hello\r\n--{boundary}--\r\n"
    ).encode()
    status, answer = client.call(
        "POST",
        "api/photo",
        raw=body,
        headers={"Content-Type": f"multipart/form-data; boundary={boundary}"},
    )
    assert status == 415 and "photo" in answer["error"]


def test_photos_sent_at_once_are_read_one_at_a_time_and_each_answered(
    client: TableClient, table: TableHost
) -> None:
    """Two real photos (one as a form field) and one junk upload at the same moment: each
    gets its own answer, and the board ends up as a reading of the sample."""
    boundary = "b0undary"
    form = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="photo"; '
            f'filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'
        ).encode()
        + SAMPLE.read_bytes()
        + f"\r\n--{boundary}--\r\n".encode()
    )
    uploads = {
        "raw": lambda: client.call(
            "POST", "api/photo", raw=SAMPLE.read_bytes(), headers={"Content-Type": "image/jpeg"}
        ),
        "form": lambda: client.call(
            "POST",
            "api/photo",
            raw=form,
            headers={"Content-Type": f"multipart/form-data; boundary={boundary}"},
        ),
        "junk": lambda: client.call("POST", "api/photo", raw=b"GIF89a not really"),
    }
    answers: dict[str, tuple[int, object]] = {}
    threads = [
        threading.Thread(target=lambda k=k, f=f: answers.__setitem__(k, f()))
        for k, f in uploads.items()
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert answers["junk"][0] == 400
    for key in ("raw", "form"):
        status, reading = answers[key]
        assert status == 200, reading
        assert reading["rows"] == 4 and reading["board"] == "S,G,O,M/V,E,U,E/Y,X,K,W/W,H,P,L"
        assert set(reading) >= {"photo", "grid", "confidence", "alternatives", "tray"}
    assert client.ok("GET", "api/board")["board"] == "S,G,O,M/V,E,U,E/Y,X,K,W/W,H,P,L"


# -- players and rounds ---------------------------------------------------------------------


def test_a_name_is_kept_as_text_and_control_characters_are_refused(client: TableClient) -> None:
    joined = client.ok("POST", "api/join", {"name": "  <img src=x   onerror=f()>  "})
    assert joined["player"] == "<img src=x onerror=f()>"
    assert len(joined["key"]) == 22  # 128 bits, URL-safe
    for bad in ("", "   ", "a\x00b", "x" * 25, 7, None, "A\u202eB", "A\u200bB", "\ud800"):
        status, answer = client.call("POST", "api/join", {"name": bad})
        assert status == 400, bad
        assert "name" in answer["error"] or answer["reason"] == "table.bad_character"


def test_words_outside_a_round_are_refused(client: TableClient) -> None:
    client.join("Ann")
    status, answer = client.call(
        "POST", "api/round/words", {"player": "Ann", "word": "cats", "id": "1"}
    )
    assert status == 409 and "round" in answer["error"]
    assert client.call("GET", "api/round")[0] == 404


def test_a_round_played_through_the_api_scores_as_score_does(
    client: TableClient, enable: Lexicon
) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    client.ok("POST", "api/join", {"name": "Ann"})
    client.ok("POST", "api/join", {"name": "Bob"})
    started = client.ok("POST", "api/round", {"seconds": 120})
    assert started["phase"] == "playing" and started["running"]
    assert [p["name"] for p in started["players"]] == ["Ann", "Bob"]
    lists = {"Ann": ["rope", "cats", "mint", "xyzzy", "ca"], "Bob": ["rope", "lugs", "tops"]}
    expected = {
        "rope": "counted",
        "cats": "counted",
        "mint": "counted",
        "xyzzy": "not-in-dictionary",
        "ca": "too-short",
        "lugs": "counted",
        "tops": "counted",
    }
    problems = {
        "xyzzy": ["not-in-dictionary", "not-on-board"],
        "ca": ["too-short", "not-in-dictionary"],
    }
    for player, words in lists.items():
        for number, word in enumerate(words):
            answer = client.ok(
                "POST",
                "api/round/words",
                {"player": player, "word": word, "id": f"{player}{number}"},
            )
            assert answer["status"] == expected[word], (word, answer)
            assert (answer["reason"] == "") == (answer["status"] == "counted")
            # The reason by name too, for a phone to say in its own language.
            assert [p["name"] for p in answer["problems"]] == problems.get(word, []), answer
            if word == "xyzzy":  # with the values its sentence needs
                unknown = {"name": "not-in-dictionary", "dictionary": "ENABLE"}
                assert answer["problems"][0] == unknown
    again = client.ok("POST", "api/round/words", {"player": "Ann", "word": "cats", "id": "x"})
    assert again["status"] == "duplicate"
    during = client.ok("GET", "api/round", as_player="Ann")
    assert [w["word"] for w in during["players"][0]["words"]] == lists["Ann"]
    # Bob's list is his until the end: Ann's phone sees how many words he has.
    assert during["players"][1] == {"name": "Bob", "words": [], "count": len(lists["Bob"])}
    scored = client.ok("POST", "api/round/end")
    expected_result = score_round(Board.parse(BOARD), enable, list(lists.items()), cancel=True)
    assert scored == {"phase": "scored", **score_json(expected_result)}
    assert client.ok("GET", "api/round") == scored
    status, answer = client.call(
        "POST", "api/round/words", {"player": "Ann", "word": "pints", "id": "late"}
    )
    assert status == 409


def test_a_retried_word_counts_once_and_answers_alike(client: TableClient) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    client.join("Ann")
    client.join("Bob")
    client.ok("POST", "api/round", {"seconds": 60})
    first = client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "r1"})
    for _ in range(3):
        assert (
            client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "r1"})
            == first
        )
    status, answer = client.call(
        "POST", "api/round/words", {"player": "Bob", "word": "rope", "id": "r1"}
    )
    assert status == 409 and "another player" in answer["error"]
    words = client.ok("GET", "api/round", as_player="Ann")["players"][0]["words"]
    assert [w["word"] for w in words] == ["rope"]


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ({"player": "Ann", "word": "x" * 41, "id": "1"}, "40"),
        ({"player": "Ann", "word": 5, "id": "1"}, "text"),
        ({"player": "Ann", "word": "rope"}, "id"),
        ({"player": "Ann", "word": "rope", "id": "z" * 65}, "id"),
        ({"player": "Ann", "word": "   ", "id": "1"}, "type a word"),
    ],
)
def test_a_malformed_word_gets_400(client: TableClient, body: dict, fragment: str) -> None:
    client.join("Ann")
    client.ok("POST", "api/round", {"seconds": 60})
    status, answer = client.call("POST", "api/round/words", body)
    assert status == 400, answer
    assert fragment in answer["error"]


@pytest.mark.parametrize(
    "body",
    [
        {"seconds": 0},
        {"seconds": "180"},
        {"seconds": 99999},
        {},
        {"seconds": 60, "cancel": "yes"},
        {"seconds": 60, "house": "[[[ not toml"},
    ],
)
def test_a_bad_round_gets_400(client: TableClient, body: dict) -> None:
    status, answer = client.call("POST", "api/round", body)
    assert status == 400 and answer["error"]


def test_a_paused_round_takes_no_words_until_it_resumes(client: TableClient) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    client.join("Ann")
    client.ok("POST", "api/round", {"seconds": 60})
    paused = client.ok("POST", "api/round/pause")
    assert paused["running"] is False
    status, answer = client.call(
        "POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "1"}
    )
    assert status == 409 and "paused" in answer["error"]
    client.ok("POST", "api/round/resume")
    assert (
        client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "1"})["status"]
        == "counted"
    )


def test_the_round_ends_by_itself_when_the_time_is_up(client: TableClient) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    client.join("Ann")
    client.ok("POST", "api/round", {"seconds": 1})
    client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "1"})
    deadline = time.monotonic() + 5
    while client.ok("GET", "api/round")["phase"] != "scored":
        assert time.monotonic() < deadline, "the round did not end"
        time.sleep(0.1)
    assert client.ok("GET", "api/round")["players"][0]["score"] == 1


def test_house_rules_score_the_round(client: TableClient) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    house = 'name = "doubles"\nmin_length = 3\nlength_points = [0, 0, 0, 2, 2, 4]\n'
    client.join("Ann")
    client.ok("POST", "api/round", {"seconds": 60, "house": house, "cancel": False})
    client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "1"})
    scored = client.ok("POST", "api/round/end")
    assert scored["rules"] == "doubles" and scored["players"][0]["score"] == 2


def test_a_photo_snapped_during_a_round_is_read_and_shown_when_the_round_ends(
    client: TableClient,
) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    client.ok("POST", "api/round", {"seconds": 60})
    reading = client.ok("POST", "api/photo", raw=SAMPLE.read_bytes())
    assert reading["board"] == "S,G,O,M/V,E,U,E/Y,X,K,W/W,H,P,L"
    assert client.ok("GET", "api/board")["board"] == "C,A,T,S/R,O,P,E/M,I,N,T/L,U,G,S"
    scored = client.ok("POST", "api/round/end")
    assert scored["board"] == "C,A,T,S/R,O,P,E/M,I,N,T/L,U,G,S"
    assert client.ok("GET", "api/board")["board"] == "S,G,O,M/V,E,U,E/Y,X,K,W/W,H,P,L"


def test_a_heic_photo_from_an_iphone_is_read(client: TableClient) -> None:
    """iPhones shoot HEIC by default; the upload is kept as .heic and read as any photo."""
    import io

    import cv2
    from PIL import Image

    pillow_heif = pytest.importorskip("pillow_heif")
    pillow_heif.register_heif_opener()
    picture = Image.fromarray(cv2.cvtColor(cv2.imread(str(SAMPLE)), cv2.COLOR_BGR2RGB))
    buffer = io.BytesIO()
    picture.save(buffer, format="HEIF", quality=90)
    reading = client.ok(
        "POST", "api/photo", raw=buffer.getvalue(), headers={"Content-Type": "image/heic"}
    )
    assert reading["photo"].endswith(".heic")
    assert reading["board"] == "S,G,O,M/V,E,U,E/Y,X,K,W/W,H,P,L"


def test_a_round_played_at_the_table_is_saved_in_the_history(
    client: TableClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gui.model.history import DATA_DIR_ENV, HistoryStore

    # A history of its own: the session's would show this player to later tests' windows.
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    client.ok("PUT", "api/board", {"board": BOARD})
    client.join("Zed at the table")
    client.ok("POST", "api/round", {"seconds": 60})
    client.ok("POST", "api/round/words", {"player": "Zed at the table", "word": "rope", "id": "1"})
    client.ok("POST", "api/round/end")
    with HistoryStore.default() as store:
        saved = store.rounds("Zed at the table")
    assert len(saved) == 1
    assert saved[0].board == "C,A,T,S/R,O,P,E/M,I,N,T/L,U,G,S"
    assert saved[0].seconds == 60
    assert [(p.name, p.score) for p in saved[0].players] == [("Zed at the table", 1)]
