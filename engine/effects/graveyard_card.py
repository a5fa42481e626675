""""Remove target card in a graveyard from the game." (today: "Exile target card from a graveyard."),
"Return target artifact card from a graveyard to its owner's hand.", "Put target creature card from
a graveyard into play under your control.", "Put target card from your graveyard on top of your
library." / "on the bottom of its owner's library": one instruction on a card target in a graveyard
(your own, an opponent's or any player's: ``Target.graveyard``), moved to its owner's zones by
``engine.rules.graveyard_cards``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Target
from engine.rules import graveyard_cards
from engine.rules.context import Context, objects_of, skip
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.card_words import slot as w

if TYPE_CHECKING:
    from engine.game import Game

#: the graveyard a target is in, as the card text names it
ZONE_EN = {"you": "your graveyard", "any": "a graveyard", "opponent": "an opponent's graveyard"}
ZONE_ZH = {"you": "你的坟墓场", "any": "任一坟墓场", "opponent": "对手的坟墓场"}


@dataclass(frozen=True)
class MoveGraveyardCard(Effect):
    """A target card in a graveyard moved ``to`` "exile", "hand" (its owner's), "play" (under your
    control), "top" or "bottom" (of its owner's library)."""

    target: Target
    to: str

    def harms(self) -> bool:
        """Removing or burying a card harms its owner: a triggered ability picks the opponent's first."""
        return self.to in ("exile", "bottom")

    def resolve(self, game: Game, ctx: Context) -> None:
        ids = objects_of(game, ctx, self.target)
        if not ids:
            skip(game, ctx, "skipped.card_gone")
        for card_id in ids:
            graveyard_cards.move(game, card_id, self.to, ctx.obj.controller)

    def _library(self) -> str:
        where = "on top of" if self.to == "top" else "on the bottom of"
        owner = "your" if self.target.graveyard == "you" else "its owner's"
        return f"{where} {owner} library"

    def render_en(self) -> str:
        card = en.subject_en(self.target)
        zone = ZONE_EN[self.target.graveyard]
        if self.to == "exile":
            return f"{w('exile_open')}{card} {w('graveyard_from')} {zone}{w('exile_close')}"
        if self.to == "hand":
            return f"return {card} from {zone} to its owner's hand"
        if self.to == "play":
            return f"put {card} from {zone} {w('put_into_play')} under your control"
        return f"put {card} from {zone} {self._library()}"

    def render_zh(self) -> str:
        card = zh.subject(self.target)
        zone = ZONE_ZH[self.target.graveyard]
        if self.to == "exile":
            return f"{w('exile_open')}{card}从{zone}{w('exile_close')}"
        if self.to == "hand":
            return f"将{card}从{zone}移回其拥有者手上"
        if self.to == "play":
            return f"将{card}在你的操控下从{zone}{w('put_into_play')}"
        end = "顶" if self.to == "top" else "底"
        return f"将{card}从{zone}置于{'你' if self.target.graveyard == 'you' else '其拥有者'}的牌库{end}"
