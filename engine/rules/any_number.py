"""Instructions on "any number of" objects: "Sacrifice any number of creatures.", "Discard any
number of cards." The player chooses which as the spell or ability resolves (413.2c), from none to
all of them, and what follows counts what was done "this way" ("You gain 3 life for each creature
sacrificed this way", "... for each card discarded this way": ``Context.this_way``).

The scenario answers with ``choose: {sacrifice: [ids]}`` or ``choose: {discard: [ids]}``; without
an answer the player chooses none (the only choice that never does more than the player asked for).
All the permanents chosen are sacrificed at once, as one event (410.10d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.targeting import Group
from engine.rules.context import Context
from engine.rules.players import discardable
from engine.rules.trigger_events import on_discarded
from engine.rules.zones import left_play, put_into_graveyard, sacrifice_candidates
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game

#: the rule keys of a choice made on resolution
KEYS = ["resolve.follow_instructions", "resolve.choices"]


def _chosen_ids(game: Game, kind: str, player_id: str) -> tuple[str, ...] | None:
    chosen = game.take_choice(kind, player_id)
    return tuple(str(i) for i in chosen) if isinstance(chosen, list) else None


def _log_choice(game: Game, player_id: str, ids: list[str], chosen: bool, what: str) -> None:
    game.log("any_number_chosen", [player_id, *ids], KEYS, player=player_id, count=len(ids),
             what=Msg(what), how=Msg("any_number.as_chosen" if chosen else "any_number.default"))


def sacrifice_any_number(game: Game, ctx: Context, group: Group) -> None:
    """The controller sacrifices the permanents of ``group`` he or she chooses, all at once."""
    player_id = ctx.obj.controller
    ids = _chosen_ids(game, "sacrifice", player_id)
    options = sacrifice_candidates(game, player_id, group, ctx.obj.source)
    by_id = {p.id: p for p in options}
    picks = [by_id[i] for i in dict.fromkeys(ids or ()) if i in by_id]  # in the order named
    _log_choice(game, player_id, [p.id for p in picks], ids is not None, "any_number.sacrificed")
    for pick in picks:
        put_into_graveyard(game, pick, defer_triggers=True)
        game.log("sacrificed", [pick.id], ["resolve.follow_instructions"], player=pick.controller,
                 permanent=pick.label)
    left_play(game, picks, to_graveyard=True)
    ctx.this_way = len(picks)
    if len(picks) == 1:
        ctx.acted_on(picks[0])


def discard_any_number(game: Game, ctx: Context, kind: str) -> None:
    """The controller discards the cards (of ``kind``, if it names one) he or she chooses."""
    player_id = ctx.obj.controller
    player = game.state.players[player_id]
    ids = _chosen_ids(game, "discard", player_id)
    cards = [c for c in player.hand if discardable(c, kind) and ids is not None and c.id in ids]
    _log_choice(game, player_id, [c.id for c in cards], ids is not None, "any_number.discarded")
    for card in cards:
        player.hand.remove(card)
        player.graveyard.append(card)
    if cards:
        game.log("discard", [player_id, *(c.id for c in cards)], KEYS, player=player_id, count=len(cards),
                 how=Msg("discard.as_chosen"), cards=[c.label for c in cards])
    on_discarded(game, player_id, cards)
    ctx.this_way = len(cards)
