"""Suspend N—cost (502, section level; a keyword of the July 2009 rules' section 702): instead of
casting the card, its owner pays the cost and sets it aside, removed from the game, with N time
counters; one comes off in each of the owner's upkeeps, and with the last one gone the card is cast
for free (a creature so cast has haste).

Suspending is a special action (``rules.suspend_action.suspend``: ``cast: {card, suspend: true}``). This
is the upkeep trigger of a suspended card, which works from the removed-from-the-game zone
(``rules.triggers.on_step``): it removes a time counter, and as the last comes off casts the card
in the same resolution (where the rules of Time Spiral use a second trigger), targets as for
cascade (``rules.free_cast``); a creature cast so has haste while its caster controls it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.rules.context import Context
from engine.rules.free_cast import cast_free, free_targets

if TYPE_CHECKING:
    from engine.game import Game

KEYS = ["keyword.era"]


@dataclass(frozen=True)
class RemoveTimeCounter(Effect):
    """Remove a time counter from the suspended card; the last one off, cast it without paying."""

    def resolve(self, game: Game, ctx: Context) -> None:
        state = game.state
        card_id = ctx.obj.source or ""
        owner = state.players[ctx.obj.controller]
        card = next((c for c in owner.removed if c.id == card_id), None)
        if card is None or card_id not in state.suspended:
            return  # it left the removed-from-the-game zone: a new object, no longer suspended
        left = state.suspended[card_id] - 1
        game.log("time_counter_removed", [card_id], KEYS, card=card.label, left=left)
        if left > 0:
            state.suspended[card_id] = left
            return
        del state.suspended[card_id]
        targets = free_targets(game, card, owner.id)
        if targets is None:
            game.log("suspend_cant_cast", [card_id], KEYS, card=card.label)
            return
        owner.removed.remove(card)
        cast_free(game, card, owner.id, targets, KEYS, suspend_cast=True)

    def render_en(self) -> str:
        return "take a time counter off ~; with none left, play ~ free (a creature with haste)"

    def render_zh(self) -> str:
        return "从~上拿掉一个计时指示物；没有了就免费使用~（生物则具有敏捷）"
