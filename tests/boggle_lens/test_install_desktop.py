"""``boggle-lens install-desktop``: the launcher and icon land where the freedesktop menus look."""

from __future__ import annotations

import argparse
import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from boggle_lens.commands import install_desktop


def _run(*arguments: str) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    install_desktop.add_parser(parser.add_subparsers())
    args = parser.parse_args(["install-desktop", *arguments])
    out = io.StringIO()
    return args.run(args, out), out.getvalue()


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    return tmp_path / "share"


@pytest.fixture
def installed_script(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A ``boggle-lens`` next to a fake interpreter, as pipx and venvs lay them out."""
    bin_dir = tmp_path / "venv with space" / "bin"
    bin_dir.mkdir(parents=True)
    script = bin_dir / "boggle-lens"
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(bin_dir / "python"))
    return script


def _entry(launcher: Path) -> dict[str, str]:
    lines = launcher.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line)


def test_install_writes_launcher_and_icon(data_home: Path, installed_script: Path):
    status, output = _run()

    launcher = data_home / "applications" / "boggle-lens.desktop"
    icon = data_home / "icons" / "hicolor" / "256x256" / "apps" / "boggle-lens.png"
    assert status == 0
    assert f"wrote {launcher}" in output and f"wrote {icon}" in output
    assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    entry = _entry(launcher)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Boggle Lens"
    assert entry["Icon"] == "boggle-lens"
    # The absolute script, quoted (it holds a space) and escaped as the spec asks.
    assert entry["Exec"] == f'"{installed_script}" gui %f'
    assert entry["Categories"].endswith(";")


def test_installing_twice_leaves_one_launcher(data_home: Path, installed_script: Path):
    assert _run()[0] == 0
    first = (data_home / "applications" / "boggle-lens.desktop").read_text()
    assert _run()[0] == 0
    assert (data_home / "applications" / "boggle-lens.desktop").read_text() == first
    assert [p.name for p in (data_home / "applications").glob("*.desktop")] == [
        "boggle-lens.desktop"
    ]


def test_uninstall_removes_both_files_and_nothing_else(data_home: Path, installed_script: Path):
    other = data_home / "applications" / "other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n")
    _run()

    status, output = _run("--uninstall")

    assert status == 0
    assert output.count("removed ") == 2
    assert not (data_home / "applications" / "boggle-lens.desktop").exists()
    assert not list((data_home / "icons").rglob("boggle-lens.png"))
    assert other.exists()
    assert _run("--uninstall") == (0, "")  # nothing left to remove is not an error


def test_relative_xdg_data_home_means_the_default(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert install_desktop.xdg_data_home() == tmp_path / ".local" / "share"


def test_exec_argument_escapes_reserved_characters():
    assert install_desktop._exec_argument("/usr/bin/boggle-lens") == "/usr/bin/boggle-lens"
    # Quoted, with `$` backslash-escaped; then every backslash doubled for the string value.
    assert install_desktop._exec_argument("/a b/$x") == '"/a b/\\\\$x"'


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate is not installed (Debian's desktop-file-utils: sh setup.sh "
    "desktop; make test does)",
)
def test_launcher_passes_desktop_file_validate(data_home: Path, installed_script: Path):
    _run()
    result = subprocess.run(
        ["desktop-file-validate", str(data_home / "applications" / "boggle-lens.desktop")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and result.stdout == "", result.stdout


def test_a_home_that_cannot_be_written_is_a_clear_message(tmp_path, monkeypatch) -> None:
    blocked = tmp_path / "data"
    blocked.write_text("a file where the data folder should be")
    result = subprocess.run(
        [sys.executable, "-m", "boggle_lens", "install-desktop"],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "XDG_DATA_HOME": str(blocked)},
    )
    assert result.returncode == 2
    assert "cannot write the launcher" in result.stderr
    assert "Traceback" not in result.stderr
