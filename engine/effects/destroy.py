""""Destroy target creature." / "Destroy all creatures." [They can't be regenerated.]"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Group, Subject
from engine.rules import zones
from engine.rules.context import KEYS, Context, permanents_of
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Destroy(Effect):
    """"Destroy target creature." / "Destroy all creatures." with optional "can't be regenerated"."""

    target: Subject
    no_regeneration: bool = False

    def harms(self) -> bool:
        return True

    def template_names(self) -> list[str]:
        name = "effect:destroy" + ("_all" if isinstance(self.target, Group) else "")
        return [name + ("_no_regeneration" if self.no_regeneration else "")]

    def resolve(self, game: Game, ctx: Context) -> None:
        """All of them are destroyed at once; leaves-play abilities see them all go (410.10d)."""
        perms = permanents_of(game, ctx, self.target)
        keys = KEYS + (["continuous.locked_set"] if isinstance(self.target, Group) else [])
        gone = [p for p in perms if zones.destroy(game, p, can_regenerate=not self.no_regeneration, rule_keys=keys,
                                                   defer_triggers=True)]
        for perm in perms:
            ctx.acted_on(perm)
        zones.left_play(game, gone, to_graveyard=True)

    def render_en(self) -> str:
        if isinstance(self.target, Group):
            return f"destroy all {en.group_pl(self.target)}" + (". They can't be regenerated" if self.no_regeneration
                                                                 else "")
        return f"destroy {en.subject_en(self.target)}" + (". It can't be regenerated" if self.no_regeneration else "")

    def render_zh(self) -> str:
        if isinstance(self.target, Group):
            return f"消灭所有{zh.group(self.target)}" + ("。它们不能重生" if self.no_regeneration else "")
        return f"消灭{zh.subject(self.target)}" + ("。它不能重生" if self.no_regeneration else "")
