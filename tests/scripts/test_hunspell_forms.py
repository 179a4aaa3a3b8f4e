"""The Hunspell expander behind resources/spanish.txt.gz (scripts/hunspell_forms.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from scripts.hunspell_forms import AffixFileError, expand  # noqa: E402

# A small dictionary in the Spanish file's shape: UTF-8 flags, one a continuation flag (S) on a
# suffix, a cross-product prefix, and two flags (Á, Ã) whose UTF-8 bytes start alike.
AFFIXES = """SET UTF-8
FLAG UTF-8
PFX d Y 1
PFX d 0 des .
SFX A Y 1
SFX A r ción/S ar
SFX S Y 2
SFX S 0 s [aeiou]
SFX S ón ones ón
SFX Á Y 1
SFX Á 0 lo r
SFX Ã N 1
SFX Ã r xx r
"""
STEMS = "2\nabdicar/AÁ\ncasa/Sd\n"


def _files(tmp_path: Path, affixes: str = AFFIXES) -> tuple[Path, Path]:
    dic, aff = tmp_path / "t.dic", tmp_path / "t.aff"
    dic.write_text(STEMS, encoding="utf-8")
    aff.write_text(affixes, encoding="utf-8")
    return dic, aff


def test_every_form_is_written_out_with_twofold_suffixes_and_cross_products(
    tmp_path: Path,
) -> None:
    words = expand(*_files(tmp_path))
    assert words == {
        "abdicar",
        "abdicación",
        "abdicaciones",  # the continuation flag S applied to the suffixed form
        "abdicarlo",  # flag Á, and not Ã (abdicaxx), though both start with the byte 0xC3
        "casa",
        "casas",
        "descasa",
        "descasas",  # prefix and suffix together: both allow the cross product
    }


def test_an_affix_file_of_another_flag_type_is_refused(tmp_path: Path) -> None:
    with pytest.raises(AffixFileError, match="FLAG long is not handled"):
        expand(*_files(tmp_path, AFFIXES.replace("FLAG UTF-8", "FLAG long")))
