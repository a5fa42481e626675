"""Prevention (419.7): "prevent the next N damage", "all damage", Fog, a chosen source (419.7c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules.context import Context, objects_of
from engine.rules.damage import add_prevention
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.vocab import COLOR_EN, COLOR_ZH

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class PreventDamage(Effect):
    """Prevention (419.7): the next ``amount`` damage to ``target`` this turn (419.7b); ``amount``
    None is "all"; ``combat_only`` is Fog; ``chosen_source`` is "a [red] source of your choice" (419.7c)."""

    amount: int | None
    target: Subject | None
    combat_only: bool = False
    chosen_source: bool = False
    source_colors: tuple[str, ...] = ()

    def resolve(self, game: Game, ctx: Context) -> None:
        add_prevention(game, ctx.obj, self, objects_of(game, ctx, self.target) if self.target else [])

    def render_en(self) -> str:
        if self.chosen_source:
            color = COLOR_EN[self.source_colors[0]] + " " if self.source_colors else ""
            return (f"the next time a {color}source of your choice would deal damage to you this turn, "
                    "prevent that damage")
        if self.combat_only:
            return "prevent all combat damage that would be dealt this turn"
        if self.amount is None:
            return f"prevent all damage that would be dealt to {en.subject_en(self.target)} this turn"
        return f"prevent the next {self.amount} damage that would be dealt to {en.subject_en(self.target)} this turn"

    def render_zh(self) -> str:
        if self.chosen_source:
            color = COLOR_ZH[self.source_colors[0]] if self.source_colors else ""
            return f"本回合中下一次由你选择的一个{color}来源将对你造成伤害时，防止该伤害"
        if self.combat_only:
            return "防止本回合中将造成的所有战斗伤害"
        if self.amount is None:
            return f"防止本回合中将对{zh.subject(self.target)}造成的所有伤害"
        return f"防止本回合中接下来将对{zh.subject(self.target)}造成的{self.amount}点伤害"
