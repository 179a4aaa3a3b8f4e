"""A phone speaks only for its own player; names and words are checked as text; one player
sending as fast as they can is slowed, and nobody else is; a table has a cap on players."""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path

import pytest
from table_client import TableClient

import table.players as players_module
from solver import Lexicon
from table import TableHost, TableOptions, open_table

BOARD = "CATS/ROPE/MINT/LUGS"


def raw_json(client: TableClient, path: str, text: str, key: str | None = None) -> tuple:
    headers = {"Content-Type": "application/json"}
    if key:
        headers["X-Player-Key"] = key
    return client.call("POST", path, raw=text.encode(), headers=headers)


def test_a_phone_cannot_send_words_for_another_player(client: TableClient) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    client.join("Ann")
    client.join("Bob")
    client.ok("POST", "api/round", {"seconds": 60})
    word = {"player": "Bob", "word": "rope", "id": "1"}
    # Ann's key, Bob's name: refused; no key at all: refused.
    assert (
        client.call("POST", "api/round/words", word, headers={"X-Player-Key": client.keys["Ann"]})[
            0
        ]
        == 403
    )
    stranger = TableClient(client.url)
    status, answer = stranger.call("POST", "api/round/words", word)
    assert status == 403 and answer["reason"] == "table.not_your_player"
    assert client.ok("POST", "api/round/words", word)["status"] == "counted"  # Bob's own key


def test_during_play_a_phone_sees_its_own_words_and_the_others_counts(
    client: TableClient,
) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    client.join("Ann")
    client.join("Bob")
    client.ok("POST", "api/round", {"seconds": 60})
    client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "1"})
    client.ok("POST", "api/round/words", {"player": "Bob", "word": "cats", "id": "2"})
    seen_by_ann = client.ok("GET", "api/round", as_player="Ann")["players"]
    assert seen_by_ann[0]["words"][0]["word"] == "rope"
    assert seen_by_ann[1] == {"name": "Bob", "words": [], "count": 1}
    nobody = TableClient(client.url).ok("GET", "api/round")["players"]
    assert [p["words"] for p in nobody] == [[], []] and [p["count"] for p in nobody] == [1, 1]
    status, _ = client.call("GET", "api/round", headers={"X-Player-Key": "not-a-key"})
    assert status == 403


def test_a_name_taken_is_403_until_its_own_phone_joins_again(client: TableClient) -> None:
    key = client.join("Ann")
    other = TableClient(client.url)
    status, answer = other.call("POST", "api/join", {"name": "Ann"})
    assert status == 403 and answer["reason"] == "table.name_taken"
    # The same phone again (a reload) keeps its key.
    again = client.ok("POST", "api/join", {"name": "Ann"}, as_player="Ann")
    assert again == {"player": "Ann", "key": key}


def test_an_event_stream_needs_its_players_key(client: TableClient) -> None:
    client.join("Ann")
    assert client.call("GET", "api/events?player=Ann")[0] == 403
    assert client.call("GET", "api/events?player=Ann&key=wrong")[0] == 403


def test_keys_and_the_link_survive_a_restart(tmp_path: Path, enable: Lexicon) -> None:
    options = TableOptions(host="127.0.0.1", port=0, folder=tmp_path, warm_reader=False)
    first = open_table(enable, None, options)
    try:
        client = TableClient(first.url)
        key = client.join("Ann")
        token = first.server.token
    finally:
        first.close()
    second = open_table(enable, None, options)
    try:
        assert second.server.token == token
        client = TableClient(second.url)
        client.keys["Ann"] = key
        assert client.ok("POST", "api/join", {"name": "Ann"}, as_player="Ann")["key"] == key
        assert TableClient(second.url).call("POST", "api/join", {"name": "Ann"})[0] == 403
    finally:
        second.close()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('{"name": "Ann\\u0000"}', "table.name_control"),
        ('{"name": "\\u202eAnn"}', "table.bad_character"),  # right-to-left override
        ('{"name": "An\\u200bn"}', "table.bad_character"),  # zero-width space
        ('{"name": "\\u3164"}', "table.bad_character"),  # a Hangul filler: a blank letter
        ('{"name": "Ann\\ud800"}', "table.bad_character"),  # a lone surrogate
    ],
)
def test_names_with_hidden_characters_are_refused_with_a_reason(
    client: TableClient, text: str, reason: str
) -> None:
    status, answer = raw_json(client, "api/join", text)
    assert status == 400 and answer["reason"] == reason
    assert client.ok("GET", "api/board")["board"]


def test_a_name_is_kept_in_nfc_so_one_name_cannot_pass_for_another(client: TableClient) -> None:
    assert client.ok("POST", "api/join", {"name": "Ame\u0301lie"})["player"] == "Amélie"
    status, answer = TableClient(client.url).call("POST", "api/join", {"name": "Amélie"})
    assert status == 403 and answer["reason"] == "table.name_taken"


def test_a_lone_surrogate_in_a_word_is_refused_and_the_round_still_ends(
    client: TableClient,
) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    key = client.join("Ann")
    client.ok("POST", "api/round", {"seconds": 60})
    text = '{"player": "Ann", "word": "rop\\ud800", "id": "1"}'
    status, answer = raw_json(client, "api/round/words", text, key)
    assert status == 400 and answer["reason"] == "table.bad_character"
    assert client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "2"})
    scored = client.ok("POST", "api/round/end")
    assert scored["phase"] == "scored" and scored["players"][0]["score"] == 1


def test_json_nested_20000_deep_gets_400_and_no_traceback(
    client: TableClient, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.ERROR):
        status, answer = raw_json(client, "api/join", "[" * 20_000 + "]" * 20_000)
        assert status == 400 and "deep" in answer["error"]
        status, answer = raw_json(client, "api/join", '{"name": ' + "[" * 9 + "]" * 9 + "}")
        assert status == 400 and "levels deep" in answer["error"]
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []


def test_one_player_flooding_words_is_slowed_with_429_and_others_are_not(
    client: TableClient,
) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    client.join("Ann")
    client.join("Bob")
    client.ok("POST", "api/round", {"seconds": 60})
    statuses = []
    for number in range(40):
        status, _answer = client.call(
            "POST", "api/round/words", {"player": "Ann", "word": f"zz{number}", "id": str(number)}
        )
        statuses.append(status)
    assert 429 in statuses and statuses[:10] == [200] * 10  # a burst is taken, then slowed
    refused = client.call(
        "POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "again"}
    )
    assert refused[0] == 429 and refused[1]["reason"] == "table.too_fast"
    assert client.ok("POST", "api/round/words", {"player": "Bob", "word": "rope", "id": "b"})
    time.sleep(0.5)  # the rate refills: Ann is taken again
    assert client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "again"})


def test_a_429_says_when_to_try_again(client: TableClient) -> None:
    import urllib.error
    import urllib.request

    client.join("Ann")
    client.ok("POST", "api/round", {"seconds": 60})
    for number in range(30):
        request = urllib.request.Request(
            client.url + "api/round/words",
            data=json.dumps({"player": "Ann", "word": "zz", "id": f"r{number}"}).encode(),
            headers={"X-Player-Key": client.keys["Ann"]},
            method="POST",
        )
        try:
            urllib.request.urlopen(request, timeout=10).close()
        except urllib.error.HTTPError as error:
            assert error.code == 429
            assert int(error.headers["Retry-After"]) >= 1
            error.close()
            return
    raise AssertionError("30 words at once were all taken")


def test_a_table_has_a_cap_on_players(client: TableClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(players_module, "MAX_PLAYERS", 3)
    for name in ("Ann", "Bob", "Cy"):
        client.join(name)
    status, answer = client.call("POST", "api/join", {"name": "Di"})
    assert status == 409 and answer["reason"] == "table.full"
    assert answer["values"] == {"limit": 3}


def test_the_desktop_sees_every_list_during_play(table: TableHost, client: TableClient) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    client.join("Ann")
    client.ok("POST", "api/round", {"seconds": 60})
    client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "1"})
    state = table.state()
    assert state["round"]["players"][0]["words"][0]["word"] == "rope"
