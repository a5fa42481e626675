""""Scry 2." (Fifth Dawn on; a keyword action of the July 2009 rules, section 701): look at the top
two cards of your library, put any number of them on the bottom of your library in any order and the
rest on top in any order. The classic rules have no number for it: it is one of the era's words
(section 502, as the era's keywords the corpus does not number)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Amount
from engine.rules.context import Context, amount_of

if TYPE_CHECKING:
    from engine.game import Game

KEYS = ["scry.action", "resolve.choices"]


@dataclass(frozen=True)
class Scry(Effect):
    """The controller scries ``count``: ``choose: {scry: [ids]}`` names the cards among the top
    ``count`` that go to the bottom, in that order; the others stay on top in their order. Without
    an answer every card stays on top (the deterministic default). An id that is not among the cards
    looked at is refused (an ``illegal_action``)."""

    count: Amount

    def resolve(self, game: Game, ctx: Context) -> None:
        player = game.state.players[ctx.obj.controller]
        n = amount_of(ctx, self.count)
        looked = player.library[:n]
        chosen, at = game.take_choice_located("scry", player.id)
        bottom_ids = [str(x) for x in chosen] if isinstance(chosen, list) else []
        by_id = {c.id: c for c in looked}
        stray = next((i for i in bottom_ids if i not in by_id), None)
        if stray is not None:
            raise game.illegal("illegal.not_scried", ["resolve.choices"], choice=game.state.label(stray),
                               player=player.id).located(at or "")
        bottom = [by_id[i] for i in dict.fromkeys(bottom_ids)]
        top = [c for c in looked if c not in bottom]
        player.library[:n] = top
        player.library.extend(bottom)
        game.log("scried", [player.id, *(c.id for c in bottom)], KEYS, player=player.id, looked=len(looked),
                 bottom=len(bottom))

    def render_en(self) -> str:
        return f"scry {self.count}"

    def render_zh(self) -> str:
        return f"占卜{self.count}"
