"""The window's actions, menus and toolbar, built in one place so the window only wires them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QToolButton

from gui.model.edition import edition_dice_sets, every_edition_dice_set, roll_choices
from gui.model.translation import translate
from gui.model.wording import roll_label
from gui.qt.language import LANGUAGES
from solver import DICE_SETS


@dataclass
class WindowActions:
    open_file: QAction
    paste: QAction
    camera: QAction
    scan_video: QAction
    type_board: QAction
    roll: QAction
    roll_sets: dict[str, QAction]  # the languages' own sets first, then the English ones
    roll_separator: QAction  # after the game language's own sets, where it has them
    undo: QAction
    redo: QAction
    show_photo: QAction
    show_letters: QAction
    zoom_in: QAction
    zoom_out: QAction
    fit: QAction
    next_uncertain: QAction
    next_corner: QAction
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
    languages: QActionGroup  # View > Language: each action's data is its code ("" the system)


def _separator(window: QMainWindow) -> QAction:
    action = QAction(window)
    action.setSeparator(True)
    return action


def show_roll_sets(actions: WindowActions, code: str) -> None:
    """Offer the game language's own dice (first) and the English sets; hide other languages'."""
    offered = set(roll_choices(code))
    for name, action in actions.roll_sets.items():
        action.setVisible(name in offered)
    actions.roll_separator.setVisible(bool(edition_dice_sets(code)))


def _add_roll_sets(menu: QMenu, actions: WindowActions) -> None:
    for name, action in actions.roll_sets.items():
        if name == next(iter(DICE_SETS)):
            menu.addAction(actions.roll_separator)
        menu.addAction(action)


def _action(window: QMainWindow, *shortcuts: QKeySequence | str) -> QAction:
    action = QAction(window)
    if shortcuts:
        action.setShortcuts([QKeySequence(s) for s in shortcuts])
    return action


def build_actions(window: QMainWindow, undo: QAction, redo: QAction) -> WindowActions:
    """The actions, without their words: ``translate_actions`` names them (at once, and again
    whenever the player changes the language)."""
    undo.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    actions = WindowActions(
        open_file=_action(window, QKeySequence.StandardKey.Open),
        paste=_action(window, QKeySequence.StandardKey.Paste),
        camera=_action(window, "Ctrl+K"),
        scan_video=_action(window, "Ctrl+Shift+K"),
        type_board=_action(window, "Ctrl+B"),
        roll=_action(window, "Ctrl+R"),
        roll_sets={name: _action(window) for name in [*every_edition_dice_set(), *DICE_SETS]},
        roll_separator=_separator(window),
        undo=undo,
        redo=redo,
        show_photo=_action(window, "Ctrl+P"),
        show_letters=_action(window, "Ctrl+L"),
        zoom_in=_action(window, QKeySequence.StandardKey.ZoomIn, "Ctrl+="),
        zoom_out=_action(window, QKeySequence.StandardKey.ZoomOut),
        fit=_action(window, "Ctrl+0"),
        next_uncertain=_action(window, "F3", "Ctrl+J"),
        next_corner=_action(window, "F4"),
        next_path=_action(window, "Ctrl+Right"),
        previous_path=_action(window, "Ctrl+Left"),
        quit=_action(window, QKeySequence.StandardKey.Quit),
        recent_menu=QMenu(window),
        about=_action(window),
        play_round=_action(window, "Ctrl+G"),
        history=_action(window, "Ctrl+Shift+G"),
        statistics=_action(window),
        how_good=_action(window, "Ctrl+Shift+H"),
        great_board=_action(window),
        phones_table=_action(window),
        languages=QActionGroup(window),
    )
    actions.show_photo.setCheckable(True)
    actions.show_photo.setChecked(True)
    actions.show_letters.setCheckable(True)
    actions.show_letters.setChecked(True)
    actions.phones_table.setVisible(False)  # until the app is given a way to open a table
    for code in LANGUAGES:
        language = QAction(window)
        language.setCheckable(True)
        language.setData(code)
        actions.languages.addAction(language)
    # The player looks at the photo while typing in the non-modal board-entry dialog, so the
    # keys that change the view work from there too.
    for action in (actions.show_photo, actions.show_letters, actions.zoom_in, actions.zoom_out,
                   actions.fit):  # fmt: skip
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
    translate_actions(actions)
    return actions


def _name(action: QAction, text: str, tip: str = "") -> None:
    action.setText(text)
    if tip:
        action.setToolTip(tip)
        action.setStatusTip(tip)


# fmt: off
def translate_actions(actions: WindowActions) -> None:
    """Every action's words in the app's language."""
    a = actions
    _name(a.open_file, translate("WindowActions", "&Open photo…"),
          translate("WindowActions", "Open a photo of a Boggle board (Ctrl+O)"))
    _name(a.paste, translate("WindowActions", "&Paste photo"),
          translate("WindowActions", "Read an image or a board from the clipboard (Ctrl+V)"))
    if a.camera.isEnabled():  # a camera found unusable keeps the tip that says why
        _name(a.camera, translate("WindowActions", "&Scan with a camera…"),
              translate("WindowActions",
                        "Point a camera at the board: it is found and read live (Ctrl+K)"))
    else:
        a.camera.setText(translate("WindowActions", "&Scan with a camera…"))
    _name(a.scan_video, translate("WindowActions", "Scan a &video…"),
          translate("WindowActions",
                    "Scan a video of a board as the camera would (Ctrl+Shift+K)"))
    _name(a.type_board, translate("WindowActions", "&Type a board…"),
          translate("WindowActions", "Type the letters of a board by hand (Ctrl+B)"))
    _name(a.roll, translate("WindowActions", "&Roll"),
          translate("WindowActions", "Roll a random board of this size (Ctrl+R)"))
    for name, action in a.roll_sets.items():
        action.setText(roll_label(name))
    _name(a.show_photo, translate("WindowActions", "Show p&hoto"),
          translate("WindowActions",
                    "Switch between the photo and a clean rendered board (Ctrl+P)"))
    _name(a.show_letters, translate("WindowActions", "Show read &letters"),
          translate("WindowActions", "Draw the letters as read over the photo (Ctrl+L)"))
    _name(a.zoom_in, translate("WindowActions", "Zoom &in"),
          translate("WindowActions", "Zoom in (Ctrl++, or the mouse wheel over the board)"))
    _name(a.zoom_out, translate("WindowActions", "Zoom &out"),
          translate("WindowActions", "Zoom out (Ctrl+-)"))
    _name(a.fit, translate("WindowActions", "&Fit to window"),
          translate("WindowActions",
                    "Show the whole board again (Ctrl+0, or double-click beside the board)"))
    a.fit.setIconText(translate("WindowActions", "Fit"))  # the toolbar is already wide
    _name(a.next_uncertain, translate("WindowActions", "Next &uncertain die"),
          translate("WindowActions", "Jump to the next die the reader was unsure of (F3)"))
    _name(a.next_corner, translate("WindowActions", "Move a &corner"),
          translate("WindowActions",
                    "Pick the next corner of the board's outline, then move it with the arrow "
                    "keys (F4)"))
    _name(a.next_path, translate("WindowActions", "Next path"),
          translate("WindowActions", "Show the next path for this word"))
    _name(a.previous_path, translate("WindowActions", "Previous path"),
          translate("WindowActions", "Show the previous path for this word"))
    _name(a.quit, translate("WindowActions", "&Quit"))
    a.recent_menu.setTitle(translate("WindowActions", "Open &recent"))
    _name(a.about, translate("WindowActions", "&About Boggle Lens"))
    _name(a.play_round, translate("WindowActions", "Play a &round…"),
          translate("WindowActions",
                    "Play a timed round on this board and score everyone (Ctrl+G)"))
    _name(a.history, translate("WindowActions", "Rounds &played…"),
          translate("WindowActions", "The rounds played, by player, with export to CSV and JSON"))
    _name(a.statistics, translate("WindowActions", "Dice &statistics…"),
          translate("WindowActions",
                    "What the boards of this dice set hold: charts of many rolls"))
    _name(a.how_good, translate("WindowActions", "How &good is this board?"),
          translate("WindowActions",
                    "This board's score against many boards rolled from its dice set"))
    _name(a.great_board, translate("WindowActions", "Find a gr&eat board…"),
          translate("WindowActions", "Search for a high-scoring board and put it on the board"))
    _name(a.phones_table, translate("WindowActions", "P&hones at the table…"),
          translate("WindowActions",
                    "Phones on this network join by a QR code, snap the board, fix dice and "
                    "play rounds"))
    for language in a.languages.actions():
        code = language.data()
        # The languages are named in themselves; only "System" is said in the app's language.
        language.setText(translate("WindowActions", "System") if not code else LANGUAGES[code])
# fmt: on


@dataclass
class WindowMenus:
    file: QMenu
    edit: QMenu
    board: QMenu
    roll: QMenu
    view: QMenu
    language: QMenu
    help: QMenu
    toolbar: QToolBar | None = None


def build_menus(window: QMainWindow, actions: WindowActions) -> WindowMenus:
    bar = window.menuBar()
    file_menu = bar.addMenu("")
    file_menu.addAction(actions.open_file)
    file_menu.addMenu(actions.recent_menu)
    file_menu.addAction(actions.paste)
    file_menu.addAction(actions.camera)
    file_menu.addAction(actions.scan_video)
    file_menu.addSeparator()
    file_menu.addAction(actions.quit)

    edit_menu = bar.addMenu("")
    edit_menu.addAction(actions.undo)
    edit_menu.addAction(actions.redo)
    edit_menu.addSeparator()
    edit_menu.addAction(actions.next_uncertain)
    edit_menu.addAction(actions.next_corner)

    board_menu = bar.addMenu("")
    board_menu.addAction(actions.type_board)
    board_menu.addAction(actions.roll)
    roll_menu = board_menu.addMenu("")
    _add_roll_sets(roll_menu, actions)
    board_menu.addSeparator()
    board_menu.addAction(actions.play_round)
    board_menu.addAction(actions.history)
    board_menu.addAction(actions.phones_table)
    board_menu.addSeparator()
    board_menu.addAction(actions.statistics)
    board_menu.addAction(actions.how_good)
    board_menu.addAction(actions.great_board)

    view_menu = bar.addMenu("")
    view_menu.addAction(actions.show_photo)
    view_menu.addAction(actions.show_letters)
    view_menu.addSeparator()
    view_menu.addAction(actions.zoom_in)
    view_menu.addAction(actions.zoom_out)
    view_menu.addAction(actions.fit)
    view_menu.addSeparator()
    view_menu.addAction(actions.previous_path)
    view_menu.addAction(actions.next_path)
    view_menu.addSeparator()
    language_menu = view_menu.addMenu("")
    language_menu.addActions(actions.languages.actions())

    help_menu = bar.addMenu("")
    help_menu.addAction(actions.about)
    menus = WindowMenus(file_menu, edit_menu, board_menu, roll_menu, view_menu, language_menu,
                        help_menu)  # fmt: skip
    translate_menus(menus)
    return menus


def translate_menus(menus: WindowMenus) -> None:
    menus.file.setTitle(translate("WindowActions", "&File"))
    menus.edit.setTitle(translate("WindowActions", "&Edit"))
    menus.board.setTitle(translate("WindowActions", "&Board"))
    menus.roll.setTitle(translate("WindowActions", "Roll a &set"))
    menus.view.setTitle(translate("WindowActions", "&View"))
    menus.language.setTitle(translate("WindowActions", "&Language"))
    menus.help.setTitle(translate("WindowActions", "&Help"))
    if menus.toolbar is not None:
        menus.toolbar.setWindowTitle(translate("WindowActions", "Main"))


def build_toolbar(window: QMainWindow, actions: WindowActions) -> QToolBar:
    toolbar = window.addToolBar(translate("WindowActions", "Main"))
    toolbar.setObjectName("mainToolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    toolbar.addAction(actions.open_file)
    toolbar.addAction(actions.camera)
    toolbar.addAction(actions.type_board)
    roll_button = QToolButton()
    roll_button.setDefaultAction(actions.roll)
    roll_menu = QMenu(roll_button)
    _add_roll_sets(roll_menu, actions)
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
        menu.addAction(translate("WindowActions", "Clear the list")).triggered.connect(clear)
    menu.setEnabled(bool(entries))
