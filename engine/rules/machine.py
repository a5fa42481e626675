"""The turn machine: from one decision to the next (sections 300-314, 408).

A game is always at a *stage*: a step is starting ("start"), a player is about to get priority
("priority_check": state-based effects and triggers first, 420.3, 408.1f), a decision is due
("priority", "declare_attackers", "declare_blockers", "assign_combat_damage"), or the step is
ending ("end"). ``advance`` runs the stages that need no decision. Where editions differ it asks
the ruleset: what the combat damage step does once damage is assigned, when pools empty and what
unused mana does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.state import Combat
from engine.rules import combat_damage, resolving
from engine.rules.cleanup import cleanup_step
from engine.rules.players import draw_cards
from engine.rules.sbe import check_state_based_effects
from engine.rules.trigger_targets import choose_for_trigger
from engine.rules.triggers import check_state_triggers, on_step
from engine.rules.turn import STEP_RULE, next_step
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Permanent

DECISION_STAGES = ("priority", "declare_attackers", "declare_blockers", "order_blockers", "assign_combat_damage")


def advance(game: Game) -> None:
    """Run the game on until a decision is due, the game is over or the run has stopped."""
    st = game.state
    while not (st.game_over or st.finished) and st.stage not in DECISION_STAGES:
        game.tick()
        if st.stage == "start":
            begin_step(game)
        elif st.stage == "priority_check":
            before_priority(game)
        elif st.stage == "end":
            end_step(game)
        else:  # pragma: no cover - defensive
            raise AssertionError(f"unknown stage {st.stage}")


def give_priority(game: Game, player: str) -> None:
    game.state.priority = player
    game.state.stage = "priority_check"


def acted(game: Game) -> None:
    """A player acted while holding priority: the passes start over and the same player receives
    priority again, after state-based effects and triggers (408.1e, 408.2c)."""
    game.state.passes = 0
    game.state.stage = "priority_check"


def before_priority(game: Game) -> None:
    """State-based effects and triggers, repeated until stable, then priority (420.3, 408.1f)."""
    st = game.state
    while True:
        check_state_based_effects(game)
        if st.game_over:
            return
        check_state_triggers(game)
        if not st.pending_triggers:
            break
        put_triggers_on_stack(game)
    st.stage = "priority"


def put_triggers_on_stack(game: Game) -> None:
    """Waiting triggers go on the stack, active player's first (APNAP, 410.3, 103.4)."""
    st = game.state
    ordered = [t for t in st.pending_triggers if t.controller == st.active] + [
        t for t in st.pending_triggers if t.controller != st.active
    ]
    st.pending_triggers = []
    for trig in ordered:
        if trig.trigger_ability is not None and not choose_for_trigger(game, trig):
            continue
        st.stack.append(trig)
        game.log("trigger_on_stack", [trig.source or trig.id, *trig.targets],
                 ["stack.triggers_on_priority", "trigger.put_on_stack", "trigger.apnap_order", "golden.apnap"],
                 ability=trig.shown)


def pass_priority(game: Game, player: str) -> None:
    """Both players passing in succession resolves the top of the stack, or ends the step (408.1c)."""
    st = game.state
    st.passes += 1
    if st.passes < 2:
        give_priority(game, st.opponent(player))
        return
    st.passes = 0
    if st.stack:
        # Off the stack list while it resolves (its own instructions never see it there), but kept
        # as ``resolving`` so board snapshots show it until it reaches its next zone (413.2).
        obj = st.stack.pop()
        st.resolving = obj
        try:
            if obj.kind == "combat_damage":
                combat_damage.resolve_combat_damage(game, obj)
            else:
                resolving.resolve(game, obj)
        finally:
            st.resolving = None
        give_priority(game, st.active)
    else:
        st.stage = "end"


def blockers_declared(game: Game) -> None:
    """After the declaration the attacking player orders the blockers of each attacker blocked by
    several creatures (509); then the active player gets priority."""
    if combat_damage.needs_order(game):
        game.state.stage = "order_blockers"
        return
    give_priority(game, game.state.active)


def assigned_combat_damage(game: Game, chosen: dict[str, list[tuple[str, int]]]) -> None:
    """A player divided combat damage. After the active player, the defending player divides the
    damage banding gives it (an attacker blocked by a creature with banding), if it has a choice;
    then the ruleset carries it all out, and the active player gets priority."""
    st = game.state
    combat = st.combat
    combat.divisions.update(chosen)
    if combat.dividing in (None, st.active) and combat_damage.needs_assignment_choice(game, game.state.dealers,
                                                                                      st.nonactive):
        combat.dividing = st.nonactive
        return
    deal_assigned(game)
    give_priority(game, st.active)


def deal_assigned(game: Game) -> None:
    """Every division of this combat damage step is chosen: the ruleset carries them out."""
    combat = game.state.combat
    chosen, combat.divisions, combat.dividing = combat.divisions, {}, None
    game.ruleset.combat_damage(game, game.state.dealers, chosen)


def begin_step(game: Game) -> None:
    st = game.state
    step = st.step
    st.passes = 0
    game.log("step_begins", [st.active], [STEP_RULE[step]], turn=st.turn, player=st.active, step=Msg(f"step.{step}"))
    if step == "untap":
        untap_step(game)
        st.stage = "end"
        return
    if step in ("upkeep", "end_of_turn", "end_of_combat", "beginning_of_combat"):
        on_step(game, step)
    if step == "draw":
        if st.turn == 1:
            game.log("draw_skipped", [st.active], ["turn.first_player_skips_draw"])
        else:
            draw_cards(game, st.players[st.active], 1, ["turn.draw"])
        on_step(game, step)  # "at the beginning of each player's draw step" (after the draw)
    elif step == "declare_attackers":
        st.stage = "declare_attackers"
        return
    elif step == "declare_blockers" and st.combat.attackers:
        st.stage = "declare_blockers"
        return
    elif step == "combat_damage" and st.combat.attackers:
        game.state.dealers = combat_damage.damage_dealers(game)
        for player in (st.active, st.nonactive):  # the defending player divides what banding gives it
            if combat_damage.needs_assignment_choice(game, game.state.dealers, player):
                st.combat.dividing = player
                st.stage = "assign_combat_damage"
                return
        deal_assigned(game)
    elif step == "cleanup":
        cleanup(game)
        return
    give_priority(game, st.active)


def untap_step(game: Game) -> None:
    st = game.state
    untapped = []
    kept = []
    for perm in st.battlefield.values():
        skip_once = perm.skip_next_untap == st.active
        if skip_once:
            perm.skip_next_untap = None  # "... its controller's next untap step": this one
        if perm.controller == st.active:
            perm.summoning_sick = False
            if perm.tapped and (perm.has("doesnt_untap") or skip_once or _held_tapped(game, perm)
                                or _chooses_not_to_untap(game, perm)):
                kept.append(perm)
            elif perm.tapped:
                perm.tapped = False
                untapped.append(perm.id)
    st.players[st.active].lands_played = 0
    for player in st.players.values():  # "was dealt damage this turn" (bloodthirst) starts afresh
        player.damaged_this_turn = False
    game.log("untap", untapped, ["turn.untap"], player=st.active)
    for perm in kept:  # "doesn't untap during its controller's untap step" (412.1)
        game.log("doesnt_untap", [perm.id], ["turn.untap", "static.effects"], permanent=perm.label)


def _held_tapped(game: Game, perm: Permanent) -> bool:
    """"... for as long as ~ remains tapped": held while a source is still tapped since the effect
    began (same tap count); the pairs whose source untapped or left play are over and dropped."""
    def lasts(source_id: str, count: int) -> bool:
        source = game.state.permanent(source_id)
        return source is not None and source.tapped and source.tap_count == count

    perm.held_tapped_by = [(s, n) for s, n in perm.held_tapped_by if lasts(s, n)]
    return bool(perm.held_tapped_by)


def _chooses_not_to_untap(game: Game, perm: Permanent) -> bool:
    """"You may choose not to untap ~ during your untap step": ``choose: {untap: false}`` keeps it
    tapped; with no answer its controller untaps it (the default, logged)."""
    if not perm.has("may_not_untap"):
        return False
    answer = game.take_choice("untap", perm.controller)
    if answer is None:
        game.log("choice_default", [perm.id], ["turn.untap", "static.effects"], "choice_default.untap",
                 player=perm.controller, permanent=perm.label)
    return answer is False


def cleanup(game: Game) -> None:
    if cleanup_step(game):
        game.state.cleanup_again = True  # 420.3: players get priority, then another cleanup step
        give_priority(game, game.state.active)
        return
    game.state.stage = "end"


def end_step(game: Game) -> None:
    st = game.state
    step = st.step
    # the first-strike combat damage step is a step of its own: under rules whose pools empty at the
    # end of every step (2009) they empty before the second combat damage step begins
    second_damage_step = step == "combat_damage" and st.combat.first_strike_step and not st.combat.second_step
    if second_damage_step and game.ruleset.pools_empty_after(step):
        for player in st.players.values():
            if player.pool_total():
                game.ruleset.empty_mana_pool(game, player)
    if second_damage_step:
        st.combat.second_step = True
        remaining = [c for c in [*st.combat.attackers, *st.combat.blockers]
                     if c in st.battlefield and c not in st.combat.dealt_damage]
        game.log("second_damage_step", remaining, ["first_strike.extra_step"])
        st.stage = "start"
        return
    if step == "cleanup" and game.state.cleanup_again:
        game.state.cleanup_again = False
        st.stage = "start"
        return
    if game.ruleset.pools_empty_after(step):
        for player in st.players.values():
            if player.pool_total():
                game.ruleset.empty_mana_pool(game, player)
    if step == "end_of_combat":
        st.combat = Combat()
    if game.stop is not None and (st.turn, step) == game.stop:
        st.finished = True
        return
    nxt = next_step(step)
    if nxt is None:
        st.turn += 1
        if st.extra_turns:
            st.active = st.extra_turns.pop()
            game.log("extra_turn_begins", [st.active], ["turn.extra_turn"], player=st.active, turn=st.turn)
        else:
            st.active = st.nonactive
        nxt = "untap"
    st.step = nxt
    st.stage = "start"


__all__ = ["DECISION_STAGES", "acted", "advance", "assigned_combat_damage", "blockers_declared", "give_priority",
           "pass_priority"]
