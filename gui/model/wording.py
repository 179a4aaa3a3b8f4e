"""What the app says to the player, in one place: status lines, summaries and labels.

Plain functions of plain values, so the words can be tested without a window. Rich text (for
Qt's labels and the banner) escapes whatever came from outside: a file name or a typed word
with ``<`` or ``&`` in it must stay text.
"""

from __future__ import annotations

import html

from solver import BLANK, Cell, Solution, WordCheck
from vision import LOW_CONFIDENCE
from vision.result import DieReading

APP_NAME = "Boggle Lens"
# Below vision's LOW_CONFIDENCE (a probability: 0.98) a die is flagged "?" and its report says
# "unsure". Above it, it is "sure", unless the reader gave another face a real chance: those
# are named ("fairly sure; could also be O") until ALMOST_CERTAIN, where a second guess is no
# longer worth a player's time.
ALMOST_CERTAIN = 0.995
ABOUT = (
    "<b>Boggle Lens</b><br>Photograph a Boggle board, fix any misread dice, and see "
    "every word with its path.<br>Word list: ENABLE (public domain)."
)
RULE_LABELS = {"auto": "By board size", "classic": "Classic (4x4)", "big": "Big (5x5)",
               "superbig": "Super Big (6x6)"}  # fmt: skip
ROLL_LABELS = {
    "classic": "Classic 4x4",
    "new": "New 4x4",
    "big": "Big Boggle 5x5",
    "superbig": "Super Big Boggle 6x6",
}


def face_caption(face: str) -> str:
    return "blank" if face == BLANK else face


def die_name(cell: Cell) -> str:
    return f"{cell[0] + 1},{cell[1] + 1}"


def or_list(items: list[str]) -> str:
    """ "S", "S or O", "S, O or E"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} or {items[-1]}"


def confidence_words(die: DieReading) -> str:
    """How sure the reader was, in a player's words; never a bare percentage (a die read
    right at "0% sure" reads as "the app has no idea")."""
    others = [face for face, _ in die.alternatives[:3] if face != die.face]
    if die.confidence < LOW_CONFIDENCE:
        return f"unsure: could be {or_list([die.face, *others])}"
    rivals = [face for face, chance in die.alternatives[:3] if face != die.face and chance > 0]
    if rivals and die.confidence < ALMOST_CERTAIN:
        return f"read as {die.face}, fairly sure; could also be {or_list(rivals)}"
    return f"read as {die.face}, sure"


def die_report(
    cell: Cell, face: str, die: DieReading | None = None, corrected: bool = False
) -> str:
    """A line for the player about one die: what it is, and how sure the reader was."""
    where = f"Row {cell[0] + 1}, column {cell[1] + 1}"
    shown = face_caption(face)
    if die is None:
        return f"{where}: {shown}. Type a letter to change it."
    if corrected:
        return f"{where}: {shown} (you corrected it; the photo was read as {die.face})."
    return f"{where}: {confidence_words(die)}. Type the right letter if it is wrong."


def reading_announcement(reapplied: int, uncertain: int) -> str | None:
    """The banner after a photo is read; None when there is nothing to point out."""
    notes = []
    if reapplied:
        notes.append(f"your {reapplied} earlier correction(s) were reapplied")
    if uncertain:
        dice = "1 die looks" if uncertain == 1 else f"{uncertain} dice look"
        notes.append(f"{dice} uncertain (marked <b>?</b>): press F3 to visit them")
    return "Read the board; " + "; ".join(notes) + "." if notes else None


def solution_summary(solution: Solution, by_board_size: bool) -> str:
    """ "38 words · 40 points (classic rules, by board size)", as rich text."""
    words = "word" if solution.word_count == 1 else "words"
    note = ", by board size" if by_board_size else ""
    return (
        f"<b>{solution.word_count}</b> {words} · <b>{solution.total_score}</b> points"
        f" <span style='color:gray'>({solution.rules.name} rules{note})</span>"
    )


def lengths_summary(solution: Solution) -> str:
    return "  ·  ".join(
        f"{length}\u00a0letters:\u00a0{tally.count}" for length, tally in solution.by_length.items()
    )


def path_caption(index: int, count: int) -> str:
    """Which of a word's paths is shown; empty when no word is."""
    if count == 0:
        return ""
    if count == 1:
        return "One path"
    return f"Path {index + 1} of {count}"


def check_verdict(check: WordCheck | None) -> str:
    """The word checker's answer, as rich text."""
    if check is None:
        return "The dictionary is still loading."
    if check.ok:
        points = "point" if check.score == 1 else "points"
        verdict = f"✔ <b>{html.escape(check.word)}</b> scores {check.score} {points}."
        return f"<span style='color:#2e7d32'>{verdict}</span>"
    typed = html.escape(check.word) or "…"  # shown as typed, even with < or & in it
    return f"<span style='color:#c62828'>✘ <b>{typed}</b>: {html.escape(check.reason)}.</span>"


def dictionary_caption(name: str, word_count: int | None) -> str:
    count = f" · {word_count:,} words" if word_count is not None else ""
    return f"Dictionary: <b>{html.escape(name)}</b>{count}"


def dictionary_failure(message: str, kept: str | None) -> str:
    still = f" Still using {kept}." if kept is not None else ""
    return f"Could not use that word list: {html.escape(message)}.{html.escape(still)}"


def document_title(photo_name: str | None) -> str:
    """The window's title: the document's name only. The toolkit adds the app's name in the
    platform's usual form ("board.jpg — Boggle Lens"), so it is never written here too."""
    return photo_name if photo_name is not None else "Rolled or typed board"
