""""Put N +1/+1 counters on <subject>."."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules.context import KEYS, Context, permanents_of
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class PutCounters(Effect):
    """"Put N +1/+1 counters on <subject>."."""

    counter: str
    count: int
    target: Subject

    def resolve(self, game: Game, ctx: Context) -> None:
        for perm in permanents_of(game, ctx, self.target):
            perm.counters[self.counter] = perm.counters.get(self.counter, 0) + self.count
            game.log("counters_placed", [perm.id], [*KEYS, "effects.one_shot"], count=self.count, counter=self.counter,
                     permanent=perm.label, power=perm.power, toughness=perm.toughness)

    def render_en(self) -> str:
        counters = "counter" if self.count == 1 else "counters"
        return f"put {en.count_word(self.count)} {self.counter} {counters} on {en.subject_en(self.target)}"

    def render_zh(self) -> str:
        return f"在{zh.subject(self.target)}上放置{zh.count_word(self.count)}个{self.counter}指示物"
