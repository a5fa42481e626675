""""Target creature gets +1/+1 for as long as ~ remains tapped." (418.3a): a bonus whose duration is
its source staying tapped. It is kept on the creature with the source's tap count as the effect
began (``Permanent.tap_count``); ``engine.rules.held_effects`` ends it once the source untaps or
leaves play, even if the source is tapped again later."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules.context import Context, permanents_of, skip
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.card_quals import pt

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class PumpWhileTapped(Effect):
    """+``power``/+``toughness`` for ``target`` while the ability's source remains tapped."""

    power: int
    toughness: int
    target: Subject

    def harms(self) -> bool:
        return self.power < 0 or self.toughness < 0

    def template_names(self) -> list[str]:
        return ["effect:pump_while_tapped"]

    def resolve(self, game: Game, ctx: Context) -> None:
        perms = permanents_of(game, ctx, self.target)
        if not perms:
            skip(game, ctx, "skipped.creature_gone")
            return
        source = game.state.permanent(ctx.obj.source or "")
        for perm in perms:
            ctx.acted_on(perm)
            if source is None or not source.tapped:  # the duration is already over: no effect
                game.log("effect_skipped", [perm.id], ["continuous.duration"], "effect_skipped.pump_not_tapped",
                         permanent=perm.label)
                continue
            perm.held_pt.append((source.id, source.tap_count, self.power, self.toughness))
            game.log("pump_held", [perm.id, source.id], ["resolve.follow_instructions", "continuous.duration"],
                     creature=perm.label, source=source.label, pt=f"{self.power:+d}/{self.toughness:+d}",
                     power=perm.power, toughness=perm.toughness)

    def render_en(self) -> str:
        return f"{en.subject_en(self.target)} gets {pt(self.power, self.toughness)} for as long as ~ remains tapped"

    def render_zh(self) -> str:
        return f"只要~保持横置，{zh.subject(self.target)}就得{pt(self.power, self.toughness)}"
