"""``resolve()``: run a scenario's decisions through a ``Game`` and return the public JSON dict.

An action is taken the first time its player holds priority (or its turn-based decision comes
up) at or after the previous action, within its ``step:``/``turn:`` and ``stack: empty`` if
given; every other decision gets its default (pass, no attackers, no blockers, default damage
assignment).

    >>> resolve({"players": [{"id": "A"}, {"id": "B"}], "stop": "main1"})["outcome"]
    {'winners': [], 'losers': [], 'draw': False}
"""

from __future__ import annotations

import time
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
from engine.limits import DEFAULT_MAX_STEPS, BoundedTrace, Limits
from engine.model.board import board_of
from engine.model.state import GameState
from engine.rules.banding import assigning_player
from engine.rules.combat import required_attackers, required_blocks
from engine.rulesets import Ruleset, get_ruleset
from engine.scenario import (
    CardLookup,
    Scenario,
    ScenarioAction,
    build_state,
    build_state_timed,
    load_scenario,
)
from engine.text.catalog import Msg

_DECISION_OF_VERB = {
    "attack": "declare_attackers",
    "block": "declare_blockers",
    "order": "order_blockers",
    "assign": "assign_combat_damage",
    "cast": "priority",
    "activate": "priority",
    "play": "priority",
}


def _ruleset(sc: Scenario, ruleset: str | Ruleset | None) -> Ruleset:
    """The ruleset to play under: ``ruleset`` when given (a name, or a ``Ruleset`` of one's own, like
    a python-chess variant), else the scenario's ``ruleset:``."""
    if isinstance(ruleset, Ruleset):
        return ruleset
    return get_ruleset(ruleset if ruleset is not None else sc.ruleset)


def new_game(
    scenario: str | dict[str, Any], *, max_steps: int = DEFAULT_MAX_STEPS, card_lookup: CardLookup | None = None,
    ruleset: str | Ruleset | None = None, limits: Limits | None = None,
) -> Game:
    """A ``Game`` at the scenario's starting point, for interactive use."""
    sc = load_scenario(scenario, limits=limits)
    rules = _ruleset(sc, ruleset)
    state = build_state(sc, card_lookup, rules)
    return Game(state, rules, stop=sc.stop, max_steps=max_steps)


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


def _player_of(game: Game, act: ScenarioAction, decision: Decision) -> str:
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


def _is_due(game: Game, act: ScenarioAction, decision: Decision) -> bool:
    st = game.state
    if _DECISION_OF_VERB[act.verb] != decision.kind or _player_of(game, act, decision) != decision.player:
        return False
    if act.step is not None and st.step != act.step:
        return False
    if act.turn is not None and st.turn != act.turn:
        return False
    if act.stack_empty and st.stack:
        return False
    if act.verb == "assign":
        return all(a in game.dealers for a in act.payload)
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
            and act.player != decision.player and all(a in game.dealers for a in act.payload))


def _to_action(game: Game, act: ScenarioAction, player: str) -> Action:
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
                         tuple(p["sacrifice"]))
    return ActivateAbility(player, p["source"], p["ability"], tuple(p["targets"]), pay, p["x"], tuple(p["discard"]),
                           tuple(p["sacrifice"]))


def _default(game: Game, decision: Decision) -> Action:
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


def run(
    scenario: str | dict[str, Any], *, max_steps: int = DEFAULT_MAX_STEPS, card_lookup: CardLookup | None = None,
    boards: bool = False, time_limit: float | None = None, ruleset: str | Ruleset | None = None,
    limits: Limits | None = None,
) -> Game:
    """Play a scenario to its stop point and return the finished ``Game``.

    ``boards`` records the board after every trace step (for a step-by-step viewer);
    ``time_limit`` (seconds) is one deadline for the whole run, reading and building included:
    past it the run stops with ``LimitExceeded`` (``limit: time_limit``). Building the card
    language's parsers, which a new process does at its first card text and a server before it
    answers, is start-up and does not count. ``limits`` caps the
    scenario's size and shape (``engine.limits.Limits``); ``max_steps`` bounds a loop (421);
    ``ruleset`` plays it under another ruleset than the scenario names.
    """
    deadline = time.perf_counter() + time_limit if time_limit is not None else None
    sc = load_scenario(scenario, limits=limits, deadline=deadline)
    rules = _ruleset(sc, ruleset)
    state, parser_seconds = build_state_timed(sc, card_lookup, rules, deadline=deadline)
    if deadline is not None:
        deadline += parser_seconds  # a new process's parser build is start-up, not this run's work
    limits = limits or Limits()
    trace = BoundedTrace(limits, deadline) if boards else None
    game = Game(state, rules, trace=trace, stop=sc.stop, max_steps=max_steps, start=False)
    if boards:
        game.record_boards = True
        game.initial_board = board_of(state)
    game.deadline = deadline
    answers = [a for a in sc.actions if a.verb in ("trigger", "choose")]
    game.trigger_answers = [dict(a.payload, at=a.at) for a in answers if a.verb == "trigger"]
    game.choices = [dict(a.payload, at=a.at) for a in answers if a.verb == "choose"]
    game.start()
    pending = [a for a in sc.actions if a.verb not in ("trigger", "choose")]
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        act = pending[0] if pending else None
        if act is not None and _orders_for_another(act, decision):
            raise game.illegal("illegal.order_not_attacker", ["combat.damage_order"], player=act.player,
                               active=decision.player).located(act.at)
        another = act is not None and _assigns_for_another(game, act, decision)
        if act is not None and (another or _is_due(game, act, decision)):
            try:  # an assign: for another player is applied as given, to be refused with the rule
                game.apply(_to_action(game, act, act.player if another and act.player else decision.player))
            except EngineError as exc:
                raise exc.located(act.at) from None
            pending.pop(0)
        else:
            game.apply(_default(game, decision))
    unused = game.trigger_answers + game.choices
    if pending and not game.state.game_over or unused and not game.state.game_over:
        at = pending[0].at if pending else min(unused, key=lambda a: int(a["at"][8:-1]))["at"]
        raise InvalidScenario(Msg("error.action_never_taken", turn=sc.stop[0], step=Msg(f"step.{sc.stop[1]}")),
                              at=at, ruleset=game.ruleset.name)
    return game


def result_of(game: Game) -> dict[str, Any]:
    """The public JSON dict of a game: ruleset, steps, state and outcome."""
    st = game.state
    result = {
        "ruleset": game.ruleset.name,
        "steps": game.trace.to_list(),
        "state": board_of(st),
        "outcome": {"winners": list(st.winners), "losers": list(st.losers), "draw": st.draw},
    }
    if game.initial_board is not None:
        result["initial_board"] = game.initial_board
    return result


def resolve(
    scenario: str | dict[str, Any], *, max_steps: int = DEFAULT_MAX_STEPS, card_lookup: CardLookup | None = None,
    boards: bool = False, time_limit: float | None = None, ruleset: str | Ruleset | None = None,
    limits: Limits | None = None,
) -> dict[str, Any]:
    """Resolve a scenario (YAML/JSON text or dict) and return the cited trace as a dict.

    Raises ``InvalidScenario``, ``IllegalAction``, ``UnsupportedText``, ``LoopLimit`` (421) or
    ``LimitExceeded``; each has ``to_dict()`` giving the public error JSON.
    """
    return result_of(run(scenario, max_steps=max_steps, card_lookup=card_lookup, boards=boards,
                         time_limit=time_limit, ruleset=ruleset, limits=limits))
