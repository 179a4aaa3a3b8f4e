"""``boggle-lens gui PHOTO --screenshot OUT.png`` renders the window to a file and exits."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from PySide6.QtGui import QImage

from gui.app import run


def test_screenshot_of_a_read_photo(qtbot, photo_path, tmp_path):
    out = tmp_path / "shot" / "window.png"
    args = SimpleNamespace(
        photo=str(photo_path), select="cats", screenshot=out, rules=None, dict=None
    )
    assert run(args) == 0
    image = QImage(str(out))
    assert not image.isNull()
    assert image.width() >= 800 and image.height() >= 500


def test_screenshot_without_a_photo(qtbot, tmp_path):
    out = tmp_path / "plain.png"
    args = SimpleNamespace(photo=None, select=None, screenshot=out, rules="big", dict=None)
    assert run(args) == 0
    assert QImage(str(out)).width() >= 800


def test_bad_rules_argument(qtbot, tmp_path):
    args = SimpleNamespace(
        photo=None, select=None, screenshot=tmp_path / "x.png", rules="chess", dict=None
    )
    assert run(args) == 2
    assert not Path(tmp_path / "x.png").exists()
