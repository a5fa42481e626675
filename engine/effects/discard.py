"""Discarding: "<player> discards N cards [at random]" / "his or her hand", and Duress's
"reveals his or her hand; you choose a card; that player discards it" (the choice is made on
resolution, 413.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import ANY_NUMBER, Quantity, Subject, Target
from engine.rules.any_number import discard_any_number
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

    #: -1: "his or her hand"; "X": the X chosen as it was cast (Mind Twist); a ``Quantity``: "a card
    #: for each Swamp you control" (read as it resolves), "any number of cards" (``ANY_NUMBER``)
    count: int | str | Quantity
    who: Subject = "you"
    random: bool = False
    #: the card type the discarded cards must have ("discard a creature card"), "non…" for any other
    kind: str = ""

    def harms(self) -> bool:
        return True

    def resolve(self, game: Game, ctx: Context) -> None:
        if self.count == ANY_NUMBER:
            discard_any_number(game, ctx, self.kind)
            return
        for pid in players_of(game, ctx, self.who):
            ctx.player = pid  # "for each card in his or her hand": the discarding player's
            count = int(self.count) if isinstance(self.count, int) else amount_of(ctx, self.count)
            ctx.player = None
            discard(game, pid, count, self.random, self.kind)

    def render_en(self) -> str:
        if isinstance(self.count, Quantity):  # "discards a card for each Swamp you control"
            cards = " X cards" if self.count.x else " a card"
            return en.verb(self.who, "discard", "discards") + cards + en.for_each(self.count) + en.where_x(self.count)
        if self.count == ANY_NUMBER:
            return "discard any number of " + (f"{self.kind} cards" if self.kind else "cards")
        if self.count == "X":
            return en.verb(self.who, "discard", "discards") + " X cards" + (" at random" if self.random else "")
        if int(self.count) < 0:
            return en.verb(self.who, "discard", "discards") + " his or her hand"
        cards = "a card" if self.count == 1 else f"{en.count_word(int(self.count))} cards"
        if self.kind:
            cards = en.a_an(f"{self.kind} card") if self.count == 1 else cards.replace("cards", f"{self.kind} cards")
        return en.verb(self.who, "discard", "discards") + " " + cards + (" at random" if self.random else "")

    def render_zh(self) -> str:
        who = "" if self.who == "you" else zh.player(self.who)
        kind = ("非" + TYPES_ZH[self.kind[3:]] if self.kind.startswith("non") else TYPES_ZH[self.kind]) if self.kind else ""
        if isinstance(self.count, Quantity):  # 你操控的沼泽每有一个，目标牌手弃一张牌
            cards = "X张牌" if self.count.x else "一张牌"
            return f"{zh.for_each(self.count)}{who}弃{cards}{zh.where_x(self.count)}"
        if self.count == ANY_NUMBER:
            return f"弃任意数量的{kind}牌"
        if self.count != "X" and int(self.count) < 0:
            return f"{zh.player(self.who)}弃掉其手牌"
        n = "X" if self.count == "X" else zh.count_word(int(self.count))
        return f"{who}{'随机' if self.random else ''}弃{n}张{kind}牌"


@dataclass(frozen=True)
class RevealDiscard(Effect):
    """"Target opponent reveals his or her hand. You choose a noncreature, nonland card from it. That
    player discards that card." (Duress): the spell's controller chooses on resolution."""

    target: Target
    not_types: tuple[str, ...] = ()
    #: "Look at target player's hand and choose a card from it. That player discards that card.": the
    #: hand is shown to the chooser only (engine/effects/look.py's family)
    looked: bool = False

    def resolve(self, game: Game, ctx: Context) -> None:
        victim = ctx.next_target()
        if victim in game.state.players:
            reveal_and_discard(game, ctx.obj.controller, victim, self.not_types, looked=self.looked)

    def render_en(self) -> str:
        nons = ", ".join(f"non{t}" for t in self.not_types)
        card = f"{nons} card" if nons else "card"
        if self.looked:
            return (f"look at {en.subject_en(self.target)}'s hand and choose {en.a_an(card)} from it. "
                    "That player discards that card")
        return (f"target opponent reveals his or her hand. You choose a {card} from it. "
                "That player discards that card")

    def render_zh(self) -> str:
        nons = "、".join(f"非{TYPES_ZH[t]}" for t in self.not_types)
        if self.looked:
            return f"检视{zh.subject(self.target)}的手牌并选择其中一张{nons + '的' if nons else ''}牌。该牌手弃掉该牌"
        return f"目标对手展示其手牌。你从中选择一张{nons + '的' if nons else ''}牌。该牌手弃掉该牌"
