"""The lower layers' errors in the player's language.

Vision and the solver know only English: their errors keep English messages for the command
line, and carry a ``reason`` and its ``values`` beside them (solver.explained). Here each known
reason has its sentence, marked for the translators, and is written again with the error's
values in the language the app is shown in. Every sentence is a clause with no full stop, as
the English messages are, so that the callers' own sentences ("Could not open {name}:
{reason}") read the same in every language.

An error with no known reason, or a sentence with no translation, keeps its English message:
the player still reads what went wrong, after the caller's translated lead-in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gui.model.edition import language_name
from gui.model.translation import QT_TRANSLATE_NOOP, plural, translate
from solver.explained import Explained
from solver.languages import LANGUAGES, missing_package_message

_C = "ErrorText"

SENTENCES: dict[str, str] = {
    # Board text (solver.board)
    "board.empty": QT_TRANSLATE_NOOP("ErrorText", "the board is empty"),
    "board.no_text": QT_TRANSLATE_NOOP("ErrorText", "the board text is empty"),
    "board.empty_row": QT_TRANSLATE_NOOP("ErrorText", "the board text has an empty row"),
    "board.uneven_rows": QT_TRANSLATE_NOOP(
        "ErrorText",
        "row {row} has {count} but row 1 has {first}: every row needs the same number of faces",
    ),
    "board.bad_face": QT_TRANSLATE_NOOP(
        "ErrorText", "row {row}, face {column}: “{face}” is not a Boggle face"
    ),
    "board.unknown_face": QT_TRANSLATE_NOOP(
        "ErrorText",
        "row {row}, face {column}: “{face}” is not a Boggle face (use A-Z, Qu, An, Er, He, "
        "In, Th, Ñ or {blank} for a blank)",
    ),
    "board.too_big": QT_TRANSLATE_NOOP("ErrorText", "a board is at most {side} x {side} faces"),
    "board.not_square": QT_TRANSLATE_NOOP(
        "ErrorText",
        "{count} in one row: a row holds at most {side} faces, and {number} is not a square "
        "number (16 faces make a 4x4 board, 25 a 5x5, 36 a 6x6): write the rows separated by "
        "/, like ABCD/EFGH/IJKL/MNOP",
    ),
    "board.unclear_rows": QT_TRANSLATE_NOOP(
        "ErrorText",
        "“{row}” is not one face, but “{face}” is: write the rows separated by / or new lines "
        "(ABCD/EFGH), or by spaces when every row has the same number of faces (ABCD EFGH)",
    ),
    # Word lists (solver.wordlist, solver.languages, solver.system_words)
    "words.damaged_gzip": QT_TRANSLATE_NOOP("ErrorText", "{name} is a damaged gzip file"),
    "words.empty": QT_TRANSLATE_NOOP("ErrorText", "{name} is empty"),
    "words.too_large": QT_TRANSLATE_NOOP(
        "ErrorText", "{name} is larger than {megabytes} MB; is it a word list?"
    ),
    "words.binary": QT_TRANSLATE_NOOP(
        "ErrorText", "{name} is a binary file, not a word list (one word per line)"
    ),
    "words.not_utf8": QT_TRANSLATE_NOOP(
        "ErrorText",
        "{name} is not UTF-8 text (line {line} has the byte {byte}): save it as UTF-8 and load "
        "it again",
    ),
    "words.double_encoded": QT_TRANSLATE_NOOP(
        "ErrorText",
        "{name} was converted to UTF-8 twice (line {line} has “{found}” where one accented "
        "letter belongs): use the original file",
    ),
    "words.mixed_scripts": QT_TRANSLATE_NOOP(
        "ErrorText",
        "{name} mixes scripts: line {line} (“{entry}”) is not in Latin letters, as this "
        "language's words are",
    ),
    "words.no_words": QT_TRANSLATE_NOOP(
        "ErrorText", "{name} has no usable words: a word list needs one word per line"
    ),
    "words.no_system_list": QT_TRANSLATE_NOOP(
        "ErrorText",
        "there is no system word list at {path} (on Debian or Ubuntu: sudo apt-get install "
        "{package})",
    ),
    "words.missing_package": QT_TRANSLATE_NOOP(
        "ErrorText",
        "the {language} word list is not installed ({path} is missing): install Debian's "
        "{package} package (sudo apt-get install {package})",
    ),
    # Files (solver.user_files, vision.load, vision.video)
    "file.not_found": QT_TRANSLATE_NOOP("ErrorText", "{path} was not found"),
    "file.folder": QT_TRANSLATE_NOOP("ErrorText", "{path} is a folder, not a file"),
    "file.denied": QT_TRANSLATE_NOOP("ErrorText", "{path} may not be read (permission denied)"),
    "file.unreadable": QT_TRANSLATE_NOOP("ErrorText", "{path} could not be read ({problem})"),
    # Photos (vision.load, vision.heif)
    "image.empty": QT_TRANSLATE_NOOP("ErrorText", "the file is empty: it is not an image"),
    "image.unknown_format": QT_TRANSLATE_NOOP(
        "ErrorText", "the file is not an image (not JPEG, PNG, HEIC, WebP, BMP or TIFF)"
    ),
    "image.unsupported": QT_TRANSLATE_NOOP(
        "ErrorText", "{kind} images are not supported; export the photo as JPEG or PNG"
    ),
    "image.damaged": QT_TRANSLATE_NOOP("ErrorText", "the image is truncated or damaged"),
    "image.no_pixels": QT_TRANSLATE_NOOP("ErrorText", "the image has no pixels"),
    "image.bomb": QT_TRANSLATE_NOOP(
        "ErrorText",
        "the file claims {width} x {height} pixels in only {kilobytes} KB: it is damaged, or a "
        "decompression bomb",
    ),
    "image.too_large": QT_TRANSLATE_NOOP(
        "ErrorText",
        "the image is {width} x {height} pixels ({megapixels} megapixels); the limit is "
        "{limit} megapixels",
    ),
    "image.bad_shape": QT_TRANSLATE_NOOP("ErrorText", "the file is not an image"),
    "image.bad_pixels": QT_TRANSLATE_NOOP("ErrorText", "the image's pixel type is not supported"),
    "heic.damaged": QT_TRANSLATE_NOOP("ErrorText", "the HEIC image is truncated or damaged"),
    "heic.no_picture": QT_TRANSLATE_NOOP("ErrorText", "the HEIC image has no colour picture in it"),
    "heic.unsupported": QT_TRANSLATE_NOOP(
        "ErrorText", "HEIC images need the pillow-heif package: pip install pillow-heif"
    ),
    # Reading (vision.locate, vision.frames, vision.video, the models)
    "photo.no_board": QT_TRANSLATE_NOOP("ErrorText", "no Boggle board found"),
    "frames.none": QT_TRANSLATE_NOOP("ErrorText", "no frames to read"),
    "frames.no_board": QT_TRANSLATE_NOOP(
        "ErrorText", "no Boggle board found in any of the {frames} frames"
    ),
    "read.cancelled": QT_TRANSLATE_NOOP("ErrorText", "reading cancelled"),
    # The outline the player gave (vision.given)
    "tray.four_corners": QT_TRANSLATE_NOOP(
        "ErrorText", "an outline needs 4 corners of X,Y each, not {count}"
    ),
    "tray.not_numbers": QT_TRANSLATE_NOOP(
        "ErrorText", "a corner of the outline is not two numbers"
    ),
    "tray.not_finite": QT_TRANSLATE_NOOP(
        "ErrorText", "a corner of the outline is not two finite numbers"
    ),
    "tray.off_photo": QT_TRANSLATE_NOOP(
        "ErrorText", "the corner {corner} is far off the photo ({width} x {height} pixels)"
    ),
    "tray.same_corner": QT_TRANSLATE_NOOP(
        "ErrorText", "two corners are on top of each other: an outline needs four corners apart"
    ),
    "tray.one_line": QT_TRANSLATE_NOOP(
        "ErrorText", "the four corners are on one line: give the board's four corners"
    ),
    "tray.crossing": QT_TRANSLATE_NOOP(
        "ErrorText", "the corners cross or fold in: give them in order round the board"
    ),
    "tray.no_dice": QT_TRANSLATE_NOOP("ErrorText", "no Boggle dice inside the outline"),
    "tray.too_long": QT_TRANSLATE_NOOP("ErrorText", "an outline is at most {limit} characters"),
    "video.undecodable": QT_TRANSLATE_NOOP(
        "ErrorText", "not a video that can be decoded (damaged, or not a video at all)"
    ),
    "video.no_frame": QT_TRANSLATE_NOOP("ErrorText", "no frame of this video could be decoded"),
    "model.missing": QT_TRANSLATE_NOOP(
        "ErrorText", "the model file {file} is missing; reinstall Boggle Lens"
    ),
    "model.damaged": QT_TRANSLATE_NOOP(
        "ErrorText", "the model file {file} is damaged; reinstall Boggle Lens"
    ),
    # A round (gui.model.round): what the round cannot do now
    "round.no_players": QT_TRANSLATE_NOOP("ErrorText", "a round needs at least one player"),
    "round.unknown_player": QT_TRANSLATE_NOOP("ErrorText", "no player called {name}"),
    "round.players_fixed": QT_TRANSLATE_NOOP(
        "ErrorText", "players are chosen before the round starts"
    ),
    "round.no_name": QT_TRANSLATE_NOOP("ErrorText", "a player needs a name"),
    "round.same_name": QT_TRANSLATE_NOOP("ErrorText", "there is already a player called {name}"),
    "round.scored": QT_TRANSLATE_NOOP("ErrorText", "the round is already scored"),
    "round.rules_fixed": QT_TRANSLATE_NOOP(
        "ErrorText", "the rules are set before the round starts"
    ),
    "round.length_fixed": QT_TRANSLATE_NOOP(
        "ErrorText", "the round's length is set before it starts"
    ),
    "round.paused": QT_TRANSLATE_NOOP("ErrorText", "the round is paused"),
    "round.not_started": QT_TRANSLATE_NOOP("ErrorText", "start the round to enter words"),
    "round.lists_later": QT_TRANSLATE_NOOP("ErrorText", "lists are pasted in once the time is up"),
    # The phone table (table.checks, table.session, table.server): what it refuses a phone or
    # the desktop
    "table.name_control": QT_TRANSLATE_NOOP(
        "ErrorText", "a player's name cannot hold control characters"
    ),
    "table.name_too_long": QT_TRANSLATE_NOOP(
        "ErrorText", "a player's name is at most {limit} characters"
    ),
    "table.removed": QT_TRANSLATE_NOOP("ErrorText", "the host removed this player from the table"),
    "table.board_fixed": QT_TRANSLATE_NOOP("ErrorText", "the board is fixed while a round is on"),
    "table.host_controls": QT_TRANSLATE_NOOP(
        "ErrorText", "the host starts, pauses and ends the rounds"
    ),
    "table.round_on": QT_TRANSLATE_NOOP("ErrorText", "a round is already on"),
    "table.no_round": QT_TRANSLATE_NOOP("ErrorText", "no round is on"),
    "table.no_photo": QT_TRANSLATE_NOOP("ErrorText", "no photo to read again: snap one first"),
    "table.word_too_long": QT_TRANSLATE_NOOP("ErrorText", "a word is at most {limit} letters"),
    "table.no_word": QT_TRANSLATE_NOOP("ErrorText", "type a word"),
    "table.photo_too_large": QT_TRANSLATE_NOOP("ErrorText", "a photo is at most {megabytes} MB"),
    "table.empty_upload": QT_TRANSLATE_NOOP(
        "ErrorText", "the upload is empty: send the photo as the body, or the field 'photo'"
    ),
    "table.no_photo_field": QT_TRANSLATE_NOOP("ErrorText", 'the form has no field named "photo"'),
    "table.bad_character": QT_TRANSLATE_NOOP(
        "ErrorText", "names and words cannot hold the invisible or unpaired character {code}"
    ),
    "table.not_your_player": QT_TRANSLATE_NOOP(
        "ErrorText", "this phone has not joined as that player: join first"
    ),
    "table.name_taken": QT_TRANSLATE_NOOP(
        "ErrorText", "another phone plays as {name} at this table"
    ),
    "table.full": QT_TRANSLATE_NOOP("ErrorText", "a table has at most {limit} players"),
    "table.too_fast": QT_TRANSLATE_NOOP(
        "ErrorText", "at most {rate} words a second: wait a moment"
    ),
    "table.not_kept": QT_TRANSLATE_NOOP(
        "ErrorText", "the table could not write to its disk: try again"
    ),
    "table.photos_busy": QT_TRANSLATE_NOOP(
        "ErrorText", "{limit} photos are on their way already: try again in a moment"
    ),
    "table.list_full": QT_TRANSLATE_NOOP("ErrorText", "a list holds at most {limit} words"),
}


def _faces(n: int) -> str:
    return plural(
        n, translate("ErrorText", "%n face", "", n), translate("ErrorText", "%n faces", "", n)
    )


# Values that become words before they are put in a sentence: a count of faces with its noun, a
# language code as the language's name.
_SHOWN: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "board.uneven_rows": lambda v: {**v, "count": _faces(v["count"]), "first": _faces(v["first"])},
    "board.not_square": lambda v: {**v, "number": v["count"], "count": _faces(v["count"])},
    "words.missing_package": lambda v: {**v, "language": language_name(v["language"])},
}


def explain(error: BaseException) -> str:
    """What ``error`` says, in the app's language where its reason is known and translated;
    otherwise its own (English) message. English keeps the error's message word for word."""
    reason = getattr(error, "reason", "")
    values = getattr(error, "values", None)
    source = SENTENCES.get(reason) if isinstance(values, dict) else None
    if source is None:
        return str(error)
    sentence = translate(_C, source)
    if sentence == source:  # English, or a sentence not yet translated: the original words
        return str(error)
    shown = _SHOWN.get(reason, lambda v: v)(values)
    try:
        return sentence.format(**shown)
    except (KeyError, IndexError, ValueError):  # a translation naming a value the error lacks
        return str(error)


def explain_unexpected(error: BaseException) -> str:
    """Like ``explain`` for the errors the lower layers explain (a photo, a word list, a
    board); any other keeps its type's name beside its message, the clue a bug report needs."""
    if isinstance(error, Explained):
        return explain(error)
    return f"{type(error).__name__}: {error}"


def explain_sentence(error: BaseException) -> str:
    """``explain`` as a sentence of its own: a capital first letter and a full stop."""
    text = explain(error)
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def missing_package_text(code: str) -> str:
    """Why a game language cannot be chosen: its system word list's package is missing."""
    language = LANGUAGES[code]
    source = SENTENCES["words.missing_package"]
    sentence = translate(_C, source)
    if sentence == source:
        return missing_package_message(language)
    return sentence.format(
        language=language_name(code),
        path=language.words.system_path,
        package=language.words.package,
    )
