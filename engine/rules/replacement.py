"""Damage replacement effects (419.1): "If <source> would deal damage to <recipient>, it deals double
that damage to that <recipient> instead." from static abilities in play (Furnace of Rath) and from
resolved spells until end of turn (Blind Fury).

They apply after the prevention effects of the same event: the affected player orders replacement
and prevention effects (419.8a), and prevention first is the order that leaves the least damage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.abilities import DamageReplacement
from engine.model.battlefield import REPLACEMENT
from engine.model.objects import StackObject
from engine.rules.groups import matches_group
from engine.text.catalog import Localised

if TYPE_CHECKING:
    from engine.game import Game


def add_turn_replacement(game: Game, obj: StackObject, replacement: DamageReplacement) -> None:
    """A resolved spell's replacement effect that lasts until end of turn (418.3a)."""
    game.state.turn_replacements.append((replacement, obj.controller, obj.source or obj.id))
    game.log("replacement_created", [obj.id], ["resolve.follow_instructions", "continuous.duration"],
             card=obj.card.label if obj.card else obj.shown)


def _applies(game: Game, rep: DamageReplacement, controller: str, source_id: str, target_id: str,
             combat: bool) -> bool:
    state = game.state
    if rep.combat_only and not combat:
        return False
    target = state.battlefield.get(target_id)
    kinds = rep.recipients
    if target is None and not (target_id in state.players and "player" in kinds):
        return False
    if target is not None and not ("permanent" in kinds or ("creature" in kinds and target.card.is_creature)):
        return False
    if rep.sources is None:
        return True
    source = state.battlefield.get(source_id)
    return source is not None and matches_group(state, rep.sources, controller, None, source)


def replace_damage(game: Game, source_id: str, source: Localised, target_id: str, amount: int, combat: bool) -> int:
    """The damage after every applicable doubling effect, each applied once (419.6a), in timestamp order."""
    state = game.state
    found: list[tuple[DamageReplacement, str, str]] = []
    for perm in state.battlefield.holding_by_timestamp(REPLACEMENT):  # an index, not a scan per event
        for ability in perm.card.abilities.statics:
            if ability.replacement is not None:
                found.append((ability.replacement, perm.controller, perm.id))
    found.extend(state.turn_replacements)
    for rep, controller, origin in found:
        if amount > 0 and _applies(game, rep, controller, source_id, target_id, combat):
            before, amount = amount, amount * rep.factor
            game.log("damage_doubled", [source_id, target_id, origin], ["replacement.general", "replacement.once"],
                     source=source, target=state.label(target_id), before=before, amount=amount,
                     effect=state.label(origin))
    return amount
