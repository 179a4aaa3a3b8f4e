"""A headless table on 127.0.0.1 with a private folder, and a client for it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from table_client import TableClient

from solver import Lexicon
from table import TableHost, TableOptions, open_table


@pytest.fixture
def table(tmp_path: Path, enable: Lexicon) -> Iterator[TableHost]:
    host = open_table(
        enable, None, TableOptions(host="127.0.0.1", port=0, folder=tmp_path, warm_reader=False)
    )
    yield host
    host.close()


@pytest.fixture
def client(table: TableHost) -> TableClient:
    return TableClient(table.url)
