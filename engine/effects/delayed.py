""""... at end of combat": a delayed triggered ability created on resolution (406.2a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.rules.context import Context
from engine.rules.triggers import add_delayed

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class AtEndOfCombat(Effect):
    """"... at end of combat": a delayed triggered ability created on resolution (406.2a)."""

    effects: tuple[Effect, ...]

    def resolve(self, game: Game, ctx: Context) -> None:
        add_delayed(game, ctx.obj, self.effects, ctx.last or ctx.obj.event_subject)

    def render_en(self) -> str:
        return self.effects[0].render_en() + " at end of combat"

    def render_zh(self) -> str:
        return "在战斗结束时" + self.effects[0].render_zh()
