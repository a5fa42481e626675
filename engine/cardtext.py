"""Card text reader: a thin front to the card language (``engine.cardlang``).

Kept as the engine's single entry point for card text so the rules logic does not depend on
how the grammar is organised.

    >>> parse_card_text("Drudge Skeletons", "{B}: Regenerate Drudge Skeletons.").activated[0].cost.mana
    ('B',)
"""

from __future__ import annotations

from engine.model.abilities import BASIC_LAND_MANA, ActivatedAbility, AddMana, Cost
from engine.cardlang import parse_card_text

__all__ = ["basic_land_ability", "parse_card_text"]


def basic_land_ability(land_type: str) -> ActivatedAbility:
    """The intrinsic mana ability a basic land type gives (212.6d)."""
    color = BASIC_LAND_MANA[land_type]
    return ActivatedAbility(Cost(tap=True), (AddMana((color,)),), f"{{T}}: Add {{{color}}} to your mana pool.")
