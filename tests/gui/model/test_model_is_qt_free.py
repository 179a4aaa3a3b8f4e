"""The model runs without Qt: importing all of it loads no PySide6."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]


def test_importing_the_model_loads_no_qt():
    modules = sorted(f"gui.model.{path.stem}" for path in (REPO / "gui" / "model").glob("*.py"))
    code = (
        "import sys\n"
        + "".join(f"import {name}\n" for name in modules)
        + ("print(sorted(name for name in sys.modules if name.startswith('PySide6')))")
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True
    )
    assert result.stdout.strip() == "[]"
