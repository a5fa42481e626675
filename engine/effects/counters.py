""""Put N +1/+1 counters on <subject>."."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Amount, Quantity, Subject
from engine.rules.context import KEYS, Context, amount_of, permanents_of
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.counter_names import counter_word, counter_zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class PutCounters(Effect):
    """"Put N +1/+1 counters on <subject>."."""

    counter: str
    count: Amount
    target: Subject

    def resolve(self, game: Game, ctx: Context) -> None:
        count = amount_of(ctx, self.count)
        if count <= 0:
            return
        for perm in permanents_of(game, ctx, self.target):
            perm.counters[self.counter] = perm.counters.get(self.counter, 0) + count
            game.log("counters_placed", [perm.id], [*KEYS, "effects.one_shot"], count=count, counter=counter_word(self.counter),
                     permanent=perm.label, power=perm.power, toughness=perm.toughness)

    def render_en(self) -> str:
        if isinstance(self.count, Quantity) and self.count.kind == "counters":  # modular: "put its +1/+1 counters on ..."
            return f"put its {self.counter} counters on {en.subject_en(self.target)}"
        n = en.many(self.count)
        counters = "counter" if n == "a" else "counters"
        n = en.a_an(self.counter)[:-len(self.counter) - 1] if n == "a" else n
        return (f"put {n} {self.counter} {counters} on {en.subject_en(self.target)}"
                f"{en.for_each(self.count)}{en.where_x(self.count)}")

    def render_zh(self) -> str:
        if isinstance(self.count, Quantity) and self.count.kind == "counters":
            return f"将其上的{self.counter}指示物放置在{zh.subject(self.target)}上"
        n = zh.many(self.count)
        return f"{zh.for_each(self.count)}在{zh.subject(self.target)}上放置{n}个{counter_zh(self.counter)}指示物{zh.where_x(self.count)}"


@dataclass(frozen=True)
class MoveCounter(Effect):
    """"Move a +1/+1 counter from ~ onto <subject>." (graft's trigger): one counter leaves the
    ability's source for the subject; nothing happens if the source has none left or either is gone."""

    counter: str
    target: Subject

    def resolve(self, game: Game, ctx: Context) -> None:
        source = game.state.battlefield.get(ctx.obj.source or "")
        onto = [p for p in permanents_of(game, ctx, self.target) if source is None or p.id != source.id]
        if source is None or not onto or source.counters.get(self.counter, 0) < 1:
            return
        source.counters[self.counter] -= 1
        if not source.counters[self.counter]:
            del source.counters[self.counter]
        perm = onto[0]
        perm.counters[self.counter] = perm.counters.get(self.counter, 0) + 1
        game.log("counters_moved", [source.id, perm.id], [*KEYS, "effects.one_shot"], counter=counter_word(self.counter),
                 source=source.label, permanent=perm.label, power=perm.power, toughness=perm.toughness)

    def render_en(self) -> str:
        return f"move {en.a_an(self.counter)} counter from ~ onto {en.subject_en(self.target)}"

    def render_zh(self) -> str:
        return f"将~上的一个{counter_zh(self.counter)}指示物移到{zh.subject(self.target)}上"
