"""Synthetic photos of Boggle boards with exact ground truth, for tests, training and the sample.

A board is laid out on the table plane (tray, 3-D dice sides, letters, shadow) at about the output
resolution, then warped into the frame through a tilted pinhole camera, and finished with
photographic faults: uneven light, blur, noise and JPEG artefacts. Same board + seed → same photo.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from solver import Board
from synth.background import BACKGROUNDS, render_background
from synth.camera import box_corners, fit_to_frame, look_down
from synth.die import BLUE_LOOK, ORANGE_LOOK, ROTATIONS, DieLook, render_die
from synth.scene import TRAY_COLOURS, Die, Layout, Scene
from vision.result import Quad

STYLES = ("orange", "blue", "black", "white", "clear", "table")
DEFAULT_SIZE = (1000, 800)
LARGE_SIZE = (4000, 3000)
ROBOFLOW_SIZE = (416, 416)

_WOOD_LOOK = DieLook(paper=(160, 200, 228), ink=(22, 20, 20), mark="bar", grain=1.0)


@dataclass(frozen=True)
class SynthPhoto:
    image: np.ndarray  # BGR uint8
    board: Board  # the faces, each read upright
    rotations: tuple[tuple[int, ...], ...]  # clockwise turn of each die: 0, 90, 180 or 270
    board_outline: Quad  # the cell lattice at the height of the dice tops, clockwise from top-left
    die_outlines: tuple[Quad, ...]  # row-major top faces, corners in the board's frame
    style: str
    tray_outline: Quad | None  # outer edge of the tray rim; None for dice on a bare table
    background: str
    tilt: float  # degrees from straight down
    spin: float  # degrees the board's upright axis is turned clockwise in the photo


def render_board(
    board: Board,
    seed: int,
    *,
    style: str | None = None,
    size: tuple[int, int] | None = None,
    rotations: Sequence[Sequence[int]] | None = None,
    tilt: float | None = None,
    spin: float | None = None,
    background: str | None = None,
    squash: float | None = None,
    fill: float | None = None,
    offset: tuple[float, float] | None = None,
    effects: bool = True,
) -> SynthPhoto:
    """Render ``board`` as a photo.

    ``style``: "orange" (default for 4x4), "blue" (default otherwise), "black" or "white" (trays
    some editions have), "clear" (a clear plastic tray: the table shows through it, a little
    lighter) or "table" (dice on the table, no tray). ``size``: output (width,
    height), default 1000x800. ``rotations``: the clockwise turn of each die (random when
    omitted). ``tilt``: camera tilt from straight down in degrees (random 0-35). ``spin``:
    clockwise turn of the board in the frame (random within ±35 degrees, so row 0 stays the row
    nearest the top of the photo). ``squash``: render at this width/height aspect and then
    stretch to ``size``, as the Roboflow photos were.
    ``fill``: fraction of the frame the tray spans (random 0.5-0.85); ``offset``: where the tray
    sits in the spare room, -1..1 on each axis (random).
    ``effects=False`` skips lighting, blur, noise and JPEG artefacts.
    """
    rng = np.random.default_rng(seed)
    style = style or ("orange" if board.rows == board.cols == 4 else "blue")
    if style not in STYLES:
        raise ValueError(f"unknown style {style!r}; choose from {', '.join(STYLES)}")
    background = background or str(rng.choice(BACKGROUNDS))
    turns = _rotations(board, rotations, rng)
    width, height = size or DEFAULT_SIZE
    frame = (round(height * squash), height) if squash else (width, height)
    tilt = float(rng.uniform(0, 35)) if tilt is None else float(tilt)
    spin = float(rng.uniform(-35, 35)) if spin is None else float(spin)

    layout = _layout(style, rng)
    half = np.array([board.cols, board.rows], float) / 2
    outer = half + layout.rim
    extent_pts = box_corners(outer + 0.3, 0.0)
    extent_pts = np.vstack([extent_pts, box_corners(outer, layout.die_top)])
    # A hand-held camera has the near edge of the table at the bottom of the frame, so the
    # camera stands on the side of the board that the spin turns towards the bottom.
    azimuth = 90.0 - spin + float(rng.normal(0, 4))
    rotation, centre = look_down(tilt, azimuth, float(rng.uniform(1.7, 3.2)) * 2 * outer.max())
    fill = float(rng.uniform(0.5, 0.85)) if fill is None else float(fill)
    if offset is None:
        offset = (float(rng.uniform(-0.9, 0.9)), float(rng.uniform(-0.9, 0.9)))
    camera = fit_to_frame(rotation, centre, extent_pts, frame, spin, fill, offset)

    look = _die_look(style, rng)
    dice = _place_dice(board, layout, rng)
    scene = Scene(camera, outer, layout, frame)
    surface = render_background(background, frame, rng)
    light = rng.normal(0, 1, 2)
    light = light / max(1e-6, float(np.linalg.norm(light))) * rng.uniform(0.15, 0.6)
    if style == "clear":
        table = np.asarray(surface, float).reshape(-1, 3).mean(axis=0)
        scene.draw_tray(style, rng, light, tuple(float(v) for v in table * 0.8 + 255 * 0.2))
    elif style != "table":
        scene.draw_tray(style, rng, light)
    scene.draw_dice(board.faces, dice, [t for row in turns for t in row], look, rng, light)
    image = scene.composite(surface)

    board_outline = _quad(camera.project(box_corners(half, layout.die_top)))
    die_outlines = tuple(_quad(camera.project(corners)) for _, _, corners in dice)
    tray = None
    if style != "table":
        tray = _quad(camera.project(box_corners(outer, layout.tray_height)))
    if effects:
        image = _photographic(image, rng)
    if squash:
        sx = width / frame[0]
        image = cv2.resize(image, (width, height), interpolation=cv2.INTER_AREA)
        board_outline = _scale_quad(board_outline, sx)
        die_outlines = tuple(_scale_quad(q, sx) for q in die_outlines)
        tray = _scale_quad(tray, sx) if tray else None
    if effects:
        image = _jpeg(image, int(rng.integers(60, 96)))
    return SynthPhoto(image, board, turns, board_outline, die_outlines, style, tray, background,
                      tilt, spin)  # fmt: skip


def render_clean_board(board: Board, cell_px: int = 96) -> np.ndarray:
    """A flat, top-down, effect-free picture of ``board`` with every die upright (BGR uint8)."""
    style = "orange" if board.rows == board.cols == 4 else "blue"
    look = ORANGE_LOOK if style == "orange" else BLUE_LOOK
    pad = cell_px // 4
    canvas = np.empty((board.rows * cell_px + 2 * pad, board.cols * cell_px + 2 * pad, 3), np.uint8)
    canvas[:] = TRAY_COLOURS[style]
    side = round(cell_px * 0.86)
    inset = (cell_px - side) // 2
    for (row, col), face in zip(_cells(board), board.faces, strict=True):
        tile, alpha = render_die(face, side, look)
        y, x = pad + row * cell_px + inset, pad + col * cell_px + inset
        region = canvas[y : y + side, x : x + side].astype(np.float32)
        mixed = tile * alpha[:, :, None] + region * (1 - alpha[:, :, None])
        canvas[y : y + side, x : x + side] = np.rint(mixed).astype(np.uint8)
    return canvas


def _cells(board: Board) -> list[tuple[int, int]]:
    return [(r, c) for r in range(board.rows) for c in range(board.cols)]


def _rotations(
    board: Board, given: Sequence[Sequence[int]] | None, rng: np.random.Generator
) -> tuple[tuple[int, ...], ...]:
    if given is None:
        choices = rng.integers(0, 4, (board.rows, board.cols)) * 90
        return tuple(tuple(int(v) for v in row) for row in choices)
    grid = tuple(tuple(int(v) for v in row) for row in given)
    if len(grid) != board.rows or any(len(row) != board.cols for row in grid):
        raise ValueError(f"rotations must be a {board.rows} x {board.cols} grid")
    if any(v not in ROTATIONS for row in grid for v in row):
        raise ValueError(f"every rotation must be one of {ROTATIONS}")
    return grid


def _layout(style: str, rng: np.random.Generator) -> Layout:
    die = float(rng.uniform(0.8, 0.86))
    if style == "table":
        return Layout(die, 0.0, 0.0, die, 0.0)
    rim = float(rng.uniform(0.35, 0.5)) if style == "orange" else float(rng.uniform(0.25, 0.4))
    tray_height = float(rng.uniform(0.3, 0.45))
    return Layout(die, rim, tray_height, tray_height + float(rng.uniform(0.15, 0.3)), tray_height)


def _die_look(style: str, rng: np.random.Generator) -> DieLook:
    if style == "orange":
        return _WOOD_LOOK if rng.random() < 0.25 else ORANGE_LOOK
    if style == "blue":
        return BLUE_LOOK
    return ORANGE_LOOK if rng.random() < 0.5 else BLUE_LOOK


def _place_dice(board: Board, layout: Layout, rng: np.random.Generator) -> list[Die]:
    """Each die a little off-centre and a little askew in its cell, never leaving it."""
    dice = []
    for row, col in _cells(board):
        cx = col + 0.5 - board.cols / 2 + float(np.clip(rng.normal(0, 0.02), -0.04, 0.04))
        cy = row + 0.5 - board.rows / 2 + float(np.clip(rng.normal(0, 0.02), -0.04, 0.04))
        angle = float(np.clip(rng.normal(0, 2.5), -5, 5))
        half = layout.die_side / 2
        square = np.array([[-half, -half], [half, -half], [half, half], [-half, half]])
        rad = math.radians(angle)
        turn = np.array([[math.cos(rad), -math.sin(rad)], [math.sin(rad), math.cos(rad)]])
        flat = square @ turn.T + (cx, cy)
        corners = np.column_stack([flat, np.full(4, -layout.die_top)])
        dice.append(((cx, cy), angle, corners))
    return dice


def _quad(points: np.ndarray) -> Quad:
    a, b, c, d = ((float(x), float(y)) for x, y in points)
    return (a, b, c, d)


def _scale_quad(quad: Quad, sx: float) -> Quad:
    a, b, c, d = ((x * sx, y) for x, y in quad)
    return (a, b, c, d)


def _photographic(image: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Uneven light, colour cast, defocus and sensor noise on a BGR uint8 image."""
    height, width = image.shape[:2]
    # Light varies slowly across the frame: compute it on a coarse grid and stretch it.
    coarse_w, coarse_h = max(8, width // 16), max(8, height // 16)
    ys, xs = np.mgrid[0:coarse_h, 0:coarse_w].astype(np.float32)
    xs, ys = (xs + 0.5) / coarse_w - 0.5, (ys + 0.5) / coarse_h - 0.5
    direction = rng.normal(0, 1, 2)
    direction /= max(1e-6, float(np.linalg.norm(direction)))
    ramp = (xs * direction[0] + ys * direction[1]) * 2
    gain = 1.0 + ramp * rng.uniform(0.05, 0.22) + rng.uniform(-0.12, 0.08)
    gain *= 1.0 - (xs**2 + ys**2) * 4 * rng.uniform(0.0, 0.12)
    gain = cv2.resize(gain.astype(np.float32), (width, height), interpolation=cv2.INTER_LINEAR)
    cast = 1.0 + rng.normal(0, 0.04, 3)
    gains = cv2.merge([gain * np.float32(c) for c in cast])
    lit = cv2.multiply(image.astype(np.float32), gains)
    sigma = rng.uniform(0.0, 1.4) * max(width, height) / 1000
    if sigma > 0.3:
        lit = cv2.GaussianBlur(lit, (0, 0), sigma)
    grain = rng.standard_normal((height, width), dtype=np.float32)
    grain *= np.float32(rng.uniform(1.0, 5.0))
    lit = cv2.add(lit, cv2.merge([grain, grain, grain]))
    return np.clip(lit, 0, 255, out=lit).astype(np.uint8)


def _jpeg(image: np.ndarray, quality: int) -> np.ndarray:
    ok, data = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, quality])
    if not ok:  # pragma: no cover - encoding a valid uint8 image does not fail
        return image
    return cv2.imdecode(data, cv2.IMREAD_COLOR)
