""""Draw a card." / "Target player draws N cards." / "Each player draws a card." (APNAP, 413.2d)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Amount, Group, Subject
from engine.rules.context import KEYS, Context, amount_of, players_of
from engine.rules.players import draw_cards
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class DrawCards(Effect):
    """"Draw a card." / "Target player draws N cards." / "Each player draws a card."."""

    count: Amount
    who: Subject = "you"

    def resolve(self, game: Game, ctx: Context) -> None:
        keys = KEYS + (["resolve.apnap"] if isinstance(self.who, Group) else [])
        for pid in players_of(game, ctx, self.who):
            ctx.player = pid
            draw_cards(game, game.state.players[pid], amount_of(ctx, self.count), keys)
        ctx.player = None

    def render_en(self) -> str:
        n = en.many(self.count)
        cards = "a card" if n == "a" else f"{n} cards"
        return en.verb(self.who, "draw", "draws") + " " + cards + en.for_each(self.count) + en.where_x(self.count)

    def render_zh(self) -> str:
        who = "" if self.who == "you" else zh.player(self.who)
        return f"{zh.for_each(self.count)}{who}抓{zh.many(self.count)}张牌{zh.where_x(self.count)}"
