"""The scenario driver: which decision each of a scenario's ``actions:`` answers, and the defaults between.

One driver for every caller, so that a scenario plays the same wherever it is played: ``resolve()``
(``engine.runner``) plays it to its stop point; the workbench's builder (``oracle.legal``) plays it up
to the decision its next action would answer, then lists the choices there. Two copies of this timing
once disagreed (the builder dropped kicker, buyback, splice and face-down, and showed a kicked creature
without its counters); keeping the only one here is what stops that.

An action is taken the first time its player holds priority (or its turn-based decision comes up) at
or after the previous action, within its ``step:``/``turn:``/``stack: empty``/``respond:``/
``damage_step:`` if given; every other decision gets its default (pass, no attackers beyond those that
must attack, the blocks that are required, the default order and damage assignment).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.actions import (
    Action,
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    OrderBlockers,
    PassPriority,
    PlayLand,
)
from engine.errors import EngineError, InvalidScenario
from engine.game import Game
from engine.model.state import GameState
from engine.rules.banding import assigning_player
from engine.rules.combat import required_attackers, required_blocks
from engine.scenario_fields import ScenarioAction
from engine.scenario_timing import TimingWatch, damage_step_of, responds_now
from engine.text.catalog import Msg

#: The decision each verb answers (``trigger:`` and ``choose:`` answer choices made inside the engine).
DECISION_OF_VERB = {
    "attack": "declare_attackers",
    "block": "declare_blockers",
    "order": "order_blockers",
    "assign": "assign_combat_damage",
    "cast": "priority",
    "activate": "priority",
    "play": "priority",
}


def _owner_of(state: GameState, verb: str, payload: Any) -> str | None:
    if verb in ("cast", "play"):
        card_id = payload["card"] if verb == "cast" else payload
        found = state.card_in_hand(card_id) or state.card_in_graveyard(card_id)
        return found[0].id if found else None
    if verb == "activate":
        perm = state.permanent(payload["source"])
        if perm is None:
            found = state.card_in_hand(payload["source"])
            return found[0].id if found else None
        return perm.controller
    return None


def player_of(game: Game, act: ScenarioAction, decision: Decision) -> str:
    """The player who takes ``act``: its ``player:``, else the one its verb names (docs/engine.md,
    "Actions": the active player attacks and orders, the defending player blocks, the owner casts)."""
    st = game.state
    if act.player:
        return act.player
    if act.verb == "assign":
        return assigning_player(game, act.payload)
    if act.verb in ("attack", "order"):
        return st.active
    if act.verb == "block":
        return st.nonactive
    return _owner_of(st, act.verb, act.payload) or decision.player


def timing_holds(game: Game, act: ScenarioAction) -> bool:
    """Whether the moment is the one ``act``'s modifiers ask for (``step:``, ``turn:``, ``stack: empty``,
    ``respond:``, ``damage_step:``), whoever decides now."""
    st = game.state
    if act.step is not None and st.step != act.step:
        return False
    if act.turn is not None and st.turn != act.turn:
        return False
    if act.stack_empty and st.stack:
        return False
    if act.damage_step is not None and damage_step_of(st) != act.damage_step:
        return False
    return act.respond is None or responds_now(st, act.respond)


def is_due(game: Game, act: ScenarioAction, decision: Decision) -> bool:
    """Whether ``act`` answers ``decision``: its kind, its player and its moment."""
    if DECISION_OF_VERB[act.verb] != decision.kind or player_of(game, act, decision) != decision.player:
        return False
    if not timing_holds(game, act):
        return False
    if act.verb == "assign":
        return all(a in game.state.dealers for a in act.payload)
    return True


def _orders_for_another(act: ScenarioAction, decision: Decision) -> bool:
    """An ``order:`` given for a player other than the one announcing the damage assignment order
    now (509: the attacking player does): refused as illegal rather than left waiting."""
    return (act.verb == "order" and act.player is not None and decision.kind == "order_blockers"
            and act.player != decision.player)


def _assigns_for_another(game: Game, act: ScenarioAction, decision: Decision) -> bool:
    """An ``assign:`` whose ``player:`` is not the one who divides the damage it names (banding gives
    the other player some divisions): applied as given so that it is refused with the rule."""
    return (act.verb == "assign" and act.player is not None and decision.kind == "assign_combat_damage"
            and act.player != decision.player and all(a in game.state.dealers for a in act.payload))


def to_action(game: Game, act: ScenarioAction, player: str) -> Action:
    """The engine action a scenario action stands for, taken by ``player`` (every field of its
    payload: kicker, buyback, splice and face-down included)."""
    p = act.payload
    st = game.state
    if act.verb == "attack":
        pairs = [(a, st.opponent(player)) for a in p] if isinstance(p, list) else list(p.items())
        return DeclareAttackers(player, tuple(pairs), act.bands)
    if act.verb == "block":
        return DeclareBlockers(player, tuple((b, tuple(a)) for b, a in p.items()))
    if act.verb == "order":
        return OrderBlockers(player, tuple((a, tuple(bs)) for a, bs in p.items()))
    if act.verb == "assign":
        return AssignCombatDamage(player, tuple((a, tuple(div.items())) for a, div in p.items()))
    if act.verb == "play":
        return PlayLand(player, p)
    pay = tuple(p["pay"]) if "pay" in p else None
    if act.verb == "cast":
        return CastSpell(player, p["card"], tuple(p["targets"]), pay, p["mode"], p["x"], tuple(p["divide"]),
                         p["kicker"], p["buyback"], tuple(p["splice"]), p["face_down"], tuple(p["discard"]),
                         tuple(p["sacrifice"]), p.get("alternative", False), tuple(p.get("paying", ())),
                         tuple(p.get("convoke", ())), p["evoke"], p.get("suspend", False),
                         p.get("replicate", 0), tuple(p.get("conspire", ())))
    return ActivateAbility(player, p["source"], p["ability"], tuple(p["targets"]), pay, p["x"], tuple(p["discard"]),
                           tuple(p["sacrifice"]), tuple(p.get("paying", ())))


def default_action(game: Game, decision: Decision) -> Action:
    """The documented default of a decision: pass priority, declare the attackers that must attack
    and the blocks that are required (and no others), the default order and damage assignment."""
    if decision.kind == "priority":
        return PassPriority(decision.player)
    if decision.kind == "declare_attackers":
        st = game.state
        return DeclareAttackers(decision.player, tuple((a, st.opponent(decision.player))
                                                       for a in required_attackers(game, decision.player)))
    if decision.kind == "declare_blockers":
        return DeclareBlockers(decision.player, tuple((b, (a,)) for b, a in required_blocks(game, decision.player)))
    if decision.kind == "order_blockers":
        return OrderBlockers(decision.player)
    return AssignCombatDamage(decision.player)


class ScenarioDriver:
    """Plays a scenario's ``actions:`` through a ``Game``, one decision at a time.

    Create it before ``game.start()``: the ``trigger:`` and ``choose:`` answers must be in place
    before the first step begins (an upkeep trigger asks for its target at once).
    """

    def __init__(self, game: Game, actions: Sequence[ScenarioAction]):
        self.game = game
        answers = [a for a in actions if a.verb in ("trigger", "choose")]
        game.state.trigger_answers = [dict(a.payload, at=a.at) for a in answers if a.verb == "trigger"]
        game.state.choices = [dict(a.payload, at=a.at) for a in answers if a.verb == "choose"]
        #: the actions still to take, in order
        self.pending = [a for a in actions if a.verb not in ("trigger", "choose")]
        #: what has been on the stack and which combat damage steps happened (for ``respond:`` and
        #: ``damage_step:`` errors that say why an action's moment never came)
        self.watch = TimingWatch()

    def step(self) -> None:
        """Answer the current decision: with the next action when it is due, else with the default."""
        game = self.game
        decision = game.decision
        assert decision is not None
        self.watch.see(game.state)
        act = self.pending[0] if self.pending else None
        if act is not None and _orders_for_another(act, decision):
            raise game.illegal("illegal.order_not_attacker", ["combat.damage_order"], player=act.player,
                               active=decision.player).located(act.at)
        another = act is not None and _assigns_for_another(game, act, decision)
        if act is not None and (another or is_due(game, act, decision)):
            self._log_ordering_point(act, decision.player)
            try:  # an assign: for another player is applied as given, to be refused with the rule
                game.apply(to_action(game, act, act.player if another and act.player else decision.player))
            except EngineError as exc:
                raise exc.located(act.at) from None
            self.pending.pop(0)
        else:
            game.apply(default_action(game, decision))

    def _log_ordering_point(self, act: ScenarioAction, player: str) -> None:
        """Say in the trace which ordering point a ``respond:`` or ``damage_step:`` action waited for,
        with its rule: priority and the stack (408.1c, 408.1e; a trigger goes on the stack when a
        player would receive priority, 408.1f) or the two combat damage steps (502.2b; 2009 510.4)."""
        game = self.game
        if act.respond is not None:
            top = game.state.stack[-1]
            keys = ["priority.general", "stack.put_on_top"] + (["stack.triggers_on_priority"] if top.kind == "trigger"
                                                               else [])
            game.log("responded", [top.source or top.id], keys, player=player, object=top.shown)
        if act.damage_step is not None:
            game.log("damage_step_action", [], ["turn.combat_damage", "first_strike.damage_steps"], player=player,
                     which=Msg(f"damage_step.{act.damage_step}"))

    def play(self, until: Callable[[Game], bool] | None = None) -> None:
        """Play on until the game is over, or, once every action has been taken, until ``until(game)``
        holds at a decision (the builder's probe: the decision its next action would answer)."""
        game = self.game
        while not game.is_over:
            if until is not None and not self.pending and until(game):
                return
            self.step()

    def check_all_taken(self, stop: tuple[int, str]) -> None:
        """Refuse an action (or a ``trigger:``/``choose:`` answer) whose moment never came before the
        run stopped at ``stop``: never silently dropped. A game that ended (102.3) leaves the rest."""
        game = self.game
        unused = game.state.trigger_answers + game.state.choices
        if game.state.game_over or not (self.pending or unused):
            return
        at = self.pending[0].at if self.pending else min(unused, key=lambda a: int(a["at"][8:-1]))["at"]
        where = {"turn": stop[0], "step": Msg(f"step.{stop[1]}")}
        message = Msg("error.action_never_taken", **where)
        act = self.pending[0] if self.pending else None
        if act is not None and act.respond is not None:
            ref = act.respond
            seen = self.watch.saw(ref, self.watch.on_stack)
            message = Msg("error.respond_never_on_top" if seen else "error.respond_never_on_stack", object=ref.source,
                          **where)
        elif act is not None and act.damage_step == "first_strike" and "first_strike" not in self.watch.damage_steps:
            message = Msg("error.no_first_strike_step", rule=game.ruleset.cite("first_strike.damage_steps"), **where)
        raise InvalidScenario(message, at=at, ruleset=game.ruleset.name)
