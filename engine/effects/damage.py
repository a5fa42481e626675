"""Damage: "<self> deals N damage to <subject(s)>", divided among targets as cast (409.1e)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Amount, Group, Quantity, Subject, Target
from engine.rules.context import KEYS, Context, amount_of, objects_of
from engine.rules.damage import deal_damage
from engine.rules.division import even_share
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Permanent


@dataclass(frozen=True)
class DealDamage(Effect):
    """"<self> deals N damage to <subject(s)>"; ``divided`` spreads N among the targets (409.1e)."""

    amount: Amount
    target: Subject
    also: tuple[Subject, ...] = ()
    divided: bool = False
    no_regeneration: bool = False  # "A creature dealt damage this way can't be regenerated this turn."
    #: "divided evenly, rounded down": each target gets the total divided by their number (Fireball)
    evenly: bool = False
    #: who deals it: "self" (the source) or "it" (the permanent the instruction before acted on, as
    #: in "Tap target creature. It deals damage equal to its power to ...": the tapped creature
    #: deals the damage; the source when no instruction acted on a permanent)
    by: str = "self"

    def harms(self) -> bool:
        return True

    def template_names(self) -> list[str]:
        suffix = "_divided" if self.divided else "_each" if isinstance(self.target, Group) else ""
        return [f"effect:deal_damage{suffix}"]

    def resolve(self, game: Game, ctx: Context) -> None:
        if self.divided:
            self._resolve_divided(game, ctx)
            return
        recipients: list[str] = []
        for subject in (self.target, *self.also):
            recipients.extend(objects_of(game, ctx, subject))
        total = amount_of(ctx, self.amount)
        own = isinstance(self.amount, Quantity) and self.amount.whose == "it"
        for rid in recipients:
            if own and rid in game.state.players:  # "each player ... that player controls": his or her own
                ctx.player = rid
                total = amount_of(ctx, self.amount)
            self._deal(game, ctx, rid, total)
        ctx.player = None

    def _resolve_divided(self, game: Game, ctx: Context) -> None:
        """Each share goes to the target it was announced for (409.1e); the share of a target that
        became illegal is not dealt (413.2a), never moved to another. "Divided evenly" is divided
        now, among the targets still legal (no choice was made as it was cast)."""
        group = ctx.next_group()
        total = amount_of(ctx, self.amount)
        legal = [t for t in group if t]
        if self.evenly:
            shares = [total // max(1, len(legal))] * len(group)  # rounded down (104.1)
        else:
            shares = list(ctx.obj.divide) or [even_share(total, len(group), i) for i in range(len(group))]
        for tid, share in zip(group, shares, strict=False):
            if tid and share:
                self._deal(game, ctx, tid, share)

    def _deal(self, game: Game, ctx: Context, rid: str, amount: int) -> None:
        st = game.state
        obj = ctx.obj
        dealer = self._dealer(ctx)
        if dealer is not None:
            dealt = deal_damage(game, dealer.id, dealer.label, dealer.colors, rid, amount, combat=False,
                                last_known=dealer)
        else:
            dealt = deal_damage(game, obj.source or obj.id, ctx.source_name, obj.source_colors, rid, amount,
                                combat=False)
        ctx.last = rid
        if self.no_regeneration and dealt and rid in st.battlefield:
            st.battlefield[rid].cant_regenerate = True
            game.log("cant_regenerate", [rid], KEYS, creature=st.battlefield[rid].label)

    def _dealer(self, ctx: Context) -> Permanent | None:
        """The permanent "it" names when ``by`` is "it" (as it is now, else as it last existed)."""
        if self.by != "it" or ctx.last_perm is None:
            return None
        state = ctx.state
        current = state.battlefield.get(ctx.last_perm.id) if state is not None else None
        return current or ctx.last_perm

    def render_en(self) -> str:
        if self.divided:
            t = self.target
            assert isinstance(t, Target)
            among = "one, two, or three" if t.count == 3 else "any number of"
            kinds = "creatures" if t.kind == "creature" else "creatures and/or players"
            how = "divided evenly, rounded down," if self.evenly else "divided as you choose"
            return f"~ deals {en.num(self.amount)} damage {how} among {among} target {kinds}"
        recips = " and ".join(en.subject_en(s) for s in (self.target, *self.also))
        extra = ". A creature dealt damage this way can't be regenerated this turn" if self.no_regeneration else ""
        if isinstance(self.amount, Quantity) and self.amount.kind in ("power", "toughness") and not self.amount.x:
            if self.by == "it":
                return f"it deals damage equal to its {self.amount.kind} to {recips}{extra}"
            whose = "its" if self.amount.of == "self" else "that creature's"
            return f"~ deals damage equal to {whose} {self.amount.kind} to {recips}{extra}"
        return f"~ deals {en.num(self.amount)} damage to {recips}{en.for_each(self.amount)}{en.where_x(self.amount)}{extra}"

    def render_zh(self) -> str:
        if self.divided:
            t = self.target
            assert isinstance(t, Target)
            among = "一至三个" if t.count == 3 else "任意数量的"
            kinds = "生物" if t.kind == "creature" else "生物和/或牌手"
            if self.evenly:
                return f"~造成{zh.amount(self.amount)}伤害，平均分配给{among}目标{kinds}，小数点后舍去"
            return f"~造成{zh.amount(self.amount)}伤害，由你任意分配给{among}目标{kinds}"
        recips = "和".join(zh.subject(s) for s in (self.target, *self.also))
        extra = "。以此法受到伤害的生物本回合不能重生" if self.no_regeneration else ""
        if isinstance(self.amount, Quantity) and self.amount.kind in ("power", "toughness") and not self.amount.x:
            whose = "其" if self.amount.of == "self" or self.by == "it" else "该生物"
            stat = "力量" if self.amount.kind == "power" else "防御力"
            dealer = "它" if self.by == "it" else "~"
            return f"{dealer}对{recips}造成等同于{whose}{stat}的伤害{extra}"
        return f"{zh.for_each(self.amount)}~对{recips}造成{zh.amount(self.amount)}伤害{zh.where_x(self.amount)}{extra}"

