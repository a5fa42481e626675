""""Regenerate <self>/target creature.": a regeneration shield, a replacement effect (419.6b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules.context import KEYS, Context, objects_of, skip
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Regenerate(Effect):
    """"Regenerate <self>/target creature.": a regeneration shield (419.6b)."""

    target: Subject | None = None

    def resolve(self, game: Game, ctx: Context) -> None:
        for pid in objects_of(game, ctx, self.target or "self"):
            perm = game.state.battlefield.get(pid)
            if perm is None:
                skip(game, ctx, "skipped.regenerate_gone")
                continue
            perm.regeneration_shields += 1
            ctx.acted_on(perm)  # "You gain life equal to its toughness" (Heal the Scars) reads this creature
            game.log("regeneration_shield", [perm.id], [*KEYS, "replacement.regeneration"], creature=perm.label)

    def render_en(self) -> str:
        return f"regenerate {en.subject_en(self.target or 'self')}"

    def render_zh(self) -> str:
        return f"重生{zh.subject(self.target or 'self')}"
