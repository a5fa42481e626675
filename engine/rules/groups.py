"""Whether a permanent is in a group ("creatures you control", "other Goblins", "attacking
creatures", "a Spirit"): the one test every rule asks, statics, triggers, conditions, targets.

Its own module, below the rules that use it: conditions (``engine.rules.conditions``) ask it, and
continuous effects ask conditions, so it cannot live in ``engine.rules.continuous``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.abilities import Group
from engine.model.objects import Permanent
from engine.rules.entry_choices import matches_choice

if TYPE_CHECKING:
    from engine.model.state import GameState


def matches_group(state: GameState, g: Group, controller: str, source_id: str | None, perm: Permanent) -> bool:
    """Whether permanent ``perm`` is in group ``g`` as seen by ``controller``'s object ``source_id``."""
    kind = g.kind
    card = perm.card
    if g.tokens_only and not card.token:
        return False
    if g.any_of:
        if not any(card.has_type(k) for k in g.any_of):
            return False
    elif kind == "artifact_or_enchantment":
        if not (card.has_type("artifact") or card.has_type("enchantment")):
            return False
    elif kind != "permanent" and not card.has_type(kind):
        return False
    if g.other and perm.id == source_id:
        return False
    if g.controller == "you" and perm.controller != controller:
        return False
    if g.controller == "opponent" and perm.controller == controller:
        return False
    if g.subtypes and not any(card.has_subtype(s) for s in g.subtypes):
        return False
    if g.colors and not any(c in perm.colors for c in g.colors):
        return False
    if any(c in perm.colors for c in g.not_colors):
        return False
    if any(card.has_type(t) or t in card.supertypes or t in (s.lower() for s in card.subtypes) for t in g.not_types):
        return False
    if g.with_kw and not perm.has(g.with_kw):
        return False
    if g.without_kw and perm.has(g.without_kw):
        return False
    if g.nontoken and card.token:
        return False
    if g.chosen is not None and not matches_choice(state, g.chosen, source_id, perm):
        return False
    if g.power_min is not None and perm.power < g.power_min or g.power_max is not None and perm.power > g.power_max:
        return False
    return status_ok(state, g.status, perm, source_id)


def controlled_in_group(state: GameState, g: Group, controller: str, source_id: str | None) -> list[Permanent]:
    """``controller``'s permanents in group ``g`` as seen by its object ``source_id`` (what a cost
    "tap an untapped creature you control" or "return a land you control" can be paid with)."""
    return [p for p in state.battlefield.values()
            if p.controller == controller and matches_group(state, g, controller, source_id, p)]


def status_ok(state: GameState, status: str | None, perm: Permanent, source_id: str | None) -> bool:
    if status is None:
        return True
    if status == "tapped":
        return perm.tapped
    if status == "untapped":
        return not perm.tapped
    attacking = perm.id in state.combat.attackers
    blocking = perm.id in state.combat.blockers
    if status == "damaged_by_self":
        return source_id in perm.damaged_by
    return {"attacking": attacking, "blocking": blocking, "attacking_or_blocking": attacking or blocking}[status]
