""""Sacrifice ~ unless you return an untapped Island you control to its owner's hand." (the Karoo
lands of Visions): the controller chooses on resolution which permanent to return (413.2c), or
returns none, and then the land is sacrificed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Group
from engine.rules import zones
from engine.rules.context import Context, objects_of
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class SacrificeUnlessReturn(Effect):
    """"Sacrifice ~ unless you return <a permanent of ``what``> to its owner's hand."

    ``choose: {return: [id]}`` names the permanent to return, ``choose: {return: []}`` returns none;
    by default the controller returns one when able (the most recent, as ``zones.choose_permanent``),
    because keeping the land is what the card is played for. With nothing to return, the land is
    sacrificed. A chosen id that is not such a permanent is refused (an ``illegal_action``)."""

    what: Group

    def resolve(self, game: Game, ctx: Context) -> None:
        st = game.state
        controller = ctx.obj.controller
        options = [pid for pid in objects_of(game, ctx, self.what) if pid in st.battlefield]
        chosen, at = game.take_choice_located("return", controller)
        if isinstance(chosen, list) and chosen:
            pick = next((o for o in options if o in chosen), None)
            if pick is None:
                raise game.illegal("illegal.not_returnable", ["resolve.choices"], choice=st.label(str(chosen[0])),
                                   player=controller).located(at or "")
        elif isinstance(chosen, list) or not options:
            pick = None
        else:
            pick = zones.choose_permanent(game, controller, options, "return")
        if pick is not None:
            zones.return_to_hand(game, pick, controller)
            return
        source = st.battlefield.get(ctx.obj.source or "")
        if source is not None:
            game.log("nothing_returned", [source.id], ["resolve.follow_instructions"], player=controller,
                     permanent=source.label)
            zones.sacrifice(game, source, "effect")

    def render_en(self) -> str:
        return f"sacrifice ~ unless you return {en.a_an(en.group_sg(self.what))} to its owner's hand"

    def render_zh(self) -> str:
        return f"除非你将一个{zh.group(self.what)}移回其拥有者手上，否则牺牲~"
