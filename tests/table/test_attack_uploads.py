"""Attacks by upload, made fast: a form of many parts or a huge field before the photo, more
uploads at once than may wait, refused uploads that would be kept, and a TIFF whose size tags
say two things."""

from __future__ import annotations

import io
import os
import socket
import struct
import time
from pathlib import Path
from urllib.parse import urlsplit

import cv2
import numpy as np
import pytest
from table_client import TableClient

import table.photos as photos_module
import table.server as server_module
from table import TableHost
from table.photos import PhotoDesk
from vision.errors import NotAnImageError
from vision.load import load_image

BOUNDARY = "b0undary"


def form(parts: list[tuple[str, bytes]]) -> bytes:
    heads = [
        f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'.encode()
        + data
        + b"\r\n"
        for name, data in parts
    ]
    return b"".join(heads) + f"--{BOUNDARY}--\r\n".encode()


def post_form(client: TableClient, body: bytes) -> tuple:
    headers = {"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}
    return client.call("POST", "api/photo", raw=body, headers=headers)


def test_a_form_of_100000_empty_parts_is_refused_at_once(client: TableClient) -> None:
    body = form([("x", b"")] * 100_000)  # 5.5 MB
    status, answer = post_form(client, body)
    assert status == 415 and "first 8 parts" in answer["error"]
    assert client.ok("GET", "api/board")


def test_a_large_field_before_the_photo_is_refused_not_taken_in(client: TableClient) -> None:
    status, answer = post_form(client, form([("note", b"x" * (1 << 20)), ("photo", b"\xff")]))
    assert status == 413 and "64 KB" in answer["error"]


def test_only_a_few_uploads_may_wait_the_rest_get_503(
    table: TableHost, client: TableClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server_module, "MAX_WAITING_PHOTOS", 1)
    slow = socket.create_connection(("127.0.0.1", table.port), timeout=10)
    path = urlsplit(table.url).path + "api/photo"
    slow.sendall(
        f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n"
        "Content-Type: image/jpeg\r\n\r\n".encode()
        + b"\xff\xd8" * 1000  # a start, then the phone waits
    )
    try:
        deadline = time.monotonic() + 10
        while table.photos.active == 0:
            assert time.monotonic() < deadline
            time.sleep(0.05)
        status, answer = client.call("POST", "api/photo", raw=b"\xff\xd8\xff")
        assert status == 503 and answer["reason"] == "table.photos_busy"
        # Spooled to disk as it came, not held in memory.
        spooled = list((table.folder / "phone-photos").glob("upload-*.part"))
        assert len(spooled) == 1 and spooled[0].stat().st_size > 0
    finally:
        slow.close()


def test_refused_and_damaged_uploads_are_not_kept(table: TableHost, client: TableClient) -> None:
    kept = table.folder / "phone-photos"
    assert client.call("POST", "api/photo", raw=b"not an image at all")[0] == 400
    blank = cv2.imencode(".png", np.full((200, 300, 3), 255, np.uint8))[1].tobytes()
    status, answer = client.call("POST", "api/photo", raw=blank)  # an image with no board
    assert status == 400 and answer["reason"] == "photo.no_board"
    damaged = blank[: len(blank) // 2]
    assert client.call("POST", "api/photo", raw=damaged)[0] == 400
    assert not kept.exists() or list(kept.iterdir()) == []


def test_a_photo_with_no_board_is_kept_only_until_the_next_photo(
    table: TableHost, client: TableClient
) -> None:
    """The phone places the corners on a photo with no board found (PUT api/tray), so that one
    stays; the next upload, even a refused one, takes it away."""
    kept = table.folder / "phone-photos"
    blank = cv2.imencode(".png", np.full((200, 300, 3), 255, np.uint8))[1].tobytes()
    status, answer = client.call("POST", "api/photo", raw=blank)
    assert status == 400 and answer["reason"] == "photo.no_board"
    assert len(list(kept.iterdir())) == 1
    status, answer = client.call(
        "PUT", "api/tray", {"tray": [[50, 50], [250, 50], [250, 150], [50, 150]]}
    )
    assert status == 400  # still no dice inside them, but the photo was there to read again
    assert answer["reason"] != "table.no_photo"
    assert client.call("POST", "api/photo", raw=b"not an image at all")[0] == 400
    assert list(kept.iterdir()) == []
    status, answer = client.call(
        "PUT", "api/tray", {"tray": [[50, 50], [250, 50], [250, 150], [50, 150]]}
    )
    assert status == 409 and answer["reason"] == "table.no_photo"


def test_kept_photos_are_capped_and_the_oldest_go_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(photos_module, "MAX_KEPT_PHOTOS", 3)
    monkeypatch.setattr(photos_module, "MAX_KEPT_PHOTO_BYTES", 10_000)
    desk = PhotoDesk(tmp_path)
    for number in range(6):
        photo = tmp_path / f"phone-{number:016x}.jpg"
        photo.write_bytes(b"x" * 1000)
        os.utime(photo, (1000 + number, 1000 + number))
    desk.prune()
    assert sorted(p.name[-5] for p in tmp_path.iterdir()) == ["3", "4", "5"]
    big = tmp_path / "phone-ffffffffffffffff.jpg"
    big.write_bytes(b"x" * 9_500)
    desk.prune()
    assert [p.name for p in tmp_path.iterdir()] == [big.name]  # bytes: the others went


def tiff_bomb() -> bytes:
    """A real 20000x20000 TIFF (1 bit, CCITT group 4: 12 KB) whose directory then gives its size
    again as 10x10: libtiff decodes the first size, a check reading the last one saw 10x10."""
    from PIL import Image  # pillow-heif's dependency

    encoded = io.BytesIO()
    Image.new("1", (20000, 20000)).save(encoded, "TIFF", compression="group4")
    data = bytearray(encoded.getvalue())
    (ifd,) = struct.unpack("<I", data[4:8])
    (count,) = struct.unpack("<H", data[ifd : ifd + 2])
    entries = bytes(data[ifd + 2 : ifd + 2 + 12 * count])
    again = struct.pack("<HHII", 256, 4, 1, 10) + struct.pack("<HHII", 257, 4, 1, 10)
    data += bytes(len(data) % 2)
    offset = len(data)
    data += struct.pack("<H", count + 2) + entries + again + bytes(4)
    data[4:8] = struct.pack("<I", offset)
    return bytes(data)


def test_a_tiff_whose_size_tags_are_repeated_is_refused_before_decoding() -> None:
    bomb = tiff_bomb()
    assert len(bomb) < 20_000
    with pytest.raises(NotAnImageError) as refused:
        load_image(bomb)  # refused on the header: nothing was decoded
    assert refused.value.reason == "image.damaged"


def test_a_tiff_bomb_sent_to_the_table_is_refused(client: TableClient) -> None:
    status, answer = client.call("POST", "api/photo", raw=tiff_bomb())
    assert status == 400 and answer["reason"] == "image.damaged"
