""""Target player reveals his or her hand." (today: "reveals their hand"): every card of the hand is
shown to both players and stays in the hand (413.2b). The trace lists the cards revealed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules.context import KEYS, Context, players_of
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class RevealHand(Effect):
    """"<player> reveals his or her hand": nothing moves; what the hand holds becomes known."""

    who: Subject = "you"

    def harms(self) -> bool:
        return True  # a triggered ability's default target is the opponent (410.4)

    def resolve(self, game: Game, ctx: Context) -> None:
        for pid in players_of(game, ctx, self.who):
            hand = game.state.players[pid].hand
            game.log("hand_revealed", [pid, *(c.id for c in hand)], KEYS, player=pid,
                     cards=[c.label for c in hand] or Msg("reveal.no_cards"))

    def render_en(self) -> str:
        return en.verb(self.who, "reveal", "reveals") + " his or her hand"

    def render_zh(self) -> str:
        return f"{zh.player(self.who)}展示其手牌"
