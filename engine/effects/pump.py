""""... gets +P/+T [and gains K] until end of turn" (418.3a); a group is locked on resolution (418.3b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.effects.characteristics import choose_color
from engine.model.effect import Effect
from engine.model.targeting import Amount, Group, Quantity, Subject
from engine.rules.context import Context, amount_of, permanents_of, skip
from engine.rules.entry_choices import chosen_keywords
from engine.rules.status import pump
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.card_en_words import COUNTED
from engine.text.card_quals import pt
from engine.text.restrictions import is_restriction, restriction_this_turn_en, restriction_this_turn_zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Pump(Effect):
    """"... gets +P/+T [and gains K] until end of turn"; ``target`` None means the source itself."""

    power: Amount
    toughness: Amount
    target: Subject | None = None
    keywords: tuple[str, ...] = ()
    #: keywords it loses until end of turn ("All creatures lose trample until end of turn.")
    loses: tuple[str, ...] = ()

    def harms(self) -> bool:
        return isinstance(self.power, int) and self.power < 0

    def template_names(self) -> list[str]:
        return ["effect:pump_group" if isinstance(self.target, Group) else "effect:pump"]

    def resolve(self, game: Game, ctx: Context) -> None:
        perms = permanents_of(game, ctx, self.target if self.target is not None else "self")
        if not perms:
            skip(game, ctx, "skipped.creature_gone")
            return
        keywords = self.keywords
        if "protection:choice" in keywords:  # "protection from the color of your choice", chosen now
            color = choose_color(game, ctx.obj.controller)[0]
            keywords = tuple(f"protection:{color}" if k == "protection:choice" else k for k in keywords)
        if "protection:chosen" in keywords:  # the colour its source chose as it came into play (410.10e)
            keywords = chosen_keywords(keywords, getattr(ctx.obj, "source_perm", None))
        for perm in perms:
            ctx.acted_on(perm)  # "where X is its power": the creature it pumps
            pump(game, perm, amount_of(ctx, self.power), amount_of(ctx, self.toughness), keywords,
                 locked=isinstance(self.target, Group), loses=self.loses)

    def render_en(self) -> str:
        subj = self.target if self.target is not None else "self"
        plural = isinstance(subj, Group)
        who = en.group_pl(subj) if isinstance(subj, Group) else en.subject_en(subj)
        gets, gains = ("get", "gain") if plural else ("gets", "gains")
        if self.loses:
            return f"all {who} lose {en.kw_list(self.loses)} until end of turn"
        if self.keywords == ("lure",) and self.power == 0 and self.toughness == 0:
            return f"all creatures able to block {who} this turn do so"
        if self.power == 0 and self.toughness == 0 and self.keywords and all(map(is_restriction, self.keywords)):
            return f"{who} {restriction_this_turn_en(self.keywords)} this turn"  # 500.2, until end of turn
        if self.power == 0 and self.toughness == 0 and self.keywords:
            return f"{who} {gains} {en.kw_list(self.keywords)} until end of turn"
        kws = f" and {gains} {en.kw_list(self.keywords)}" if self.keywords else ""
        x = en.where_x(self.power) or en.where_x(self.toughness)
        each = en.for_each(self.power) or en.for_each(self.toughness)
        return f"{who} {gets} {en.pt(_x(self.power), _x(self.toughness))}{kws} until end of turn{each}{x}"

    def render_zh(self) -> str:
        subj = self.target if self.target is not None else "self"
        who = zh.group(subj) if isinstance(subj, Group) else zh.subject(subj)
        if self.loses:
            return f"所有{who}失去{zh.kws(self.loses)}直到回合结束"
        if self.keywords == ("lure",) and self.power == 0 and self.toughness == 0:
            return f"本回合中所有能阻挡{who}的生物都须阻挡它"
        if self.power == 0 and self.toughness == 0 and self.keywords and all(map(is_restriction, self.keywords)):
            return f"{who}本回合{restriction_this_turn_zh(self.keywords)}"
        if self.power == 0 and self.toughness == 0 and self.keywords:
            return f"{who}得到{zh.kws(self.keywords)}直到回合结束"
        kws = f"且获得{zh.kws(self.keywords)}" if self.keywords else ""
        x = zh.where_x(self.power) or zh.where_x(self.toughness)
        each = zh.for_each(self.power) or zh.for_each(self.toughness)
        return f"{each}{who}得{pt(_x(self.power), _x(self.toughness))}{kws}直到回合结束{x}"


def _x(value: Amount) -> Amount:
    """A bonus read on resolution is written X ("-X" for a penalty); one counted "for each ..." is
    written as its bonus per object counted."""
    if isinstance(value, Quantity):
        if value.x or value.kind not in COUNTED:
            return "-X" if value.per < 0 else "X"
        return value.per
    return value
