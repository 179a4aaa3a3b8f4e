"""danvk's C++ Boggler (github.com/danvk/hybrid-boggle), built here for bench/solve_bench.py to
time beside our search on the same boards.

Its source comes from, in order: ``--danvk-source`` (a checkout, or a bare git directory such as
a mirror), a checkout already in build/hybrid-boggle, or a shallow ``git clone`` into it. It is
compiled as danvk's build.sh compiles it (c++ -O3 -march=native -std=c++20, pybind11), with the
small binding in bench/danvk/binding.cc, into build/danvk/. Every step that cannot happen (no
network, no g++, no pybind11) gives a one-line reason, and the benchmark goes on without it.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
CHECKOUT = ROOT / "build" / "hybrid-boggle"
BUILD = ROOT / "build" / "danvk"
BINDING = Path(__file__).resolve().parent / "danvk" / "binding.cc"
REPOSITORY = "https://github.com/danvk/hybrid-boggle.git"
# The commit these figures were measured with (2025-08-25); a fresh clone takes the newest.
KNOWN_COMMIT = "4347e8018fbb2495902cf06bba98ecfa516f4ae2"
_SOURCES = ("trie.h", "trie.cc", "boggler.h", "board_class_boggler.h", "constants.h")


class Unavailable(Exception):
    """Why danvk's Boggler could not be built here, in one line."""


def _run(command: list[str], cwd: Path | None = None, timeout: float = 300) -> str:
    try:
        done = subprocess.run(
            command, cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise Unavailable(f"{command[0]} failed: {error}") from None
    if done.returncode != 0:
        last = (done.stderr.strip() or done.stdout.strip()).splitlines()[-1:] or ["no output"]
        raise Unavailable(f"{' '.join(command[:3])} failed: {last[0]}")
    return done.stdout


def _is_bare_git(path: Path) -> bool:
    return (path / "HEAD").is_file() and (path / "objects").is_dir()


def source(explicit: Path | None) -> tuple[Path, str]:
    """The directory holding danvk's cpp/ sources, and the commit they are from."""
    needs_git = explicit is None or _is_bare_git(explicit)
    if needs_git and shutil.which("git") is None and not (CHECKOUT / "cpp" / "boggler.h").is_file():
        raise Unavailable("git is not installed")
    if explicit is not None:
        if (explicit / "cpp" / "boggler.h").is_file():
            return explicit, _commit_of(explicit)
        if not _is_bare_git(explicit):
            raise Unavailable(f"{explicit} is neither a checkout of hybrid-boggle nor a git dir")
        # A bare repository (a mirror): its cpp/ folder at HEAD, unpacked into build/.
        commit = _run(["git", f"--git-dir={explicit}", "rev-parse", "HEAD"]).strip()
        if _commit_of(CHECKOUT) == commit and (CHECKOUT / "cpp" / "boggler.h").is_file():
            return CHECKOUT, commit  # unpacked already: its build is still good
        shutil.rmtree(CHECKOUT, ignore_errors=True)
        (CHECKOUT / "cpp").mkdir(parents=True)
        for name in _SOURCES:
            text = _run(["git", f"--git-dir={explicit}", "show", f"HEAD:cpp/{name}"])
            (CHECKOUT / "cpp" / name).write_text(text)
        (CHECKOUT / "COMMIT").write_text(commit + "\n")
        return CHECKOUT, commit
    if not (CHECKOUT / "cpp" / "boggler.h").is_file():
        CHECKOUT.parent.mkdir(parents=True, exist_ok=True)
        shutil.rmtree(CHECKOUT, ignore_errors=True)
        _run(["git", "clone", "--quiet", "--depth", "1", REPOSITORY, str(CHECKOUT)], timeout=120)
    return CHECKOUT, _commit_of(CHECKOUT)


def _commit_of(checkout: Path) -> str:
    recorded = checkout / "COMMIT"
    if recorded.is_file():
        return recorded.read_text().strip()
    try:
        return _run(["git", "-C", str(checkout), "rev-parse", "HEAD"]).strip()
    except Unavailable:
        return "unknown commit"


def build(explicit: Path | None = None) -> tuple[ModuleType, str]:
    """danvk's Boggler as a Python module, built if need be, and a line saying what it is."""
    compiler = shutil.which("c++") or shutil.which("g++")
    if compiler is None:
        raise Unavailable("no C++ compiler (c++ or g++) is installed")
    try:
        import pybind11
    except ImportError:
        raise Unavailable("pybind11 is not installed (pip install pybind11)") from None
    checkout, commit = source(explicit)
    cpp = checkout / "cpp"
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    target = BUILD / f"danvk_boggle{suffix}"
    inputs = [BINDING, *(cpp / name for name in _SOURCES)]
    if not target.is_file() or any(p.stat().st_mtime > target.stat().st_mtime for p in inputs):
        BUILD.mkdir(parents=True, exist_ok=True)
        command = [compiler, "-shared", "-std=c++20", "-fPIC", "-O3", "-march=native", "-w"]
        command += [f"-I{sysconfig.get_paths()['include']}", f"-I{pybind11.get_include()}"]
        command += [f"-I{cpp}", str(BINDING), str(cpp / "trie.cc"), "-o", str(target)]
        if sys.platform == "darwin":
            command += ["-undefined", "dynamic_lookup"]
        _run(command)
    spec = importlib.util.spec_from_file_location("danvk_boggle", target)
    if spec is None or spec.loader is None:
        raise Unavailable(f"cannot load {target}")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except ImportError as error:
        raise Unavailable(f"cannot load {target.name}: {error}") from None
    return module, f"danvk/hybrid-boggle {commit[:12]}, c++ -O3 -march=native"
