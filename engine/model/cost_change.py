"""A static ability that changes what spells cost ("White spells you cast cost {1} less to play.",
"Creature spells cost {1} more to play."): it applies while its permanent is in play, to each spell
of its kinds as that spell's total cost is determined (409.1f)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.targeting import Group


@dataclass(frozen=True)
class CostChange:
    """``spells``: the kinds it applies to (any one of them; none: every spell), each a ``Group``
    of kind "spell" (colours, card types or subtypes in ``subtypes``, "noncreature" in ``not_types``);
    ``caster``: "you", "opponent" or None (each player); ``mana``: the symbols added, or the generic
    mana taken off when ``less`` (never below the coloured part of the cost)."""

    spells: tuple[Group, ...]
    caster: str | None
    mana: tuple[str, ...]
    less: bool = False
