"""``Game``: one position of a game under a ruleset, its legal actions, and its cited trace.

Like ``chess.Board``: ``legal_actions()`` lists what may be done now, ``is_legal()`` answers
without side effects, ``apply()`` performs an action and runs the game forward (turn-based
actions, state-based effects, triggers, resolution: ``engine.rules.machine``) until the next
decision; ``copy()`` gives an independent snapshot.

    >>> game = Game(state, ruleset)              # doctest: +SKIP
    >>> game.apply(PassPriority(game.decision.player))  # doctest: +SKIP
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
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
from engine.errors import IllegalAction, LoopLimit
from engine.limits import time_exceeded
from engine.model.board import board_of
from engine.model.state import GameState
from engine.model.targeting import Target
from engine.rules import casting, combat, combat_damage, lands, machine, suspend_action
from engine.rules.continuous import refresh
from engine.rules.era_costs import GRAVEYARD_KEYWORDS
from engine.rules.machine import DECISION_STAGES
from engine.rulesets import Ruleset
from engine.text.catalog import Msg
from engine.trace import Trace

#: what a run carries beside its state and trace, copied as they are by ``Game.copy``
RUN_SETTINGS = ("transitions", "record_boards", "initial_board", "deadline")


class Game:
    """A game in progress: state + ruleset + cited trace."""

    def __init__(
        self,
        state: GameState,
        ruleset: Ruleset,
        *,
        trace: Trace | None = None,
        stop: tuple[int, str] | None = None,
        max_steps: int = 10000,
        start: bool = True,
    ) -> None:
        self.state = state
        self.ruleset = ruleset
        self.trace = trace if trace is not None else Trace()
        self.stop = stop
        self.max_steps = max_steps
        self.transitions = 0
        #: a board snapshot after every trace step (for viewers), and the board before the first
        self.record_boards = False
        self.initial_board: dict[str, Any] | None = None
        #: ``time.perf_counter()`` past which the run stops like a loop (a server's time bound)
        self.deadline: float | None = None
        if start:
            self.start()

    def start(self) -> None:
        """Run from the scenario's starting point to the first decision."""
        refresh(self)
        machine.advance(self)

    # ---- public API ------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """Who must decide what now; None once the game is over or the run has stopped."""
        st = self.state
        if st.game_over or st.finished or st.stage not in DECISION_STAGES:
            return None
        if st.stage == "priority":
            assert st.priority is not None
            return Decision("priority", st.priority)
        if st.stage == "declare_blockers":
            return Decision(st.stage, st.nonactive)
        if st.stage == "assign_combat_damage":
            return Decision(st.stage, st.combat.dividing or st.active)
        return Decision(st.stage, st.active)

    @property
    def is_over(self) -> bool:
        return self.state.game_over or self.state.finished

    def copy(self) -> Game:
        """An independent snapshot: the state (every piece of turn state lives in ``GameState`` and
        is copied by its ``clone``), the trace, and the run's settings, time bound included."""
        clone = Game(self.state.clone(), self.ruleset, trace=Trace(list(self.trace.steps)), stop=self.stop,
                     max_steps=self.max_steps, start=False)
        for name in RUN_SETTINGS:
            setattr(clone, name, getattr(self, name))
        return clone

    def take_choice(self, kind: str, player: str | None = None) -> object:
        """The first unused ``choose:`` answer with key ``kind`` (for ``player`` if it names one);
        None when the scenario gave none, so the caller applies its documented default."""
        for i, choice in enumerate(self.state.choices):
            if kind in choice and (choice.get("player") in (None, player)):
                self.state.choices.pop(i)
                return choice[kind]
        return None

    def take_choice_located(self, kind: str, player: str | None = None) -> tuple[object, str | None]:
        """As ``take_choice``, with where the answer is in the scenario (``actions[i]``), so a
        choice the rules refuse is reported at its own place."""
        for i, choice in enumerate(self.state.choices):
            if kind in choice and (choice.get("player") in (None, player)):
                self.state.choices.pop(i)
                return choice[kind], choice.get("at")
        return None, None

    def take_trigger_answer(self, source: str | None) -> dict[str, Any] | None:
        for i, answer in enumerate(self.state.trigger_answers):
            if answer.get("source") == source:
                return self.state.trigger_answers.pop(i)
        return None

    def legal_actions(self) -> Iterator[Action]:
        """Actions legal now. For declarations it yields the empty one and each single-creature
        one (the combinations are too many to list; check any with ``is_legal``)."""
        d = self.decision
        if d is None:
            return
        st = self.state
        if d.kind == "priority":
            yield PassPriority(d.player)
            player = st.players[d.player]
            flashback = [c for c in player.graveyard if GRAVEYARD_KEYWORDS & set(c.abilities.era_keywords)]
            for card in list(player.hand) + flashback:
                candidates: list[Action] = (
                    [PlayLand(d.player, card.id)]
                    if card.is_land
                    else [CastSpell(d.player, card.id, t) for t in self._target_choices(card.abilities.spell_targets)]
                )
                candidates += [ActivateAbility(d.player, card.id, i, t)
                               for i, ability in enumerate(card.abilities.hand_abilities)
                               for t in self._target_choices(ability.targets)] if card in player.hand else []
                yield from (a for a in candidates if self.is_legal(a))
            for perm in list(st.battlefield.values()):
                if perm.controller != d.player and not any(a.any_player for a in perm.activated):
                    continue  # another player's permanent: only its "any player may activate" abilities
                for i, ability in enumerate(perm.activated):
                    for t in self._target_choices(ability.targets):
                        action = ActivateAbility(d.player, perm.id, i, t)
                        if self.is_legal(action):
                            yield action
        elif d.kind == "declare_attackers":
            yield DeclareAttackers(d.player)
            for perm in st.creatures(d.player):
                attack = DeclareAttackers(d.player, ((perm.id, st.nonactive),))
                if self.is_legal(attack):
                    yield attack
        elif d.kind == "declare_blockers":
            yield DeclareBlockers(d.player)
            for perm in st.creatures(d.player):
                for attacker in st.combat.attackers:
                    block = DeclareBlockers(d.player, ((perm.id, (attacker,)),))
                    if self.is_legal(block):
                        yield block
        elif d.kind == "order_blockers":
            yield OrderBlockers(d.player)
        else:
            yield AssignCombatDamage(d.player)

    def _target_choices(self, specs: tuple[Target, ...]) -> list[tuple[str, ...]]:
        if not specs:
            return [()]
        st = self.state
        pool = list(st.players) + list(st.battlefield) + [s.id for s in st.stack]
        choices: list[tuple[str, ...]] = [()]
        for _ in specs:
            choices = [c + (t,) for c in choices for t in pool]
        return choices

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be applied now (no side effects)."""
        try:
            self._validate(action)
        except IllegalAction:
            return False
        return True

    def _validate(self, action: Action) -> None:
        d = self.decision
        if d is None:
            raise self.illegal("illegal.game_over", ["game.ends_at_once"])
        if isinstance(action, PassPriority):
            if d.kind != "priority" or d.player != action.player:
                raise self.illegal("illegal.no_priority", ["priority.general"], player=action.player)
        elif isinstance(action, PlayLand):
            lands.validate_play(self, action)
        elif isinstance(action, CastSpell):
            (suspend_action.validate_suspend if action.suspend else casting.validate_cast)(self, action)
        elif isinstance(action, ActivateAbility):
            casting.validate_activate(self, action)
        elif isinstance(action, DeclareAttackers):
            combat.validate_attackers(self, action)
        elif isinstance(action, DeclareBlockers):
            combat.validate_blockers(self, action)
        elif isinstance(action, OrderBlockers):
            combat_damage.validate_order(self, action)
        elif isinstance(action, AssignCombatDamage):
            combat_damage.validate_assignment(self, action, self.state.dealers)

    def apply(self, action: Action) -> Game:
        """Perform ``action`` (raising ``IllegalAction`` if it is not legal) and run on to the next
        decision. Returns self so calls can be chained."""
        self._validate(action)
        self.tick()
        st = self.state
        if isinstance(action, PassPriority):
            machine.pass_priority(self, action.player)
        elif isinstance(action, PlayLand):
            lands.play(self, action)
            machine.acted(self)
        elif isinstance(action, CastSpell):
            (suspend_action.suspend if action.suspend else casting.cast)(self, action)
            machine.acted(self)
        elif isinstance(action, ActivateAbility):
            if not casting.activate(self, action):
                machine.acted(self)
        elif isinstance(action, DeclareAttackers):
            combat.declare_attackers(self, action)
            machine.give_priority(self, st.active)
        elif isinstance(action, DeclareBlockers):
            combat.declare_blockers(self, action)
            machine.blockers_declared(self)
        elif isinstance(action, OrderBlockers):
            combat_damage.announce_order(self, action)
            machine.give_priority(self, st.active)
        elif isinstance(action, AssignCombatDamage):
            machine.assigned_combat_damage(self, {a: list(div) for a, div in action.assignments})
        machine.advance(self)
        return self

    # ---- what the rules modules call --------------------------------------------------------
    def log(self, event: str, objects: Iterable[str], rule_keys: Iterable[str], message: str | None = None,
            /, **params: Any) -> None:
        """Record a cited trace step: an event, the objects it involves, the rules (as keys the ruleset
        turns into its own rule ids) and a catalog message (``message``, default the event name) with
        its parameters. The step's text is written from the catalog when the trace is read."""
        self.trace.add(self.state.turn, self.state.step, event, list(objects), self.ruleset.cite_all(rule_keys),
                       Msg(message or event, **params), self.ruleset.name,
                       board=board_of(self.state) if self.record_boards else None)

    def illegal(self, message: str, rule_keys: Iterable[str], **params: Any) -> IllegalAction:
        """An ``IllegalAction`` with a catalog message, citing this ruleset's ids for ``rule_keys``."""
        return IllegalAction(Msg(message, **params), rules=self.ruleset.cite_all(rule_keys), ruleset=self.ruleset.name)

    def tick(self) -> None:
        """Count one transition; a run past its step or time bound stops with the loop error (421)."""
        self.transitions += 1
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise time_exceeded()
        if self.transitions > self.max_steps:
            raise LoopLimit(Msg("error.loop_steps", max_steps=self.max_steps), rules=[self.ruleset.cite("loop.general")],
                            ruleset=self.ruleset.name)


__all__ = ["DECISION_STAGES", "Game"]
