""""<effects> unless <payer> pays <cost>" and "you may pay <cost>. If you do, <effects>": an optional
payment made on resolution (the player pays when able unless the scenario says otherwise). The cost
is mana, life, or an instruction the player carries out ("you may sacrifice ~. If you do, ...",
"sacrifice ~ unless you discard a card": ``engine.rules.resolution_costs``); "If you don't, <effects>"
is the same as "<effects> unless you pay"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject, Target
from engine.rules.context import Context, players_of
from engine.rules.mana import pay_optional
from engine.rules.resolution_costs import pay_cost
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class PayOption(Effect):
    """"<effects> unless <payer> pays <cost>" (``unless``) or "you may pay <cost>. If you do, <effects>"."""

    effects: tuple[Effect, ...]
    payer: Subject = "you"
    mana: tuple[str, ...] = ()
    life: int = 0
    unless: bool = True
    #: an instruction paid as the cost instead of mana or life (a sacrifice, a discard, counters put)
    cost: Effect | None = None

    def targets(self) -> tuple[Target, ...]:
        return tuple(t for e in self.effects for t in e.targets())

    def resolve(self, game: Game, ctx: Context) -> None:
        payer = self._payer(game, ctx)
        # "unless its controller pays {X}" (Overrule): X is the value chosen as the spell was cast
        mana = tuple(str(ctx.obj.x or 0) if m == "X" else m for m in self.mana)
        if self.cost is not None:
            paid = payer is not None and pay_cost(game, ctx, payer, self.cost)
        else:
            paid = payer is not None and pay_optional(game, payer, mana, self.life, ctx.obj)
        if paid != self.unless:
            for inner in self.effects:
                inner.resolve(game, ctx)

    def _payer(self, game: Game, ctx: Context) -> str | None:
        """Who may pay: "you", or "its controller" -- of the spell the next instruction targets (Mana Leak),
        or of the permanent it targets (Rhystic Deluge: "Tap target creature unless its controller pays {1}")."""
        if self.payer == "you":
            return ctx.obj.controller
        nxt = ctx.targets[0] if ctx.targets else None
        spell = game.state.stack_object(nxt or "")
        if spell is not None:
            return spell.controller
        target = game.state.permanent(nxt or "") if self.payer == "its_controller" else None
        if target is not None:
            return target.controller
        found = players_of(game, ctx, self.payer)
        return found[0] if found else None

    def render_en(self) -> str:
        inner = self.effects[0].render_en()
        if self.cost is not None:
            cost = self.cost.render_en()
            if self.unless:
                first, stop, rest = inner.partition(". ")
                return f"{first} unless you {cost}{stop}{rest}"
            return f"you may {cost}. If you do, {inner}"
        cost = en.mana(self.mana) if self.mana else f"{self.life} life"
        if not self.unless:
            if self.payer != "you":
                return f"{en.subject_en(self.payer)} may pay {cost}. If he or she does, {inner}"
            return f"you may pay {cost}. If you do, {inner}"
        payer = "you pay" if self.payer == "you" else f"{en.subject_en(self.payer)} pays"
        # "destroy ~. It can't be regenerated": the condition closes the first sentence
        first, stop, rest = inner.partition(". ")
        return f"{first} unless {payer} {cost}{stop}{rest}"

    def render_zh(self) -> str:
        inner = self.effects[0].render_zh()
        if self.cost is not None:
            cost = self.cost.render_zh()
            if self.unless:
                first, stop, rest = inner.partition("。")
                return f"{first}，除非你{cost}{stop}{rest}"
            return f"你可以{cost}。若你如此作，{inner}"
        cost = zh.mana(self.mana) if self.mana else f"{self.life}点生命"
        if not self.unless:
            if self.payer != "you":
                return f"{zh.player(self.payer)}可以支付{cost}。若其如此作，{inner}"
            return f"你可以支付{cost}。若你如此作，{inner}"
        first, stop, rest = inner.partition("。")
        return f"{first}，除非{zh.player(self.payer)}支付{cost}{stop}{rest}"
