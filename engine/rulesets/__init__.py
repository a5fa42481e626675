"""Rulesets: one engine, and the behaviour and citations by which editions differ (like chess
variants). ``RULESETS`` lists the known ones by name.

    >>> get_ruleset("classic").name
    'classic'
"""

from __future__ import annotations

from engine.errors import InvalidScenario
from engine.rulesets.base import Ruleset
from engine.rulesets.classic import ClassicRuleset
from engine.rulesets.edition_2009 import Ruleset2009
from engine.text.catalog import Msg

RULESETS: dict[str, type[Ruleset]] = {"classic": ClassicRuleset, "2009": Ruleset2009}
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


def outside_corpus_citations(name: str) -> set[str]:
    """The ids ruleset ``name`` cites that are records of its edition outside the corpus."""
    return {c.id for c in get_ruleset(name).citation_table().values() if c.outside_corpus}


__all__ = ["DEFAULT_RULESET", "RULESETS", "ClassicRuleset", "Ruleset", "Ruleset2009", "all_citations", "get_ruleset",
           "outside_corpus_citations", "section_level_citations"]
