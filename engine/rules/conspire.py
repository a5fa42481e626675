"""Conspire (502, section level; a keyword of the July 2009 rules' section 702): as the spell is
cast its caster may tap two untapped creatures he or she controls that share a colour with it
(``cast: {card, conspire: [c1, c2]}``); if they do, the spell's conspire ability, a trigger of the
spell as it is cast, makes one copy of it (``engine.effects.replicate.ConspireCopy``). The two
creatures are tapped with the cost, whether or not they could attack (no {T} in it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.status import tap

if TYPE_CHECKING:
    from engine.actions import CastSpell
    from engine.game import Game
    from engine.model.objects import Card, Permanent

KEYS = ["keyword.era"]

__all__ = ["check_conspire", "pay_conspire"]


def _conspirators(game: Game, action: CastSpell) -> list[Permanent]:
    return [p for p in (game.state.permanent(i) for i in action.conspire) if p is not None]


def check_conspire(game: Game, card: Card, action: CastSpell) -> None:
    """Two different untapped creatures of the caster, each sharing a colour with the spell and not
    also tapped for its convoke."""
    if not action.conspire:
        return
    if "conspire" not in card.abilities.era_keywords:
        raise game.illegal("illegal.no_keyword", KEYS, card=card.label, keyword="conspire")
    if len(action.conspire) != 2 or len(set(action.conspire)) != 2:
        raise game.illegal("illegal.conspire_two", KEYS, card=card.label, given=len(action.conspire))
    for cid in action.conspire:
        perm = game.state.permanent(cid)
        if perm is None or perm.controller != action.player or not perm.card.is_creature or perm.tapped \
                or cid in action.convoke or not set(perm.colors) & set(card.colors):
            raise game.illegal("illegal.conspire_creature", KEYS, card=card.label, permanent=game.state.label(cid))


def pay_conspire(game: Game, card: Card, action: CastSpell) -> bool:
    """Tap the two creatures as the spell is cast (a ``tapped_for_cost`` step each); whether it conspired."""
    if not action.conspire or "conspire" not in card.abilities.era_keywords:
        return False
    for perm in _conspirators(game, action):
        tap(game, perm)
        game.log("tapped_for_cost", [perm.id], ["cast.pay_costs", *KEYS], permanent=perm.label, card=card.label)
    return True
