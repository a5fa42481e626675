""""You may shuffle your library." / "You may have that player shuffle." (after a look at the top of a
library): the player shuffles, as the instruction says (413.2b). The engine keeps the library's order,
as a search's "then shuffle" does: a scenario can't depend on a random order, and the engine stays
deterministic; the step says so."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules.context import Context, players_of
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class ShuffleLibrary(Effect):
    """``who`` shuffles his or her library; ``optional``: the controller may (``choose: {may: false}``
    declines; by default it is done)."""

    who: Subject = "you"
    optional: bool = True

    def resolve(self, game: Game, ctx: Context) -> None:
        me = ctx.obj.controller
        for pid in players_of(game, ctx, self.who):
            if self.optional:
                answer = game.take_choice("may", me)
                if answer is False:
                    game.log("optional_declined", [me], ["resolve.choices"], player=me)
                    continue
                if answer is None:
                    game.log("choice_default", [me], ["resolve.choices"], "choice_default.optional", player=me)
            game.log("library_shuffled", [pid], ["resolve.follow_instructions"], player=pid)

    def render_en(self) -> str:
        if self.who == "you":
            return ("you may " if self.optional else "") + "shuffle your library"
        if self.optional:
            return f"you may have {en.subject_en(self.who)} shuffle his or her library"
        return f"{en.subject_en(self.who)} shuffles his or her library"

    def render_zh(self) -> str:
        if self.who == "you":
            return ("你可以" if self.optional else "") + "将你的牌库洗牌"
        if self.optional:
            return f"你可以令{zh.subject(self.who)}将其牌库洗牌"
        return f"{zh.subject(self.who)}将其牌库洗牌"
