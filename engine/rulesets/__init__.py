"""Rulesets: one engine, and the behaviour and citations by which editions differ (like chess
variants). ``RULESETS`` lists the known ones by name.

    >>> get_ruleset("classic").name
    'classic'
"""

from __future__ import annotations

from engine.errors import InvalidScenario
from engine.rulesets.base import Ruleset
from engine.rulesets.classic import ClassicRuleset
from engine.text.catalog import Msg

RULESETS: dict[str, type[Ruleset]] = {"classic": ClassicRuleset}
DEFAULT_RULESET = "classic"


def get_ruleset(name: str) -> Ruleset:
    """Instantiate a ruleset by name; an unknown name is a scenario error naming the known ones."""
    found = RULESETS.get(name)
    if found is None:
        raise InvalidScenario(Msg("error.unknown_ruleset", ruleset=name, known=sorted(RULESETS)), at="ruleset")
    return found()


def all_citations(name: str) -> set[str]:
    """Every rule id the engine can cite under ruleset ``name`` (for corpus checks)."""
    return {c.id for c in get_ruleset(name).citation_table().values()}


def section_level_citations(name: str) -> set[str]:
    """The ids ruleset ``name`` cites at section level (title-only sections of its corpus)."""
    return {c.id for c in get_ruleset(name).citation_table().values() if c.section_level}


__all__ = ["DEFAULT_RULESET", "RULESETS", "ClassicRuleset", "Ruleset", "all_citations", "get_ruleset",
           "section_level_citations"]
