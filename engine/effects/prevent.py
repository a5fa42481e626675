"""Prevention (419.7): "prevent the next N damage", "all damage", Fog, a chosen source (419.7c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Amount, Subject
from engine.rules.context import Context, amount_of, objects_of
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

    amount: Amount | None
    target: Subject | None
    combat_only: bool = False
    chosen_source: bool = False
    source_colors: tuple[str, ...] = ()
    #: "Prevent all damage that black sources and red sources would deal this turn."
    by_colors: tuple[str, ...] = ()
    #: "Prevent all combat damage target creature would deal this turn."
    dealt_by: Subject | None = None
    #: "... You gain life equal to the damage prevented this way." (the controller, as it prevents)
    gain_prevented: bool = False
    #: "Prevent all combat damage that would be dealt to and dealt by target creature this turn.":
    #: ``dealt_by``'s damage and the damage to it
    to_and_by: bool = False

    def resolve(self, game: Game, ctx: Context) -> None:
        dealer = objects_of(game, ctx, self.dealt_by)[:1] if self.dealt_by is not None else []
        if self.dealt_by is not None and not dealer:
            return
        amount = None if self.amount is None else amount_of(ctx, self.amount)
        add_prevention(game, ctx.obj, self, objects_of(game, ctx, self.target) if self.target else [],
                       amount=amount, dealer=dealer[0] if dealer else None)

    def render_en(self) -> str:
        gain = ". You gain life equal to the damage prevented this way" if self.gain_prevented else ""
        return self._render_en() + gain

    def render_zh(self) -> str:
        gain = "。你获得等同于以此法防止之伤害数量的生命" if self.gain_prevented else ""
        return self._render_zh() + gain

    def _render_en(self) -> str:
        if self.to_and_by and self.dealt_by is not None:
            return (f"prevent all combat damage that would be dealt to and dealt by {en.subject_en(self.dealt_by)} "
                    "this turn")
        if self.by_colors:
            sources = " and ".join(f"{COLOR_EN[c]} sources" for c in self.by_colors)
            return f"prevent all damage that {sources} would deal this turn"
        if self.dealt_by is not None:
            combat = "combat " if self.combat_only else ""
            return f"prevent all {combat}damage {en.subject_en(self.dealt_by)} would deal this turn"
        if self.chosen_source:
            color = COLOR_EN[self.source_colors[0]] + " " if self.source_colors else ""
            return (f"the next time a {color}source of your choice would deal damage to "
                    f"{en.subject_en(self.target)} this turn, prevent that damage")
        if self.combat_only:
            return "prevent all combat damage that would be dealt this turn"
        if self.amount is None:
            return f"prevent all damage that would be dealt to {en.subject_en(self.target)} this turn"
        return (f"prevent the next {en.num(self.amount)} damage that would be dealt to {en.subject_en(self.target)} "
                f"this turn{en.for_each(self.amount)}{en.where_x(self.amount)}")

    def _render_zh(self) -> str:
        if self.to_and_by and self.dealt_by is not None:
            return f"防止本回合中将对{zh.subject(self.dealt_by)}造成以及其将造成的所有战斗伤害"
        if self.by_colors:
            sources = "与".join(f"{COLOR_ZH[c]}来源" for c in self.by_colors)
            return f"防止本回合中{sources}将造成的所有伤害"
        if self.dealt_by is not None:
            return f"防止本回合中{zh.subject(self.dealt_by)}将造成的所有{'战斗' if self.combat_only else ''}伤害"
        if self.chosen_source:
            color = COLOR_ZH[self.source_colors[0]] if self.source_colors else ""
            return f"本回合中下一次由你选择的一个{color}来源将对{zh.subject(self.target)}造成伤害时，防止该伤害"
        if self.combat_only:
            return "防止本回合中将造成的所有战斗伤害"
        if self.amount is None:
            return f"防止本回合中将对{zh.subject(self.target)}造成的所有伤害"
        return (f"{zh.for_each(self.amount)}防止本回合中接下来将对{zh.subject(self.target)}造成的"
                f"{zh.amount(self.amount)}伤害{zh.where_x(self.amount)}")
