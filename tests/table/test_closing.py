"""Closing a table frees everything it held, even with phones connecting at that moment."""

from __future__ import annotations

import gc
import socket
import warnings
from pathlib import Path

import pytest

from solver import Lexicon
from table import TableOptions, open_table


def test_closing_as_phones_connect_leaves_no_socket_or_loop_open(
    tmp_path: Path, enable: Lexicon
) -> None:
    for trial in range(10):
        host = open_table(
            enable,
            None,
            TableOptions(host="127.0.0.1", port=0, folder=tmp_path / str(trial), warm_reader=False),
        )
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
                open_table(
                    enable,
                    None,
                    TableOptions(host="127.0.0.1", port=port, folder=tmp_path, warm_reader=False),
                )
            gc.collect()
    assert [str(warning.message) for warning in left_open] == []


def test_a_closed_table_drops_what_the_desktop_still_sends(tmp_path: Path, enable: Lexicon) -> None:
    host = open_table(
        enable, None, TableOptions(host="127.0.0.1", port=0, folder=tmp_path, warm_reader=False)
    )
    host.close()
    host.set_words(enable, None)  # the desktop's dictionary changed as its window closed
    assert host.start_round(180).cancelled()
