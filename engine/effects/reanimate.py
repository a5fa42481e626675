""""Return target creature card from your graveyard to play." and "Return the removed card to play
under its owner's control." (the card an earlier ability of the same permanent removed from the
game: a linked ability)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules import zones
from engine.rules.context import Context, objects_of, skip
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.card_words import slot as w

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class ReturnToPlay(Effect):
    """"Return target creature card from your graveyard to play." (under your control) or, with
    ``target`` "linked", "Return the removed card to play under its owner's control."."""

    target: Subject

    def resolve(self, game: Game, ctx: Context) -> None:
        if self.target == "linked":
            source = ctx.obj.source or ""
            cards = game.state.linked.pop(source, [])
            if not cards:
                skip(game, ctx, "skipped.nothing_removed")
            for card_id in cards:
                zones.return_removed_to_play(game, card_id)
            return
        ids = objects_of(game, ctx, self.target)
        if not ids:
            skip(game, ctx, "skipped.card_gone")
        for card_id in ids:
            zones.return_from_graveyard_to_play(game, card_id, ctx.obj.controller)

    def render_en(self) -> str:
        if self.target == "linked":
            return f"return {w('removed_card')} {w('to_play')} under its owner's control"
        return f"return {en.subject_en(self.target)} from your graveyard {w('to_play')}"

    def render_zh(self) -> str:
        if self.target == "linked":
            return f"将{w('removed_card')}在其拥有者的操控下{w('to_play')}"
        return f"将{zh.subject(self.target)}从你的坟墓场{w('to_play')}"
