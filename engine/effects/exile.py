""""Remove target creature from the game." (the classic words for exile; a token ceases to exist)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Group, Subject
from engine.rules import zones
from engine.rules.context import Context, permanents_of
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.card_words import slot as w
from engine.text.vocab import SUBTYPES

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Exile(Effect):
    """"Remove target creature from the game."."""

    target: Subject

    def resolve(self, game: Game, ctx: Context) -> None:
        by = ctx.obj.source if ctx.obj.kind in ("trigger", "ability") else None
        for perm in permanents_of(game, ctx, self.target):
            ctx.acted_on(perm)
            zones.remove_from_game(game, perm, by=by)

    def render_en(self) -> str:
        if isinstance(self.target, Group) and self.target.tokens_only:
            return f"{w('exile_open')}all {self.target.subtypes[0]} tokens{w('exile_close')}"
        return f"{w('exile_open')}{en.subject_en(self.target)}{w('exile_close')}"

    def render_zh(self) -> str:
        if isinstance(self.target, Group) and self.target.tokens_only:
            sub = self.target.subtypes[0]
            return f"{w('exile_open')}所有{SUBTYPES.get(sub, ('', sub))[1] or sub}衍生物{w('exile_close')}"
        return f"{w('exile_open')}{zh.subject(self.target)}{w('exile_close')}"
