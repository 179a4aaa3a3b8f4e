"""The window's actions, menus and toolbar, built in one place so the window only wires them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QToolButton

from gui.model.wording import ROLL_LABELS
from solver import DICE_SETS


@dataclass
class WindowActions:
    open_file: QAction
    paste: QAction
    camera: QAction
    scan_video: QAction
    type_board: QAction
    roll: QAction
    roll_sets: dict[str, QAction]
    undo: QAction
    redo: QAction
    show_photo: QAction
    show_letters: QAction
    zoom_in: QAction
    zoom_out: QAction
    fit: QAction
    next_uncertain: QAction
    next_path: QAction
    previous_path: QAction
    quit: QAction
    recent_menu: QMenu
    about: QAction
    play_round: QAction
    history: QAction
    statistics: QAction
    how_good: QAction
    great_board: QAction
    phones_table: QAction


def _action(
    window: QMainWindow, text: str, *shortcuts: QKeySequence | str, tip: str = ""
) -> QAction:
    action = QAction(text, window)
    if shortcuts:
        action.setShortcuts([QKeySequence(s) for s in shortcuts])
    if tip:
        action.setToolTip(tip)
        action.setStatusTip(tip)
    return action


def build_actions(window: QMainWindow, undo: QAction, redo: QAction) -> WindowActions:
    undo.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    # The undo stack renames these after each command ("Undo Read sample.jpg"); the menu shows
    # that, but a toolbar button that changes width on every edit makes the toolbar jump.
    undo.setIconText("Undo")
    redo.setIconText("Redo")
    actions = WindowActions(
        open_file=_action(window, "&Open photo…", QKeySequence.StandardKey.Open,
                          tip="Open a photo of a Boggle board (Ctrl+O)"),
        paste=_action(window, "&Paste photo", QKeySequence.StandardKey.Paste,
                      tip="Read an image or a board from the clipboard (Ctrl+V)"),
        camera=_action(window, "&Scan with a camera…", "Ctrl+K",
                       tip="Point a camera at the board: it is found and read live (Ctrl+K)"),
        scan_video=_action(window, "Scan a &video…", "Ctrl+Shift+K",
                           tip="Scan a video of a board as the camera would (Ctrl+Shift+K)"),
        type_board=_action(window, "&Type a board…", "Ctrl+B",
                           tip="Type the letters of a board by hand (Ctrl+B)"),
        roll=_action(window, "&Roll", "Ctrl+R", tip="Roll a random board of this size (Ctrl+R)"),
        roll_sets={name: _action(window, ROLL_LABELS.get(name, name)) for name in DICE_SETS},
        undo=undo,
        redo=redo,
        show_photo=_action(window, "Show p&hoto", "Ctrl+P",
                           tip="Switch between the photo and a clean rendered board (Ctrl+P)"),
        show_letters=_action(window, "Show read &letters", "Ctrl+L",
                             tip="Draw the letters as read over the photo (Ctrl+L)"),
        zoom_in=_action(window, "Zoom &in", QKeySequence.StandardKey.ZoomIn, "Ctrl+=",
                        tip="Zoom in (Ctrl++, or the mouse wheel over the board)"),
        zoom_out=_action(window, "Zoom &out", QKeySequence.StandardKey.ZoomOut,
                         tip="Zoom out (Ctrl+-)"),
        fit=_action(window, "&Fit to window", "Ctrl+0",
                    tip="Show the whole board again (Ctrl+0, or double-click beside the board)"),
        next_uncertain=_action(window, "Next &uncertain die", "F3", "Ctrl+J",
                               tip="Jump to the next die the reader was unsure of (F3)"),
        next_path=_action(window, "Next path", "Ctrl+Right",
                          tip="Show the next path for this word"),
        previous_path=_action(window, "Previous path", "Ctrl+Left",
                              tip="Show the previous path for this word"),
        quit=_action(window, "&Quit", QKeySequence.StandardKey.Quit),
        recent_menu=QMenu("Open &recent", window),
        about=_action(window, "&About Boggle Lens"),
        play_round=_action(window, "Play a &round…", "Ctrl+G",
                           tip="Play a timed round on this board and score everyone (Ctrl+G)"),
        history=_action(window, "Rounds &played…", "Ctrl+Shift+G",
                        tip="The rounds played, by player, with export to CSV and JSON"),
        statistics=_action(window, "Dice &statistics…",
                           tip="What the boards of this dice set hold: charts of many rolls"),
        how_good=_action(window, "How &good is this board?", "Ctrl+Shift+H",
                         tip="This board's score against many boards rolled from its dice set"),
        great_board=_action(window, "Find a gr&eat board…",
                            tip="Search for a high-scoring board and put it on the board"),
        phones_table=_action(window, "P&hones at the table…",
                             tip="Phones on this network join by a QR code, snap the board, fix "
                                 "dice and play rounds"),
    )  # fmt: skip
    actions.show_photo.setCheckable(True)
    actions.show_photo.setChecked(True)
    actions.show_letters.setCheckable(True)
    actions.show_letters.setChecked(True)
    actions.fit.setIconText("Fit")  # the toolbar is already wide
    actions.phones_table.setVisible(False)  # until the app is given a way to open a table
    # The player looks at the photo while typing in the non-modal board-entry dialog, so the
    # keys that change the view work from there too.
    for action in (actions.show_photo, actions.show_letters, actions.zoom_in, actions.zoom_out,
                   actions.fit):  # fmt: skip
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
    return actions


def build_menus(window: QMainWindow, actions: WindowActions) -> None:
    bar = window.menuBar()
    file_menu = bar.addMenu("&File")
    file_menu.addAction(actions.open_file)
    file_menu.addMenu(actions.recent_menu)
    file_menu.addAction(actions.paste)
    file_menu.addAction(actions.camera)
    file_menu.addAction(actions.scan_video)
    file_menu.addSeparator()
    file_menu.addAction(actions.quit)

    edit_menu = bar.addMenu("&Edit")
    edit_menu.addAction(actions.undo)
    edit_menu.addAction(actions.redo)
    edit_menu.addSeparator()
    edit_menu.addAction(actions.next_uncertain)

    board_menu = bar.addMenu("&Board")
    board_menu.addAction(actions.type_board)
    board_menu.addAction(actions.roll)
    roll_menu = board_menu.addMenu("Roll a &set")
    for action in actions.roll_sets.values():
        roll_menu.addAction(action)
    board_menu.addSeparator()
    board_menu.addAction(actions.play_round)
    board_menu.addAction(actions.history)
    board_menu.addAction(actions.phones_table)
    board_menu.addSeparator()
    board_menu.addAction(actions.statistics)
    board_menu.addAction(actions.how_good)
    board_menu.addAction(actions.great_board)

    view_menu = bar.addMenu("&View")
    view_menu.addAction(actions.show_photo)
    view_menu.addAction(actions.show_letters)
    view_menu.addSeparator()
    view_menu.addAction(actions.zoom_in)
    view_menu.addAction(actions.zoom_out)
    view_menu.addAction(actions.fit)
    view_menu.addSeparator()
    view_menu.addAction(actions.previous_path)
    view_menu.addAction(actions.next_path)

    help_menu = bar.addMenu("&Help")
    help_menu.addAction(actions.about)


def build_toolbar(window: QMainWindow, actions: WindowActions) -> QToolBar:
    toolbar = window.addToolBar("Main")
    toolbar.setObjectName("mainToolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    toolbar.addAction(actions.open_file)
    toolbar.addAction(actions.camera)
    toolbar.addAction(actions.type_board)
    roll_button = QToolButton()
    roll_button.setDefaultAction(actions.roll)
    roll_menu = QMenu(roll_button)
    for action in actions.roll_sets.values():
        roll_menu.addAction(action)
    roll_button.setMenu(roll_menu)
    roll_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
    toolbar.addWidget(roll_button)
    toolbar.addSeparator()
    toolbar.addAction(actions.undo)
    toolbar.addAction(actions.redo)
    toolbar.addSeparator()
    toolbar.addAction(actions.show_photo)
    toolbar.addAction(actions.fit)
    toolbar.addAction(actions.next_uncertain)
    toolbar.addSeparator()
    toolbar.addAction(actions.play_round)
    return toolbar


def fill_recent_menu(
    menu: QMenu, entries: list[str], open_file: Callable[[str], object], clear: Callable[[], None]
) -> None:
    menu.clear()
    for entry in entries:
        action = menu.addAction(Path(entry).name)
        action.setToolTip(entry)
        action.triggered.connect(lambda _checked=False, p=entry: open_file(p))
    if entries:
        menu.addSeparator()
        menu.addAction("Clear the list").triggered.connect(clear)
    menu.setEnabled(bool(entries))
