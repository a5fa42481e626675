"""``resolve()``: run a scenario's decisions through a ``Game`` and return the public JSON dict.

The scenario's actions are played by ``engine.driver.ScenarioDriver`` (the one driver, which the
builder's probe uses too): an action is taken the first time its player holds priority (or its
turn-based decision comes up) at or after the previous action, within its modifiers; every other
decision gets its default.

    >>> resolve({"players": [{"id": "A"}, {"id": "B"}], "stop": "main1"})["outcome"]
    {'winners': [], 'losers': [], 'draw': False}
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from engine.cards import CardLookup
from engine.driver import ScenarioDriver
from engine.game import Game
from engine.limits import DEFAULT_MAX_STEPS, BoundedTrace, Limits
from engine.model.board import board_of
from engine.rulesets import Ruleset, get_ruleset
from engine.scenario import (
    Scenario,
    build_state,
    build_state_timed,
    load_scenario,
)
from engine.text.catalog import LANGS


def _ruleset(sc: Scenario, ruleset: str | Ruleset | None) -> Ruleset:
    """The ruleset to play under: ``ruleset`` when given (a name, or a ``Ruleset`` of one's own, like
    a python-chess variant), else the scenario's ``ruleset:``."""
    if isinstance(ruleset, Ruleset):
        return ruleset
    return get_ruleset(ruleset if ruleset is not None else sc.ruleset)


def new_game(
    scenario: str | dict[str, Any], *, max_steps: int = DEFAULT_MAX_STEPS, card_lookup: CardLookup | None = None,
    ruleset: str | Ruleset | None = None, limits: Limits | None = None,
) -> Game:
    """A ``Game`` at the scenario's starting point, for interactive use."""
    sc = load_scenario(scenario, limits=limits)
    rules = _ruleset(sc, ruleset)
    state = build_state(sc, card_lookup, rules)
    return Game(state, rules, stop=sc.stop, max_steps=max_steps)


def run(
    scenario: str | dict[str, Any], *, max_steps: int = DEFAULT_MAX_STEPS, card_lookup: CardLookup | None = None,
    boards: bool = False, time_limit: float | None = None, ruleset: str | Ruleset | None = None,
    limits: Limits | None = None, until: Callable[[Game], bool] | None = None,
) -> Game:
    """Play a scenario to its stop point and return the finished ``Game``.

    ``boards`` records the board after every trace step (for a step-by-step viewer);
    ``time_limit`` (seconds) is one deadline for the whole run, reading and building included:
    past it the run stops with ``LimitExceeded`` (``limit: time_limit``). Building the card
    language's parsers, which a new process does at its first card text and a server before it
    answers, is start-up and does not count. ``limits`` caps the
    scenario's size and shape (``engine.limits.Limits``); ``max_steps`` bounds a loop (421);
    ``ruleset`` plays it under another ruleset than the scenario names. ``until`` (the builder's
    probe) stops instead at the first decision, once every action is taken, at which ``until(game)``
    holds, and returns the game there (not finished; a run that ends first is finished as usual).
    """
    deadline = time.perf_counter() + time_limit if time_limit is not None else None
    sc = load_scenario(scenario, limits=limits, deadline=deadline)
    rules = _ruleset(sc, ruleset)
    state, parser_seconds = build_state_timed(sc, card_lookup, rules, deadline=deadline)
    if deadline is not None:
        deadline += parser_seconds  # a new process's parser build is start-up, not this run's work
    limits = limits or Limits()
    trace = BoundedTrace(limits, deadline) if boards else None
    game = Game(state, rules, trace=trace, stop=sc.stop, max_steps=max_steps, start=False)
    if boards:
        game.record_boards = True
        game.initial_board = board_of(state)
    game.deadline = deadline
    driver = ScenarioDriver(game, sc.actions)
    game.start()
    driver.play(until)
    if until is not None and not game.is_over:
        return game  # at the decision ``until`` asked for, with every action taken
    driver.check_all_taken(sc.stop)
    return game


def _langs(lang: str | None) -> tuple[str, ...]:
    """The languages to write the trace in: all three, or the one asked for."""
    if lang is None:
        return LANGS
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGS)}")
    return (lang,)


def result_of(game: Game, lang: str | None = None) -> dict[str, Any]:
    """The public JSON dict of a game: ruleset, steps, state and outcome; each step's text in
    ``lang`` only when given (the text is written as the dict is made, so a caller asking for one
    language does a third of the writing), else in every language of ``LANGS``."""
    st = game.state
    result = {
        "ruleset": game.ruleset.name,
        "steps": game.trace.to_list(_langs(lang)),
        "state": board_of(st),
        "outcome": {"winners": list(st.winners), "losers": list(st.losers), "draw": st.draw},
    }
    if game.initial_board is not None:
        result["initial_board"] = game.initial_board
    return result


def resolve(
    scenario: str | dict[str, Any], *, max_steps: int = DEFAULT_MAX_STEPS, card_lookup: CardLookup | None = None,
    boards: bool = False, time_limit: float | None = None, ruleset: str | Ruleset | None = None,
    limits: Limits | None = None, lang: str | None = None,
) -> dict[str, Any]:
    """Resolve a scenario (YAML/JSON text or dict) and return the cited trace as a dict.

    ``lang`` (one of ``LANGS``) writes each step's text in that language only; without it, in all three.

    Raises ``InvalidScenario``, ``IllegalAction``, ``UnsupportedText``, ``LoopLimit`` (421) or
    ``LimitExceeded``; each has ``to_dict()`` giving the public error JSON.
    """
    langs = _langs(lang)  # an unknown language is refused before any work
    return result_of(run(scenario, max_steps=max_steps, card_lookup=card_lookup, boards=boards,
                         time_limit=time_limit, ruleset=ruleset, limits=limits), langs[0] if lang else None)
