"""The cited trace: one ``TraceStep`` per thing that happened, and its JSON writer.

Every step records the turn, step, event name, the objects involved, the rule ids that made it
happen and the catalog message explaining it; the explanation is written in Simplified Chinese,
Traditional Chinese and English when the step is read (``text(lang)``, ``to_dict()``), and only then:
a caller asking for one language (``to_dict(("en",))``) never pays for the other two.

    >>> t = Trace(); _ = t.add(3, "combat_damage", "no_blockers", [], ["309"], Msg("no_blockers", player="B"))
    >>> t.steps[0].to_dict()["text"]["en"]
    'Player B declares no blockers.'
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.text.catalog import DEFAULT_RULESET, LANGS, Msg


@dataclass(frozen=True)
class TraceStep:
    """One cited event."""

    n: int
    turn: int
    step: str
    event: str
    objects: tuple[str, ...]
    rules: tuple[str, ...]
    message: Msg
    ruleset: str = DEFAULT_RULESET
    board: dict[str, Any] | None = None

    def text(self, lang: str) -> str:
        """The explanation in one language (with the ruleset's own vocabulary)."""
        return self.message.text(lang, self.ruleset)

    def to_dict(self, langs: tuple[str, ...] = LANGS) -> dict[str, Any]:
        """The step as JSON, its text in each of ``langs`` (each written only when asked for)."""
        out = {
            "n": self.n,
            "turn": self.turn,
            "step": self.step,
            "event": self.event,
            "objects": list(self.objects),
            "rules": list(self.rules),
            "text": {lang: self.text(lang) for lang in langs},
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
        message: Msg,
        ruleset: str = DEFAULT_RULESET,
        board: dict[str, Any] | None = None,
    ) -> TraceStep:
        entry = TraceStep(len(self.steps) + 1, turn, step, event, tuple(objects), tuple(rules), message, ruleset,
                          board)
        self.steps.append(entry)
        return entry

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[TraceStep]:
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

    def to_list(self, langs: tuple[str, ...] = LANGS) -> list[dict[str, Any]]:
        return [s.to_dict(langs) for s in self.steps]


def dumps(result: dict[str, Any]) -> str:
    """Write a resolve() result as JSON; sorted keys are avoided so the documented order stays."""
    return json.dumps(result, ensure_ascii=False, indent=2)
