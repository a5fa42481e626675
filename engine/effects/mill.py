""""Put the top two cards of your library into your graveyard." / "Target player puts the top card of
his or her library into his or her graveyard." (today: "Target player mills two cards."). Cards move
one zone to another as the instruction says (413.2b); a library with fewer cards gives what it has."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Amount, Group, Subject
from engine.rules.context import KEYS, Context, amount_of, players_of
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Mill(Effect):
    """The top ``count`` cards of each named player's library go to that player's graveyard, in
    order (the top card first, so it ends up beneath the next one)."""

    count: Amount
    who: Subject = "you"

    def harms(self) -> bool:
        """Milling another player is aimed at them; milling yourself (to fill a graveyard) is not."""
        return self.who != "you"

    def resolve(self, game: Game, ctx: Context) -> None:
        keys = KEYS + (["resolve.apnap"] if isinstance(self.who, Group) else [])
        n = amount_of(ctx, self.count)
        for pid in players_of(game, ctx, self.who):
            player = game.state.players[pid]
            cards, player.library[:n] = player.library[:n], []
            player.graveyard.extend(cards)
            game.log("cards_milled", [pid, *(c.id for c in cards)], keys, player=pid, count=len(cards),
                     left=len(player.library))

    def render_en(self) -> str:
        n = en.many(self.count)
        top = "the top card" if n == "a" else f"the top {n} cards"
        if self.who == "you":
            return f"put {top} of your library into your graveyard"
        return f"{en.verb(self.who, 'put', 'puts')} {top} of his or her library into his or her graveyard"

    def render_zh(self) -> str:
        if self.who == "you":
            return f"将你牌库顶的{zh.many(self.count)}张牌置入你的坟墓场"
        return f"{zh.player(self.who)}将其牌库顶的{zh.many(self.count)}张牌置入其坟墓场"
