"""What may be done next in a scenario: the builder's choices, offered from the engine's ``legal_actions()``.

The workbench's board builder adds actions one at a time ("attack with these", "block that attacker
with this", "cast this targeting that"). To offer the legal choices for the next action, the
scenario is played by the engine's own scenario driver (``engine.run(..., until=...)``, the one
``resolve()`` uses, so the builder's board is the trace's board), which takes every existing action
and then runs on with the default decisions until the decision the next action needs. This module
only lists the options there and formats them. Every candidate is answered: legal, or
the engine's own ``IllegalAction`` with the rule that forbids it (found by applying it to a copy).

    >>> probe = next_choices(text, {"verb": "attack"}, card_lookup=library.lookup)   # doctest: +SKIP
    >>> [(o["object"], o["legal"]) for o in probe["options"]]                        # doctest: +SKIP
    [('striker', True), ('wall', False)]
"""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext

import engine
from engine.cardlang import render_ability
from engine.driver import DECISION_OF_VERB, timing_holds, to_action
from engine.model.board import board_of
from engine.rules.banding import divider
from engine.rules.combat_damage import ordered_blockers
from engine.rules.turn import STEPS
from engine.scenario_fields import ScenarioAction
from engine.scenario_timing import DAMAGE_STEPS, STACK_KINDS, StackRef, damage_step_of
from oracle.compare.phrases import _
from oracle.i18n import in_every_language
from oracle.refusal import Refusal

LANGS = ("zh-Hans", "zh-Hant", "en")


class ProbeError(Refusal):
    """The request itself is wrong (unknown verb, a player or step that does not exist)."""


class MalformedAttempt(Exception):
    """``try`` is not an action the scenario reader accepts (``{"attack": 5}``): the request is
    wrong (400), which is not the same answer as a well-formed action the rules forbid now.
    ``message`` is the reader's, in every language, its location written from ``try``."""

    def __init__(self, message: dict[str, str], at: str | None):
        super().__init__(message.get("en", ""))
        self.message, self.at = message, at


#: where the reader locates the attempt: it reads it as the first action of a scenario
ATTEMPT_AT = "actions[0]"


def _from_try(text: str) -> str:
    """A location in the one-action scenario the attempt is read as, written as the request's."""
    return "try" + text[len(ATTEMPT_AT):] if text.startswith(ATTEMPT_AT) else text


def _explain(game: engine.Game, action: engine.actions.Action) -> dict[str, Any] | None:
    """None if ``action`` is legal now, else the engine's error (message and forbidding rules)."""
    if game.is_legal(action):
        return None
    try:
        game.copy().apply(action)
    except engine.IllegalAction as exc:
        error = exc.to_dict()["error"]
        return {"message": error["message"], "rules": error.get("rules", [])}
    except engine.EngineError as exc:  # the action was legal but the game then failed (a loop, say)
        error = exc.to_dict()["error"]
        return {"message": error["message"], "rules": error.get("rules", [])}
    return None


def _label(ability: Any, name: str) -> dict[str, str]:
    return {"en": render_ability(ability, "en", name), "zh-Hans": render_ability(ability, "zh-Hans", name)}


def _options(game: engine.Game, verb: str, player: str) -> list[dict[str, Any]]:
    st = game.state
    out: list[dict[str, Any]] = []
    if verb == "attack":
        # ``banding``: the creature may attack in a band (``bands:`` beside ``attack:``)
        for perm in st.creatures(player):
            action = engine.DeclareAttackers(player, ((perm.id, st.opponent(player)),))
            out.append({"object": perm.id, "banding": perm.has("banding"), "error": _explain(game, action)})
    elif verb == "block":
        for perm in st.creatures(player):
            for attacker in st.combat.attackers:
                block = engine.DeclareBlockers(player, ((perm.id, (attacker,)),))
                out.append({"object": perm.id, "attacker": attacker, "error": _explain(game, block)})
    elif verb in ("cast", "play"):
        castable = [a for a in game.legal_actions() if isinstance(a, engine.CastSpell | engine.PlayLand)]
        for card in st.players[player].hand:
            if card.is_land != (verb == "play"):
                continue
            targets = [list(a.targets) for a in castable if isinstance(a, engine.CastSpell) and a.card == card.id]
            playable = any(isinstance(a, engine.PlayLand) and a.card == card.id for a in castable)
            error = None
            if not targets and not playable:
                tried = engine.PlayLand(player, card.id) if verb == "play" else engine.CastSpell(player, card.id)
                error = _explain(game, tried) or {"message": in_every_language(lazy_gettext("no legal target")), "rules": []}
            out.append({"object": card.id, "name": card.name, "targets": targets, "error": error})
    elif verb == "activate":
        activatable = [a for a in game.legal_actions() if isinstance(a, engine.ActivateAbility)]
        for perm in list(st.battlefield.values()):
            if perm.controller != player:
                continue
            for index, ability in enumerate(perm.card.activated):
                targets = [list(a.targets) for a in activatable if a.source == perm.id and a.ability == index]
                error = None if targets else _explain(game, engine.ActivateAbility(player, perm.id, index))
                out.append({"object": perm.id, "ability": index, "label": _label(ability, perm.name),
                            "targets": targets, "error": error})
    elif verb == "order":
        # every attacker blocked by two or more creatures, its blockers in the order now in force
        # (the declaration order unless one was given): the builder lets the player reorder them
        for attacker in st.combat.attackers:
            order = ordered_blockers(game, attacker)
            if len(order) < 2:
                continue
            out.append({"object": attacker, "power": max(0, st.battlefield[attacker].power),
                        "blockers": [{"id": b.id, "lethal": max(0, b.toughness - b.damage)} for b in order],
                        "error": None})
    elif verb == "assign":
        # the divisions that are this player's: its attackers' (or, banding, the defending player's
        # share of them), and the damage of blockers blocking a band; ``recipients`` are where the
        # damage may go (an attacker's blockers, a band blocker's attackers)
        lethal = {p.id: max(0, p.toughness - p.damage) for p in st.battlefield.values() if p.card.is_creature}
        for attacker, _defender in st.combat.attackers.items():
            # in the damage assignment order in force (509), which the division must follow under 2009
            blockers = [b.id for b in ordered_blockers(game, attacker)]
            dealer = st.battlefield.get(attacker)
            if dealer is None or not blockers or divider(game, attacker) != player:
                continue
            listed = [{"id": b, "lethal": lethal[b]} for b in blockers if b in st.battlefield]
            out.append({"object": attacker, "power": max(0, dealer.power), "trample": dealer.has("trample"),
                        "defender": st.combat.attackers[attacker], "blockers": listed, "recipients": listed,
                        "error": None})
        for blocker in st.combat.blockers:
            band_blocker = st.battlefield.get(blocker)
            blocked = st.combat.blocked_by(blocker)
            if band_blocker is None or len(blocked) < 2 or divider(game, blocker) != player:
                continue
            out.append({"object": blocker, "power": max(0, band_blocker.power), "trample": False, "defender": None,
                        "blockers": [], "recipients": [{"id": a, "lethal": lethal[a]} for a in blocked],
                        "error": None})
    for option in out:
        option["legal"] = option["error"] is None
    return out


def next_choices(text: str | dict[str, Any], probe: dict[str, Any], *, card_lookup: Any = None,
                 max_steps: int = 10000, time_limit: float | None = None,
                 attempt: dict[str, Any] | None = None, ruleset: str | None = None) -> dict[str, Any]:
    """The decision the next action ``probe`` (``{"verb", "player"?, "step"?, "turn"?, "stack"?,
    "respond"?, "damage_step"?}``, the timing of a scenario action) would answer, the board at that
    moment (with the combat damage step and the objects one may respond to) and every candidate with
    its legality; ``attempt`` (one scenario
    action such as ``{"attack": ["bears"]}``) is checked there too. ``ruleset`` plays it under
    that ruleset whatever the scenario's ``ruleset:`` says."""
    verb = probe.get("verb")
    if not isinstance(verb, str) or verb not in DECISION_OF_VERB:
        raise ProbeError(_("%(name)s must be one of %(values)s", name="verb", values=", ".join(DECISION_OF_VERB)))
    player, step, turn = probe.get("player"), probe.get("step"), probe.get("turn")
    for name, value in (("player", player), ("step", step)):  # ids and names: a list or a mapping is no id
        if value is not None and not isinstance(value, str):
            raise ProbeError(_("%(name)s must be text", name=name))
    if attempt is not None:
        _check_attempt_verb(attempt)
    scenario = engine.load_scenario(text)
    if player is not None and player not in {p["id"] for p in scenario.players}:
        raise ProbeError(_('no player "%(player)s"', player=player))
    if step is not None and step not in STEPS:
        raise ProbeError(_('no step "%(step)s" (one of %(steps)s)', step=step, steps=", ".join(STEPS)))
    if turn is not None and (isinstance(turn, bool) or not isinstance(turn, int)):
        raise ProbeError(_("%(name)s must be a whole number", name="turn"))
    stack = probe.get("stack")
    if stack not in (None, "empty"):
        raise ProbeError(_("stack must be 'empty' when given"))
    moment = ScenarioAction(-1, verb, None, player, step, turn, stack == "empty", (),
                            _probe_respond(probe.get("respond")), _probe_damage_step(probe.get("damage_step")))

    def due(game: engine.Game) -> bool:
        decision = game.decision
        return (decision is not None and decision.kind == DECISION_OF_VERB[verb]
                and (player is None or decision.player == player) and timing_holds(game, moment))

    game = engine.run(text, max_steps=max_steps, card_lookup=card_lookup, time_limit=time_limit, ruleset=ruleset,
                      until=due)
    if game.is_over:
        return {"decision": None, "options": [], "board": board_of(game.state), "ruleset": game.ruleset.name,
                "reason": in_every_language(lazy_gettext("the run stops before this decision comes up"))}
    decision = game.decision
    assert decision is not None
    st = game.state
    result: dict[str, Any] = {
        "decision": {"kind": decision.kind, "player": decision.player, "turn": st.turn, "step": st.step,
                     "damage_step": damage_step_of(st)},
        "respond_to": respond_to(game),
        "board": board_of(st),
        "options": _options(game, verb, decision.player),
        "ruleset": game.ruleset.name,
    }
    if attempt is not None:
        result["attempt"] = check_attempt(game, attempt, decision.player)
    return result


def _probe_respond(value: Any) -> StackRef | None:
    """The probe's ``respond``, written as the scenario's: a source id or ``{spell|ability|trigger: id}``
    (the ``respond`` of a ``respond_to`` entry)."""
    if value is None:
        return None
    if isinstance(value, str) and value:
        return StackRef(None, value)
    if isinstance(value, dict) and len(value) == 1:
        kind, source = next(iter(value.items()))
        if kind in STACK_KINDS and isinstance(source, str) and source:
            return StackRef(kind, source)
    raise ProbeError(_("respond must be a source id or {%(kinds)s: id}", kinds="|".join(STACK_KINDS)))


def _check_attempt_verb(attempt: dict[str, Any]) -> None:
    """An attempt is one action the builder adds: one of the verbs the probe answers for, which are
    the ones with an engine action of their own (``choose`` and ``trigger`` answer other questions)."""
    verbs = [key for key in attempt if isinstance(key, str) and key in DECISION_OF_VERB]
    if len(verbs) != 1:
        raise ProbeError(_("try must be one action with exactly one of %(values)s",
                           values=", ".join(DECISION_OF_VERB)))


def _probe_damage_step(value: Any) -> str | None:
    if value is not None and (not isinstance(value, str) or value not in DAMAGE_STEPS):
        raise ProbeError(_("%(name)s must be one of %(values)s", name="damage_step", values=", ".join(DAMAGE_STEPS)))
    return value


def respond_to(game: engine.Game) -> list[dict[str, Any]]:
    """The spells and abilities on the stack, top first, as the builder offers them for "respond to
    …": the ``respond:`` each would be written with and its name in each language. Only the top one
    can be responded to now (``top``); an action written for another waits until it is on top."""
    stack = game.state.stack
    out = []
    for index, obj in enumerate(reversed(stack)):
        if obj.kind not in STACK_KINDS or obj.source is None:
            continue  # classic combat damage on the stack: ``damage_step:`` says that moment
        out.append({"kind": obj.kind, "source": obj.source, "top": index == 0, "controller": obj.controller,
                    "respond": {obj.kind: obj.source},
                    "name": {lang: obj.shown.text(lang, game.ruleset.name) for lang in LANGS}})
    return out


def check_attempt(game: engine.Game, attempt: dict[str, Any], player: str) -> dict[str, Any]:
    """Whether one scenario action is legal at this decision; if not, the rule that forbids it.
    An attempt the scenario reader refuses raises ``MalformedAttempt``."""
    probe_text = {"players": [{"id": pid} for pid in game.state.players], "actions": [attempt]}
    try:
        parsed = engine.load_scenario(probe_text).actions[0]
    except engine.InvalidScenario as exc:
        error = exc.to_dict()["error"]
        at = error.get("at")
        raise MalformedAttempt({lang: _from_try(text) for lang, text in error["message"].items()},
                               _from_try(at) if isinstance(at, str) else None) from exc
    action = to_action(game, parsed, parsed.player or player)
    error = _explain(game, action)
    return {"legal": error is None, "error": error}
