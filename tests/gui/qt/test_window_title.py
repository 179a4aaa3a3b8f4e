"""The window title names the document once; the app's name comes from Qt's display name."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from gui_testing import open_and_wait

REPO = Path(__file__).resolve().parents[3]


def test_the_title_names_the_document_and_not_the_app(make_window, qtbot, photo_path, fake_reader):
    window = make_window(fake_reader)
    assert window.windowTitle() == "Rolled or typed board"
    assert open_and_wait(qtbot, window, photo_path)
    assert window.windowTitle() == photo_path.name
    assert window.windowFilePath() == str(photo_path)
    assert "Boggle Lens" not in window.windowTitle()  # Qt adds it, once


def test_the_app_starts_with_its_display_name():
    # A fresh process: the test run's QApplication was not made by ``application()``.
    code = "from gui.qt.app import application; print(application().applicationDisplayName())"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO)}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    )
    assert result.stdout.strip() == "Boggle Lens"
