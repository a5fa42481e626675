"""Static abilities that change what spells cost ("White spells you cast cost {1} less to play.",
"Creature spells cost {1} more to play."): applied as a spell's total cost is determined (409.1f:
"some effects may increase or reduce the cost"), increases first, then reductions, which take off
generic mana only and never the coloured part of the cost.

Every function here reads the state and changes nothing, so ``Game.is_legal`` may ask them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.cost_change import CostChange
from engine.model.objects import Card, Permanent
from engine.model.targeting import Group
from engine.rules.groups import matches_group
from engine.rules.quantities import ZONES, count_cards
from engine.text.card_en_words import mana

if TYPE_CHECKING:
    from engine.game import Game


def _spell_is(card: Card, face_down: bool, g: Group) -> bool:
    """Whether the spell is of the kind (a face-down spell is a colourless creature spell, 504)."""
    types = ("creature",) if face_down else card.types
    subtypes = () if face_down else card.subtypes
    colors = () if face_down else card.colors
    if any(t in types for t in g.not_types):
        return False
    if g.colors and not any(c in colors for c in g.colors):
        return False
    return not g.subtypes or any(t in types or t in subtypes for t in g.subtypes)


def applying(game: Game, card: Card, caster: str, face_down: bool) -> list[tuple[Permanent, CostChange]]:
    """The cost changes of permanents in play that apply to this spell, in play order."""
    out: list[tuple[Permanent, CostChange]] = []
    for perm in game.state.battlefield.values():
        if perm.face_down:
            continue
        for change in perm.card.abilities.cost_changes:
            if change.caster == "you" and perm.controller != caster:
                continue
            if change.caster == "opponent" and perm.controller == caster:
                continue
            if change.spells and not any(_spell_is(card, face_down, g) for g in change.spells):
                continue
            out.append((perm, change))
    return out


def changed_cost(cost: list[str], changes: list[tuple[Permanent, CostChange]]) -> list[str]:
    """The cost with every increase added, then every reduction taken off its generic mana."""
    out = list(cost)
    for _perm, change in changes:
        if not change.less:
            out += list(change.mana)
    generic = sum(int(s) for s in out if s.isdigit())
    for _perm, change in changes:
        if change.less:
            generic -= sum(int(s) for s in change.mana)
    rest = [s for s in out if not s.isdigit()]
    return ([str(generic)] if generic > 0 else []) + rest


def log_changes(game: Game, card: Card, changes: list[tuple[Permanent, CostChange]]) -> None:
    """A ``cost_changed`` step for each permanent whose ability changed the spell's cost (409.1f)."""
    for perm, change in changes:
        game.log("cost_changed", [card.id, perm.id], ["cast.pay_costs"],
                 "cost_changed.less" if change.less else "cost_changed.more",
                 card=card.label, permanent=perm.label, mana=mana(change.mana))


def own_reduction(game: Game, card: Card, caster: str) -> int:
    """The generic mana the spell's own "~ costs {1} less to play for each <counted>" takes off, counted
    as the cost is determined (409.1f)."""
    state = game.state
    total = 0
    for rule in card.abilities.casting_rules:
        if rule.kind != "cost_less_each" or rule.per is None:
            continue
        q = rule.per
        if q.kind in ZONES:
            n = count_cards(state, q, caster)
        else:
            assert q.group is not None
            n = sum(1 for p in state.battlefield.values() if matches_group(state, q.group, caster, card.id, p))
        total += n * sum(int(s) for s in rule.mana)
    return total


def log_own_reduction(game: Game, card: Card, caster: str) -> None:
    n = own_reduction(game, card, caster)
    if any(r.kind == "cost_less_each" for r in card.abilities.casting_rules):
        game.log("cost_changed", [card.id], ["cast.pay_costs"], "cost_changed.own", card=card.label, amount=n)
