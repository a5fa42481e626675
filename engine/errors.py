"""Exceptions the engine raises; each one serialises to the public error JSON shape.

A caller (the CLI, the web API, a test) never has to guess what went wrong: every error
names its kind, explains itself in Simplified Chinese, Traditional Chinese and English (from the
message catalog, naming cards by their names in each language), cites the forbidding rules and
says where in the scenario it happened. The ids of the objects involved stay in ``at`` and in
``params``.

    >>> IllegalAction(Msg("illegal.game_over"), rules=["102.3"], at="actions[1]").to_dict()["error"]["kind"]
    'illegal_action'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.text.catalog import DEFAULT_RULESET, LANGS, Localised, Msg
from engine.text.names import Chinese, Name


class EngineError(Exception):
    """Base class: a message in every language, the rules involved and a location in the scenario.

    ``message`` is a catalog ``Msg``; the scenario reader, whose messages are about the shape of
    the input, may give the English and Simplified Chinese directly instead (``EngineError(en, zh)``).
    """

    kind = "engine_error"

    def __init__(self, message: Msg | str, zh: str | None = None, *, rules: Iterable[str] = (),
                 at: str | None = None, ruleset: str = DEFAULT_RULESET):
        self.message: Localised = message if isinstance(message, Msg) else Chinese(message, zh or message)
        self.ruleset = ruleset
        self.rules = list(rules)
        self.at = at
        super().__init__(self.en)

    @property
    def en(self) -> str:
        return self.text("en")

    @property
    def zh(self) -> str:
        return self.text("zh-Hans")

    def text(self, lang: str) -> str:
        return self.message.text(lang, self.ruleset)

    @property
    def params(self) -> dict[str, Any]:
        """The plain values of the message (ids, amounts): what a program can act on."""
        if not isinstance(self.message, Msg):
            return {}
        return {k: v for k, v in self.message.params.items() if isinstance(v, str | int) and not isinstance(v, bool)}

    def located(self, at: str) -> EngineError:
        """Attach a scenario location (e.g. ``actions[2]``) unless one is already known."""
        if self.at is None:
            self.at = at
        return self

    def to_dict(self) -> dict[str, Any]:
        """The public error JSON: ``{"error": {"kind", "message", "rules", "at", "params"}}``, and
        ``ruleset`` when the error cites rules: the ruleset whose numbers ``rules`` are."""
        error = {
            "kind": self.kind,
            "message": {lang: self.text(lang) for lang in LANGS},
            "rules": list(self.rules),
            "at": self.at,
            "params": self.params,
        }
        if self.rules:
            error["ruleset"] = self.ruleset
        return {"error": error}

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

    def __init__(self, card: str, phrase: str, *, at: str | None = None, stopped_at: str | None = None,
                 card_zh: str | None = None, suggestions: Iterable[str] = ()):
        where = Msg("error.unsupported_text.stopped_at", stopped_at=stopped_at) if stopped_at else None
        super().__init__(Msg("error.unsupported_text", card=Name(card, card_zh or ""), phrase=phrase, where=where,
                             card_name=card), at=at)
        self.card = card
        self.phrase = phrase
        self.stopped_at = stopped_at
        #: the supported templates nearest to the phrase, closest first (``engine.cardlang.nearest``)
        self.suggestions = list(suggestions)

    def to_dict(self) -> dict[str, Any]:
        """The error JSON with ``suggestions``: wordings the card language reads, nearest first."""
        out = super().to_dict()
        if self.suggestions:
            out["error"]["suggestions"] = list(self.suggestions)
        return out

    @classmethod
    def keyword_not_in_ruleset(cls, card: str, phrase: str, keyword: str, ruleset: str, has_it: str, *,
                               at: str | None = None, card_zh: str | None = None) -> UnsupportedText:
        """Text naming a keyword the ruleset's edition does not have ("Deathtouch" under classic):
        the message names the keyword and the ruleset that has it."""
        from engine.text.keywords import Kw

        err = cls(card, phrase, at=at, card_zh=card_zh)
        err.message = Msg("error.keyword_not_in_ruleset", card=Name(card, card_zh or ""), phrase=phrase,
                          keyword=Kw(keyword), keyword_id=keyword, ruleset=ruleset, has_it=has_it, card_name=card)
        err.ruleset = ruleset
        err.args = (err.en,)
        return err


class LoopLimit(EngineError):
    """The run did not finish within ``max_steps``; cites the loop rule (421)."""

    kind = "loop"


class LimitExceeded(EngineError):
    """The scenario asks for more work than a cap allows (``engine.limits``): ``limit`` names the
    cap (``max_cards``, ``time_limit``, ...) and ``maximum`` its value, so a caller can say which."""

    kind = "limit_exceeded"

    def __init__(self, limit: str, maximum: int | float | None, en: Msg | str, zh: str | None = None, *,
                 at: str | None = None):
        super().__init__(en, zh, at=at)
        self.limit = limit
        self.maximum = maximum

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        out["error"].update(limit=self.limit, maximum=self.maximum)
        return out
