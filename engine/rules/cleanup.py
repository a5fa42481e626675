"""The cleanup step (314): hand size, damage wearing off, and the end of "until end of turn"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.characteristics import end_of_turn
from engine.rules.continuous import refresh
from engine.rules.sbe import check_state_based_effects
from engine.rules.trigger_events import on_discarded

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Permanent


def _no_maximum_hand_size(game: Game) -> Permanent | None:
    """The permanent in play whose "You have (Players have) no maximum hand size." spares the active
    player the cleanup discard, if any."""
    st = game.state
    for perm in st.battlefield.values():
        for rule in perm.card.abilities.hand_size_rules:
            if rule.players == "each" or perm.controller == st.active:
                return perm
    return None


def cleanup_step(game: Game) -> bool:
    """The cleanup step's actions (314): discard to hand size, damage wears off, "until end of turn"
    effects end. True if state-based effects or triggers then need priority (420.3)."""
    st = game.state
    active = st.players[st.active]
    excess = len(active.hand) - game.ruleset.max_hand_size
    unlimited = _no_maximum_hand_size(game) if excess > 0 else None
    if unlimited is not None:
        game.log("no_maximum_hand_size", [unlimited.id], ["turn.cleanup", "static.general"], player=st.active,
                 source=unlimited.label, count=len(active.hand))
    elif excess > 0:
        discarded = active.hand[-excess:]
        del active.hand[-excess:]
        active.graveyard.extend(discarded)
        game.log("discard", [c.id for c in discarded], ["turn.cleanup"], "discard.hand_size", player=st.active,
                 size=game.ruleset.max_hand_size, cards=[c.label for c in discarded])
        on_discarded(game, st.active, discarded)
    damaged = [p.id for p in st.battlefield.values() if p.damage]
    pumped = [p.id for p in st.battlefield.values() if p.until_eot or p.regeneration_shields or p.prevention_shield]
    pumped += [p.id for p in st.battlefield.values() if p.eot_keywords or p.eot_lost or p.control_until_eot]
    for perm in st.battlefield.values():
        if perm.changes or perm.gains_at:
            if end_of_turn(perm, game.ruleset.layered_effects):
                pumped.append(perm.id)
        perm.damage = 0
        perm.until_eot = []
        perm.eot_keywords = set()
        perm.eot_lost = set()
        perm.attacked_this_turn = False
        perm.regeneration_shields = 0
        perm.prevention_shield = 0
        perm.damaged_by = set()
        perm.activated_this_turn = set()
        if perm.control_until_eot is not None:
            perm.controller, perm.control_until_eot = perm.control_until_eot, None
    for player in st.players.values():
        player.prevention_shield = 0
    pumped += [s.source for s in st.shields if s.source in st.battlefield]
    st.shields = []
    st.turn_replacements = []
    if damaged or pumped:
        touched = set(damaged + pumped)
        game.log("cleanup", [pid for pid in st.battlefield if pid in touched], ["turn.cleanup"])
    refresh(game)
    return check_state_based_effects(game) or bool(st.pending_triggers)
