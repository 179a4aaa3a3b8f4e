"""The published Boggle dice sets, and rolling a real board from one."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from solver.board import Board
from solver.faces import parse_face

_TOKEN = re.compile(r"\[([A-Za-z]+)\]|([A-Za-zÑ*])")


@dataclass(frozen=True)
class DiceSet:
    name: str
    side: int
    dice: tuple[tuple[str, ...], ...]


class DiceError(ValueError):
    """An unknown dice set."""


def _parse_die(spec: str) -> tuple[str, ...]:
    faces = tuple(parse_face(multi or single) for multi, single in _TOKEN.findall(spec))
    if len(faces) != 6:
        raise ValueError(f"die {spec!r} has {len(faces)} faces, not 6")
    return faces


def dice_set_of(name: str, side: int, specs: str) -> DiceSet:
    """A dice set from its dice written out: six faces each, [Qu] for a two-letter face."""
    dice = tuple(_parse_die(spec) for spec in specs.split())
    if len(dice) != side * side:
        raise ValueError(f"dice set {name!r} has {len(dice)} dice, not {side * side}")
    return DiceSet(name, side, dice)


DICE_SETS: dict[str, DiceSet] = {
    s.name: s
    for s in (
        dice_set_of(
            "classic",
            4,
            "AACIOT ABILTY ABJMO[Qu] ACDEMP ACELRS ADENVZ AHMORS BIFORX "
            "DENOSW DKNOTU EEFHIY EGKLUY EGINTV EHINPS ELPSTU GILRUW",
        ),
        dice_set_of(
            "new",
            4,
            "AAEEGN ABBJOO ACHOPS AFFKPS AOOTTW CIMOTU DEILRX DELRVY "
            "DISTTY EEGHNW EEINSU EHRTVW EIOSST ELRTTY HIMNU[Qu] HLNNRZ",
        ),
        dice_set_of(
            "big",
            5,
            "AAAFRS AAEEEE AAFIRS ADENNN AEEEEM AEEGMU AEGMNN AFIRSY BJK[Qu]XZ CCNSTW "
            "CEIILT CEILPT CEIPST DDLNOR DHHLOR DHHNOT DHLNOR EIIITT EMOTTT ENSSSU "
            "FIPRSY GORRVW HIPRRY NOOTUW OOOTTU",
        ),
        dice_set_of(
            "superbig",
            6,
            "AAAFRS AAEEEE AAEEOO AAFIRS ABDEIO ADENNN AEEEEM AEEGMU AEGMNN AEILMN "
            "AEINOU AFIRSY [An][Er][He][In][Qu][Th] BBJKXZ CCENST CDDLNN CEIITT CEIPST "
            "CFGNUY DDHNOT DHHLOR DHHNOW DHLNOR EHILRS EIILST EILPST EIO*** EMTTTO "
            "ENSSSU GORRVW HIRSTV HOPRST IPRSYY JK[Qu]WXZ NOOTUW OOOTTU",
        ),
    )
}


def dice_set(name: str) -> DiceSet:
    """The dice set of that name: a published English set, or a language's (fr, de-big ...)."""
    from solver.language_dice import LANGUAGE_DICE  # the language sets are built on this module

    try:
        return {**DICE_SETS, **LANGUAGE_DICE}[name.lower()]
    except KeyError:
        choices = ", ".join([*DICE_SETS, *LANGUAGE_DICE])
        raise DiceError(f"unknown dice set {name!r}; choose one of {choices}") from None


def roll(dice: DiceSet | str, rng: random.Random | None = None) -> Board:
    """Shake the dice into the tray: shuffle them into positions and roll each one."""
    chosen = dice_set(dice) if isinstance(dice, str) else dice
    rng = rng or random.Random()
    order = list(chosen.dice)
    rng.shuffle(order)
    faces = [rng.choice(die) for die in order]
    side = chosen.side
    return Board(tuple(tuple(faces[r * side : (r + 1) * side]) for r in range(side)))
