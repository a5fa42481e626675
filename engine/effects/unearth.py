"""Unearth {cost} ("{cost}: Return this card from your graveyard to play. It gains haste. Remove it
from the game at end of turn. If it would leave play, remove it from the game instead of putting it
anywhere else. Unearth only as a sorcery."): the ability is activated from the graveyard
(``engine.rules.casting``); the returned permanent is marked ``unearthed``, which the zone moves
read (``engine.rules.zones``: it goes to the removed zone wherever it would have gone)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.objects import Permanent
from engine.rules import zones
from engine.rules.context import Context, skip
from engine.rules.triggers import add_delayed
from engine.text.card_words import slot as w

if TYPE_CHECKING:
    from engine.game import Game

KEYS = ["keyword.era", "resolve.follow_instructions"]


@dataclass(frozen=True)
class ReturnUnearthed(Effect):
    """Return the source card from its owner's graveyard to play under its owner's control, with
    haste, and create the delayed "remove it from the game at end of turn" (406.2a). A card that
    left the graveyard meanwhile is a new object: nothing returns (217.1c)."""

    def resolve(self, game: Game, ctx: Context) -> None:
        state = game.state
        found = state.card_in_graveyard(ctx.obj.source or "")
        if found is None:
            skip(game, ctx, "skipped.card_gone")
            return
        owner, card = found
        owner.graveyard.remove(card)
        perm = Permanent(card=card, controller=owner.id, owner=owner.id, timestamp=state.new_timestamp(),
                         summoning_sick=True, unearthed=True)
        perm.eot_keywords.add("haste")
        state.battlefield[card.id] = perm
        game.log("enters_play", [card.id], KEYS, "enters_play.from_graveyard", player=owner.id, card=card.label)
        zones.put_onto_battlefield(game, perm)
        add_delayed(game, ctx.obj, (RemoveUnearthed(),), card.id, when="end_of_turn")

    def render_en(self) -> str:
        return f"return ~ from your graveyard {w('to_play')}"

    def render_zh(self) -> str:
        return f"将~从你的坟墓场{w('to_play')}"


@dataclass(frozen=True)
class RemoveUnearthed(Effect):
    """The delayed half of unearth: the unearthed permanent is removed from the game (if it is still
    the same object in play)."""

    def resolve(self, game: Game, ctx: Context) -> None:
        perm = game.state.battlefield.get(ctx.obj.event_subject or "")
        if perm is None or not perm.unearthed:
            skip(game, ctx, "skipped.creature_gone")
            return
        zones.remove_from_game(game, perm)

    def render_en(self) -> str:
        return f"{w('exile_open')}it{w('exile_close')}"

    def render_zh(self) -> str:
        return f"{w('exile_open')}它{w('exile_close')}"
