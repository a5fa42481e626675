"""The ordering points an action can wait for: an object on top of the stack, a combat damage step.

``respond: bolt`` (or ``respond: {trigger: cub}``) waits until that spell or ability is on top of the
stack and the action's player holds priority (classic 408.1c: a player may respond to what is on the
stack; the top object resolves first, 408.1e). ``damage_step: first_strike`` / ``regular`` tells the
two combat damage steps apart when a creature with first strike or double strike is in combat
(classic 502.2b, 2009 510.4). ``TimingWatch`` remembers what was seen while the game ran, so that an
action whose moment never came is refused with the reason (never on the stack; never on top when that
player had priority; no first-strike damage step).

    >>> StackRef("trigger", "cub").matches("trigger", "cub"), StackRef(None, "bolt").matches("spell", "bolt")
    (True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.model.state import GameState

#: what ``respond:`` may name, as the key of its mapping form
STACK_KINDS = ("spell", "ability", "trigger")
#: the values of ``damage_step:``
DAMAGE_STEPS = ("first_strike", "regular")


@dataclass(frozen=True)
class StackRef:
    """A spell or ability on the stack named by its source's id: a spell by its card's id, an
    activated or triggered ability by the id of the permanent (or card) it comes from; ``kind``
    None matches any of the three."""

    kind: str | None
    source: str

    def matches(self, kind: str | None, source: str | None) -> bool:
        return source == self.source and (kind == self.kind if self.kind is not None else kind in STACK_KINDS)


def damage_step_of(state: GameState) -> str | None:
    """``first_strike`` during the extra combat damage step of creatures with first strike or double
    strike, ``regular`` during the other combat damage step, None outside the combat damage step."""
    if state.step != "combat_damage":
        return None
    combat = state.combat
    return "first_strike" if combat.first_strike_step and not combat.second_step else "regular"


def responds_now(state: GameState, ref: StackRef) -> bool:
    """Whether the object ``ref`` names is on top of the stack (the next to resolve)."""
    if not state.stack:
        return False
    top = state.stack[-1]
    return ref.matches(top.kind, top.source)


@dataclass
class TimingWatch:
    """What the driver saw at each decision: the objects on the stack, those on top, the combat
    damage steps. Read only to explain an action that was never taken."""

    on_stack: set[StackRef] = field(default_factory=set)
    on_top: set[StackRef] = field(default_factory=set)
    damage_steps: set[str] = field(default_factory=set)

    def see(self, state: GameState) -> None:
        for obj in state.stack:
            if obj.source is not None and obj.kind in STACK_KINDS:
                self.on_stack.add(StackRef(obj.kind, obj.source))
        if state.stack and state.stack[-1].source is not None and state.stack[-1].kind in STACK_KINDS:
            self.on_top.add(StackRef(state.stack[-1].kind, state.stack[-1].source))
        step = damage_step_of(state)
        if step is not None:
            self.damage_steps.add(step)

    def saw(self, ref: StackRef, where: set[StackRef]) -> bool:
        return any(ref.matches(seen.kind, seen.source) for seen in where)
