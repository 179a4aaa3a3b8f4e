"""One module per subcommand, each with ``add_parser(commands)`` and ``run(args, out)``.

A subcommand module imports Qt or OpenCV only inside ``run``, so building the parser stays cheap.
"""

from boggle_lens.commands import (
    best,
    gui,
    history,
    install_desktop,
    read,
    roll,
    score,
    solve,
    stats,
    table,
)

# In the order ``boggle-lens --help`` lists them.
SUBCOMMANDS = (solve, roll, score, stats, best, read, history, gui, table, install_desktop)
