"""Casting a card "without paying its mana cost" as an effect resolves (cascade, suspend): its
targets are the scenario's next ``choose: {targets: [...]}`` answer (checked as a cast's, 409.1c),
else the documented defaults of triggered abilities (410.4); a card with a target and no legal
choice for it is not cast. The card is put on the stack from wherever it is (the caller takes it
out of its zone first)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.objects import Card, StackObject
from engine.rules.casting import put_spell_on_stack
from engine.rules.copies import new_copy_targets
from engine.rules.trigger_targets import default_targets

if TYPE_CHECKING:
    from engine.game import Game

__all__ = ["free_targets", "cast_free"]


def free_targets(game: Game, card: Card, player: str) -> tuple[str, ...] | None:
    """The targets ``card`` would be cast with by ``player``; None when it needs one and has none."""
    specs = card.abilities.spell_targets
    if not specs:
        return ()
    probe = StackObject(id=card.id, kind="spell", controller=player, name=card.name, card=card,
                        effects=card.abilities.spell_effects, target_specs=specs, source=card.id,
                        source_colors=card.colors)
    return new_copy_targets(game, probe, player) or default_targets(game, probe) or None


def cast_free(game: Game, card: Card, player: str, targets: tuple[str, ...], keys: list[str], *,
              suspend_cast: bool = False) -> None:
    """Put ``card`` on the stack as a spell ``player`` casts without paying its mana cost."""
    put_spell_on_stack(game, card, player, targets, keys, suspend_cast=suspend_cast)
