"""The corners a phone sends for a photo's board (``tray`` of ``POST api/photo`` and
``PUT api/tray``): four X,Y in the photo's pixels, as ``tray`` in a reading gives them.

Only their form is checked here, before the photo waits its turn at the reader: a list of four
[X, Y] (JSON), or the text "X,Y X,Y X,Y X,Y" (a query string or a form field). Whether they
outline a board in the photo (far off it, on one line, crossing) is the reader's to say
(vision.given), with the same reasons.
"""

from __future__ import annotations

from typing import Any

from table.checks import TableError
from table.photos import Tray

# Longer than any four corners written out: a longer text is refused before it is split.
MAX_TRAY_TEXT = 200


def tray_from(value: Any) -> Tray:
    """The corners in ``value``; TableError (400) with vision's reason for any other form."""
    from vision.given import OutlineError, four_points

    if isinstance(value, str):
        if len(value) > MAX_TRAY_TEXT:
            raise TableError(
                f"an outline is at most {MAX_TRAY_TEXT} characters",
                reason="tray.too_long", limit=MAX_TRAY_TEXT,
            )  # fmt: skip
        value = [corner.split(",") for corner in value.split()]
    try:
        points = four_points(value)
    except OutlineError as error:
        raise TableError(str(error), reason=error.reason, **error.values) from None
    return [(float(x), float(y)) for x, y in points]
