""""<effect> if you don't control a <group>" (Gutwrencher Oni's upkeep: "discard a card if you don't
control an Ogre"): an instruction carried out only if its condition holds as it resolves. Unlike an
intervening "if" after the trigger condition (410.8), which is also checked as the ability triggers,
this one is read only on resolution (413.2: the instructions are followed in order as written)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.abilities import Condition
from engine.model.effect import Effect
from engine.model.targeting import Target
from engine.rules.conditions import condition_holds
from engine.rules.context import Context
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class IfCondition(Effect):
    """``effects`` if ``condition`` holds for the controller when they resolve (``control_none``: the
    controller controls no permanent of the group)."""

    condition: Condition
    effects: tuple[Effect, ...]

    def targets(self) -> tuple[Target, ...]:
        return tuple(t for e in self.effects for t in e.targets())

    def harms(self) -> bool:
        return any(e.harms() for e in self.effects)

    def resolve(self, game: Game, ctx: Context) -> None:
        obj = ctx.obj
        if not condition_holds(game.state, self.condition, obj.controller, obj.source):
            game.log("condition_false_on_resolution", [obj.id], ["resolve.follow_instructions"], card=ctx.source_name)
            return
        for inner in self.effects:
            inner.resolve(game, ctx)

    def render_en(self) -> str:
        assert self.condition.group is not None
        return f"{self.effects[0].render_en()} if you don't control {en.a_an(en.group_sg(self.condition.group))}"

    def render_zh(self) -> str:
        assert self.condition.group is not None
        return f"若你未操控{zh.group(self.condition.group)}，则{self.effects[0].render_zh()}"
