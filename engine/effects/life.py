""""You gain N life." / "<player> loses N life." (each player: APNAP order, 413.2d)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Amount, Group, Subject
from engine.rules.context import Context, amount_of, players_of
from engine.rules.players import change_life
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class GainLife(Effect):
    """"You gain N life." / "Target player gains N life." / "Each player gains N life."."""

    amount: Amount
    who: Subject = "you"

    def resolve(self, game: Game, ctx: Context) -> None:
        for pid in players_of(game, ctx, self.who):
            ctx.player = pid
            change_life(game, pid, amount_of(ctx, self.amount), apnap=isinstance(self.who, Group))
        ctx.player = None

    def render_en(self) -> str:
        return f"{'you gain' if self.who == 'you' else en.subject_en(self.who) + ' gains'} {en.life(self.amount)}"

    def render_zh(self) -> str:
        if self.amount == "life_lost":
            return f"{zh.player(self.who)}获得若干生命，其数量等同于以此法失去的生命"
        return f"{zh.for_each(self.amount)}{zh.player(self.who)}获得{zh.amount(self.amount)}生命{zh.where_x(self.amount)}"


@dataclass(frozen=True)
class LoseLife(Effect):
    """"<player> loses N life."."""

    amount: Amount
    who: Subject = "you"

    def harms(self) -> bool:
        return True

    def resolve(self, game: Game, ctx: Context) -> None:
        for pid in players_of(game, ctx, self.who):
            ctx.player = pid
            lost = amount_of(ctx, self.amount)
            change_life(game, pid, -lost, apnap=isinstance(self.who, Group))
            ctx.life_lost += max(0, lost)
        ctx.player = None

    def render_en(self) -> str:
        return f"{'you lose' if self.who == 'you' else en.subject_en(self.who) + ' loses'} {en.life(self.amount)}"

    def render_zh(self) -> str:
        return f"{zh.for_each(self.amount)}{zh.player(self.who)}失去{zh.amount(self.amount)}生命{zh.where_x(self.amount)}"


@dataclass(frozen=True)
class DoubleLife(Effect):
    """"Double target player's life total." (Beacon of Immortality): the player gains life equal to
    their life total, so it becomes twice what it was (a total below 0 loses as much instead)."""

    who: Subject = "you"

    def resolve(self, game: Game, ctx: Context) -> None:
        for pid in players_of(game, ctx, self.who):
            change_life(game, pid, game.state.players[pid].life)

    def render_en(self) -> str:
        return f"double {en.subject_en(self.who)}'s life total" if self.who != "you" else "double your life total"

    def render_zh(self) -> str:
        return f"将{zh.player(self.who)}的总生命加倍"
