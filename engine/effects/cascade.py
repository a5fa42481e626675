"""Cascade (502, section level; a keyword of the July 2009 rules' section 702): casting the spell
triggers an ability that takes cards off the top of its controller's library, removing them from
the game, until one is a nonland card of lower converted mana cost; that card may be cast for free,
and the others go to the bottom of the library.

The triggered ability goes on the stack above the spell as it is cast (``rules.triggers.on_cast``).
On resolution its controller removes cards from the top of the library one by one until a nonland
card whose converted mana cost is lower than the cascade spell's. Hidden or random parts are the
scenario's: ``choose: {may: false}`` declines to cast that card (default: it is cast), ``choose:
{targets: [...]}`` gives its targets (default: the documented defaults of triggered abilities,
410.4), and ``choose: {bottom: [...]}`` the order of the other removed cards on the bottom of the
library, top first (default: the order they were removed; the rules' random order is never drawn)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.mana import card_mana_value
from engine.model.objects import Card, StackObject
from engine.rules.context import Context
from engine.rules.free_cast import cast_free, free_targets

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Player

#: the rule keys of what cascade does (the era's keywords, section 502)
KEYS = ["keyword.era"]


@dataclass(frozen=True)
class Cascade(Effect):
    """Remove cards from the top until a cheaper nonland card, cast it free, the rest to the bottom."""

    def resolve(self, game: Game, ctx: Context) -> None:
        trigger = ctx.obj
        spell = trigger.event_spell
        if spell is None or spell.card is None:
            return
        state = game.state
        player = state.players[trigger.controller]
        limit = card_mana_value(spell.card)
        removed: list[Card] = []
        hit: Card | None = None
        while player.library:
            card = player.library.pop(0)
            player.removed.append(card)
            removed.append(card)
            if not card.is_land and card_mana_value(card) < limit:
                hit = card
                break
        if removed:
            game.log("cascade_removed", [c.id for c in removed], KEYS, card=spell.card.label, player=player.id,
                     cards=[c.label for c in removed])
        if hit is None:
            game.log("cascade_none", [player.id], KEYS, card=spell.card.label, player=player.id)
        elif self._cast(game, trigger, player, hit, limit, spell):
            removed.remove(hit)
        _to_bottom(game, player, removed)

    @staticmethod
    def _cast(game: Game, trigger: StackObject, player: Player, hit: Card, limit: int, spell: StackObject) -> bool:
        """Cast ``hit`` without paying its mana cost unless declined or it has no legal target."""
        assert spell.card is not None
        game.log("cascade_hit", [hit.id], KEYS, hit=hit.label, card=spell.card.label, low=card_mana_value(hit),
                 high=limit, player=player.id)
        if game.take_choice("may", player.id) is False:
            game.log("cascade_declined", [hit.id], KEYS, hit=hit.label, player=player.id)
            return False
        targets = free_targets(game, hit, player.id)
        if targets is None:
            game.log("cascade_declined", [hit.id], KEYS, hit=hit.label, player=player.id)
            return False
        player.removed.remove(hit)
        cast_free(game, hit, player.id, targets, KEYS)
        return True

    def render_en(self) -> str:
        return "cascade: take cards off the top of your library up to a cheaper nonland card, which you may play free"

    def render_zh(self) -> str:
        return "倾曳：从牌库顶一张张取牌，直到一张较便宜的非地牌，你可以免费使用它"


def _to_bottom(game: Game, player: Player, cards: list[Card]) -> None:
    """The removed cards not cast go to the bottom of the library: the scenario's order (``choose:
    {bottom: [...]}``, top first, each card once), else the order they were removed."""
    if not cards:
        return
    chosen, at = game.take_choice_located("bottom", player.id)
    order = list(cards)
    if chosen is not None:
        ids = [str(x) for x in chosen] if isinstance(chosen, list) else [str(chosen)]
        by_id = {c.id: c for c in cards}
        if sorted(ids) != sorted(by_id):
            raise game.illegal("illegal.cascade_bottom", ["resolve.choices"], player=player.id,
                               cards=[c.label for c in cards]).located(at or "")
        order = [by_id[i] for i in ids]
    for card in order:
        player.removed.remove(card)
        player.library.append(card)
    game.log("cascade_bottom", [c.id for c in order], KEYS, player=player.id, cards=[c.label for c in order])
