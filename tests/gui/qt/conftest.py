"""Fixtures for the desktop app tests: isolated settings, synthetic photos, a fake reader."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The test modules import their shared helpers from gui_testing.py beside this file, which
# takes the Qt-free ones from ../model/model_testing.py.
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))

import pytest
from gui_testing import (
    MISREAD_CELL,
    MISREAD_FACE,
    FakeCamera,
    FakeReader,
    reading_from_synth,
)
from PySide6.QtCore import QSettings

from gui.qt.main_window import MainWindow
from gui.qt.settings import AppSettings
from synth import SynthPhoto


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path) -> Iterator[Path]:
    """Point every QSettings the app makes at a fresh folder."""
    folder = tmp_path / "settings"
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(folder))
    yield folder


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """Each test leaves the app in English: ``run()`` (the screenshot tests) follows the
    system's language, which on a French machine would be French for every test after it."""
    yield
    from gui.model import translation
    from gui.qt.language import TRANSLATORS

    if TRANSLATORS.language != "en":
        TRANSLATORS.apply("en")
    translation.install(None)


@pytest.fixture
def catalogues(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The .ts sources compiled afresh, as the build does, and the app pointed at them; the
    app is English again afterwards."""
    from PySide6.QtCore import QCoreApplication

    from gui.model import translation
    from gui.qt import language

    folder = tmp_path / "translations"
    folder.mkdir()
    for source in (Path(language.__file__).resolve().parent / "translations").glob("*.ts"):
        subprocess.run(
            [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()",
             "-silent", str(source), "-qm", str(folder / source.with_suffix(".qm").name)],
            check=True,
        )  # fmt: skip
    monkeypatch.setattr(language, "TRANSLATIONS", folder)
    yield folder
    language.TRANSLATORS.apply("en")
    QCoreApplication.processEvents()
    translation.install(None)


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    return tmp_path / "boggle-lens.ini"


@pytest.fixture
def app_settings(settings_file: Path) -> AppSettings:
    return AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))


@pytest.fixture
def fake_reader(synth_photo: SynthPhoto) -> FakeReader:
    return FakeReader(reading_from_synth(synth_photo, {MISREAD_CELL: MISREAD_FACE}))


@pytest.fixture
def make_window(qtbot, app_settings: AppSettings, tmp_path: Path):
    """Build a shown main window whose dictionary has loaded."""

    def make(reader: object | None = None, camera: object | None = None, settings=None):
        kwargs: dict[str, object] = {"snapshot_dir": tmp_path / "snapshots"}
        if reader is not None:
            kwargs["reader"] = reader
        kwargs["camera"] = camera if camera is not None else FakeCamera()
        window = MainWindow(settings or app_settings, **kwargs)
        qtbot.addWidget(window)
        window.resize(1100, 720)
        window.show()
        # The first solve may load the dictionary: seconds on a loaded machine, not 15.
        qtbot.waitUntil(lambda: window.model.words.solution is not None, timeout=60000)
        return window

    return make
