"""Cost parts of an activated ability paid with cards of a zone of the payer's (409.1f): "Exile two
creature cards from your graveyard", "Exile the top card of your library". The graveyard cards are
the ones the activate action names (``paying:``), else the most recent ones of the kind; the
library's are its top cards. Too few: the activation is refused before anything is paid."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import ActivateAbility
from engine.model.abilities import ZoneCards

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Card


def cards_for(game: Game, part: ZoneCards, action: ActivateAbility) -> list[Card]:
    """The cards that pay the part (fewer than ``part.count`` when it can't be paid)."""
    player = game.state.players[action.player]
    if part.zone == "library":
        return player.library[:part.count]
    fitting = [c for c in reversed(player.graveyard) if not part.any_of or any(c.has_type(t) for t in part.any_of)]
    named = [c for c in fitting if c.id in action.paying]
    rest = [c for c in fitting if c not in named]
    return (named + rest)[:part.count] if len(named) < part.count else named[:part.count]


def check(game: Game, part: ZoneCards, action: ActivateAbility, label: object) -> None:
    """Refuse the activation (nothing paid yet) when the zone holds too few cards of the kind."""
    if len(cards_for(game, part, action)) < part.count:
        raise game.illegal("illegal.cant_pay_zone_cost", ["cast.pay_costs"], permanent=label)


def pay(game: Game, part: ZoneCards, action: ActivateAbility) -> None:
    """Remove the cards from the game (a cost is paid, 409.1f), logged as one step."""
    player = game.state.players[action.player]
    cards = cards_for(game, part, action)
    for card in cards:
        (player.library if part.zone == "library" else player.graveyard).remove(card)
        player.removed.append(card)
    game.log("removed_for_cost", [c.id for c in cards], ["cast.pay_costs"], f"removed_for_cost.{part.zone}",
             player=action.player, cards=[c.label for c in cards])
