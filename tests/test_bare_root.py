"""The README's two commands on a bare Debian root: scripts/bare_root_check.sh, run on request.

It needs root, debootstrap and network to the Debian archive and PyPI, and takes several minutes,
so `make test` skips it; `make bare-check` (or BOGGLE_LENS_BARE_CHECK=1 with pytest) runs it.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "bare_root_check.sh"


@pytest.mark.skipif(
    os.environ.get("BOGGLE_LENS_BARE_CHECK") != "1",
    reason="slow (minutes), needs root and network: set BOGGLE_LENS_BARE_CHECK=1 or run "
    "`make bare-check`",
)
def test_readme_commands_on_a_bare_debian_root():
    if os.geteuid() != 0:
        pytest.skip("the bare-root check needs root (debootstrap, chroot, mount)")
    result = subprocess.run(["bash", str(SCRIPT)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
