"""The layers point one way (gui -> vision -> solver) and only gui touches Qt."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def imported_modules(package: str) -> dict[str, set[str]]:
    """Top-level module names each file of a package imports, read from the source."""
    found: dict[str, set[str]] = {}
    for path in (REPO / package).rglob("*.py"):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module.split(".")[0])
        found[str(path.relative_to(REPO))] = names
    return found


def test_solver_imports_no_qt_no_opencv_and_no_upper_layer() -> None:
    for path, names in imported_modules("solver").items():
        assert not names & {"PySide6", "cv2", "numpy", "vision", "gui"}, path


def test_vision_never_imports_qt_or_gui() -> None:
    for path, names in imported_modules("vision").items():
        assert not names & {"PySide6", "gui"}, path


def test_import_linter_contracts_hold() -> None:
    lint_imports = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert lint_imports, "import-linter is a test dependency"
    result = subprocess.run([lint_imports], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "8 kept, 0 broken" in result.stdout
