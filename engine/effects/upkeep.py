"""The upkeep costs of era keywords (section 502 of this corpus names them): echo ("sacrifice it
unless you pay its echo cost", the first upkeep after it came under your control) and cumulative
upkeep (an age counter, then "sacrifice it unless you pay the cost for each age counter on it")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.mana import parse_mana_cost
from engine.rules import zones
from engine.rules.context import Context
from engine.rules.mana import pay_optional
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.counter_names import counter_word

if TYPE_CHECKING:
    from engine.game import Game

#: the rule key of the era's keywords (cited at section level: 502)
ERA_KEYS = ["keyword.era"]


@dataclass(frozen=True)
class PayEcho(Effect):
    """Echo: "sacrifice ~ unless you pay {cost}" (its mana cost when the card prints no echo cost)."""

    mana: tuple[str, ...] = ()

    def resolve(self, game: Game, ctx: Context) -> None:
        perm = game.state.battlefield.get(ctx.obj.source or "")
        if perm is None:
            return
        perm.echo_due = False
        cost = self.mana or tuple(parse_mana_cost(perm.card.mana_cost))
        if not pay_optional(game, ctx.obj.controller, cost, 0, ctx.obj):
            game.log("echo_unpaid", [perm.id], ERA_KEYS, permanent=perm.label)
            zones.sacrifice(game, perm, "resolution")

    def render_en(self) -> str:
        return f"sacrifice ~ unless you pay {en.mana(self.mana) if self.mana else 'its mana cost'}"

    def render_zh(self) -> str:
        return f"牺牲~，除非你支付{zh.mana(self.mana) if self.mana else '其法术力费用'}"


@dataclass(frozen=True)
class CumulativeUpkeep(Effect):
    """Cumulative upkeep: put an age counter on ~, then sacrifice it unless you pay {cost} for each
    age counter on it."""

    mana: tuple[str, ...]

    def resolve(self, game: Game, ctx: Context) -> None:
        perm = game.state.battlefield.get(ctx.obj.source or "")
        if perm is None:
            return
        perm.counters["age"] = perm.counters.get("age", 0) + 1
        n = perm.counters["age"]
        game.log("counters_placed", [perm.id], ERA_KEYS, "counters_placed.age", permanent=perm.label, count=n)
        if not pay_optional(game, ctx.obj.controller, _times(self.mana, n), 0, ctx.obj):
            game.log("cumulative_upkeep_unpaid", [perm.id], ERA_KEYS, permanent=perm.label, count=n)
            zones.sacrifice(game, perm, "resolution")

    def render_en(self) -> str:
        return (f"put an age counter on ~, then sacrifice ~ unless you pay {en.mana(self.mana)} for each age counter "
                "on it")

    def render_zh(self) -> str:
        return f"在~上放置一个累积维持指示物，然后牺牲~，除非你为其上的每个累积维持指示物支付{zh.mana(self.mana)}"


def _times(mana: tuple[str, ...], n: int) -> tuple[str, ...]:
    """A cost paid ``n`` times, its generic mana added up ({1} three times is {3}, not {1}{1}{1})."""
    generic = sum(int(s) for s in mana if s.isdigit()) * n
    coloured = tuple(s for s in mana if not s.isdigit()) * n
    return ((str(generic),) if generic else ()) + coloured


@dataclass(frozen=True)
class FadeAway(Effect):
    """Fading and vanishing at the beginning of their controller's upkeep: fading removes a fade counter
    from ~ and sacrifices it when it can't; vanishing removes a time counter and sacrifices ~ when the
    last one is removed (one resolution here, where later rules make that a second trigger)."""

    counter: str  # "fade" or "time"

    def resolve(self, game: Game, ctx: Context) -> None:
        perm = game.state.battlefield.get(ctx.obj.source or "")
        if perm is None:
            return
        n = perm.counters.get(self.counter, 0)
        if n:
            perm.counters[self.counter] = n - 1
            if n == 1:
                del perm.counters[self.counter]
            game.log("counters_removed", [perm.id], ERA_KEYS, "counters_removed.upkeep", count=1,
                     counter=counter_word(self.counter), permanent=perm.label)
        if (self.counter == "fade" and not n) or (self.counter == "time" and n <= 1):
            game.log("faded_away", [perm.id], ERA_KEYS, f"faded_away.{self.counter}", permanent=perm.label)
            zones.sacrifice(game, perm, "resolution")

    def render_en(self) -> str:
        if self.counter == "fade":
            return "remove a fade counter from ~. If you can't, sacrifice ~"
        return "remove a time counter from ~. When the last is removed, sacrifice ~"

    def render_zh(self) -> str:
        if self.counter == "fade":
            return "从~上移除一个消退指示物。如果你无法如此作，则牺牲~"
        return "从~上移除一个计时指示物。当最后一个被移除时，牺牲~"
