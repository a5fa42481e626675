"""Turn structure: the steps in order and the phase each belongs to (sections 300-314).

    >>> next_step("main1")
    'beginning_of_combat'
    >>> phase_of("declare_blockers")
    'combat'
"""

from __future__ import annotations

STEPS: tuple[str, ...] = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end_of_turn",
    "cleanup",
)

PHASES: dict[str, str] = {
    "untap": "beginning",
    "upkeep": "beginning",
    "draw": "beginning",
    "main1": "main1",
    "beginning_of_combat": "combat",
    "declare_attackers": "combat",
    "declare_blockers": "combat",
    "combat_damage": "combat",
    "end_of_combat": "combat",
    "main2": "main2",
    "end_of_turn": "end",
    "cleanup": "end",
}

#: rule key (see citations.py) of the section describing each step.
STEP_RULE: dict[str, str] = {
    "untap": "turn.untap",
    "upkeep": "turn.upkeep",
    "draw": "turn.draw",
    "main1": "turn.main",
    "beginning_of_combat": "turn.beginning_of_combat",
    "declare_attackers": "turn.declare_attackers",
    "declare_blockers": "turn.declare_blockers",
    "combat_damage": "turn.combat_damage",
    "end_of_combat": "turn.end_of_combat",
    "main2": "turn.main",
    "end_of_turn": "turn.end_of_turn",
    "cleanup": "turn.cleanup",
}

MAIN_PHASES = ("main1", "main2")


def next_step(step: str) -> str | None:
    """The step after ``step`` in the same turn, or None after cleanup."""
    i = STEPS.index(step)
    return STEPS[i + 1] if i + 1 < len(STEPS) else None


def phase_of(step: str) -> str:
    return PHASES[step]


def ends_phase(step: str) -> bool:
    """Whether the phase ends when ``step`` ends (mana pools empty then in classic)."""
    nxt = next_step(step)
    return nxt is None or PHASES[nxt] != PHASES[step]


def step_index(step: str) -> int:
    return STEPS.index(step)
