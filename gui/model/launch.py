"""What ``boggle-lens gui`` was asked for on the command line, applied to the model."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from gui.model.app import AppModel
from gui.model.dictionaries import BUNDLED, SYSTEM
from gui.model.translation import told, translate
from solver import Board, BoardError, Rules, RulesError


class GuiArgs(Protocol):
    photo: str | None
    board: str | None
    select: str | None
    screenshot: Path | None
    rules: str | None
    dict: str | None


def dictionary_key(argument: str) -> str:
    """``enable`` or ``system`` in any case, else the word list's absolute path."""
    if argument.lower() in (BUNDLED, SYSTEM):
        return argument.lower()
    return str(Path(argument).expanduser().resolve())


def apply_arguments(model: AppModel, args: GuiArgs) -> str | None:
    """Apply --lang, --board, --rules and --dict; returns an error message for a bad one.
    ``--lang`` (absent: the Game language the player chose last stays) picks the language's
    dictionary and dice, unless ``--dict`` names another list, read the language's way."""
    language = getattr(args, "lang", None)
    if language:
        model.set_language(language)
    if args.board:
        try:
            board = Board.parse(args.board)
        except BoardError as error:
            return f"bad --board: {error}"
        # The edit's name is on Edit > Undo: in the player's language, and again after a switch.
        model.enter_board(board, told(lambda: translate("Launch", "Board from the command line")))
    if args.rules:
        try:
            name = Rules.named(args.rules).name
        except RulesError as error:
            return str(error)
        model.set_rules(name)
    if args.dict:
        model.choose_dictionary(dictionary_key(args.dict))
    return None
