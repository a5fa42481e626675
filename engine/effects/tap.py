"""Tapping and untapping: "Tap target creature.", "Tap all creatures without flying.", "Untap ~.",
"You may tap or untap target ..." (the choice is made on resolution, 413.2c), and "... doesn't
untap during its controller's next untap step"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Group, Subject
from engine.rules.context import Context, permanents_of
from engine.rules.status import set_tapped
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Tap(Effect):
    """"Tap target creature." / "Tap all creatures without flying."."""

    target: Subject

    def harms(self) -> bool:
        return True

    def resolve(self, game: Game, ctx: Context) -> None:
        for perm in permanents_of(game, ctx, self.target):
            set_tapped(game, perm, True)
            ctx.acted_on(perm)

    def render_en(self) -> str:
        if isinstance(self.target, Group):
            return f"tap all {en.group_pl(self.target)}"
        return f"tap {en.subject_en(self.target)}"

    def render_zh(self) -> str:
        return f"横置所有{zh.group(self.target)}" if isinstance(self.target, Group) else f"横置{zh.subject(self.target)}"


@dataclass(frozen=True)
class Untap(Effect):
    """"Untap target creature." / "Untap <self>."."""

    target: Subject

    def resolve(self, game: Game, ctx: Context) -> None:
        for perm in permanents_of(game, ctx, self.target):
            set_tapped(game, perm, False)
            ctx.acted_on(perm)

    def render_en(self) -> str:
        return f"untap {en.subject_en(self.target)}"

    def render_zh(self) -> str:
        return f"重置{zh.subject(self.target)}"


@dataclass(frozen=True)
class TapOrUntap(Effect):
    """"You may tap or untap target ...": the choice is made on resolution (``choose: {tap: true}``);
    by default the permanent goes to the opposite of its current state."""

    target: Subject

    def resolve(self, game: Game, ctx: Context) -> None:
        controller = ctx.obj.controller
        for perm in permanents_of(game, ctx, self.target):
            wanted = game.take_choice("tap", controller)
            tap_it = wanted if isinstance(wanted, bool) else not perm.tapped
            if not isinstance(wanted, bool):
                game.log("choice_default", [controller, perm.id], ["resolve.choices"], "choice_default.tap_or_untap",
                         player=controller, choice=Msg("word.tap" if tap_it else "word.untap"), permanent=perm.label)
            set_tapped(game, perm, tap_it)
            ctx.acted_on(perm)

    def render_en(self) -> str:
        return f"you may tap or untap {en.subject_en(self.target)}"

    def render_zh(self) -> str:
        return f"你可以横置或重置{zh.subject(self.target)}"


@dataclass(frozen=True)
class HoldTapped(Effect):
    """"That creature doesn't untap during its controller's untap step for as long as ~ remains
    tapped.": the effect lasts while the ability's source stays tapped (418.3a); once the source
    untaps or leaves play it is over, even if the source is tapped again."""

    target: Subject

    def harms(self) -> bool:
        return True

    def resolve(self, game: Game, ctx: Context) -> None:
        source = game.state.permanent(ctx.obj.source or "")
        for perm in permanents_of(game, ctx, self.target):
            ctx.acted_on(perm)
            if source is None or not source.tapped:  # the duration is already over: no effect
                game.log("effect_skipped", [perm.id], ["continuous.duration"], "effect_skipped.not_tapped",
                         permanent=perm.label)
                continue
            perm.held_tapped_by.append((source.id, source.tap_count))
            game.log("untap_held", [perm.id, source.id], ["continuous.duration"], permanent=perm.label,
                     source=source.label)

    def render_en(self) -> str:
        return (f"{en.subject_en(self.target)} doesn't untap during its controller's untap step for as long as ~ "
                "remains tapped")

    def render_zh(self) -> str:
        return f"只要~保持横置，{zh.subject(self.target)}就在其操控者的重置步骤中不能重置"


@dataclass(frozen=True)
class SkipNextUntap(Effect):
    """"It doesn't untap during its controller's next untap step." / "~ doesn't untap during your
    next untap step.": a one-shot effect that marks the permanent for one untap step of the player
    who controls it as it resolves ("its controller's") or of the ability's controller ("your"); that
    step ends the effect whether or not the permanent is then tapped (418.3a)."""

    target: Subject
    whose: str = "controller"  # "controller" | "you"

    def harms(self) -> bool:
        return True

    def resolve(self, game: Game, ctx: Context) -> None:
        for perm in permanents_of(game, ctx, self.target):
            perm.skip_next_untap = ctx.obj.controller if self.whose == "you" else perm.controller
            ctx.acted_on(perm)
            game.log("untap_skipped_next", [perm.id], ["continuous.duration"], permanent=perm.label)

    def render_en(self) -> str:
        whose = "your" if self.whose == "you" else "its controller's"
        return f"{en.subject_en(self.target)} doesn't untap during {whose} next untap step"

    def render_zh(self) -> str:
        whose = "你的" if self.whose == "you" else "其操控者的"
        return f"{zh.subject(self.target)}于{whose}下一个重置步骤中不能重置"
