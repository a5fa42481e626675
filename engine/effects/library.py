""""Put target creature on top of its owner's library." (a token put there ceases to exist, 420.5f)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules import zones
from engine.rules.context import Context, permanents_of, skip
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class PutOnLibrary(Effect):
    """"Put target creature on top of its owner's library."."""

    target: Subject

    def harms(self) -> bool:
        return True

    def resolve(self, game: Game, ctx: Context) -> None:
        perms = permanents_of(game, ctx, self.target)
        if not perms:
            skip(game, ctx, "skipped.creature_gone")
        for perm in perms:
            ctx.acted_on(perm)
            zones.put_on_library(game, perm)

    def render_en(self) -> str:
        return f"put {en.subject_en(self.target)} on top of its owner's library"

    def render_zh(self) -> str:
        return f"将{zh.subject(self.target)}置于其拥有者的牌库顶"
