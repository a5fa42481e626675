""""... at end of combat" / "At end of turn, ... if it attacked this turn": delayed triggered
abilities created on resolution (406.2a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.abilities import Condition
from engine.model.effect import Effect
from engine.rules.context import Context
from engine.rules.triggers import add_delayed

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class AtEndOfCombat(Effect):
    """"... at end of combat" / "At end of turn, ... if it attacked this turn": delayed triggered
abilities created on resolution (406.2a)."""

    effects: tuple[Effect, ...]

    def resolve(self, game: Game, ctx: Context) -> None:
        add_delayed(game, ctx.obj, self.effects, ctx.last or ctx.obj.event_subject)

    def render_en(self) -> str:
        return self.effects[0].render_en() + " at end of combat"

    def render_zh(self) -> str:
        return "在战斗结束时" + self.effects[0].render_zh()


@dataclass(frozen=True)
class AtEndOfTurn(Effect):
    """"At end of turn, sacrifice it." ("... at the beginning of the next end step") and "At end of
    turn, destroy that creature if it attacked this turn.": a delayed triggered ability of the object
    the sentence before acted on (406.2a), its condition (if any) checked then."""

    effects: tuple[Effect, ...]
    condition: Condition | None = None

    def resolve(self, game: Game, ctx: Context) -> None:
        add_delayed(game, ctx.obj, self.effects, ctx.last or ctx.obj.event_subject, when="end_of_turn",
                    condition=self.condition)

    def render_en(self) -> str:
        if self.condition is None:
            return "At end of turn, " + self.effects[0].render_en()
        return "At end of turn, " + self.effects[0].render_en() + " if it attacked this turn"

    def render_zh(self) -> str:
        if self.condition is None:
            return "在回合结束时，" + self.effects[0].render_zh()
        return "在回合结束时，如果它本回合中攻击过，则" + self.effects[0].render_zh()


@dataclass(frozen=True)
class AtNextUpkeep(Effect):
    """"Draw a card at the beginning of the next turn's upkeep.": a delayed triggered ability
    (406.2a) that waits for the upkeep of the turn after this one, whoever's turn it is; created
    in an upkeep, it still waits for the next turn's."""

    effects: tuple[Effect, ...]

    def resolve(self, game: Game, ctx: Context) -> None:
        add_delayed(game, ctx.obj, self.effects, ctx.last or ctx.obj.event_subject, when="next_upkeep")

    def render_en(self) -> str:
        return self.effects[0].render_en() + " at the beginning of the next turn's upkeep"

    def render_zh(self) -> str:
        return "在下一个回合的维持开始时，" + self.effects[0].render_zh()
