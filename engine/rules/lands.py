"""Playing lands: a special action, once per turn, in your own main phase with an empty stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import PlayLand
from engine.errors import IllegalAction
from engine.model.objects import Permanent
from engine.rules.turn import MAIN_PHASES

if TYPE_CHECKING:
    from engine.game import Game


def validate_play(game: Game, action: PlayLand) -> None:
    """Raise ``IllegalAction`` unless ``action`` is a legal land play (212.6a, 212.6b, 408.2d)."""
    st = game.state
    found = st.card_in_hand(action.card)
    cite = game.ruleset.cite_all
    if found is None or found[0].id != action.player or not found[1].is_land:
        raise IllegalAction(f"{action.card!r} is not a land in player {action.player}'s hand",
                            f"“{action.card}”不是牌手{action.player}手上的地", rules=cite(["land.play_timing"]))
    if (st.stage != "priority" or st.priority != action.player or st.active != action.player
            or st.step not in MAIN_PHASES or st.stack):
        raise IllegalAction("a land can be played only in your own main phase, with priority and an empty stack",
                            "只能在自己的行动阶段、拥有优先权且堆叠为空时使用地",
                            rules=cite(["land.play_timing", "land.special_action"]))
    if st.players[action.player].lands_played >= 1:
        raise IllegalAction("only one land may be played each turn", "每回合只能使用一张地",
                            rules=cite(["land.one_per_turn"]))

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
    game.log("land_played", [card.id], ["land.play_timing", "land.special_action"],
             f"Player {player.id} plays {card.name}: a special action that doesn't use the stack.",
             f"牌手{player.id}使用{card.display_name('zh-Hans')}：这是不使用堆叠的特殊动作。")
    from engine.rules import triggers
    from engine.rules.continuous import refresh
    from engine.rules.zones import enter_play

    enter_play(game, perm)
    refresh(game)
    triggers.on_enters(game, perm)
