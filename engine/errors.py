"""Exceptions the engine raises; each one serialises to the public error JSON shape.

A caller (the CLI, the web API, a test) never has to guess what went wrong: every error
names its kind, explains itself in both languages, cites the forbidding rules and says
where in the scenario it happened.

    >>> IllegalAction("no", "不行", rules=["502.4b"], at="actions[1]").to_dict()["error"]["kind"]
    'illegal_action'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


class EngineError(Exception):
    """Base class: a bilingual message, the rules involved and a location in the scenario."""

    kind = "engine_error"

    def __init__(self, en: str, zh: str | None = None, *, rules: Iterable[str] = (), at: str | None = None):
        super().__init__(en)
        self.en = en
        self.zh = zh if zh is not None else en
        self.rules = list(rules)
        self.at = at

    def located(self, at: str) -> EngineError:
        """Attach a scenario location (e.g. ``actions[2]``) unless one is already known."""
        if self.at is None:
            self.at = at
        return self

    def to_dict(self) -> dict[str, Any]:
        """The public error JSON: ``{"error": {"kind", "message", "rules", "at"}}``."""
        return {
            "error": {
                "kind": self.kind,
                "message": {"zh-Hans": self.zh, "en": self.en},
                "rules": list(self.rules),
                "at": self.at,
            }
        }

    def __str__(self) -> str:
        where = f" (at {self.at})" if self.at else ""
        rules = f" [{', '.join(self.rules)}]" if self.rules else ""
        return f"{self.en}{rules}{where}"


class InvalidScenario(EngineError):
    """The scenario text is malformed: wrong type, unknown field, dangling id."""

    kind = "invalid_scenario"


class IllegalAction(EngineError):
    """A player's decision breaks a rule; ``rules`` holds the rule(s) that forbid it."""

    kind = "illegal_action"


class UnsupportedText(EngineError):
    """Card text the parser does not understand; never silently ignored."""

    kind = "unsupported_text"

    def __init__(self, card: str, phrase: str, *, at: str | None = None, stopped_at: str | None = None):
        where_en = f" (no template continues at {stopped_at!r})" if stopped_at else ""
        where_zh = f"（模板在“{stopped_at}”处无法继续）" if stopped_at else ""
        super().__init__(
            f"Card text of {card!r} is not supported: {phrase!r}{where_en}",
            f"不支持牌“{card}”的规则叙述：“{phrase}”{where_zh}",
            at=at,
        )
        self.card = card
        self.phrase = phrase
        self.stopped_at = stopped_at


class LoopLimit(EngineError):
    """The run did not finish within ``max_steps``; cites the loop rule (421)."""

    kind = "loop"


class LimitExceeded(EngineError):
    """The scenario asks for more work than a cap allows (``engine.limits``): ``limit`` names the
    cap (``max_cards``, ``time_limit``, ...) and ``maximum`` its value, so a caller can say which."""

    kind = "limit_exceeded"

    def __init__(self, limit: str, maximum: int | float | None, en: str, zh: str, *, at: str | None = None):
        super().__init__(en, zh, at=at)
        self.limit = limit
        self.maximum = maximum

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        out["error"].update(limit=self.limit, maximum=self.maximum)
        return out
