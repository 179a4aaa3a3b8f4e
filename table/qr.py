"""The join address as a QR code (segno: pure Python, no image library needed)."""

from __future__ import annotations

import io

import segno


def qr_png(url: str, scale: int = 8) -> bytes:
    """A PNG of the code, with the quiet zone phones' cameras need."""
    out = io.BytesIO()
    segno.make(url, error="m", micro=False).save(out, kind="png", scale=scale, border=4)
    return out.getvalue()


def qr_text(url: str) -> str:
    """The code in terminal blocks (two rows a line), for ``boggle-lens table``."""
    code = segno.make(url, error="m", micro=False)
    rows = [list(row) for row in code.matrix_iter(scale=1, border=2)]
    if len(rows) % 2:
        rows.append([0] * len(rows[0]))
    # Dark modules drawn as spaces on a light block, so the code reads on dark terminals too.
    glyph = {(0, 0): "█", (1, 0): "▄", (0, 1): "▀", (1, 1): " "}
    lines = [
        "".join(glyph[(top, bottom)] for top, bottom in zip(rows[i], rows[i + 1], strict=True))
        for i in range(0, len(rows), 2)
    ]
    return "\n".join(lines)
