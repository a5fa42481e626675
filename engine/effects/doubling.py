""""If a creature would deal combat damage to a creature this turn, it deals double that damage to
that creature instead.": a replacement effect (419.1) created on resolution, lasting this turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.abilities import DamageReplacement
from engine.model.effect import Effect
from engine.rules.context import Context
from engine.rules.replacement import add_turn_replacement
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class DoubleDamage(Effect):
    """A damage-doubling replacement effect until end of turn (Blind Fury)."""

    replacement: DamageReplacement

    def resolve(self, game: Game, ctx: Context) -> None:
        add_turn_replacement(game, ctx.obj, self.replacement)

    def render_en(self) -> str:
        return en.replacement(self.replacement, this_turn=True)

    def render_zh(self) -> str:
        return zh.replacement(self.replacement, this_turn=True)
