"""The live scanner's rules without Qt: steady, sure, when to read, what the Capture button does,
and what a source that stops leaves."""

from __future__ import annotations

from model_testing import TRUE_BOARD

from gui.model.live_scan import (
    LiveScan,
    LiveScanSettings,
    LiveState,
    board_side,
    corner_shift,
    letters_caption,
)
from vision.result import BoardReading, DieReading, Quad

SQUARE: Quad = ((100.0, 100.0), (500.0, 100.0), (500.0, 500.0), (100.0, 500.0))


def moved(quad: Quad, dx: float, dy: float = 0.0) -> Quad:
    return tuple((x + dx, y + dy) for x, y in quad)  # type: ignore[return-value]


def reading(confidence: float = 0.999, frame_index: int = 0) -> BoardReading:
    dice = tuple(
        DieReading(r, c, TRUE_BOARD.face((r, c)), confidence, (), 0, SQUARE)
        for r in range(4)
        for c in range(4)
    )
    return BoardReading(4, 4, dice, SQUARE, (640, 480), frames_used=5, frame_index=frame_index)


class Recorder:
    def __init__(self, scan: LiveScan) -> None:
        self.states: list[LiveState] = []
        self.reads: list[tuple[tuple[object, ...], int]] = []
        self.captures: list[object] = []
        scan.state_changed.connect(lambda state, _message: self.states.append(state))
        scan.read_wanted.connect(lambda frames, request: self.reads.append((frames, request)))
        scan.captured.connect(self.captures.append)


def feed(scan: LiveScan, times: list[float], quad: Quad | None = SQUARE, sharp: float = 0.5):
    for t in times:
        scan.frame_seen(t, f"frame@{t}", quad, sharp)


def test_geometry_helpers():
    assert board_side(SQUARE) == 400
    assert corner_shift(SQUARE, moved(SQUARE, 3, 4)) == 5
    # The same corners listed from another one are the same board.
    turned: Quad = (SQUARE[1], SQUARE[2], SQUARE[3], SQUARE[0])
    assert corner_shift(SQUARE, turned) == 0


def test_a_still_board_turns_steady_after_half_a_second_and_is_read():
    scan = LiveScan()
    seen = Recorder(scan)
    feed(scan, [0.0, 0.1, 0.2, 0.3])
    assert scan.state is LiveState.SEARCHING and not scan.steady
    assert seen.reads == []
    feed(scan, [0.4, 0.5])
    assert scan.steady
    assert scan.state is LiveState.READING
    assert len(seen.reads) == 1
    assert LiveState.STEADY in seen.states


def test_a_moving_board_is_never_steady():
    scan = LiveScan()
    seen = Recorder(scan)
    for step in range(20):  # 20 px a frame on a 400 px board: 5% each time
        scan.frame_seen(step * 0.1, step, moved(SQUARE, 20 * step), 0.5)
    assert not scan.steady and seen.reads == []
    # Jitter within 3% of the side is steady.
    for step in range(20, 30):
        scan.frame_seen(step * 0.1, step, moved(SQUARE, 4 * (step % 3)), 0.5)
    assert scan.steady


def test_one_smeared_frame_is_forgiven_but_losing_the_board_is_not():
    scan = LiveScan(LiveScanSettings(auto_capture=False))
    outlines: list[object] = []
    scan.outline_changed.connect(outlines.append)
    feed(scan, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5])
    assert scan.steady
    scan.frame_seen(0.6, "smeared", None, 0.0)
    assert scan.steady and scan.state is LiveState.STEADY
    assert outlines[-1] == SQUARE  # still drawn: no blink
    feed(scan, [0.7, 0.8, 0.9], quad=None)
    assert not scan.steady and scan.state is LiveState.SEARCHING
    assert outlines[-1] is None and scan.message == "Looking for the board…"
    feed(scan, [1.0, 1.1])
    assert not scan.steady  # three misses in the last half second are too many


def test_a_board_off_the_edge_is_never_steady():
    scan = LiveScan()
    feed(scan, [0.0, 0.1, 0.2, 0.3, 0.4])
    scan.frame_seen(0.5, "cut", SQUARE, 0.5, whole=False)
    assert not scan.steady
    assert "edge" in scan.message


def test_frames_seen_quickly_are_all_weighed():
    # 30 outlines a second: more than the ring of frames holds in half a second.
    scan = LiveScan(LiveScanSettings(auto_capture=False))
    feed(scan, [step / 30 for step in range(20)])
    assert scan.steady


def test_a_sure_reading_captures_the_frame_its_outlines_belong_to():
    scan = LiveScan()
    seen = Recorder(scan)
    sharpness = [0.1, 0.9, 0.2, 0.8, 0.3, 0.7]
    for step, sharp in enumerate(sharpness):
        scan.frame_seen(step / 10, f"frame@{step / 10}", SQUARE, sharp)
    frames, request = seen.reads[0]
    # The sharpest five, oldest first.
    assert frames == ("frame@0.1", "frame@0.2", "frame@0.3", "frame@0.4", "frame@0.5")
    scan.reading_done(request, reading(frame_index=1))
    assert scan.state is LiveState.CAPTURED and scan.finished
    (capture,) = seen.captures
    assert capture.frame == "frame@0.2" and not capture.manual
    # Frames after the capture change nothing.
    feed(scan, [0.6, 0.7])
    assert len(seen.reads) == 1


def test_an_unsure_reading_waits_for_new_frames_before_trying_again():
    scan = LiveScan(LiveScanSettings(retry_after_frames=3))
    seen = Recorder(scan)
    feed(scan, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5])
    scan.reading_done(seen.reads[0][1], reading(confidence=0.3))
    assert seen.captures == []
    assert scan.state is LiveState.SEARCHING and "16 dice not sure" in scan.message
    feed(scan, [0.6, 0.7])
    assert len(seen.reads) == 1
    feed(scan, [0.8])
    assert len(seen.reads) == 2


def test_the_capture_button_takes_an_unsure_reading_and_works_without_steadiness():
    scan = LiveScan()
    seen = Recorder(scan)
    assert not scan.can_capture and not scan.capture()
    scan.frame_seen(0.0, "only", SQUARE, 0.5)
    assert scan.capture()
    frames, request = seen.reads[0]
    assert frames == ("only",)
    scan.reading_done(request, reading(confidence=0.2))
    assert seen.captures and seen.captures[0].manual


def test_capture_during_an_automatic_reading_accepts_its_answer():
    scan = LiveScan()
    seen = Recorder(scan)
    feed(scan, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5])
    assert scan.capture()
    assert len(seen.reads) == 1  # no second reading
    scan.reading_done(seen.reads[0][1], reading(confidence=0.2))
    assert seen.captures[0].manual


def test_auto_capture_off_reads_only_on_the_button():
    scan = LiveScan(LiveScanSettings(auto_capture=False))
    seen = Recorder(scan)
    feed(scan, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5])
    assert scan.state is LiveState.STEADY and seen.reads == []
    scan.set_auto_capture(True)
    assert len(seen.reads) == 1


def test_stale_and_failed_readings():
    scan = LiveScan()
    seen = Recorder(scan)
    feed(scan, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5])
    request = seen.reads[0][1]
    scan.reading_done(request + 7, reading())
    assert seen.captures == []
    scan.reading_failed(request, "No Boggle board was found")
    assert scan.state is LiveState.SEARCHING and "No Boggle board" in scan.message
    scan.restart()
    scan.reading_done(request, reading())  # from before the restart
    assert seen.captures == [] and scan.frames_seen == 0


def test_a_source_that_stops_keeps_its_frames_for_the_capture_button():
    scan = LiveScan()
    seen = Recorder(scan)
    feed(scan, [0.0, 0.1])
    scan.source_failed("The camera was disconnected.")
    assert scan.state is LiveState.FAILED and scan.finished
    feed(scan, [0.2])
    assert scan.frames_seen == 2
    assert scan.can_capture and scan.capture()
    frames, request = seen.reads[0]
    assert frames == ("frame@0.0", "frame@0.1")
    scan.reading_failed(request, "No Boggle board was found")
    assert scan.state is LiveState.FAILED
    assert scan.message.startswith("The camera was disconnected.")
    scan.capture()
    scan.reading_done(seen.reads[1][1], reading())
    assert scan.state is LiveState.CAPTURED


def test_letters_caption():
    assert letters_caption(reading()) == "CATS / ROPE / MINT / LUGS"


def test_a_video_that_ends_before_steadiness_reads_what_it_saw_once():
    scan = LiveScan()
    seen = Recorder(scan)
    feed(scan, [0.0, 0.1])
    scan.source_ended("clip.mp4 has ended.")
    assert scan.state is LiveState.ENDED and len(seen.reads) == 1
    assert "Reading the frames seen" in scan.message
    scan.reading_done(seen.reads[0][1], reading(confidence=0.2))
    assert seen.captures == [] and "16 dice not sure" in scan.message
    scan.reading_done(seen.reads[0][1], reading())  # answered already: stale
    assert seen.captures == []
    # Without auto-capture, or with no board seen, nothing is read.
    for scan in (LiveScan(LiveScanSettings(auto_capture=False)), LiveScan()):
        seen = Recorder(scan)
        feed(scan, [0.0, 0.1], quad=SQUARE if not scan.auto_capture else None)
        scan.source_ended("clip.mp4 has ended.")
        assert seen.reads == []


def test_frames_read_are_recent_and_show_the_whole_board():
    scan = LiveScan(LiveScanSettings(auto_capture=False, ring_seconds=2.0))
    scan.frame_seen(0.0, "old and sharp", SQUARE, 0.99)
    scan.frame_seen(2.5, "cut off", SQUARE, 0.98, whole=False)
    scan.frame_seen(2.6, "no board", None, 0.0)
    scan.frame_seen(2.7, "recent", SQUARE, 0.4)
    assert scan.frames_for_reading() == ("recent",)
    # With no whole board in the last two seconds, the newest frames go (the reader looks).
    scan = LiveScan(LiveScanSettings(auto_capture=False))
    feed(scan, [0.0, 0.1, 0.2], quad=None)
    assert scan.frames_for_reading() == ("frame@0.0", "frame@0.1", "frame@0.2")
