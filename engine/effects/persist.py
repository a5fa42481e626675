""""Return it to play under its owner's control with a -1/-1 counter on it." (persist): the card
that left play, as the trigger saw it go, comes back from its owner's graveyard as a new object
with the counter already on it (the counter is part of the event, not a later effect)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.objects import Permanent
from engine.rules import zones
from engine.rules.context import Context, skip
from engine.text.card_words import slot as w
from engine.text.counter_names import counter_word, counter_zh

if TYPE_CHECKING:
    from engine.game import Game

#: the rule keys of returning the card: the era's keyword (section level) and following the text
KEYS = ["keyword.era", "resolve.follow_instructions"]


@dataclass(frozen=True)
class ReturnDiedToPlay(Effect):
    """The source card, put into a graveyard from play, returns to play under its owner's control
    with one ``counter`` counter on it. Once the card left that graveyard it is a new object the
    ability does not know (217.1c), so nothing returns."""

    counter: str = "-1/-1"

    def resolve(self, game: Game, ctx: Context) -> None:
        state = game.state
        card_id = ctx.obj.source or ""
        owner = next((p for p in state.players.values() if any(c.id == card_id for c in p.graveyard)), None)
        if owner is None or card_id in state.battlefield:
            skip(game, ctx, "skipped.card_gone")
            return
        card = next(c for c in owner.graveyard if c.id == card_id)
        owner.graveyard.remove(card)
        perm = Permanent(card=card, controller=owner.id, owner=owner.id, timestamp=state.new_timestamp(),
                         summoning_sick=True, counters={self.counter: 1})
        state.battlefield[card.id] = perm
        game.log("enters_play", [card.id], KEYS, "enters_play.from_graveyard", player=owner.id, card=card.label)
        game.log("counters_placed", [card.id], ["trigger.enters_with", "keyword.era"], "counters_placed.enters_with",
                 permanent=perm.label, count=1, counter=counter_word(self.counter))
        zones.put_onto_battlefield(game, perm)

    def render_en(self) -> str:
        return f"return it {w('to_play')} under its owner's control with a {self.counter} counter on it"

    def render_zh(self) -> str:
        return f"将它在其拥有者的操控下{w('to_play')}，且上面有一个{counter_zh(self.counter)}指示物"
