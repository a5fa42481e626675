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
from engine.rules.players import discard
from engine.rules.resolution_costs import pay_cost
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.catalog import Msg

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
        inner = " and ".join(e.render_en() for e in self.effects)
        action = self.cost.render_en() if self.cost is not None else f"pay {self._amount_en()}"
        if self.payer == "you" and (not self.unless or len(self.effects) > 1):
            # "you may <cost>. If you do / If you don't, <effects>" (two effects keep this form)
            return f"you may {action}. If you {'do' if not self.unless else 'don' + chr(39) + 't'}, {inner}"
        if not self.unless:
            return f"{en.subject_en(self.payer)} may {action}. If he or she does, {inner}"
        payer = "you" if self.payer == "you" else en.subject_en(self.payer)
        pays = action if self.payer == "you" or self.cost is not None else f"pays {self._amount_en()}"
        # "destroy ~. It can't be regenerated": the condition closes the first sentence
        first, stop, rest = inner.partition(". ")
        return f"{first} unless {payer} {pays}{stop}{rest}"

    def render_zh(self) -> str:
        inner = "，且".join(e.render_zh() for e in self.effects)
        action = self.cost.render_zh() if self.cost is not None else f"支付{self._amount_zh()}"
        if self.payer == "you" and (not self.unless or len(self.effects) > 1):
            return f"你可以{action}。若你{'未' if self.unless else ''}如此作，{inner}"
        if not self.unless:
            return f"{zh.player(self.payer)}可以{action}。若其如此作，{inner}"
        first, stop, rest = inner.partition("。")
        return f"{first}，除非{zh.player(self.payer)}{action}{stop}{rest}"

    def _amount_en(self) -> str:
        return en.mana(self.mana) if self.mana else f"{self.life} life"

    def _amount_zh(self) -> str:
        return zh.mana(self.mana) if self.mana else f"{self.life}点生命"


@dataclass(frozen=True)
class UnlessDiscard(Effect):
    """"Sacrifice ~ unless you discard a card at random." (Balduvian Horde): the controller may
    discard on resolution to stop the effects; by default he or she does when able, as any payment
    (``choose: {pay: false}`` declines), and the card is the scenario's random pick
    (``choose: {random: [id]}``, else the last card in hand). Too few cards in hand: no payment."""

    effects: tuple[Effect, ...]
    count: int = 1
    random: bool = True

    def targets(self) -> tuple[Target, ...]:
        return tuple(t for e in self.effects for t in e.targets())

    def resolve(self, game: Game, ctx: Context) -> None:
        payer = ctx.obj.controller
        hand = game.state.players[payer].hand
        cost = Msg("cost.discard_random", count=self.count)
        wanted = game.take_choice("pay", payer)
        if wanted is False:
            game.log("payment_declined", [payer, ctx.obj.id], ["resolve.choices"], player=payer, cost=cost)
        elif len(hand) < self.count:
            game.log("payment_impossible", [payer, ctx.obj.id], ["resolve.choices"], player=payer, cost=cost)
        else:
            discard(game, payer, self.count, self.random)
            return
        for inner in self.effects:
            inner.resolve(game, ctx)

    def render_en(self) -> str:
        cards = "a card" if self.count == 1 else f"{en.count_word(self.count)} cards"
        first, stop, rest = self.effects[0].render_en().partition(". ")
        return f"{first} unless you discard {cards} at random{stop}{rest}"

    def render_zh(self) -> str:
        first, stop, rest = self.effects[0].render_zh().partition("。")
        return f"{first}，除非你随机弃掉{zh.count_word(self.count)}张牌{stop}{rest}"
