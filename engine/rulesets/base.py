"""The ``Ruleset`` base class: the hooks by which editions differ, plus citation lookup.

Like python-chess variants, a ruleset overrides a few hooks instead of forking the engine.

    >>> from engine.rulesets import get_ruleset
    >>> get_ruleset("classic").cite("sbe.legend_rule")
    '420.5e'
"""

from __future__ import annotations

from engine.rulesets import citations


class Ruleset:
    """Base ruleset. Subclasses set ``name`` and override hooks where their edition differs."""

    name = "base"
    #: life each player starts with when a scenario does not say.
    starting_life = 20
    #: maximum hand size checked in the cleanup step.
    max_hand_size = 7
    #: "phase": pools empty when a phase ends (classic); "step" would empty them every step.
    mana_empties_at = "phase"
    #: classic loses 1 life per unused mana when the pool empties.
    mana_burn = True
    #: classic puts combat damage on the stack (408.1g) and gives priority before it is dealt.
    combat_damage_uses_stack = True
    #: poison counters that make a player lose.
    poison_limit = 10

    def cite(self, key: str) -> str:
        """The rule id this ruleset gives for an engine rule key."""
        return citations.citation(self.name, key).id

    def cite_all(self, keys: tuple[str, ...] | list[str]) -> list[str]:
        """Ids for several keys, deduplicated, order kept."""
        out: list[str] = []
        for key in keys:
            rule_id = self.cite(key)
            if rule_id not in out:
                out.append(rule_id)
        return out

    def is_wall(self, subtypes: tuple[str, ...]) -> bool:
        """Whether a creature's subtypes forbid it to attack (classic: the Wall type)."""
        return any(s.lower() == "wall" for s in subtypes)
