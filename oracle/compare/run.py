"""One board under several rulesets: which rulesets, one resolve under each within one time budget,
and the answer the API and the command line give (``{"rulesets", "results", "diff"}``).

The rulesets are the engine's (``engine.RULESETS``): a ruleset added there, or registered by a
program of its own, can be compared without a change here. How a scenario is resolved under one
ruleset is the caller's (the web app adds its card names and error locations, the CLI its own),
passed in as ``resolve_one(name, seconds_left)``.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from oracle.compare.diff import diff_results
from oracle.compare.phrases import LANGS, Phrase, _
from oracle.compare.summary import summarise

#: error kinds that are a ruleset's answer to the board (it refuses an action, does not know a
#: keyword, or plays on forever); any other error (the text, a limit) is the request's own
RULES_ANSWERS = frozenset({"illegal_action", "unsupported_text", "loop"})


class CompareRequestError(ValueError):
    """The rulesets asked for cannot be compared: ``kind``, a message in every language, and
    what helps to fix it (``known``: the rulesets there are; ``at``: which item is wrong)."""

    def __init__(self, kind: str, message: Phrase, **extra: Any) -> None:
        super().__init__(message.text("en"))
        self.kind, self.message, self.extra = kind, message.texts(), extra


def known_rulesets() -> list[str]:
    """The engine's rulesets, its default first: the rulesets compared when none are named."""
    import engine
    from engine.rulesets import DEFAULT_RULESET

    return [name for name in engine.RULESETS if name == DEFAULT_RULESET] + [
        name for name in engine.RULESETS if name != DEFAULT_RULESET]


def choose_rulesets(requested: Any) -> list[str]:
    """The rulesets to compare, checked: ``requested`` (a list of names, or a comma-separated
    string) or, when None, every known ruleset; two or more, each known, each once."""
    known = known_rulesets()
    if requested is None:
        names = known
    elif isinstance(requested, str):
        names = [n.strip() for n in requested.split(",") if n.strip()]
    elif isinstance(requested, list) and all(isinstance(n, str) for n in requested):
        names = list(requested)
    else:
        raise CompareRequestError("invalid_request", _('rulesets must be a list of ruleset names, such as '
                                                       '%(example)s', example=json.dumps(known[:2])), known=known)
    for i, name in enumerate(names):
        if name not in known:
            raise CompareRequestError("unknown_ruleset", _("unknown ruleset %(name)s; the known rulesets are "
                                                           "%(known)s", name=repr(name), known=known),
                                      known=known, at=f"rulesets[{i}]")
        if name in names[:i]:
            raise CompareRequestError("invalid_request", _("ruleset %(name)s is named twice", name=repr(name)),
                                      known=known, at=f"rulesets[{i}]")
    if len(names) < 2:
        raise CompareRequestError("invalid_request", _("a comparison needs at least two rulesets; the known "
                                                       "rulesets are %(known)s", known=known), known=known)
    return names


def choose_ruleset(requested: Any) -> str | None:
    """The one ruleset a resolve is asked to play under (a request's ``ruleset``, ``--ruleset``),
    checked against the engine's: None when none is named (the scenario's own ``ruleset:`` then
    applies); a name the engine does not know is refused, naming the ones it knows."""
    if requested is None:
        return None
    known = known_rulesets()
    if not isinstance(requested, str) or not requested.strip():
        raise CompareRequestError("invalid_request", _("ruleset must be the name of a ruleset, one of %(known)s",
                                                       known=known), known=known, at="ruleset")
    if requested not in known:
        raise CompareRequestError("unknown_ruleset", _("unknown ruleset %(name)s; the known rulesets are "
                                                       "%(known)s", name=repr(requested), known=known),
                                  known=known, at="ruleset")
    return requested


def citation_tables(names: Sequence[str]) -> dict[str, dict[str, str]]:
    """Each ruleset's engine rule keys and the ids it cites for them (to tell a renumbered rule
    from another rule)."""
    import engine

    return {name: {key: c.id for key, c in engine.RULESETS[name].citation_table().items()} for name in names}


def edition_of(name: str, editions: Sequence[str]) -> str:
    """The corpus edition whose numbers ruleset ``name`` cites: its own name if it is an edition,
    else that of the nearest ruleset it is built on (a ruleset of one's own derived from classic
    cites the classic rules), else the engine's default."""
    import engine
    from engine.rulesets import DEFAULT_RULESET

    for klass in engine.RULESETS[name].__mro__:
        edition = getattr(klass, "name", None)
        if edition in editions:
            return str(edition)
    return DEFAULT_RULESET


def compare(names: Sequence[str], resolve_one: Callable[[str, float], Mapping[str, Any]], time_limit: float,
            langs: tuple[str, ...] = LANGS) -> dict[str, Any]:
    """Resolve under each ruleset in turn and diff the answers.

    ``resolve_one(name, seconds)`` gives the resolve answer, or ``{"error": ...}`` when the
    scenario stops with an error under that ruleset; ``seconds`` is what is left of ``time_limit``,
    one budget for the whole comparison, so a comparison takes no longer than one resolve may.
    """
    from engine.rules.turn import STEPS

    deadline = time.perf_counter() + time_limit
    results = {name: resolve_one(name, max(deadline - time.perf_counter(), 1e-6)) for name in names}
    diff = diff_results(results, citation_tables(names), STEPS)
    diff["summary"] = summarise(results, diff, langs)
    return {"rulesets": list(names), "results": results, "diff": diff}


def shared_error(results: Mapping[str, Mapping[str, Any]]) -> str | None:
    """The ruleset whose error to answer with when every ruleset stopped with the same error that is
    not a ruleset's answer (the same invalid scenario or limit, at the same place), else None."""
    errors = [r.get("error") for r in results.values()]
    if not errors or any(e is None for e in errors):
        return None
    first = errors[0]
    assert first is not None  # none is None (checked above)
    if first.get("kind") in RULES_ANSWERS:
        return None
    if all(e is not None and (e.get("kind"), e.get("at")) == (first.get("kind"), first.get("at")) for e in errors):
        return next(iter(results))
    return None
