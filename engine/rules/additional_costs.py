"""A spell's additional and alternative costs ("As an additional cost to cast ~, sacrifice a creature.",
"You may sacrifice a Mountain rather than pay ~'s mana cost.", 409.1f): checked with the rest of the
cast, paid with its mana cost.

What pays each part comes from the cast action (``sacrifice:``, ``discard:``, and ``paying:`` for the
permanents tapped or returned and the cards removed from the hand) or defaults as an activated
ability's cost does: the weakest permanents of the group (``zones.sacrifice_candidates``), the last
cards in hand. The spell itself has left the hand by the time the cost is paid, so it never pays for
itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from engine.actions import CastSpell
from engine.model.abilities import CastingRule, Cost
from engine.model.objects import Card, Permanent
from engine.model.targeting import Group
from engine.rules.conditions import condition_holds
from engine.rules.groups import controlled_in_group
from engine.rules.players import change_life, random_pick
from engine.rules.status import tap
from engine.rules.trigger_events import on_discarded
from engine.rules.zones import return_to_hand, sacrifice, sacrifice_candidates

if TYPE_CHECKING:
    from engine.game import Game


def additional_costs(card: Card) -> tuple[Cost, ...]:
    """The card's printed additional costs (its ``additional_cost`` casting rules)."""
    return tuple(r.cost for r in card.abilities.casting_rules if r.kind == "additional_cost" and r.cost is not None)


def alternative_cost(card: Card) -> CastingRule | None:
    """The card's alternative cost ("You may ... rather than pay ~'s mana cost."), if it has one."""
    return next((r for r in card.abilities.casting_rules if r.kind == "alternative_cost"), None)


def _costs(card: Card, action: CastSpell) -> tuple[Cost, ...]:
    """The non-mana costs the cast pays: the alternative cost when chosen, then the additional ones."""
    rule = alternative_cost(card) if action.alternative else None
    return ((rule.cost,) if rule is not None and rule.cost is not None else ()) + additional_costs(card)


#: a permanent to sacrifice or a card to discard: either has an ``id`` the action can name
_Choice = TypeVar("_Choice", Card, Permanent)


def _mine(game: Game, player: str, g: Group) -> list[Permanent]:
    """``player``'s permanents of the group (the spell itself is on the stack: no source to leave out)."""
    return controlled_in_group(game.state, g, player, None)


def _pick(options: list[_Choice], chosen: tuple[str, ...], n: int) -> list[_Choice]:
    """``n`` of the options: those the action names first, then the default order."""
    named = [o for o in options if o.id in chosen]
    return (named + [o for o in options if o not in named])[:n] if len(named) < n else named[:n]


def _victims(game: Game, cost: Cost, action: CastSpell) -> list[Permanent]:
    assert cost.sacrifice is not None
    options = sacrifice_candidates(game, action.player, cost.sacrifice, None)
    return _pick(options, action.sacrifice, cost.sacrifice_count)


def _tapped(game: Game, cost: Cost, action: CastSpell) -> list[Permanent]:
    assert cost.tap_untapped is not None
    return _pick([p for p in _mine(game, action.player, cost.tap_untapped) if not p.tapped],
                 action.paying, 1)


def _returned(game: Game, cost: Cost, action: CastSpell) -> list[Permanent]:
    assert cost.returns is not None
    options = sorted(_mine(game, action.player, cost.returns), key=lambda p: -p.timestamp)
    return _pick(options, action.paying, cost.return_count)


def _exiled(game: Game, card: Card, cost: Cost, action: CastSpell) -> list[Card]:
    assert cost.exile_hand is not None
    colours = cost.exile_hand
    hand = [c for c in reversed(game.state.players[action.player].hand) if c.id != card.id
            and (not colours or any(col in c.colors for col in colours))]
    return _pick(hand, action.paying, cost.exile_count)


def check(game: Game, card: Card, action: CastSpell) -> None:
    """Refuse the cast (nothing changed yet) when a cost can't be paid: no alternative cost on the card
    or its condition false, too few permanents to sacrifice, tap or return, too few other cards in
    hand, too little life."""
    player = game.state.players[action.player]
    if action.alternative:
        rule = alternative_cost(card)
        if rule is None:
            raise game.illegal("illegal.no_alternative_cost", ["cast.pay_costs"], card=card.label)
        if rule.condition is not None and not _condition(game, rule, action.player):
            raise game.illegal("illegal.alternative_condition", ["cast.pay_costs"], card=card.label)
    for cost in _costs(card, action):
        if cost.sacrifice is not None and len(_victims(game, cost, action)) < cost.sacrifice_count:
            raise game.illegal("illegal.nothing_to_sacrifice", ["cast.pay_costs"])
        if cost.discard and len([c for c in player.hand if c.id != card.id]) < cost.discard:
            raise game.illegal("illegal.cant_discard", ["cast.pay_costs"])
        if cost.life and player.life < cost.life:
            raise game.illegal("illegal.cant_pay_life", ["cast.pay_costs"], player=action.player, life=cost.life)
        short = ((cost.tap_untapped is not None and not _tapped(game, cost, action))
                 or (cost.returns is not None and len(_returned(game, cost, action)) < cost.return_count)
                 or (cost.exile_hand is not None and len(_exiled(game, card, cost, action)) < cost.exile_count))
        if short:
            raise game.illegal("illegal.cant_pay_spell_cost", ["cast.pay_costs"], card=card.label)


def _condition(game: Game, rule: CastingRule, player: str) -> bool:
    cond = rule.condition
    assert cond is not None
    if cond.kind == "control_a":
        assert cond.group is not None
        return bool(_mine(game, player, cond.group))
    return condition_holds(game.state, cond, player, None)


def pay(game: Game, card: Card, action: CastSpell) -> list[Permanent]:
    """Pay each non-mana part (after ``check``): sacrifice, tap, return, remove from the game,
    discard, pay life. Returns the permanents sacrificed ("the sacrificed creature's power")."""
    player = game.state.players[action.player]
    sacrificed: list[Permanent] = []
    for cost in _costs(card, action):
        if cost.sacrifice is not None:
            for victim in _victims(game, cost, action):
                sacrifice(game, victim, "cost")
                sacrificed.append(victim)
        if cost.tap_untapped is not None:
            for perm in _tapped(game, cost, action):
                tap(game, perm)
                game.log("tapped_for_cost", [perm.id], ["cast.pay_costs"], permanent=perm.label, card=card.label)
        if cost.returns is not None:
            for perm in _returned(game, cost, action):
                return_to_hand(game, perm.id, action.player, ("cast.pay_costs",))
        if cost.exile_hand is not None:
            cards = _exiled(game, card, cost, action)
            for exiled in cards:
                player.hand.remove(exiled)
                player.removed.append(exiled)
            game.log("removed_for_cost", [c.id for c in cards], ["cast.pay_costs"], player=action.player,
                     cards=[c.label for c in cards])
        if cost.discard:
            discard_for_cost(game, action.player, cost.discard, action.discard, at_random=cost.discard_random)
        if cost.life:
            change_life(game, action.player, -cost.life)
    if action.alternative:
        game.log("alternative_cost", [card.id], ["cast.pay_costs"], card=card.label)
    return sacrificed


def discard_for_cost(game: Game, player_id: str, count: int, chosen: tuple[str, ...], *,
                     at_random: bool = False) -> None:
    """Discard ``count`` cards to pay a cost (409.1f), a spell's additional cost or an activated
    ability's: the cards ``chosen`` in the action, else the last cards in hand. Cards discarded "at
    random" are no one's choice: the scenario's ``choose: {random: [ids]}`` picks them (else the same
    deterministic default, the last cards in hand)."""
    player = game.state.players[player_id]
    if at_random:
        chosen = tuple(random_pick(game, player_id))
    cards = [c for c in player.hand if c.id in chosen][:count] or player.hand[-count:]
    for card in cards:
        player.hand.remove(card)
        player.graveyard.append(card)
    game.log("discard", [player_id, *(c.id for c in cards)], ["cast.pay_costs"], "discard.cost",
             player=player_id, cards=[c.label for c in cards])
    on_discarded(game, player_id, cards)
