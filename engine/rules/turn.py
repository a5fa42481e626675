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

STEP_NAMES_ZH: dict[str, str] = {
    "untap": "重置步骤",
    "upkeep": "维持步骤",
    "draw": "抓牌步骤",
    "main1": "第一行动阶段",
    "beginning_of_combat": "战斗开始步骤",
    "declare_attackers": "宣告攻击者步骤",
    "declare_blockers": "宣告阻挡者步骤",
    "combat_damage": "战斗伤害步骤",
    "end_of_combat": "战斗结束步骤",
    "main2": "第二行动阶段",
    "end_of_turn": "回合结束步骤",
    "cleanup": "清除步骤",
}

STEP_NAMES_EN: dict[str, str] = {s: s.replace("_", " ") + " step" for s in STEPS} | {
    "main1": "precombat main phase",
    "main2": "postcombat main phase",
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
