"""Costs paid as a spell or ability resolves with something other than mana or life: "you may
sacrifice ~. If you do, ...", "sacrifice ~ unless you discard a card", "you may sacrifice an
artifact. If you don't, ...". The cost is an instruction the player may carry out (413.2c: choices
are made on resolution); whether it was carried out decides what follows, so a cost the player
can't pay in full (no card to discard, ~ already gone) counts as not paid and is not done at all.

Which instructions are costs: sacrificing (~, it, a permanent of a group), discarding cards, and
putting counters on ~. The scenario's ``choose: {player: P, pay: false}`` declines, as for mana; by
default the player pays when able, as ``engine.rules.mana.pay_optional`` does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.effects.counters import PutCounters
from engine.effects.discard import Discard
from engine.effects.sacrifice import Sacrifice
from engine.model.effect import Effect
from engine.model.targeting import Group
from engine.rules.context import Context
from engine.rules.players import discardable
from engine.rules.zones import sacrifice_candidates
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game

#: the instructions that can be a cost paid on resolution
COST_EFFECTS = (Sacrifice, Discard, PutCounters)


def is_cost(effect: object) -> bool:
    """Whether ``effect`` can be paid as a cost: one the player carries out, who can always tell
    whether it was done in full (refused otherwise, rather than read as always paid)."""
    if isinstance(effect, Sacrifice):
        return effect.who == "you" and isinstance(effect.count, int)
    if isinstance(effect, Discard):
        return effect.who == "you" and isinstance(effect.count, int) and effect.count > 0
    if isinstance(effect, PutCounters):
        return effect.target == "self" and isinstance(effect.count, int)
    return False


def can_pay(game: Game, ctx: Context, payer: str, cost: Effect) -> bool:
    """Whether ``payer`` can carry out all of ``cost`` now."""
    state = game.state
    obj = ctx.obj
    if isinstance(cost, Sacrifice):
        if cost.what in ("self", "it"):
            ref = obj.source if cost.what == "self" else ctx.last or obj.event_subject
            perm = state.battlefield.get(ref or "")
            return perm is not None and perm.controller == payer
        return isinstance(cost.what, Group) and bool(sacrifice_candidates(game, payer, cost.what, obj.source))
    if isinstance(cost, Discard):
        needed = cost.count if isinstance(cost.count, int) else 1  # is_cost admits only a number
        return sum(1 for card in state.players[payer].hand if discardable(card, cost.kind)) >= needed
    if isinstance(cost, PutCounters):
        return (obj.source or "") in state.battlefield
    return False


def pay_cost(game: Game, ctx: Context, payer: str, cost: Effect) -> bool:
    """Offer ``cost`` to ``payer`` and carry it out if chosen and possible; returns whether it was paid."""
    wanted = game.take_choice("pay", payer)
    card = ctx.source_name
    if wanted is False:
        game.log("optional_cost_declined", [payer, ctx.obj.id], ["resolve.choices"], player=payer, card=card)
        return False
    if not can_pay(game, ctx, payer, cost):
        game.log("optional_cost_impossible", [payer, ctx.obj.id], ["resolve.choices"], player=payer, card=card)
        return False
    how = None if wanted is True else Msg("payment.default")
    game.log("optional_cost_paid", [payer, ctx.obj.id], ["resolve.choices"], player=payer, card=card, how=how)
    cost.resolve(game, ctx)
    return True
