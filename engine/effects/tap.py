"""Tapping and untapping: "Tap target creature.", "Tap all creatures without flying.", "Untap ~.",
and "You may tap or untap target ..." (the choice is made on resolution, 413.2c)."""

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
