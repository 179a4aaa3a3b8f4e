"""What the app says to the player, in one place: status lines, summaries and labels.

Plain functions of plain values, so the words can be tested without a window. Rich text (for
Qt's labels and the banner) escapes whatever came from outside: a file name or a typed word
with ``<`` or ``&`` in it must stay text.
"""

from __future__ import annotations

import html

from gui.model.edition import dice_set_language, language_name
from gui.model.translation import QT_TRANSLATE_NOOP, number, plural, translate
from solver import BLANK, Cell, Solution, WordCheck
from solver.check import Problem
from solver.dice import dice_set
from vision import LOW_CONFIDENCE
from vision.result import DieReading

APP_NAME = "Boggle Lens"
# Below vision's LOW_CONFIDENCE (a probability: 0.98) a die is flagged "?" and its report says
# "unsure". Above it, it is "sure", unless the reader gave another face a real chance: those
# are named ("fairly sure; could also be O") until ALMOST_CERTAIN, where a second guess is no
# longer worth a player's time.
ALMOST_CERTAIN = 0.995
# The labels are English sources, marked for lupdate; rule_label and roll_label translate them.
RULE_LABELS = {"auto": QT_TRANSLATE_NOOP("Wording", "By board size"),
               "classic": QT_TRANSLATE_NOOP("Wording", "Classic (4x4)"),
               "big": QT_TRANSLATE_NOOP("Wording", "Big (5x5)"),
               "superbig": QT_TRANSLATE_NOOP("Wording", "Super Big (6x6)")}  # fmt: skip
ROLL_LABELS = {
    "classic": QT_TRANSLATE_NOOP("Wording", "Classic 4x4"),
    "new": QT_TRANSLATE_NOOP("Wording", "New 4x4"),
    "big": QT_TRANSLATE_NOOP("Wording", "Big Boggle 5x5"),
    "superbig": QT_TRANSLATE_NOOP("Wording", "Super Big Boggle 6x6"),
}


def about_text() -> str:
    return translate(
        "Wording",
        "<b>Boggle Lens</b><br>Photograph a Boggle board, fix any misread dice, and see "
        "every word with its path.<br>Word list: ENABLE (public domain).",
    )


def rule_label(name: str) -> str:
    """A rule set's name in the app's language (an unknown name as it is)."""
    return translate("Wording", RULE_LABELS[name]) if name in RULE_LABELS else name


def roll_label(name: str) -> str:
    """A dice set's name in the app's language: an English set's own name, a language's by
    the language and size ("French 5x5"); an unknown name as it is."""
    if name in ROLL_LABELS:
        return translate("Wording", ROLL_LABELS[name])
    code = dice_set_language(name)
    if code is None:
        return name
    return translate("Wording", "{language} {side}x{side}").format(
        language=language_name(code), side=dice_set(name).side
    )


def face_caption(face: str) -> str:
    return translate("Wording", "blank") if face == BLANK else face


def die_name(cell: Cell) -> str:
    return f"{cell[0] + 1},{cell[1] + 1}"


def or_list(items: list[str]) -> str:
    """ "S", "S or O", "S, O or E"."""
    if len(items) == 1:
        return items[0]
    return translate("Wording", "{some} or {last}").format(
        some=", ".join(items[:-1]), last=items[-1]
    )


def confidence_words(die: DieReading) -> str:
    """How sure the reader was, in a player's words; never a bare percentage (a die read
    right at "0% sure" reads as "the app has no idea")."""
    others = [face for face, _ in die.alternatives[:3] if face != die.face]
    if die.confidence < LOW_CONFIDENCE:
        return translate("Wording", "unsure: could be {faces}").format(
            faces=or_list([die.face, *others])
        )
    rivals = [face for face, chance in die.alternatives[:3] if face != die.face and chance > 0]
    if rivals and die.confidence < ALMOST_CERTAIN:
        return translate("Wording", "read as {face}, fairly sure; could also be {faces}").format(
            face=die.face, faces=or_list(rivals)
        )
    return translate("Wording", "read as {face}, sure").format(face=die.face)


def die_report(
    cell: Cell, face: str, die: DieReading | None = None, corrected: bool = False
) -> str:
    """A line for the player about one die: what it is, and how sure the reader was."""
    where = translate("Wording", "Row {row}, column {column}").format(
        row=cell[0] + 1, column=cell[1] + 1
    )
    shown = face_caption(face)
    if die is None:
        return translate("Wording", "{where}: {face}. Type a letter to change it.").format(
            where=where, face=shown
        )
    if corrected:
        return translate(
            "Wording", "{where}: {face} (you corrected it; the photo was read as {read})."
        ).format(where=where, face=shown, read=die.face)
    return translate(
        "Wording", "{where}: {confidence}. Type the right letter if it is wrong."
    ).format(where=where, confidence=confidence_words(die))


def reading_announcement(reapplied: int, uncertain: int) -> str | None:
    """The banner after a photo is read; None when there is nothing to point out."""
    notes = []
    if reapplied:
        notes.append(
            plural(
                reapplied,
                translate("Wording", "your %n earlier correction was reapplied", "", reapplied),
                translate("Wording", "your %n earlier corrections were reapplied", "", reapplied),
            )
        )
    if uncertain:
        notes.append(
            plural(
                uncertain,
                translate(
                    "Wording",
                    "%n die looks uncertain (marked <b>?</b>): press F3 to visit it",
                    "",
                    uncertain,
                ),
                translate(
                    "Wording",
                    "%n dice look uncertain (marked <b>?</b>): press F3 to visit them",
                    "",
                    uncertain,
                ),
            )
        )
    if not notes:
        return None
    return translate("Wording", "Read the board; {notes}.").format(notes="; ".join(notes))


def solution_summary(solution: Solution, by_board_size: bool) -> str:
    """ "38 words · 40 points (classic rules, by board size)", as rich text."""
    count, score = solution.word_count, solution.total_score
    words = plural(
        count,
        translate("Wording", "<b>%n</b> word", "", count),
        translate("Wording", "<b>%n</b> words", "", count),
    )
    points = plural(
        score,
        translate("Wording", "<b>%n</b> point", "", score),
        translate("Wording", "<b>%n</b> points", "", score),
    )
    rules = (
        translate("Wording", "{rules} rules, by board size")
        if by_board_size
        else translate("Wording", "{rules} rules")
    ).format(rules=rule_name(solution.rules.name))
    return f"{words} · {points} <span style='color:gray'>({html.escape(rules)})</span>"


def rule_name(name: str) -> str:
    """The solver's name of a rule set ("classic") as a sentence says it."""
    names = {
        "classic": translate("Wording", "classic"),
        "big": translate("Wording", "big"),
        "superbig": translate("Wording", "super big"),
    }
    return names.get(name, name)


def lengths_summary(solution: Solution) -> str:
    return "  ·  ".join(
        translate("Wording", "{length}\u00a0letters:\u00a0{count}").format(
            length=length, count=tally.count
        )
        for length, tally in solution.by_length.items()
    )


def path_caption(index: int, count: int) -> str:
    """Which of a word's paths is shown; empty when no word is."""
    if count == 0:
        return ""
    if count == 1:
        return translate("Wording", "One path")
    return translate("Wording", "Path {index} of {count}").format(index=index + 1, count=count)


# Why a typed word does not count, by the solver's names (solver.check.Problem); the English
# sources are the solver's own sentences, so English reads as it always did.
PROBLEMS = {
    "empty": QT_TRANSLATE_NOOP("Wording", "type a word"),
    "letters": QT_TRANSLATE_NOOP("Wording", "a word has only the letters a to z"),
    "more-letters": QT_TRANSLATE_NOOP(
        "Wording", "a word has only the letters a to z and {letters}"
    ),
    "too-short": QT_TRANSLATE_NOOP(
        "Wording", "too short: {rules} rules need {length} letters or more"
    ),
    "not-in-dictionary": QT_TRANSLATE_NOOP("Wording", "not in the dictionary ({dictionary})"),
    "not-on-board": QT_TRANSLATE_NOOP("Wording", "not on the board"),
    "already-listed": QT_TRANSLATE_NOOP("Wording", "already in your list"),
}


def check_reason(problems: tuple[Problem, ...], english: str) -> str:
    """Why a word does not count, in the app's language: each problem's sentence, joined as
    the solver joins them; ``english`` (the solver's sentence) where a problem is unknown."""
    said = []
    for problem in problems:
        name = "more-letters" if problem.name == "letters" and problem.letters else problem.name
        if name not in PROBLEMS:
            return english
        said.append(translate("Wording", PROBLEMS[name]).format(
            letters=", ".join(problem.letters), rules=rule_name(problem.rules),
            length=problem.length, dictionary=problem.dictionary))  # fmt: skip
    # The separator between two reasons, as the language writes it (French: " ; ").
    return translate("Wording", "; ").join(said) if said else english


def check_verdict(check: WordCheck | None) -> str:
    """The word checker's answer, as rich text."""
    if check is None:
        return translate("Wording", "The dictionary is still loading.")
    if check.ok:
        verdict = plural(
            check.score,
            translate("Wording", "✔ <b>{word}</b> scores %n point.", "", check.score),
            translate("Wording", "✔ <b>{word}</b> scores %n points.", "", check.score),
        ).format(word=html.escape(check.word))
        return f"<span style='color:#2e7d32'>{verdict}</span>"
    typed = html.escape(check.word) or "…"  # shown as typed, even with < or & in it
    reason = html.escape(check_reason(check.problems, check.reason))
    verdict = translate("Wording", "✘ <b>{word}</b>: {reason}.").format(word=typed, reason=reason)
    return f"<span style='color:#c62828'>{verdict}</span>"


def dictionary_caption(name: str, word_count: int | None) -> str:
    if word_count is None:
        return translate("Wording", "Dictionary: <b>{name}</b>").format(name=html.escape(name))
    return translate("Wording", "Dictionary: <b>{name}</b> · {count} words").format(
        name=html.escape(name), count=number(word_count)
    )


def dictionary_failure(message: str, kept: str | None) -> str:
    text = translate("Wording", "Could not use that word list: {reason}.").format(
        reason=html.escape(message)
    )
    if kept is None:
        return text
    return text + " " + translate("Wording", "Still using {name}.").format(name=html.escape(kept))


def document_title(photo_name: str | None) -> str:
    """The window's title: the document's name only. The toolkit adds the app's name in the
    platform's usual form ("board.jpg — Boggle Lens"), so it is never written here too."""
    return photo_name if photo_name is not None else translate("Wording", "Rolled or typed board")


def lost_board_text(uncertain: int, dice: int) -> str:
    """The banner over a board read mostly unsure: the outline is likely in the wrong place."""
    return translate(
        "Wording",
        "{uncertain} of {dice} dice look uncertain: the board may be outlined in the wrong "
        "place. Drag the four corners onto the board's corners (or press F4 and use the arrow "
        "keys), take the photo again, or type the board.",
    ).format(uncertain=uncertain, dice=dice)
