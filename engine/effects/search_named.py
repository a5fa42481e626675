""""Search your library for up to three cards named ~, reveal them, put them into your hand, then
shuffle." and "Search your library for a card named ~, put it onto the battlefield, then shuffle.":
a search for cards with the source's own name (the name of the card whose ability it is). The
cards are the scenario's (``choose: {search: [ids]}``, up to ``count`` of those with the name),
by default every one that fits from the top, up to ``count``; the library keeps its order as
``SearchLibrary``'s does."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.objects import Permanent
from engine.rules.context import Context
from engine.rules.zones import put_onto_battlefield
from engine.text.card_words import slot as w
from engine.text.catalog import Msg
from engine.text.vocab import NUMBER_EN

if TYPE_CHECKING:
    from engine.game import Game

#: the Chinese number words of "up to N" (至多三张)
NUMBER_ZH = {1: "一", 2: "两", 3: "三", 4: "四", 5: "五"}


@dataclass(frozen=True)
class SearchNamed(Effect):
    """Up to ``count`` cards named as the source ("a card named ~": ``count`` 1, not "up to"),
    put ``to`` "hand" (revealed) or "play" (``tapped``), then the library is shuffled."""

    count: int = 1
    up_to: bool = False
    to: str = "hand"
    tapped: bool = False

    def resolve(self, game: Game, ctx: Context) -> None:
        state = game.state
        me = ctx.obj.controller
        player = state.players[me]
        name = ctx.obj.card.name if ctx.obj.card is not None else None
        fits = [c for c in player.library if name is not None and c.name == name]
        wanted = game.take_choice("search", me)
        if isinstance(wanted, list):
            fits = [c for c in fits if c.id in wanted]
        found = fits[:self.count]
        if not found:
            game.log("search_failed", [me], ["resolve.follow_instructions"], player=me)
        for card in found:
            player.library.remove(card)
            if self.to == "hand":
                player.hand.append(card)
                game.log("search_to_hand", [me, card.id], ["resolve.follow_instructions"], player=me, card=card.label)
                continue
            perm = Permanent(card=card, controller=me, owner=me, timestamp=state.new_timestamp(), tapped=self.tapped,
                             summoning_sick=True)
            state.battlefield[card.id] = perm
            game.log("enters_play", [card.id], ["resolve.follow_instructions"], "enters_play.search", player=me,
                     card=card.label, tapped=Msg("word.tapped_suffix") if self.tapped else None)
            put_onto_battlefield(game, perm)
        game.log("library_shuffled", [me], ["resolve.follow_instructions"], player=me)

    def render_en(self) -> str:
        cards = f"up to {NUMBER_EN[self.count]} cards named ~" if self.up_to else "a card named ~"
        them = "them" if self.up_to else "it"
        if self.to == "hand":
            return f"search your library for {cards}, reveal {them}, put {them} into your hand, then shuffle your library"
        tapped = " tapped" if self.tapped else ""
        return f"search your library for {cards}, put {them} {w('put_into_play')}{tapped}, then shuffle your library"

    def render_zh(self) -> str:
        cards = f"至多{NUMBER_ZH[self.count]}张名称为~的牌" if self.up_to else "一张名称为~的牌"
        them = "它们" if self.up_to else "该牌"
        if self.to == "hand":
            return f"从你的牌库中搜寻{cards}，展示{them}，将{them}置入你手上，然后将你的牌库洗牌"
        tapped = "横置" if self.tapped else ""
        return f"从你的牌库中搜寻{cards}，将{them}{tapped}{w('put_into_play')}，然后将你的牌库洗牌"
