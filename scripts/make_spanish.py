"""Regenerate resources/spanish.txt.gz: every word form of the LibreOffice Spanish dictionary
(RLA-ES, Debian's hunspell-es), together with Debian's wspanish list.

Why: wspanish alone (85.8k words) has almost no inflected forms (no años, no comí). The Hunspell
dictionary writes stems and affix rules; expanded (scripts/hunspell_forms.py) they give every
plural, feminine, verb form and enclitic form (dámelo) it accepts, about 0.7M words. That is
not an explosion worth filtering: the gzip stays under 2 MB, and the compiled graph is small,
since inflections share their endings. No length filter either: the same lexicon serves 5x5 and
6x6 boards, where words longer than 16 letters can be spelt.

Kept from both lists: entries of lowercase letters only. Proper nouns (España) and acronyms
(ADSL) are out, as the app's own reading would drop them (solver.wordlist), and so are brands
and symbols with a capital inside (iPhone, pH), which it would keep.
wspanish is kept in the union: it adds about 25k valid words the Hunspell list lacks (fregona,
glucómetro, crónicamente), though only in their dictionary form.

Licence: RLA-ES is GPL-3+ or LGPL-3+ or MPL-1.1+; the shipped file is under MPL-2.0 (a file-level
copyleft, so the MIT app around it is a Larger Work), see resources/spanish.LICENSE.txt.

Usage: sudo apt-get install hunspell-es wspanish && python scripts/make_spanish.py
"""

from __future__ import annotations

import gzip
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scripts.hunspell_forms import expand  # noqa: E402

OUT = ROOT / "resources" / "spanish.txt.gz"
HUNSPELL_DIC = Path("/usr/share/hunspell/es_ES.dic")
HUNSPELL_AFF = Path("/usr/share/hunspell/es_ES.aff")
WSPANISH = Path("/usr/share/dict/spanish")


def is_common_word(entry: str) -> bool:
    """Lowercase letters only: no proper noun, acronym, digit, hyphen or space, and no brand
    written with a capital inside (iPhone, iOS) or symbol (pH), which the app would keep."""
    return entry.isalpha() and entry.islower()


def main() -> None:
    for path, package in ((HUNSPELL_DIC, "hunspell-es"), (WSPANISH, "wspanish")):
        if not path.is_file():
            sys.exit(f"{path} is missing: sudo apt-get install {package}")
    hunspell = {word for word in expand(HUNSPELL_DIC, HUNSPELL_AFF) if is_common_word(word)}
    wspanish_text = WSPANISH.read_text(encoding="utf-8")
    wspanish = {word for word in wspanish_text.split() if is_common_word(word)}
    words = sorted(hunspell | wspanish)
    text = "".join(f"{word}\n" for word in words).encode("utf-8")
    # mtime=0 keeps the archive byte-for-byte reproducible.
    with (
        OUT.open("wb") as raw,
        gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, compresslevel=9) as gz,
    ):
        gz.write(text)
    print(
        f"hunspell-es {len(hunspell)} forms, wspanish {len(wspanish)} words, "
        f"{len(wspanish - hunspell)} of them new; {len(words)} in all"
    )
    print(f"sha256 of text {hashlib.sha256(text).hexdigest()}")
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
