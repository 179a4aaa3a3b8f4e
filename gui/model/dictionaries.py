"""Loading a word list for the app, from a worker thread, without stalling the GUI thread.

A list the cache has never seen is compiled in a helper process. Compiled on the worker thread
instead, its second of pure Python holds the interpreter lock, and the GUI thread then waits for
it: usually for a few milliseconds at a time, but in some runs for the whole second (measured
1.2 s without a single timer tick). A process has its own interpreter, so the GUI thread keeps
running whatever the scheduler does; the worker then only loads the compiled graph from the
cache, about a tenth of the time.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import solver
from gui.model.edition import language_name, language_of_key
from gui.model.translation import translate
from solver import Lexicon, LexiconError
from solver.languages import LANGUAGES, dictionary_spec, needs_compiling
from solver.languages import load_dictionary as solver_dictionary
from solver.lexicon import Compiling
from solver.system_words import SYSTEM_WORDS

BUNDLED = "enable"
SYSTEM = "system"


def system_words_available() -> bool:
    return SYSTEM_WORDS.is_file()


def dictionary_label(key: str) -> str:
    """How the dictionary choice names a word list."""
    code = language_of_key(key)
    if code is not None:
        # The language's name in the app's language; the list's title is a proper name.
        return f"{language_name(code)}: {LANGUAGES[code].words.title}"
    if key == BUNDLED:
        return translate("Dictionaries", "ENABLE (bundled)")
    if key == SYSTEM:
        return translate("Dictionaries", "System words ({path})").format(path=SYSTEM_WORDS)
    return Path(key).name


@dataclass(frozen=True)
class DictionaryChoice:
    """One entry of the dictionary choice."""

    key: str
    label: str
    tooltip: str = ""
    enabled: bool = True


def dictionary_choices(user_files: list[str], system_available: bool) -> list[DictionaryChoice]:
    """The bundled list, the system's (greyed out, with the reason, where it is missing) and
    the player's own files."""
    missing = (
        ""
        if system_available
        else translate("Dictionaries", "No system word list: {path} does not exist").format(
            path=SYSTEM_WORDS
        )
    )
    return [
        DictionaryChoice(BUNDLED, dictionary_label(BUNDLED)),
        DictionaryChoice(
            SYSTEM, translate("Dictionaries", "System words"), missing, system_available
        ),
        *(DictionaryChoice(path, dictionary_label(path), path) for path in user_files),
    ]


def user_dictionaries(current: str | None) -> list[str]:
    """The player's own word lists to offer beside the bundled and system ones."""
    return [current] if current and current not in (BUNDLED, SYSTEM) else []


def load_dictionary(key: str, progress: Compiling | None = None) -> Lexicon:
    """The word list ``key`` names (BUNDLED, SYSTEM, a language's ``lang:CODE`` or a file
    path). One the cache has never seen is compiled first, in a helper process, ``progress``
    told how far along it is. Raises LexiconError."""
    spec = _spec(key)
    if needs_compiling(spec):
        compile_in_helper_process(spec, progress)
    with _collector_paused():
        return solver_dictionary(spec)


def _spec(key: str) -> str | None:
    """The solver's dictionary spec (solver.languages.dictionary_spec) for an app's key."""
    code = language_of_key(key)
    if code is not None:
        return dictionary_spec(code, None)
    return {BUNDLED: None, SYSTEM: "system"}.get(key, key)


# A plain interpreter running only the solver: no Qt, and none of the parent's modules (the
# spawn start method of multiprocessing would import the parent's main script again). It says
# how far the compile is on stdout, one share a line; a word list it cannot use is told back as
# JSON on stderr: the message, and the reason and values the app says it again with in the
# player's language (gui.model.error_text).
_HELPER = """
import json, sys
from solver import LexiconError
from solver.languages import load_dictionary
spec = sys.argv[1] if sys.argv[1] != "-" else None
try:
    load_dictionary(spec, lambda done: print(f"{done:.3f}", flush=True))
except LexiconError as error:
    told = {"message": str(error), "reason": error.reason, "values": error.values}
    print(json.dumps(told), file=sys.stderr)
    sys.exit(3)
"""
_UNUSABLE = 3  # the helper's exit code for a word list that cannot be used
HELPER_TIMEOUT_S = 300.0


def compile_in_helper_process(spec: str | None, progress: Compiling | None = None) -> None:
    """Compile the list ``spec`` names into the cache in a helper process, telling
    ``progress`` its shares as they come. A word list that cannot be used raises its
    LexiconError here, as loading it would. If the helper cannot run, fails otherwise or takes
    too long, nothing is raised: the load that follows compiles the list itself, slower but
    still right."""
    package_root = str(Path(solver.__file__).resolve().parents[1])
    path = os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")]))
    try:
        helper = subprocess.Popen(
            [sys.executable, "-c", _HELPER, spec if spec is not None else "-"],
            env={**os.environ, "PYTHONPATH": path},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
    except OSError:
        return
    watchdog = threading.Timer(HELPER_TIMEOUT_S, helper.kill)  # a stuck helper is given up
    watchdog.start()
    try:
        assert helper.stdout is not None and helper.stderr is not None
        for line in helper.stdout:
            if progress is not None:
                with contextlib.suppress(ValueError):  # a line that is no share
                    progress(float(line))
        told = helper.stderr.read()
        code = helper.wait()
    finally:
        watchdog.cancel()
    if code == _UNUSABLE:
        raise _told_error(told.strip())


def _told_error(told: str) -> LexiconError:
    """The helper's LexiconError again, from its JSON (its bare text if it is not JSON)."""
    try:
        fields = json.loads(told)
        values = fields["values"] if isinstance(fields["values"], dict) else {}
        return LexiconError(str(fields["message"]), reason=str(fields["reason"]), **values)
    except (ValueError, KeyError, TypeError):
        return LexiconError(told)


_pauses = 0
_pauses_lock = threading.Lock()


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Keep the garbage collector out of a word-list load, then freeze what it made.

    The load runs on a worker, but Python runs one thread at a time: a full collection
    triggered by the ~10^6 objects of a word graph holds every thread, the GUI's too, for up to
    ~100 ms. Frozen afterwards, the long-lived graph is skipped by every later collection
    (which would otherwise walk it on the GUI thread)."""
    global _pauses
    with _pauses_lock:
        _pauses += 1
        gc.disable()
    try:
        yield
    finally:
        with _pauses_lock:
            _pauses -= 1
            if _pauses == 0:
                gc.freeze()
                gc.enable()
