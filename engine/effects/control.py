""""Gain control of target creature until end of turn." (control returns in the cleanup step), and
"Gain control of target creature." with no duration, which lasts for the rest of the game (418.3a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules import zones
from engine.rules.context import Context, permanents_of
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class GainControl(Effect):
    """"Gain control of target creature until end of turn." / "Gain control of target creature."."""

    target: Subject
    #: False: no duration is said, so the change lasts for the rest of the game (418.3a)
    until_end_of_turn: bool = True

    def harms(self) -> bool:
        return True

    def resolve(self, game: Game, ctx: Context) -> None:
        for perm in permanents_of(game, ctx, self.target):
            zones.gain_control(game, perm, ctx.obj.controller, self.until_end_of_turn)
            ctx.acted_on(perm)

    def render_en(self) -> str:
        until = " until end of turn" if self.until_end_of_turn else ""
        return f"gain control of {en.subject_en(self.target)}{until}"

    def render_zh(self) -> str:
        until = "直到回合结束，" if self.until_end_of_turn else ""
        return f"{until}获得{zh.subject(self.target)}的操控权"
