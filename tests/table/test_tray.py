"""The phones' outline: ``POST api/photo`` with the corners the phone placed, and
``PUT api/tray`` reading the last photo again inside new ones; bad corners are refused with a
reason before any reading, and through the same checks as every request."""

from __future__ import annotations

import random
from urllib.parse import quote

import cv2
import numpy as np
import pytest
from table_client import TableClient

from solver import roll

BOARD = roll("classic", random.Random(5))


@pytest.fixture(scope="module")
def photo():
    from synth import render_board

    rendered = render_board(BOARD, 5, tilt=8, spin=-4)
    ok, encoded = cv2.imencode(".jpg", rendered.image)
    assert ok
    return rendered, encoded.tobytes()


def _text(corners) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in corners)


def _wrong(rendered) -> list[list[float]]:
    corners = np.array(rendered.board_outline, float)
    corners[2] -= 0.3 * np.ptp(corners[:, 0])
    return corners.tolist()


def test_a_photo_read_inside_the_corners_sent_with_it(client: TableClient, photo) -> None:
    rendered, data = photo
    wrong = _wrong(rendered)
    answer = client.ok("POST", "api/photo?tray=" + quote(_text(wrong)), raw=data)
    assert answer["board"] != BOARD.text
    assert np.allclose(answer["tray"][2], wrong[2], atol=1)
    # A form's field works as well as the query string (it comes before the photo).
    boundary = "b0undary"
    form = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="tray"\r\n\r\n'
            f"{_text(rendered.board_outline)}\r\n"
            f'--{boundary}\r\nContent-Disposition: form-data; name="photo"; filename="b.jpg"\r\n'
            f"Content-Type: image/jpeg\r\n\r\n"
        ).encode()
        + data
        + f"\r\n--{boundary}--\r\n".encode()
    )
    answer = client.ok(
        "POST", "api/photo", raw=form,
        headers={"Content-Type": f"multipart/form-data; boundary={boundary}"},
    )  # fmt: skip
    assert answer["board"] == BOARD.text


def test_put_tray_reads_the_last_photo_again_and_the_board_follows(
    client: TableClient, photo
) -> None:
    rendered, data = photo
    status, answer = client.call("PUT", "api/tray", {"tray": rendered.board_outline})
    assert (status, answer["reason"]) == (409, "table.no_photo")
    wrong = _wrong(rendered)
    first = client.ok("POST", "api/photo?tray=" + quote(_text(wrong)), raw=data)
    assert client.ok("GET", "api/board")["board"] == first["board"] != BOARD.text
    # Any corner first, either way round.
    corners = [list(c) for c in rendered.board_outline]
    again = client.ok("PUT", "api/tray", {"tray": [corners[3], corners[2], corners[1], corners[0]]})
    assert again["board"] == BOARD.text
    assert np.allclose(again["tray"], rendered.board_outline, atol=0.05 * np.ptp(corners))
    board = client.ok("GET", "api/board")
    assert board["board"] == BOARD.text


@pytest.mark.parametrize(
    ("tray", "reason"),
    [
        ([[10, 10], [200, 10], [200, 200]], "tray.four_corners"),
        ("10,10 200,10 200,200", "tray.four_corners"),
        ([[10, 10], [200, 10], [200, "x"], [10, 200]], "tray.not_numbers"),
        ([[10, 10], [200, 10], [200, 200], [10]], "tray.not_numbers"),
        ("10,10 " * 60, "tray.too_long"),
        (None, "tray.four_corners"),
        ({"x": 1}, "tray.four_corners"),
        ([[10, 10], [200, 10], [20000, 200], [10, 200]], "tray.off_photo"),
        ([[10, 10], [200, 200], [400, 400], [600, 600]], "tray.one_line"),
        ([[100, 100], [600, 600], [600, 100], [100, 600]], "tray.crossing"),
    ],
)
def test_bad_corners_are_refused_with_a_reason(client: TableClient, photo, tray, reason) -> None:
    _, data = photo
    client.ok("POST", "api/photo", raw=data)
    status, answer = client.call("PUT", "api/tray", {"tray": tray})
    assert status == 400, answer
    assert answer["reason"] == reason and answer["error"]


def test_bad_corners_with_a_photo_are_refused_before_it_is_kept(client: TableClient, photo) -> None:
    _, data = photo
    status, answer = client.call("POST", "api/photo?tray=" + quote("1,2 3,4"), raw=data)
    assert (status, answer["reason"]) == (400, "tray.four_corners")
    status, answer = client.call("PUT", "api/tray", {"tray": [[1, 2]] * 4})
    assert (status, answer["reason"]) == (409, "table.no_photo")


def test_put_tray_passes_the_checks_of_every_request(client: TableClient) -> None:
    status, _ = client.call("PUT", "api/tray", raw=b"{not json")
    assert status == 400
    status, answer = client.call("PUT", "api/tray", raw=b"[" + b"1," * 40000 + b"1]")
    assert status == 413, answer
    status, _ = client.call("GET", "api/tray")
    assert status == 405
    bad = TableClient(client.url.replace("/t/", "/t/x", 1))
    status, _ = bad.call("PUT", "api/tray", {"tray": [[1, 2]] * 4})
    assert status == 403
