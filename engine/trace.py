"""The cited trace: one ``TraceStep`` per thing that happened, and its JSON writer.

Every step records the turn, step, event name, the objects involved, the rule ids that made it
happen and a learner-facing explanation in Simplified Chinese and English.

    >>> t = Trace()
    >>> t.add(3, "combat_damage", "damage_dealt", ["bears"], ["310"], "en", "zh").to_dict()["n"]
    1
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class TraceStep:
    """One cited event."""

    n: int
    turn: int
    step: str
    event: str
    objects: tuple[str, ...]
    rules: tuple[str, ...]
    en: str
    zh: str
    board: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        out = {
            "n": self.n,
            "turn": self.turn,
            "step": self.step,
            "event": self.event,
            "objects": list(self.objects),
            "rules": list(self.rules),
            "text": {"zh-Hans": self.zh, "en": self.en},
        }
        if self.board is not None:
            out["board"] = self.board
        return out


@dataclass
class Trace:
    """An append-only list of trace steps."""

    steps: list[TraceStep] = field(default_factory=list)

    def add(
        self,
        turn: int,
        step: str,
        event: str,
        objects: list[str] | tuple[str, ...],
        rules: list[str] | tuple[str, ...],
        en: str,
        zh: str,
        board: dict[str, Any] | None = None,
    ) -> TraceStep:
        entry = TraceStep(len(self.steps) + 1, turn, step, event, tuple(objects), tuple(rules), en, zh, board)
        self.steps.append(entry)
        return entry

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self):
        return iter(self.steps)

    def events(self) -> list[str]:
        return [s.event for s in self.steps]

    def cited_rules(self) -> list[str]:
        """Every rule id cited anywhere in the trace, first-cited first."""
        seen: list[str] = []
        for s in self.steps:
            for r in s.rules:
                if r not in seen:
                    seen.append(r)
        return seen

    def to_list(self) -> list[dict[str, Any]]:
        return [s.to_dict() for s in self.steps]


def dumps(result: dict[str, Any]) -> str:
    """Write a resolve() result as JSON; sorted keys are avoided so the documented order stays."""
    return json.dumps(result, ensure_ascii=False, indent=2)
