"""``Game``: one position of a game under a ruleset, its legal actions, and the turn machine.

Like ``chess.Board``: ``legal_actions()`` lists what may be done now, ``is_legal()`` answers
without side effects, ``apply()`` performs an action and runs the game forward (turn-based
actions, state-based effects, triggers, resolution) until the next decision; ``copy()`` gives an
independent snapshot.

    >>> game = Game(state, ruleset)              # doctest: +SKIP
    >>> game.apply(PassPriority(game.decision.player))  # doctest: +SKIP
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from engine import combat as combat_rules
from engine import lands
from engine import stack as stack_rules
from engine.actions import (
    Action,
    ActivateAbility,
    AssignCombatDamage,
    CastSpell,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from engine.board import board_of
from engine.cleanup import cleanup_step
from engine.effects import draw_cards, zh
from engine.errors import IllegalAction, LoopLimit
from engine.mana import format_pool
from engine.objects import Permanent, StackObject
from engine.rulesets import Ruleset
from engine.sbe import check_state_based_effects
from engine.state import Combat, GameState
from engine.trace import Trace
from engine.triggers import choose_for_trigger
from engine.turn import (
    STEP_NAMES_EN,
    STEP_NAMES_ZH,
    STEP_RULE,
    ends_phase,
    next_step,
)

DECISION_STAGES = ("priority", "declare_attackers", "declare_blockers", "assign_combat_damage")


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
        self._cleanup_again = False
        self._dealers: list[str] = []
        #: answers for triggered abilities (``trigger:`` actions) and resolution choices (``choose:``)
        self.trigger_answers: list[dict] = []
        self.choices: list[dict] = []
        #: a board snapshot after every trace step (for viewers), and the board before the first
        self.record_boards = False
        self.initial_board: dict | None = None
        #: ``time.perf_counter()`` past which the run stops like a loop (a server's time bound)
        self.deadline: float | None = None
        if start:
            self.start()

    def start(self) -> None:
        """Run from the scenario's starting point to the first decision."""
        from engine.continuous import refresh

        refresh(self)
        self._advance()

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
        return Decision(st.stage, st.active)

    @property
    def is_over(self) -> bool:
        return self.state.game_over or self.state.finished

    def copy(self) -> Game:
        """An independent snapshot (state and trace copied)."""
        clone = Game(self.state.clone(), self.ruleset, trace=Trace(list(self.trace.steps)), stop=self.stop,
                     max_steps=self.max_steps, start=False)
        clone.transitions = self.transitions
        clone._cleanup_again = self._cleanup_again
        clone._dealers = list(self._dealers)
        clone.trigger_answers = [dict(a) for a in self.trigger_answers]
        clone.choices = [dict(c) for c in self.choices]
        return clone

    def take_choice(self, kind: str, player: str | None = None) -> object:
        """The first unused ``choose:`` answer with key ``kind`` (for ``player`` if it names one);
        None when the scenario gave none, so the caller applies its documented default."""
        for i, choice in enumerate(self.choices):
            if kind in choice and (choice.get("player") in (None, player)):
                self.choices.pop(i)
                return choice[kind]
        return None

    def take_trigger_answer(self, source: str | None) -> dict | None:
        for i, answer in enumerate(self.trigger_answers):
            if answer.get("source") == source:
                return self.trigger_answers.pop(i)
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
            for card in list(player.hand):
                candidates: list[Action] = (
                    [PlayLand(d.player, card.id)]
                    if card.is_land
                    else [CastSpell(d.player, card.id, t) for t in self._target_choices(card.abilities.spell_targets)]
                )
                yield from (a for a in candidates if self.is_legal(a))
            for perm in list(st.battlefield.values()):
                if perm.controller != d.player:
                    continue
                for i, ability in enumerate(perm.card.activated):
                    for t in self._target_choices(ability.targets):
                        action = ActivateAbility(d.player, perm.id, i, t)
                        if self.is_legal(action):
                            yield action
        elif d.kind == "declare_attackers":
            yield DeclareAttackers(d.player)
            for perm in st.creatures(d.player):
                action = DeclareAttackers(d.player, ((perm.id, st.nonactive),))
                if self.is_legal(action):
                    yield action
        elif d.kind == "declare_blockers":
            yield DeclareBlockers(d.player)
            for perm in st.creatures(d.player):
                for attacker in st.combat.attackers:
                    action = DeclareBlockers(d.player, ((perm.id, (attacker,)),))
                    if self.is_legal(action):
                        yield action
        else:
            yield AssignCombatDamage(d.player)

    def _target_choices(self, specs: tuple) -> list[tuple[str, ...]]:
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
            raise IllegalAction("the game is over", "游戏已结束", rules=[self.ruleset.cite("game.ends_at_once")])
        if isinstance(action, PassPriority):
            if d.kind != "priority" or d.player != action.player:
                raise IllegalAction(f"player {action.player} does not hold priority", f"牌手{action.player}没有优先权",
                                    rules=[self.ruleset.cite("priority.general")])
        elif isinstance(action, PlayLand):
            lands.validate_play(self, action)
        elif isinstance(action, CastSpell):
            stack_rules.validate_cast(self, action)
        elif isinstance(action, ActivateAbility):
            stack_rules.validate_activate(self, action)
        elif isinstance(action, DeclareAttackers):
            combat_rules.validate_attackers(self, action)
        elif isinstance(action, DeclareBlockers):
            combat_rules.validate_blockers(self, action)
        elif isinstance(action, AssignCombatDamage):
            combat_rules.validate_assignment(self, action, self._dealers)

    def apply(self, action: Action) -> Game:
        """Perform ``action`` (raising ``IllegalAction`` if it is not legal) and run on to the next
        decision. Returns self so calls can be chained."""
        self._validate(action)
        self._tick()
        st = self.state
        if isinstance(action, PassPriority):
            self._pass(action.player)
        elif isinstance(action, PlayLand):
            lands.play(self, action)
            st.passes = 0
            st.stage = "priority_check"
        elif isinstance(action, CastSpell):
            stack_rules.cast(self, action)
            st.passes = 0
            st.stage = "priority_check"
        elif isinstance(action, ActivateAbility):
            if not stack_rules.activate(self, action):
                st.passes = 0
                st.stage = "priority_check"
        elif isinstance(action, DeclareAttackers):
            combat_rules.declare_attackers(self, action)
            self._give_priority(st.active)
        elif isinstance(action, DeclareBlockers):
            combat_rules.declare_blockers(self, action)
            self._give_priority(st.active)
        elif isinstance(action, AssignCombatDamage):
            chosen = {a: list(div) for a, div in action.assignments}
            combat_rules.put_combat_damage_on_stack(self, self._dealers, chosen)
            self._give_priority(st.active)
        self._advance()
        return self

    # ---- logging ---------------------------------------------------------------------------
    def log(self, event: str, objects: list[str], rule_keys: list[str], en_text: str, zh_text: str) -> None:
        """Record a cited trace step (rule keys are translated by the ruleset)."""
        self.trace.add(self.state.turn, self.state.step, event, objects, self.ruleset.cite_all(rule_keys),
                       en_text, zh_text, board=board_of(self.state) if self.record_boards else None)

    def log_mana_ability(self, perm: Permanent, mana: tuple[str, ...]) -> None:
        keys = ["mana.activate", "mana.ability_no_stack"]
        if any(s.lower() in ("plains", "island", "swamp", "mountain", "forest") for s in perm.card.subtypes):
            keys.append("land.basic_mana")
        produced = "".join(f"{{{m}}}" for m in mana)
        pool = format_pool(self.state.players[perm.controller].mana_pool)
        self.log(
            "mana_ability", [perm.id], keys,
            f"Player {perm.controller} taps {perm.name} for {produced}; a mana ability doesn't use the stack "
            f"(pool: {pool}).",
            f"牌手{perm.controller}横置{zh(perm)}产生{produced}；法术力异能不使用堆叠（法术力池：{pool}）。",
        )
        from engine.triggers import on_mana_ability

        on_mana_ability(self, perm)

    # ---- the turn machine ------------------------------------------------------------------
    def _tick(self) -> None:
        self.transitions += 1
        if self.deadline is not None and time.perf_counter() > self.deadline:
            from engine.limits import time_exceeded

            raise time_exceeded()
        if self.transitions > self.max_steps:
            raise LoopLimit(
                f"the run did not finish within {self.max_steps} steps; stopping (possible loop)",
                f"运行未在{self.max_steps}步内结束，已停止（可能是循环）",
                rules=[self.ruleset.cite("loop.general")],
            )

    def _advance(self) -> None:
        st = self.state
        while not (st.game_over or st.finished) and st.stage not in DECISION_STAGES:
            self._tick()
            if st.stage == "start":
                self._begin_step()
            elif st.stage == "priority_check":
                self._before_priority()
            elif st.stage == "end":
                self._end_step()
            else:  # pragma: no cover - defensive
                raise AssertionError(f"unknown stage {st.stage}")

    def _give_priority(self, player: str) -> None:
        self.state.priority = player
        self.state.stage = "priority_check"

    def _before_priority(self) -> None:
        """State-based effects and triggers, repeated until stable, then priority (420.3, 408.1f)."""
        st = self.state
        while True:
            check_state_based_effects(self)
            if st.game_over:
                return
            if not st.pending_triggers:
                break
            self._put_triggers_on_stack()
        st.stage = "priority"

    def _put_triggers_on_stack(self) -> None:
        """Waiting triggers go on the stack, active player's first (APNAP, 410.3, 103.4)."""
        st = self.state
        ordered = [t for t in st.pending_triggers if t.controller == st.active] + [
            t for t in st.pending_triggers if t.controller != st.active
        ]
        st.pending_triggers = []
        for trig in ordered:
            if trig.trigger_ability is not None and not choose_for_trigger(self, trig):
                continue
            st.stack.append(trig)
            self.log(
                "trigger_on_stack", [trig.source or trig.id, *trig.targets],
                ["stack.triggers_on_priority", "trigger.put_on_stack", "trigger.apnap_order", "golden.apnap"],
                f"Before a player receives priority, the triggered ability ({trig.name}) is put on the stack; "
                "the active player's triggers go first.",
                f"在牌手得到优先权之前，触发式异能（{trig.name_zh or trig.name}）进入堆叠；主动牌手的先放。",
            )

    def _pass(self, player: str) -> None:
        st = self.state
        st.passes += 1
        if st.passes >= 2:
            st.passes = 0
            if st.stack:
                stack_rules.resolve_top(self)
                self._give_priority(st.active)
            else:
                st.stage = "end"
        else:
            self._give_priority(st.opponent(player))

    def _begin_step(self) -> None:
        st = self.state
        step = st.step
        st.passes = 0
        self.log(
            "step_begins", [st.active], [STEP_RULE[step]],
            f"Turn {st.turn} (player {st.active}): the {STEP_NAMES_EN[step]} begins.",
            f"第{st.turn}回合（牌手{st.active}）：{STEP_NAMES_ZH[step]}开始。",
        )
        if step == "untap":
            self._untap_step()
            st.stage = "end"
            return
        if step in ("upkeep", "end_of_turn", "end_of_combat"):
            from engine import triggers

            triggers.on_step(self, step)
        if step == "draw":
            if st.turn == 1:
                self.log("draw_skipped", [st.active], ["turn.first_player_skips_draw"],
                         "The player who plays first skips the draw of his or her first turn.",
                         "先手牌手略过其第一个回合的抓牌步骤。")
            else:
                draw_cards(self, st.players[st.active], 1, ["turn.draw"])
            from engine import triggers

            triggers.on_step(self, step)  # "at the beginning of each player's draw step" (after the draw)
        elif step == "declare_attackers":
            st.stage = "declare_attackers"
            return
        elif step == "declare_blockers" and st.combat.attackers:
            st.stage = "declare_blockers"
            return
        elif step == "combat_damage" and st.combat.attackers:
            self._dealers = combat_rules.damage_dealers(self)
            if combat_rules.needs_assignment_choice(self, self._dealers):
                st.stage = "assign_combat_damage"
                return
            combat_rules.put_combat_damage_on_stack(self, self._dealers, {})
        elif step == "cleanup":
            self._cleanup()
            return
        self._give_priority(st.active)

    def _untap_step(self) -> None:
        st = self.state
        untapped = []
        for perm in st.battlefield.values():
            if perm.controller == st.active:
                perm.summoning_sick = False
                if perm.tapped:
                    perm.tapped = False
                    untapped.append(perm.id)
        st.players[st.active].lands_played = 0
        self.log("untap", untapped, ["turn.untap"],
                 f"Player {st.active} untaps all his or her permanents; no player gets priority in this step.",
                 f"牌手{st.active}重置其所有永久物；此步骤中没有牌手得到优先权。")

    def _cleanup(self) -> None:
        if cleanup_step(self):
            self._cleanup_again = True  # 420.3: players get priority, then another cleanup step
            self._give_priority(self.state.active)
            return
        self.state.stage = "end"

    def _end_step(self) -> None:
        st = self.state
        step = st.step
        if step == "combat_damage" and st.combat.first_strike_step and not st.combat.second_step:
            st.combat.second_step = True
            remaining = [c for c in list(st.combat.attackers) + list(st.combat.blockers)
                         if c in st.battlefield and c not in st.combat.dealt_damage]
            self.log("second_damage_step", remaining, ["first_strike.extra_step"],
                     "Because a creature had first strike, a second combat damage step follows for the "
                     "creatures that have not dealt combat damage yet.",
                     "因为有生物具先攻，接下来有第二个战斗伤害步骤，处理尚未造成战斗伤害的生物。")
            st.stage = "start"
            return
        if step == "cleanup" and self._cleanup_again:
            self._cleanup_again = False
            st.stage = "start"
            return
        if self.ruleset.mana_empties_at == "step" or ends_phase(step):
            self._empty_mana_pools()
        if step == "end_of_combat":
            st.combat = Combat()
        if self.stop is not None and (st.turn, step) == self.stop:
            st.finished = True
            return
        nxt = next_step(step)
        if nxt is None:
            st.turn += 1
            st.active = st.nonactive
            nxt = "untap"
        st.step = nxt
        st.stage = "start"
        if st.game_over:
            return

    def _empty_mana_pools(self) -> None:
        """Unused mana is lost when a phase ends; each mana lost costs 1 life (mana burn)."""
        st = self.state
        for player in st.players.values():
            lost = player.pool_total()
            if not lost:
                continue
            pool = format_pool(player.mana_pool)
            player.mana_pool = {}
            if self.ruleset.mana_burn:
                player.life -= lost
            self.log("mana_burn", [player.id], ["turn.mana_burn"],
                     f"The phase ends with {pool} unused in player {player.id}'s mana pool: the mana is lost and "
                     f"he or she loses {lost} life to mana burn (life {player.life}).",
                     f"阶段结束时牌手{player.id}的法术力池中尚有{pool}未使用：法术力消失，且因法术力灼伤失去"
                     f"{lost}点生命（生命{player.life}）。")

    def resolve_combat_damage(self, obj: StackObject) -> None:
        combat_rules.resolve_combat_damage(self, obj)

    def check_game_over(self) -> None:
        """The game ends at once when a player loses; both losing is a draw (102.3, 102.4)."""
        st = self.state
        losers = [p.id for p in st.players.values() if p.lost]
        if not losers or st.game_over:
            return
        st.game_over = True
        st.losers = losers
        if len(losers) == len(st.players):
            st.draw = True
            self.log("game_over", losers, ["game.ends_at_once", "game.draw"],
                     "Both players lose at the same time: the game is a draw and ends at once.",
                     "两位牌手同时输掉：这盘游戏为平手，并立刻结束。")
        else:
            st.winners = [p for p in st.players if p not in losers]
            self.log("game_over", losers, ["game.ends_at_once"],
                     f"Player {', '.join(losers)} has lost; player {', '.join(st.winners)} wins and the game ends "
                     "at once.",
                     f"牌手{'、'.join(losers)}输了；牌手{'、'.join(st.winners)}获胜，游戏立刻结束。")


__all__ = ["Game", "DECISION_STAGES"]
