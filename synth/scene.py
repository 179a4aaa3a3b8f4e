"""The table plane of a synthetic photo: tray, dice sides and tops, and the shadow they cast.

Drawn at about output resolution in table-plane pixels; anything raised above the table is drawn
where the camera sees it (``Camera.lift``), so one homography then carries it all into the frame.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from synth.camera import Camera, box_corners
from synth.die import DieLook, render_die

TRAY_COLOURS = {
    "orange": (25, 140, 245),
    "blue": (150, 52, 18),
    "black": (40, 38, 36),
    "white": (226, 228, 230),
}


@dataclass(frozen=True)
class Layout:
    die_side: float  # world units (cells)
    rim: float  # tray rim width beyond the lattice
    tray_height: float
    die_top: float  # height of the dice tops above the table
    die_floor: float  # height where a die's visible side starts


Die = tuple[tuple[float, float], float, np.ndarray]  # centre, jitter angle (deg), 4x3 top corners


def rounded_rect(half: np.ndarray, radius: float, steps: int = 6) -> np.ndarray:
    """(n, 2) outline of a rounded rectangle centred on the origin."""
    points = []
    corners = [(1, 1, 0), (-1, 1, 90), (-1, -1, 180), (1, -1, 270)]
    for sx, sy, start in corners:
        cx, cy = sx * (half[0] - radius), sy * (half[1] - radius)
        for k in range(steps + 1):
            a = math.radians(start + 90 * k / steps)
            points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return np.array(points)


class Scene:
    """The table plane at about output resolution, with colour, coverage and shadow layers."""

    def __init__(self, camera: Camera, outer: np.ndarray, layout: Layout, frame: tuple[int, int]):
        self.camera, self.layout, self.frame = camera, layout, frame
        reach = outer + 1.2
        probe = box_corners(reach, 0.0)
        step = camera.project(probe + (0.01, 0, 0)) - camera.project(probe)
        step2 = camera.project(probe + (0, 0.01, 0)) - camera.project(probe)
        local = max(np.linalg.norm(step, axis=1).max(), np.linalg.norm(step2, axis=1).max()) / 0.01
        self.ppu = float(local) * 1.15
        self.origin = -reach
        size = np.ceil(2 * reach * self.ppu).astype(int)
        self.size = (int(size[0]), int(size[1]))
        self.colour = np.zeros((self.size[1], self.size[0], 3), np.uint8)
        self.cover = np.zeros((self.size[1], self.size[0]), np.uint8)
        self.shadow = np.zeros((self.size[1], self.size[0]), np.uint8)
        self.outer = outer

    def px(self, xy: np.ndarray) -> np.ndarray:
        return (np.asarray(xy, float) - self.origin) * self.ppu

    def _poly(self, layer: np.ndarray, xy: np.ndarray, value: object) -> None:
        points = np.rint(self.px(xy) * 16).astype(np.int32)
        cv2.fillPoly(layer, [points], value, cv2.LINE_AA, shift=4)

    def _solid(self, outline: np.ndarray, height: float, colour: tuple[float, ...]) -> None:
        lifted = self.camera.lift(outline, height)
        self._poly(self.colour, lifted, colour)
        self._poly(self.cover, lifted, 255)

    def _extrude(self, outline: np.ndarray, low: float, high: float, colour: np.ndarray) -> None:
        """Visible sides of a prism: the outline drawn at a ladder of heights."""
        steps = int(np.clip(self.ppu * abs(high - low) * 0.1, 2, 10))
        for k in range(steps + 1):
            h = low + (high - low) * k / steps
            self._solid(outline, h, tuple(float(v) for v in colour * (0.82 + 0.1 * k / steps)))

    def draw_tray(
        self,
        style: str,
        rng: np.random.Generator,
        light: np.ndarray,
        colour: tuple[float, float, float] | None = None,
    ) -> None:
        """``colour``: the tray's BGR in place of ``TRAY_COLOURS[style]`` (a clear tray takes
        the table's, a little lighter)."""
        # A black tray varies in lightness only: a random tint on so dark a colour reads as a
        # saturated green or purple, which would make it a coloured tray.
        spread = np.repeat(rng.normal(0, 6), 3) if style == "black" else rng.normal(0, 8, 3)
        known = TRAY_COLOURS[style] if colour is None else colour
        base = np.clip(np.array(known, float) + spread, 0, 255)
        radius = float(rng.uniform(0.25, 0.6))
        outline = rounded_rect(self.outer, radius)
        top = self.layout.tray_height
        self._poly(self.shadow, outline + light * top * 2.5, 255)
        self._extrude(outline, 0.0, top, base * 0.7)
        self._solid(outline, top, tuple(base))
        lip = rounded_rect(self.outer - 0.06, max(0.05, radius - 0.06))
        self._solid(lip, top, tuple(np.clip(base * 1.08, 0, 255)))
        inner_half = self.outer - self.layout.rim + 0.06
        well = rounded_rect(inner_half, 0.12)
        self._solid(well, top, tuple(base * 0.55))
        # Walls between the cells, seen as lighter lines between the dice.
        rows, cols = (np.rint((self.outer - self.layout.rim) * 2)).astype(int)[::-1]
        thickness = max(1, round(0.07 * self.ppu))
        for k in range(1, cols):
            x = -(self.outer[0] - self.layout.rim) + k
            ends = self.camera.lift(np.array([[x, -inner_half[1]], [x, inner_half[1]]]), top)
            a, b = (tuple(int(v) for v in np.rint(self.px(e))) for e in ends)
            cv2.line(self.colour, a, b, tuple(base * 0.85), thickness, cv2.LINE_AA)
        for k in range(1, rows):
            y = -(self.outer[1] - self.layout.rim) + k
            ends = self.camera.lift(np.array([[-inner_half[0], y], [inner_half[0], y]]), top)
            a, b = (tuple(int(v) for v in np.rint(self.px(e))) for e in ends)
            cv2.line(self.colour, a, b, tuple(base * 0.85), thickness, cv2.LINE_AA)

    def draw_dice(
        self,
        faces: Sequence[str],
        dice: list[Die],
        turns: Sequence[int],
        look: DieLook,
        rng: np.random.Generator,
        light: np.ndarray,
    ) -> None:
        foot = self.camera.centre[:2]
        order = sorted(range(len(dice)), key=lambda i: -np.hypot(*(np.array(dice[i][0]) - foot)))
        side = self.layout.die_side
        for index in order:
            (cx, cy), angle, corners = dice[index]
            outline = rounded_rect(np.array([side / 2, side / 2]), side * 0.2, 4)
            rad = math.radians(angle)
            turn = np.array([[math.cos(rad), -math.sin(rad)], [math.sin(rad), math.cos(rad)]])
            outline = outline @ turn.T + (cx, cy)
            if self.layout.rim == 0:
                self._poly(self.shadow, outline + light * side * 1.5, 255)
            side_colour = np.array(look.paper, float) * 0.55
            self._extrude(outline, self.layout.die_floor, self.layout.die_top - 0.01, side_colour)
            self._die_top(faces[index], turns[index], corners, look, rng)

    def _die_top(
        self, face: str, rotation: int, corners: np.ndarray, look: DieLook, rng: np.random.Generator
    ) -> None:
        lifted = self.px(self.camera.lift(corners[:, :2], self.layout.die_top))
        side_px = max(8, round(float(np.linalg.norm(lifted[1] - lifted[0]))))
        tile, alpha = render_die(face, side_px, look, rotation=rotation, rng=rng)
        source = np.array([[0, 0], [side_px, 0], [side_px, side_px]], np.float32)
        low = np.floor(lifted.min(axis=0)).astype(int) - 2
        high = np.ceil(lifted.max(axis=0)).astype(int) + 2
        low = np.maximum(low, 0)
        high = np.minimum(high, (self.size[0], self.size[1]))
        target = (lifted[:3] - low).astype(np.float32)
        affine = cv2.getAffineTransform(source, target)
        roi = (int(high[0] - low[0]), int(high[1] - low[1]))
        warped = cv2.warpAffine(tile, affine, roi, flags=cv2.INTER_LINEAR)
        cover = cv2.warpAffine(alpha, affine, roi, flags=cv2.INTER_LINEAR)[:, :, None]
        ys, xs = slice(low[1], high[1]), slice(low[0], high[0])
        mixed = warped * cover + self.colour[ys, xs] * (1 - cover)
        self.colour[ys, xs] = np.rint(mixed).astype(np.uint8)
        self.cover[ys, xs] = np.maximum(self.cover[ys, xs], np.rint(cover[:, :, 0] * 255))

    def composite(self, surface: np.ndarray) -> np.ndarray:
        """Warp the plane into the frame over the table ``surface``; BGR uint8."""
        corners_world = (
            self.origin
            + np.array([[0, 0], [self.size[0], 0], [self.size[0], self.size[1]], [0, self.size[1]]])
            / self.ppu
        )
        image_pts = self.camera.project(np.column_stack([corners_world, np.zeros(4)]))
        plane_pts = np.array(
            [[0, 0], [self.size[0], 0], [self.size[0], self.size[1]], [0, self.size[1]]]
        )
        homography = cv2.getPerspectiveTransform(
            plane_pts.astype(np.float32), image_pts.astype(np.float32)
        )

        def warp(layer: np.ndarray) -> np.ndarray:
            return cv2.warpPerspective(layer, homography, self.frame, flags=cv2.INTER_LINEAR)

        # The shadow is soft (a quarter of a cell), so blur it where that is only 3 pixels.
        factor = max(1.0, 0.25 * self.ppu / 3)
        small_size = (max(2, round(self.size[0] / factor)), max(2, round(self.size[1] / factor)))
        small = cv2.resize(self.shadow, small_size, interpolation=cv2.INTER_AREA)
        small = cv2.GaussianBlur(small, (0, 0), 3.0)
        stretch = np.diag([self.size[0] / small_size[0], self.size[1] / small_size[1], 1.0])
        shadow = cv2.warpPerspective(
            small, homography @ stretch, self.frame, flags=cv2.INTER_LINEAR
        )
        # cv2.blendLinear does weighted sums with per-pixel weights several times faster than
        # numpy broadcasting, which matters at 12 megapixels.
        darkness = shadow.astype(np.float32) * np.float32(0.45 / 255)
        table = np.clip(surface, 0, 255).astype(np.uint8)
        lit = cv2.blendLinear(table, np.zeros_like(table), 1 - darkness, darkness)
        cover = warp(self.cover).astype(np.float32) * np.float32(1 / 255)
        return cv2.blendLinear(warp(self.colour), lit, cover, 1 - cover)
