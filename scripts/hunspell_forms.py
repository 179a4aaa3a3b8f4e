"""Every word form a Hunspell dictionary (.dic + .aff) accepts, written out one per line.

Why not hunspell-tools' ``unmunch``: it does not apply continuation flags (twofold suffixes).
The Spanish dictionary writes its plurals of derived nouns that way ("ción/S": abdicar ->
abdicación -> abdicaciones), and unmunch prints "abdicación/S|" instead of the two forms.

What is handled: PFX and SFX rules with their strip, affix and condition; cross products (a
prefix together with a suffix when both allow it); suffixes whose affix carries continuation
flags, applied once more to the suffixed form (Hunspell allows two suffix levels). Flags are
single characters (the Spanish file's ``FLAG UTF-8``); other flag types and compounding are not
needed here and are refused.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path


class AffixFileError(ValueError):
    """An .aff or .dic this expander does not understand."""


@dataclass(frozen=True)
class AffixRule:
    strip: str
    affix: str
    continuation: str  # the flags the affixed form carries on
    condition: re.Pattern[str]


@dataclass(frozen=True)
class AffixClass:
    flag: str
    is_prefix: bool
    cross_product: bool
    rules: tuple[AffixRule, ...]


def _condition(pattern: str, is_prefix: bool) -> re.Pattern[str]:
    # Hunspell conditions are a sequence of letters, "." and [...] / [^...] classes: the same
    # in regular expressions, anchored at the word's start (prefix) or end (suffix).
    body = "" if pattern == "." else pattern
    return re.compile(f"^{body}" if is_prefix else f"{body}$")


def read_affixes(aff: Path) -> dict[str, AffixClass]:
    """The affix classes of an .aff file, by flag."""
    classes: dict[str, AffixClass] = {}
    pending: dict[str, tuple[bool, bool, list[AffixRule]]] = {}
    for line in aff.read_text(encoding="utf-8").splitlines():
        fields = line.split()
        if not fields or fields[0].startswith("#"):
            continue
        if fields[0] == "FLAG" and fields[1:] != ["UTF-8"]:
            raise AffixFileError(f"{aff}: FLAG {' '.join(fields[1:])} is not handled")
        if fields[0] in ("COMPOUNDFLAG", "COMPOUNDRULE", "CIRCUMFIX", "NEEDAFFIX"):
            raise AffixFileError(f"{aff}: {fields[0]} is not handled")
        if fields[0] not in ("PFX", "SFX"):
            continue
        is_prefix, flag = fields[0] == "PFX", fields[1]
        if flag not in pending:  # the header: PFX flag Y|N count
            pending[flag] = (is_prefix, fields[2] == "Y", [])
            continue
        strip, affix_field, condition = fields[2], fields[3], fields[4]
        affix, _, continuation = affix_field.partition("/")
        pending[flag][2].append(
            AffixRule(
                "" if strip == "0" else strip,
                "" if affix == "0" else affix,
                continuation,
                _condition(condition, is_prefix),
            )
        )
    for flag, (is_prefix, cross, rules) in pending.items():
        classes[flag] = AffixClass(flag, is_prefix, cross, tuple(rules))
    return classes


def read_stems(dic: Path) -> Iterator[tuple[str, str]]:
    """The .dic file's entries as (word, flags); its first line is the entry count."""
    lines = dic.read_text(encoding="utf-8").splitlines()
    for line in lines[1:]:
        entry = line.strip()
        if not entry:
            continue
        word, _, flags = entry.partition("/")
        yield word, flags.split()[0] if flags.strip() else ""


def _apply(word: str, affix_class: AffixClass) -> Iterator[tuple[str, AffixRule]]:
    for rule in affix_class.rules:
        if not rule.condition.search(word):
            continue
        if affix_class.is_prefix:
            if word.startswith(rule.strip):
                yield rule.affix + word[len(rule.strip) :], rule
        elif word.endswith(rule.strip):
            yield word[: len(word) - len(rule.strip)] + rule.affix, rule


def forms(word: str, flags: str, classes: dict[str, AffixClass]) -> set[str]:
    """Every form of one dictionary entry: itself, its suffixed forms (and those of their
    continuation flags), its prefixed forms, and prefixed suffixed forms where both cross."""
    found = {word}
    known = [classes[flag] for flag in flags if flag in classes]
    suffixes = [c for c in known if not c.is_prefix]
    prefixes = [c for c in known if c.is_prefix]
    crossable: set[str] = set()
    for suffix_class in suffixes:
        for suffixed, rule in _apply(word, suffix_class):
            found.add(suffixed)
            if suffix_class.cross_product:
                crossable.add(suffixed)
            for flag in rule.continuation:
                outer = classes.get(flag)
                if outer is None or outer.is_prefix:
                    continue
                for twice, _ in _apply(suffixed, outer):
                    found.add(twice)
                    if suffix_class.cross_product and outer.cross_product:
                        crossable.add(twice)
    for prefix_class in prefixes:
        bases = [word, *crossable] if prefix_class.cross_product else [word]
        for base in bases:
            found.update(prefixed for prefixed, _ in _apply(base, prefix_class))
    return found


def expand(dic: Path, aff: Path) -> set[str]:
    """Every word form of a Hunspell dictionary."""
    classes = read_affixes(aff)
    words: set[str] = set()
    for word, flags in read_stems(dic):
        words |= forms(word, flags, classes)
    return words
