"""``boggle-lens gui PHOTO --screenshot OUT.png`` renders the window to a file and exits."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from gui_testing import items_of_kind
from PySide6.QtGui import QImage

from gui.qt.app import run
from gui.qt.board_render import ROLE_CELL


def test_screenshot_of_a_read_photo(qtbot, photo_path, tmp_path):
    out = tmp_path / "shot" / "window.png"
    args = SimpleNamespace(
        photo=str(photo_path), board=None, select="cats", screenshot=out, rules=None, dict=None
    )
    assert run(args) == 0
    image = QImage(str(out))
    assert not image.isNull()
    assert image.width() >= 800 and image.height() >= 500


def test_screenshot_without_a_photo(qtbot, tmp_path):
    out = tmp_path / "plain.png"
    args = SimpleNamespace(
        photo=None, board=None, select=None, screenshot=out, rules="big", dict=None
    )
    assert run(args) == 0
    assert QImage(str(out)).width() >= 800


def test_bad_rules_argument(qtbot, tmp_path):
    args = SimpleNamespace(
        photo=None,
        board=None,
        select=None,
        screenshot=tmp_path / "x.png",
        rules="chess",
        dict=None,
    )
    assert run(args) == 2
    assert not Path(tmp_path / "x.png").exists()


def test_screenshot_of_a_board_given_on_the_command_line(qtbot, tmp_path, monkeypatch):
    import gui.qt.app

    seen: dict[str, object] = {}
    take = gui.qt.app.take_screenshot

    def spy(window, args, out):
        status = take(window, args, out)
        seen["board"] = window.document.board.text
        seen["path"] = window.view.shapes and [
            tuple(i.data(ROLE_CELL)) for i in items_of_kind(window.view, "path-step")
        ]
        return status

    monkeypatch.setattr(gui.qt.app, "take_screenshot", spy)
    out = tmp_path / "board.png"
    args = SimpleNamespace(
        photo=None,
        board="CATS/ROPE/MINT/LUGS",
        select="cats",
        screenshot=out,
        rules=None,
        dict=None,
    )
    assert run(args) == 0
    assert seen["board"] == "C,A,T,S/R,O,P,E/M,I,N,T/L,U,G,S"
    assert sorted(seen["path"]) == [(0, 0), (0, 1), (0, 2), (0, 3)]
    assert not QImage(str(out)).isNull()
    bad = SimpleNamespace(
        photo=None, board="AB/C", select=None, screenshot=out, rules=None, dict=None
    )
    assert run(bad) == 2


def test_an_unexpected_error_in_a_headless_run_fails_it_without_a_dialog(
    qtbot, tmp_path, monkeypatch, capsys
):
    """No dialog nobody could close: the run ends with the traceback on stderr and status 1."""
    import sys

    from PySide6.QtCore import QTimer

    import gui.qt.app as app_module

    def boom() -> None:
        raise RuntimeError("a slot that fails")

    def apply_and_schedule_a_failure(model, args):
        QTimer.singleShot(0, boom)
        return None

    monkeypatch.setattr(app_module, "apply_arguments", apply_and_schedule_a_failure)
    hook = sys.excepthook
    try:
        args = SimpleNamespace(
            photo=None, board=None, select=None, screenshot=tmp_path / "x.png", rules=None,
            dict=None,
        )  # fmt: skip
        assert run(args) == 1
    finally:
        sys.excepthook = hook  # pytest-qt's own capture again
    err = capsys.readouterr().err
    assert "RuntimeError: a slot that fails" in err and "an unexpected error happened" in err


def test_lang_plays_in_that_language_with_its_dictionary(qtbot, tmp_path, monkeypatch):
    import gui.qt.app

    seen: dict[str, object] = {}
    take = gui.qt.app.take_screenshot

    def spy(window, args, out):
        status = take(window, args, out)
        seen["language"] = window.model.language
        seen["words"] = {found.word for found in window.model.words.solution.words}
        return status

    monkeypatch.setattr(gui.qt.app, "take_screenshot", spy)
    args = SimpleNamespace(
        photo=None, board="A,Ñ,O,S/C,A,S,A/N,I,Ñ,O/T,E,R,A", select=None,
        screenshot=tmp_path / "es.png", rules=None, dict=None, lang="es",
    )  # fmt: skip
    assert run(args) == 0
    assert seen["language"] == "es"
    assert {"años", "casa", "niño"} <= seen["words"]
