"""Tesseract is an optional extra used only by the eval's comparison: without it, one clear line."""

from __future__ import annotations

import sys

import pytest

from bench.tesseract_compare import INSTALL_HINT, load_tesseract


def test_a_missing_pytesseract_module_names_the_extra(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setitem(sys.modules, "pytesseract", None)  # import fails as if not installed
    reason = load_tesseract()
    assert isinstance(reason, str)
    assert "pytesseract module is missing" in reason and INSTALL_HINT in reason
    assert "pip install -e .[ocr]" in INSTALL_HINT
    assert "apt-get install tesseract-ocr" in INSTALL_HINT


def test_a_missing_tesseract_program_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch):
    pytesseract = pytest.importorskip(
        "pytesseract", reason="the ocr extra is not installed (sh setup.sh ocr; make test does)"
    )
    monkeypatch.setattr(pytesseract.pytesseract, "tesseract_cmd", "/nonexistent/tesseract")
    reason = load_tesseract()
    assert isinstance(reason, str)
    assert "not on the PATH" in reason and INSTALL_HINT in reason
