"""Closing a table frees everything it held, even with phones connecting at that moment."""

from __future__ import annotations

import gc
import logging
import socket
import urllib.error
import urllib.request
import warnings
from pathlib import Path

import pytest

from solver import Lexicon
from table import TableHost, TableOptions, open_table
from table.server import MAX_PHOTO_BYTES


def _open(enable: Lexicon, folder: Path, port: int = 0) -> TableHost:
    """A table on 127.0.0.1 keeping its files in ``folder``, its reader process not started."""
    return open_table(
        enable, None, TableOptions(host="127.0.0.1", port=port, folder=folder, warm_reader=False)
    )


def test_closing_as_phones_connect_leaves_no_socket_or_loop_open(
    tmp_path: Path, enable: Lexicon
) -> None:
    for trial in range(10):
        host = _open(enable, tmp_path / str(trial))
        # Connections the kernel has taken that the server may not have set up when it stops.
        arriving = [socket.create_connection(("127.0.0.1", host.port)) for _ in range(20)]
        host.close()
        for connection in arriving:
            connection.close()
        with warnings.catch_warnings(record=True) as left_open:
            warnings.simplefilter("always", ResourceWarning)
            gc.collect()
        assert [str(warning.message) for warning in left_open] == []


def test_a_table_that_could_not_listen_leaves_no_loop_open(tmp_path: Path, enable: Lexicon) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with warnings.catch_warnings(record=True) as left_open:
            warnings.simplefilter("always", ResourceWarning)
            with pytest.raises(OSError):
                _open(enable, tmp_path, port)
            gc.collect()
    assert [str(warning.message) for warning in left_open] == []


def test_a_closed_table_drops_what_the_desktop_still_sends(tmp_path: Path, enable: Lexicon) -> None:
    host = _open(enable, tmp_path)
    host.close()
    host.set_words(enable, None)  # the desktop's dictionary changed as its window closed
    assert host.start_round(180).cancelled()


def test_closing_after_a_refused_upload_leaves_no_task_pending(
    tmp_path: Path, enable: Lexicon, caplog: pytest.LogCaptureFixture
) -> None:
    host = _open(enable, tmp_path)
    too_big = urllib.request.Request(
        host.url + "api/photo",
        data=bytes(MAX_PHOTO_BYTES + 1),
        headers={"Content-Type": "image/jpeg"},
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(too_big, timeout=30)
    assert refused.value.code == 413
    refused.value.close()
    # The server answered before taking the whole body in, and the phone hung up: the handler
    # is still at it when the table closes.
    with caplog.at_level(logging.ERROR, logger="asyncio"):
        host.close()
        del host
        gc.collect()
    assert [record.getMessage() for record in caplog.records] == []
