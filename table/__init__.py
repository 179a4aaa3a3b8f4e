"""The phone table: a web page and a JSON API on the local network, over the app's Qt-free model.

Phones join by a QR code, snap the board and play rounds; the host (the desktop, or
``boggle-lens table`` without a window) reads, solves, scores and keeps the history.
"""

from table.host import TableHost, TableOptions, open_table

__all__ = ["TableHost", "TableOptions", "open_table"]
