"""Moving a card out of a graveyard (section 217: a card that changes zones is a new object): to
its owner's removed-from-the-game zone, hand, library top or bottom, or into play under the
control of the player whose spell or ability moved it. The card may be in any player's graveyard
("Remove target card in a graveyard from the game."); it always goes to its owner's zones."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.objects import Permanent
from engine.rules.zones import put_onto_battlefield

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Card

#: where a graveyard card may go, as the effects and costs name it
DESTINATIONS = ("exile", "hand", "play", "top", "bottom")


def find(game: Game, card_id: str) -> tuple[str, Card] | None:
    """The owner (whose graveyard holds it) and the card, or None once it has left every graveyard."""
    for pid, player in game.state.players.items():
        card = next((c for c in player.graveyard if c.id == card_id), None)
        if card is not None:
            return pid, card
    return None


def move(game: Game, card_id: str, to: str, controller: str,
         keys: tuple[str, ...] = ("resolve.follow_instructions",)) -> bool:
    """Move the card from its owner's graveyard to ``to`` (one of ``DESTINATIONS``); ``controller``
    is the player it comes into play under. False when it is no longer in a graveyard."""
    found = find(game, card_id)
    if found is None:
        return False
    owner, card = found
    player = game.state.players[owner]
    player.graveyard.remove(card)
    if to == "exile":
        player.removed.append(card)
        game.log("removed_from_game", [card.id], list(keys), "removed_from_game.graveyard", card=card.label, player=owner)
    elif to == "hand":
        player.hand.append(card)
        game.log("returned_to_hand", [card.id], list(keys), "returned_to_hand.graveyard", card=card.label, player=owner)
    elif to == "play":
        state = game.state
        perm = Permanent(card=card, controller=controller, owner=owner, timestamp=state.new_timestamp(),
                         summoning_sick=True)
        state.battlefield[card.id] = perm
        game.log("enters_play", [card.id], list(keys), "enters_play.from_any_graveyard", card=card.label,
                 owner=owner, player=controller)
        put_onto_battlefield(game, perm)
    else:
        player.library.insert(0 if to == "top" else len(player.library), card)
        game.log("put_on_library", [card.id], list(keys), f"put_on_library.graveyard_{to}", card=card.label, player=owner)
    return True
