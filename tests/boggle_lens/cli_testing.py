"""Running ``boggle-lens`` as a user does, in a fresh process, for the command-line tests."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HEAVY_MODULES = ("PySide6", "cv2", "numpy")


def boggle_lens(
    *args: str, stdin: str | None = None, env: Mapping[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``python -m boggle_lens ARGS`` from the repository root; ``env`` adds to os.environ."""
    return subprocess.run(
        [sys.executable, "-m", "boggle_lens", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
        env={**os.environ, **(env or {})},
    )


def heavy_modules_loaded_by(
    commands: Sequence[Sequence[str]], env: Mapping[str, str] | None = None
) -> list[str]:
    """Which of Qt, OpenCV and numpy a fresh interpreter has loaded after running these
    command lines through ``boggle_lens.cli.main`` one after another."""
    probe = (
        "import sys\n"
        "from boggle_lens.cli import main\n"
        f"for argv in {[list(command) for command in commands]!r}:\n"
        "    main(argv)\n"
        f"print('LOADED', [m for m in {HEAVY_MODULES!r} if m in sys.modules])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
        env={**os.environ, **(env or {})},
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.splitlines()[-1]
    assert last.startswith("LOADED ")
    return ast.literal_eval(last.removeprefix("LOADED "))
