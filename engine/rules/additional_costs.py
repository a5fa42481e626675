"""A spell's additional cost ("As an additional cost to cast ~, sacrifice a creature.", 409.1f):
checked with the rest of the cast, paid with its mana cost.

The sacrificed permanent and the discarded cards come from the cast action (``sacrifice:``,
``discard:``) or default as an activated ability's do: the weakest permanent of the group
(``zones.sacrifice_candidates``) and the last cards in hand. The spell itself has left the hand by
the time the cost is paid, so it is never discarded to pay for itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import CastSpell
from engine.model.abilities import Cost
from engine.model.objects import Card, Permanent
from engine.rules.players import change_life
from engine.rules.trigger_events import on_discarded
from engine.rules.zones import sacrifice, sacrifice_candidates

if TYPE_CHECKING:
    from engine.game import Game


def additional_costs(card: Card) -> tuple[Cost, ...]:
    """The card's printed additional costs (its ``additional_cost`` casting rules)."""
    return tuple(r.cost for r in card.abilities.casting_rules if r.kind == "additional_cost" and r.cost is not None)


def _victims(game: Game, cost: Cost, action: CastSpell) -> list[Permanent]:
    assert cost.sacrifice is not None
    options = sacrifice_candidates(game, action.player, cost.sacrifice, None)
    if action.sacrifice:
        return [p for p in options if p.id in action.sacrifice][:1]
    return options[:1]


def check(game: Game, card: Card, action: CastSpell) -> None:
    """Refuse the cast (nothing changed yet) when an additional cost can't be paid: no permanent of
    the group to sacrifice (or the one named isn't one), too few other cards in hand, too little life."""
    player = game.state.players[action.player]
    for cost in additional_costs(card):
        if cost.sacrifice is not None and not _victims(game, cost, action):
            raise game.illegal("illegal.nothing_to_sacrifice", ["cast.pay_costs"])
        if cost.discard and len([c for c in player.hand if c.id != card.id]) < cost.discard:
            raise game.illegal("illegal.cant_discard", ["cast.pay_costs"])
        if cost.life and player.life < cost.life:
            raise game.illegal("illegal.cant_pay_life", ["cast.pay_costs"], player=action.player, life=cost.life)


def pay(game: Game, card: Card, action: CastSpell) -> None:
    """Sacrifice, discard and pay life for each additional cost (after ``check``)."""
    for cost in additional_costs(card):
        if cost.sacrifice is not None:
            for victim in _victims(game, cost, action):
                sacrifice(game, victim, "cost")
        if cost.discard:
            discard_for_cost(game, action.player, cost.discard, action.discard)
        if cost.life:
            change_life(game, action.player, -cost.life)


def discard_for_cost(game: Game, player_id: str, count: int, chosen: tuple[str, ...]) -> None:
    """Discard ``count`` cards to pay a cost (409.1f), a spell's additional cost or an activated
    ability's: the cards ``chosen`` in the action, else the last cards in hand."""
    player = game.state.players[player_id]
    cards = [c for c in player.hand if c.id in chosen][:count] or player.hand[-count:]
    for card in cards:
        player.hand.remove(card)
        player.graveyard.append(card)
    game.log("discard", [player_id, *(c.id for c in cards)], ["cast.pay_costs"], "discard.cost",
             player=player_id, cards=[c.label for c in cards])
    on_discarded(game, player_id, cards)
