"""Discarding: "<player> discards N cards [at random]" / "his or her hand", and Duress's
"reveals his or her hand; you choose a card; that player discards it" (the choice is made on
resolution, 413.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject, Target
from engine.rules.context import Context, amount_of, players_of
from engine.rules.players import discard, reveal_and_discard
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.vocab import TYPES_ZH

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Discard(Effect):
    """"<player> discards N cards [at random]"; the discarder chooses unless random."""

    count: int | str  # -1: "his or her hand"; "X": the X chosen as it was cast (Mind Twist)
    who: Subject = "you"
    random: bool = False

    def harms(self) -> bool:
        return True

    def resolve(self, game: Game, ctx: Context) -> None:
        count = amount_of(ctx, self.count) if self.count == "X" else int(self.count)
        for pid in players_of(game, ctx, self.who):
            discard(game, pid, count, self.random)

    def render_en(self) -> str:
        if self.count == "X":
            return en.verb(self.who, "discard", "discards") + " X cards" + (" at random" if self.random else "")
        if int(self.count) < 0:
            return en.verb(self.who, "discard", "discards") + " his or her hand"
        cards = "a card" if self.count == 1 else f"{en.count_word(int(self.count))} cards"
        return en.verb(self.who, "discard", "discards") + " " + cards + (" at random" if self.random else "")

    def render_zh(self) -> str:
        if self.count != "X" and int(self.count) < 0:
            return f"{zh.player(self.who)}弃掉其手牌"
        who = "" if self.who == "you" else zh.player(self.who)
        n = "X" if self.count == "X" else zh.count_word(int(self.count))
        return f"{who}{'随机' if self.random else ''}弃{n}张牌"


@dataclass(frozen=True)
class RevealDiscard(Effect):
    """"Target opponent reveals his or her hand. You choose a noncreature, nonland card from it. That
    player discards that card." (Duress): the spell's controller chooses on resolution."""

    target: Target
    not_types: tuple[str, ...] = ()

    def resolve(self, game: Game, ctx: Context) -> None:
        victim = ctx.next_target()
        if victim in game.state.players:
            reveal_and_discard(game, ctx.obj.controller, victim, self.not_types)

    def render_en(self) -> str:
        nons = ", ".join(f"non{t}" for t in self.not_types)
        card = f"{nons} card" if nons else "card"
        return (f"target opponent reveals his or her hand. You choose a {card} from it. "
                "That player discards that card")

    def render_zh(self) -> str:
        nons = "、".join(f"非{TYPES_ZH[t]}" for t in self.not_types)
        return f"目标对手展示其手牌。你从中选择一张{nons + '的' if nons else ''}牌。该牌手弃掉该牌"
