"""The table's refusals carry a stable ``reason`` and the ``values`` its sentence needs beside
the English ``error`` (unchanged), so the phone page can say them in the phone's language."""

from __future__ import annotations

import cv2
import numpy as np
from table_client import TableClient

from table.checks import MAX_NAME, MAX_WORD


def test_a_word_with_no_round_on_says_why_by_name(client: TableClient) -> None:
    client.ok("POST", "api/join", {"name": "Ann"})
    status, answer = client.call(
        "POST", "api/round/words", {"player": "Ann", "word": "cat", "id": "w1"}
    )
    assert status == 409
    assert answer == {"error": "no round is on", "reason": "table.no_round", "values": {}}


def test_a_name_too_long_carries_its_limit(client: TableClient) -> None:
    status, answer = client.call("POST", "api/join", {"name": "x" * (MAX_NAME + 1)})
    assert status == 400
    assert answer["error"] == f"a player's name is at most {MAX_NAME} characters"
    assert answer["reason"] == "table.name_too_long"
    assert answer["values"] == {"limit": MAX_NAME}


def test_a_word_too_long_and_a_paused_round_say_why(client: TableClient) -> None:
    client.join("Ann")
    client.ok("POST", "api/round", {"seconds": 60})
    long_word = {"player": "Ann", "word": "a" * (MAX_WORD + 1), "id": "w1"}
    status, answer = client.call("POST", "api/round/words", long_word)
    assert (status, answer["reason"], answer["values"]) == (
        400,
        "table.word_too_long",
        {"limit": MAX_WORD},
    )
    assert answer["error"] == f"a word is at most {MAX_WORD} letters"
    client.ok("POST", "api/round/pause")
    status, answer = client.call(
        "POST", "api/round/words", {"player": "Ann", "word": "cat", "id": "w2"}
    )
    assert (status, answer["error"], answer["reason"]) == (
        409,
        "the round is paused",
        "round.paused",
    )


def test_uploads_that_are_no_photo_carry_the_readers_reason(client: TableClient) -> None:
    status, answer = client.call("POST", "api/photo", raw=b"")
    assert (status, answer["reason"]) == (400, "table.empty_upload")
    assert answer["error"].startswith("the upload is empty")
    status, answer = client.call("POST", "api/photo", raw=b"this is not a photo at all")
    assert (status, answer["reason"]) == (400, "image.unknown_format")
    assert "not an image" in answer["error"]


def test_a_photo_with_no_board_carries_the_readers_reason(client: TableClient) -> None:
    grey = np.full((480, 640, 3), 128, np.uint8)
    png = cv2.imencode(".png", grey)[1].tobytes()
    status, answer = client.call("POST", "api/photo", raw=png)
    assert status == 400
    assert answer["error"] == "No board was read: no Boggle board found"
    assert (answer["reason"], answer["values"]) == ("photo.no_board", {})


def test_a_bad_board_keeps_its_own_reason(client: TableClient) -> None:
    status, answer = client.call("PUT", "api/board", {"board": "ABCD/EFG"})
    assert status == 400 and answer["reason"] == "board.uneven_rows"
    assert answer["values"]["row"] == 2


def test_a_refusal_without_a_reason_has_the_error_alone(client: TableClient) -> None:
    status, answer = client.call("POST", "api/join", {"name": 7})
    assert (status, answer) == (400, {"error": "a player's name is text"})
