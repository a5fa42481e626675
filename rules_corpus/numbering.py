"""Rule numbers: recognising, classifying and ordering ids such as ``420``, ``420.5``, ``420.5c``."""

from __future__ import annotations

import re

#: A rule id as printed: a three-digit section, optional rule number, optional subrule letter.
RULE_ID = r"\d{3}(?:\.\d{1,3}[a-z]?)?"
RULE_ID_RE = re.compile(rf"^{RULE_ID}$")


def kind_of(rule_id: str) -> str:
    """``420`` is a section, ``420.5`` a rule, ``420.5c`` a subrule, ``4`` a chapter."""
    base = rule_id.split("#")[0]
    if base.isdigit():
        return "chapter" if len(base) == 1 else "section"
    if base[-1].isalpha():
        return "subrule"
    return "rule"


def numeric_parent(rule_id: str) -> str | None:
    """The parent an id names by its number alone (``420.5c`` -> ``420.5`` -> ``420`` -> ``4``)."""
    base = rule_id.split("#")[0]
    kind = kind_of(base)
    if kind == "subrule":
        return base[:-1]
    if kind == "rule":
        return base.split(".")[0]
    if kind == "section":
        return base[0]
    return None


def sort_key(rule_id: str) -> tuple:
    """Numeric order: 420.5c < 420.10 < 421, and ``212.6b#2`` right after ``212.6b``."""
    base, _, dup = rule_id.partition("#")
    section, _, rest = base.partition(".")
    number = "".join(ch for ch in rest if ch.isdigit())
    letter = "".join(ch for ch in rest if ch.isalpha())
    return (int(section) if section.isdigit() else 0, int(number) if number else -1, letter, int(dup or 1))


def normalise(rule_id: str) -> str:
    """Drop the trailing period a source prints after an id (``420.`` -> ``420``)."""
    return rule_id.rstrip(".").strip()
