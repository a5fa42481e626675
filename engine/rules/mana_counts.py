"""Mana added "for each" object counted: "Add {G} for each Elf you control.", "Add {B} for each
storage counter removed this way.", the Batteries' "Add {B}, then add an additional {B} for each
charge counter removed this way."

A mana ability doesn't use the stack (406.1e): it is carried out as it is activated, so there is
no resolving object to count for. The count is read then, for the player activating it, as the
same ``Quantity`` a resolving spell reads (``engine.rules.context.quantity_of``): a stand-in
object of the ability carries its source and the counters removed to pay its cost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.objects import StackObject
from engine.model.targeting import Quantity
from engine.rules.context import Context, quantity_of

if TYPE_CHECKING:
    from engine.game import Game


def times(game: Game, player_id: str, source: str | None, q: Quantity, ctx: Context | None = None) -> int:
    """How many times the mana is added: ``q`` read for the resolving object (a triggered mana
    ability, "At the beginning of your precombat main phase, add {B} for each charge counter on ~")
    or, for a mana ability activated now, for the ability of ``source`` ``player_id`` activates."""
    if ctx is None:
        state = game.state
        perm = state.battlefield.get(source or "")
        obj = StackObject(id=f"{source}.mana", kind="ability", controller=player_id, name="", source=source,
                          source_perm=perm, counters_removed=perm.counters_removed if perm is not None else 0)
        ctx = Context(obj, [], state=state)
    return max(0, quantity_of(ctx, q))
