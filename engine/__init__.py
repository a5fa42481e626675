"""A cited Magic: The Gathering rules engine: pure Python, deterministic, one ruleset per edition (classic, 2009).

    >>> import engine
    >>> result = engine.resolve(open("tests/scenarios/combat_trade.yaml").read())  # doctest: +SKIP
    >>> print(engine.render_text(result, lang="en"))  # doctest: +SKIP
"""

from __future__ import annotations

from engine.actions import (
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
from engine.cardlang import parse_card_text, render_card
from engine.errors import (
    EngineError,
    IllegalAction,
    InvalidScenario,
    LimitExceeded,
    LoopLimit,
    UnsupportedText,
)
from engine.game import Game
from engine.limits import Limits
from engine.rulesets import RULESETS, Ruleset, all_citations, get_ruleset
from engine.runner import new_game, resolve, result_of, run
from engine.scenario import Scenario, load_scenario
from engine.text.report import render_text
from engine.trace import dumps

__all__ = [
    "ActivateAbility",
    "AssignCombatDamage",
    "CastSpell",
    "Decision",
    "DeclareAttackers",
    "DeclareBlockers",
    "EngineError",
    "Game",
    "IllegalAction",
    "InvalidScenario",
    "LimitExceeded",
    "Limits",
    "LoopLimit",
    "OrderBlockers",
    "PassPriority",
    "PlayLand",
    "RULESETS",
    "Ruleset",
    "Scenario",
    "UnsupportedText",
    "all_citations",
    "dumps",
    "get_ruleset",
    "load_scenario",
    "new_game",
    "parse_card_text",
    "render_card",
    "render_text",
    "resolve",
    "result_of",
    "run",
]
