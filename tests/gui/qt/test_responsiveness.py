"""Slow work stays off the GUI thread or waits for the window: the window keeps answering while
a word list loads, and shows before the camera is looked for."""

from __future__ import annotations

import gc
import threading
import time

from gui_testing import FakeCamera
from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer

from gui.qt.main_window import MainWindow
from solver import Lexicon


def test_word_list_loads_off_the_gui_thread(make_window, qtbot, tmp_path, monkeypatch):
    window = make_window()
    gui_thread = threading.get_ident()
    loaded_on: list[int] = []

    def slow_load(
        cls: type[Lexicon], path: object, name: str | None = None, **_options: object
    ) -> Lexicon:
        loaded_on.append(threading.get_ident())
        time.sleep(0.5)  # a big list takes about this long to compile
        return Lexicon.from_words(["cat", "cats", "coat"], name="family.txt")

    monkeypatch.setattr(Lexicon, "load", classmethod(slow_load))
    gaps: list[int] = []
    clock = QElapsedTimer()
    ticker = QTimer()
    ticker.setInterval(10)
    ticker.timeout.connect(lambda: gaps.append(clock.restart()))
    own = tmp_path / "family.txt"
    own.write_text("cat\ncats\ncoat\n")
    clock.start()
    ticker.start()
    window.choose_dictionary(str(own))
    # While it loads the player sees that it is loading, and the event loop keeps turning.
    assert "loading family.txt" in window.dictionary_label.text()
    qtbot.waitUntil(lambda: window.model.words.dictionary_key == str(own), timeout=10000)
    ticker.stop()
    assert loaded_on and loaded_on[0] != gui_thread
    # The loop kept turning while the worker slept (a frozen loop ticks once or twice). How
    # long it may stall is a speed target: bench/gui_bench.py measures it with a real list.
    assert len(gaps) >= 20, gaps
    assert "family.txt" in window.dictionary_label.text()


def test_loading_leaves_the_collector_on_and_the_graph_frozen(make_window, qtbot, tmp_path):
    window = make_window()
    own = tmp_path / "words.txt"
    own.write_text("\n".join(f"w{a}{b}{c}" for a in "abcde" for b in "fghij" for c in "klmno"))
    window.choose_dictionary(str(own))
    qtbot.waitUntil(lambda: window.model.words.dictionary_key == str(own), timeout=10000)
    assert gc.isenabled()
    # The new word graph is out of the collector's generations (it lives all session), so a
    # collection on the GUI thread does not walk it.
    root = window.model.words.lexicon.root
    assert gc.is_tracked(root)
    assert not any(obj is root for obj in gc.get_objects())


def test_camera_is_looked_for_after_the_window_is_up(qtbot, app_settings, tmp_path):
    # Looking for cameras loads Qt Multimedia's backend (30-300 ms here): not before the
    # window's first frame.
    painted: list[float] = []
    checked: list[bool] = []

    class SlowCamera(FakeCamera):
        def availability(self) -> tuple[bool, str]:
            checked.append(bool(painted))
            time.sleep(0.3)
            return False, "No camera found on this computer"

    class PaintSpy(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.perf_counter())
            return False

    window = MainWindow(app_settings, camera=SlowCamera(), snapshot_dir=tmp_path)
    qtbot.addWidget(window)
    spy = PaintSpy()
    window.installEventFilter(spy)
    window.show()
    qtbot.waitUntil(lambda: bool(checked), timeout=5000)
    window.removeEventFilter(spy)
    assert checked == [True]  # first paint, then the camera (bench/startup_bench.py times it)
    # And with no camera the action is off, saying why.
    qtbot.waitUntil(lambda: not window.actions.camera.isEnabled())
    assert window.actions.camera.toolTip() == "Camera unavailable: No camera found on this computer"
