"""How ``boggle-lens gui`` opens the phones' table for the desktop app.

The Qt widgets and the table sit side by side and never import each other: the window is handed
an opener, made here, in the one layer allowed to know both. The table (aiohttp, its reader
process) is imported only when a table is opened.
"""

from __future__ import annotations

import errno
from dataclasses import replace
from pathlib import Path

from boggle_lens.commands.table import DEFAULT_PORT
from gui.model.app import AppModel
from gui.model.dictionaries import BUNDLED, load_dictionary
from gui.model.table_link import TableLink, TableOpener


def table_opener(model: AppModel, folder: Path | None = None) -> TableOpener:
    """An opener for the app's model: the table solves and scores with the dictionary and rules
    in force when it opens. ``folder`` holds the round's journal and the phones' photos (the
    app's data folder when None)."""

    def open_at(address: str) -> TableLink:
        from table.host import TableOptions, open_table

        words = model.words
        # The window waits for the dictionary before it asks; should anything ask sooner, the
        # list in use is loaded here (a second or so) rather than failing.
        lexicon = words.lexicon or load_dictionary(words.dictionary_key or BUNDLED)
        options = TableOptions(
            host=address,
            port=DEFAULT_PORT,
            headless=False,
            folder=folder,
            # An interrupted round is not brought back unasked: the window offers it.
            resume=False,
        )
        try:
            return open_table(lexicon, words.rules, options)
        except OSError as error:
            if error.errno != errno.EADDRINUSE:
                raise
        # The usual port is taken (a second app, a headless table): any free one will do.
        return open_table(lexicon, words.rules, replace(options, port=0))

    return open_at


def table_addresses() -> list[str]:
    """Where the table may listen: the default route's address first, 127.0.0.1 last."""
    from table.network import candidate_addresses

    return candidate_addresses()
