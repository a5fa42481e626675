"""When a spell may be cast by its own text ("Cast ~ only during combat before blockers are declared."):
windows of the turn, every one of which must hold as the spell is cast (a rule of the card that
changes the general timing, 405.1 / 112 of later rules; the card's instant or sorcery timing still
applies, 410.5-style checks stay in ``casting.validate_cast``).

A window is a string: ``turn:you`` / ``turn:opponent``, ``upkeep:<whose>``, ``end_step:<whose>``,
``declare_attackers:<whose>``, ``declare_blockers:<whose>``, ``after_upkeep:<whose>`` (``<whose>``:
``you``, ``opponent`` or ``any``), ``combat``, ``before:attackers``, ``after:attackers``,
``before:blockers``, ``after:blockers``, ``after_combat``, ``before_combat_damage``, ``attacked`` (a
creature attacks the caster in this combat).
"""

from __future__ import annotations

from engine.rules.turn import PHASES, STEPS

#: the window kinds that name whose turn it is after a colon
WHOSE_WINDOWS = ("turn", "upkeep", "end_step", "declare_attackers", "declare_blockers", "after_upkeep")


def _index(step: str) -> int:
    return STEPS.index(step)


def _whose_ok(whose: str, active: str, player: str) -> bool:
    return whose == "any" or (whose == "you") == (active == player)


def window_open(window: str, step: str, active: str, player: str, attacked: bool = False) -> bool:
    """Whether ``player`` may cast the spell now as far as this window goes (``step`` of ``active``'s
    turn; ``attacked``: a creature attacks ``player`` in this combat)."""
    kind, _, whose = window.partition(":")
    if kind == "attacked":
        return attacked
    here = _index(step)
    if kind in WHOSE_WINDOWS and not _whose_ok(whose, active, player):
        return False
    if kind == "turn":
        return True
    simple = {"upkeep": "upkeep", "end_step": "end_of_turn", "declare_attackers": "declare_attackers",
              "declare_blockers": "declare_blockers"}
    if kind in simple:
        return step == simple[kind]
    if kind == "after_upkeep":
        return here > _index("upkeep")
    if kind == "combat":
        return PHASES[step] == "combat"
    if kind in ("before", "after"):
        mark = _index("declare_attackers" if whose == "attackers" else "declare_blockers")
        return here < mark if kind == "before" else here >= mark
    if kind == "after_combat":
        return here > _index("end_of_combat")
    if kind == "before_combat_damage":
        return here < _index("combat_damage")
    raise ValueError(window)


def windows_open(windows: tuple[str, ...], step: str, active: str, player: str, attacked: bool = False) -> bool:
    """Whether every window holds."""
    return all(window_open(w, step, active, player, attacked) for w in windows)
