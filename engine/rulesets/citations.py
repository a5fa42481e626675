"""Citations: every rule the engine can apply has a stable key (``"sbe.lethal_damage"``); each
ruleset maps those keys to the rule ids of its own edition (``Ruleset.citations``).

The game logic only ever names a rule by its key, so a ruleset whose rule ids differ (the 2009
rules number state-based actions 704.x where the classic rules say 420.5x) changes its table,
not the logic. ``section_level`` marks citations of sections that exist in the corpus only as a
title (216-217, 300-314, 503-507): those are cited by section number, never by an invented subrule.
``outside_corpus`` marks a rule of the edition whose text this corpus does not hold (the 2009
source names 510.1c but contains only section 702): it is a record of its edition all the same,
``in_corpus: false``, with a project summary and its classic counterpart (rules_corpus/outside.py).

    >>> section("310"), rule("420.5c")
    (Citation(id='310', section_level=True, outside_corpus=False), Citation(id='420.5c', section_level=False, outside_corpus=False))
    >>> outside("510.1c"), outside_section("405")
    (Citation(id='510.1c', section_level=False, outside_corpus=True), Citation(id='405', section_level=True, outside_corpus=True))
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Citation:
    """One citable rule: its id in the edition and whether it is a title-only section."""

    id: str
    section_level: bool = False
    outside_corpus: bool = False


def section(rule_id: str) -> Citation:
    """A title-only section, cited by its number."""
    return Citation(rule_id, section_level=True)


def rule(rule_id: str) -> Citation:
    """A numbered rule with text in the corpus."""
    return Citation(rule_id)


def outside(rule_id: str) -> Citation:
    """A rule of the edition that the corpus names but does not contain (a record outside the corpus)."""
    return Citation(rule_id, outside_corpus=True)


def outside_section(rule_id: str) -> Citation:
    """A section of the edition outside the corpus, cited by its number only."""
    return Citation(rule_id, section_level=True, outside_corpus=True)
