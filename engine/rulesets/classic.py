"""The ``classic`` ruleset: the early-2000s edition of the Chinese sources (combat damage on the
stack, mana burn, pools emptying at end of phase)."""

from __future__ import annotations

from engine.rulesets.base import Ruleset


class ClassicRuleset(Ruleset):
    """Classic rules: all base hooks already describe this edition."""

    name = "classic"
