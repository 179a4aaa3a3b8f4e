"""``python -m boggle_lens``: the same as the ``boggle-lens`` command."""

import sys

from boggle_lens.cli import main

sys.exit(main())
