"""The harsh conditions that the reader is measured under, applied to a photo by the eval itself.

Each condition is a pure function of a BGR uint8 photo (and a seed, for the noisy ones), so the
held-out fold can be read as taken and under every condition. The list follows the conditions that
players meet: a dim room, a washed-out window light, a shaky hand, a camera held at an angle, a
shadow across the table, a cheap sensor, a far-away board and a messaging app's JPEG.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import cv2
import numpy as np

Photo = np.ndarray


@dataclass(frozen=True)
class Condition:
    name: str
    description: str
    apply: Callable[[Photo, int], Photo]  # (photo, seed) -> new photo; never changes its input


def as_taken(photo: Photo, seed: int) -> Photo:
    return photo.copy()


def dim(photo: Photo, seed: int, gamma: float = 1.8) -> Photo:
    """Mid-tones darkened: out = in ** gamma on 0..1, so black and white stay put."""
    table = (255.0 * (np.arange(256) / 255.0) ** gamma).round().astype(np.uint8)
    return cv2.LUT(photo, table)


def washed_out(photo: Photo, seed: int, contrast: float = 0.45, lift: float = 60.0) -> Photo:
    """Low contrast and bright: the range squeezed about mid-grey, then lifted."""
    out = 128.0 + contrast * (photo.astype(np.float32) - 128.0) + lift
    return np.clip(out, 0, 255).round().astype(np.uint8)


def blurred(photo: Photo, seed: int, sigma: float = 1.2) -> Photo:
    return cv2.GaussianBlur(photo, (0, 0), sigmaX=sigma, sigmaY=sigma)


def turned(photo: Photo, seed: int, degrees: float = 30.0) -> Photo:
    """The camera turned: the photo rotated about its centre on a canvas that holds all of it,
    the new corners filled by repeating the edge (no second copy of the board appears)."""
    height, width = photo.shape[:2]
    matrix = cv2.getRotationMatrix2D((width / 2, height / 2), degrees, 1.0)
    cos, sin = abs(matrix[0, 0]), abs(matrix[0, 1])
    new_width, new_height = (
        round(height * sin + width * cos),
        round(height * cos + width * sin),
    )
    matrix[0, 2] += new_width / 2 - width / 2
    matrix[1, 2] += new_height / 2 - height / 2
    return cv2.warpAffine(
        photo,
        matrix,
        (new_width, new_height),
        flags=cv2.INTER_LINEAR,
        borderMode=cv2.BORDER_REPLICATE,
    )


def half_shadow(photo: Photo, seed: int, darkness: float = 0.5) -> Photo:
    """Half the frame in a shadow that keeps ``darkness`` of the light, with a soft edge a
    twentieth of the width wide. The side in shade (left or right) follows the seed."""
    width = photo.shape[1]
    edge = max(1.0, width / 20)
    x = np.arange(width, dtype=np.float32)
    lit_share = np.clip((x - width / 2) / edge + 0.5, 0.0, 1.0)  # 0 on the left, 1 on the right
    if seed % 2:
        lit_share = lit_share[::-1]
    gain = darkness + (1 - darkness) * lit_share
    shaded = photo.astype(np.float32) * gain[None, :, None]
    return np.clip(shaded, 0, 255).round().astype(np.uint8)


def noisy(photo: Photo, seed: int, sigma: float = 10.0) -> Photo:
    """Sensor noise: Gaussian, sigma in grey levels, independent per pixel and channel."""
    rng = np.random.default_rng(seed)
    out = photo.astype(np.float32) + rng.normal(0.0, sigma, photo.shape).astype(np.float32)
    return np.clip(out, 0, 255).round().astype(np.uint8)


def scaled(photo: Photo, seed: int, factor: float = 0.6) -> Photo:
    height, width = photo.shape[:2]
    size = (max(1, round(width * factor)), max(1, round(height * factor)))
    return cv2.resize(photo, size, interpolation=cv2.INTER_AREA)


def jpeg(photo: Photo, seed: int, quality: int = 25) -> Photo:
    ok, encoded = cv2.imencode(".jpg", photo, [cv2.IMWRITE_JPEG_QUALITY, quality])
    if not ok:
        raise ValueError("OpenCV could not encode the photo as JPEG")
    return cv2.imdecode(encoded, cv2.IMREAD_COLOR)


def dim_and_grainy(photo: Photo, seed: int) -> Photo:
    """A dim room and the grain a phone adds there: mid-tones darkened (gamma 2.2), then noise."""
    return noisy(dim(photo, seed, 2.2), seed, 8.0)


def turned_then_saved(photo: Photo, seed: int) -> Photo:
    """The camera turned 30 degrees, as a phone saves it: a JPEG (quality 90) of the turned photo
    rather than the lossless copy that ``turned`` keeps."""
    return jpeg(turned(photo, seed), seed, 90)


def _harder(name: str, description: str, apply: Callable[..., Photo], **harder: float) -> Condition:
    return Condition(name, description, lambda photo, seed: apply(photo, seed, **harder))


CONDITIONS: tuple[Condition, ...] = (
    Condition("as-taken", "as taken", as_taken),
    Condition("dim", "dim (mid-tones darkened, gamma 1.8)", dim),
    Condition("washed", "washed out (low contrast, bright)", washed_out),
    Condition("blur", "Gaussian blur, sigma = 1.2 px", blurred),
    Condition("turned", "the camera turned 30 degrees", turned),
    Condition("shadow", "half the frame in a 50% shadow", half_shadow),
    Condition("noise", "sensor noise (sigma = 10 grey levels)", noisy),
    Condition("scaled", "scaled to 0.6", scaled),
    Condition("jpeg", "JPEG quality 25", jpeg),
)
# Beyond the conditions, each pushed further, to find where the reader falls off rather
# than to meet a target: ``--conditions harsher``.
HARSHER: tuple[Condition, ...] = (
    _harder("dim-2.5", "dim (gamma 2.5)", dim, gamma=2.5),
    _harder("blur-2", "Gaussian blur, sigma = 2 px", blurred, sigma=2.0),
    _harder("turned-45", "the camera turned 45 degrees", turned, degrees=45.0),
    _harder("shadow-30", "half the frame in a 30% shadow", half_shadow, darkness=0.3),
    _harder("noise-20", "sensor noise (sigma = 20 grey levels)", noisy, sigma=20.0),
    Condition("dim-noise", "dim (gamma 2.2) and sensor noise (sigma = 8)", dim_and_grainy),
    _harder("scaled-0.4", "scaled to 0.4", scaled, factor=0.4),
    _harder("jpeg-10", "JPEG quality 10", jpeg, quality=10),
    Condition(
        "turned-jpeg", "the camera turned 30 degrees, saved as JPEG (quality 90)", turned_then_saved
    ),
)
CONDITIONS_BY_NAME = {condition.name: condition for condition in CONDITIONS + HARSHER}
