"""The one build step pyproject.toml cannot say: the app's translations, compiled from the
``.ts`` sources (gui/qt/translations) to the ``.qm`` files Qt loads, with pyside6-lrelease.

Everything else about the package lives in pyproject.toml. The ``.qm`` files are written beside
their sources (so an editable install finds them) and into the build folder (so a wheel ships
them through package-data). Without PySide6's lrelease the build goes on: the app is English.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

TRANSLATIONS = Path("gui") / "qt" / "translations"


def lrelease_command() -> list[str] | None:
    """pyside6-lrelease from the PySide6 of the building Python, else from the PATH."""
    try:
        from PySide6.scripts import pyside_tool  # noqa: F401  (only asks whether it is there)
    except ImportError:
        found = shutil.which("pyside6-lrelease")
        return [found] if found else None
    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]


def compile_translations(root: Path) -> list[Path]:
    """Compile every ``.ts`` under ``root``/gui/qt/translations; returns the ``.qm`` made."""
    sources = sorted((root / TRANSLATIONS).glob("*.ts"))
    command = lrelease_command()
    if not sources:
        return []
    if command is None:
        print("setup.py: pyside6-lrelease not found: the app will be in English only")
        return []
    made = []
    for source in sources:
        target = source.with_suffix(".qm")
        subprocess.run([*command, "-silent", str(source), "-qm", str(target)], check=True)
        made.append(target)
    return made


class BuildWithTranslations(build_py):
    def run(self) -> None:
        made = compile_translations(Path(__file__).resolve().parent)
        super().run()
        if not self.editable_mode:
            for qm in made:  # package-data was collected before they existed on a first build
                target = Path(self.build_lib) / TRANSLATIONS / qm.name
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(qm, target)


setup(cmdclass={"build_py": BuildWithTranslations})
