"""Suspending a card (the era's keyword, 502; the July 2009 rules' 702): a special action, not a
cast, taken with priority and paid with the suspend cost (``cast: {card, suspend: true}``); the card
goes from the hand out of the game with N time counters (``engine/effects/suspend.py`` takes them off
and casts it). The checks and payments are the casting rules' own (``engine.rules.casting``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import CastSpell
from engine.model.mana import symbols_text
from engine.model.objects import Card
from engine.rules.casting import (
    _check_priority,
    _check_split_second,
    _has_flash,
    _pay,
    _plan,
    _with_x,
)
from engine.rules.mana import PaymentPlan
from engine.rules.turn import MAIN_PHASES

if TYPE_CHECKING:
    from engine.game import Game


def validate_suspend(game: Game, action: CastSpell) -> tuple[Card, PaymentPlan]:
    """Suspending a card (the era's keyword, 502): a special action its owner takes whenever the card
    could be cast from the hand (so an instant any time, a sorcery or creature as a sorcery), paying
    its suspend cost instead of casting it; no target is chosen."""
    state = game.state
    _check_priority(game, action.player)
    _check_split_second(game)
    found = state.card_in_hand(action.card)
    if found is None or found[0].id != action.player:
        raise game.illegal("illegal.not_in_hand", ["spell.from_hand"], card=state.label(action.card),
                           card_id=action.card, player=action.player)
    card = found[1]
    suspend_kw = card.abilities.era_keywords.get("suspend")
    if suspend_kw is None:
        raise game.illegal("illegal.no_keyword", ["keyword.era"], card=card.label, keyword="suspend")
    if not card.is_instant and not _has_flash(card) and (
            state.active != action.player or state.step not in MAIN_PHASES or state.stack):
        raise game.illegal("illegal.sorcery_timing", ["priority.sorcery_timing", "keyword.era"], card=card.label)
    if not suspend_kw.number and action.x < 1:  # "Suspend X—...": X time counters, and X can't be 0
        raise game.illegal("illegal.suspend_x_zero", ["keyword.era"], card=card.label)
    return card, _plan(game, action.player, _with_x(suspend_kw.mana, action.x), action.pay)


def suspend(game: Game, action: CastSpell) -> None:
    """Pay the suspend cost and remove the card from the game with N time counters on it
    (``GameState.suspended``); it is not cast, so nothing that watches spells sees it."""
    card, plan = validate_suspend(game, action)
    state = game.state
    suspend_kw = card.abilities.era_keywords["suspend"]
    cost = sorted(_with_x(suspend_kw.mana, action.x), key=lambda s: not s.isdigit())  # generic first
    counters = suspend_kw.number or action.x
    _pay(game, action.player, cost, plan, action.pay or ())
    owner = state.players[action.player]
    owner.hand.remove(card)
    owner.removed.append(card)
    state.suspended[card.id] = counters
    game.log("suspended", [card.id], ["keyword.era"], player=owner.id, card=card.label, counters=counters,
             cost=symbols_text(cost) if cost else "{0}")


__all__ = ["suspend", "validate_suspend"]
