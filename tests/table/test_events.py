"""The phones' live stream (server-sent events): the whole table first, then each change, a
player's own words only during play, and a goodbye when the link changes."""

from __future__ import annotations

import json
import queue
import socket
import threading
from typing import Any
from urllib.parse import quote, urlsplit

from table_client import TableClient

from solver import Board
from solver.search import rules_for
from table import TableHost

BOARD = "CATS/ROPE/MINT/LUGS"


class Stream:
    """Reads one event stream on a thread of its own; events land in a queue. HTTP/1.0, so the
    events come unchunked, byte for byte as the server writes them."""

    def __init__(self, table: TableHost, player: str, key: str) -> None:
        self.events: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.sock = socket.create_connection(("127.0.0.1", table.port), timeout=30)
        query = f"api/events?player={quote(player)}&key={quote(key)}"
        path = urlsplit(table.url).path + query
        self.sock.sendall(f"GET {path} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".encode())
        self.lines = self.sock.makefile("rb")
        status = self.lines.readline().decode()
        assert " 200 " in status, status
        headers = []
        while (line := self.lines.readline().strip()) != b"":
            headers.append(line.decode().lower())
        assert "content-type: text/event-stream; charset=utf-8" in headers
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        kind = ""
        try:
            for raw in self.lines:
                line = raw.decode().rstrip("\n")
                if line.startswith("event: "):
                    kind = line[7:]
                elif line.startswith("data: "):
                    self.events.put((kind, json.loads(line[6:])))
        except (OSError, ValueError):  # closed under it by the test
            pass
        self.events.put(("closed", None))

    def next(self, kind: str, timeout: float = 5) -> Any:
        while True:
            got, data = self.events.get(timeout=timeout)
            if got == kind:
                return data

    def close(self) -> None:
        self.sock.close()


def test_the_stream_starts_with_the_whole_table(table: TableHost, client: TableClient) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    stream = Stream(table, "Ann", client.join("Ann"))
    try:
        state = stream.next("state")
        assert state["board"]["board"] == "C,A,T,S/R,O,P,E/M,I,N,T/L,U,G,S"
        assert state["board"]["unsure"] == [] and state["board"]["photo"] is False
        assert state["phones"] == [{"name": "Ann"}]
        assert state["round"] is None and state["headless"] is True
        client.ok("PUT", "api/board", {"board": "CATS/ROPE/MINT/LUGE"})
        assert stream.next("board")["board"].endswith("L,U,G,E")
    finally:
        stream.close()


def test_during_play_a_phone_is_sent_its_own_words_only(
    table: TableHost, client: TableClient
) -> None:
    client.ok("PUT", "api/board", {"board": BOARD})
    ann, bob = Stream(table, "Ann", client.join("Ann")), Stream(table, "Bob", client.join("Bob"))
    try:
        client.ok("POST", "api/round", {"seconds": 60})
        client.ok("POST", "api/round/words", {"player": "Ann", "word": "rope", "id": "1"})
        client.ok("POST", "api/round/words", {"player": "Bob", "word": "cats", "id": "2"})
        seen: dict[str, list[str]] = {}
        while set(seen) != {"Ann", "Bob"} or not all(seen.values()):
            shape = ann.next("round")
            seen = {
                p["name"]: [w["word"] for w in p["words"]] or ([] if p["count"] == 0 else ["?"])
                for p in shape["players"]
            }
        ann_view = {p["name"]: p for p in shape["players"]}
        assert [w["word"] for w in ann_view["Ann"]["words"]] == ["rope"]
        assert ann_view["Bob"]["words"] == [] and ann_view["Bob"]["count"] == 1
        client.ok("POST", "api/round/end")
        scored = bob.next("round")
        while scored["phase"] != "scored":
            scored = bob.next("round")
        assert {p["name"]: p["score"] for p in scored["players"]} == {"Ann": 1, "Bob": 1}
    finally:
        ann.close()
        bob.close()


def test_a_new_link_says_goodbye_and_the_old_token_stops_working(
    table: TableHost, client: TableClient
) -> None:
    stream = Stream(table, "Ann", client.join("Ann"))
    try:
        stream.next("state")
        old = client.url
        new = table.new_link()
        assert new != old
        bye = stream.next("bye")
        assert "new link" in bye["reason"] and bye["code"] == "new_link"
        assert stream.next("closed") is None
        assert client.call("GET", "api/board")[0] == 403
        assert TableClient(new).call("GET", "api/board")[0] == 200
    finally:
        stream.close()


def test_a_removed_phone_is_told_and_its_words_refused(
    table: TableHost, client: TableClient
) -> None:
    keys = {name: client.join(name) for name in ("Ann", "Bob")}
    ann, bob = Stream(table, "Ann", keys["Ann"]), Stream(table, "Bob", keys["Bob"])
    try:
        ann.next("state")
        bob.next("state")
        table.remove_phone("Bob")
        bye = bob.next("bye")
        assert "removed" in bye["reason"] and bye["code"] == "removed"
        assert ann.next("phones") == [{"name": "Ann"}]
        client.ok("POST", "api/round", {"seconds": 60})
        status, answer = client.call(
            "POST", "api/round/words", {"player": "Bob", "word": "rope", "id": "9"}
        )
        assert status == 403 and "removed" in answer["error"]
        # Nor may the removed phone join again under that name, with its key or without.
        assert client.call("POST", "api/join", {"name": "Bob"}, as_player="Bob")[0] == 403
        assert TableClient(client.url).call("POST", "api/join", {"name": "Bob"})[0] == 403
    finally:
        ann.close()
        bob.close()


def test_during_play_no_phone_is_sent_the_boards_words(
    table: TableHost, client: TableClient
) -> None:
    """No word, path or total of the solution reaches a phone while a round runs: not in the
    state a phone (re)connecting gets, not in a board event (the desktop's rules changed), not
    from GET api/board. When the round ends, the board with its words follows the scores."""
    client.ok("PUT", "api/board", {"board": BOARD})
    assert client.ok("GET", "api/board")["word_count"] > 0
    key = client.join("Ann")
    client.ok("POST", "api/round", {"seconds": 60})
    stream = Stream(table, "Ann", key)
    try:
        hidden = {"words", "word_count", "total_score", "by_length"}
        state = stream.next("state")
        assert state["round"]["phase"] == "playing"
        assert hidden.isdisjoint(state["board"]) and state["board"]["rows"] == 4
        assert hidden.isdisjoint(client.ok("GET", "api/board"))
        table.set_words(table.session.lexicon, rules_for(Board.parse(BOARD), None))
        board = stream.next("board")
        assert hidden.isdisjoint(board) and board["board"] == state["board"]["board"]
        # The host's own view keeps them (the desktop shows its player nothing of them either).
        assert table.state()["board"]["word_count"] > 0

        client.ok("POST", "api/round/end")
        while stream.next("round")["phase"] != "scored":
            pass
        board = stream.next("board", timeout=2)
        assert board["word_count"] == len(board["words"]) > 0
        assert {"rope", "cats"} <= {w["word"] for w in board["words"]}
        assert client.ok("GET", "api/board")["word_count"] == board["word_count"]
    finally:
        stream.close()
