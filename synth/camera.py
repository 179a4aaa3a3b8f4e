"""A pinhole camera looking down at a table at an angle, for synthetic board photos.

World units are die cells; x runs right and y down across the board, z points into the table, so
a point ``h`` above the table has z = -h. The board centre is the origin.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Camera:
    rotation: np.ndarray  # 3x3, rows are the camera's x (right), y (down) and z (forward) axes
    centre: np.ndarray  # camera position in world units
    similarity: np.ndarray  # 2x3 map from normalised projections to output pixels

    @property
    def height(self) -> float:
        """Camera height above the table."""
        return float(-self.centre[2])

    def project(self, points: np.ndarray) -> np.ndarray:
        """(n, 3) world points → (n, 2) output pixels."""
        return _apply(self.similarity, self._normalised(points))

    def _normalised(self, points: np.ndarray) -> np.ndarray:
        local = (np.asarray(points, float) - self.centre) @ self.rotation.T
        return local[:, :2] / local[:, 2:3]

    def lift(self, xy: np.ndarray, height: float) -> np.ndarray:
        """Table-plane points that appear where points ``height`` above ``xy`` appear: the camera
        ray through a raised point meets the table further out, a homothety about the point
        under the camera."""
        foot = self.centre[:2]
        return foot + (np.asarray(xy, float) - foot) * (self.height / (self.height - height))


def look_down(
    tilt_deg: float, azimuth_deg: float, distance: float
) -> tuple[np.ndarray, np.ndarray]:
    """Camera rotation and centre ``distance`` from the origin, ``tilt_deg`` from straight down,
    standing on the ``azimuth_deg`` side of the board. Returns (rotation, centre); the caller
    fits the result to the frame with :func:`fit_to_frame`."""
    tilt, azimuth = math.radians(tilt_deg), math.radians(azimuth_deg)
    near = np.array([math.cos(azimuth), math.sin(azimuth), 0.0])
    centre = np.array([*(near[:2] * math.sin(tilt) * distance), -math.cos(tilt) * distance])
    forward = -centre / np.linalg.norm(centre)
    down = near - (near @ forward) * forward  # the side nearest the camera is at the bottom
    down /= np.linalg.norm(down)
    right = np.cross(down, forward)
    return np.stack([right, down, forward]), centre


def fit_to_frame(
    rotation: np.ndarray,
    centre: np.ndarray,
    extent: np.ndarray,
    frame: tuple[int, int],
    spin_deg: float,
    fill: float,
    offset: tuple[float, float],
) -> Camera:
    """Turn and scale the projection so the board's upright axis points ``spin_deg`` clockwise
    from the frame's up, and ``extent`` (world points that must be visible) fills ``fill`` of
    the frame; ``offset`` in -1..1 shifts it within the remaining margin."""
    bare = Camera(rotation, centre, np.array([[1.0, 0, 0], [0, 1.0, 0]]))
    ends = bare.project(np.array([[0.0, -1, 0], [0.0, 1, 0]]))
    down = ends[1] - ends[0]
    turn = math.radians(spin_deg) - (math.atan2(down[1], down[0]) - math.pi / 2)
    cos, sin = math.cos(turn), math.sin(turn)
    turned = np.array([[cos, -sin, 0.0], [sin, cos, 0.0]])
    corners = _apply(turned, bare.project(extent))
    low, high = corners.min(axis=0), corners.max(axis=0)
    width, height = frame
    scale = fill * min(width / (high[0] - low[0]), height / (high[1] - low[1]))
    room = np.array([width, height]) - scale * (high - low)
    shift = room / 2 + np.array(offset) * room / 2 - scale * low
    similarity = np.array(
        [[scale * cos, -scale * sin, shift[0]], [scale * sin, scale * cos, shift[1]]]
    )
    return Camera(rotation, centre, similarity)


def box_corners(half: np.ndarray, height: float) -> np.ndarray:
    """Corners of a board-centred rectangle ``height`` above the table, clockwise from
    top-left: (4, 3) world points."""
    hx, hy = float(half[0]), float(half[1])
    return np.array(
        [[-hx, -hy, -height], [hx, -hy, -height], [hx, hy, -height], [-hx, hy, -height]]
    )


def _apply(affine: np.ndarray, points: np.ndarray) -> np.ndarray:
    return points @ affine[:, :2].T + affine[:, 2]
