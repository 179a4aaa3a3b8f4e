"""A headless table on 127.0.0.1 with a private folder, and a client for it; and the phones of
the page's browser tests, in each engine (Chromium, and WebKit where it is installed)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser import Phone
from phone_shop import PhoneShop
from table_client import TableClient

from solver import Lexicon
from table import TableHost, TableOptions, open_table

ENGINES = ("chromium", "webkit")  # the page's browser tests run in each


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


@pytest.fixture(scope="session")
def phone_shop(
    tmp_path_factory: pytest.TempPathFactory, pytestconfig: pytest.Config
) -> Iterator[PhoneShop]:
    # WebKit's compiled locales are kept in pytest's cache between runs and workers; with the
    # cache off (-p no:cacheprovider) they are compiled into this run's own folder.
    cache = getattr(pytestconfig, "cache", None)  # no attribute at all with the cache off
    locales = (
        cache.mkdir("webkit-locales")
        if cache is not None
        else tmp_path_factory.mktemp("webkit-locales")
    )
    shop = PhoneShop(tmp_path_factory, locales)
    yield shop
    shop.close()


@pytest.fixture(scope="module", params=ENGINES)
def engine(request: pytest.FixtureRequest) -> str:
    """The browser engine a module's phones run in; a test in an engine not installed here
    skips, saying why."""
    from browser import missing_browser
    from webkit import missing_webkit

    why = missing_browser() if request.param == "chromium" else missing_webkit()
    if why is not None:
        pytest.skip(f"{request.param}: {why}")
    return request.param


@pytest.fixture(scope="module")
def phone_in(phone_shop: PhoneShop, engine: str) -> Iterator[Callable[..., Phone]]:
    """A phone set to a language ("fr", "de", ...) and a screen width (390 px unless told),
    made once per module and engine; each test leaves it with nothing stored (its table, on a
    port of its own, is a new origin anyway)."""
    made: dict[tuple[str, int], Phone] = {}

    def phone(language: str, width: int = 390) -> Phone:
        if (language, width) not in made:
            label = f"{engine}-{language}-{width}"
            made[language, width] = phone_shop.phone(engine, label, language, width)
        return made[language, width]

    try:
        yield phone
    finally:
        for each in made.values():
            each.quit()
