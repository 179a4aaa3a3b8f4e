"""The README's pictures of the phone page: the browser tests' full-page shots (made with
BOGGLE_LENS_PAGE_SHOTS=FOLDER), scaled to a phone's 390 CSS pixels.

    python scripts/phone_shots.py build/page-shots docs
"""

from __future__ import annotations

import sys
from pathlib import Path

import cv2

SHOTS = {
    "phone-desktop-photo.png": "table-phone-board.png",
    "phone-playing.png": "table-phone-playing.png",
    "phone-scored.png": "table-phone-scored.png",
}
WIDTH = 390


def main(source: Path, target: Path) -> int:
    for name, out in SHOTS.items():
        image = cv2.imread(str(source / name))
        if image is None:
            print(f"phone_shots: {source / name} is missing", file=sys.stderr)
            return 1
        height, width = image.shape[:2]
        size = (WIDTH, round(height * WIDTH / width))
        small = cv2.resize(image, size, interpolation=cv2.INTER_AREA)
        cv2.imwrite(str(target / out), small, [cv2.IMWRITE_PNG_COMPRESSION, 9])
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2])))
