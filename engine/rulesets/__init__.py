"""Rulesets: one engine, a few rule hooks and a citation table per edition (like chess variants)."""

from __future__ import annotations

from engine.errors import InvalidScenario
from engine.rulesets.base import Ruleset
from engine.rulesets.classic import ClassicRuleset

RULESETS: dict[str, type[Ruleset]] = {"classic": ClassicRuleset}


def get_ruleset(name: str) -> Ruleset:
    """Instantiate a ruleset by name; an unknown name is a scenario error."""
    try:
        return RULESETS[name]()
    except KeyError:
        known = ", ".join(sorted(RULESETS))
        raise InvalidScenario(
            f"unknown ruleset {name!r} (known: {known})", f"未知的规则版本“{name}”（已知：{known}）", at="ruleset"
        ) from None


__all__ = ["Ruleset", "ClassicRuleset", "RULESETS", "get_ruleset"]
