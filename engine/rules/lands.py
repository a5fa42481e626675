"""Playing lands: a special action, once per turn, in your own main phase with an empty stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import PlayLand
from engine.model.objects import Permanent
from engine.rules.turn import MAIN_PHASES
from engine.rules.zones import put_onto_battlefield

if TYPE_CHECKING:
    from engine.game import Game


def validate_play(game: Game, action: PlayLand) -> None:
    """Raise ``IllegalAction`` unless ``action`` is a legal land play (212.6a, 212.6b, 408.2d)."""
    st = game.state
    found = st.card_in_hand(action.card)
    if found is None or found[0].id != action.player or not found[1].is_land:
        raise game.illegal("illegal.not_land_in_hand", ["land.play_timing"], card=st.label(action.card),
                           card_id=action.card, player=action.player)
    if (st.stage != "priority" or st.priority != action.player or st.active != action.player
            or st.step not in MAIN_PHASES or st.stack):
        raise game.illegal("illegal.land_timing", ["land.play_timing", "land.special_action"])
    if st.players[action.player].lands_played >= 1:
        raise game.illegal("illegal.one_land", ["land.one_per_turn"])


def play(game: Game, action: PlayLand) -> None:
    """Put the land into play: a special action that doesn't use the stack."""
    st = game.state
    player = st.players[action.player]
    card = next(c for c in player.hand if c.id == action.card)
    player.hand.remove(card)
    player.lands_played += 1
    perm = Permanent(card=card, controller=player.id, owner=player.id, timestamp=st.new_timestamp(),
                     summoning_sick=True)
    st.battlefield[card.id] = perm
    game.log("land_played", [card.id], ["land.play_timing", "land.special_action"], player=player.id,
             card=card.label)
    put_onto_battlefield(game, perm)
