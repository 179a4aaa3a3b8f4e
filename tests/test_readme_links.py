"""Every relative link and anchor in README.md and docs/*.md leads somewhere: a file that is
there, and a heading of that file for an anchor (as GitHub makes a heading's anchor). Links to
the web are not followed; links inside code are not links."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]

_FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)
_CODE = re.compile(r"`[^`\n]*`")
_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.M)
_ANCHOR_TAG = re.compile(r"<a\s+(?:name|id)=\"([^\"]+)\"", re.I)


def _prose(text: str) -> str:
    """The text without fenced code blocks and inline code, where brackets are not links."""
    return _CODE.sub("", _FENCE.sub("", text))


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, markup and punctuation dropped (letters,
    digits, spaces, hyphens and underscores kept), spaces made hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its words
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").lower()
    text = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every anchor a page has: its headings' (a repeated one numbered -1, -2 ...) and any
    <a name> or id written in it."""
    text = _FENCE.sub("", page.read_text(encoding="utf-8"))
    found: set[str] = set(_ANCHOR_TAG.findall(text))
    seen: dict[str, int] = {}
    for heading in _HEADING.findall(text):
        base = slug(heading)
        count = seen.get(base, 0)
        found.add(base if count == 0 else f"{base}-{count}")
        seen[base] = count + 1
    return found


def links(page: Path) -> list[str]:
    return _LINK.findall(_prose(page.read_text(encoding="utf-8")))


def broken(page: Path) -> list[str]:
    wrong = []
    for target in links(page):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            wrong.append(f"{target}: no such file")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            wrong.append(f"{target}: no heading #{anchor} in {file.name}")
    return wrong


def test_the_slugs_are_githubs() -> None:
    assert slug("How the reader works in full (as of 2026-11-27)") == (
        "how-the-reader-works-in-full-as-of-2026-11-27"
    )
    assert slug("`boggle-lens solve BOARD`") == "boggle-lens-solve-board"
    assert slug("Cluster: `stats` and `best` on several machines (`--cluster ADDRESS`)") == (
        "cluster-stats-and-best-on-several-machines---cluster-address"
    )
    assert slug("Phones at the table") == "phones-at-the-table"


def test_the_check_finds_a_broken_link(tmp_path: Path) -> None:
    (tmp_path / "there.md").write_text("# Here\n\n## A part\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text(
        "[ok](there.md) [ok](there.md#a-part) [gone](gone.md) [no](there.md#nowhere) "
        "[self](#top) `[code](not-a-link.md)`\n\n# Top\n",
        encoding="utf-8",
    )
    assert broken(page) == [
        "gone.md: no such file",
        "there.md#nowhere: no heading #nowhere in there.md",
    ]


def test_the_readme_is_short_enough_to_read() -> None:
    assert len((REPO / "README.md").read_text(encoding="utf-8").splitlines()) < 400


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_relative_link_and_anchor_resolves(page: Path) -> None:
    assert links(page) or page.name != "README.md"  # the scan finds the README's links
    assert broken(page) == []
